import { describe, expect, it } from 'vitest';
import { hexside, hexsideEnds } from '../../../engine/hex.ts';
import {
  ACTIVATION_RULES,
  ACTIVATION_TABLE,
  CAPITALS,
  COMBAT_TABLE,
  COMBAT_TABLE_TEXT_CELL,
  COUNTERS,
  CAPITAL_DELAY,
  DEMI_HUMAN_NATIONS,
  DRACONIANS,
  DICE,
  DRACONIANS_RULES,
  INITIATIVE,
  REPLACEMENTS,
  SPECIAL_COMBAT,
  TURN_STEPS,
  EVENT_UNITS,
  HEXES,
  HEXSIDES,
  HEXSIDE_EFFECTS,
  HOME_DEPLOYMENT,
  INVASION_PROXY,
  KNIGHTS_ACTIVATION_NATIONS,
  KNIGHTS_NATIONS,
  LAST_TURN,
  LEADER_AT_SEA,
  MAELSTROM,
  MAELSTROM_EDGE,
  MAELSTROM_EXITS,
  MAELSTROM_TABLE,
  MAP_COLS,
  MAP_ROWS,
  MARKERS,
  MODIFIERS,
  MODIFIER_EXAMPLE,
  NATIONS,
  NATION_CODES,
  NATION_INFO,
  NATION_ROWS,
  NAVAL_COMBAT,
  NAVAL_LEADERS,
  NOT_ROLLED,
  ODDS_COLUMNS,
  PLACES,
  PORTS,
  REGIONS,
  RESULT_SEVERITY,
  RIVERS,
  SCENARIOS,
  SIDE_RESULTS,
  STACKING,
  STRATEGIC_EVENTS,
  STRONGHOLDS,
  TAUNT,
  TAUNT_RULES,
  TERRAIN_CODES,
  TERRAIN_EFFECTS,
  TERRAIN_ROWS,
  TOWER_KNIGHTS,
  TURN_TRACK,
  UNITS,
  WIZARDS,
  activationRow,
  adjacent,
  baseRating,
  capitalReturnTurn,
  combatResult,
  counter,
  cupAtStart,
  d10Face,
  effectivelyAdjacent,
  eventDrawer,
  eventsAddedOn,
  getHex,
  getHexside,
  grid,
  groundStackLimit,
  initialControl,
  knightsStrongholdsAtStart,
  hexesOf,
  hexId,
  isHex,
  isReplaceable,
  isStrongholdKind,
  lookup,
  nationOf,
  neighbours,
  oddsColumn,
  parseHex,
  parseSideResult,
  place,
  placeAt,
  regionHexOk,
  riverMouthSea,
  scenario,
  sideOf,
  sideCorners,
  startingHexes,
  startingStacks,
  strongholdVp,
  strongholdsOf,
  unit,
  type Condition,
  type CounterId,
  type DieTable,
  type HexId,
  type NationId,
  type OddsColumn,
  type Race,
  type Scenario,
  type Side,
  type SideResult,
  type UnitCounter,
} from './index.ts';

const ALL_HEXES = [...HEXES.keys()];
const LAND = ALL_HEXES.filter((h) => getHex(h).land);
const SEA = ALL_HEXES.filter((h) => !getHex(h).land);

/** Hexes a ground army of this race may reach from `from` (terrain, deep rivers, mountain hexsides; DG-MOV). */
function groundReach(from: HexId, race: Race = 'human'): Set<HexId> {
  const crosses = (HEXSIDE_EFFECTS.mountainCrossers as readonly Race[]).includes(race);
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length) {
    const a = todo.pop()!;
    for (const b of neighbours(a)) {
      if (seen.has(b) || TERRAIN_EFFECTS[getHex(b).terrain].groundCost === null) continue;
      const s = getHexside(a, b);
      if (s.deep || (s.mountain && !crosses)) continue;
      seen.add(b);
      todo.push(b);
    }
  }
  return seen;
}

function components(hexes: readonly HexId[], step: (a: HexId, b: HexId) => boolean = () => true): HexId[][] {
  const left = new Set(hexes);
  const out: HexId[][] = [];
  while (left.size) {
    const first = left.values().next().value as HexId;
    left.delete(first);
    const comp = [first];
    for (let i = 0; i < comp.length; i++) {
      for (const n of neighbours(comp[i]!)) {
        if (left.has(n) && step(comp[i]!, n)) {
          left.delete(n);
          comp.push(n);
        }
      }
    }
    out.push(comp);
  }
  return out;
}

const sideOfStatus = (s: Scenario, n: NationId): Side | null => {
  const st = s.status[n];
  return st === 'highlord' || st === 'whitestone' ? st : null;
};
const sideOfCounter = sideOf;

// ---------------------------------------------------------------------------

describe('grid and neighbours (DG-SET-09)', () => {
  it('is 48 columns by 32 rows of hexes labelled CCRR', () => {
    expect(HEXES.size).toBe(MAP_COLS * MAP_ROWS);
    for (const id of ['0101', '4801', '0132', '4832', '2106', '3406']) expect(isHex(id)).toBe(true);
    for (const id of ['0001', '4901', '0133', '0100', 'abcd', '101']) expect(isHex(id)).toBe(false);
    expect(parseHex('2106')).toEqual({ col: 21, row: 6 });
    expect(hexId(3, 7)).toBe('0307');
  });

  it('uses the engine grid, flat-topped with odd columns half a hex lower', () => {
    expect(grid.spec).toMatchObject({ orientation: 'flat', offset: 'odd' });
    // odd column 21: N, NE (22,r), SE (22,r+1), S, SW (20,r+1), NW (20,r)
    expect(neighbours('2106')).toEqual(['2105', '2206', '2207', '2107', '2007', '2006']);
    // even column 22: N, NE (23,r-1), SE (23,r), S, SW (21,r), NW (21,r-1)
    expect(neighbours('2206')).toEqual(['2205', '2305', '2306', '2207', '2106', '2105']);
  });

  it('has symmetric neighbours, six for every interior hex, all at distance 1', () => {
    for (const h of ALL_HEXES) {
      const { col, row } = parseHex(h);
      if (col > 1 && col < MAP_COLS && row > 1 && row < MAP_ROWS) expect(neighbours(h)).toHaveLength(6);
      for (const n of neighbours(h)) {
        expect(neighbours(n)).toContain(h);
        expect(grid.distance(h, n)).toBe(1);
      }
    }
  });

  it('has exactly one hexside per adjacent pair, the same seen from both sides', () => {
    const degree = ALL_HEXES.reduce((n, h) => n + neighbours(h).length, 0);
    expect(HEXSIDES.size).toBe(degree / 2);
    for (const h of ALL_HEXES) {
      for (const n of neighbours(h)) {
        const s = getHexside(h, n);
        expect(getHexside(n, h)).toBe(s);
        expect(s.id).toBe(hexside(h, n));
      }
    }
  });
});

