/**
 * What the second half of the reducer (rules/evolve.ts, from the discarded card to the end of the game) must
 * leave on the board, played through the rules that emit each event: crowning and the end of a game turn, a
 * monarch's death, capture and release, castaways, resignations, sieges ended and plundered, declared attacks,
 * retreats and their recall, sallies, the amphibious half penalty, re-entry, the grace of a deactivated
 * kingdom and the final result. These edges come from mutation testing (Stryker): each test holds state that
 * the other suites let change unseen.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import { scriptedDice } from '../../engine/dice.ts';
import type { OrdersBySeat } from '../../engine/runner.ts';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import {
  BASIC_CASTLES,
  BASIC_KINGDOMS,
  getHex,
  grid,
  HEXES,
  hexesOf,
  ISLE_OF_FRIGHT,
  type KingdomId,
  landMayCross,
  PERSONALITY_CARDS,
} from './data/index.ts';
import type { DrEvent } from './events.ts';
import { CASTLE_AT, ownerOf } from './rules/board.ts';
import type { State, Unit } from './rules/state.ts';
import { activate, captureMonarch, crown, deactivate, freeCaptive, killMonarch } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import {
  act,
  diplomacyStart as dip,
  divineRight,
  duelOf,
  hasChoice,
  ofType,
  plainLand,
  rejects,
  sandbox,
} from './testkit.ts';
import { view } from './view.ts';

/** A Random Event roll of 7: nothing happens. */
const NO_EVENT: ScriptedValue[] = [3, 4];
const adj = (a: string, b: string) => grid.neighbours(a).includes(b);
const plain = (id: string) => !!HEXES.get(id) && plainLand(HEXES.get(id) as NonNullable<ReturnType<typeof HEXES.get>>);
const land = (id: string) => HEXES.get(id)?.kind === 'land';
const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);
const armies = (k: string, n: number, hex: string, inside = false, from = 1) =>
  range(n, from).map((i) => ({ id: `${k}-army-${i}`, hex, inside }));

/** Answers every step with "done" and every question as on a timeout, Random Events rolling 7, until `until`. */
function playOn(s0: State, until: (s: State) => boolean): State {
  let s = s0;
  for (let i = 0; i < 60 && !until(s) && !s.result; i++) {
    const p = divineRight.pending(s)[0];
    if (!p) throw new Error('nothing pending');
    const cmd = p.timeout ? divineRight.onTimeout(s, p.seat) : ({ type: 'done' } as const);
    s = act(s, p.seat, cmd, [...NO_EVENT]).state;
  }
  if (!until(s)) throw new Error('never got there');
  return s;
}

/** A land hex of a kingdom, no castle, next to `to`, that a land attack may cross into. */
const innerNextTo = (k: KingdomId, to: string) =>
  grid
    .neighbours(to)
    .find((h) => land(h) && ownerOf(h) === k && !CASTLE_AT.has(h) && !getHex(h).river && landMayCross(to, h));

