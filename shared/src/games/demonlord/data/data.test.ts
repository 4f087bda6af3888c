import { describe, expect, it } from 'vitest';
import {
  ALSO_ROWS,
  ALLIANCE_ATTEMPT,
  AREAS,
  BORDERS,
  CAPITALS,
  CHARACTER_FATE,
  CLIFF_BORDERS,
  COUNTERS,
  COUNTERS_IN_BOX,
  FACTIONS,
  FORDS,
  FORTIFICATIONS,
  FOREST_SUMMONING,
  HOME_AREAS,
  HOME_CODES,
  INITIAL_CONTROL,
  KHOZAR_TEMPLES,
  LAKE_BORDERS,
  LAND_TERRAINS,
  MAP_COLS,
  MAP_ROWS,
  MOVE_TYPES,
  NEUTRAL_HOMES,
  NEUTRALS,
  ORDER_OF_BATTLE,
  REGIONS,
  REINFORCEMENTS,
  REINFORCEMENT_ARRIVAL,
  RIVERS,
  ROADS,
  SETTLEMENTS,
  SIDE_SPELLS,
  SIEGE_COLUMNS,
  SIEGE_COLUMN_READER,
  SIEGE_TABLE,
  SPECIAL_SPELLS,
  SPELL_COUNTERS,
  STARTING_AREA_OF,
  SUMMONINGS,
  TEMPORARY_ALLIANCE_CHECK,
  TERRAIN_ROWS,
  TERRAIN_TABLE,
  TOWNSMAN_PLACEMENT,
  UL_RULER,
  UL_RULERS,
  UNITS,
  VP_CITIES,
  WESTERN_CITIES,
  ZG_PLACEMENT,
  adjacent,
  borderCorners,
  borderEnds,
  borderId,
  cheapestCrossing,
  cornerOnEdge,
  crossingCost,
  distance,
  frontLength,
  getArea,
  getBorder,
  grid,
  groundMayCross,
  hits,
  isArea,
  isHomeCode,
  landAlong,
  lookup,
  moraleResult,
  negotiation,
  neighbours,
  parseArea,
  settlement,
  settlementAt,
  siegeLoss,
  siegeTotalRange,
  spellSuccessFaces,
  terrainOf,
  unit,
  type AreaId,
  type Border,
  type CharacterCounter,
  type DieTable,
  type LandTerrain,
  type RegimentCounter,
  type Side,
  type TerrainRow,
} from './index.ts';

const ALL_AREAS = [...AREAS.keys()];
const regiment = (id: string): RegimentCounter => {
  const u = unit(id);
  if (u.kind !== 'regiment') throw new Error(`${id} is not a regiment`);
  return u;
};
const character = (id: string): CharacterCounter => {
  const u = unit(id);
  if (u.kind !== 'character') throw new Error(`${id} is not a character`);
  return u;
};

