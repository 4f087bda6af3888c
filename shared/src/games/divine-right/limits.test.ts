/**
 * Limits and restrictions, each checked on both sides of the line and, for a restriction, as a refusal (not
 * offered and refused by decide). Written against mutants that survived the other suites.
 */
import { describe, expect, it } from 'vitest';
import { hexsideEnds } from '../../engine/hex.ts';
import type { ScriptedValue } from '../../engine/dice.ts';
import { scriptedDice } from '../../engine/dice.ts';
import { getHex, grid, HEXES, ISLE_OF_FRIGHT, PARROS } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { reinforcementHexes } from './rules/board.ts';
import { canalExtra, hexCost, riverExtra } from './rules/movement.ts';
import { regenerateTrolls } from './rules/random.ts';
import type { State } from './rules/state.ts';
import { captureMonarch, killMonarch } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import {
  act,
  armies,
  battle,
  choiceTypes,
  diplomacyStart,
  divineRight,
  duelOf,
  hasChoice,
  hexWhere,
  ofType,
  plainLand,
  quiet,
  reachable,
  rejects,
  sandbox,
} from './testkit.ts';

/** A Random Event roll of 7: nothing happens. */
const NO_EVENT: ScriptedValue[] = [3, 4];

/**
 * Plays out the game turn: every step ended with "done", every question answered as on a timeout, Random Events
 * rolling 7, until the game turn changes (and the questions it left are answered) or the game ends.
 */
function finishGameTurn(s0: State): State {
  let s = s0;
  const turn = s.turn;
  for (let i = 0; i < 40 && (s.turn === turn || s.interrupts.length > 0) && !s.result; i++) {
    const p = divineRight.pending(s)[0];
    if (!p) throw new Error('nothing pending');
    const cmd = p.timeout ? divineRight.onTimeout(s, p.seat) : ({ type: 'done' } as const);
    s = act(s, p.seat, cmd, [...NO_EVENT]).state;
  }
  return s;
}

const choicesOf = (s: State, seat: string, type: string) =>
  divineRight.choices(s, seat).filter((c) => c.command.type === type);

describe('the diplomacy hand limit (DR-DIP-04)', () => {
  const cards = ['threats-1-1', 'threats-1-2', 'threats-1-3', 'oracle-2-1'];
  it('DR-DIP-04 four cards are kept through the end of the Diplomacy Phase: no discard is asked or accepted', () => {
    // three in hand and the card drawn this phase: four
    const s = diplomacyStart({ hands: { p1: cards.slice(0, 3) } });
    expect(s.players.p1?.hand.length).toBe(4);
    expect(choiceTypes(s, 'p1')).not.toContain('discard');
    rejects(s, 'p1', { type: 'discard', card: 'threats-1-1' });
    const ended = act(s, 'p1', { type: 'done' }).state;
    expect(ended.step).not.toBe('discard');
    expect(ended.step).toBe('movement');
    expect(ended.players.p1?.hand.length).toBe(4);
    expect(choiceTypes(ended, 'p1')).not.toContain('discard');
    rejects(ended, 'p1', { type: 'discard', card: 'threats-1-1' });
  });
  it('DR-DIP-04 a fifth card must go at the end of the phase, and only one', () => {
    const s = diplomacyStart({ hands: { p1: cards } });
    expect(s.players.p1?.hand.length).toBe(5);
    const st = act(s, 'p1', { type: 'done' }).state;
    expect(st.step).toBe('discard');
    expect(new Set(choiceTypes(st, 'p1'))).toEqual(new Set(['discard']));
    expect(choicesOf(st, 'p1', 'discard').length).toBe(5);
    rejects(st, 'p1', { type: 'done' });
    const r = act(st, 'p1', { type: 'discard', card: 'oracle-2-1' });
    expect(r.state.players.p1?.hand.length).toBe(4);
    expect(r.state.step).toBe('movement');
    expect(choiceTypes(r.state, 'p1')).not.toContain('discard');
    rejects(r.state, 'p1', { type: 'discard', card: 'threats-1-1' });
  });
});

describe('mountain passes double defenders only (DR-CMB-10, DR-TERR-04)', () => {
  const open = (n: string) => HEXES.get(n)?.kind === 'land' && HEXES.get(n)?.features.length === 0;
  const pass = hexWhere((h) => h.features.join() === 'pass' && grid.neighbours(h.id).some(open));
  const plain = grid.neighbours(pass).find(open) as string;
  it('DR-CMB-10 DR-TERR-04 units attacking out of a pass count once each', () => {
    const s = duelOf({ units: [...armies('muetar', 2, pass), ...armies('neuth', 2, plain)] }, 'combat');
    const b = ofType(battle(s, [pass], plain, [3, 3, ...NO_EVENT]).events, 'battleRolled')[0];
    expect(b?.attacker.strength).toBe(2);
    expect(b?.defender.strength).toBe(2);
    expect(b?.attacker.modifier).toBe(1);
    expect(b?.defender.modifier).toBe(1);
  });
  it('DR-CMB-10 DR-TERR-04 the same units defending in the pass count double', () => {
    const s = duelOf({ units: [...armies('muetar', 2, plain), ...armies('neuth', 2, pass)] }, 'combat');
    const b = ofType(battle(s, [plain], pass, [3, 3, ...NO_EVENT]).events, 'battleRolled')[0];
    expect(b?.attacker.strength).toBe(2);
    expect(b?.defender.strength).toBe(4);
    expect(b?.defender.modifier).toBe(2);
  });
});

