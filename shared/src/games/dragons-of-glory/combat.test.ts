/**
 * Land and air combat, Rule 7 (DG-CMB-01..17) and the binding attack of the
 * optional hidden stacks (DG-HID-02). Battles on the Dominion plains around
 * 3613 (combat.testkit.ts), at Blackgate, Goldleaf and Nightspire, on the
 * Solanthus deep river, the Emberkeep marsh and the desert west of it.
 */
import { describe, expect, it } from 'vitest';
import {
  attack,
  choicesOf,
  hexOf,
  mapIs,
  modsOf,
  ofType,
  refuses,
  rolled,
  send,
  start,
  where,
} from './combat.testkit.ts';
import { combatResult, getHexside } from './data/index.ts';
import { oddsOf, totalOf } from './rules/odds.ts';

const attacks = (s: Parameters<typeof choicesOf>[0]) =>
  choicesOf(s, 'highlord').filter((c) => c.command.type === 'attack');

describe('declaring attacks', () => {
  it('DG-CMB-01 the mover may attack enemy armies next to its own, or end its Combat Step without attacking', () => {
    mapIs('3613', 'clear', ['3612']);
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3511' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    expect(attacks(s).map((c) => c.command)).toEqual([{ type: 'attack', hex: '3613', units: ['red-inf-1'] }]);
    refuses(s, 'highlord', { type: 'attack', hex: '3613', units: ['red-inf-2'] }, 'not_adjacent');
    const r = send(s, 'highlord', { type: 'endCombat' });
    expect(ofType(r.events, 'battleDeclared')).toHaveLength(0);
    expect(r.state.mover).toBe('whitestone');
    expect(r.state.step).toBe('movement');
  });

  it('DG-CMB-02 the side that just moved is the attacker; the other side cannot attack in its Combat Step', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    refuses(s, 'whitestone', { type: 'attack', hex: '3612', units: ['qualinesti-foot-1'] }, 'not_your_turn');
    const r = attack(s, '3613', ['red-inf-1'], [5]);
    expect(ofType(r.events, 'battleDeclared')[0]).toMatchObject({
      attacker: 'highlord',
      defenders: ['qualinesti-foot-1'],
    });
  });

  it('DG-CMB-03 every army in the defending hex defends together', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-inf-1'], [5]);
    expect(ofType(r.events, 'battleDeclared')[0]!.defenders).toEqual(['qualinesti-foot-1', 'solanthus-foot-1']);
    expect(rolled(r.events).defence).toBe(8);
  });

  it('DG-CMB-04 stacks in several hexes combine into one attack on a hex', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'blue-inf-1', hex: '3512' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    expect(attacks(s).map((c) => c.command)).toEqual([
      { type: 'attack', hex: '3613', units: ['blue-inf-1', 'red-inf-1', 'red-inf-2'] },
    ]);
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'blue-inf-1'], [1]);
    expect(rolled(r.events).attack).toBe(12);
  });

  it('DG-CMB-05 a hex is attacked at most once per Combat Step; another hex still may be', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-3', hex: '3614' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3513' },
    ]);
    // 4 against 4, a 1: 2/1 (the attacker's army goes, the defender's is depleted); no choice is left to make.
    const r = attack(s, '3613', ['red-inf-1'], [1]);
    expect(r.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
    expect(r.state.attackedHexes).toEqual(['3613']);
    refuses(r.state, 'highlord', { type: 'attack', hex: '3613', units: ['red-inf-3'] }, 'hex_attacked');
    expect(attacks(r.state).map((c) => (c.command as { hex: string }).hex)).toEqual(['3513']);
    const again = attack(r.state, '3513', ['red-inf-3'], [5]);
    expect(ofType(again.events, 'battleDeclared')).toHaveLength(1);
  });

  it('DG-CMB-06 no army attacks more than once a Turn', () => {
    const s = start([
      { id: 'red-inf-2', hex: '3512' },
      { id: 'red-inf-3', hex: '3614' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3513' },
    ]);
    // 4 against 4, a 9: -/2, the defender is wiped out; the attacker stays put.
    let r = attack(s, '3613', ['red-inf-2'], [9]);
    r = send(r.state, 'highlord', { type: 'advance', units: [] });
    expect(r.state.flags['red-inf-2']?.attacked).toBe(true);
    refuses(r.state, 'highlord', { type: 'attack', hex: '3513', units: ['red-inf-2'] }, 'already_attacked');
    expect(attacks(r.state).map((c) => c.command)).toEqual([{ type: 'attack', hex: '3513', units: ['red-inf-3'] }]);
    expect(ofType(attack(r.state, '3513', ['red-inf-3'], [5]).events, 'battleDeclared')).toHaveLength(1);
  });

  it('DG-CMB-07 an army attacks only a hex it could move into: mountain hexsides, deep rivers, marsh and desert', () => {
    expect(getHexside('3511', '3412').mountain).toBe(true);
    expect(getHexside('2009', '2010').deep).toBe(true);
    mapIs('2922', 'marsh', ['2923']);
    mapIs('2825', 'desert', ['2824']);
    const s = start([
      // across a mountain hexside: ogres and fliers only
      { id: 'qualinesti-foot-1', hex: '3412' },
      { id: 'red-inf-1', hex: '3511' },
      { id: 'blode-ogres-1', hex: '3511' },
      { id: 'red-dragon-1', hex: '3511' },
      // across a deep river: nobody
      { id: 'solanthus-foot-1', hex: '2010' },
      { id: 'red-inf-2', hex: '2009' },
      { id: 'red-dragon-2', hex: '2009' },
      // into marsh: fliers only
      { id: 'qualinesti-foot-2', hex: '2922' },
      { id: 'red-inf-3', hex: '2923' },
      { id: 'red-dragon-3', hex: '2923' },
      // into desert: nobody
      { id: 'qualinesti-foot-3', hex: '2825' },
      { id: 'red-inf-4', hex: '2824' },
      { id: 'black-dragon-1', hex: '2824' },
    ]);
    refuses(s, 'highlord', { type: 'attack', hex: '3412', units: ['red-inf-1'] }, 'mountain');
    refuses(s, 'highlord', { type: 'attack', hex: '2010', units: ['red-inf-2'] }, 'not_adjacent');
    refuses(s, 'highlord', { type: 'attack', hex: '2010', units: ['red-dragon-2'] }, 'not_adjacent');
    refuses(s, 'highlord', { type: 'attack', hex: '2922', units: ['red-inf-3'] }, 'cannot_enter');
    refuses(s, 'highlord', { type: 'attack', hex: '2825', units: ['red-inf-4'] }, 'cannot_enter');
    refuses(s, 'highlord', { type: 'attack', hex: '2825', units: ['black-dragon-1'] }, 'cannot_enter');
    expect(attacks(s).map((c) => c.command)).toEqual([
      { type: 'attack', hex: '2922', units: ['red-dragon-3'] },
      { type: 'attack', hex: '3412', units: ['blode-ogres-1', 'red-dragon-1'] },
    ]);
    expect(ofType(attack(s, '3412', ['blode-ogres-1'], [5]).events, 'battleDeclared')).toHaveLength(1);
  });

  it('DG-CMB-17 the attacker picks which adjacent armies join; the others may attack elsewhere', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3713' },
    ]);
    const c = attacks(s).find((x) => (x.command as { hex: string }).hex === '3613')!;
    expect(c.pick).toMatchObject({ field: 'units', min: 1 });
    expect(c.pick!.options.map((o) => o.id)).toEqual(['red-inf-1', 'red-inf-2']);
    expect(c.target).toBe('3613');
    let r = attack(s, '3613', ['red-inf-1'], [9]);
    expect(ofType(r.events, 'battleDeclared')[0]!.attackers).toEqual(['red-inf-1']);
    r = send(r.state, 'highlord', { type: 'advance', units: [] });
    expect(r.state.flags['red-inf-2']?.attacked).toBeUndefined();
    expect(ofType(attack(r.state, '3713', ['red-inf-2'], [5]).events, 'battleDeclared')).toHaveLength(1);
  });

  it('DG-CMB-16 armies aboard ships neither attack nor defend on land', () => {
    const s = start([
      { id: 'qualinesti-foot-1', hex: '3221' },
      { id: 'palanthus-ship-1', hex: '3221' },
      { id: 'solanthus-foot-1', hex: '3221', aboard: 'palanthus-ship-1' },
      { id: 'red-inf-1', hex: '3321' },
      { id: 'dominion-ship-1', hex: '3220' },
      { id: 'red-inf-2', hex: '3220', aboard: 'dominion-ship-1' },
      { id: 'palanthus-ship-2', hex: '3121' },
      { id: 'solanthus-foot-2', hex: '3121', aboard: 'palanthus-ship-2' },
    ]);
    refuses(s, 'highlord', { type: 'attack', hex: '3221', units: ['red-inf-2'] }, 'aboard');
    const r = attack(s, '3221', ['red-inf-1'], [5]);
    expect(ofType(r.events, 'battleDeclared')[0]!.defenders).toEqual(['qualinesti-foot-1']);
    expect(rolled(r.events).defence).toBe(4);
    // A hex where the only enemy army is aboard a ship cannot be attacked (AMB-18).
    refuses(s, 'highlord', { type: 'attack', hex: '3121', units: ['red-inf-1'] }, 'no_enemy');
  });
});