/** Areas reachable by foot from `from` over borders with a passable segment. */
function groundReach(from: AreaId, avoid: (a: AreaId) => boolean = () => false): Set<AreaId> {
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length) {
    const a = todo.pop()!;
    for (const n of neighbours(a)) {
      if (seen.has(n) || avoid(n) || !groundMayCross(getBorder(a, n))) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}

const LAKE_CORNERS = new Set(LAKE_BORDERS.flatMap((l) => borderCorners(l.border)));

describe('grid and neighbours (DL-GEN-02/03)', () => {
  it('covers columns 01-22 and rows 01-23', () => {
    expect(AREAS.size).toBe(MAP_COLS * MAP_ROWS);
    expect(MAP_COLS).toBe(22);
    expect(MAP_ROWS).toBe(23);
    for (const id of ['0101', '2201', '0123', '2223', '0218', '2119']) expect(AREAS.has(id)).toBe(true);
    expect(isArea('0001')).toBe(false);
    expect(isArea('2301')).toBe(false);
    expect(isArea('0124')).toBe(false);
  });

  it('odd columns touch (c±1, r-1) and (c±1, r); even columns (c±1, r) and (c±1, r+1)', () => {
    expect(new Set(neighbours('1313'))).toEqual(new Set(['1312', '1314', '1212', '1213', '1412', '1413']));
    expect(new Set(neighbours('1214'))).toEqual(new Set(['1213', '1215', '1114', '1115', '1314', '1315']));
  });

  it('agrees with the engine grid (even-q)', () => {
    for (const a of ALL_AREAS) {
      expect(new Set(neighbours(a))).toEqual(new Set(grid.neighbours(a).filter(isArea)));
      for (const n of neighbours(a)) expect(distance(a, n)).toBe(1);
    }
  });

  it('is symmetric, and interior areas have six neighbours', () => {
    for (const a of ALL_AREAS) {
      const ns = neighbours(a);
      const { col, row } = parseArea(a);
      const interior = col > 1 && col < MAP_COLS && row > 1 && row < MAP_ROWS;
      if (interior) expect(ns).toHaveLength(6);
      for (const n of ns) expect(neighbours(n)).toContain(a);
    }
  });

  it('every lake and cliff border of the text joins two adjacent areas', () => {
    for (const f of [...LAKE_BORDERS, ...CLIFF_BORDERS]) {
      const [a, b] = borderEnds(f.border);
      expect(adjacent(a, b)).toBe(true);
    }
  });
});

describe('terrain and borders', () => {
  it('terrain grids are 23 strings of 22 known codes', () => {
    expect(TERRAIN_ROWS).toHaveLength(MAP_ROWS);
    expect(ALSO_ROWS).toHaveLength(MAP_ROWS);
    for (const r of [...TERRAIN_ROWS, ...ALSO_ROWS]) expect(r).toHaveLength(MAP_COLS);
    for (const a of ALL_AREAS) {
      const t = terrainOf(a);
      expect(t.length).toBeGreaterThanOrEqual(1);
      expect(new Set(t).size).toBe(t.length);
    }
  });

  it('has exactly one border per adjacent pair, the same seen from both sides', () => {
    const degree = ALL_AREAS.reduce((n, a) => n + neighbours(a).length, 0);
    expect(BORDERS.size).toBe(degree / 2);
    for (const a of ALL_AREAS) {
      for (const n of neighbours(a)) {
        const b = getBorder(a, n);
        expect(getBorder(n, a)).toBe(b);
        expect(b.id).toBe(borderId(a, n));
      }
    }
    for (const b of BORDERS.values()) {
      expect(b.a < b.b).toBe(true);
      expect(adjacent(b.a, b.b)).toBe(true);
      expect(b.segments.length).toBeGreaterThan(0);
      expect(new Set(b.segments).size).toBe(b.segments.length);
    }
  });

  it('derives land along a border the same way from either side', () => {
    for (const b of BORDERS.values()) {
      expect(landAlong(terrainOf(b.a), terrainOf(b.b))).toEqual(landAlong(terrainOf(b.b), terrainOf(b.a)));
      const land = b.segments.filter((s) => (LAND_TERRAINS as readonly string[]).includes(s));
      for (const t of land) expect([...terrainOf(b.a), ...terrainOf(b.b)]).toContain(t);
    }
  });

  it('lakes and cliffs lie exactly on the nine borders of the text (DL-MOVE-17/18)', () => {
    const lakes = [...BORDERS.values()].filter((b) => b.segments.includes('lake')).map((b) => b.id);
    const cliffs = [...BORDERS.values()].filter((b) => b.segments.includes('cliff')).map((b) => b.id);
    expect(lakes.sort()).toEqual(['0318|0319', '0318|0417', '0318|0418']);
    expect(cliffs.sort()).toEqual(['1214|1314', '1214|1315', '1313|1314', '1313|1412', '1313|1413', '1419|1519']);
    for (const f of [...LAKE_BORDERS, ...CLIFF_BORDERS]) {
      const b = BORDERS.get(f.border)!;
      expect(groundMayCross(b)).toBe(!f.whole);
    }
  });

  it('a whole lake or cliff is impassable to P and K, crossable by V (DL-MOVE-15, AMB-75)', () => {
    const lake = getBorder('0318', '0417');
    expect(cheapestCrossing(lake, { move: 'P' })).toBe('x');
    expect(cheapestCrossing(lake, { move: 'K' })).toBe('x');
    expect(cheapestCrossing(lake, { move: 'V' })).toBe(1);
    const partial = getBorder('0318', '0319');
    expect(cheapestCrossing(partial, { move: 'P' })).not.toBe('x');
  });

  it('every border can be priced for every movement type', () => {
    for (const b of BORDERS.values()) {
      for (const move of MOVE_TYPES) {
        for (const s of b.segments) {
          const c = crossingCost(b, s, { move });
          if (c !== 'x') expect(c).toBeGreaterThanOrEqual(1);
        }
        expect(cheapestCrossing(b, { move, faction: 'ancients' })).not.toBeUndefined();
      }
    }
  });

  it('every area is reachable on foot from every other', () => {
    expect(groundReach('0510').size).toBe(AREAS.size);
  });

  it('no area is cut off: each has a border passable on foot', () => {
    for (const a of ALL_AREAS) expect(neighbours(a).some((n) => groundMayCross(getBorder(a, n)))).toBe(true);
  });
});

describe('rivers, fords and roads', () => {
  const riverOf = new Map<string, string>();
  for (const r of RIVERS) for (const b of r.borders) riverOf.set(b, r.id);

  it('river borders exist, belong to one river and are marked on the map', () => {
    let n = 0;
    for (const r of RIVERS) {
      for (const b of r.borders) {
        expect(BORDERS.get(b)?.river).toBe(r.id);
        n++;
      }
    }
    expect(riverOf.size).toBe(n);
    expect([...BORDERS.values()].filter((b) => b.river).length).toBe(n);
  });

  it('each river runs corner to corner from source to mouth', () => {
    for (const r of RIVERS) {
      const corners = r.borders.map(borderCorners);
      for (let i = 1; i < corners.length; i++) {
        const shared = corners[i]!.filter((c) => corners[i - 1]!.includes(c));
        expect(shared, `${r.id}: ${r.borders[i - 1]} / ${r.borders[i]}`).toHaveLength(1);
      }
      const first = corners[0]!.find((c) => !corners[1]!.includes(c))!;
      const last = corners.at(-1)!.find((c) => !corners.at(-2)!.includes(c))!;
      if (r.source === 'lake') expect(LAKE_CORNERS.has(first)).toBe(true);
      else {
        const high = first
          .split('|')
          .filter(isArea)
          .some((a) => terrainOf(a).some((t) => t === 'hills' || t === 'mountains'));
        expect(high, `${r.id} springs from high ground`).toBe(true);
      }
      if (r.mouth === 'lake') expect(LAKE_CORNERS.has(last)).toBe(true);
      else if (r.mouth === 'edge') expect(cornerOnEdge(last)).toBe(true);
      else {
        const into = RIVERS.find((x) => x.id === r.mouth)!;
        expect(into.borders.flatMap(borderCorners)).toContain(last);
      }
    }
  });

  it('every river border touches another river border, a lake or the edge at both ends (springs excepted)', () => {
    const springs = new Set(
      RIVERS.filter((r) => r.source === 'spring').map((r) => {
        const [c0, c1] = [borderCorners(r.borders[0]!), borderCorners(r.borders[1]!)];
        return c0.find((c) => !c1.includes(c))!;
      }),
    );
    for (const b of riverOf.keys()) {
      for (const corner of borderCorners(b)) {
        const others = [...riverOf.keys()].filter((x) => x !== b && borderCorners(x).includes(corner));
        const ok = others.length > 0 || LAKE_CORNERS.has(corner) || cornerOnEdge(corner) || springs.has(corner);
        expect(ok, `${b} dead-ends at ${corner}`).toBe(true);
      }
    }
  });

  it('fords are on rivers; bridges are exactly where roads cross rivers', () => {
    for (const f of FORDS) expect(BORDERS.get(f)?.river).toBeTruthy();
    const roadBorders = new Set(ROADS.flatMap((r) => r.areas.slice(1).map((a, i) => borderId(r.areas[i]!, a))));
    for (const b of BORDERS.values()) {
      expect(b.segments.includes('bridge')).toBe(roadBorders.has(b.id) && b.river !== null);
      expect(b.segments.includes('road')).toBe(roadBorders.has(b.id) && b.river === null);
      expect(b.segments.includes('ford')).toBe(FORDS.includes(b.id));
    }
  });

  it('roads are chains of adjacent areas; those leaving the map start on that edge', () => {
    for (const r of ROADS) {
      for (let i = 1; i < r.areas.length; i++) expect(adjacent(r.areas[i - 1]!, r.areas[i]!)).toBe(true);
      const first = parseArea(r.areas[0]!);
      if (r.leavesMap === 'east') expect(first.col).toBe(MAP_COLS);
      if (r.leavesMap === 'west') expect(first.col).toBe(1);
      if (r.leavesMap === 'north') expect(first.row).toBe(1);
      if (r.leavesMap === 'south') expect(first.row).toBe(MAP_ROWS);
    }
  });

  it('every city and castle is on a road', () => {
    for (const f of FORTIFICATIONS) expect(getArea(f.area).road, f.name).toBe(true);
  });
});

describe('the places the text names are where it says', () => {
  const FACTS: readonly [id: string, area: AreaId, cls: string, faction: string][] = [
    ['barzek', '0218', 'city', 'khozar'],
    ['khorkan', '0502', 'city', 'khozar'],
    ['darton', '0206', 'city', 'khozar'],
    ['belbits', '0806', 'city', 'khozar'],
    ['kimat', '0113', 'city', 'khozar'],
    ['fargeni', '0718', 'city', 'khozar'],
    ['mines-of-ul', '0902', 'village', 'ul'],
    ['altu-khan', '1401', 'city', 'altu-khan'],
    ['lyuung', '1308', 'castle', 'lyuung'],
    ['runa', '0914', 'village', 'great-forest'],
    ['temple-of-the-ancients', '1702', 'temple', 'ancients'],
    ['forest-temple', '1113', 'temple', 'great-forest'],
    ['temple-of-yorgash', '2006', 'temple', 'demon'],
    ['shaman-temple', '2119', 'temple', 'demon'],
  ];
  for (const [id, area, cls, faction] of FACTS) {
    it(`${id} is a ${cls} of ${faction} in ${area}`, () => {
      const s = settlement(id);
      expect(s.area).toBe(area);
      expect(s.class).toBe(cls);
      expect(s.faction).toBe(faction);
      expect(s.source).toBe('text');
    });
  }

  it('names without areas have the class and side the text gives', () => {
    const named: [string, string, Side, boolean][] = [
      ['nisshar', 'city', 'demon', true],
      ['timur', 'city', 'khozar', true],
      ['deansor', 'city', 'khozar', false],
      ['erush', 'city', 'demon', false],
      ['taegul', 'city', 'demon', false],
      ['midazu', 'castle', 'demon', false],
    ];
    for (const [id, cls, side, capital] of named) {
      const s = settlement(id);
      expect([s.class, s.faction, s.capital === true]).toEqual([cls, side, capital]);
    }
    expect(settlement('temple-of-ninkhiz').class).toBe('temple');
    expect(settlement('temple-of-ninkhiz').khozarVpTemple).toBe(true);
    expect(settlement('gantoz').class).toBe('village');
    expect(KHOZAR_TEMPLES).toHaveLength(4);
  });

  it('the Demon sits in the east, Khozar in the west (DL-SETUP-01)', () => {
    const col = (id: string) => parseArea(settlement(id).area).col;
    for (const id of ['nisshar', 'erush', 'taegul', 'temple-of-ninkhiz']) expect(col(id)).toBeGreaterThan(14);
    for (const id of ['timur', 'deansor', 'barzek', 'khorkan', 'darton', 'belbits', 'kimat', 'fargeni'])
      expect(col(id)).toBeLessThan(12);
  });

  it('the five western cities are the text’s, in its order', () => {
    expect(WESTERN_CITIES.map((c) => [c.name, c.area])).toEqual([
      ['Khorkan', '0502'],
      ['Darton', '0206'],
      ['Belbits', '0806'],
      ['Kimat', '0113'],
      ['Fargeni', '0718'],
    ]);
  });

  it('reinforcement entries are road exits on the right edges (DL-REIN-06/07)', () => {
    expect(REINFORCEMENTS.demon.entries).toEqual(['2201', '2214', '2223']);
    expect(REINFORCEMENTS.khozar.entries).toEqual(['0301', '0108', '0523']);
    const exits = new Set(ROADS.filter((r) => r.leavesMap).map((r) => r.areas[0]));
    for (const e of [...REINFORCEMENTS.demon.entries, ...REINFORCEMENTS.khozar.entries])
      expect(exits.has(e)).toBe(true);
    for (const e of REINFORCEMENTS.demon.entries) expect(parseArea(e).col).toBe(22);
    expect(
      ROADS.filter((r) => r.leavesMap === 'east')
        .map((r) => r.areas[0])
        .sort(),
    ).toEqual(['2201', '2214', '2223']);
  });

  it('the battle area 1004 holds plain and hills, a front of 7 in hills (DL-BEX-01/02)', () => {
    const a = getArea('1004');
    expect([...a.terrain].sort()).toEqual(['hills', 'plain']);
    expect(frontLength('hills', a.road)).toBe(7);
  });

  it('swamp lies on both banks of the river at Barzek', () => {
    const river = neighbours('0218').filter((n) => getBorder('0218', n).river);
    expect(river.length).toBeGreaterThanOrEqual(2);
    expect(terrainOf('0218')).toContain('swamp');
    for (const n of river) expect(terrainOf(n)).toContain('swamp');
  });

  it('meadows dominate the west and north; steppe lies south-east; desert sits inside the steppe', () => {
    const share = (areas: AreaId[], t: LandTerrain) => areas.filter((a) => terrainOf(a)[0] === t).length / areas.length;
    const west = ALL_AREAS.filter((a) => parseArea(a).col <= 10);
    const north = ALL_AREAS.filter((a) => parseArea(a).row <= 4 && parseArea(a).col <= 8);
    const southEast = ALL_AREAS.filter((a) => parseArea(a).col >= 15 && parseArea(a).row >= 14);
    expect(share(west, 'plain')).toBeGreaterThan(0.5);
    expect(share(north, 'plain')).toBeGreaterThan(0.5);
    expect(share(southEast, 'steppe')).toBeGreaterThan(0.5);
    const desert = ALL_AREAS.filter((a) => terrainOf(a).includes('desert'));
    expect(desert.length).toBeGreaterThan(0);
    for (const d of desert) {
      for (const n of neighbours(d))
        expect(
          terrainOf(n).some((t) => t === 'desert' || t === 'steppe'),
          n,
        ).toBe(true);
    }
  });

  it('the Ancients’ home is clear of mountains (DL-NEUT-10)', () => {
    expect(terrainOf(NEUTRAL_HOMES.ancients)).not.toContain('mountains');
  });

  it('settlements sit in distinct, existing areas; regions list existing areas', () => {
    expect(new Set(SETTLEMENTS.map((s) => s.area)).size).toBe(SETTLEMENTS.length);
    expect(new Set(SETTLEMENTS.map((s) => s.id)).size).toBe(SETTLEMENTS.length);
    for (const s of SETTLEMENTS) expect(isArea(s.area)).toBe(true);
    for (const r of REGIONS) for (const a of r.areas) expect(isArea(a), `${r.id} ${a}`).toBe(true);
  });

  it('every city and castle is reachable by land from its side’s capital', () => {
    for (const side of ['demon', 'khozar'] as const) {
      const reach = groundReach(CAPITALS[side].area);
      for (const s of SETTLEMENTS.filter((x) => x.faction === side)) expect(reach.has(s.area), s.name).toBe(true);
    }
    for (const n of NEUTRALS) {
      expect(groundReach(CAPITALS.demon.area).has(NEUTRAL_HOMES[n])).toBe(true);
      expect(groundReach(CAPITALS.khozar.area).has(NEUTRAL_HOMES[n])).toBe(true);
    }
  });

  it('VP cities are the three of each side named by the Extended Game (AMB-64)', () => {
    expect(VP_CITIES.demon.map((c) => c.id).sort()).toEqual(['erush', 'nisshar', 'taegul']);
    expect(VP_CITIES.khozar.map((c) => c.id).sort()).toEqual(['barzek', 'deansor', 'timur']);
  });
});

describe('every area referenced anywhere exists', () => {
  it('checks settlements, rivers, roads, fords, homes, entries, temples and the order of battle', () => {
    const refs: AreaId[] = [
      ...SETTLEMENTS.map((s) => s.area),
      ...REGIONS.flatMap((r) => r.areas),
      ...RIVERS.flatMap((r) => r.borders.flatMap(borderEnds)),
      ...FORDS.flatMap(borderEnds),
      ...LAKE_BORDERS.flatMap((l) => borderEnds(l.border)),
      ...CLIFF_BORDERS.flatMap((l) => borderEnds(l.border)),
      ...ROADS.flatMap((r) => r.areas),
      ...Object.values(HOME_AREAS).filter((a): a is string => a !== null),
      ...Object.values(NEUTRAL_HOMES),
      ...REINFORCEMENTS.demon.entries,
      ...REINFORCEMENTS.khozar.entries,
      ...SUMMONINGS.flatMap((s) => s.temples),
      ...ZG_PLACEMENT.cities,
      ...STARTING_AREA_OF.values(),
    ];
    for (const a of refs) expect(isArea(a), a).toBe(true);
  });
});

describe('terrain table (DL-MOVE-09, DL-TERR-04)', () => {
  const ROWS: TerrainRow[] = [...LAND_TERRAINS, 'river', 'ford', 'bridge', 'road', 'lake', 'cliff'];

  it('has every row, each with P/K/V costs', () => {
    for (const r of ROWS) {
      expect(TERRAIN_TABLE[r].row).toBe(r);
      for (const m of MOVE_TYPES) expect(TERRAIN_TABLE[r].mp[m]).toBeDefined();
    }
    for (const t of LAND_TERRAINS) expect(typeof TERRAIN_TABLE[t].front).toBe('number');
  });

  it('keeps the printed rows', () => {
    const printed = (t: LandTerrain) => [
      TERRAIN_TABLE[t].mp.P,
      TERRAIN_TABLE[t].mp.K,
      TERRAIN_TABLE[t].mp.V,
      TERRAIN_TABLE[t].front,
      TERRAIN_TABLE[t].battle.map((b) => `${b.move}${b.stat}${b.value}`),
    ];
    expect(printed('plain')).toEqual([1, 1, 1, 8, []]);
    expect(printed('steppe')).toEqual([1, 1, 1, 12, ['Pmelee-1']]);
    expect(printed('desert')).toEqual([2, 2, 1, 11, ['Pmelee-1']]);
    expect(printed('hills')).toEqual([2, 2, 1, 7, ['Kmelee-1']]);
  });

  it('agrees with the text’s examples (DL-MOVE-10/11/13, DL-NEUT-09/11)', () => {
    const fake = (segments: Border['segments'], river: Border['river'] = null): Border => ({
      id: '0101|0102',
      a: '0101',
      b: '0102',
      segments,
      river,
    });
    // K: plain 1, all-hills 2, plain 1 = 4
    const k = { move: 'K' as const };
    expect(
      [fake(['plain', 'hills']), fake(['hills']), fake(['plain', 'forest'])]
        .map((b) => cheapestCrossing(b, k))
        .reduce((s, c) => (s as number) + (c as number), 0),
    ).toBe(4);
    // P over a river into forest 4; over the plain beside it 3
    const riv = fake(['plain', 'forest'], 'shen');
    expect(crossingCost(riv, 'forest', { move: 'P' })).toBe(4);
    expect(crossingCost(riv, 'plain', { move: 'P' })).toBe(3);
    expect(crossingCost(fake(['forest']), 'forest', { move: 'V' })).toBe(2);
    expect(crossingCost(fake(['forest']), 'forest', { move: 'P', faction: 'great-forest' })).toBe(1);
    expect(crossingCost(fake(['hills']), 'hills', { move: 'P', faction: 'altu-khan' })).toBe(1);
    expect(crossingCost(fake(['hills']), 'hills', { move: 'K', faction: 'altu-khan' })).toBe(2);
    expect(crossingCost(fake(['swamp'], 'shen'), 'swamp', { move: 'P', faction: 'ancients' })).toBe(1);
    expect(crossingCost(fake(['mountains']), 'mountains', { move: 'P', faction: 'ancients' })).toBe('x');
  });

  it('a road lengthens only fronts of 6 or less (footnote **)', () => {
    for (const t of LAND_TERRAINS) {
      const f = TERRAIN_TABLE[t].front as number;
      expect(frontLength(t, false)).toBe(f);
      expect(frontLength(t, true)).toBe(f <= 6 ? f + 1 : f);
    }
  });

  it('every terrain on the map has a row, and every area has a battle front', () => {
    for (const a of AREAS.values()) for (const t of a.terrain) expect(frontLength(t, a.road)).toBeGreaterThan(0);
  });
});

describe('counters (DL-GEN-05..13, checklist 3.1 items 8, 10)', () => {
  it('are 154: 138 units, 14 spell markers, 2 VP markers', () => {
    expect(COUNTERS).toHaveLength(COUNTERS_IN_BOX);
    expect(COUNTERS_IN_BOX).toBe(154);
    expect(UNITS).toHaveLength(138);
    expect(SPELL_COUNTERS).toHaveLength(14);
    expect(COUNTERS.filter((c) => c.kind === 'vp-marker')).toHaveLength(2);
    expect(new Set(COUNTERS.map((c) => c.id)).size).toBe(COUNTERS.length);
  });

  it('has the pool sizes of the text and ours', () => {
    const pool = (home: string) => UNITS.filter((u) => u.home === home).length;
    expect(pool('PTs')).toBe(11);
    expect(pool('AN')).toBe(9);
    expect(pool('SKhN')).toBe(7);
    expect(pool('KhO')).toBe(8);
    expect(pool('ZG')).toBe(5);
    expect(pool('KhN')).toBe(1);
    expect(pool('YoR')).toBe(1);
    expect(pool('PR')).toBe(1);
    expect(pool('PRP')).toBe(1);
    expect(pool('ShU')).toBe(7);
    expect(pool('AKh')).toBe(5);
    expect(pool('DR')).toBe(5);
    expect(pool('LYU')).toBe(5);
    expect(pool('VL')).toBe(7);
    const byFaction = (f: string) => UNITS.filter((u) => u.faction === f).length;
    expect([byFaction('demon'), byFaction('khozar')]).toEqual([57, 52]);
    expect(NEUTRALS.reduce((n, f) => n + byFaction(f), 0)).toBe(29);
  });

  it('every home code is a known code, and every known code is used', () => {
    for (const u of UNITS) expect(isHomeCode(u.home), u.id).toBe(true);
    for (const h of HOME_CODES)
      expect(
        UNITS.some((u) => u.home === h),
        h,
      ).toBe(true);
  });

  it('a home code belongs to one faction', () => {
    const owner = new Map<string, string>();
    for (const u of UNITS) {
      expect(owner.get(u.home) ?? u.faction).toBe(u.faction);
      owner.set(u.home, u.faction);
    }
  });

  it('values are in range: morale 1-6, a printed number of four digits', () => {
    for (const u of UNITS) {
      expect(FACTIONS).toContain(u.faction);
      expect(u.mp).toBeGreaterThanOrEqual(1);
      if (u.kind === 'regiment') {
        expect(u.morale).toBeGreaterThanOrEqual(1);
        expect(u.morale).toBeLessThanOrEqual(6);
        expect(u.code).toMatch(/^\d{4}$/);
        expect(u.code).toBe(`${u.missile}${u.melee}${u.morale}${u.mp}`);
      } else {
        expect(u.magic).toBeGreaterThanOrEqual(0);
        expect(u.magic).toBeLessThanOrEqual(5);
        if (u.magic === 0) expect(u.range).toBe(0);
        else expect(u.range).toBeGreaterThanOrEqual(1);
        if (u.leader !== null) expect(u.leader).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('keeps every regiment number of the text (checklist 3.2)', () => {
    const facts: [string, string, Partial<RegimentCounter>][] = [
      ['er-heavy-cavalry', '0855', { armour: 'heavy', move: 'K', faction: 'demon' }],
      ['da-knights', '0855', { armour: 'heavy', missile: 0, faction: 'khozar' }],
      ['da-heavy-infantry', '5743', { armour: 'heavy', missile: 5, morale: 4 }],
      ['er-swordsmen', '4643', { missile: 4, faction: 'demon' }],
      ['er-foot-guard', '0753', { armour: 'heavy', morale: 5 }],
      ['da-crossbowmen', '7643', { missile: 7, faction: 'khozar' }],
      ['gz-infantry', '5745', { faction: 'khozar', home: 'GZ' }],
      ['er-mounted-scouts', '5656', { move: 'K', morale: 5 }],
      ['da-sergeants', '0745', { missile: 0 }],
      ['tm-sergeants', '0745', { missile: 0 }],
      ['tm-spearmen', '0644', { faction: 'khozar' }],
      ['ul-trolls', '0962', { faction: 'ul' }],
    ];
    for (const [id, code, more] of facts) {
      const r = regiment(id);
      expect(r.code, id).toBe(code);
      expect(r).toMatchObject(more);
      expect(r.source).toBe('text');
    }
    expect(UNITS.filter((u) => u.kind === 'regiment' && u.code === '4533' && u.faction === 'ul')).toHaveLength(2);
    expect(UNITS.filter((u) => u.kind === 'regiment' && u.code === '4753' && u.faction === 'ul')).toHaveLength(2);
    // the swordsmen are not unarmoured: the DeAnsor infantry's 5 missed on a 6
    expect(regiment('er-swordsmen').armour).not.toBe('none');
  });

  it('keeps the characters’ values the text gives', () => {
    expect(character('lord-erush').leader).toBe(1);
    expect(character('lord-erush').magic).toBeGreaterThanOrEqual(1);
    expect(character('forest-chieftain').magic).toBe(2);
    expect(character('duke-of-deansor').leader).not.toBeNull();
    for (const id of [
      'yorgash',
      'shaman',
      'spirit-of-light',
      'western-mage',
      'ancient-one',
      'beast-god',
      'forest-spirit',
      'forest-chieftain',
      'balor',
      'dwarf-king',
      'cloud-prince',
    ])
      expect(character(id).kind).toBe('character');
    expect(character('shaman').home).toBe('KhN');
    expect(character('yorgash').home).toBe('YoR');
    expect(character('spirit-of-light').home).toBe('PR');
    expect(character('western-mage').home).toBe('PRP');
    expect(character('forest-spirit').home).toBe('VL');
  });

  it('every neutral has a leader at home, so its regiments move at full MP', () => {
    for (const n of NEUTRALS) {
      const home = UNITS.filter((u) => u.faction === n && STARTING_AREA_OF.get(u.id) === NEUTRAL_HOMES[n]);
      expect(
        home.some((u) => u.kind === 'character' && u.leader !== null),
        n,
      ).toBe(true);
    }
  });
});

describe('order of battle (checklist 3.1 item 9)', () => {
  it('gives every unit a placement', () => {
    expect(ORDER_OF_BATTLE.size).toBe(UNITS.length);
  });

  it('every setup area exists, is passable, and is the home code’s area', () => {
    for (const u of UNITS) {
      const p = ORDER_OF_BATTLE.get(u.id)!;
      const areas: AreaId[] =
        p.kind === 'area' || p.kind === 'khozar-temple' || p.kind === 'ul'
          ? [p.area]
          : p.kind === 'western-city'
            ? [...p.cities]
            : p.kind === 'reinforcement'
              ? [...p.entries]
              : [...p.temples];
      for (const a of areas) {
        expect(isArea(a), `${u.id} ${a}`).toBe(true);
        expect(neighbours(a).some((n) => groundMayCross(getBorder(a, n)))).toBe(true);
        if (u.faction === 'ancients') expect(terrainOf(a)).not.toContain('mountains');
      }
      if (p.kind === 'area') expect(p.area).toBe(HOME_AREAS[u.home]);
    }
  });

  it('summoned and reinforcement units are off the map at the start (DL-SETUP-03)', () => {
    for (const u of UNITS.filter((x) => ['SKhN', 'KhN', 'YoR', 'PR', 'PRP', 'PTs', 'AN'].includes(x.home)))
      expect(STARTING_AREA_OF.has(u.id)).toBe(false);
    for (const id of ['ancient-one', 'beast-god', 'forest-spirit']) expect(STARTING_AREA_OF.has(id)).toBe(false);
  });

  it('puts two servants of Khozar in each of the four temples (DL-SETUP-04)', () => {
    for (const t of KHOZAR_TEMPLES) {
      const here = UNITS.filter((u) => u.home === 'KhO' && STARTING_AREA_OF.get(u.id) === t.area);
      expect(here, t.name).toHaveLength(2);
    }
  });

  it('summons happen in temples of the right kind', () => {
    for (const s of SUMMONINGS) {
      for (const a of s.temples) expect(settlementAt(a)?.class).toBe('temple');
      for (const id of s.units) expect(unit(id)).toBeDefined();
    }
    const ninkhiz = SUMMONINGS.find((s) => s.id === 'ninkhiz')!;
    expect([ninkhiz.units.length, ninkhiz.draw]).toEqual([7, 5]);
    expect(SUMMONINGS.find((s) => s.id === 'spirit-of-light')?.fromTurn).toBe(2);
  });

  it('the Ul ruler draw brings Balor with trolls and miners, or the Dwarf King with dwarves and miners', () => {
    expect(UL_RULERS[0].units).toEqual(['balor', 'ul-trolls', 'ul-slave-miners-1', 'ul-slave-miners-2']);
    expect(UL_RULERS[1].units).toContain('dwarf-king');
    for (const u of UNITS.filter((x) => x.faction === 'ul')) {
      expect(
        UL_RULERS.some((r) => (r.units as readonly string[]).includes(u.id)),
        u.id,
      ).toBe(true);
    }
  });

  it('controls each fortification at the start as its units decide (DL-SIEGE-04)', () => {
    expect(INITIAL_CONTROL.size).toBe(FORTIFICATIONS.length);
    for (const id of ['nisshar', 'erush', 'taegul', 'midazu', 'kharzum']) expect(INITIAL_CONTROL.get(id)).toBe('demon');
    for (const id of ['timur', 'deansor', 'barzek']) expect(INITIAL_CONTROL.get(id)).toBe('khozar');
    for (const c of WESTERN_CITIES) expect(INITIAL_CONTROL.get(c.id)).toBe('khozar-if-townsman');
    expect(INITIAL_CONTROL.get('altu-khan')).toBe('altu-khan');
    expect(INITIAL_CONTROL.get('lyuung')).toBe('lyuung');
  });

  it('reinforcement pools match the counters (DL-REIN-06/07)', () => {
    for (const side of ['demon', 'khozar'] as const) {
      const p = REINFORCEMENTS[side];
      expect(UNITS.filter((u) => u.home === p.home)).toHaveLength(p.counters);
      expect(p.draw).toBeLessThan(p.counters);
    }
    expect([REINFORCEMENTS.demon.draw, REINFORCEMENTS.khozar.draw]).toEqual([9, 8]);
    expect([REINFORCEMENTS.demon.tournamentDraw, REINFORCEMENTS.khozar.tournamentDraw]).toEqual([10, 9]);
  });
});

describe('spells (DL-MAG, DL-SPELL-B/D/K)', () => {
  it('gives each side seven counters with the text’s minimum powers', () => {
    const power = (side: Side) =>
      Object.fromEntries(SPELL_COUNTERS.filter((c) => c.faction === side).map((c) => [c.spell, c.minPower]));
    expect(power('demon')).toEqual({
      vision: 2,
      veil: 2,
      'swift-steps': 4,
      failure: 3,
      gate: 4,
      darkness: 2,
      necromon: 5,
    });
    expect(power('khozar')).toEqual({ vision: 2, veil: 2, 'swift-steps': 3, failure: 4, gate: 4, light: 2, rains: 4 });
    expect(SIDE_SPELLS.demon).toHaveLength(7);
    expect(SIDE_SPELLS.khozar).toHaveLength(7);
  });

  it('succeeds on 1-5 at power 2-3 and 1-4 at power 4-5 (DL-MAG-12)', () => {
    expect(spellSuccessFaces('swift-steps', 'khozar')).toEqual([1, 2, 3, 4, 5]);
    expect(spellSuccessFaces('swift-steps', 'demon')).toEqual([1, 2, 3, 4]);
    expect(spellSuccessFaces('necromon', 'demon')).toEqual([1, 2, 3, 4]);
    expect(spellSuccessFaces('light', 'khozar')).toEqual([1, 2, 3, 4, 5]);
    expect(SPECIAL_SPELLS.find((s) => s.id === 'failure')?.structurePenalty).toBe(2);
  });

  it('every spell of a side has a character able to cast it', () => {
    for (const side of ['demon', 'khozar'] as const) {
      const best = Math.max(
        ...UNITS.filter((u) => u.faction === side && u.kind === 'character').map((u) => (u as CharacterCounter).magic),
      );
      for (const c of SPELL_COUNTERS.filter((x) => x.faction === side)) expect(best).toBeGreaterThanOrEqual(c.minPower);
    }
  });
});

describe('player-aid tables (DL-AID)', () => {
  const coversD6 = <T>(t: DieTable<T>) => {
    const faces = t.flatMap((e) => e.faces).sort();
    expect(faces).toEqual([1, 2, 3, 4, 5, 6]);
  };

  it('every d6 table has each face exactly once', () => {
    for (const t of [
      CHARACTER_FATE,
      ALLIANCE_ATTEMPT,
      TEMPORARY_ALLIANCE_CHECK,
      REINFORCEMENT_ARRIVAL,
      TOWNSMAN_PLACEMENT,
      UL_RULER,
      FOREST_SUMMONING,
    ] as DieTable<unknown>[])
      coversD6(t);
    expect(lookup(CHARACTER_FATE, 2)).toBe('killed');
    expect(lookup(ALLIANCE_ATTEMPT, 5)).toBe('myth');
    expect(lookup(TEMPORARY_ALLIANCE_CHECK, 6)).toBe('temporary-with-opponent');
  });

  it('the siege table has a row for every modified total, below 2 and above 12 included', () => {
    for (const col of SIEGE_COLUMNS) {
      const { min, max } = siegeTotalRange(SIEGE_COLUMN_READER[col]);
      for (let t = min; t <= max; t++) expect(siegeLoss(col, t)).toBeDefined();
    }
    expect(siegeTotalRange('besieger')).toEqual({ min: 0, max: 16 });
    expect(siegeTotalRange('defender')).toEqual({ min: 2, max: 14 });
    expect(SIEGE_TABLE.some((r) => r.total < 2)).toBe(true);
    expect(SIEGE_TABLE.some((r) => r.total > 12)).toBe(true);
  });

  it('keeps the printed siege rows 2-6 (Table 2)', () => {
    const row = (t: number) => SIEGE_COLUMNS.map((c) => siegeLoss(c, t));
    expect(row(2)).toEqual([0, 0, 0, 0]);
    expect(row(3)).toEqual([0, 0, 0, 0]);
    for (const t of [4, 5, 6]) expect(row(t)).toEqual([1, 0, 0, 0]);
    expect(SIEGE_TABLE.filter((r) => r.source === 'text').map((r) => r.total)).toEqual([2, 3, 4, 5, 6]);
  });

  it('losses never fall as the roll rises, and only the besieger can force a surrender', () => {
    for (const col of SIEGE_COLUMNS) {
      let prev = -1;
      for (const r of SIEGE_TABLE) {
        const v = r[col] === 'surrender' ? 99 : (r[col] as number);
        expect(v).toBeGreaterThanOrEqual(prev);
        prev = v;
        if (SIEGE_COLUMN_READER[col] === 'defender') expect(r[col]).not.toBe('surrender');
      }
    }
    expect(siegeLoss('assaultByBesieger', 12)).toBe('surrender');
    expect(siegeLoss('siegeByBesieger', 16)).toBe('surrender');
  });

  it('morale: below passes, equal flees, above is destroyed, capped at 6 (DL-MORL-01, -05)', () => {
    for (let m = 1; m <= 6; m++)
      for (let r = 1; r <= 6; r++)
        expect(moraleResult(r, m)).toBe(r < m ? 'no-effect' : r === m ? 'flees' : 'destroyed');
    expect(moraleResult(6, 7)).toBe('flees');
    // every effective morale the modifiers can give (leader +2, battle magic -1, Darkness -1) has an answer
    for (let m = -1; m <= 8; m++) for (let r = 1; r <= 6; r++) expect(moraleResult(r, m)).toBeTruthy();
    // battle example: scouts 5 + Erush 1 = 6 flee on 6; DeAnsor infantry 4 flee on 4; foot guard 5 pass on 4
    expect(moraleResult(6, regiment('er-mounted-scouts').morale + character('lord-erush').leader!)).toBe('flees');
    expect(moraleResult(4, regiment('da-heavy-infantry').morale)).toBe('flees');
    expect(moraleResult(4, regiment('er-foot-guard').morale)).toBe('no-effect');
  });

  it('shooting in the battle example (DL-BEX-08)', () => {
    // crossbowmen 7 -1 against the heavy foot guard: a 3 hits
    expect(hits(3, regiment('da-crossbowmen').missile - 1)).toBe(true);
    // DeAnsor infantry 5 against the swordsmen (medium): a 6 misses
    expect(hits(6, regiment('da-heavy-infantry').missile)).toBe(false);
    // swordsmen 4 -1 against heavy infantry
    expect(regiment('er-swordsmen').missile - 1).toBe(3);
  });

  it('truce thresholds (DL-END-03, DL-VSTRAT-02)', () => {
    expect(negotiation(12, 8, 'base')).toBe('next-turn-last');
    expect(negotiation(10, 5, 'base')).toBe('roll-turns-left');
    expect(negotiation(7, 7, 'base')).toBe('nothing');
    expect(negotiation(12, 12, 'strategic')).toBe('roll-turns-left');
    expect(negotiation(6, 20, 'strategic')).toBe('nothing');
  });
});
