/**
 * Ship-to-ship combat (Rule 8, DG-NAV-01..07), leaders and wizards at sea (DG-SEA-01..05, DG-WIZ-04/05),
 * and the defaults of a missed deadline (checklist §2 rows 13-15). Sandboxes in the open sea of the west
 * (column 01 is sea from row 14 down) and at the Silverflood's mouth; all dice scripted.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import { distance, getHex, type Side } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

const NATIONS = {
  dominion: 'highlord',
  mithas: 'highlord',
  palanthus: 'whitestone',
  pirates: 'whitestone',
  caergoth: 'whitestone',
} as const;
type U = { id: string; hex?: string; river?: string; aboard?: string; maelstrom?: boolean; depleted?: boolean };

function start(units: U[], o: { mover?: Side; step?: 'movement' | 'combat' } = {}): State {
  return sandbox({ units, nations: NATIONS, mover: o.mover ?? 'whitestone', step: o.step ?? 'combat' });
}

const W = '0115'; // Whitestone's ships
const H = '0116'; // Highlord's ships, next to them
const P1 = 'pirate-ship-1'; // CR 5-3
const P2 = 'pirate-ship-2';
const D1 = 'dominion-ship-1'; // CR 4-2
const D2 = 'dominion-ship-2';
const attack = (ships: string[], at = H): Command => ({ type: 'seaAttack', at, ships });

/** One Whitestone pirate ship against one Dominion ship: both sides have one target, so the round rolls at once. */
const duel = (extra: U[] = [], d1: Partial<U> = {}, p1: Partial<U> = {}) =>
  start([{ id: P1, hex: W, ...p1 }, { id: D1, hex: H, ...d1 }, ...extra]);

describe('map facts', () => {
  it('has two sea hexes side by side', () => {
    expect(getHex(W).terrain).toBe('sea');
    expect(getHex(H).terrain).toBe('sea');
    expect(distance(W, H)).toBe(1);
  });
});

describe('declaring a sea battle (DG-NAV-01)', () => {
  it('DG-NAV-01 in its Combat Step the mover attacks enemy ships next to its ships', () => {
    const s = duel();
    const cs = dragonsOfGlory.choices(s, 'whitestone').filter((c) => c.command.type === 'seaAttack');
    expect(cs).toHaveLength(1);
    expect(cs[0]!.command).toEqual(attack([P1]));
    expect(cs[0]!.target).toBe(H);
    expect(cs[0]!.label).toBe('Attack Dominion Fleet I at sea (0116) with Pirate Ships I');
    const { events } = act(s, 'whitestone', attack([P1]), [10, 10]);
    expect(ofType(events, 'seaBattleDeclared')[0]).toMatchObject({
      at: H,
      attacker: 'whitestone',
      attackers: [P1],
      defenders: [D1],
    });
    // Not in the Movement Step, not by the side that is not moving.
    rejects(
      start(
        [
          { id: P1, hex: W },
          { id: D1, hex: H },
        ],
        { step: 'movement' },
      ),
      'whitestone',
      attack([P1]),
      'rule/not_now',
    );
    rejects(s, 'highlord', { type: 'seaAttack', at: W, ships: [D1] }, 'rule/not_your_turn');
  });

  it('DG-NAV-01 not a ship two hexes away, and each ship attacks once a Combat Step', () => {
    const far = start([
      { id: P1, hex: W },
      { id: D1, hex: '0117' },
    ]);
    expect(distance(W, '0117')).toBe(2);
    rejects(far, 'whitestone', attack([P1], '0117'), 'rule/cannot_attack');
    expect(dragonsOfGlory.choices(far, 'whitestone').some((c) => c.command.type === 'seaAttack')).toBe(false);
    // After a battle (the defender withdraws), the same ship may not attack again.
    let st = act(duel([{ id: D2, hex: '0117' }]), 'whitestone', attack([P1]), [10, 10]).state;
    st = act(st, 'highlord', { type: 'withdrawShips', to: '0117' }).state;
    expect(st.stage).toEqual({ kind: 'combat', side: 'whitestone' });
    rejects(st, 'whitestone', attack([P1], '0117'), 'rule/cannot_attack');
  });

  it('DG-NAV-01 ships on a river hexside attack and are attacked from the mouth', () => {
    const s = start([
      { id: P1, hex: '1408' },
      { id: D1, hex: '1507', river: '1507|1508' },
    ]);
    const { events } = act(s, 'whitestone', attack([P1], '1507|1508'), [10, 10]);
    expect(ofType(events, 'seaBattleDeclared')[0]!.defenders).toEqual([D1]);
  });

  it('DG-NAV-01 a ship caught in the Maelstrom is out of reach', () => {
    const s = start([
      { id: P1, hex: '4412' },
      { id: D1, hex: '4413', maelstrom: true },
    ]);
    rejects(s, 'whitestone', attack([P1], '4413'), 'rule/in_maelstrom');
  });
});

