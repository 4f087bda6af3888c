/**
 * Ground and leader movement (DG-MOV-01..12), racial abilities (DG-RACE-01..03), stopping next to the enemy
 * (DG-ZOC-01..05), the army half of DG-TURN-07, carried armies (DG-SHIP-11) and a ship's bridge (DG-SHIP-12),
 * with AMB-21, AMB-23 and AMB-17. Every set-up is a sandbox; the map facts each test leans on are checked first.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { effectivelyAdjacent, getHex, getHexside, neighbours, type Side } from './data/index.ts';
import { isCavalryId } from './rules/board.ts';
import { evolve } from './rules/evolve.ts';
import type { State } from './rules/state.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

type Placed = Sandbox['units'][number];
const ws = (id: string, hex: string, extra: Partial<Placed> = {}): Placed => ({
  id,
  hex,
  side: 'whitestone',
  ...extra,
});
const hl = (id: string, hex: string, extra: Partial<Placed> = {}): Placed => ({ id, hex, side: 'highlord', ...extra });

/** A Movement Step of `mover` (Whitestone unless told) with Fielder, Qualinesti, Kaolyn and Caergoth on its side. */
function start(units: Placed[], mover: Side = 'whitestone', nations: Sandbox['nations'] = {}): State {
  return sandbox({
    units,
    mover,
    nations: {
      fielder: 'whitestone',
      qualinesti: 'whitestone',
      kaolyn: 'whitestone',
      caergoth: 'whitestone',
      soth: 'whitestone',
      blode: 'whitestone',
      dominion: 'highlord',
      ...nations,
    },
  });
}

const cmd = (units: string[], to: string): Command => ({ type: 'move', units, to });
const move = (s: State, units: string[], to: string) => act(s, s.mover!, cmd(units, to));
const refuses = (s: State, units: string[], to: string, code: string) =>
  rejects(s, s.mover!, cmd(units, to), `rule/${code}`);
const cost = (s: State, units: string[], to: string, id = units[0]!) =>
  ofType(move(s, units, to).events, 'moved')[0]!.costs[id];
/** The hexes offered to exactly this set of units. */
const offeredTo = (s: State, units: string[]): string[] =>
  dragonsOfGlory
    .choices(s, s.mover!)
    .map((c) => c.command as Command)
    .filter((c) => c.type === 'move' && !c.carry && [...c.units].sort().join() === [...units].sort().join())
    .map((c) => (c as Extract<Command, { type: 'move' }>).to);