describe('the procedure', () => {
  it('DG-CMB-08 attack and defence add every army, depleted ones at their depleted strength, fliers too', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612', depleted: true },
      { id: 'black-dragon-1', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613', depleted: true },
      { id: 'solanthus-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'black-dragon-1'], [1]);
    expect(rolled(r.events)).toMatchObject({ attack: 4 + 2 + 3, defence: 2 + 4 });
  });

  it('DG-CMB-09 the defence is tripled in a fortress, doubled in a fortified city, neither in a disbanded capital', () => {
    mapIs('3413', 'clear', ['3513']);
    const fortress = start(
      [
        { id: 'red-inf-1', hex: '3413' },
        { id: 'qualinesti-foot-1', hex: '3513' },
      ],
      { mover: 'whitestone' },
    );
    expect(rolled(attack(fortress, '3413', ['qualinesti-foot-1'], [5]).events).defence).toBe(12);
    const city = start([
      { id: 'qualinesti-foot-1', hex: '1525' },
      { id: 'red-inf-1', hex: '1526' },
    ]);
    expect(rolled(attack(city, '1525', ['red-inf-1'], [5]).events).defence).toBe(8);
    const open = start([
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'red-inf-1', hex: '3612' },
    ]);
    expect(rolled(attack(open, '3613', ['red-inf-1'], [5]).events).defence).toBe(4);
    const disbanded = { ...city, capitals: { qualinesti: { disbanded: 'goldleaf', returns: 9, at: null } } };
    const r = attack(disbanded, '1525', ['red-inf-1'], [5]);
    expect(rolled(r.events).defence).toBe(4);
    expect(modsOf(r.events, 'DG-DRM-07')).toEqual([]);
  });

  it('DG-CMB-10 odds round down for the defender: 20, 23 and 29 against 10 are all 2-1', () => {
    expect([oddsOf(20, 10), oddsOf(23, 10), oddsOf(29, 10)]).toEqual(['2-1', '2-1', '2-1']);
    expect([oddsOf(19, 10), oddsOf(30, 10), oddsOf(9, 10)]).toEqual(['1-1', '3-1', '1-2']);
    const s = start([
      { id: 'blode-ogres-1', hex: '3612' },
      { id: 'blode-ogres-2', hex: '3612' },
      { id: 'blode-ogres-3', hex: '3712' },
      { id: 'blode-ogres-4', hex: '3712' },
      { id: 'draconian-1', hex: '3512' },
      { id: 'tower-knights-1', hex: '3613' },
      { id: 'tower-knights-2', hex: '3613' },
    ]);
    expect(attacks(s).map((c) => c.label)).toEqual([
      'Attack plains of Highlord Dominion (3613) with 29 against 10: 2-1, +0',
    ]);
    const r = attack(
      s,
      '3613',
      ['blode-ogres-1', 'blode-ogres-2', 'blode-ogres-3', 'blode-ogres-4', 'draconian-1'],
      [5],
    );
    expect(rolled(r.events)).toMatchObject({ attack: 29, defence: 10, column: '2-1' });
  });

  it('DG-CMB-11 every modifier adds into one: -2, -3, -1, +6 and +4 make +4', () => {
    expect(totalOf([-2, -3, -1, 6, 4].map((value) => ({ value })))).toBe(4);
    // Nightspire's walls -2, a black robe -3, a defending flier -1, two dragons of 3 SP +6, and the
    // attacker's +4 from Laurana (+3) with the flight of the dragons (+1).
    const s = start(
      [
        { id: 'red-inf-1', hex: '3517' },
        { id: 'citadel-1', hex: '3517' },
        { id: 'black-robe-1', hex: '3517' },
        { id: 'brass-dragon', hex: '3516' },
        { id: 'copper-dragon', hex: '3516' },
        { id: 'laurana', hex: '3516' },
      ],
      { mover: 'whitestone' },
    );
    const r = attack(s, '3517', ['brass-dragon', 'copper-dragon'], [1]);
    const mods = modsOf(r.events);
    expect(mods.map((m) => m.value).sort((a, b) => a - b)).toEqual([-3, -2, -1, 1, 3, 6]);
    expect(totalOf(mods)).toBe(4);
    expect(rolled(r.events).total).toBe(1 + 4);
  });

  it('DG-CMB-12 the attacker rolls a d10, adds the modifier and reads the odds column; rolls past the table read its last row', () => {
    const s = start([
      { id: 'red-dragon-1', hex: '3612' },
      { id: 'red-dragon-2', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-dragon-1', 'red-dragon-2'], [7]);
    expect(r.left).toBe(0);
    const b = rolled(r.events);
    // 10 against 4 is 2-1; dragons +10 and flight +1 on a 7 make 18, off the top of the table.
    expect(b).toMatchObject({ die: 7, total: 18, column: '2-1' });
    expect(b.result).toEqual(combatResult('2-1', 18));
    expect(combatResult('2-1', 18)).toEqual(combatResult('2-1', 15));
  });

  it('DG-CMB-13 at 1-1 a modified -3 gives E/1', () => {
    // Goldleaf's walls -2, elves in their forest -1, the Speaker -1: a 1 becomes -3.
    mapIs('1525', 'forest', ['1526']);
    const s = start([
      { id: 'qualinesti-foot-1', hex: '1525' },
      { id: 'qualinesti-speaker', hex: '1525' },
      { id: 'red-inf-1', hex: '1526' },
      { id: 'red-inf-2', hex: '1526' },
    ]);
    const r = attack(s, '1525', ['red-inf-1', 'red-inf-2'], [1]);
    expect(rolled(r.events)).toMatchObject({ column: '1-1', total: -3, result: { attacker: 'E', defender: '1' } });
    expect([where(r.state, 'red-inf-1'), where(r.state, 'red-inf-2')]).toEqual(['pool', 'pool']);
    expect(r.state.units['qualinesti-foot-1']).toMatchObject({ where: 'map', depleted: true });
  });

  it('DG-CMB-14 the result left of the slash hits the attacker, the one right of it the defender', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'solanthus-foot-1', hex: '3613' },
      { id: 'solanthus-foot-2', hex: '3613' },
    ]);
    // 4 against 8 is 1-2; a 3 reads 2/1.
    const r = attack(s, '3613', ['red-inf-1'], [3]);
    expect(rolled(r.events).result).toEqual({ attacker: '2', defender: '1' });
    expect(where(r.state, 'red-inf-1')).toBe('pool');
    const feet = ['solanthus-foot-1', 'solanthus-foot-2'].map((id) => r.state.units[id]!);
    expect(feet.every((u) => u.where === 'map')).toBe(true);
    expect(feet.filter((u) => u.depleted)).toHaveLength(1);
  });

  it('DG-CMB-15 the result hits every defender in the hex and every attacker in every hex', () => {
    // 8 against 8 with Laurana defending (-3): a 1 reads E/1, both attacking hexes are wiped out.
    const e = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
      { id: 'laurana', hex: '3613' },
    ]);
    const r1 = attack(e, '3613', ['red-inf-1', 'red-inf-2'], [1]);
    expect(rolled(r1.events).result.attacker).toBe('E');
    expect([where(r1.state, 'red-inf-1'), where(r1.state, 'red-inf-2')]).toEqual(['pool', 'pool']);
    // 24 against 8 is 3-1; a 9 reads -/D: both defenders are depleted.
    const d = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612' },
      { id: 'red-inf-3', hex: '3712' },
      { id: 'red-inf-4', hex: '3712' },
      { id: 'red-inf-5', hex: '3512' },
      { id: 'blue-inf-1', hex: '3512' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
    ]);
    const r2 = attack(d, '3613', ['red-inf-1', 'red-inf-2', 'red-inf-3', 'red-inf-4', 'red-inf-5', 'blue-inf-1'], [9]);
    expect(rolled(r2.events).result).toEqual({ attacker: '-', defender: 'D' });
    expect(ofType(r2.events, 'depleted')[0]!.units).toEqual(['qualinesti-foot-1', 'solanthus-foot-1']);
    expect(hexOf(r2.state, 'qualinesti-foot-1')).toBe('3613');
  });
});