describe('a round (DG-NAV-02/03/05/07)', () => {
  it('DG-NAV-02 each ship fires once; a roll at or under its Combat Rating damages its target', () => {
    // Pirate CR 5 rolls 5: a hit; Dominion CR 4 rolls 5: a miss.
    const a = act(duel(), 'whitestone', attack([P1]), [5, 5]);
    expect(ofType(a.events, 'seaRolled')[0]!.shots).toEqual([
      { ship: P1, target: D1, die: 5, need: 5, hit: true },
      { ship: D1, target: P1, die: 5, need: 4, hit: false },
    ]);
    expect(a.state.units[D1]!.depleted).toBe(true);
    expect(a.state.units[P1]!.depleted).toBe(false);
    const b = act(duel(), 'whitestone', attack([P1]), [6, 4]);
    expect(b.state.units[D1]!.depleted).toBe(false);
    expect(b.state.units[P1]!.depleted).toBe(true);
  });

  it('DG-NAV-02 with a choice of targets, the attacker names its own, then the defender its own', () => {
    const s = start([
      { id: P1, hex: W },
      { id: P2, hex: W },
      { id: D1, hex: H },
      { id: D2, hex: H },
    ]);
    let r = act(s, 'whitestone', attack([P1, P2]));
    expect(r.state.stage).toEqual({ kind: 'naval', side: 'whitestone' });
    expect(dragonsOfGlory.choices(r.state, 'whitestone').map((c) => c.label)).toContain(
      'Every ship fires at Dominion Fleet II (CR 4)',
    );
    rejects(r.state, 'whitestone', { type: 'fire', targets: { [P1]: P2 } }, 'rule/bad_target');
    r = act(r.state, 'whitestone', { type: 'fire', targets: { [P1]: D2, [P2]: D2 } });
    expect(r.state.stage).toEqual({ kind: 'naval', side: 'highlord' });
    r = act(r.state, 'highlord', { type: 'fire', targets: { [D1]: P2, [D2]: P2 } }, [1, 10, 10, 1]);
    const shots = ofType(r.events, 'seaRolled')[0]!.shots;
    expect(shots.map((x) => [x.ship, x.target])).toEqual([
      [P1, D2],
      [P2, D2],
      [D1, P2],
      [D2, P2],
    ]);
    expect(r.state.units[D2]!.depleted).toBe(true);
    expect(r.state.units[P2]!.depleted).toBe(true);
  });

  it('DG-NAV-03 fire is simultaneous: a ship sunk this round still fires', () => {
    const a = act(duel([], { depleted: true }), 'whitestone', attack([P1]), [1, 1]);
    expect(a.state.units[D1]!.where).toBe('removed');
    expect(ofType(a.events, 'seaRolled')[0]!.shots[1]).toEqual({ ship: D1, target: P1, die: 1, need: 2, hit: true });
    expect(a.state.units[P1]!.depleted).toBe(true);
    expect(a.state.sea).toBeNull();
    expect(a.state.stage).toEqual({ kind: 'combat', side: 'whitestone' });
  });

  it('DG-NAV-05 a damaged ship flips; hit again, it sinks for good (never the pool), two hits at once too', () => {
    let r = act(duel(), 'whitestone', attack([P1]), [1, 10]);
    expect(r.state.units[D1]).toMatchObject({ where: 'map', depleted: true });
    r = act(r.state, 'highlord', { type: 'fightOn' });
    r = act(r.state, 'whitestone', { type: 'fightOn' }, [1, 10]);
    expect(r.state.units[D1]!.where).toBe('removed');
    // Two ships hitting one undamaged ship in one round sink it.
    const two = start([
      { id: P1, hex: W },
      { id: P2, hex: W },
      { id: D1, hex: H },
    ]);
    const named = act(two, 'whitestone', attack([P1, P2])).state;
    expect(named.stage).toEqual({ kind: 'naval', side: 'highlord' });
    const t = act(named, 'highlord', { type: 'fire', targets: { [D1]: P1 } }, [1, 1, 10]);
    expect(t.state.units[D1]!.where).toBe('removed');
    expect(ofType(t.events, 'shipsDamaged')).toEqual([]);
  });

  it('DG-NAV-06 the army aboard is unharmed by damage and goes to the pool when the ship sinks', () => {
    const s = duel([{ id: 'red-inf-1', hex: H, aboard: D1 }]);
    let r = act(s, 'whitestone', attack([P1]), [1, 10]);
    expect(r.state.units['red-inf-1']).toMatchObject({ where: 'map', aboard: D1, hex: H, depleted: false });
    r = act(r.state, 'highlord', { type: 'fightOn' });
    r = act(r.state, 'whitestone', { type: 'fightOn' }, [1, 10]);
    expect(r.state.units['red-inf-1']!.where).toBe('pool');
  });

  it('DG-NAV-07 a damaged ship fires with its back face, and the battle goes on when all are damaged', () => {
    // Damaged Dominion CR 2: a 3 misses (it would hit at 4 undamaged).
    const r = act(duel([], { depleted: true }, { depleted: true }), 'whitestone', attack([P1]), [10, 3]);
    expect(ofType(r.events, 'seaRolled')[0]!.shots[1]).toMatchObject({ need: 2, hit: false });
    expect(ofType(r.events, 'seaRolled')[0]!.shots[0]).toMatchObject({ need: 3 });
    let st = act(r.state, 'highlord', { type: 'fightOn' }).state;
    const again = act(st, 'whitestone', { type: 'fightOn' }, [10, 2]);
    expect(ofType(again.events, 'seaRolled')[0]!.round).toBe(2);
    expect(again.state.units[P1]!.where).toBe('removed');
    st = again.state;
    expect(st.sea).toBeNull();
  });
});