describe('terrain and territory grids', () => {
  it('are 32 strings of 48 known codes, and agree on where the sea is', () => {
    expect(TERRAIN_ROWS).toHaveLength(MAP_ROWS);
    expect(NATION_ROWS).toHaveLength(MAP_ROWS);
    TERRAIN_ROWS.forEach((r, i) => {
      expect(r).toHaveLength(MAP_COLS);
      for (const ch of r) expect(TERRAIN_CODES[ch], `row ${i + 1}: ${ch}`).toBeDefined();
      const n = NATION_ROWS[i]!;
      expect(n).toHaveLength(MAP_COLS);
      for (let c = 0; c < MAP_COLS; c++) {
        expect(n[c] === '~', `${hexId(c + 1, i + 1)}`).toBe(r[c] === '~');
        if (n[c] !== '~' && n[c] !== '-') expect(NATION_CODES[n[c]!]).toBeDefined();
      }
    });
  });

  it('uses every terrain type the text names, and ours', () => {
    const used = new Set(LAND.map((h) => getHex(h).terrain));
    for (const t of ['clear', 'forest', 'mountain', 'marsh', 'desert', 'glacier'] as const)
      expect(used.has(t), t).toBe(true);
    expect(LAND.some((h) => getHex(h).pass)).toBe(true);
    expect(LAND.some((h) => getHex(h).coastal)).toBe(true);
  });

  it('gives every nation but the good dragons territory, in one piece (the Dominion has its glacier exclave)', () => {
    for (const n of NATIONS) {
      const hexes = hexesOf(n);
      if (n === 'good-dragons') {
        expect(hexes).toHaveLength(0);
        continue;
      }
      expect(hexes.length, n).toBeGreaterThan(0);
      expect(components(hexes).length, n).toBe(n === 'dominion' ? 2 : 1);
    }
    expect(hexesOf('tower-knights').sort()).toEqual(['2106', '2107']);
  });

  it('has one connected sea, so a ship can reach every sea hex (DG-SHIP-01)', () => {
    expect(components(SEA, (a, b) => getHexside(a, b).shipPassage)).toHaveLength(1);
  });

  it('derives coastal hexes as land touching sea; ships pass only where water touches the hexside', () => {
    for (const h of LAND) expect(getHex(h).coastal).toBe(neighbours(h).some((n) => !getHex(n).land));
    for (const s of HEXSIDES.values()) {
      const a = getHex(s.a);
      const b = getHex(s.b);
      if (!a.land && !b.land) expect(s.shipPassage).toBe(true);
      if ((a.land && !a.coastal) || (b.land && !b.coastal)) expect(s.shipPassage).toBe(false);
      expect(s.coast).toBe(a.land !== b.land);
    }
  });

  it('puts the Maelstrom in open sea, seven hexes in one piece, with sea all round (DG-MAEL-01/02)', () => {
    expect(MAELSTROM).toHaveLength(7);
    expect(new Set(MAELSTROM).size).toBe(7);
    for (const h of MAELSTROM) {
      expect(getHex(h).terrain).toBe('sea');
      expect(getHex(h).maelstrom).toBe(true);
    }
    expect(components(MAELSTROM)).toHaveLength(1);
    expect(MAELSTROM_EDGE.length).toBeGreaterThan(0);
    expect(MAELSTROM_EXITS.length).toBeGreaterThanOrEqual(6);
    for (const h of MAELSTROM_EXITS) {
      expect(getHex(h).terrain).toBe('sea');
      expect(MAELSTROM).not.toContain(h);
    }
    expect(ALL_HEXES.filter((h) => getHex(h).maelstrom).sort()).toEqual([...MAELSTROM].sort());
  });
});

describe('hexsides: mountains, rivers, passes (DG-MOV-05/07, DG-ZOC-02)', () => {
  it('puts a mountain hexside between a mountain hex (not a pass) and any other land, and nowhere else', () => {
    for (const s of HEXSIDES.values()) {
      const a = getHex(s.a);
      const b = getHex(s.b);
      const m = (x: typeof a) => x.terrain === 'mountain' && !x.pass;
      expect(s.mountain).toBe(a.land && b.land && m(a) !== m(b));
      expect(s.features.includes('mountain')).toBe(s.mountain);
    }
    expect([...HEXSIDES.values()].filter((s) => s.mountain).length).toBeGreaterThan(100);
  });

  it('opens every pass to open land on at least two sides', () => {
    for (const h of LAND.filter((x) => getHex(x).pass)) {
      const open = neighbours(h).filter((n) => getHex(n).land && !getHexside(h, n).mountain);
      expect(open.length, h).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists river hexsides that exist, between land hexes, each on one river only', () => {
    const seen = new Set<string>();
    for (const r of RIVERS) {
      expect(r.sides.length, r.id).toBeGreaterThanOrEqual(6);
      expect(r.navigable).toBeLessThanOrEqual(r.sides.length);
      expect(r.deep).toBeLessThanOrEqual(r.sides.length);
      for (const s of r.sides) {
        const hs = HEXSIDES.get(s);
        expect(hs, s).toBeDefined();
        expect(getHex(hs!.a).land && getHex(hs!.b).land, s).toBe(true);
        expect(hs!.river).toBe(r.id);
        expect(hs!.mountain, `${s} is both river and mountain`).toBe(false);
        expect(seen.has(s), s).toBe(false);
        seen.add(s);
      }
    }
    expect([...HEXSIDES.values()].filter((s) => s.river).length).toBe(seen.size);
  });

  it('runs every river corner to corner from a sea mouth to a spring inland', () => {
    for (const r of RIVERS) {
      const corners = r.sides.map(sideCorners);
      for (let i = 1; i < corners.length; i++) {
        const shared = corners[i]!.filter((c) => corners[i - 1]!.includes(c));
        expect(shared, `${r.id}: ${r.sides[i - 1]} / ${r.sides[i]}`).toHaveLength(1);
      }
      const all = corners.flat();
      expect(new Set(all).size, `${r.id} crosses itself`).toBe(r.sides.length + 1);
      const sea = riverMouthSea(r);
      expect(getHex(sea).terrain).toBe('sea');
      const spring = corners.at(-1)!.find((c) => !corners.at(-2)!.includes(c))!;
      expect(
        spring.split('|').every((h) => isHex(h) && getHex(h).land),
        `${r.id} springs inland`,
      ).toBe(true);
    }
  });

  it('makes the Silverflood and the Elfwater major rivers, the lower Silverflood deep', () => {
    const by = (id: string) => RIVERS.find((r) => r.id === id)!;
    expect(by('silverflood').navigable).toBeGreaterThan(0);
    expect(by('elfwater').navigable).toBeGreaterThan(0);
    expect(by('silverflood').deep).toBeGreaterThan(0);
    for (const r of RIVERS.filter((x) => x.id !== 'silverflood' && x.id !== 'elfwater')) {
      expect([r.navigable, r.deep]).toEqual([0, 0]);
    }
    for (const s of HEXSIDES.values()) {
      expect(s.features.includes('major-river')).toBe(s.navigable);
      expect(s.features.includes('deep-river')).toBe(s.deep);
      if (s.navigable || s.deep) expect(s.river).not.toBeNull();
    }
  });

  it('never counts hexes across a mountain or deep river as adjacent (DG-ZOC-02)', () => {
    for (const s of HEXSIDES.values()) {
      expect(effectivelyAdjacent(s.a, s.b)).toBe(!s.mountain && !s.deep);
    }
    expect(adjacent('0101', '0303')).toBe(false);
  });
});

describe('places (checklist 3.1 item 1)', () => {
  it('sit on distinct land hexes of their own nation, never marsh, desert or sea', () => {
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map((p) => p.hex)).size).toBe(PLACES.length);
    for (const p of PLACES) {
      const h = getHex(p.hex);
      expect(h.land, p.id).toBe(true);
      expect(['marsh', 'desert']).not.toContain(h.terrain);
      expect(h.nation, p.id).toBe(p.nation);
    }
  });

  it('carries the places the text names', () => {
    expect(place('high-clerist-tower')).toMatchObject({
      name: 'High Clerist Tower',
      kind: 'fortress',
      nation: 'tower-knights',
      source: 'text',
    });
    expect(place('dargaard-keep')).toMatchObject({
      name: 'Dargaard Keep',
      kind: 'fortress',
      nation: 'soth',
      source: 'text',
    });
    expect(place('palanthus').nation).toBe('palanthus');
    expect(place('corsair-cove').kind).toBe('port-town');
  });

  it('gives every nation with territory one capital, inside it', () => {
    for (const n of NATIONS.filter((x) => hexesOf(x).length > 0)) {
      const caps = PLACES.filter((p) => p.nation === n && p.capital);
      expect(caps, n).toHaveLength(1);
      expect(CAPITALS.get(n)?.id).toBe(caps[0]!.id);
      expect(getHex(caps[0]!.hex).nation).toBe(n);
    }
    expect(CAPITALS.size).toBe(NATIONS.length - 1);
  });

  it('gives every conquerable nation a stronghold, and the pirates none (DG-CNQ-01/05/06)', () => {
    for (const n of NATIONS) {
      const own = strongholdsOf(n);
      if (NATION_INFO[n].conquerable) expect(own.length, n).toBeGreaterThan(0);
    }
    expect(strongholdsOf('pirates')).toHaveLength(0);
    expect(NATION_INFO.pirates.conquerable).toBe(false);
    expect(NATION_INFO.soth.conquerable).toBe(false);
    expect(strongholdsOf('soth').map((p) => p.id)).toEqual(['dargaard-keep']);
  });

  it('gives each elven and kender nation exactly one fortified city, its capital, and no other stronghold (DG-CAP-01)', () => {
    expect([...DEMI_HUMAN_NATIONS].sort()).toEqual(['goodlund', 'hylo', 'qualinesti', 'silvanesti']);
    for (const n of DEMI_HUMAN_NATIONS) {
      const own = strongholdsOf(n);
      expect(own, n).toHaveLength(1);
      expect(own[0]!.kind).toBe('fortified-city');
      expect(own[0]!.capital).toBe(true);
    }
  });

  it('puts dwarven fortresses only with the dwarves', () => {
    const dwarven = PLACES.filter((p) => p.kind === 'dwarven-fortress');
    expect(dwarven.map((p) => p.nation).sort()).toEqual(['kaolyn', 'stonedeep']);
    for (const p of dwarven) expect(getHex(p.hex).terrain).toBe('mountain');
  });

  it('makes ports coastal, or river ports on a major river (DG-SHIP-08)', () => {
    for (const p of PORTS) {
      const onRiver = neighbours(p.hex).some((n) => getHexside(p.hex, n).navigable);
      expect(getHex(p.hex).coastal || onRiver, p.id).toBe(true);
    }
    expect(
      PORTS.filter((p) => !getHex(p.hex).coastal)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['riverkeep', 'starwood']);
    // every nation with ships has a port for them
    for (const n of NATIONS) {
      if (UNITS.some((u) => u.nation === n && u.kind === 'ship'))
        expect(
          PORTS.some((p) => p.nation === n),
          n,
        ).toBe(true);
    }
  });

  it('holds three ground armies in a fortified city and in the High Clerist Tower, two elsewhere (DG-STK-01, DG-ACT-07)', () => {
    expect(groundStackLimit(place('palanthus').hex)).toBe(3);
    expect(groundStackLimit(place('high-clerist-tower').hex)).toBe(3);
    expect(groundStackLimit(place('dargaard-keep').hex)).toBe(2);
    expect(groundStackLimit(place('kaolyn-deep').hex)).toBe(2);
    expect(groundStackLimit('2011')).toBe(STACKING.ground);
  });

  it('values strongholds 1 (fortress) or 2 (city, dwarven fortress), +1 for a capital', () => {
    expect(strongholdVp(place('riverkeep'))).toBe(1);
    expect(strongholdVp(place('straitwatch'))).toBe(2);
    expect(strongholdVp(place('palanthus'))).toBe(3);
    expect(strongholdVp(place('kaolyn-deep'))).toBe(3);
    expect(strongholdVp(place('corsair-cove'))).toBe(0);
    expect(STRONGHOLDS.every((p) => isStrongholdKind(p.kind))).toBe(true);
  });

  it('places region labels on land or sea as their kind says', () => {
    for (const r of REGIONS) expect(regionHexOk(r), r.id).toBe(true);
  });
});