describe('ferrying over the River Deep (DR-FERRY-01, DR-NAV-04)', () => {
  const [north, south] = hexsideEnds('1213|1312') as [string, string];
  const terrain = hexCost(south, new Set(['mountain', 'forest', 'swamp'])) + riverExtra(north, south);
  it('DR-FERRY-01 DR-NAV-04 ferried, the crossing costs only the terrain; unferried it costs 2 more', () => {
    const alone = duelOf({ units: [{ id: 'muetar-army-1', hex: north }] });
    expect(reachable(alone, 'p1', ['muetar-army-1']).get(south)).toBe(terrain + 2);
    const ferried = duelOf({
      units: [
        { id: 'muetar-army-1', hex: north },
        { id: 'merc-M', hex: north, seat: 'p1' },
      ],
    });
    expect(reachable(ferried, 'p1', ['muetar-army-1']).get(south)).toBe(terrain);
    const r = act(ferried, 'p1', { type: 'move', units: ['muetar-army-1'], to: south });
    expect(ofType(r.events, 'ferried')[0]).toMatchObject({ fleet: 'merc-M', units: ['muetar-army-1'] });
    expect(ofType(r.events, 'moved')[0]?.cost).toBe(terrain);
    const u = r.state.units['muetar-army-1'];
    const unferried = act(alone, 'p1', { type: 'move', units: ['muetar-army-1'], to: south });
    expect(ofType(unferried.events, 'moved')[0]?.cost).toBe(terrain + 2);
    expect((u?.mp ?? 0) - (unferried.state.units['muetar-army-1']?.mp ?? 0)).toBe(2);
  });
  it('DR-FERRY-01 a ferry lets a stack cross further on: the far bank costs the same as without the river', () => {
    // 1111 → 1112 → (ferried over the Deep) → 1213
    const [mid, bank, far] = ['1111', '1112', '1213'];
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: mid },
        { id: 'merc-M', hex: bank, seat: 'p1' },
      ],
    });
    const all = new Set(['mountain', 'forest', 'swamp'] as const);
    const expected = hexCost(bank, all) + riverExtra(mid, bank) + hexCost(far, all) + riverExtra(bank, far);
    expect(reachable(s, 'p1', ['muetar-army-1']).get(far)).toBe(expected);
  });
});

describe('banishment after an assassination (DR-DIP-20)', () => {
  const pon = [
    { id: 'pon-monarch', hex: '2911' },
    { id: 'pon-army-1', hex: '2911' },
  ];
  const enemy = (sb: Partial<Sandbox> = {}) => diplomacyStart({ allies: { pon: 'p2' }, units: pon, turn: 5, ...sb });
  const deactivatePon = { type: 'envoy', action: 'deactivate', kingdom: 'pon' } as const;
  const activatePon = { type: 'envoy', action: 'activate', kingdom: 'pon' } as const;
  for (const [what, dice] of [
    ['a tie', [3, 3]],
    ['a higher monarch roll', [2, 5]],
  ] as const) {
    it(`DR-DIP-20 DR-DIP-08 DR-AMB-06 after ${what} the ambassador may never again work on that kingdom while its monarch lives`, () => {
      const before = enemy();
      expect(hasChoice(before, 'p1', deactivatePon)).toBe(true);
      const r = act(before, 'p1', { type: 'envoy', action: 'assassinate', kingdom: 'pon' }, [...dice]);
      const record = { assassinBanished: r.state.players.p1?.assassinBanished, assassinationUsed: true };
      // many turns later, the ambassador back at work and no card banishment left
      for (const turn of [6, 12, 20]) {
        const later = enemy({ turn, allies: { pon: 'p2', ghem: 'p2' }, playerState: { p1: record } });
        expect(hasChoice(later, 'p1', deactivatePon)).toBe(false);
        rejects(later, 'p1', deactivatePon);
        // other kingdoms are open to him
        expect(hasChoice(later, 'p1', { type: 'envoy', action: 'deactivate', kingdom: 'ghem' })).toBe(true);
        // neutral again, Pon is still closed to him
        const neutral = diplomacyStart({ turn, units: pon, playerState: { p1: record } });
        expect(hasChoice(neutral, 'p1', activatePon)).toBe(false);
        rejects(neutral, 'p1', activatePon);
        expect(hasChoice(neutral, 'p1', { type: 'envoy', action: 'activate', kingdom: 'ghem' })).toBe(true);
      }
    });
  }
  it('DR-DIP-20 the banishment ends when the offended monarch dies', () => {
    const r = act(enemy(), 'p1', { type: 'envoy', action: 'assassinate', kingdom: 'pon' }, [3, 3]);
    const tx = new Tx(r.state, scriptedDice([1]));
    killMonarch(tx, 'pon', null, 'untimely death', false);
    const record = { assassinBanished: tx.state.players.p1?.assassinBanished, assassinationUsed: true };
    const later = diplomacyStart({ turn: 12, units: pon, playerState: { p1: record } });
    expect(hasChoice(later, 'p1', activatePon)).toBe(true);
  });
});

describe('the end of the game (DR-VP-02, DR-TURN-01)', () => {
  const monarchs = [
    { id: 'muetar-monarch', hex: '1611', inside: true },
    { id: 'neuth-monarch', hex: '2304', inside: true },
  ];
  it('DR-VP-02 DR-TURN-01 the game goes on after turn 19', () => {
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], turn: 19, phase: 'movement', units: monarchs });
    expect(s.turns).toBe(20);
    const next = finishGameTurn(s);
    expect(next.result).toBeNull();
    expect(next.turn).toBe(20);
  });
  it('DR-VP-02 DR-TURN-01 the game ends when turn 20 is complete, with no turn 21', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      turn: 20,
      phase: 'movement',
      units: monarchs,
      vp: { p1: 10, p2: 5 },
    });
    const end = finishGameTurn(s);
    expect(end.turn).toBe(20);
    expect(end.result?.winners).toEqual(['p1']);
    expect(divineRight.pending(end)).toEqual([]);
  });
});

