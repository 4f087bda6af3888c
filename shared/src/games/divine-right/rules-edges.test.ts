/**
 * Edges of the siege and diplomacy rules that mutation testing (Stryker) showed no test held: who takes
 * a Hero Fate Roll on a failed siege roll, what a plunder tells and scores, and the limits and refusals
 * of diplomacy (rules/diplomacy.ts) that were tested on one side only.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Sandbox } from './config.ts';
import type { KingdomId } from './data/index.ts';
import { drawCard } from './rules/diplomacy.ts';
import type { State, Unit } from './rules/state.ts';
import { siegeNeed } from './rules/board.ts';
import { deactivate } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { type Acted, act, diplomacyStart as dip, hasChoice, ofType, rejects, sandbox } from './testkit.ts';

const ALZAK = '2312';
const AWS_NOIR = '2101';
const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const armies = (k: string, n: number, hex: string, inside = false) =>
  range(n, (i) => ({ id: `${k}-army-${i + 1}`, hex, inside }));

/** p1 Ghem holds Aws Alzak (defence 4); p2 Muetar besieges it with ten armies, in p2's Siege Phase. */
function alzak(units: Sandbox['units'], extra: Partial<Sandbox> = {}): State {
  return sandbox({
    kingdoms: ['ghem', 'muetar'],
    order: ['p2', 'p1'],
    phase: 'sieges',
    sieges: { [ALZAK]: 'p2' },
    units: [...armies('muetar', 10, ALZAK), ...(units ?? [])],
    ...extra,
  });
}

describe('siege rolls and plunder (DR-SIEGE-23, DR-SIEGE-25, DR-VP-03/04)', () => {
  it("DR-SIEGE-23 on a natural 1 only the besieger's own heroes take a Fate Roll, not the defenders' monarchs inside or outside the walls", () => {
    const s = alzak(
      [
        { id: 'muetar-monarch', hex: ALZAK },
        // the holder's monarch may stand outside the walls of his own castle (DR-SIEGE-10), among the besiegers
        { id: 'ghem-monarch', hex: ALZAK },
        { id: 'pon-monarch', hex: ALZAK, inside: true },
        ...armies('ghem', 1, ALZAK, true),
      ],
      { allies: { pon: 'p1' } },
    );
    const r = act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [1, 3]);
    expect(ofType(r.events, 'siegeRolled')[0]?.result).toBe('fail');
    expect(ofType(r.events, 'fateRolled').map((e) => e.unit)).toEqual(['muetar-monarch']);
  });

  it('DR-SIEGE-25 DR-VP-04 a plunder eliminates the defenders as a plunder and names the castle it scores for', () => {
    const s = alzak(armies('ghem', 2, ALZAK, true));
    const r = act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [6]);
    expect(ofType(r.events, 'eliminated')).toEqual([
      expect.objectContaining({ units: ['ghem-army-1', 'ghem-army-2'], cause: 'plunder' }),
    ]);
    expect(ofType(r.events, 'vp')).toEqual([
      expect.objectContaining({ seat: 'p2', points: 40, reason: 'plundered Aws Alzak' }),
    ]);
  });

  it('DR-SIEGE-25 DR-VP-03 an empty castle falls without anyone eliminated, and still scores', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { ghem: 'p1' },
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { [AWS_NOIR]: 'p2' },
      units: armies('neuth', 6, AWS_NOIR),
    });
    const r = act(s, 'p2', { type: 'siegeAttack', hex: AWS_NOIR }, [6]);
    expect(r.state.plundered).toContain('aws-noir');
    expect(ofType(r.events, 'eliminated')).toEqual([]);
    expect(r.state.players.p2?.vp).toBe(15);
  });
});

/** A neutral or allied kingdom's monarch held prisoner by a seat (what a capture leaves behind). */
function heldBy(s: State, k: string, jailor: string): State {
  const id = `${k}-monarch`;
  return { ...s, units: { ...s.units, [id]: { ...(s.units[id] as Unit), captive: jailor } } };
}
const envoy = (action: 'activate' | 'deactivate' | 'assassinate', kingdom: KingdomId) =>
  ({ type: 'envoy', action, kingdom }) as const;
const rolled = (r: Acted) => ofType(r.events, 'diplomacyRolled')[0];