describe('hidden stacks', () => {
  it('DG-HID-02 once declared an attack is fought: the reveal offers the defender only its answer, and no cancel', () => {
    const s = start(
      [
        { id: 'red-inf-1', hex: '3612' },
        { id: 'solanthus-knights-1', hex: '3613' },
      ],
      { hidden: true },
    );
    expect(attacks(s).map((c) => c.label)).toEqual([
      'Attack plains of Highlord Dominion (3613) with 4 (its defenders are hidden)',
    ]);
    const r = attack(s, '3613', ['red-inf-1']);
    expect(r.state.stage).toEqual({ kind: 'rbc', side: 'whitestone' });
    expect(choicesOf(r.state, 'highlord')).toEqual([]);
    refuses(r.state, 'highlord', { type: 'endCombat' }, 'not_your_turn');
    const answers = choicesOf(r.state, 'whitestone');
    expect(new Set(answers.map((c) => c.command.type))).toEqual(new Set(['stand', 'flee']));
    expect(answers.some((c) => /cancel|call off/i.test(c.label))).toBe(false);
    const fought = send(r.state, 'whitestone', { type: 'stand' }, [9]);
    expect(rolled(fought.events).attack).toBe(4);
    expect(fought.state.battle?.roll ?? ofType(fought.events, 'battleEnded')).toBeTruthy();
  });
});