describe('reachability on the ground (DG-MOV, DG-RACE)', () => {
  const nightspire = place('nightspire').hex;
  const fromNightspire = groundReach(nightspire);

  it('lets Highlord infantry march from Nightspire to every mainland city it must conquer', () => {
    for (const id of [
      'palanthus',
      'high-clerist-tower',
      'solanthus',
      'caergoth',
      'fieldhold',
      'goldleaf',
      'starwood',
      'thistledown',
      'khur',
      'kern-hold',
      'dargaard-keep',
      'ashhaven',
      'emberkeep',
      'rimehold',
    ])
      expect(fromNightspire.has(place(id).hex), id).toBe(true);
  });

  it('reaches the High Clerist Tower’s pass from both sides of the northern range', () => {
    const tower = place('high-clerist-tower').hex;
    const north = neighbours(tower).filter((n) => getHex(n).nation === 'palanthus' && !getHexside(tower, n).mountain);
    const south = neighbours(tower).filter((n) => !getHexside(tower, n).mountain && getHex(n).nation !== 'palanthus');
    expect(north.length).toBeGreaterThan(0);
    expect(south.length).toBeGreaterThan(0);
  });

  it('lets every nation’s own armies reach each of its strongholds from its capital', () => {
    for (const n of NATIONS) {
      const cap = CAPITALS.get(n);
      if (!cap) continue;
      const race =
        UNITS.find((u): u is Extract<UnitCounter, { kind: 'army' }> => u.kind === 'army' && u.nation === n)?.race ??
        'human';
      const reach = groundReach(cap.hex, race);
      for (const p of strongholdsOf(n)) expect(reach.has(p.hex), `${n}: ${p.id}`).toBe(true);
    }
  });

  it('shuts the dwarven and ogre strongholds in mountains that only dwarves, ogres and fliers cross', () => {
    for (const id of ['kaolyn-deep', 'stonedeep', 'blode-crag']) {
      expect(fromNightspire.has(place(id).hex), id).toBe(false);
      expect(groundReach(nightspire, 'ogre').has(place(id).hex), id).toBe(true);
    }
  });
});