describe('ambassador targets (DR-DIP-15, DR-DIP-18, DR-DIP-22, Q-76)', () => {
  it('DR-DIP-15 deactivation is offered only against an enemy-allied kingdom: not his own ally, a neutral or a player kingdom', () => {
    const s = dip({ allies: { pon: 'p1', ghem: 'p2' } });
    expect(hasChoice(s, 'p1', envoy('deactivate', 'ghem'))).toBe(true);
    for (const k of ['pon', 'mivior', 'neuth'] as const) {
      expect(hasChoice(s, 'p1', envoy('deactivate', k))).toBe(false);
      rejects(s, 'p1', envoy('deactivate', k), 'rule/illegal_envoy');
    }
  });

  it("DR-DIP-18 Q-76 assassination: once a game, only of an enemy ally's monarch, and never of another player's prisoner", () => {
    const monarchs = [
      { id: 'pon-monarch', hex: '2911' },
      { id: 'ghem-monarch', hex: '2312' },
    ];
    const s = dip({ allies: { pon: 'p2', ghem: 'p1' }, units: monarchs });
    expect(hasChoice(s, 'p1', envoy('assassinate', 'pon'))).toBe(true);
    expect(hasChoice(s, 'p1', envoy('assassinate', 'ghem'))).toBe(false);
    // a neutral kingdom's monarch is no target either
    expect(hasChoice(dip({ units: monarchs }), 'p1', envoy('assassinate', 'pon'))).toBe(false);
    const used = dip({ allies: { pon: 'p2' }, units: monarchs, playerState: { p1: { assassinationUsed: true } } });
    expect(hasChoice(used, 'p1', envoy('assassinate', 'pon'))).toBe(false);
    rejects(used, 'p1', envoy('assassinate', 'pon'), 'rule/illegal_envoy');
    expect(hasChoice(used, 'p1', envoy('deactivate', 'pon'))).toBe(true);
    // another's prisoner is out of reach; the jailor's own ambassador may still try
    expect(hasChoice(heldBy(s, 'pon', 'p3'), 'p1', envoy('assassinate', 'pon'))).toBe(false);
    expect(hasChoice(heldBy(s, 'pon', 'p1'), 'p1', envoy('assassinate', 'pon'))).toBe(true);
  });

  it('DR-DIP-22 DR-DIP-08 one duel per pair whoever challenges; no duel with a dead ambassador or an eliminated player', () => {
    const r = act(dip(), 'p1', { type: 'duel', seat: 'p2' }, [5, 2]);
    // later, both ambassadors at work again: the challenged side may not start a second duel
    const later = dip({
      turn: 9,
      order: ['p2', 'p1', 'p3'],
      playerState: { p1: { dueled: r.state.players.p1?.dueled }, p2: { dueled: r.state.players.p2?.dueled } },
    });
    expect(hasChoice(later, 'p2', { type: 'duel', seat: 'p1' })).toBe(false);
    expect(hasChoice(later, 'p2', { type: 'duel', seat: 'p3' })).toBe(true);
    const dead = dip({ playerState: { p2: { ambassadorBack: 3 } } });
    expect(hasChoice(dead, 'p1', { type: 'duel', seat: 'p2' })).toBe(false);
    rejects(dead, 'p1', { type: 'duel', seat: 'p2' }, 'rule/illegal_duel');
    expect(hasChoice(dead, 'p1', { type: 'duel', seat: 'p3' })).toBe(true);
    const out = dip({ playerState: { p3: { eliminated: true } } });
    expect(hasChoice(out, 'p1', { type: 'duel', seat: 'p3' })).toBe(false);
    expect(hasChoice(out, 'p1', { type: 'duel', seat: 'p2' })).toBe(true);
  });
});