describe('the end of a game turn: Bad Omens lifted, Confusion over, a new monarch crowned (DR-RE-05, DR-CONF-05)', () => {
  const ALZAK = '2312';
  const BY_ALZAK = innerNextTo('ghem', ALZAK) as string;
  // p1's army and p2's first army face each other on open ground outside every kingdom
  const P = [...HEXES.values()].find(
    (h) => plainLand(h) && grid.neighbours(h.id).filter(plain).length >= 2 && !grid.neighbours(h.id).includes(BY_ALZAK),
  )?.id as string;
  const Q = grid.neighbours(P).find(plain) as string;
  /** Turn 5, p1 (Muetar, under Bad Omens) in his Movement Phase; Ghem in Confusion through turn 5. */
  const turn5 = () =>
    sandbox({
      kingdoms: ['muetar', 'neuth'],
      turn: 5,
      phase: 'movement',
      deckTop: ['flattery-1-1'],
      kingdomState: {
        muetar: { badOmens: true },
        ghem: { lock: { kind: 'confusion', until: 5 }, monarch: 'dead', personality: null },
      },
      units: [
        { id: 'muetar-monarch', hex: '1611', inside: true },
        { id: 'neuth-monarch', hex: '2304', inside: true },
        { id: 'muetar-army-1', hex: P },
        { id: 'neuth-army-1', hex: Q },
        // a Neuth army inside Ghem, next to its royal castle
        { id: 'neuth-army-2', hex: BY_ALZAK },
      ],
    });

  it('DR-RE-05 DR-WHO-11 DR-CONF-05 DR-WHO-05 Bad Omens and Confusion end with the game turn; a kingdom just out of Confusion fights normally', () => {
    const s = turn5();
    // turn 5: Muetar's regulars are under Bad Omens, so p1 has no attack to declare
    const p1done = act(s, 'p1', { type: 'done' }, [...NO_EVENT]).state;
    expect(p1done.active).toBe('p2');
    const t6 = playOn(p1done, (x) => x.turn === 6 && x.step === 'diplomacy');
    // turn 6: no kingdom carries Bad Omens any more
    for (const k of BASIC_KINGDOMS) expect(t6.kingdoms[k].badOmens).toBe(false);
    // a new monarch for Ghem, with the top personality card, face down (DR-CONF-05)
    const top = s.personalityDeck[0] as number;
    expect(t6.kingdoms.ghem).toMatchObject({ lock: null, monarch: 'off', personality: top, revealed: false });
    expect(t6.personalityDeck).toEqual(s.personalityDeck.slice(1));
    expect(view(t6, 'p1').kingdoms.ghem.personality).toBeNull();
    expect(view(t6, 'p1').decks.personality).toBe(s.personalityDeck.length - 1);
    // p1's ambassador brings Ghem in: its new monarch takes the field with its armies
    const card = PERSONALITY_CARDS.find((p) => p.number === top);
    expect(card?.activation).toBe(0);
    let st = act(t6, 'p1', { type: 'envoy', action: 'activate', kingdom: 'ghem' }).state;
    st = act(st, 'p1', { type: 'playCard', card: null }, [6]).state;
    expect(st.kingdoms.ghem).toMatchObject({ status: 'active', seat: 'p1', badOmens: false });
    expect(st.units['ghem-monarch']).toMatchObject({ hex: ALZAK, seat: 'p1' });
    st = act(st, 'p1', { type: 'done' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    expect(st.step).toBe('declare');
    // Muetar may attack again, and Ghem's new army may strike the Neuth army inside Ghem
    expect(hasChoice(st, 'p1', { type: 'declare', from: [P], targets: [Q], kind: 'land' })).toBe(true);
    expect(hasChoice(st, 'p1', { type: 'declare', from: [ALZAK], targets: [BY_ALZAK], kind: 'land' })).toBe(true);
  });

  it('DR-CONF-05 crowning draws from the personality deck without changing the position it was drawn from', () => {
    const s = turn5();
    const before = [...s.personalityDeck];
    const first = new Tx(s, scriptedDice([]));
    crown(first, 'ghem');
    const again = new Tx(s, scriptedDice([]));
    crown(again, 'ghem');
    expect(s.personalityDeck).toEqual(before);
    expect(again.state.kingdoms.ghem.personality).toBe(first.state.kingdoms.ghem.personality);
    expect(again.state.personalityDeck).toEqual(first.state.personalityDeck);
  });
});

describe("the ambassador's duel and Forced Peace (DR-DIP-22, DR-FP-01)", () => {
  it('DR-DIP-22 after a duel neither ambassador may call the other out again, the challenger included', () => {
    const r = act(dip(), 'p1', { type: 'duel', seat: 'p2' }, [5, 2]);
    expect(view(r.state, 'p3').players.map((p) => [p.seat, p.dueled])).toEqual([
      ['p1', ['p2']],
      ['p2', ['p1']],
      ['p3', []],
    ]);
    // a later turn, both ambassadors at work again
    const later = dip({
      turn: 9,
      playerState: { p1: { dueled: r.state.players.p1?.dueled }, p2: { dueled: r.state.players.p2?.dueled } },
    });
    expect(hasChoice(later, 'p1', { type: 'duel', seat: 'p2' })).toBe(false);
    rejects(later, 'p1', { type: 'duel', seat: 'p2' }, 'rule/illegal_duel');
    expect(hasChoice(later, 'p1', { type: 'duel', seat: 'p3' })).toBe(true);
  });

  it("DR-FP-01 a Forced Peace attempt closes the ambassador's part of the phase: no envoy and no duel after it", () => {
    const s = dip({
      allies: { pon: 'p2' },
      plundered: ['highcrag'],
      units: [{ id: 'muetar-army-1', hex: '2911' }],
    });
    expect(hasChoice(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'ghem' })).toBe(true);
    expect(hasChoice(s, 'p1', { type: 'duel', seat: 'p3' })).toBe(true);
    const r = act(s, 'p1', { type: 'forcePeace', kingdom: 'pon' }, [2]);
    expect(ofType(r.events, 'forcedPeaceRolled')[0]).toMatchObject({ kingdom: 'pon', roll: 2 });
    expect(hasChoice(r.state, 'p1', { type: 'envoy', action: 'activate', kingdom: 'ghem' })).toBe(false);
    expect(hasChoice(r.state, 'p1', { type: 'duel', seat: 'p3' })).toBe(false);
    rejects(r.state, 'p1', { type: 'envoy', action: 'activate', kingdom: 'ghem' });
    rejects(r.state, 'p1', { type: 'duel', seat: 'p3' }, 'rule/illegal_duel');
  });
});

describe('monarchs killed, captured and freed (DR-DIP-21, DR-CONF-06, DR-PRIS-08, DR-DIP-26, DR-SHIP-01)', () => {
  it('DR-DIP-21 DR-CONF-06 an assassinated monarch leaves the map at once; the besieger who keeps his siege gets a new one crowned at home', () => {
    const s = dip({
      allies: { pon: 'p2' },
      sieges: { '2717': 'p3' },
      units: [
        { id: 'pon-monarch', hex: '3114', inside: true },
        ...armies('hothior', 4, '2717'),
        { id: 'pon-army-6', hex: '2717', inside: true },
      ],
    });
    // the ambassador's 6 against the monarch's 1; Confusion would last a 3
    const r = act(s, 'p1', { type: 'envoy', action: 'assassinate', kingdom: 'pon' }, [6, 1, 3]);
    expect(ofType(r.events, 'monarchDied')[0]).toMatchObject({ kingdom: 'pon', cause: 'assassination' });
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p3', kind: 'veto' });
    // while the besieger decides, the dead monarch is no longer on the board
    expect(r.state.units['pon-monarch']).toBeUndefined();
    expect(view(r.state, 'p3').units.map((u) => u.id)).not.toContain('pon-monarch');
    expect(r.state.kingdoms.pon.monarch).toBe('dead');
    const kept = act(r.state, 'p3', { type: 'veto', keep: true });
    expect(kept.state.kingdoms.pon).toMatchObject({ status: 'active', seat: 'p2', monarch: 'map' });
    expect(kept.state.units['pon-monarch']).toMatchObject({ hex: '2911', seat: 'p2', captive: null });
  });

  it('DR-PRIS-10 DR-DIP-26 a captured monarch is a prisoner, not a castaway: his personality still counts for the jailor', () => {
    // #19: +2 to deactivate
    const s = dip({ allies: { pon: 'p2' }, personalities: { pon: 19 }, units: [{ id: 'pon-monarch', hex: '2911' }] });
    const t = new Tx(s, scriptedDice([]));
    captureMonarch(t, 'pon', 'p1');
    expect(t.state.units['pon-monarch']).toMatchObject({ captive: 'p1', castaway: false, inside: true });
    const de = act(t.state, 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'pon' }).state;
    const r = act(de, 'p1', { type: 'playCard', card: null }, [1]);
    expect(ofType(r.events, 'diplomacyRolled')[0]).toMatchObject({ kingdom: 'pon', roll: 1, modifier: 2 });
  });

  it('DR-PRIS-08 a freed captive with no friendly castle left joins the nearest friendly army, outside any walls', () => {
    const H = [...HEXES.values()].find((h) => plainLand(h) && grid.distance(h.id, '2304') <= 3)?.id as string;
    const castles = BASIC_CASTLES.filter((c) => c.kingdom === 'neuth' || c.kingdom === 'pon').map((c) => c.id);
    const s = dip({
      allies: { pon: 'p2' },
      plundered: castles,
      units: [
        { id: 'pon-monarch', hex: '2911' },
        { id: 'neuth-army-1', hex: H },
      ],
    });
    const t = new Tx(s, scriptedDice([]));
    captureMonarch(t, 'pon', 'p1');
    freeCaptive(t, 'pon');
    expect(ofType(t.events, 'captiveFreed')[0]).toMatchObject({ kingdom: 'pon', hex: H });
    expect(t.state.units['pon-monarch']).toMatchObject({ hex: H, inside: false, captive: null, seat: 'p2' });
  });

  it('DR-PRIS-08 a freed captive set down in his nearest friendly castle stands within its walls, also in one under siege', () => {
    // Pon is p2's ally; every Neuth and Pon castle is plundered but Sylvarren (2304), which p1 besieges
    const castles = BASIC_CASTLES.filter((c) => (c.kingdom === 'neuth' || c.kingdom === 'pon') && c.hex !== '2304');
    const s = dip({
      allies: { pon: 'p2' },
      plundered: castles.map((c) => c.id),
      sieges: { '2304': 'p1' },
      units: [
        { id: 'pon-monarch', hex: '2911' },
        ...[1, 2, 3, 4, 5].map((n) => ({ id: `muetar-army-${n}`, hex: '2304' })),
      ],
    });
    const t = new Tx(s, scriptedDice([]));
    captureMonarch(t, 'pon', 'p1');
    freeCaptive(t, 'pon');
    expect(ofType(t.events, 'captiveFreed')[0]).toEqual({
      type: 'captiveFreed',
      kingdom: 'pon',
      hex: '2304',
      inside: true,
    });
    expect(t.state.units['pon-monarch']).toMatchObject({ hex: '2304', inside: true, captive: null, seat: 'p2' });
  });

  it('DR-SHIP-01 DR-RE-03 a hero shipwrecked at sea is a castaway on the Isle of Fright, in the open', () => {
    const s = sandbox(
      {
        kingdoms: ['rombune', 'neuth'],
        units: [
          { id: 'rombune-fleet-1', hex: '0219' },
          { id: 'rombune-monarch', hex: '0219', aboard: 'rombune-fleet-1' },
        ],
      },
      {},
      [1, 2],
    );
    // the Storm sinks the fleet; the hero's Fate Roll of 3 casts him away
    const r = act(s, 'p1', { type: 'takeLosses', units: ['rombune-fleet-1'] }, [3]);
    expect(ofType(r.events, 'castaway')[0]).toMatchObject({ unit: 'rombune-monarch', hex: ISLE_OF_FRIGHT });
    expect(r.state.units['rombune-monarch']).toMatchObject({
      hex: ISLE_OF_FRIGHT,
      castaway: true,
      aboard: null,
      inside: false,
    });
  });
});

