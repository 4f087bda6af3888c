import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { DIPLOMACY_RULES, royalCastleOf } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { drawCard } from './rules/diplomacy.ts';
import { Tx } from './rules/tx.ts';
import { act, choiceTypes, divineRight, hasChoice, ofType, rejects, diplomacyStart } from './testkit.ts';

const dip = diplomacyStart;

const activatePon = (s = dip()) => act(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' }).state;

describe('cards and the ambassador (DR-DIP-01..12)', () => {
  it('DR-DIP-02 DR-SETUP-15 a card is drawn at the start of the phase, even with a dead ambassador', () => {
    expect(dip().players.p1?.hand).toEqual(['flattery-1-1']);
    const dead = dip({ playerState: { p1: { ambassadorBack: 4 } } });
    expect(dead.players.p1?.hand).toEqual(['flattery-1-1']);
    expect(choiceTypes(dead, 'p1').includes('envoy')).toBe(false);
  });
  it('DR-DIP-04 at the end of the phase a player keeps at most four cards, discarding by choice', () => {
    const s = dip({ hands: { p1: ['threats-1-1', 'threats-1-2', 'threats-1-3', 'oracle-2-1'] } });
    expect(s.players.p1?.hand.length).toBe(5);
    const st = act(s, 'p1', { type: 'done' }).state;
    expect(st.step).toBe('discard');
    const r = act(st, 'p1', { type: 'discard', card: 'oracle-2-1' });
    expect(r.state.players.p1?.hand.length).toBe(4);
    expect(r.state.step).toBe('movement');
  });
  it('DR-DIP-05 an empty deck is rebuilt by shuffling the discards', () => {
    const s = { ...dip(), deck: [], discard: ['oracle-2-1', 'rumours-2-1'] };
    const tx = new Tx(s, scriptedDice([{ shuffle: [1, 0] }]));
    drawCard(tx);
    expect(ofType(tx.events, 'deckShuffled')[0]?.deck).toEqual(['rumours-2-1', 'oracle-2-1']);
    expect(tx.state.players.p1?.hand).toContain('rumours-2-1');
  });
  it('DR-DIP-06 DR-DIP-07 one ambassador action and at most one card per phase', () => {
    const s = dip({ hands: { p1: ['threats-1-1'] } });
    const st = activatePon(s);
    const r = act(st, 'p1', { type: 'playCard', card: 'threats-1-1' }, [1]);
    expect(choiceTypes(r.state, 'p1').filter((t) => t === 'envoy' || t === 'duel' || t === 'playCard')).toEqual([]);
  });
  it('DR-DIP-08 no action on a kingdom in Confusion or Forced Peace, or one the ambassador is banished from', () => {
    const s = dip({
      kingdomState: {
        pon: { lock: { kind: 'confusion', until: 3 } },
        ghem: { lock: { kind: 'forced-peace', until: 3 } },
      },
      playerState: { p1: { banished: { mivior: 2 } } },
    });
    for (const k of ['pon', 'ghem', 'mivior'] as const)
      expect(hasChoice(s, 'p1', { type: 'envoy', action: 'activate', kingdom: k })).toBe(false);
    expect(hasChoice(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'immer' })).toBe(true);
  });
  it('DR-DIP-09 activation targets only inactive non-player kingdoms', () => {
    const s = dip({ allies: { pon: 'p2' } });
    expect(hasChoice(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' })).toBe(false);
    expect(hasChoice(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'neuth' })).toBe(false);
    rejects(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'neuth' });
  });
  it('DR-DIP-11 DR-DIP-12 the personality card is shown to all, then the player chooses a card', () => {
    const st = activatePon();
    expect(st.kingdoms.pon.revealed).toBe(true);
    expect(divineRight.view(st, 'p2').kingdoms.pon.personality).toBe(16);
    expect(st.step).toBe('card');
    expect(choiceTypes(st, 'p1')).toEqual(['playCard', 'playCard']);
  });
});