describe('cards, modifiers and banishments (DR-DIP-12, DR-DIP-13, DR-DIP-25, DR-AMB-05)', () => {
  it('DR-DIP-12 only cards whose ploy serves the attempt are offered: Rumours never activate, a Royal Marriage never deactivates', () => {
    const hands = { p1: ['rumours-2-1', 'royal-marriage-2-1'] };
    const act1 = act(dip({ hands }), 'p1', envoy('activate', 'pon')).state;
    expect(hasChoice(act1, 'p1', { type: 'playCard', card: 'royal-marriage-2-1' })).toBe(true);
    expect(hasChoice(act1, 'p1', { type: 'playCard', card: 'rumours-2-1' })).toBe(false);
    rejects(act1, 'p1', { type: 'playCard', card: 'rumours-2-1' }, 'rule/illegal_playCard');
    const de = act(dip({ hands, allies: { pon: 'p2' } }), 'p1', envoy('deactivate', 'pon')).state;
    expect(hasChoice(de, 'p1', { type: 'playCard', card: 'rumours-2-1' })).toBe(true);
    expect(hasChoice(de, 'p1', { type: 'playCard', card: 'royal-marriage-2-1' })).toBe(false);
    rejects(de, 'p1', { type: 'playCard', card: 'royal-marriage-2-1' }, 'rule/illegal_playCard');
  });

  it("DR-DIP-13 DR-DIP-15 the personality's own modifier differs for activation and deactivation, and its ploy modifier adds to the card's", () => {
    // #19: +1 to activate, +2 to deactivate
    const fickle = dip({ personalities: { pon: 19 } });
    expect(
      rolled(act(act(fickle, 'p1', envoy('activate', 'pon')).state, 'p1', { type: 'playCard', card: null }, [1]))
        ?.modifier,
    ).toBe(1);
    const fickleEnemy = dip({ personalities: { pon: 19 }, allies: { pon: 'p2' } });
    const de = act(fickleEnemy, 'p1', envoy('deactivate', 'pon')).state;
    expect(rolled(act(de, 'p1', { type: 'playCard', card: null }, [1]))?.modifier).toBe(2);
    // #3 likes Flattery: the +1 card counts +2
    const proud = act(dip({ personalities: { pon: 3 } }), 'p1', envoy('activate', 'pon')).state;
    expect(rolled(act(proud, 'p1', { type: 'playCard', card: 'flattery-1-1' }, [1]))?.modifier).toBe(2);
    expect(rolled(act(proud, 'p1', { type: 'playCard', card: null }, [1]))?.modifier).toBe(0);
  });

  it('DR-DIP-25 card #14 with its kingdom of origin neutral: no modifier either way', () => {
    const s = dip({ personalities: { pon: 14, ghem: 16 } });
    expect(s.kingdoms.mivior.status).toBe('inactive');
    expect(
      rolled(act(act(s, 'p1', envoy('activate', 'pon')).state, 'p1', { type: 'playCard', card: null }, [5]))?.modifier,
    ).toBe(0);
  });

  it('DR-AMB-05 a personality banishment falls only on the failure it names: #17 on a failed activation, #3 on a failed Threat', () => {
    const recluse = dip({ turn: 5, personalities: { pon: 17 } });
    const failedActivation = act(
      act(recluse, 'p1', envoy('activate', 'pon')).state,
      'p1',
      { type: 'playCard', card: null },
      [1],
    );
    expect(ofType(failedActivation.events, 'banished')).toEqual([
      expect.objectContaining({ kingdom: 'pon', until: 6 }),
    ]);
    const recluseEnemy = dip({ turn: 5, personalities: { pon: 17 }, allies: { pon: 'p2' } });
    const failedDeactivation = act(
      act(recluseEnemy, 'p1', envoy('deactivate', 'pon')).state,
      'p1',
      { type: 'playCard', card: null },
      [1],
    );
    expect(rolled(failedDeactivation)?.success).toBe(false);
    expect(ofType(failedDeactivation.events, 'banished')).toEqual([]);
    // #3 takes offence at Threats only: a failed Flattery, or a failed roll without a card, banishes nobody
    const proud = act(dip({ turn: 5, personalities: { pon: 3 } }), 'p1', envoy('activate', 'pon')).state;
    for (const card of ['flattery-1-1', null]) {
      const r = act(proud, 'p1', { type: 'playCard', card }, [1]);
      expect(rolled(r)?.success).toBe(false);
      expect(ofType(r.events, 'banished')).toEqual([]);
    }
  });
});