describe('ground movement (Rule 5)', () => {
  it('DG-MOV-01 a ground army moves over land up to its Movement Points, and no further', () => {
    // 2119..2123 is a straight line of clear Fielder hexes with no river.
    for (const h of ['2119', '2120', '2121', '2122', '2123']) expect(getHex(h).terrain).toBe('clear');
    const s = start([ws('fielder-foot-1', '2119'), ws('fielder-foot-2', '2119')]);
    const r = move(s, ['fielder-foot-1'], '2123');
    expect(ofType(r.events, 'moved')[0]).toMatchObject({
      path: ['2119', '2120', '2121', '2122', '2123'],
      costs: { 'fielder-foot-1': 4 },
    });
    expect(r.state.units['fielder-foot-1']!.hex).toBe('2123');
    refuses(r.state, ['fielder-foot-1'], '2122', 'no_mp');
    // Five hexes is beyond 4 MP.
    refuses(s, ['fielder-foot-2'], '2124', 'out_of_reach');
    expect(offeredTo(s, ['fielder-foot-2'])).not.toContain('2124');
  });

  it('DG-MOV-02 entering a clear hex costs 1 MP', () => {
    expect(getHexside('2119', '2120').features).toEqual([]);
    const s = start([ws('fielder-foot-1', '2119')]);
    expect(cost(s, ['fielder-foot-1'], '2120')).toBe(1);
  });

  it('DG-MOV-03 moving is optional: MP may be spent in parts, and what is left over is lost at the next step', () => {
    const s = start([ws('fielder-foot-1', '2119')]);
    const a = move(s, ['fielder-foot-1'], '2120').state;
    const b = move(a, ['fielder-foot-1'], '2123').state;
    expect(b.flags['fielder-foot-1']!.mp).toBe(4);
    refuses(b, ['fielder-foot-1'], '2122', 'no_mp');
    // A new Movement Step: 4 MP again, not 4 plus what went unused.
    const fresh = evolve(a, { type: 'stepped', step: 'movement', mover: 'whitestone', half: 1 });
    expect(fresh.flags['fielder-foot-1']?.mp).toBeUndefined();
    refuses(fresh, ['fielder-foot-1'], '2125', 'out_of_reach');
    expect(cost(fresh, ['fielder-foot-1'], '2123')).toBe(3);
  });

  it('DG-MOV-04 entering a forest costs 2 MP: with 1 MP left an army may enter clear but not forest', () => {
    expect(getHex('1720').terrain).toBe('forest');
    expect(getHex('1820').terrain).toBe('forest');
    expect(getHexside('1719', '1720').features).toEqual([]);
    const s = start([ws('fielder-foot-1', '1719'), ws('fielder-foot-2', '1618')]);
    expect(cost(s, ['fielder-foot-1'], '1720')).toBe(2);
    // 1618 -> 1719 (2 MP), then 1819: 3 MP spent, 1 left.
    const t = move(move(s, ['fielder-foot-2'], '1719').state, ['fielder-foot-2'], '1819').state;
    expect(t.flags['fielder-foot-2']!.mp).toBe(3);
    refuses(t, ['fielder-foot-2'], '1820', 'out_of_reach');
    expect(cost(t, ['fielder-foot-2'], '1918')).toBe(1);
  });

  it('DG-MOV-05 entering a hex across a river costs 2 MP; a forest across a river costs 3 (AMB-21)', () => {
    expect(getHexside('1619', '1519').river).toBe('plainsrun');
    expect(getHex('1519').terrain).toBe('clear');
    const s = start([ws('fielder-foot-1', '1619'), ws('fielder-foot-2', '1722')]);
    expect(cost(s, ['fielder-foot-1'], '1519')).toBe(2);
    // With 1 MP left the river is out of reach (1619 -> 1620 -> 1719 -> 1619 is 3 MP).
    const t = move(move(s, ['fielder-foot-1'], '1719').state, ['fielder-foot-1'], '1718').state;
    const u = move(t, ['fielder-foot-1'], '1619').state;
    expect(u.flags['fielder-foot-1']!.mp).toBe(3);
    refuses(u, ['fielder-foot-1'], '1519', 'out_of_reach');
    // AMB-21: the costs add up, forest 2 and river 1.
    expect(getHex('1723').terrain).toBe('forest');
    expect(getHexside('1722', '1723').river).not.toBeNull();
    expect(cost(s, ['fielder-foot-2'], '1723')).toBe(3);
  });

  it('DG-MOV-06 ground armies may not enter sea, desert or marsh', () => {
    expect(getHex('1617').terrain).toBe('sea');
    expect(getHex('1321').terrain).toBe('marsh');
    expect(getHex('3922').terrain).toBe('desert');
    const s = start(
      [ws('fielder-foot-1', '1618'), ws('fielder-foot-2', '1421'), ws('fielder-riders-1', '3921')],
      'whitestone',
      { khur: 'whitestone' },
    );
    refuses(s, ['fielder-foot-1'], '1617', 'out_of_reach');
    refuses(s, ['fielder-foot-2'], '1321', 'out_of_reach');
    refuses(s, ['fielder-riders-1'], '3922', 'out_of_reach');
    expect(offeredTo(s, ['fielder-foot-2'])).toContain('1320');
    expect(offeredTo(s, ['fielder-foot-2'])).not.toContain('1321');
  });

  it('DG-MOV-07 ground armies may not cross a mountain hexside or a deep river hexside', () => {
    expect(getHexside('2910', '2911').mountain).toBe(true);
    expect(getHexside('1708', '1709').deep).toBe(true);
    const s = start([ws('fielder-foot-1', '2910'), ws('caergoth-foot-1', '1708')]);
    refuses(s, ['fielder-foot-1'], '2911', 'out_of_reach');
    refuses(s, ['caergoth-foot-1'], '1709', 'out_of_reach');
    // Around the deep river by land is fine: 1708 -> 1608 is open.
    expect(cost(s, ['caergoth-foot-1'], '1608')).toBe(1);
  });

  it('DG-MOV-08 no ground army enters marsh, not even cavalry or dwarves', () => {
    const s = start([ws('fielder-riders-1', '1421'), ws('kaolyn-dwarves-1', '1320')]);
    refuses(s, ['fielder-riders-1'], '1321', 'out_of_reach');
    refuses(s, ['kaolyn-dwarves-1'], '1321', 'out_of_reach');
  });

  it('DG-MOV-09 nothing enters a desert hex: not cavalry, not a leader', () => {
    const s = start([ws('fielder-riders-1', '3921'), ws('fielder-chief', '3921')], 'whitestone', {
      khur: 'whitestone',
    });
    refuses(s, ['fielder-chief'], '3922', 'out_of_reach');
    refuses(s, ['fielder-riders-1', 'fielder-chief'], '3922', 'out_of_reach');
  });

  it('DG-MOV-10 no army enters a hex holding enemy armies, nor passes through it', () => {
    const s = start([ws('fielder-riders-1', '2119'), hl('red-inf-1', '2121')]);
    refuses(s, ['fielder-riders-1'], '2121', 'enemy_hex');
    expect(offeredTo(s, ['fielder-riders-1'])).not.toContain('2121');
    // Cavalry goes around: 2121's column neighbour 2122 is reached another way, never through 2121.
    const r = move(s, ['fielder-riders-1'], '2122');
    expect(ofType(r.events, 'moved')[0]!.path).not.toContain('2121');
  });

  it('DG-MOV-10 an enemy leader alone does not bar the hex: he goes to his nearest army (AMB-24)', () => {
    const s = start([ws('fielder-foot-1', '2119'), hl('verminaard', '2120'), hl('red-inf-1', '2124')]);
    const r = move(s, ['fielder-foot-1'], '2120');
    expect(ofType(r.events, 'followed')[0]).toMatchObject({ units: ['verminaard'], hex: '2124' });
    expect(r.state.units.verminaard!.hex).toBe('2124');
  });

  it('DG-MOV-11 entering a mountain hex costs 1 MP (AMB-23)', () => {
    expect(getHex('2912').terrain).toBe('mountain');
    expect(getHexside('2911', '2912').mountain).toBe(false);
    const s = start([ws('kaolyn-dwarves-1', '2911'), ws('fielder-foot-1', '2105')], 'whitestone', {
      palanthus: 'whitestone',
      'tower-knights': 'whitestone',
    });
    expect(cost(s, ['kaolyn-dwarves-1'], '2912')).toBe(1);
    // The High Clerist Tower's pass is a mountain hex open from the plain: 1 MP for anyone.
    expect(getHex('2106')).toMatchObject({ terrain: 'mountain', pass: true });
    expect(cost(s, ['fielder-foot-1'], '2106')).toBe(1);
  });

  it('DG-MOV-12 leaders move with their own MP, alone or with armies, and never stop next to the enemy', () => {
    const s = start([ws('fielder-chief', '2119'), ws('fielder-foot-1', '2119'), hl('red-inf-1', '2222')]);
    // 6 MP: four hexes down the column past the enemy, then two back, with no stop.
    const r = move(s, ['fielder-chief'], '2123');
    const m = ofType(r.events, 'moved')[0]!;
    expect(m.costs['fielder-chief']).toBe(4);
    expect(m.stop).toBeUndefined();
    expect(m.path.some((h) => effectivelyAdjacent(h, '2222'))).toBe(true);
    expect(cost(r.state, ['fielder-chief'], '2121')).toBe(2);
    // With the infantry the leader goes at its pace and stops with it.
    const t = move(s, ['fielder-foot-1', 'fielder-chief'], '2122');
    expect(ofType(t.events, 'moved')[0]!.stop).toEqual(['fielder-foot-1']);
    expect(t.state.flags['fielder-chief']!.stopped).toBeUndefined();
    refuses(s, ['fielder-foot-1', 'fielder-chief'], '2124', 'out_of_reach');
  });
});

