/**
 * Die-roll modifiers (DG-DRM-01..11): leaders, dragons, wizards, cavalry,
 * flight, fortresses, fortified cities, dwarven fortresses, favourable
 * terrain, the taunt, and the Strategic Events that add to attacks. Each is
 * read off the battleRolled event, where the log and the board find them.
 */
import { describe, expect, it } from 'vitest';
import { attack, forced, mapIs, modsOf, rolled, send, start } from './combat.testkit.ts';
import { getHexside, MODIFIERS } from './data/index.ts';

const values = (events: Parameters<typeof modsOf>[0], rule: string) => modsOf(events, rule).map((m) => m.value);

describe('die-roll modifiers', () => {
  it('DG-DRM-01 the best Tactical Rating of one leader a side counts, only from hexes that take part', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'verminaard', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'green-highlord', hex: '3712' },
      { id: 'blue-inf-1', hex: '3512' },
      { id: 'blue-highlord', hex: '3512' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'laurana', hex: '3613' },
      { id: 'qualinesti-speaker', hex: '3613' },
    ]);
    // Blue Highlord (3) stands with an army that does not attack: Verminaard's 2 is the best that counts.
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2'], [5]);
    expect(modsOf(r.events, 'DG-DRM-01').map((m) => [m.label, m.value])).toEqual([
      ['Verminaard leads the attack', 2],
      ['Laurana leads the defence', -3],
    ]);
    const all = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'blue-inf-1'], [5]);
    expect(values(all.events, 'DG-DRM-01')).toEqual([3, -3]);
  });

  it('DG-DRM-02 dragons add their Strength Points again as a modifier, depleted ones at their depleted SP', () => {
    const s = start([
      { id: 'red-dragon-1', hex: '3612' },
      { id: 'red-dragon-2', hex: '3612', depleted: true },
      { id: 'gold-dragon-1', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-dragon-1', 'red-dragon-2'], [5]);
    expect(values(r.events, 'DG-DRM-02')).toEqual([5 + 3, -5]);
    expect(rolled(r.events)).toMatchObject({ attack: 8, defence: 9 });
    // The Dragonlances with the defenders blunt the Highlord's dragons (a Strategic Event of ours).
    const lances = attack({ ...s, markers: [{ event: 'dragonlances', hex: '3613' }] }, '3613', ['red-dragon-1'], [5]);
    expect(values(lances.events, 'DG-DRM-02')).toEqual([0, -5]);
  });

  it('DG-DRM-03 one wizard a side counts: +3 attacking, -3 defending', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'black-robe-1', hex: '3612' },
      { id: 'black-robe-2', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'white-robe', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-inf-1'], [5]);
    expect(values(r.events, 'DG-DRM-03')).toEqual([3, -3]);
  });

  it('DG-DRM-04 cavalry in the attack adds +1 however many; defending cavalry adds nothing', () => {
    const s = start([
      { id: 'red-cav', hex: '3612' },
      { id: 'blue-cav-1', hex: '3612' },
      { id: 'red-inf-1', hex: '3712' },
      { id: 'solanthus-knights-1', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    expect(values(attack(s, '3613', ['red-cav', 'blue-cav-1'], [5]).events, 'DG-DRM-04')).toEqual([1]);
    const foot = attack(s, '3613', ['red-inf-1'], []);
    expect(foot.state.stage?.kind).toBe('rbc');
    expect(values(send(foot.state, 'whitestone', { type: 'stand' }, [5]).events, 'DG-DRM-04')).toEqual([]);
  });

  it('DG-DRM-05 fliers add +1 attacking and -1 defending, however many', () => {
    const s = start([
      { id: 'citadel-1', hex: '3612' },
      { id: 'citadel-2', hex: '3612' },
      { id: 'red-inf-1', hex: '3712' },
      { id: 'silvanesti-griffons', hex: '3613' },
      { id: 'silvanesti-pegasi', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['citadel-1', 'citadel-2', 'red-inf-1'], [5]);
    expect(values(r.events, 'DG-DRM-05')).toEqual([1, -1]);
    expect(values(r.events, 'DG-DRM-02')).toEqual([]);
  });

  it('DG-DRM-06 a fortress triples its defenders and gives them -4; attacking out of one gives nothing', () => {
    mapIs('3413', 'clear', ['3513']);
    const into = start(
      [
        { id: 'red-inf-1', hex: '3413' },
        { id: 'qualinesti-foot-1', hex: '3513' },
      ],
      { mover: 'whitestone' },
    );
    const r = attack(into, '3413', ['qualinesti-foot-1'], [5]);
    expect(values(r.events, 'DG-DRM-06')).toEqual([-4]);
    expect(rolled(r.events).defence).toBe(12);
    const out = start([
      { id: 'red-inf-1', hex: '3413' },
      { id: 'qualinesti-foot-1', hex: '3513' },
    ]);
    const o = attack(out, '3513', ['red-inf-1'], [5]);
    expect(rolled(o.events).mods).toEqual([]);
    expect(rolled(o.events).defence).toBe(4);
  });

  it('DG-DRM-07 a fortified city doubles its defenders and gives them -2; attacking out of one gives nothing', () => {
    mapIs('3517', 'clear', ['3516']);
    const into = start(
      [
        { id: 'red-inf-1', hex: '3517' },
        { id: 'qualinesti-foot-1', hex: '3516' },
      ],
      { mover: 'whitestone' },
    );
    const r = attack(into, '3517', ['qualinesti-foot-1'], [5]);
    expect(values(r.events, 'DG-DRM-07')).toEqual([-2]);
    expect(rolled(r.events).defence).toBe(8);
    const out = start([
      { id: 'red-inf-1', hex: '3517' },
      { id: 'qualinesti-foot-1', hex: '3516' },
    ]);
    expect(rolled(attack(out, '3516', ['red-inf-1'], [5]).events).mods).toEqual([]);
  });

  it('DG-DRM-08 a dwarven fortress gives -10 and takes away the attacker’s flight and cavalry, not its dragons', () => {
    mapIs('2712', 'mountain', ['2711', '2612']);
    const s = start([
      { id: 'kaolyn-dwarves-1', hex: '2712' },
      { id: 'red-cav', hex: '2711' },
      { id: 'red-dragon-1', hex: '2612' },
    ]);
    const r = attack(s, '2712', ['red-cav', 'red-dragon-1'], [5]);
    expect(values(r.events, 'DG-DRM-08')).toEqual([-10]);
    expect(values(r.events, 'DG-DRM-04')).toEqual([]);
    expect(values(r.events, 'DG-DRM-05')).toEqual([]);
    expect(values(r.events, 'DG-DRM-02')).toEqual([5]);
    // AMB-35 as the data has it: a dwarven fortress is a fortress, ×3.
    expect(rolled(r.events).defence).toBe(15);
  });

  it('DG-DRM-09 favourable terrain: +1 for attackers in their own hex, -1 for defenders, once a side', () => {
    expect(getHexside('3412', '3512').mountain).toBe(true);
    mapIs('3412', 'mountain');
    mapIs('1526', 'forest', ['1527']);
    mapIs('1527', 'clear');
    // Dwarves attacking out of their mountains, across the mountain hexside only they may cross.
    const dwarves = start(
      [
        { id: 'kaolyn-dwarves-1', hex: '3412' },
        { id: 'red-inf-1', hex: '3512' },
      ],
      { mover: 'whitestone' },
    );
    expect(values(attack(dwarves, '3512', ['kaolyn-dwarves-1'], [5]).events, 'DG-DRM-09')).toEqual([1]);
    // Elves attacking from the open into a forest: the target hex does not count for attackers.
    const elves = start(
      [
        { id: 'qualinesti-foot-1', hex: '1527' },
        { id: 'red-inf-1', hex: '1526' },
      ],
      { mover: 'whitestone' },
    );
    expect(values(attack(elves, '1526', ['qualinesti-foot-1'], [5]).events, 'DG-DRM-09')).toEqual([]);
    // Two elven armies defending their forest: -1, once.
    const wood = start([
      { id: 'qualinesti-foot-1', hex: '1526' },
      { id: 'qualinesti-foot-2', hex: '1526' },
      { id: 'red-inf-1', hex: '1527' },
    ]);
    expect(values(attack(wood, '1526', ['red-inf-1'], [5]).events, 'DG-DRM-09')).toEqual([-1]);
  });

  it('DG-DRM-10 a taunted stack’s forced attack takes -2; an ordinary attack does not', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'hylo-kender-1', hex: '3613' },
    ]);
    expect(values(forced(s, '3613', ['red-inf-1'], [5]).events, 'DG-DRM-10')).toEqual([-2]);
    expect(values(attack(s, '3613', ['red-inf-1'], [5]).events, 'DG-DRM-10')).toEqual([]);
  });

  it('DG-DRM-11 every modifier comes from the data’s summary, and Strategic Events add theirs to one side’s attacks', () => {
    const s = start([
      { id: 'red-cav', hex: '1526' },
      { id: 'citadel-1', hex: '1526' },
      { id: 'black-robe-1', hex: '1526' },
      { id: 'verminaard', hex: '1526' },
      { id: 'qualinesti-foot-1', hex: '1525' },
      { id: 'qualinesti-griffons', hex: '1525' },
      { id: 'white-robe', hex: '1525' },
      { id: 'laurana', hex: '1525' },
    ]);
    const r = attack(s, '1525', ['red-cav', 'citadel-1'], [5]);
    const mods = modsOf(r.events);
    expect(new Set(mods.map((m) => m.rule))).toEqual(
      new Set(['DG-DRM-01', 'DG-DRM-03', 'DG-DRM-04', 'DG-DRM-05', 'DG-DRM-07', 'DG-DRM-09']),
    );
    for (const m of mods) {
      const d = MODIFIERS.find((x) => x.rule === m.rule)!;
      const side = m.value > 0 ? d.attacker : d.defender;
      expect(typeof side === 'number' ? m.value : side).toBe(typeof side === 'number' ? side : 'tr');
    }
    const wrath = { ...s, effects: [{ event: 'dark-queens-wrath', side: 'highlord' as const }] };
    expect(
      modsOf(attack(wrath, '1525', ['red-cav', 'citadel-1'], [5]).events, 'DG-SE-06').map((m) => [m.label, m.value]),
    ).toEqual([['The Dark Queen’s Wrath', 1]]);
    const ws = start(
      [
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ],
      { mover: 'whitestone' },
    );
    const wsWrath = { ...ws, effects: [{ event: 'dark-queens-wrath', side: 'highlord' as const }] };
    expect(modsOf(attack(wsWrath, '3612', ['qualinesti-foot-1'], [5]).events, 'DG-SE-06')).toEqual([]);
  });
});