describe('after each round: withdrawal (DG-NAV-04)', () => {
  it('DG-NAV-04 the defender may first withdraw all its ships one hex, which ends the battle', () => {
    const s = start([
      { id: P1, hex: W },
      { id: D1, hex: H },
      { id: D2, hex: H },
    ]);
    const r = act(s, 'whitestone', attack([P1]));
    expect(r.state.stage).toEqual({ kind: 'naval', side: 'whitestone' });
    const rolled = act(r.state, 'whitestone', { type: 'fire', targets: { [P1]: D1 } }, [10, 10, 10]).state;
    expect(rolled.stage).toEqual({ kind: 'naval-withdraw', side: 'highlord' });
    rejects(rolled, 'whitestone', { type: 'fightOn' }, 'rule/not_your_turn');
    rejects(rolled, 'highlord', { type: 'withdrawShips', to: '0118' }, 'rule/cannot_withdraw');
    rejects(rolled, 'highlord', { type: 'withdrawShips', to: W }, 'rule/cannot_withdraw');
    const w = act(rolled, 'highlord', { type: 'withdrawShips', to: '0117' });
    expect(ofType(w.events, 'shipsWithdrew')[0]).toMatchObject({ side: 'highlord', ships: [D1, D2], hex: '0117' });
    expect([w.state.units[D1]!.hex, w.state.units[D2]!.hex]).toEqual(['0117', '0117']);
    expect(w.state.sea).toBeNull();
    expect(w.state.stage).toEqual({ kind: 'combat', side: 'whitestone' });
  });

  it('DG-NAV-04 if the defender stays, the attacker may withdraw; if neither does, another round', () => {
    let st = act(duel(), 'whitestone', attack([P1]), [10, 10]).state;
    st = act(st, 'highlord', { type: 'fightOn' }).state;
    expect(st.stage).toEqual({ kind: 'naval-withdraw', side: 'whitestone' });
    const w = act(st, 'whitestone', { type: 'withdrawShips', to: '0114' });
    expect(w.state.units[P1]!.hex).toBe('0114');
    expect(w.state.sea).toBeNull();
    rejects(st, 'whitestone', { type: 'withdrawShips', to: H }, 'rule/cannot_withdraw');
    const again = act(st, 'whitestone', { type: 'fightOn' }, [10, 10]);
    expect(ofType(again.events, 'seaRolled')[0]!.round).toBe(2);
    expect(again.state.stage).toEqual({ kind: 'naval-withdraw', side: 'highlord' });
  });

  it('DG-NAV-04 a deadline stays and fights on, for either side (checklist §2 row 14)', () => {
    let st = act(duel(), 'whitestone', attack([P1]), [10, 10]).state;
    expect(dragonsOfGlory.onTimeout(st, 'highlord')).toEqual({ type: 'fightOn' });
    st = act(st, 'highlord', { type: 'fightOn' }).state;
    expect(dragonsOfGlory.onTimeout(st, 'whitestone')).toEqual({ type: 'fightOn' });
  });

  it('DG-NAV-02 a defender’s deadline spreads its fire over the attackers with the highest CR (checklist §2 row 13)', () => {
    const s = start([
      { id: P1, hex: W },
      { id: 'maquesta', hex: W, aboard: P1 },
      { id: P2, hex: W },
      { id: 'palanthus-ship-1', hex: W },
      { id: D1, hex: H },
      { id: D2, hex: H },
    ]);
    let st = act(s, 'whitestone', attack([P1, P2, 'palanthus-ship-1'])).state;
    st = act(st, 'whitestone', { type: 'fire', targets: { [P1]: D1, [P2]: D1, 'palanthus-ship-1': D1 } }).state;
    expect(st.stage).toEqual({ kind: 'naval', side: 'highlord' });
    // Maquesta's ship (CR 7) first, then Pirate Ships II (5); the Palanthian Fleet (4) is left alone.
    expect(dragonsOfGlory.onTimeout(st, 'highlord')).toEqual({ type: 'fire', targets: { [D1]: P1, [D2]: P2 } });
  });
});