describe('Epidemic rounds half down (DR-RE-09, DR-GEN-01)', () => {
  /** Up to 15 of the roller's armies: Muetar's ten, then his Pon allies'. */
  const stack = (n: number) => [...armies('muetar', 10, ''), ...armies('pon', 5, '')].slice(0, n).map((u) => u.id);
  const roll = (n: number) =>
    sandbox(
      {
        kingdoms: ['muetar', 'neuth'],
        allies: { pon: 'p1' },
        personalities: { pon: 16, ghem: 16 },
        units: [...stack(n).map((id) => ({ id, hex: '1611' })), { id: 'pon-army-6', hex: '1409' }],
        deckTop: ['flattery-1-1'],
      },
      {},
      [4, 5],
    );
  const losses = (s: State) => {
    const it0 = s.interrupts[0];
    return it0?.kind === 'losses' ? it0 : null;
  };
  for (const [n, lost] of [
    [10, 5],
    [11, 5],
    [13, 6],
  ] as const) {
    it(`DR-RE-09 DR-GEN-01 a stack of ${n} loses ${lost}, no more, no fewer`, () => {
      const s = roll(n);
      expect(losses(s)).toMatchObject({ cause: 'epidemic', count: lost });
      expect(losses(s)?.pool.length).toBe(n);
      const ids = stack(n);
      rejects(s, 'p1', { type: 'takeLosses', units: ids.slice(0, lost + 1) });
      rejects(s, 'p1', { type: 'takeLosses', units: ids.slice(0, lost - 1) });
      const r = act(s, 'p1', { type: 'takeLosses', units: ids.slice(0, lost) });
      expect(Object.values(r.state.units).filter((u) => u.hex === '1611').length).toBe(n - lost);
    });
  }
  it('DR-RE-09 a stack of 9 is not halved: the largest stack loses one', () => {
    const s = roll(9);
    expect(losses(s)).toMatchObject({ cause: 'epidemic', count: 1 });
  });
});

describe('the #16 monarch leads only his own kingdom in combat (DR-HERO-13)', () => {
  const A = hexWhere((h) => plainLand(h) && grid.neighbours(h.id).some((n) => HEXES.has(n) && plainLand(getHex(n))));
  const B = grid.neighbours(A).find((n) => HEXES.has(n) && plainLand(getHex(n))) as string;
  const warrior = (units: Sandbox['units'], phase: Sandbox['phase'] = 'combat') =>
    sandbox({ kingdoms: ['muetar', 'neuth'], allies: { pon: 'p1' }, personalities: { pon: 16 }, units, phase });
  it('DR-HERO-13 with no unit of his own kingdom in the battle, the #16 monarch adds nothing', () => {
    const s = warrior([{ id: 'pon-monarch', hex: A }, { id: 'muetar-army-1', hex: A }, ...armies('neuth', 1, B)]);
    const b = ofType(battle(s, [A], B, [5, 2, ...NO_EVENT]).events, 'battleRolled')[0];
    expect(b?.attacker.modifier).toBe(1);
  });
  it('DR-HERO-13 with a unit of his kingdom beside him, the #16 monarch adds 1', () => {
    const s = warrior([
      { id: 'pon-monarch', hex: A },
      { id: 'muetar-army-1', hex: A },
      { id: 'pon-army-1', hex: A },
      ...armies('neuth', 2, B),
    ]);
    const b = ofType(battle(s, [A], B, [5, 2, ...NO_EVENT]).events, 'battleRolled')[0];
    expect(b?.attacker.modifier).toBe(1 + 1);
  });
  it('DR-HERO-13 defending, the #16 monarch adds 1 only when his own kingdom defends with him', () => {
    const attacked = (units: Sandbox['units']) => {
      const s = sandbox({
        kingdoms: ['neuth', 'muetar'],
        allies: { pon: 'p2' },
        personalities: { pon: 16 },
        units,
        phase: 'combat',
      });
      return ofType(battle(s, [A], B, [2, 5, ...NO_EVENT], { p1: quiet.p1!, p2: quiet.p2! }).events, 'battleRolled')[0];
    };
    const without = attacked([
      ...armies('neuth', 1, A),
      { id: 'pon-monarch', hex: B },
      { id: 'muetar-army-1', hex: B },
    ]);
    expect(without?.defender.modifier).toBe(1);
    const withPon = attacked([
      ...armies('neuth', 2, A),
      { id: 'pon-monarch', hex: B },
      { id: 'muetar-army-1', hex: B },
      { id: 'pon-army-1', hex: B },
    ]);
    expect(withPon?.defender.modifier).toBe(1 + 1);
  });
});