describe('a resignation withdraws the questions asked for the player, and only those (rules/resign.ts)', () => {
  /** p1 occupies Pon's plundered royal castle; Pon is p2's ally; its monarch is p3's prisoner; p4 looks on. */
  function asked(): State {
    const s = dip({
      kingdoms: ['muetar', 'neuth', 'hothior', 'ghem'],
      allies: { pon: 'p2' },
      plundered: ['highcrag'],
      units: [
        { id: 'muetar-army-1', hex: '2911' },
        { id: 'pon-monarch', hex: '1611' },
        { id: 'hothior-army-1', hex: '1610' },
      ],
    });
    const held = {
      ...s,
      units: { ...s.units, 'pon-monarch': { ...(s.units['pon-monarch'] as Unit), captive: 'p3' } },
    };
    const r = act(held, 'p1', { type: 'forcePeace', kingdom: 'pon' });
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p3', kind: 'release' });
    return r.state;
  }
  const resign = (s: State, seat: string): State => {
    const r = divineRight.onResign?.(s, seat);
    if (!r) throw new Error('no onResign');
    return (r.events as DrEvent[]).reduce((x, e) => divineRight.evolve(x, e), s);
  };
  const releases = (s: State) => s.interrupts.filter((i) => i.kind === 'release');

  it('DR-FP-12 OOT-7 the jailor is no longer asked to release a captive for a Forced Peace whose player resigned', () => {
    const after = resign(asked(), 'p1');
    expect(after.players.p1).toMatchObject({ resigned: true });
    expect(releases(after)).toEqual([]);
    expect(divineRight.pending(after).map((p) => p.kind)).not.toContain('release');
  });

  it("DR-FP-12 OOT-7 another player's resignation leaves the jailor's question standing", () => {
    const after = resign(asked(), 'p4');
    expect(after.players.p4).toMatchObject({ resigned: true });
    expect(releases(after)).toEqual([{ kind: 'release', seat: 'p3', requester: 'p1', kingdom: 'pon' }]);
    expect(divineRight.pending(after)[0]).toMatchObject({ seat: 'p3', kind: 'release' });
  });
});