describe('counters (DG-SET-07, checklist 3.1 item 3)', () => {
  it('have unique ids and valid nations and nationalities', () => {
    expect(new Set(COUNTERS.map((c) => c.id)).size).toBe(COUNTERS.length);
    for (const u of UNITS) {
      expect(NATIONS).toContain(u.nation);
      expect(nationOf(u.nationality), u.id).toBe(u.nation);
    }
  });

  it('count as the data says (size figures of the README)', () => {
    const kind = (k: string) => UNITS.filter((u) => u.kind === k).length;
    expect(UNITS).toHaveLength(191);
    expect([kind('army'), kind('air'), kind('ship'), kind('leader')]).toEqual([122, 25, 18, 26]);
    expect(WIZARDS).toHaveLength(4);
    expect(MARKERS).toHaveLength(6);
    expect(COUNTERS).toHaveLength(201);
  });

  it('carry the twenty draconians and the three Tower Knights (DG-DRC-04, DG-ACT-07)', () => {
    expect(DRACONIANS).toHaveLength(20);
    expect(DRACONIANS_RULES.counters).toBe(20);
    expect(DRACONIANS.every((d) => d.nation === 'dominion' && d.nationality === 'draconians')).toBe(true);
    expect(TOWER_KNIGHTS).toHaveLength(3);
    expect(TOWER_KNIGHTS.every((k) => k.knight)).toBe(true);
  });

  it('carry the leaders the text names (DG-SEA-01, DG-CNQ-06)', () => {
    const named: [CounterId, string, NationId][] = [
      ['laurana', 'Laurana', 'qualinesti'],
      ['verminaard', 'Verminaard', 'dominion'],
      ['maquesta', 'Maquesta', 'pirates'],
      ['mithas', 'Mithas', 'mithas'],
      ['kothas', 'Kothas', 'kothas'],
      ['lord-soth', 'Lord Soth', 'soth'],
    ];
    for (const [id, name, nation] of named) {
      const u = unit(id);
      expect(u).toMatchObject({ kind: 'leader', name, nation, source: 'text' });
    }
    expect(NAVAL_LEADERS.map((l) => l.id).sort()).toEqual(['kothas', 'maquesta', 'mithas']);
    expect(unit('mithas').kind === 'leader' && unit('kothas').kind === 'leader').toBe(true);
  });

  it('have sensible values: depleted at most half (rounded up), positive MP, TR 1-3', () => {
    for (const u of UNITS) {
      if (u.kind === 'army' || u.kind === 'air') {
        expect(u.full.sp).toBeGreaterThanOrEqual(2);
        expect(u.depleted.sp).toBeGreaterThanOrEqual(1);
        expect(u.depleted.sp, u.id).toBeLessThanOrEqual(Math.ceil(u.full.sp / 2) + 1);
        expect(u.depleted.sp).toBeLessThan(u.full.sp);
        expect(u.full.mp).toBeGreaterThanOrEqual(3);
        expect(u.depleted.mp).toBeLessThanOrEqual(u.full.mp);
      }
      if (u.kind === 'ship') {
        expect(u.capacity).toEqual({ armies: 1, leaders: 'any' });
        expect(u.cr.damaged).toBeLessThan(u.cr.undamaged);
        expect(u.ma.damaged).toBeLessThan(u.ma.undamaged);
        expect(u.cr.undamaged).toBeLessThanOrEqual(9);
      }
      if (u.kind === 'leader') {
        expect(u.tr).toBeGreaterThanOrEqual(1);
        expect(u.tr).toBeLessThanOrEqual(3);
        expect(u.mp).toBeGreaterThan(0);
      }
    }
  });

  it('flag kender, Knights and draconians by race and nation', () => {
    for (const u of UNITS) {
      if (u.kind !== 'army') continue;
      expect(u.kender).toBe(u.race === 'kender');
      expect(u.draconian).toBe(u.race === 'draconian');
      expect(u.knight).toBe(KNIGHTS_NATIONS.includes(u.nation));
    }
    expect([...KNIGHTS_NATIONS].sort()).toEqual(['caergoth', 'gunthar', 'n-ergoth', 'solanthus', 'tower-knights']);
  });

  it('has dragons by colour: chromatic for the Highlord, metallic for Whitestone; a red dragon among them', () => {
    const dragons = UNITS.filter((u) => u.kind === 'air' && u.airType === 'dragon');
    for (const d of dragons) {
      if (d.kind !== 'air') continue;
      expect(d.colour).toBeDefined();
      const evil = ['red', 'blue', 'green', 'black', 'white'].includes(d.colour!);
      expect(d.nation).toBe(evil ? 'dominion' : 'good-dragons');
      if (evil) expect(d.nationality).toBe(`${d.colour}-army`);
      expect(d.carries).toBeNull();
    }
    expect(new Set(dragons.map((d) => (d.kind === 'air' ? d.colour : '')))).toEqual(
      new Set(['red', 'blue', 'green', 'black', 'white', 'gold', 'silver', 'bronze', 'brass', 'copper']),
    );
  });

  it('lets griffons and pegasi lift one infantry army of their nationality at half MP (DG-AIR-06/07)', () => {
    for (const u of UNITS) {
      if (u.kind !== 'air') continue;
      expect(u.replaceable).toBe(false);
      if (u.airType === 'griffon' || u.airType === 'pegasus') {
        expect(u.carries).toEqual({ armies: 1, types: ['infantry'], sameNationality: true, mpFactor: 0.5 });
        expect(UNITS.some((a) => a.kind === 'army' && a.type === 'infantry' && a.nationality === u.nationality)).toBe(
          true,
        );
      }
      if (u.airType === 'citadel') expect(u.nation).toBe('dominion');
    }
    expect(UNITS.some((u) => u.kind === 'air' && u.airType === 'pegasus')).toBe(true);
    expect(UNITS.filter((u) => u.kind === 'air' && u.airType === 'citadel')).toHaveLength(2);
  });

  it('gives both sides wizards, and one Demi-human Capital marker per elven and kender nation', () => {
    expect(WIZARDS.filter((w) => w.side === 'highlord')).toHaveLength(2);
    expect(WIZARDS.filter((w) => w.side === 'whitestone')).toHaveLength(2);
    for (const w of WIZARDS) expect(w).not.toHaveProperty('mp');
    const caps = MARKERS.filter((m) => m.marker === 'demi-human-capital').map((m) => m.nation);
    expect(caps.sort()).toEqual([...DEMI_HUMAN_NATIONS].sort());
    expect(MARKERS.filter((m) => m.marker === 'dark-temple')).toHaveLength(1);
    expect(MARKERS.filter((m) => m.marker === 'turn')).toHaveLength(1);
  });

  it('gives every nation with territory something to fight with', () => {
    for (const n of NATIONS) {
      const own = UNITS.filter((u) => u.nation === n && u.kind !== 'leader');
      expect(own.length, n).toBeGreaterThan(0);
    }
  });
});

describe('the Activation Table (DG-ACT, DG-INV)', () => {
  it('carries every printed value exactly (DG-ACT-10)', () => {
    const printed: [NationId, number | null, number | null, boolean][] = [
      ['blode', -2, 7, false],
      ['caergoth', 3, -2, true],
      ['goodlund', 5, -2, false],
      ['gunthar', 4, -3, true],
      ['hylo', 4, -2, false],
      ['kaolyn', 4, 1, false],
      ['kern', -2, 7, false],
      ['khur', 3, 2, false],
    ];
    for (const [n, ws, hl, knights] of printed) {
      expect(activationRow(n), n).toMatchObject({ whitestone: ws, highlord: hl, source: 'text' });
      expect(activationRow(n)?.knights === true).toBe(knights);
    }
    expect(activationRow('kothas')).toMatchObject({ whitestone: 1, source: 'partly' });
    expect(activationRow('palanthus')).toMatchObject({ whitestone: null, source: 'partly' });
    expect(activationRow('fielder')).toMatchObject({ whitestone: 5, highlord: 3, source: 'example' });
  });

  it('has one row for every nation that can be rolled for, in alphabetical order', () => {
    const rows = ACTIVATION_TABLE.map((r) => r.nation);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual(rows);
    for (const n of NATIONS) expect(rows.includes(n) !== (NOT_ROLLED[n] !== undefined), n).toBe(true);
    for (const n of KNIGHTS_ACTIVATION_NATIONS) expect(activationRow(n)?.knights, n).toBe(true);
  });

  it('resolves an invasion of the Tower Knights’ pass as one of Solanthus, next door (ours)', () => {
    expect(INVASION_PROXY['tower-knights']).toBe('solanthus');
    for (const [n, proxy] of Object.entries(INVASION_PROXY) as [NationId, NationId][]) {
      expect(NOT_ROLLED[n]).toBeDefined();
      expect(activationRow(proxy)).toBeDefined();
      expect(hexesOf(n).some((h) => neighbours(h).some((x) => getHex(x).nation === proxy))).toBe(true);
    }
  });

  it('replays the Fielder invasion example (DG-INV-11)', () => {
    const bonus = ACTIVATION_RULES.invasionBonusToNonInvader;
    const ws = baseRating('fielder', 'whitestone')! + bonus;
    const hl = baseRating('fielder', 'highlord')!;
    expect([ws, hl]).toEqual([7, 3]);
    const rolls: [Side, number][] = [
      ['whitestone', 8],
      ['highlord', 5],
      ['whitestone', 6],
    ];
    const winner = rolls.find(([s, r]) => r <= (s === 'whitestone' ? ws : hl));
    expect(winner).toEqual(['whitestone', 6]);
  });

  it('raises only the WS rating of Knights nations, by 1 per Highlord nation (DG-ACT-06)', () => {
    expect(baseRating('caergoth', 'whitestone', 2)).toBe(5);
    expect(baseRating('caergoth', 'highlord', 2)).toBe(-2);
    expect(baseRating('khur', 'whitestone', 2)).toBe(3);
    expect(baseRating('palanthus', 'whitestone')).toBe(0);
  });

  it('always ends an invasion: one side can succeed whoever invades (AMB-14)', () => {
    for (const r of ACTIVATION_TABLE) {
      for (const invader of ['highlord', 'whitestone'] as const) {
        const other = invader === 'highlord' ? 'whitestone' : 'highlord';
        const best = Math.max(
          baseRating(r.nation, invader)!,
          baseRating(r.nation, other)! + ACTIVATION_RULES.invasionBonusToNonInvader,
        );
        expect(best, `${r.nation} invaded by ${invader}`).toBeGreaterThanOrEqual(1);
      }
    }
  });
});