describe('activation and deactivation rolls (DR-DIP-13..17, 24..26)', () => {
  it('DR-DIP-13 DR-KING-11 DR-KING-12 6+ activates: the monarch and the whole pool deploy on first activation', () => {
    const r = act(activatePon(), 'p1', { type: 'playCard', card: null }, [6]);
    expect(r.state.kingdoms.pon).toMatchObject({ status: 'active', seat: 'p1', activatedTurn: 1 });
    expect(r.state.units['pon-monarch']?.hex).toBe('2911');
    expect(Object.values(r.state.units).filter((u) => u.kingdom === 'pon' && u.kind !== 'monarch').length).toBe(9);
    expect(act(activatePon(), 'p1', { type: 'playCard', card: null }, [5]).state.kingdoms.pon.status).toBe('inactive');
  });
  it('DR-DIP-14 a played card is discarded whether the roll succeeds or fails', () => {
    for (const roll of [1, 6]) {
      const r = act(activatePon(), 'p1', { type: 'playCard', card: 'flattery-1-1' }, [roll]);
      expect(r.state.players.p1?.hand).toEqual([]);
      expect(r.state.discard).toContain('flattery-1-1');
    }
  });
  it('DR-DIP-15 DR-DIP-16 DR-KING-14 deactivation of an enemy ally needs 7+: its forces leave the map', () => {
    const s = dip({
      allies: { pon: 'p2' },
      units: [
        { id: 'pon-army-1', hex: '2911' },
        { id: 'pon-monarch', hex: '2911' },
      ],
    });
    const st = act(s, 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' }).state;
    expect(act(st, 'p1', { type: 'playCard', card: null }, [6]).state.kingdoms.pon.status).toBe('active');
    const r = act(st, 'p1', { type: 'playCard', card: 'flattery-1-1' }, [6]);
    expect(r.state.kingdoms.pon).toMatchObject({ status: 'inactive', seat: null, lock: null });
    expect(r.state.units['pon-army-1']).toBeUndefined();
    expect(r.state.kingdoms.pon.reserve).toContain('pon-army-1');
  });
  it('DR-DIP-17 DR-PRIS-10 no deactivation of a kingdom whose monarch another player holds captive', () => {
    const s = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '0725' }] });
    const held = {
      ...s,
      units: {
        ...s.units,
        'pon-monarch': { ...(s.units['pon-monarch'] as NonNullable<(typeof s.units)[string]>), captive: 'p3' },
      },
    };
    expect(hasChoice(held, 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' })).toBe(false);
  });
  it('DR-DIP-24 DR-KING-21 a Diplomatic Penalty takes 1 off the roll', () => {
    const s = dip({ playerState: { p1: { penalty: ['pon'] } } });
    const r = act(activatePon(s), 'p1', { type: 'playCard', card: null }, [6]);
    expect(ofType(r.events, 'diplomacyRolled')[0]).toMatchObject({ roll: 6, modifier: -1, success: false });
  });
  it("DR-DIP-25 card #14: +1 when its kingdom of origin is in the roller's alliance, -1 in another", () => {
    const mine = dip({ personalities: { pon: 14, ghem: 16 }, allies: { mivior: 'p1' } });
    expect(
      ofType(act(activatePon(mine), 'p1', { type: 'playCard', card: null }, [5]).events, 'diplomacyRolled')[0]
        ?.modifier,
    ).toBe(1);
    const theirs = dip({ personalities: { pon: 14, ghem: 16 }, allies: { mivior: 'p2' } });
    expect(
      ofType(act(activatePon(theirs), 'p1', { type: 'playCard', card: null }, [5]).events, 'diplomacyRolled')[0]
        ?.modifier,
    ).toBe(-1);
  });
  it("DR-DIP-26 DR-SHIP-03 a castaway monarch's personality is ignored; his kingdom can still be worked on", () => {
    const s = dip({ personalities: { pon: 4 }, allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '0120' }] });
    const cast = {
      ...s,
      units: {
        ...s.units,
        'pon-monarch': { ...(s.units['pon-monarch'] as NonNullable<(typeof s.units)[string]>), castaway: true },
      },
    };
    const st = act(cast, 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' }).state;
    expect(ofType(act(st, 'p1', { type: 'playCard', card: null }, [6]).events, 'diplomacyRolled')[0]?.modifier).toBe(0);
  });
});