describe('sieges lifted and castles plundered (DR-SIEGE-18, DR-SIEGE-25)', () => {
  const LEAFGATE = '2207';
  const SYLVARREN = '2304';
  /** p1 Muetar besieges both Neuth castles, each with a Neuth army inside; p1's Siege Phase. */
  const twoSieges = () =>
    sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'sieges',
      sieges: { [LEAFGATE]: 'p1', [SYLVARREN]: 'p1' },
      units: [
        ...armies('muetar', 3, LEAFGATE),
        ...armies('muetar', 5, SYLVARREN, false, 4),
        { id: 'neuth-army-4', hex: LEAFGATE, inside: true },
        { id: 'neuth-army-1', hex: SYLVARREN, inside: true },
      ],
    });

  it('DR-SIEGE-18 lifting one siege ends that siege alone: the garrison stays inside and the castle stands', () => {
    const s = twoSieges();
    const lift = divineRight.choices(s, 'p1').find((c) => c.command.type === 'liftSiege' && c.command.hex === LEAFGATE);
    if (lift?.command.type !== 'liftSiege') throw new Error('no lift offered');
    const r = act(s, 'p1', lift.command);
    expect(ofType(r.events, 'siegeEnded')).toEqual([{ type: 'siegeEnded', hex: LEAFGATE, reason: 'lifted' }]);
    expect(r.state.sieges).toEqual({ [SYLVARREN]: 'p1' });
    expect(r.state.units['neuth-army-4']).toMatchObject({ hex: LEAFGATE, inside: true });
    expect(r.state.plundered).toEqual([]);
  });

  it('DR-SIEGE-25 a plunder ends that siege alone: the plunderer’s hero comes out, every other garrison stays within its walls', () => {
    const ALZAK = '2312';
    const NOIR = '2101';
    const s = sandbox({
      kingdoms: ['ghem', 'muetar'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { [ALZAK]: 'p2', [NOIR]: 'p2' },
      units: [
        ...armies('muetar', 8, ALZAK),
        // a lone hero of the besieger stands inside the walls (DR-FATE-03)
        { id: 'muetar-monarch', hex: ALZAK, inside: true },
        ...armies('muetar', 2, NOIR, false, 9),
        { id: 'ghem-army-3', hex: NOIR, inside: true },
        // a garrison of a castle nobody besieges
        { id: 'ghem-army-5', hex: '1220', inside: true },
      ],
    });
    const r = act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [6]);
    expect(ofType(r.events, 'plundered')).toEqual([expect.objectContaining({ hex: ALZAK, castle: 'aws-alzak' })]);
    expect(r.state.plundered).toEqual(['aws-alzak']);
    expect(r.state.sieges).toEqual({ [NOIR]: 'p2' });
    expect(r.state.units['muetar-monarch']).toMatchObject({ hex: ALZAK, inside: false, captive: null, seat: 'p2' });
    expect(r.state.units['ghem-army-3']).toMatchObject({ hex: NOIR, inside: true });
    expect(r.state.units['ghem-army-5']).toMatchObject({ hex: '1220', inside: true });
  });
});