describe('the Combat Table (DG-CMB, DG-RES, DG-DRM)', () => {
  it('has a row for every modified roll and a cell for every column', () => {
    for (let roll = -40; roll <= 50; roll++) {
      const rows = COMBAT_TABLE.filter((r) => (r.min === null || roll >= r.min) && (r.max === null || roll <= r.max));
      expect(rows, `roll ${roll}`).toHaveLength(1);
    }
    for (const r of COMBAT_TABLE) {
      expect(r.cells).toHaveLength(ODDS_COLUMNS.length);
      for (const c of r.cells) {
        const [a, d] = c.split('/');
        expect(SIDE_RESULTS).toContain(a);
        expect(SIDE_RESULTS).toContain(d);
        expect(a !== '-' || d !== '-', 'every result hits someone (DG-CMB-14)').toBe(true);
      }
    }
  });

  it('keeps the one cell the text prints: 1-1 at -3 is E/1 (DG-CMB-13)', () => {
    expect(COMBAT_TABLE_TEXT_CELL).toEqual({ column: '1-1', roll: -3, result: 'E/1' });
    expect(combatResult('1-1', -3)).toEqual({ attacker: 'E', defender: '1' });
  });

  it('rounds the odds down for the defender (DG-CMB-10) and clamps to the table (AMB-32)', () => {
    for (const a of [20, 23, 29]) expect(oddsColumn(a, 10)).toBe('2-1');
    expect(oddsColumn(10, 10)).toBe('1-1');
    expect(oddsColumn(9, 10)).toBe('1-2');
    expect(oddsColumn(5, 10)).toBe('1-2');
    expect(oddsColumn(4, 10)).toBe('1-3');
    expect(oddsColumn(1, 100)).toBe('1-3');
    expect(oddsColumn(100, 1)).toBe('6-1');
    expect(() => oddsColumn(5, 0)).toThrow();
  });

  it('never helps the defender as the roll rises, nor as the odds rise', () => {
    const sev = (r: SideResult) => RESULT_SEVERITY[r];
    for (const col of ODDS_COLUMNS) {
      for (let roll = -10; roll < 30; roll++) {
        const a = combatResult(col, roll);
        const b = combatResult(col, roll + 1);
        expect(sev(b.attacker), `${col} ${roll}`).toBeLessThanOrEqual(sev(a.attacker));
        expect(sev(b.defender), `${col} ${roll}`).toBeGreaterThanOrEqual(sev(a.defender));
      }
    }
    for (let roll = -10; roll < 30; roll++) {
      for (let i = 1; i < ODDS_COLUMNS.length; i++) {
        const a = combatResult(ODDS_COLUMNS[i - 1] as OddsColumn, roll);
        const b = combatResult(ODDS_COLUMNS[i] as OddsColumn, roll);
        expect(sev(b.defender) - sev(b.attacker)).toBeGreaterThanOrEqual(sev(a.defender) - sev(a.attacker));
      }
    }
  });

  it('reads the result codes as the text defines them (DG-RES-01..06)', () => {
    expect(parseSideResult('1')).toEqual({ depletions: 1, allDepleted: false, retreat: false, eliminated: false });
    expect(parseSideResult('2')).toMatchObject({ depletions: 2 });
    expect(parseSideResult('D')).toMatchObject({ allDepleted: true, depletions: 0 });
    expect(parseSideResult('D1')).toMatchObject({ allDepleted: true, depletions: 1 });
    expect(parseSideResult('R')).toMatchObject({ retreat: true, depletions: 0 });
    expect(parseSideResult('E')).toMatchObject({ eliminated: true });
  });

  it('carries every modifier the text gives (DG-DRM-01..10)', () => {
    const m = (id: string) => MODIFIERS.find((x) => x.id === id)!;
    expect([m('leader').attacker, m('leader').defender, m('leader').per]).toEqual(['tr', 'tr', 'once']);
    expect([m('dragons').attacker, m('dragons').defender, m('dragons').per]).toEqual(['sp', 'sp', 'each']);
    expect([m('wizard').attacker, m('wizard').defender]).toEqual([3, -3]);
    expect([m('cavalry').attacker, m('cavalry').defender]).toEqual([1, null]);
    expect([m('flight').attacker, m('flight').defender]).toEqual([1, -1]);
    expect([m('fortress').defender, m('fortress').defenceMultiplier, m('fortress').ignoreRetreat]).toEqual([
      -4,
      3,
      true,
    ]);
    expect([m('fortified-city').defender, m('fortified-city').defenceMultiplier]).toEqual([-2, 2]);
    expect([m('dwarven-fortress').defender, m('dwarven-fortress').cancels]).toEqual([-10, ['flight', 'cavalry']]);
    expect([m('favourable-terrain').attacker, m('favourable-terrain').defender]).toEqual([1, -1]);
    expect(m('taunted').attacker).toBe(TAUNT_RULES.modifier);
    expect(TAUNT_RULES.modifier).toBe(-2);
    expect(MODIFIER_EXAMPLE.modifiers.reduce((a, b) => a + b, 0)).toBe(MODIFIER_EXAMPLE.total);
    expect(NAVAL_COMBAT.perWizard).toBe(3);
  });
});