describe('racial movement (DG-RACE)', () => {
  it('DG-RACE-01 elves and kender enter forest for 1 MP', () => {
    const s = start(
      [ws('qualinesti-foot-1', '1719'), ws('hylo-kender-1', '1719'), ws('fielder-foot-1', '1719')],
      'whitestone',
      { hylo: 'whitestone' },
    );
    expect(cost(s, ['qualinesti-foot-1'], '1720')).toBe(1);
    expect(cost(s, ['hylo-kender-1'], '1720')).toBe(1);
    expect(cost(s, ['fielder-foot-1'], '1720')).toBe(2);
    // Across a river the elf pays 2 for the forest (AMB-21).
    const q = start([ws('qualinesti-foot-1', '1722')]);
    expect(cost(q, ['qualinesti-foot-1'], '1723')).toBe(2);
  });

  it('DG-RACE-01 a mixed stack pays each its own: the elf 1, the man 2, on one path', () => {
    const s = start([ws('qualinesti-foot-1', '1719'), ws('fielder-foot-1', '1719')]);
    const m = ofType(move(s, ['qualinesti-foot-1', 'fielder-foot-1'], '1720').events, 'moved')[0]!;
    expect(m.costs).toEqual({ 'qualinesti-foot-1': 1, 'fielder-foot-1': 2 });
    const label = dragonsOfGlory
      .choices(s, 'whitestone')
      .find((c) => c.target === '1720' && (c.command as { units: string[] }).units?.length === 2)!.label;
    expect(label).toContain('1 MP');
    expect(label).toContain('2 MP');
  });

  it('DG-RACE-02 dwarves and ogres cross mountain hexsides for 1 MP more than the hex beyond', () => {
    expect(getHexside('3108', '3009').mountain).toBe(true);
    expect(getHexside('3405', '3404').mountain).toBe(true);
    expect(getHex('3404').terrain).toBe('forest');
    const s = start([
      ws('kaolyn-dwarves-1', '2910'),
      ws('blode-ogres-1', '3108'),
      ws('kaolyn-dwarves-2', '3405'),
      ws('kaolyn-dwarves-3', '2910', { depleted: true }),
    ]);
    // A mountain hex beyond: 1 + 1.
    expect(cost(s, ['kaolyn-dwarves-1'], '2911')).toBe(2);
    expect(cost(s, ['blode-ogres-1'], '3009')).toBe(2);
    // A forest beyond: 2 + 1.
    expect(cost(s, ['kaolyn-dwarves-2'], '3404')).toBe(3);
    // 3 MP: over the mountain hexside to 2911 (2), then one more mountain hex (1); no further.
    const r = move(s, ['kaolyn-dwarves-3'], '2912');
    expect(ofType(r.events, 'moved')[0]!.costs['kaolyn-dwarves-3']).toBe(3);
    refuses(s, ['kaolyn-dwarves-3'], '2913', 'out_of_reach');
  });

  it('DG-RACE-03 every other army pays full costs: men, draconians and their cavalry', () => {
    const s = start([hl('draconian-1', '1719'), hl('red-cav', '1719'), hl('red-inf-1', '2910')], 'highlord', {
      fielder: 'highlord',
      kaolyn: 'highlord',
    });
    expect(cost(s, ['draconian-1'], '1720')).toBe(2);
    expect(cost(s, ['red-cav'], '1720')).toBe(2);
    refuses(s, ['red-inf-1'], '2911', 'out_of_reach');
  });
});