describe('Troll losses to Random Events (DR-TROLL-03)', () => {
  // p1 the Trolls, with one army at its printed space 2309 and no other Troll in the dead pile
  const trolls = () =>
    sandbox(
      {
        kingdoms: ['trolls', 'muetar'],
        units: [
          { id: 'trolls-monarch', hex: '2310' },
          { id: 'trolls-army-2', hex: '2309' },
          { id: 'muetar-monarch', hex: '1611', inside: true },
        ],
        kingdomState: { trolls: { dead: [] } },
      },
      {},
      [1, 3], // Mutiny
    );
  it('DR-TROLL-03 a Troll lost to a Random Event does not regenerate in the same game turn, but does in the next', () => {
    const s = trolls();
    expect(s.interrupts[0]).toMatchObject({ kind: 'losses', cause: 'mutiny', pool: ['trolls-army-2'] });
    const r = act(s, 'p1', { type: 'takeLosses', units: ['trolls-army-2'] });
    expect(r.state.units['trolls-army-2']).toBeUndefined();
    expect(r.state.kingdoms.trolls.dead).toEqual(['trolls-army-2']);
    // a regeneration later in this game turn brings nothing back
    const same = new Tx(r.state, scriptedDice([]));
    regenerateTrolls(same);
    expect(ofType(same.events, 'placed')).toEqual([]);
    // the next game turn it returns at its printed space as the Trolls' turn begins
    let st = r.state;
    for (let i = 0; i < 20 && st.turn === 1; i++) {
      const seat = divineRight.pending(st)[0]?.seat as string;
      const out = act(st, seat, { type: 'done' }, [...NO_EVENT]);
      st = out.state;
      if (st.turn === 2) {
        expect(ofType(out.events, 'placed')[0]).toMatchObject({ cause: 'regeneration' });
      }
    }
    expect(st.turn).toBe(2);
    expect(st.units['trolls-army-2']?.hex).toBe('2309');
  });
  it('DR-TROLL-02 DR-TROLL-03 a Troll lost otherwise regenerates at the start of the turn', () => {
    const s = trolls();
    const other = { ...s, kingdoms: { ...s.kingdoms, trolls: { ...s.kingdoms.trolls, dead: ['trolls-army-3'] } } };
    const tx = new Tx(other, scriptedDice([]));
    regenerateTrolls(tx);
    expect(ofType(tx.events, 'placed')[0]).toMatchObject({ cause: 'regeneration' });
  });
});

describe('the end of a game turn (flow)', () => {
  const monarchs = [
    { id: 'muetar-monarch', hex: '1611', inside: true },
    { id: 'neuth-monarch', hex: '2304', inside: true },
  ];
  const lastPlayer = (sb: Partial<Sandbox> = {}) =>
    sandbox({ kingdoms: ['muetar', 'neuth'], turn: 5, phase: 'movement', units: monarchs, ...sb });
  const activatePon = { type: 'envoy', action: 'activate', kingdom: 'pon' } as const;
  /** Plays on from the end of turn 5 into the first player's Diplomacy Phase of turn 6. */
  const intoTurn6 = (s: State) => {
    const t6 = finishGameTurn(s);
    expect(t6.turn).toBe(6);
    expect(t6.step).toBe('diplomacy');
    return t6;
  };
  for (const kind of ['forced-peace', 'confusion'] as const) {
    it(`DR-CONF-03 DR-FP-06 Q-10 ${kind} through turn 5 ends with turn 5: the kingdom is open to ambassadors in turn 6`, () => {
      const dead = kind === 'confusion' ? { monarch: 'dead', personality: null } : {};
      const s = lastPlayer({ kingdomState: { pon: { lock: { kind, until: 5 }, ...dead } } });
      expect(s.kingdoms.pon.lock).not.toBeNull();
      const t6 = intoTurn6(s);
      expect(t6.kingdoms.pon.lock).toBeNull();
      expect(hasChoice(t6, t6.active, activatePon)).toBe(true);
      if (kind === 'confusion') {
        // DR-CONF-05: a new monarch, with a new personality card
        expect(t6.kingdoms.pon.monarch).not.toBe('dead');
        expect(t6.kingdoms.pon.personality).not.toBeNull();
      }
    });
    it(`DR-CONF-03 DR-FP-06 Q-10 ${kind} through turn 6 still holds in turn 6`, () => {
      const dead = kind === 'confusion' ? { monarch: 'dead', personality: null } : {};
      const s = lastPlayer({ kingdomState: { pon: { lock: { kind, until: 6 }, ...dead } } });
      const t6 = intoTurn6(s);
      expect(t6.kingdoms.pon.lock).toEqual({ kind, until: 6 });
      expect(hasChoice(t6, t6.active, activatePon)).toBe(false);
      rejects(t6, t6.active, activatePon);
      if (kind === 'confusion') expect(t6.kingdoms.pon.monarch).toBe('dead');
    });
  }
  it('DR-CONF-08 DR-CONF-05 an eliminated player’s kingdom comes out of Confusion with a new monarch and personality card', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth', 'hothior'],
        turn: 4,
        phase: 'movement',
        units: [...monarchs, { id: 'hothior-monarch', hex: '3420', inside: true }],
      },
      { suddenDeath: false },
    );
    const t = new Tx(s, scriptedDice([1]));
    captureMonarch(t, 'neuth', 'p1');
    expect(t.state.players.p2?.eliminated).toBe(true);
    // the player's monarch is gone for good: Confusion through turn 5 (a 1)
    expect(t.state.kingdoms.neuth).toMatchObject({ monarch: 'dead', lock: { kind: 'confusion', until: 5 } });
    const t6 = finishGameTurn(finishGameTurn(t.state));
    expect(t6.turn).toBe(6);
    expect(t6.kingdoms.neuth.lock).toBeNull();
    expect(t6.kingdoms.neuth.status).toBe('inactive');
    expect(t6.kingdoms.neuth.monarch).not.toBe('dead');
    expect(t6.kingdoms.neuth.personality).not.toBeNull();
  });

  it('DR-SIEGE-39 DR-SIEGE-03 a siege at exactly 1:1 lasts past the end of the game turn; one besieger fewer is displaced', () => {
    // Aws Alzak: defence 4 and 3 Ghem armies inside need 7 besiegers
    const ALZAK = '2312';
    const siege = (n: number) =>
      sandbox({
        kingdoms: ['ghem', 'muetar'],
        order: ['p1', 'p2'],
        phase: 'movement',
        sieges: { [ALZAK]: 'p2' },
        units: [
          { id: 'ghem-monarch', hex: '2304' },
          { id: 'muetar-monarch', hex: '1611', inside: true },
          ...armies('ghem', 3, ALZAK).map((u) => ({ ...u, inside: true })),
          ...armies('muetar', n, ALZAK),
        ],
      });
    const held = finishGameTurn(siege(7));
    expect(held.turn).toBe(2);
    expect(held.sieges[ALZAK]).toBe('p2');
    expect(Object.values(held.units).filter((u) => u.hex === ALZAK && u.kingdom === 'muetar').length).toBe(7);
    const weak = finishGameTurn(siege(6));
    expect(weak.turn).toBe(2);
    expect(weak.sieges[ALZAK]).toBeUndefined();
    expect(Object.values(weak.units).filter((u) => u.hex === ALZAK && u.kingdom === 'muetar').length).toBe(0);
  });
  it('Q-04 DR-VP-02 tied on points after turn 20, both share the victory', () => {
    const s = lastPlayer({ turn: 20, vp: { p1: 30, p2: 30 } });
    expect(finishGameTurn(s).result?.winners).toEqual(['p1', 'p2']);
    const one = lastPlayer({ turn: 20, vp: { p1: 30, p2: 31 } });
    expect(finishGameTurn(one).result?.winners).toEqual(['p2']);
  });
  it('DR-VP-02 Q-02 an eliminated player is skipped in play but counted, and can win, after turn 20', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth', 'hothior'],
      turn: 20,
      phase: 'movement',
      units: monarchs,
      vp: { p1: 10, p2: 20, p3: 40 },
      playerState: { p3: { eliminated: true } },
    });
    const end = finishGameTurn(s);
    expect(end.result?.winners).toEqual(['p3']);
    expect(end.result?.scores).toEqual({ p1: 10, p2: 20, p3: 40 });
  });
});