describe('Forced Peace, prisoners and the deck (DR-FP-01, DR-FP-09, DR-PRIS-08, DR-PRIS-09, DR-DIP-05)', () => {
  const forcePon = { type: 'forcePeace', kingdom: 'pon' } as const;
  const HIGHCRAG = '2911';
  it("DR-FP-01 Pon's royal castle must be plundered and held by one of the player's own combat units", () => {
    // besieged but standing: not enough
    const besieged = dip({ allies: { pon: 'p2' }, sieges: { [HIGHCRAG]: 'p1' }, units: armies('muetar', 8, HIGHCRAG) });
    expect(hasChoice(besieged, 'p1', forcePon)).toBe(false);
    rejects(besieged, 'p1', forcePon, 'rule/illegal_forcePeace');
    // plundered, but only his monarch there, or only another player's army
    const hero = dip({
      allies: { pon: 'p2' },
      plundered: ['highcrag'],
      units: [{ id: 'muetar-monarch', hex: HIGHCRAG }],
    });
    expect(hasChoice(hero, 'p1', forcePon)).toBe(false);
    const third = dip({ allies: { pon: 'p2' }, plundered: ['highcrag'], units: armies('hothior', 1, HIGHCRAG) });
    expect(hasChoice(third, 'p1', forcePon)).toBe(false);
    const held = dip({ allies: { pon: 'p2' }, plundered: ['highcrag'], units: armies('muetar', 1, HIGHCRAG) });
    expect(hasChoice(held, 'p1', forcePon)).toBe(true);
  });

  it('DR-FP-09 after a deactivation attempt on one kingdom, Forced Peace on another is still open', () => {
    const s = dip({
      allies: { pon: 'p2', ghem: 'p2' },
      plundered: ['highcrag', 'aws-alzak'],
      units: [...armies('muetar', 1, HIGHCRAG), { id: 'muetar-army-2', hex: ALZAK }],
    });
    const st = act(s, 'p1', envoy('deactivate', 'pon')).state;
    const failed = act(st, 'p1', { type: 'playCard', card: null }, [1]).state;
    expect(hasChoice(failed, 'p1', forcePon)).toBe(false);
    expect(hasChoice(failed, 'p1', { type: 'forcePeace', kingdom: 'ghem' })).toBe(true);
  });

  it('DR-PRIS-09 DR-PRIS-08 only the jailor may execute or release a prisoner; a release sets him free', () => {
    const s = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '1611' }] });
    const other = heldBy(s, 'pon', 'p3');
    expect(hasChoice(other, 'p1', { type: 'execute', kingdom: 'pon' })).toBe(false);
    expect(hasChoice(other, 'p1', { type: 'release', kingdom: 'pon' })).toBe(false);
    rejects(other, 'p1', { type: 'execute', kingdom: 'pon' }, 'rule/illegal_execute');
    const mine = heldBy(s, 'pon', 'p1');
    expect(hasChoice(mine, 'p1', { type: 'execute', kingdom: 'pon' })).toBe(true);
    const r = act(mine, 'p1', { type: 'release', kingdom: 'pon' });
    expect(ofType(r.events, 'captiveFreed')[0]).toMatchObject({ kingdom: 'pon' });
    expect(r.state.units['pon-monarch']?.captive).toBeNull();
    expect(r.state.players.p1?.penalty).toEqual([]);
  });

  it('DR-DIP-05 with the deck and the discards both empty no card is drawn and nothing is shuffled', () => {
    const s = { ...dip(), deck: [], discard: [] };
    const tx = new Tx(s, scriptedDice([]));
    drawCard(tx);
    expect(tx.events).toEqual([]);
    expect(tx.state.players.p1?.hand).toEqual(['flattery-1-1']);
  });
});

describe('an ally’s garrison when its castle turns neutral (DR-SIEGE-02, DR-KING-22)', () => {
  it('DR-SIEGE-02 DR-KING-22 an ally’s army inside a deactivating kingdom’s castle steps outside the walls and has the grace to leave', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { ghem: 'p1' },
      phase: 'movement',
      units: [{ id: 'muetar-army-1', hex: AWS_NOIR, inside: true }],
    });
    expect(s.units['muetar-army-1']?.inside).toBe(true);
    const t = new Tx(s, scriptedDice([]));
    deactivate(t, 'ghem', null);
    // no other kingdom's combat unit stands inside a castle that is not its own
    expect(t.state.units['muetar-army-1']).toMatchObject({ hex: AWS_NOIR, inside: false });
    expect(siegeNeed(t.state, AWS_NOIR)).toBe(3);
    expect(ofType(t.events, 'displaced')).toEqual([
      { type: 'displaced', units: ['muetar-army-1'], to: AWS_NOIR, inside: false, cause: 'walls' },
    ]);
    expect(t.state.graces).toContainEqual(expect.objectContaining({ kingdom: 'ghem', seat: 'p1' }));
  });
});