/** A, the attackers' hex; B, the defenders'; X a retreat hex next to both; Y one next to B only; E attacks F by Y. */
function layout() {
  const clear = (id: string) => {
    const h = HEXES.get(id);
    return !!h && h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null;
  };
  for (const h of HEXES.values()) {
    if (!plainLand(h)) continue;
    const A = h.id;
    for (const B of grid.neighbours(A).filter(plain)) {
      const X = grid.neighbours(B).find((x) => x !== A && plain(x) && adj(A, x));
      const Y = grid.neighbours(B).find((y) => y !== A && plain(y) && !adj(A, y));
      const C = grid.neighbours(A).find((c) => c !== B && c !== X && plain(c));
      if (!X || !Y || !C) continue;
      const E = grid.neighbours(Y).find((e) => clear(e) && e !== B && !adj(A, e) && !adj(B, e));
      if (!E) continue;
      const F = grid.neighbours(E).find((f) => clear(f) && f !== Y && !adj(A, f) && !adj(B, f) && !adj(Y, f));
      if (F) return { A, B, C, X, Y, E, F };
    }
  }
  throw new Error('no layout');
}
const { A, B, C, X, Y, E, F } = layout();
// a third attack far from the others
const G = [...HEXES.values()].find((h) => plainLand(h) && [A, B, X, Y, E, F].every((o) => grid.distance(h.id, o) > 4))
  ?.id as string;
const H = grid.neighbours(G).find(plain) as string;
const quiet: OrdersBySeat = { p1: { losses: 'own-first', advance: 'never' }, p2: { losses: 'own-first' } };
const landAttack = (from: string, to: string): Command => ({
  type: 'declare',
  from: [from],
  targets: [to],
  kind: 'land',
});