describe('terrain, stacking and dice tables', () => {
  it('carries the movement costs and bans of the text (DG-MOV, DG-RACE, DG-AIR)', () => {
    expect(TERRAIN_EFFECTS.clear.groundCost).toBe(1);
    expect(TERRAIN_EFFECTS.forest.groundCost).toBe(2);
    expect(TERRAIN_EFFECTS.glacier.groundCost).toBe(1);
    for (const t of ['sea', 'desert', 'marsh'] as const) expect(TERRAIN_EFFECTS[t].groundCost).toBeNull();
    expect(TERRAIN_EFFECTS.desert.airMayOverfly).toBe(false);
    expect(TERRAIN_EFFECTS.marsh.airMayOverfly).toBe(true);
    expect(TERRAIN_EFFECTS.marsh.shipMayEnter).toBe(false);
    expect(TERRAIN_EFFECTS.sea.airMayEnd).toBe(false);
    expect(TERRAIN_EFFECTS.forest.favourableFor).toEqual(['elf', 'kender']);
    expect(TERRAIN_EFFECTS.mountain.favourableFor).toEqual(['dwarf', 'ogre']);
    expect((TERRAIN_EFFECTS.clear.groundCost ?? 0) + HEXSIDE_EFFECTS.riverSurcharge).toBe(2);
    expect(HEXSIDE_EFFECTS.mountainCrossers).toEqual(['dwarf', 'ogre']);
    expect([HEXSIDE_EFFECTS.mountainSurcharge, HEXSIDE_EFFECTS.airMountainSurcharge]).toEqual([1, 1]);
  });

  it('carries the stacking limits (DG-STK, DG-SHIP-06)', () => {
    expect([STACKING.ground, STACKING.groundInFortifiedCity, STACKING.air, STACKING.shipsOnRiverHexside]).toEqual([
      2, 3, 2, 2,
    ]);
    expect(STACKING.kenderAlone).toBe(true);
  });

  const covers = (t: DieTable<unknown>, sides: number) =>
    expect(t.flatMap((e) => e.faces).sort((a, b) => a - b)).toEqual(Array.from({ length: sides }, (_, i) => i + 1));

  it('gives the Maelstrom table as printed (DG-MAEL-02)', () => {
    covers(MAELSTROM_TABLE, 10);
    expect(lookup(MAELSTROM_TABLE, 1)).toBe('sinks');
    for (const f of [2, 3, 4, 5]) expect(lookup(MAELSTROM_TABLE, f)).toBe('stays');
    for (const f of [6, 7, 8]) expect(lookup(MAELSTROM_TABLE, f)).toBe('opponent-places');
    expect(lookup(MAELSTROM_TABLE, d10Face(9))).toBe('owner-places');
    expect(lookup(MAELSTROM_TABLE, d10Face(0))).toBe('owner-places');
  });

  it('gives the taunt and the leader lost at sea as printed (DG-KEN-04, DG-SEA-03)', () => {
    covers(TAUNT, 6);
    covers(LEADER_AT_SEA, 6);
    expect([1, 2, 3].map((f) => lookup(TAUNT, f))).toEqual(['no-effect', 'no-effect', 'no-effect']);
    expect([4, 5, 6].map((f) => lookup(TAUNT, f))).toEqual(['must-attack', 'must-attack', 'must-attack']);
    expect(lookup(LEADER_AT_SEA, 3)).toBe('lost');
    expect(lookup(LEADER_AT_SEA, 4)).toBe('with-nearest-army');
  });

  it('delays a moved capital 1d6+4 Turns: Turn 6, a 3, back on Turn 13 (DG-CAP-05/09)', () => {
    expect(CAPITAL_DELAY).toEqual({ die: 6, add: 4 });
    expect(capitalReturnTurn(6, 3)).toBe(13);
  });

  it('has the Highlord draw on odd Turns and Whitestone on even ones (DG-TURN-03)', () => {
    expect([1, 2, 3, 10, 25, 26].map(eventDrawer)).toEqual([
      'highlord',
      'whitestone',
      'highlord',
      'whitestone',
      'highlord',
      'whitestone',
    ]);
  });
});

describe('numbers the text gives (checklist 3.2)', () => {
  it('runs eight steps a Turn with a 1d4 initiative, ties to last Turn’s holder (DG-TURN-01/05)', () => {
    expect(TURN_STEPS).toHaveLength(8);
    expect(TURN_STEPS[0]).toBe('replacements');
    expect(TURN_STEPS.at(-1)).toBe('turn-marker');
    expect(INITIATIVE).toMatchObject({ die: 4, tie: 'previous-holder' });
  });

  it('uses d10, d6 and d4 where the text says (DG-SET-06)', () => {
    expect([DICE.activation, DICE.combat, DICE.maelstrom, DICE.naval]).toEqual([10, 10, 10, 10]);
    expect([DICE.taunt, DICE.capital, DICE.leaderAtSea, DICE.initiative]).toEqual([6, 6, 6, 4]);
    expect(d10Face(0)).toBe(10);
  });

  it('pairs replacements two for one and never replaces dragons, griffons, pegasi or ships (DG-REP-03/08)', () => {
    expect([REPLACEMENTS.pairSize, REPLACEMENTS.returnsPerPair]).toEqual([2, 1]);
    for (const k of ['dragon', 'griffon', 'pegasus', 'ship'] as const) expect(REPLACEMENTS.never).toContain(k);
    for (const u of UNITS) expect(isReplaceable(u)).toBe(u.kind === 'army');
  });

  it('lets fliers retreat 1-2 hexes and cavalry 1 before combat, and both advance one hex more (DG-RBC, DG-ADV)', () => {
    expect(SPECIAL_COMBAT.airRetreatBeforeCombat.hexes).toEqual([1, 2]);
    expect(SPECIAL_COMBAT.cavalryRetreatBeforeCombat.hexes).toEqual([1]);
    expect(SPECIAL_COMBAT.cavalryRetreatBeforeCombat.unlessAttackerHas).toEqual(['cavalry', 'air']);
    expect(SPECIAL_COMBAT.advanceExtraHexFor).toEqual(['air', 'cavalry']);
  });

  it('makes one draconian a Turn at the Dark Temple, and sinks a ship on its second hit (DG-DRC-02, DG-NAV-05)', () => {
    expect(DRACONIANS_RULES.perTurn).toBe(1);
    expect(NAVAL_COMBAT.hitsToSink).toBe(2);
    expect(NAVAL_COMBAT.withdrawOrder).toEqual(['defender', 'attacker']);
    expect(ACTIVATION_RULES.invasionBonusToNonInvader).toBe(2);
    expect(ACTIVATION_RULES.knightsBonusPerHighlordNation).toBe(1);
  });
});

describe('Strategic Events (DG-SE)', () => {
  it('are 26 counters with backs E1, E10, E20 only: 11, 9 and 6', () => {
    expect(STRATEGIC_EVENTS).toHaveLength(26);
    expect(new Set(STRATEGIC_EVENTS.map((e) => e.id)).size).toBe(26);
    expect(new Set(STRATEGIC_EVENTS.map((e) => e.name)).size).toBe(26);
    const count = (b: number) => STRATEGIC_EVENTS.filter((e) => e.back === b).length;
    expect([count(1), count(10), count(20)]).toEqual([11, 9, 6]);
  });

  it('refer only to counters, nations and places that exist', () => {
    for (const e of STRATEGIC_EVENTS) {
      expect(e.effects.length, e.id).toBeGreaterThan(0);
      expect(e.text.length).toBeGreaterThan(20);
      for (const f of e.effects) {
        if (f.kind === 'units-arrive') {
          for (const u of f.units) expect(counter(u), `${e.id}: ${u}`).toBeDefined();
          if (f.needs) expect(place(f.needs)).toBeDefined();
          if (!['with-friendly-army', 'friendly-strongholds', 'dark-temple-or-capital'].includes(f.where))
            expect(place(f.where)).toBeDefined();
        }
        if (f.kind === 'activation-modifier' && f.nations !== 'any')
          for (const n of f.nations) expect(NATIONS).toContain(n);
        if (f.kind === 'extra-activation-roll') for (const n of f.nations) expect(activationRow(n), n).toBeDefined();
        if (f.kind === 'set-rating') expect(activationRow(f.nation)).toBeDefined();
        if (f.kind === 'set-tactical-rating') expect(unit(f.leader).kind).toBe('leader');
        if (f.kind === 'remove-leader') for (const l of f.except) expect(unit(l).kind).toBe('leader');
        if (f.kind === 'return-from-pool' && f.where !== 'own-country') expect(place(f.where)).toBeDefined();
      }
      expect(e.onMap, e.id).toBe(e.effects.some((f) => f.kind === 'marker'));
    }
  });

  it('bring each event-only counter by exactly one event', () => {
    const brought = STRATEGIC_EVENTS.flatMap((e) =>
      e.effects.flatMap((f) => (f.kind === 'units-arrive' ? f.units : [])),
    );
    expect(new Set(brought).size).toBe(brought.length);
    expect(EVENT_UNITS.size).toBe(brought.length);
    expect(EVENT_UNITS.get('red-robe')).toBe('red-robe-choice');
    expect(
      UNITS.filter((u) => u.nation === 'good-dragons').every((u) => EVENT_UNITS.get(u.id) === 'good-dragons'),
    ).toBe(true);
  });

  it('fill the cup on Turns 1, 10 and 20, one draw a Turn emptying it on the campaign’s last Turn (DG-SE-02/03)', () => {
    expect(eventsAddedOn(1)).toHaveLength(11);
    expect(eventsAddedOn(10)).toHaveLength(9);
    expect(eventsAddedOn(20)).toHaveLength(6);
    expect(eventsAddedOn(2)).toHaveLength(0);
    expect(STRATEGIC_EVENTS.length).toBe(LAST_TURN);
  });
});