describe('captive and castaway monarchs: "more than half" (DR-PRIS-06, DR-SHIP-04, Q-45)', () => {
  const A = hexWhere((h) => plainLand(h) && grid.neighbours(h.id).some((n) => HEXES.has(n) && plainLand(getHex(n))));
  const B = grid.neighbours(A).find((n) => HEXES.has(n) && plainLand(getHex(n))) as string;
  const withMonarch = (s: State, id: string, fields: Partial<State['units'][string] & object>): State => ({
    ...s,
    units: { ...s.units, [id]: { ...(s.units[id] as NonNullable<State['units'][string]>), ...fields } },
  });
  const mercs = (n: number, hex: string, seat: string) =>
    Array.from({ length: n }, (_, i) => ({ id: `merc-${'ABCDEFGH'[i]}`, hex, seat }));
  /** p1 Muetar (Pon allied, its monarch held by p2) attacks from A into B. */
  const ponAttack = (pon: number, muetar: number, defenders: number) => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { pon: 'p1' },
      phase: 'combat',
      units: [
        ...armies('pon', pon, A),
        ...armies('muetar', muetar, A),
        { id: 'pon-monarch', hex: '2911' },
        ...armies('neuth', defenders, B),
      ],
    });
    return ofType(
      battle(withMonarch(s, 'pon-monarch', { captive: 'p2' }), [A], B, [5, 2, ...NO_EVENT]).events,
      'battleRolled',
    )[0];
  };
  it('DR-PRIS-06 a captive monarch: his units at exactly half of the force fight without the -1', () => {
    expect(ponAttack(2, 2, 4)?.attacker.modifier).toBe(1);
  });
  it('DR-PRIS-06 a captive monarch: his units at more than half of the force fight at -1', () => {
    expect(ponAttack(3, 2, 5)?.attacker.modifier).toBe(1 - 1);
  });
  it('DR-PRIS-06 Q-45 the captive penalty holds for defenders too, again only above half', () => {
    const defend = (pon: number, muetar: number) => {
      const s = sandbox({
        kingdoms: ['neuth', 'muetar'],
        allies: { pon: 'p2' },
        phase: 'combat',
        units: [
          ...armies('neuth', pon + muetar, A),
          ...armies('pon', pon, B),
          ...armies('muetar', muetar, B),
          { id: 'pon-monarch', hex: '2911' },
        ],
      });
      return ofType(
        battle(withMonarch(s, 'pon-monarch', { captive: 'p1' }), [A], B, [2, 5, ...NO_EVENT]).events,
        'battleRolled',
      )[0];
    };
    expect(defend(1, 1)?.defender.modifier).toBe(1);
    expect(defend(2, 1)?.defender.modifier).toBe(1 - 1);
  });
  /** p1 Muetar, its monarch cast away, attacks from A into B with Muetar armies and mercenaries. */
  const castAttack = (muetar: number, merc: number, defenders: number) => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'combat',
      units: [
        ...armies('muetar', muetar, A),
        ...mercs(merc, A, 'p1'),
        { id: 'muetar-monarch', hex: ISLE_OF_FRIGHT },
        ...armies('neuth', defenders, B),
      ],
    });
    return ofType(
      battle(withMonarch(s, 'muetar-monarch', { castaway: true }), [A], B, [5, 2, ...NO_EVENT]).events,
      'battleRolled',
    )[0];
  };
  it('DR-SHIP-04 a castaway monarch: his units at exactly half of the attackers attack without the -1', () => {
    expect(castAttack(1, 1, 2)?.attacker.modifier).toBe(1);
  });
  it('DR-SHIP-04 a castaway monarch: his units at more than half of the attackers attack at -1', () => {
    expect(castAttack(2, 1, 3)?.attacker.modifier).toBe(1 - 1);
  });
  it('DR-SHIP-04 Q-45 a castaway monarch: his units defend without the -1', () => {
    const s = sandbox({
      kingdoms: ['neuth', 'muetar'],
      phase: 'combat',
      units: [...armies('neuth', 1, A), ...armies('muetar', 1, B), { id: 'muetar-monarch', hex: ISLE_OF_FRIGHT }],
    });
    const b = ofType(
      battle(withMonarch(s, 'muetar-monarch', { castaway: true }), [A], B, [2, 5, ...NO_EVENT]).events,
      'battleRolled',
    )[0];
    expect(b?.defender.modifier).toBe(1);
  });
  it('DR-SHIP-04 DR-SIEGE-22 a castaway monarch: siege rolls at -1 only when his units are more than half of the besiegers', () => {
    // Aws Alzak: defence 4 and 3 inside; 8 besiegers give +0
    const ALZAK = '2312';
    const siege = (muetar: number, merc: number) => {
      const s = sandbox({
        kingdoms: ['ghem', 'muetar'],
        order: ['p2', 'p1'],
        phase: 'sieges',
        sieges: { [ALZAK]: 'p2' },
        units: [
          ...armies('ghem', 3, ALZAK).map((u) => ({ ...u, inside: true })),
          ...armies('muetar', muetar, ALZAK),
          ...mercs(merc, ALZAK, 'p2'),
          { id: 'muetar-monarch', hex: ISLE_OF_FRIGHT },
        ],
      });
      const r = act(
        withMonarch(s, 'muetar-monarch', { castaway: true }),
        'p2',
        { type: 'siegeAttack', hex: ALZAK },
        [3],
      );
      return ofType(r.events, 'siegeRolled')[0]?.modifier;
    };
    expect(siege(4, 4)).toBe(0);
    expect(siege(5, 3)).toBe(-1);
  });
});