describe('declared attacks, retreats and their recall (DR-WHO-09, DR-RBC-09..11, Q-68)', () => {
  it('DR-WHO-09 a stack that has declared an attack may not declare another on a second hex next to it', () => {
    const s = duelOf(
      { units: [...armies('muetar', 3, A), { id: 'neuth-army-1', hex: B }, { id: 'neuth-army-2', hex: C }] },
      'combat',
    );
    expect(hasChoice(s, 'p1', landAttack(A, C))).toBe(true);
    const st = act(s, 'p1', landAttack(A, B)).state;
    expect(st.units['muetar-army-1']?.used).toBe(true);
    expect(hasChoice(st, 'p1', landAttack(A, C))).toBe(false);
    rejects(st, 'p1', landAttack(A, C), 'rule/illegal_attack');
  });

  /** p1's three armies in A attack p2's stack in B (and, with `more`, E attacks F and G attacks H). */
  function attacked(units: Sandbox['units'], more = false): State {
    const s = duelOf(
      {
        units: [
          ...armies('muetar', 3, A),
          ...(more
            ? [
                { id: 'muetar-army-4', hex: E },
                { id: 'neuth-army-5', hex: F },
                { id: 'muetar-army-5', hex: G },
                { id: 'neuth-army-6', hex: H },
              ]
            : []),
          ...(units ?? []),
        ],
      },
      'combat',
    );
    let st = act(s, 'p1', landAttack(A, B)).state;
    if (more) {
      st = act(st, 'p1', landAttack(E, F)).state;
      st = act(st, 'p1', landAttack(G, H)).state;
    }
    st = act(st, 'p1', { type: 'done' }).state;
    return act(st, 'p1', { type: 'resolve', attack: 0 }).state;
  }

  it('DR-RBC-09 DR-RBC-10 Q-68 the men called back fight beside the elves who went next to the attackers; nobody stands within walls', () => {
    const st = attacked([
      { id: 'merc-A', hex: B, seat: 'p2' },
      { id: 'neuth-army-1', hex: B },
    ]);
    const r = act(st, 'p2', { type: 'retreat', to: X }, [5]);
    expect(ofType(r.events, 'retreatRolled')[0]).toMatchObject({ to: X, units: ['merc-A', 'neuth-army-1'] });
    expect(r.state.units['neuth-army-1']).toMatchObject({ hex: X, inside: false });
    const kept = act(r.state, 'p2', { type: 'recall', units: ['merc-A'] }, [4, 2, 3, 4], quiet);
    expect(ofType(kept.events, 'retreatCancelled')[0]).toMatchObject({ hex: B, units: ['merc-A'] });
    // the men in B and the elves in X (still next to A) are both in the battle: 3 against 2
    expect(ofType(kept.events, 'battleRolled')[0]?.defender.strength).toBe(2);
  });

  it('DR-RBC-11 retreated units join the one other attack they end next to, not every declared attack', () => {
    const st = attacked([{ id: 'neuth-army-1', hex: B }], true);
    const r = act(st, 'p2', { type: 'retreat', to: Y }, [6], {
      ...quiet,
      p2: { retreat: 'always', losses: 'own-first' },
    });
    expect(ofType(r.events, 'attackJoined')).toEqual([{ type: 'attackJoined', index: 1, units: ['neuth-army-1'] }]);
    expect(r.state.attacks[1]?.defenders).toContain('neuth-army-1');
    expect(r.state.attacks[2]?.defenders).toEqual(['neuth-army-6']);
    // the far attack is one against one
    const far = act(r.state, 'p1', { type: 'resolve', attack: 2 }, [3, 4], {
      ...quiet,
      p2: { retreat: 'never', losses: 'own-first' },
    });
    expect(ofType(far.events, 'battleRolled')[0]?.defender.strength).toBe(1);
  });
});

describe('amphibious battles at Thores (DR-AMPH-03, DR-AMPH-05, DR-RBC-09)', () => {
  const THORES = '0319';
  const SEA = '0219';
  const rombuneFleet = (n: number, cargo = n) =>
    range(n).flatMap((i) => [
      { id: `rombune-fleet-${i}`, hex: SEA },
      ...(i <= cargo ? [{ id: `rombune-army-${i}`, hex: SEA, aboard: `rombune-fleet-${i}` }] : []),
    ]);
  const amph: Command = { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' };
  const declared = (s: State) => act(act(s, 'p1', amph).state, 'p1', { type: 'done' }).state;
  /** p1 Rombune holds Thores, besieged by p2 Mivior; p1's Combat Phase. */
  const thores = (units: Sandbox['units']) =>
    sandbox({ kingdoms: ['rombune', 'mivior'], phase: 'combat', sieges: { [THORES]: 'p2' }, units });

  it('DR-AMPH-03 DR-RBC-01 fleets brought out of the castle-port stand outside, and the armies are still asked about retreating', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'rombune'],
      phase: 'combat',
      units: [
        ...['M', 'N', 'O', 'P'].map((l) => ({ id: `merc-${l}`, hex: SEA, seat: 'p1' })),
        { id: 'rombune-army-1', hex: THORES },
        { id: 'rombune-fleet-1', hex: THORES, inside: true },
        { id: 'rombune-fleet-2', hex: THORES, inside: true },
      ],
    });
    const st = act(declared(s), 'p1', { type: 'resolve', attack: 0 }).state;
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'sally' });
    const out = act(st, 'p2', { type: 'sally', out: true }).state;
    expect(out.units['rombune-fleet-1']).toMatchObject({ hex: THORES, inside: false });
    expect(out.units['rombune-fleet-2']).toMatchObject({ hex: THORES, inside: false });
    expect(out.interrupts[0]).toMatchObject({ kind: 'retreat', seat: 'p2', hex: THORES, force: 'army' });
  });

  it('DR-RBC-09 armies that call back their whole retreat defend again in an amphibious battle', () => {
    const s = thores([...rombuneFleet(4), ...armies('mivior', 2, THORES)]);
    const st = act(declared(s), 'p1', { type: 'resolve', attack: 0 }).state;
    const q = st.interrupts[0];
    if (q?.kind !== 'retreat') throw new Error('no retreat question');
    const r = act(st, 'p2', { type: 'retreat', to: q.options[0] as string }, [6]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
    const back = act(r.state, 'p2', { type: 'recall', units: ['mivior-army-1', 'mivior-army-2'] }, [3, 3, 3, 4], {
      p1: { losses: 'own-first', advance: 'never' },
      p2: { losses: 'own-first' },
    });
    expect(ofType(back.events, 'battleRolled')[0]?.defender.strength).toBe(2);
  });

  it('DR-AMPH-05 a beaten amphibious attacker loses half his survivors once, not half again and again', () => {
    const s = thores([...rombuneFleet(4), ...armies('mivior', 4, THORES)]);
    const st = act(declared(s), 'p1', { type: 'resolve', attack: 0 }, [1, 6], { p2: { retreat: 'never' } }).state;
    const lose: Command = {
      type: 'takeLosses',
      units: ['rombune-army-1', 'rombune-army-2', 'rombune-fleet-3', 'rombune-fleet-4'],
    };
    const r = act(st, 'p1', lose);
    expect(r.state.interrupts[0]).toMatchObject({ kind: 'losses', seat: 'p1', count: 2 });
    const done = act(r.state, 'p1', { type: 'takeLosses', units: ['rombune-army-3', 'rombune-army-4'] }, [3, 4, 3, 4], {
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(done.events, 'battleHalved')).toEqual([]);
    const left = Object.values(done.state.units).filter((u) => u.kingdom === 'rombune' && u.kind !== 'monarch');
    expect(left.map((u) => u.id).sort()).toEqual(['rombune-fleet-1', 'rombune-fleet-2']);
  });
});