describe('the turn record and home deployments', () => {
  it('has 26 Turns, an autumn first, a winter every fifth from Turn 2 (DG-SET-08)', () => {
    expect(TURN_TRACK).toHaveLength(LAST_TURN);
    expect(TURN_TRACK[0]).toMatchObject({ turn: 1, season: 'autumn', months: 2, year: 1 });
    expect(TURN_TRACK.filter((t) => t.winter).map((t) => t.turn)).toEqual([2, 7, 12, 17, 22]);
    for (const t of TURN_TRACK) expect(t.months).toBe(t.winter ? 4 : 2);
    expect(TURN_TRACK.filter((t) => t.addToCup !== null).map((t) => t.turn)).toEqual([1, 10, 20]);
  });

  it('places every nation’s own counters, once each, inside its borders (DG-ACT-08)', () => {
    for (const [n, stacks] of Object.entries(HOME_DEPLOYMENT) as [
      NationId,
      readonly { hex: HexId; units: readonly CounterId[] }[],
    ][]) {
      const placed = stacks.flatMap((s) => s.units);
      expect(new Set(placed).size, n).toBe(placed.length);
      const own = UNITS.filter((u) => u.nation === n && !EVENT_UNITS.has(u.id)).map((u) => u.id);
      expect([...placed].sort(), n).toEqual(own.sort());
      for (const s of stacks) expect(getHex(s.hex).nation, `${n} ${s.hex}`).toBe(n);
    }
    for (const n of ACTIVATION_TABLE.map((r) => r.nation)) expect(HOME_DEPLOYMENT[n], n).toBeDefined();
    expect(HOME_DEPLOYMENT['tower-knights']).toEqual([
      { hex: place('high-clerist-tower').hex, units: TOWER_KNIGHTS.map((k) => k.id) },
    ]);
  });
});