describe('leaders and wizards at sea (DG-SEA, DG-WIZ-04/05)', () => {
  it('DG-SEA-01 only Maquesta, Mithas and Kothas add to a ship’s rating', () => {
    const plain = act(duel([{ id: 'verminaard', hex: H, aboard: D1 }]), 'whitestone', attack([P1]), [10, 5]);
    expect(ofType(plain.events, 'seaRolled')[0]!.shots[1]).toMatchObject({ need: 4, hit: false });
    const minotaur = act(duel([{ id: 'mithas', hex: H, aboard: D1 }]), 'whitestone', attack([P1]), [10, 5]);
    expect(ofType(minotaur.events, 'seaRolled')[0]!.shots[1]).toMatchObject({ need: 6, hit: true });
  });

  it('DG-SEA-02 the naval leader’s TR is added to the CR before the roll', () => {
    const r = act(duel([{ id: 'maquesta', hex: W, aboard: P1 }]), 'whitestone', attack([P1]), [7, 10]);
    expect(ofType(r.events, 'seaRolled')[0]!.shots[0]).toMatchObject({ die: 7, need: 7, hit: true });
    const without = act(duel(), 'whitestone', attack([P1]), [7, 10]);
    expect(ofType(without.events, 'seaRolled')[0]!.shots[0]).toMatchObject({ need: 5, hit: false });
  });

  it('DG-SEA-03 a leader on a sinking ship rolls 1d6: 1-3 lost, 4-6 with the nearest friendly army (lowest hex on a tie)', () => {
    expect(distance(W, '0414')).toBe(3);
    expect(distance(W, '0415')).toBe(3);
    const s = duel(
      [
        { id: 'maquesta', hex: W, aboard: P1 },
        { id: 'palanthus-lord', hex: W, aboard: P1 },
        { id: 'palanthus-guard', hex: '0415' },
        { id: 'palanthus-militia-1', hex: '0414' },
      ],
      {},
      { depleted: true },
    );
    // Round: the pirates miss (10), the Dominion ship hits (1): sunk. Maquesta 3: lost; the Lord 4: saved.
    const r = act(s, 'whitestone', attack([P1]), [10, 1, 3, 4]);
    expect(ofType(r.events, 'leaderAtSea')).toEqual([
      { type: 'leaderAtSea', leader: 'maquesta', die: 3, survived: false, hex: null },
      { type: 'leaderAtSea', leader: 'palanthus-lord', die: 4, survived: true, hex: '0414' },
    ]);
    expect(r.state.units.maquesta!.where).toBe('removed');
    expect(r.state.units['palanthus-lord']).toMatchObject({ where: 'map', hex: '0414', aboard: null });
  });

  it('DG-SEA-04 DG-WIZ-04 each wizard aboard adds 3 to its ship’s rating', () => {
    const one = act(duel([{ id: 'black-robe-1', hex: H, aboard: D1 }]), 'whitestone', attack([P1]), [10, 7]);
    expect(ofType(one.events, 'seaRolled')[0]!.shots[1]).toMatchObject({ need: 7, hit: true });
    const two = act(
      duel([
        { id: 'black-robe-1', hex: H, aboard: D1 },
        { id: 'black-robe-2', hex: H, aboard: D1 },
      ]),
      'whitestone',
      attack([P1]),
      [10, 10],
    );
    expect(ofType(two.events, 'seaRolled')[0]!.shots[1]).toMatchObject({ need: 10, hit: true });
  });

  it('DG-WIZ-05 a wizard whose ship sinks reappears with the nearest friendly army or ship', () => {
    const toShip = duel(
      [
        { id: 'black-robe-1', hex: H, aboard: D1 },
        { id: D2, hex: '0118' },
        { id: 'red-inf-1', hex: '0314' },
      ],
      { depleted: true },
    );
    expect(distance(H, '0118')).toBe(2);
    expect(distance(H, '0314')).toBeGreaterThan(2);
    const a = act(toShip, 'whitestone', attack([P1]), [1, 10]);
    expect(ofType(a.events, 'wizardReappeared')).toEqual([
      { type: 'wizardReappeared', wizard: 'black-robe-1', hex: '0118', ship: D2 },
    ]);
    expect(a.state.units['black-robe-1']).toMatchObject({ where: 'map', hex: '0118', aboard: D2 });
    const toArmy = duel(
      [
        { id: 'black-robe-1', hex: H, aboard: D1 },
        { id: 'red-inf-1', hex: '0314' },
      ],
      { depleted: true },
    );
    const b = act(toArmy, 'whitestone', attack([P1]), [1, 10]);
    expect(b.state.units['black-robe-1']).toMatchObject({ where: 'map', hex: '0314', aboard: null });
  });

  it('DG-SEA-05 a ship takes any number of leaders aboard', () => {
    const s = start(
      [
        { id: 'palanthus-ship-1', hex: '2104' },
        { id: 'palanthus-lord', hex: '2104' },
        { id: 'maquesta', hex: '2104' },
        { id: 'caergoth-lord', hex: '2104' },
        { id: 'palanthus-guard', hex: '2104' },
      ],
      { step: 'movement' },
    );
    const leaders = ['caergoth-lord', 'maquesta', 'palanthus-lord'];
    const c = dragonsOfGlory
      .choices(s, 'whitestone')
      .find((x) => x.command.type === 'embark' && x.pick?.field === 'units')!;
    expect(c.command).toEqual({ type: 'embark', ship: 'palanthus-ship-1', units: leaders });
    let st = act(s, 'whitestone', c.command as Command).state;
    st = act(st, 'whitestone', { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-guard'] }).state;
    expect([...leaders, 'palanthus-guard'].every((id) => st.units[id]!.aboard === 'palanthus-ship-1')).toBe(true);
  });
});