describe('re-entry (DR-OPT-02, DR-OPT-03)', () => {
  /** p2's monarch died at p1's hand in p1's Movement Phase; the re-entry option is on. */
  function eliminated(sb: Partial<Sandbox> = {}): State {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth', 'ghem'],
        phase: 'movement',
        vp: { p2: 12 },
        units: [
          { id: 'muetar-army-1', hex: '1218' },
          { id: 'neuth-monarch', hex: '1610' },
          { id: 'ghem-army-1', hex: '2312', inside: true },
        ],
        ...sb,
      },
      { reentry: true },
    );
    const t = new Tx(s, scriptedDice([4]));
    killMonarch(t, 'neuth', 'p1', 'fate');
    return t.state;
  }
  /** Both others consent; the draw among the neutral kingdoms falls on `k`. */
  function reenter(st: State, k: KingdomId) {
    const neutral = BASIC_KINGDOMS.filter((x) => st.kingdoms[x].status === 'inactive');
    const i = neutral.indexOf(k);
    expect(i).toBeGreaterThanOrEqual(0);
    const yes = act(st, 'p1', { type: 'vote', yes: true }).state;
    return act(yes, 'p3', { type: 'vote', yes: true }, [i], { p2: { deploy: 'auto', displace: 'auto' } });
  }

  it('DR-OPT-02 DR-OPT-03 a neutral kingdom taken on re-entry hands its personality card back and comes with nothing dead, free of Bad Omens', () => {
    const st = eliminated({ kingdomState: { pon: { dead: ['pon-army-1'] } } });
    const card = st.kingdoms.pon.personality as number;
    expect(card).not.toBeNull();
    const r = reenter(st, 'pon');
    expect(ofType(r.events, 'reentered')[0]).toMatchObject({ seat: 'p2', kingdom: 'pon' });
    expect(r.state.personalityDeck).toEqual([...st.personalityDeck, card]);
    expect(view(r.state, 'p1').decks.personality).toBe(st.personalityDeck.length + 1);
    expect(r.state.kingdoms.pon).toMatchObject({ status: 'player', personality: null, dead: [], badOmens: false });
    expect(r.state.units['pon-army-1']?.seat).toBe('p2');
  });

  it('DR-OPT-02 re-entering with his own former kingdom, which has no personality card, leaves the personality deck as it was', () => {
    const st = eliminated();
    expect(st.kingdoms.neuth.personality).toBeNull();
    const r = reenter(st, 'neuth');
    expect(ofType(r.events, 'reentered')[0]).toMatchObject({ seat: 'p2', kingdom: 'neuth' });
    expect(r.state.personalityDeck).toEqual(st.personalityDeck);
    expect(r.state.kingdoms.neuth).toMatchObject({ status: 'player', seat: 'p2', dead: [] });
  });
});