describe('scenarios (checklist 3.1 items 5-7)', () => {
  it('are the campaign and three shorter ones, within the turn record', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(['campaign', 'red-wing', 'knights-at-bay', 'whitestone-dawn']);
    expect(scenario('campaign')).toMatchObject({ firstTurn: 1, lastTurn: LAST_TURN });
    for (const s of SCENARIOS) {
      expect(s.firstTurn).toBeGreaterThanOrEqual(1);
      expect(s.lastTurn).toBeLessThanOrEqual(LAST_TURN);
      expect(s.lastTurn).toBeGreaterThan(s.firstTurn);
      expect(Object.keys(s.status).sort()).toEqual([...NATIONS].sort());
    }
    expect(SCENARIOS.some((s) => s.firstTurn > 1)).toBe(true);
  });

  for (const s of SCENARIOS) {
    describe(s.id, () => {
      const hexes = startingHexes(s);
      const stacks = startingStacks(s);

      it('accounts for every counter exactly once', () => {
        const drawn = new Set(s.drawn);
        const made = new Set(DRACONIANS.slice(0, s.draconiansMade).map((d) => d.id));
        const places = new Map<CounterId, string[]>();
        const put = (id: CounterId, where: string) => places.set(id, [...(places.get(id) ?? []), where]);
        for (const st of stacks) for (const u of st.units) put(u, `map ${st.hex}`);
        for (const a of s.arrivals) for (const st of a.stacks) for (const u of st.units) put(u, `turn ${a.turn}`);
        for (const u of s.pool) put(u, 'pool');
        for (const u of s.removed) put(u, 'removed');
        for (const c of [...UNITS, ...WIZARDS]) {
          const ev = EVENT_UNITS.get(c.id);
          if (ev && !drawn.has(ev)) put(c.id, `event ${ev}`);
          if (c.kind === 'army' && c.draconian && !made.has(c.id)) put(c.id, 'unmade draconian');
          if (c.kind !== 'wizard' && s.status[c.nation] === 'neutral') put(c.id, 'awaiting activation');
        }
        for (const c of [...UNITS, ...WIZARDS]) expect(places.get(c.id), c.id).toHaveLength(1);
        for (const id of places.keys()) expect(counter(id)).toBeDefined();
      });

      it('sets up stacks that are legal: terrain, stacking, kender, one side to a hex (DG-STK, DG-MOV)', () => {
        const byHex = new Map<HexId, CounterId[]>();
        for (const [id, hex] of hexes) byHex.set(hex, [...(byHex.get(hex) ?? []), id]);
        for (const [hex, ids] of byHex) {
          expect(isHex(hex), hex).toBe(true);
          const h = getHex(hex);
          const cs = ids.map(counter);
          const armies = cs.filter((c) => c.kind === 'army');
          const air = cs.filter((c) => c.kind === 'air');
          expect(armies.length, `${s.id} ${hex} ground`).toBeLessThanOrEqual(groundStackLimit(hex));
          expect(air.length, `${s.id} ${hex} air`).toBeLessThanOrEqual(STACKING.air);
          if (armies.some((a) => a.kind === 'army' && a.kender))
            expect(
              armies.every((a) => a.kind === 'army' && a.kender),
              hex,
            ).toBe(true);
          const sides = new Set(ids.map((id) => sideOfCounter(s, id)));
          expect(sides.size, `${s.id} ${hex} sides`).toBe(1);
          expect(sides.has(null), `${s.id} ${hex}: a counter of a nation not at war`).toBe(false);
          for (const c of cs) {
            if (c.kind === 'army') expect(TERRAIN_EFFECTS[h.terrain].groundCost, `${c.id} at ${hex}`).not.toBeNull();
            if (c.kind === 'air') expect(TERRAIN_EFFECTS[h.terrain].airMayEnd, `${c.id} at ${hex}`).toBe(true);
            if (c.kind === 'ship') expect(!h.land || h.coastal, `${c.id} at ${hex}`).toBe(true);
            if (c.kind === 'ship' && h.land) expect(TERRAIN_EFFECTS[h.terrain].shipMayEnter).toBe(true);
            if (c.kind === 'leader' || c.kind === 'wizard') expect(h.land, `${c.id} at sea`).toBe(true);
          }
          if (!h.land)
            expect(
              cs.every((c) => c.kind === 'ship'),
              `${s.id} ${hex}: only ships at sea`,
            ).toBe(true);
        }
      });

      it('sets up turn-track arrivals on legal hexes of their side', () => {
        for (const a of s.arrivals) {
          expect(a.turn).toBeGreaterThan(s.firstTurn);
          expect(a.turn).toBeLessThanOrEqual(s.lastTurn);
          for (const st of a.stacks) {
            expect(getHex(st.hex).land).toBe(true);
            const armies = st.units.map(counter).filter((c) => c.kind === 'army');
            expect(armies.length).toBeLessThanOrEqual(groundStackLimit(st.hex));
            for (const u of st.units) expect(sideOfCounter(s, u)).toBe(a.side);
          }
        }
      });

      it('keeps conquered nations out entirely (DG-CNQ-03, AMB-42)', () => {
        for (const n of NATIONS) {
          if (!s.status[n].startsWith('conquered')) continue;
          for (const u of UNITS.filter((x) => x.nation === n)) expect(s.removed, u.id).toContain(u.id);
        }
      });

      it('puts the Dark Temple in a Highlord fortress or fortified city (DG-DRC-01)', () => {
        const p = place(s.darkTemple.place);
        expect(['fortress', 'fortified-city']).toContain(p.kind);
        expect(sideOfStatus(s, p.nation)).toBe('highlord');
        if (s.draconiansMade < 20) {
          const ground = [...hexes].filter(([, h]) => h === p.hex).filter(([id]) => counter(id).kind === 'army');
          expect(ground.length, 'room for the next draconian').toBeLessThan(groundStackLimit(p.hex));
        }
      });

      it('has a cup as AMB-08 says, and the counters of drawn events in play', () => {
        const cup = cupAtStart(s);
        for (const e of s.drawn)
          expect(STRATEGIC_EVENTS.find((x) => x.id === e)!.back).toBeLessThanOrEqual(s.firstTurn);
        expect(cup.length + s.drawn.length).toBe(STRATEGIC_EVENTS.filter((e) => e.back <= s.firstTurn).length);
        expect(s.drawn.length).toBeLessThanOrEqual(s.firstTurn - 1);
        for (const m of s.eventMarkers) {
          const e = STRATEGIC_EVENTS.find((x) => x.id === m.event)!;
          expect(e.onMap).toBe(true);
          expect(s.drawn).toContain(m.event);
          const here = [...hexes].filter(([, h]) => h === m.hex).map(([id]) => counter(id));
          const marker = e.effects.find((f) => f.kind === 'marker');
          if (marker?.kind === 'marker' && marker.placedWith === 'whitestone-wizard')
            expect(here.some((c) => c.kind === 'wizard' && c.side === 'whitestone')).toBe(true);
          else expect(here.some((c) => c.kind === 'army' && sideOfCounter(s, c.id) === 'whitestone')).toBe(true);
        }
        for (const e of STRATEGIC_EVENTS.filter((x) => x.onMap && s.drawn.includes(x.id)))
          expect(s.eventMarkers.map((m) => m.event)).toContain(e.id);
      });

      it('calls out the Tower Knights with the first Knights nation on the Whitestone side (DG-ACT-07, AMB-11)', () => {
        const anyKnights = KNIGHTS_ACTIVATION_NATIONS.some((n) => s.status[n] === 'whitestone');
        expect(s.status['tower-knights'] === 'whitestone').toBe(anyKnights);
        if (!anyKnights) for (const k of TOWER_KNIGHTS) expect(hexes.has(k.id)).toBe(false);
      });

      it('gives every stronghold a holder consistent with the armies in it', () => {
        const control = initialControl(s);
        expect(control.size).toBe(STRONGHOLDS.length);
        for (const p of STRONGHOLDS) {
          const armies = [...hexes].filter(([id, h]) => h === p.hex && ['army', 'air'].includes(counter(id).kind));
          if (armies.length) expect(control.get(p.id)).toBe(sideOf(s, armies[0]![0]));
          else if (s.status[p.nation] === 'neutral') expect(control.get(p.id)).toBeNull();
        }
        expect(control.get('nightspire')).toBe('highlord');
        const knights = knightsStrongholdsAtStart(s);
        for (const id of knights) expect(KNIGHTS_NATIONS).toContain(place(id).nation);
      });

      it('states victory in terms of places and nations that exist', () => {
        const check = (c: Condition) => {
          if (c.kind === 'controls') {
            for (const p of c.places) expect(place(p)).toBeDefined();
            expect(c.atLeast).toBeLessThanOrEqual(c.places.length);
          }
          if (c.kind === 'conquered') {
            for (const n of c.nations) expect(NATION_INFO[n].conquerable, n).toBe(true);
            expect(c.atLeast).toBeLessThanOrEqual(c.nations.length);
          }
          if (c.kind === 'stronghold-vp') {
            const total = STRONGHOLDS.filter((p) => !c.outside.includes(p.nation)).reduce(
              (n, p) => n + strongholdVp(p),
              0,
            );
            expect(c.atLeast).toBeLessThan(total);
          }
        };
        for (const v of [...s.victory.suddenDeath, ...s.victory.atEnd]) check(v.when);
        expect(s.victory.summary.length).toBeGreaterThan(40);
      });
    });
  }

  it('counts the Knights strongholds the Highlord must take (DG-KOS-02)', () => {
    expect(knightsStrongholdsAtStart(scenario('campaign'))).toHaveLength(9);
    expect(knightsStrongholdsAtStart(scenario('knights-at-bay'))).toHaveLength(9);
    expect(knightsStrongholdsAtStart(scenario('whitestone-dawn'))).not.toContain('eastmark');
    expect(initialControl(scenario('knights-at-bay')).get('fieldhold')).toBe('highlord');
  });

  it('opens the campaign with only the Dominion, Soth and the two elven kingdoms at war (the good dragons wait for their event)', () => {
    const c = scenario('campaign');
    const atWar = NATIONS.filter((n) => c.status[n] === 'highlord' || c.status[n] === 'whitestone');
    expect(atWar.sort()).toEqual(['dominion', 'good-dragons', 'qualinesti', 'silvanesti', 'soth']);
    for (const r of ACTIVATION_TABLE)
      expect(c.status[r.nation] === 'neutral', r.nation).toBe(!['qualinesti', 'silvanesti'].includes(r.nation));
    expect(cupAtStart(c)).toHaveLength(11);
    expect(scenario('red-wing').stacks).toBe(c.stacks);
  });

  it('starts Knights at Bay on Turn 10, with the E10 counters in the cup (AMB-08)', () => {
    const k = scenario('knights-at-bay');
    const cup = cupAtStart(k);
    expect(cup).toHaveLength(11);
    for (const e of STRATEGIC_EVENTS.filter((x) => x.back === 10)) expect(cup).toContain(e.id);
    expect(cup).not.toContain('hope-rekindled');
  });

  it('starts Whitestone Dawn with every draconian made and seven counters for seven Turns', () => {
    const w = scenario('whitestone-dawn');
    expect(w.draconiansMade).toBe(20);
    expect(cupAtStart(w)).toHaveLength(w.lastTurn - w.firstTurn + 1);
    expect(placeAt(w.eventMarkers[0]!.hex)?.id).toBe('riverkeep');
  });
});

describe('every id referenced anywhere exists', () => {
  it('checks places, stacks, arrivals, pools, removals, events and regions', () => {
    const hexRefs: HexId[] = [
      ...PLACES.map((p) => p.hex),
      ...REGIONS.map((r) => r.label),
      ...MAELSTROM,
      ...RIVERS.flatMap((r) => r.sides.flatMap((s) => hexsideEnds(s))),
      ...Object.values(HOME_DEPLOYMENT).flatMap((st) => (st ?? []).map((x) => x.hex)),
      ...SCENARIOS.flatMap((s) => [
        ...s.stacks.map((x) => x.hex),
        ...s.arrivals.flatMap((a) => a.stacks.map((x) => x.hex)),
        ...s.eventMarkers.map((m) => m.hex),
      ]),
    ];
    for (const h of hexRefs) expect(isHex(h), h).toBe(true);
    const counterRefs: CounterId[] = [
      ...Object.values(HOME_DEPLOYMENT).flatMap((st) => (st ?? []).flatMap((x) => x.units)),
      ...SCENARIOS.flatMap((s) => [
        ...s.stacks.flatMap((x) => x.units),
        ...s.pool,
        ...s.removed,
        ...s.arrivals.flatMap((a) => a.stacks.flatMap((x) => x.units)),
      ]),
    ];
    for (const id of counterRefs) expect(counter(id), id).toBeDefined();
    for (const s of SCENARIOS)
      for (const e of s.drawn)
        expect(
          STRATEGIC_EVENTS.some((x) => x.id === e),
          e,
        ).toBe(true);
  });
});