describe('next to the enemy (DG-ZOC)', () => {
  it('DG-ZOC-01 a ground army stops on entering a hex next to an enemy army; cavalry and leaders go on', () => {
    expect(effectivelyAdjacent('2121', '2122')).toBe(true);
    expect(effectivelyAdjacent('2120', '2122')).toBe(false);
    const s = start([
      ws('fielder-foot-1', '2119'),
      ws('fielder-riders-1', '2119'),
      ws('fielder-chief', '2119'),
      hl('red-inf-1', '2122'),
    ]);
    const r = move(s, ['fielder-foot-1'], '2121');
    expect(ofType(r.events, 'moved')[0]!.stop).toEqual(['fielder-foot-1']);
    expect(r.state.flags['fielder-foot-1']!.stopped).toBe(true);
    // It still has 2 MP, but it has stopped.
    refuses(r.state, ['fielder-foot-1'], '2120', 'stopped');
    // It cannot pass a hex next to the enemy: 2123, beyond the enemy, is reached only through one (or through
    // neutral Stonedeep, where any move ends).
    for (const h of neighbours('2123').filter((x) => x !== '2122'))
      expect(effectivelyAdjacent(h, '2122') || getHex(h).nation === 'stonedeep').toBe(true);
    const alone = start([ws('fielder-foot-1', '2119'), hl('red-inf-1', '2122')]);
    expect(offeredTo(alone, ['fielder-foot-1'])).toContain('2121');
    expect(offeredTo(alone, ['fielder-foot-1'])).not.toContain('2123');
    refuses(alone, ['fielder-foot-1'], '2123', 'out_of_reach');
    expect(move(s, ['fielder-riders-1'], '2123').state.units['fielder-riders-1']!.hex).toBe('2123');
    const c = move(s, ['fielder-riders-1'], '2121');
    expect(ofType(c.events, 'moved')[0]!.stop).toBeUndefined();
    expect(cost(c.state, ['fielder-riders-1'], '2221')).toBeGreaterThan(0);
    expect(ofType(move(s, ['fielder-chief'], '2121').events, 'moved')[0]!.stop).toBeUndefined();
  });

  it('DG-ZOC-01 an enemy air army stops a ground army too', () => {
    const s = start([ws('fielder-foot-1', '2119'), hl('red-dragon-1', '2122')]);
    expect(ofType(move(s, ['fielder-foot-1'], '2121').events, 'moved')[0]!.stop).toEqual(['fielder-foot-1']);
  });

  it('DG-ZOC-02 armies across a mountain or a deep river hexside are not adjacent, even a dwarf', () => {
    expect(getHexside('2910', '2911').mountain).toBe(true);
    expect(neighbours('2911')).not.toContain('2810');
    const s = start([
      ws('fielder-foot-1', '2909'),
      hl('kaolyn-dwarves-1', '2911'),
      ws('caergoth-foot-1', '1608'),
      hl('red-inf-2', '1709'),
    ]);
    const r = move(s, ['fielder-foot-1'], '2910');
    expect(ofType(r.events, 'moved')[0]!.stop).toBeUndefined();
    expect(cost(r.state, ['fielder-foot-1'], '2810')).toBe(1);
    // Deep river: 1708 and 1709 are not adjacent; 1609 is (by land).
    expect(getHexside('1708', '1709').deep).toBe(true);
    expect(ofType(move(s, ['caergoth-foot-1'], '1708').events, 'moved')[0]!.stop).toBeUndefined();
    // The same army next to the dwarves on open ground must stop.
    const t = start([ws('fielder-foot-1', '3111'), hl('kaolyn-dwarves-1', '2911')]);
    expect(getHexside('3011', '2911').mountain).toBe(true);
    expect(ofType(move(t, ['fielder-foot-1'], '3011').events, 'moved')[0]!.stop).toBeUndefined();
    const u = start([ws('fielder-foot-1', '2909'), hl('kaolyn-dwarves-1', '3011')]);
    expect(ofType(move(u, ['fielder-foot-1'], '2910').events, 'moved')[0]!.stop).toEqual(['fielder-foot-1']);
  });

  it('DG-ZOC-03 only armies with the cavalry symbol are cavalry: griffons and pegasi are not', () => {
    expect(isCavalryId('fielder-riders-1')).toBe(true);
    expect(isCavalryId('fielder-foot-1')).toBe(false);
    expect(isCavalryId('qualinesti-griffons')).toBe(false);
    expect(isCavalryId('silvanesti-pegasi')).toBe(false);
    // Elven riders are cavalry and do not stop; elven foot does.
    const s = start([ws('qualinesti-horse', '2119'), ws('qualinesti-foot-1', '2119'), hl('red-inf-1', '2122')]);
    expect(ofType(move(s, ['qualinesti-horse'], '2121').events, 'moved')[0]!.stop).toBeUndefined();
    expect(ofType(move(s, ['qualinesti-foot-1'], '2121').events, 'moved')[0]!.stop).toEqual(['qualinesti-foot-1']);
  });

  it('DG-ZOC-04 an army that begins next to an enemy ground army may move only to a hex next to none', () => {
    const nearFoe = neighbours('2120').filter((h) => h !== '2121' && effectivelyAdjacent(h, '2121'));
    expect(nearFoe).toContain('2221');
    expect(effectivelyAdjacent('2119', '2121')).toBe(false);
    const s = start([ws('fielder-foot-1', '2120'), ws('fielder-riders-1', '2120'), hl('red-inf-1', '2121')]);
    // Straight into 2221 (next to the enemy) is barred; only a way round through a free first hex is open.
    const r = move(s, ['fielder-foot-1'], '2221');
    const m = ofType(r.events, 'moved')[0]!;
    expect(m.costs['fielder-foot-1']).toBe(2);
    expect(effectivelyAdjacent(m.path[1]!, '2121')).toBe(false);
    // Cavalry is exempt: it goes straight in for 1.
    expect(ofType(move(s, ['fielder-riders-1'], '2221').events, 'moved')[0]!.costs['fielder-riders-1']).toBe(1);
    // Having left, it moves on normally.
    const t = move(s, ['fielder-foot-1'], '2119').state;
    expect(move(t, ['fielder-foot-1'], '2118').state.units['fielder-foot-1']!.hex).toBe('2118');
  });

  it('DG-ZOC-04 with every first hex next to an enemy ground army, the army cannot move at all', () => {
    // Enemies above and below 2120: each of its other neighbours touches one of them.
    for (const h of neighbours('2120').filter((x) => x !== '2119' && x !== '2121'))
      expect(effectivelyAdjacent(h, '2119') || effectivelyAdjacent(h, '2121')).toBe(true);
    const s = start([
      ws('fielder-foot-1', '2120'),
      ws('fielder-riders-1', '2120'),
      hl('red-inf-1', '2121'),
      hl('red-inf-2', '2119'),
    ]);
    refuses(s, ['fielder-foot-1'], '2020', 'out_of_reach');
    refuses(s, ['fielder-foot-1'], '2022', 'out_of_reach');
    expect(move(s, ['fielder-riders-1'], '2020').state.units['fielder-riders-1']!.hex).toBe('2020');
    const alone = start([ws('fielder-foot-1', '2120'), hl('red-inf-1', '2121'), hl('red-inf-2', '2119')]);
    expect(offeredTo(alone, ['fielder-foot-1'])).toEqual([]);
  });

  it('DG-ZOC-04 an enemy air army alone does not hold an army in place (the first hex may be next to it)', () => {
    const near = neighbours('2120').find((h) => h !== '2121' && effectivelyAdjacent(h, '2121'))!;
    const s = start([ws('fielder-foot-1', '2120'), hl('red-dragon-1', '2121')]);
    const r = move(s, ['fielder-foot-1'], near);
    expect(ofType(r.events, 'moved')[0]!.stop).toEqual(['fielder-foot-1']);
  });

  it('DG-ZOC-05 an air army never stops next to enemies', () => {
    const s = start([hl('red-dragon-1', '2119'), ws('fielder-foot-1', '2122')], 'highlord', { fielder: 'highlord' });
    const r = move(s, ['red-dragon-1'], '2121');
    expect(ofType(r.events, 'moved')[0]!.stop).toBeUndefined();
    expect(move(r.state, ['red-dragon-1'], '2221').state.units['red-dragon-1']!.hex).toBe('2221');
  });
});