describe('the grace of a deactivated kingdom (DR-KING-22)', () => {
  /** A land hex of a kingdom, no castle, away from its border. */
  const inner = (k: KingdomId) =>
    hexesOf(k).find(
      (h) =>
        land(h) &&
        !CASTLE_AT.has(h) &&
        grid
          .neighbours(h)
          .filter((n) => HEXES.has(n))
          .every((n) => ownerOf(n) === k && land(n)),
    ) as string;
  const PON = inner('pon');
  const GHEM = inner('ghem');
  const disbands = (s: State, seat: string) =>
    divineRight
      .choices(s, seat)
      .flatMap((c) => (c.command.type === 'disband' ? [c.command.hex] : []))
      .sort();

  it('DR-KING-22 two kingdoms deactivating one after the other each give their own grace', () => {
    const s = duelOf(
      {
        allies: { pon: 'p2', ghem: 'p2' },
        units: [
          { id: 'muetar-army-1', hex: PON },
          { id: 'muetar-army-2', hex: GHEM },
        ],
      },
      'movement',
    );
    const t = new Tx(s, scriptedDice([]));
    deactivate(t, 'pon', null);
    deactivate(t, 'ghem', null);
    expect(disbands(t.state, 'p1')).toEqual([PON, GHEM].sort());
    // staying in both costs a Diplomatic Penalty with both
    const end = act(t.state, 'p1', { type: 'done' }, [...NO_EVENT]);
    expect(
      ofType(end.events, 'penalty')
        .map((e) => e.kingdom)
        .sort(),
    ).toEqual(['ghem', 'pon']);
  });

  it('DR-KING-22 a kingdom that deactivates twice before the grace is used gives one grace, not two', () => {
    const s = duelOf({ allies: { pon: 'p2' }, units: [{ id: 'muetar-army-1', hex: PON }] }, 'movement');
    const t = new Tx(s, scriptedDice([]));
    deactivate(t, 'pon', null);
    activate(t, 'pon', 'p1');
    deactivate(t, 'pon', null);
    expect(ofType(t.events, 'grace')).toHaveLength(2);
    expect(disbands(t.state, 'p1')).toEqual([PON]);
    const end = act(t.state, 'p1', { type: 'done' }, [...NO_EVENT]);
    expect(ofType(end.events, 'graceEnded')).toEqual([{ type: 'graceEnded', kingdom: 'pon', seat: 'p1' }]);
    expect(ofType(end.events, 'penalty')).toEqual([
      { type: 'penalty', seat: 'p1', kingdom: 'pon', cause: 'violation' },
    ]);
  });

  it("DR-KING-22 one player's grace ending leaves the other's: the next player may still leave or disband without penalty", () => {
    const s = duelOf(
      {
        allies: { pon: 'p2' },
        units: [
          { id: 'muetar-army-1', hex: PON },
          { id: 'neuth-army-1', hex: PON },
        ],
      },
      'movement',
    );
    const t = new Tx(s, scriptedDice([]));
    deactivate(t, 'pon', null);
    expect(ofType(t.events, 'grace')).toEqual([{ type: 'grace', kingdom: 'pon', seats: ['p1', 'p2'] }]);
    // p1 ends his Movement Phase (his grace ends with it), then p2's turn runs to its Movement Phase
    const p2 = playOn(t.state, (x) => x.active === 'p2' && x.step === 'movement');
    expect(p2.players.p1?.penalty).toEqual(['pon']);
    expect(disbands(p2, 'p2')).toEqual([PON]);
    const end = act(p2, 'p2', { type: 'done' }, [...NO_EVENT]);
    expect(ofType(end.events, 'penalty')).toEqual([
      { type: 'penalty', seat: 'p2', kingdom: 'pon', cause: 'violation' },
    ]);
  });
});

describe('the end of the game (DR-VP-02)', () => {
  it('DR-VP-02 DR-TURN-01 after the last game turn the result names the winner and his points in words', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      turn: 20,
      phase: 'movement',
      units: [
        { id: 'muetar-monarch', hex: '1611', inside: true },
        { id: 'neuth-monarch', hex: '2304', inside: true },
      ],
      vp: { p1: 10, p2: 5 },
    });
    const end = playOn(s, (x) => x.result !== null);
    expect(end.step).toBe('over');
    expect(end.result).toEqual({
      winners: ['p1'],
      summary: 'Muetar wins with 10 victory points after 20 turns.',
      scores: { p1: 10, p2: 5 },
    });
    expect(view(end, 'p2').result?.summary).toBe('Muetar wins with 10 victory points after 20 turns.');
  });
});