describe('assassination and duels (DR-DIP-18..23)', () => {
  const enemy = () =>
    dip({
      allies: { pon: 'p2' },
      units: [
        { id: 'pon-monarch', hex: '2911' },
        { id: 'pon-army-1', hex: '2911' },
      ],
    });
  it('DR-DIP-18 DR-DIP-19 DR-VP-08 assassination: once a game, no card; the higher roll wins, a dead monarch means Confusion and no VP', () => {
    const r = act(enemy(), 'p1', { type: 'envoy', action: 'assassinate', kingdom: 'pon' }, [5, 2, 3]);
    expect(ofType(r.events, 'assassinationRolled')[0]).toMatchObject({ ambassador: 5, monarch: 2 });
    expect(r.state.kingdoms.pon).toMatchObject({ status: 'inactive', lock: { kind: 'confusion', until: 4 } });
    expect(r.state.players.p1?.vp).toBe(0);
    expect(r.state.players.p1?.assassinationUsed).toBe(true);
    expect(r.state.step).toBe('diplomacy');
  });
  it('DR-DIP-20 DR-AMB-01 a failed assassination kills the ambassador on a higher monarch roll and banishes him until that monarch dies', () => {
    const r = act(enemy(), 'p1', { type: 'envoy', action: 'assassinate', kingdom: 'pon' }, [2, 5]);
    expect(r.state.players.p1).toMatchObject({ ambassadorBack: 4, assassinBanished: ['pon'] });
    const tie = act(enemy(), 'p1', { type: 'envoy', action: 'assassinate', kingdom: 'pon' }, [3, 3]);
    expect(tie.state.players.p1).toMatchObject({ ambassadorBack: 0, assassinBanished: ['pon'] });
  });
  it('DR-DIP-21 DR-CONF-06 DR-KING-16 a besieger who keeps his siege stops the Confusion: a new monarch is crowned at once', () => {
    const s = dip({
      allies: { pon: 'p2' },
      sieges: { '3114': 'p3' },
      units: [
        { id: 'pon-monarch', hex: '2911' },
        { id: 'hothior-army-1', hex: '3114' },
        { id: 'hothior-army-2', hex: '3114' },
      ],
    });
    const r = act(s, 'p1', { type: 'envoy', action: 'assassinate', kingdom: 'pon' }, [5, 2, 3]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p3', kind: 'veto' });
    const kept = act(r.state, 'p3', { type: 'veto', keep: true });
    expect(kept.state.kingdoms.pon.status).toBe('active');
    expect(ofType(kept.events, 'crowned').length).toBe(1);
    expect(kept.state.units['pon-monarch']).toBeDefined();
    const lifted = act(r.state, 'p3', { type: 'veto', keep: false }, [], { p3: { displace: 'auto' } });
    expect(lifted.state.kingdoms.pon.status).toBe('inactive');
    expect(lifted.state.sieges['3114']).toBeUndefined();
  });
  it('DR-DIP-22 DR-DIP-23 a duel: the lower roll dies, both on a tie; each pair duels once', () => {
    const r = act(dip(), 'p1', { type: 'duel', seat: 'p2' }, [2, 5]);
    expect(r.state.players.p1?.ambassadorBack).toBe(4);
    expect(r.state.players.p2?.ambassadorBack).toBe(0);
    const tie = act(dip(), 'p1', { type: 'duel', seat: 'p2' }, [4, 4]);
    expect([tie.state.players.p1?.ambassadorBack, tie.state.players.p2?.ambassadorBack]).toEqual([4, 4]);
    const again = dip({ playerState: { p1: { dueled: ['p2'] } } });
    expect(hasChoice(again, 'p1', { type: 'duel', seat: 'p2' })).toBe(false);
    expect(hasChoice(again, 'p1', { type: 'duel', seat: 'p3' })).toBe(true);
  });
});

describe('ambassador death and banishment (DR-AMB)', () => {
  it('DR-AMB-01 killed in turn 5, the ambassador works again in turn 8', () => {
    expect(DIPLOMACY_RULES.ambassadorDeath.returnsAfter).toBe(3);
    for (const [turn, ready] of [
      [6, false],
      [7, false],
      [8, true],
    ] as const) {
      const s = dip({ turn, playerState: { p1: { ambassadorBack: 8 } } });
      expect(choiceTypes(s, 'p1').includes('envoy')).toBe(ready);
    }
  });
  it('DR-AMB-02 banishments outlive the ambassador, and his dead turns count against them', () => {
    const s = dip({ turn: 8, playerState: { p1: { ambassadorBack: 8, banished: { pon: 8 } } } });
    expect(hasChoice(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' })).toBe(false);
    const later = dip({ turn: 9, playerState: { p1: { ambassadorBack: 8, banished: { pon: 8 } } } });
    expect(hasChoice(later, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' })).toBe(true);
  });
  it('DR-AMB-03 DR-AMB-04 DR-AMB-06 a failed +1 Threat banishes for two full turns', () => {
    const s = dip({ turn: 5, hands: { p1: ['threats-1-1'] } });
    const r = act(activatePon(s), 'p1', { type: 'playCard', card: 'threats-1-1' }, [1]);
    expect(ofType(r.events, 'banished')[0]).toMatchObject({ kingdom: 'pon', until: 7 });
    for (const [turn, ok] of [
      [6, false],
      [7, false],
      [8, true],
    ] as const) {
      const t = dip({ turn, playerState: { p1: { banished: { pon: 7 } } } });
      expect(hasChoice(t, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' })).toBe(ok);
    }
    expect(
      ofType(act(activatePon(s), 'p1', { type: 'playCard', card: 'threats-1-1' }, [6]).events, 'banished'),
    ).toEqual([]);
  });
  it("DR-AMB-05 a personality banishment adds to the card's", () => {
    const s = dip({ turn: 5, personalities: { pon: 3 }, hands: { p1: ['threats-1-1'] } });
    const r = act(activatePon(s), 'p1', { type: 'playCard', card: 'threats-1-1' }, [1]);
    expect(ofType(r.events, 'banished')[0]).toMatchObject({ until: 5 + 2 + 1 });
  });
});

describe('Forced Peace (DR-FP)', () => {
  const occupied = (extra: Partial<Sandbox> = {}) =>
    dip({
      allies: { pon: 'p2' },
      plundered: ['highcrag'],
      units: [
        { id: 'muetar-army-1', hex: '2911' },
        { id: 'pon-army-1', hex: '3114' },
      ],
      ...extra,
    });
  it('DR-FP-01 DR-FP-03 a plundered and occupied royal castle allows Forced Peace, even with a dead ambassador', () => {
    expect(hasChoice(occupied(), 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(true);
    expect(
      hasChoice(occupied({ playerState: { p1: { ambassadorBack: 9 } } }), 'p1', { type: 'forcePeace', kingdom: 'pon' }),
    ).toBe(true);
    const empty = dip({ allies: { pon: 'p2' }, plundered: ['highcrag'], units: [] });
    expect(hasChoice(empty, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(false);
  });
  it('DR-FP-05 DR-FP-06 DR-FP-07 DR-FP-08 a 5 or 6 succeeds: the kingdom deactivates for d6 turns and no ambassador may touch it', () => {
    const r = act(occupied(), 'p1', { type: 'forcePeace', kingdom: 'pon' }, [5, 3]);
    expect(r.state.kingdoms.pon).toMatchObject({
      status: 'inactive',
      lock: { kind: 'forced-peace', until: 4 },
      personality: 16,
    });
    expect(
      hasChoice({ ...r.state, diplomacy: { envoy: null, acted: false, forcedPeace: [] } }, 'p1', {
        type: 'envoy',
        action: 'activate',
        kingdom: 'pon',
      }),
    ).toBe(false);
    expect(act(occupied(), 'p1', { type: 'forcePeace', kingdom: 'pon' }, [4]).state.kingdoms.pon.status).toBe('active');
  });
  it('DR-FP-02 DR-FP-09 one attempt per kingdom per turn, and not also a deactivation by the ambassador', () => {
    const r = act(occupied(), 'p1', { type: 'forcePeace', kingdom: 'pon' }, [2]);
    expect(hasChoice(r.state, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(false);
    const envoy = act(occupied(), 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' }).state;
    expect(hasChoice({ ...envoy, step: 'diplomacy' }, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(false);
  });
  it('DR-FP-09 after a failed deactivation roll by the ambassador, no Forced Peace on the same kingdom that phase', () => {
    const envoy = act(occupied(), 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' }).state;
    // a natural 1 with no card fails the 7+; the phase goes on (no banishment without a card)
    const failed = act(envoy, 'p1', { type: 'playCard', card: null }, [1]);
    expect(ofType(failed.events, 'diplomacyRolled')[0]).toMatchObject({ kingdom: 'pon', success: false });
    expect(failed.state.step).toBe('diplomacy');
    expect(failed.state.kingdoms.pon.status).toBe('active');
    expect(hasChoice(failed.state, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(false);
    rejects(failed.state, 'p1', { type: 'forcePeace', kingdom: 'pon' }, 'rule/illegal_forcePeace');
  });
  it('DR-FP-04 player kingdoms are never forced into peace', () => {
    const s = dip({ plundered: ['sylvarren'], units: [{ id: 'muetar-army-1', hex: '2304' }] });
    expect(hasChoice(s, 'p1', { type: 'forcePeace', kingdom: 'neuth' })).toBe(false);
  });
  it('DR-FP-10 a deactivation by the ambassador instead is no Forced Peace', () => {
    const st = act(occupied(), 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' }).state;
    expect(act(st, 'p1', { type: 'playCard', card: 'flattery-1-1' }, [6]).state.kingdoms.pon.lock).toBeNull();
  });
  it('DR-FP-11 DR-KING-17 a besieger may keep his siege and so prevent the Forced Peace', () => {
    const s = occupied({
      sieges: { '3114': 'p3' },
      units: [
        { id: 'muetar-army-1', hex: '2911' },
        { id: 'hothior-army-1', hex: '3114' },
        { id: 'hothior-army-2', hex: '3114' },
      ],
    });
    const r = act(s, 'p1', { type: 'forcePeace', kingdom: 'pon' }, [6, 2], { p3: { sieges: 'keep' } });
    expect(r.state.kingdoms.pon.status).toBe('active');
    const lifted = act(s, 'p1', { type: 'forcePeace', kingdom: 'pon' }, [6, 2], {
      p3: { sieges: 'lift', displace: 'auto' },
    });
    expect(lifted.state.kingdoms.pon.status).toBe('inactive');
    expect(lifted.state.units['hothior-army-1']?.hex).not.toBe('3114');
  });
  it("DR-FP-12 DR-FP-13 a jailor may force peace on his prisoner's kingdom; nobody else while he holds him", () => {
    const s = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '1611' }] });
    const held = {
      ...s,
      units: {
        ...s.units,
        'pon-monarch': { ...(s.units['pon-monarch'] as NonNullable<(typeof s.units)[string]>), captive: 'p1' },
      },
    };
    expect(hasChoice(held, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(true);
    expect(hasChoice(held, 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' })).toBe(true);
    const other = {
      ...held,
      units: {
        ...held.units,
        'pon-monarch': { ...(held.units['pon-monarch'] as NonNullable<(typeof s.units)[string]>), captive: 'p3' },
      },
    };
    expect(hasChoice(other, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(false);
  });
});

describe('releasing a captive for another player’s Forced Peace (DR-FP-12, OOT-7)', () => {
  const pon = royalCastleOf('pon') as NonNullable<ReturnType<typeof royalCastleOf>>;
  /** p1 occupies Pon's plundered royal castle; Pon is p2's ally; its monarch is p3's prisoner. */
  function occupied() {
    const s = dip({
      allies: { pon: 'p2' },
      plundered: [pon.id],
      units: [
        { id: 'muetar-army-1', hex: pon.hex },
        { id: 'pon-monarch', hex: '1611' },
        { id: 'hothior-army-1', hex: '1610' },
      ],
    });
    return {
      ...s,
      units: {
        ...s.units,
        'pon-monarch': { ...(s.units['pon-monarch'] as NonNullable<(typeof s.units)[string]>), captive: 'p3' },
      },
    };
  }
  it('DR-FP-12 OOT-7 the jailor is asked; if he agrees the captive is freed and the Forced Peace roll is made', () => {
    const s = occupied();
    expect(hasChoice(s, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(true);
    const asked = act(s, 'p1', { type: 'forcePeace', kingdom: 'pon' });
    expect(divineRight.pending(asked.state)[0]).toMatchObject({ seat: 'p3', kind: 'release', timeout: true });
    expect(divineRight.onTimeout(asked.state, 'p3')).toEqual({ type: 'releaseFor', agree: false });
    expect(divineRight.standing?.(asked.state, 'p3', { releases: 'agree' })).toEqual({
      type: 'releaseFor',
      agree: true,
    });
    const agreed = act(asked.state, 'p3', { type: 'releaseFor', agree: true }, [5, 3]);
    expect(ofType(agreed.events, 'captiveFreed')[0]).toMatchObject({ kingdom: 'pon' });
    expect(ofType(agreed.events, 'forcedPeaceRolled')[0]).toMatchObject({ seat: 'p1', kingdom: 'pon', roll: 5 });
    expect(agreed.state.kingdoms.pon).toMatchObject({ status: 'inactive', lock: { kind: 'forced-peace' } });
  });
  it('DR-FP-12 OOT-7 if he refuses there is no roll and no second request this phase', () => {
    const asked = act(occupied(), 'p1', { type: 'forcePeace', kingdom: 'pon' });
    const refused = act(asked.state, 'p3', { type: 'releaseFor', agree: false });
    expect(ofType(refused.events, 'forcedPeaceRolled')).toEqual([]);
    expect(refused.state.units['pon-monarch']?.captive).toBe('p3');
    expect(hasChoice(refused.state, 'p1', { type: 'forcePeace', kingdom: 'pon' })).toBe(false);
  });
});