describe('siege rolls need 1:1 (DR-SIEGE-39, DR-SIEGE-21, Q-46)', () => {
  const ALZAK = '2312';
  // Aws Alzak: defence 4 and 3 Ghem armies inside: 7 besiegers are 1:1
  const siege = (n: number) =>
    sandbox({
      kingdoms: ['ghem', 'muetar'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { [ALZAK]: 'p2' },
      units: [...armies('ghem', 3, ALZAK).map((u) => ({ ...u, inside: true })), ...armies('muetar', n, ALZAK)],
    });
  const attack = { type: 'siegeAttack', hex: ALZAK } as const;
  it('DR-SIEGE-39 DR-SIEGE-21 at exactly 1:1 the besiegers may roll, at +0: a 6 plunders, a 5 does not', () => {
    const s = siege(7);
    expect(hasChoice(s, 'p2', attack)).toBe(true);
    const six = act(s, 'p2', attack, [6]);
    expect(ofType(six.events, 'siegeRolled')[0]).toMatchObject({ modifier: 0, result: 'plunder' });
    const five = act(s, 'p2', attack, [5]);
    expect(ofType(five.events, 'siegeRolled')[0]).toMatchObject({ modifier: 0, result: 'nothing' });
  });
  it('DR-SIEGE-39 one besieger below 1:1 may not roll: not offered, and refused', () => {
    const s = siege(6);
    expect(s.sieges[ALZAK]).toBe('p2');
    expect(hasChoice(s, 'p2', attack)).toBe(false);
    rejects(s, 'p2', attack, 'rule/no_siege_attack');
  });
});

describe('siege attacks and plunder (DR-SIEGE-17..26, Q-44)', () => {
  const ALZAK = '2312';
  const set = (s: State, id: string, fields: Partial<NonNullable<State['units'][string]>>): State => ({
    ...s,
    units: { ...s.units, [id]: { ...(s.units[id] as NonNullable<State['units'][string]>), ...fields } },
  });
  /** p1 Ghem holds Aws Alzak (defence 4) with 3 armies inside; 10 Muetar armies of p2 besiege it, p2's Siege Phase. */
  const alzak = (extra: Sandbox['units'] = [], sb: Partial<Sandbox> = {}) =>
    sandbox({
      kingdoms: ['ghem', 'muetar'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { [ALZAK]: 'p2' },
      units: [
        ...armies('ghem', 3, ALZAK).map((u) => ({ ...u, inside: true })),
        ...armies('muetar', 10, ALZAK),
        ...extra,
      ],
      ...sb,
    });
  const attack = { type: 'siegeAttack', hex: ALZAK } as const;
  it('DR-SIEGE-17 a player rolls only against the castles he besieges himself', () => {
    const third = (order: string[]) =>
      sandbox({
        kingdoms: ['ghem', 'muetar', 'hothior'],
        order,
        phase: 'sieges',
        sieges: { [ALZAK]: 'p3' },
        units: [
          ...armies('ghem', 3, ALZAK).map((u) => ({ ...u, inside: true })),
          ...armies('hothior', 6, ALZAK),
          { id: 'merc-A', hex: ALZAK, seat: 'p3' },
          ...armies('muetar', 1, '1611'),
        ],
      });
    const other = third(['p2', 'p1', 'p3']);
    expect(hasChoice(other, 'p2', attack)).toBe(false);
    rejects(other, 'p2', attack, 'rule/no_siege_attack');
    expect(hasChoice(third(['p3', 'p1', 'p2']), 'p3', attack)).toBe(true);
  });
  it('DR-SIEGE-20 DR-SIEGE-26 one siege roll per castle a turn: after it, no second roll is offered or accepted', () => {
    const s = alzak();
    expect(hasChoice(s, 'p2', attack)).toBe(true);
    const r = act(s, 'p2', attack, [3]);
    expect(ofType(r.events, 'siegeRolled')[0]).toMatchObject({ result: 'nothing' });
    expect(r.state.sieges[ALZAK]).toBe('p2');
    expect(hasChoice(r.state, 'p2', attack)).toBe(false);
    rejects(r.state, 'p2', attack, 'rule/no_siege_attack');
  });
  it("DR-SIEGE-23 on a natural 1 only the besieger's heroes outside roll for their fate, not the defenders' inside", () => {
    const s = alzak([
      { id: 'muetar-monarch', hex: ALZAK },
      { id: 'ghem-monarch', hex: ALZAK, inside: true },
    ]);
    const r = act(s, 'p2', attack, [1, 3]);
    expect(ofType(r.events, 'fateRolled').map((e) => e.unit)).toEqual(['muetar-monarch']);
    expect(r.left).toBe(0);
  });
  it("DR-SIEGE-25 on a plunder the heroes in the castle roll for their fate, not the plunderer's own", () => {
    const s = alzak([
      { id: 'muetar-monarch', hex: ALZAK },
      { id: 'ghem-monarch', hex: ALZAK, inside: true },
    ]);
    const r = act(s, 'p2', attack, [6, 3]);
    expect(r.state.plundered).toContain('aws-alzak');
    expect(ofType(r.events, 'fateRolled').map((e) => e.unit)).toEqual(['ghem-monarch']);
    expect(r.left).toBe(0);
  });
  it('Q-44 DR-PRIS-07 a plunder frees the captives held in that castle, and only those', () => {
    const s0 = alzak(
      [
        { id: 'pon-monarch', hex: ALZAK, inside: true },
        { id: 'immer-monarch', hex: '2304', inside: true },
      ],
      { allies: { pon: 'p2', immer: 'p2' } },
    );
    const s = set(set(s0, 'pon-monarch', { captive: 'p1' }), 'immer-monarch', { captive: 'p1' });
    const r = act(s, 'p2', attack, [6]);
    expect(ofType(r.events, 'captiveFreed').map((e) => e.kingdom)).toEqual(['pon']);
    expect(r.state.units['pon-monarch']?.captive).toBeNull();
    expect(r.state.units['immer-monarch']?.captive).toBe('p1');
  });
  it('DR-TROLL-03 DR-SIEGE-23 a Troll lost on a natural 1 of a siege roll is no Random Event loss: it regenerates', () => {
    const s = sandbox({
      kingdoms: ['ghem', 'trolls'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { [ALZAK]: 'p2' },
      units: [...armies('ghem', 3, ALZAK).map((u) => ({ ...u, inside: true })), ...armies('trolls', 8, ALZAK)],
    });
    const r = act(s, 'p2', attack, [1]);
    expect(r.state.interrupts[0]).toMatchObject({ kind: 'losses', cause: 'siege', count: 1 });
    const lost = act(r.state, 'p2', { type: 'takeLosses', units: ['trolls-army-1'] }).state;
    expect(lost.kingdoms.trolls.dead).toEqual(['trolls-army-1']);
    const tx = new Tx(lost, scriptedDice([]));
    regenerateTrolls(tx);
    expect(ofType(tx.events, 'placed')[0]).toMatchObject({ cause: 'regeneration' });
  });
  it('DR-FATE-01 DR-SIEGE-23 a besieging hero who already rolled for his fate this player turn does not roll again on a natural 1', () => {
    const s = alzak([{ id: 'muetar-monarch', hex: ALZAK }]);
    const r = act({ ...s, fated: ['muetar-monarch'] }, 'p2', attack, [1]);
    expect(ofType(r.events, 'siegeRolled')[0]).toMatchObject({ result: 'fail' });
    expect(ofType(r.events, 'fateRolled')).toEqual([]);
    const fresh = act(s, 'p2', attack, [1, 3]);
    expect(ofType(fresh.events, 'fateRolled').map((e) => e.unit)).toEqual(['muetar-monarch']);
  });
});

describe('where mercenaries may enter (DR-REIN-01..03, DR-MOVE-12, DR-SIEGE-31, DR-PORT-03/05, Q-59)', () => {
  const BARTERTOWN = '1225';
  const start = (units: Sandbox['units'], sb: Partial<Sandbox> = {}) =>
    sandbox({ kingdoms: ['muetar', 'neuth'], phase: 'movement', units, ...sb });
  it('Q-59 DR-PORT-05 a non-castle port is friendly only with a land unit of the player there and no one else', () => {
    const army = start([{ id: 'muetar-army-1', hex: BARTERTOWN }]);
    expect(reinforcementHexes(army, 'p1', 'fleet')).toContain(BARTERTOWN);
    // a port takes fleets, not armies
    expect(reinforcementHexes(army, 'p1', 'army')).not.toContain(BARTERTOWN);
    const armyAndFleet = start([
      { id: 'muetar-army-1', hex: BARTERTOWN },
      { id: 'merc-M', hex: BARTERTOWN, seat: 'p1' },
    ]);
    expect(reinforcementHexes(armyAndFleet, 'p1', 'fleet')).toContain(BARTERTOWN);
    const fleetOnly = start([{ id: 'merc-M', hex: BARTERTOWN, seat: 'p1' }]);
    expect(reinforcementHexes(fleetOnly, 'p1', 'fleet')).not.toContain(BARTERTOWN);
    const shared = start([
      { id: 'muetar-army-1', hex: BARTERTOWN },
      { id: 'merc-M', hex: BARTERTOWN, seat: 'p2' },
    ]);
    expect(reinforcementHexes(shared, 'p1', 'fleet')).not.toContain(BARTERTOWN);
    expect(reinforcementHexes(shared, 'p2', 'fleet')).not.toContain(BARTERTOWN);
    // empty and unclaimed: nobody's
    const empty = start([]);
    expect(reinforcementHexes(empty, 'p1', 'fleet')).not.toContain(BARTERTOWN);
    expect(reinforcementHexes(empty, 'p2', 'fleet')).not.toContain(BARTERTOWN);
  });
  it('DR-SIEGE-31 a plundered castle is friendly to its sole occupier; occupied by both sides, to neither', () => {
    // Pennol (Muetar's 1611) plundered
    const alone = start([{ id: 'neuth-army-1', hex: '1611' }], { plundered: ['pennol'] });
    expect(alone.plundered).toContain('pennol');
    expect(reinforcementHexes(alone, 'p2', 'army')).toContain('1611');
    expect(reinforcementHexes(alone, 'p1', 'army')).not.toContain('1611');
    const both = start(
      [
        { id: 'neuth-army-1', hex: '1611' },
        { id: 'muetar-army-1', hex: '1611' },
      ],
      { plundered: ['pennol'] },
    );
    expect(reinforcementHexes(both, 'p1', 'army')).not.toContain('1611');
    expect(reinforcementHexes(both, 'p2', 'army')).not.toContain('1611');
    const empty = start([], { plundered: ['pennol'] });
    expect(reinforcementHexes(empty, 'p1', 'army')).toContain('1611');
    expect(reinforcementHexes(empty, 'p2', 'army')).not.toContain('1611');
  });
  it('DR-SIEGE-31 DR-HERO-03 a lone enemy hero does not take a plundered castle from its occupier', () => {
    const hero = start(
      [
        { id: 'neuth-army-1', hex: '1611' },
        { id: 'muetar-monarch', hex: '1611' },
      ],
      { plundered: ['pennol'] },
    );
    // heroes are no combat units: the Neuth army alone occupies plundered Pennol
    expect(reinforcementHexes(hero, 'p2', 'army')).toContain('1611');
    expect(reinforcementHexes(hero, 'p1', 'army')).not.toContain('1611');
  });
  it('DR-REIN-03 DR-SIEGE-14 no mercenary enters a besieged castle, nor one with enemy units in its hex', () => {
    const free = start([]);
    expect(reinforcementHexes(free, 'p1', 'army')).toContain('1611');
    const besieged = start(armies('neuth', 6, '1611'), { sieges: { '1611': 'p2' } });
    expect(reinforcementHexes(besieged, 'p1', 'army')).not.toContain('1611');
    const lone = start([{ id: 'neuth-army-1', hex: '1611' }]);
    expect(lone.sieges['1611']).toBeUndefined();
    expect(reinforcementHexes(lone, 'p1', 'army')).not.toContain('1611');
    // a fleet is no army: castles without a port take no mercenary fleet
    expect(reinforcementHexes(free, 'p1', 'fleet')).not.toContain('1611');
  });
  it('DR-TROLL-04 the Face takes mercenary armies for the Trolls, unless an enemy stands there; never fleets', () => {
    const FACE = '2310';
    const trolls = sandbox({ kingdoms: ['trolls', 'muetar'], phase: 'movement', units: [] });
    expect(reinforcementHexes(trolls, 'p1', 'army')).toContain(FACE);
    expect(reinforcementHexes(trolls, 'p1', 'fleet')).not.toContain(FACE);
    expect(reinforcementHexes(trolls, 'p2', 'army')).not.toContain(FACE);
    const held = sandbox({
      kingdoms: ['trolls', 'muetar'],
      phase: 'movement',
      units: [{ id: 'muetar-army-1', hex: FACE }],
    });
    expect(reinforcementHexes(held, 'p1', 'army')).not.toContain(FACE);
  });
});

describe("Parros's canals once Parros is plundered (DR-ROMB-02, Q-58)", () => {
  const out = grid.neighbours(PARROS)[0] as string;
  const at = (units: Sandbox['units']) =>
    sandbox({ kingdoms: ['rombune', 'muetar'], phase: 'movement', plundered: ['parros'], units });
  it('Q-58 DR-ROMB-02 plundered Parros held by one side alone spares that side the +2, and only that side', () => {
    const held = at(armies('muetar', 1, PARROS));
    expect(canalExtra(held, 'p2', PARROS, out)).toBe(0);
    expect(canalExtra(held, 'p1', PARROS, out)).toBe(2);
  });
  it('Q-58 DR-ROMB-02 plundered Parros with both sides in it is friendly to neither: both pay the +2', () => {
    const both = at([...armies('muetar', 1, PARROS), ...armies('rombune', 1, PARROS)]);
    expect(canalExtra(both, 'p1', PARROS, out)).toBe(2);
    expect(canalExtra(both, 'p2', PARROS, out)).toBe(2);
  });
});