describe('ships and armies in the Movement Step', () => {
  it('DG-TURN-07 once an army has moved, the state says so (ships may move no more)', () => {
    const s = start([ws('fielder-foot-1', '2119')]);
    expect(s.armiesMoving).toBe(false);
    expect(move(s, ['fielder-foot-1'], '2120').state.armiesMoving).toBe(true);
  });

  it('DG-SHIP-11 an army carried by a ship this Turn does not move on its own', () => {
    expect(getHex('1618').coastal).toBe(true);
    const s = start([ws('fielder-foot-1', '1618'), ws('caergoth-ship', '1618')]);
    const landed = evolve(evolve(s, { type: 'embarked', ship: 'caergoth-ship', units: ['fielder-foot-1'] }), {
      type: 'disembarked',
      ship: 'caergoth-ship',
      units: ['fielder-foot-1'],
      hex: '1618',
      stop: false,
    });
    refuses(landed, ['fielder-foot-1'], '1718', 'carried');
    expect(offeredTo(landed, ['fielder-foot-1'])).toEqual([]);
    expect(cost(s, ['fielder-foot-1'], '1718')).toBe(1);
  });

  it('DG-SHIP-05 an army entering a hex with an enemy ship pushes the ship away', () => {
    expect(getHex('1618').coastal).toBe(true);
    const s = start([ws('fielder-foot-1', '1718'), hl('dominion-ship-1', '1618')]);
    const r = move(s, ['fielder-foot-1'], '1618');
    expect(ofType(r.events, 'shipPushed').map((e) => e.ship)).toEqual(['dominion-ship-1']);
    expect(r.state.units['dominion-ship-1']!.hex).not.toBe('1618');
  });

  it('DG-SHIP-12 a friendly ship on a river hexside that has not moved bridges it: 1 MP, even a deep river (AMB-17)', () => {
    const side = getHexside('1708', '1709');
    expect(side).toMatchObject({ deep: true, navigable: true });
    const units = [ws('caergoth-foot-1', '1708'), ws('caergoth-ship', '1708', { river: side.id })];
    const s = start(units);
    expect(cost(s, ['caergoth-foot-1'], '1709')).toBe(1);
    // A ship that has moved this Turn bridges nothing.
    const moved = { ...s, flags: { ...s.flags, 'caergoth-ship': { moved: true as const } } };
    refuses(moved, ['caergoth-foot-1'], '1709', 'out_of_reach');
    // Nor does an enemy ship.
    const enemy = start([ws('caergoth-foot-1', '1708'), hl('dominion-ship-1', '1708', { river: side.id })]);
    refuses(enemy, ['caergoth-foot-1'], '1709', 'out_of_reach');
  });

  it('DG-SHIP-12 a bridged ordinary major river costs nothing extra: a forest beyond costs 2, not 3', () => {
    const side = getHexside('2410', '2309');
    expect(side).toMatchObject({ navigable: true, deep: false });
    expect(getHex('2309').terrain).toBe('forest');
    const s = start([ws('fielder-foot-1', '2410')], 'whitestone', { solanthus: 'whitestone' });
    expect(cost(s, ['fielder-foot-1'], '2309')).toBe(3);
    const b = start([ws('fielder-foot-1', '2410'), ws('caergoth-ship', '2410', { river: side.id })], 'whitestone', {
      solanthus: 'whitestone',
    });
    expect(cost(b, ['fielder-foot-1'], '2309')).toBe(2);
  });
});
