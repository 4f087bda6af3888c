import { describe, expect, it } from 'vitest';
import { hexside, hexsideEnds, type HexId, type HexsideId } from '../../../engine/hex.ts';
import {
  BASIC_KINGDOMS,
  CASTLES,
  DARK_RIVER_ERRATA,
  DEEP_COURSE,
  DEEP_ESTUARY,
  DIPLOMACY_CARDS_PRINTED,
  DIPLOMACY_DECK,
  GAZETTEER,
  HERO_FATE_TABLE,
  HEXES,
  HEXSIDE_FEATURES,
  IDENTITY_CARDS,
  ISLE_OF_FRIGHT,
  MAP_COLS,
  MAP_ROWS,
  MERCENARIES,
  NAMED_SPACES,
  NON_CASTLE_PORTS,
  OWNER_ROWS,
  PARROS,
  PARROS_CANALS,
  PERSONALITY_CARDS,
  PLOY_BY_ID,
  PLOYS,
  PORT_LORK,
  RANDOM_EVENTS,
  REGIONS,
  REGULAR_COUNTERS,
  RIVERS,
  SPECIAL_MERCENARY_CARDS,
  TERRAIN_ROWS,
  THE_BOOM,
  THE_FACE,
  THE_OBELISK,
  TROLL_SCENIC_SPACES,
  TURN_NUMBERS,
  UNIT_TYPE_BY_ID,
  ZORN_DEPLOYMENT_HEXES,
  deepPosition,
  featureCost,
  fleetMayCross,
  fleetMayEnter,
  getHex,
  grid,
  hexesOf,
  isDeepHexside,
  landMayCross,
  mapNeighbours,
  noTwoAdjacent,
  plunderPoints,
  poolSize,
  royalCastleOf,
  siegeModifier,
  unitType,
  type KingdomId,
  type TerrainBonus,
} from './index.ts';

const castle = (name: string) => {
  const c = CASTLES.find((x) => x.name === name);
  if (!c) throw new Error(`no castle ${name}`);
  return c;
};
const y = (h: HexId) => grid.center(h).y;
const x = (h: HexId) => grid.center(h).x;

/** Connected components of a hex set under a step predicate. */
function components(hexes: readonly HexId[], step: (a: HexId, b: HexId) => boolean): HexId[][] {
  const left = new Set(hexes);
  const out: HexId[][] = [];
  for (const start of hexes) {
    if (!left.has(start)) continue;
    left.delete(start);
    const comp = [start];
    for (let i = 0; i < comp.length; i++) {
      for (const n of mapNeighbours(comp[i] as HexId)) {
        if (left.has(n) && step(comp[i] as HexId, n)) {
          left.delete(n);
          comp.push(n);
        }
      }
    }
    out.push(comp);
  }
  return out;
}

/** Vertex check: two hexsides share a corner when their hexes form a mutually adjacent triple. */
function shareCorner(s: HexsideId, t: HexsideId): boolean {
  const hs = [...new Set([...hexsideEnds(s), ...hexsideEnds(t)])];
  return hs.length === 3 && hs.every((a, i) => hs.every((b, j) => i === j || grid.adjacent(a, b)));
}

describe('grid and hexes', () => {
  it('has two grids of MAP_ROWS by MAP_COLS that agree on water', () => {
    expect(TERRAIN_ROWS).toHaveLength(MAP_ROWS);
    expect(OWNER_ROWS).toHaveLength(MAP_ROWS);
    for (let r = 0; r < MAP_ROWS; r++) {
      const t = TERRAIN_ROWS[r] as string;
      const o = OWNER_ROWS[r] as string;
      expect(t).toHaveLength(MAP_COLS);
      expect(o).toHaveLength(MAP_COLS);
      for (let c = 0; c < MAP_COLS; c++) {
        const water = t[c] === '~' || t[c] === 'o' || t[c] === 'i';
        expect(water, `water mismatch at col ${c} row ${r}`).toBe(o[c] === '~' || o[c] === 'o');
        if (t[c] === 'o' || o[c] === 'o') expect(t[c]).toBe(o[c]);
      }
    }
    expect(HEXES.size).toBe(MAP_ROWS * MAP_COLS);
  });

  it('labels every hex CCRR and keeps it on the grid', () => {
    for (const [id, h] of HEXES) {
      expect(id).toMatch(/^\d{4}$/);
      expect(grid.label(grid.parse(id))).toBe(id);
      expect(grid.parse(id)).toEqual({ col: h.col, row: h.row });
      expect(h.col).toBeGreaterThanOrEqual(0);
      expect(h.col).toBeLessThan(MAP_COLS);
      expect(h.row).toBeGreaterThanOrEqual(0);
      expect(h.row).toBeLessThan(MAP_ROWS);
    }
  });

  it('marks every land hex that touches the sea as coastal, and only land as coastal', () => {
    for (const h of HEXES.values()) {
      const touchesWater = mapNeighbours(h.id).some((n) => ['sea', 'lake'].includes(getHex(n).kind));
      if (h.kind === 'land' && touchesWater) expect(h.coastal, h.id).toBe(true);
      if (h.kind !== 'land') expect(h.coastal).toBe(false);
      if (h.kind === 'land') expect(h.seaZone).toBeNull();
      else expect(h.seaZone, h.id).not.toBeNull();
    }
  });

  it('is connected over land, every land hex reachable from every other', () => {
    const land = [...HEXES.values()].filter((h) => h.kind === 'land').map((h) => h.id);
    const comps = components(land, landMayCross);
    expect(comps.map((c) => c.length)).toEqual([land.length]);
  });

  it('has one open sea and a separate Lake Carth', () => {
    const sea = [...HEXES.values()].filter((h) => h.kind === 'sea').map((h) => h.id);
    expect(components(sea, () => true)).toHaveLength(1);
    const lake = [...HEXES.values()].filter((h) => h.kind === 'lake').map((h) => h.id);
    expect(lake.length).toBeGreaterThanOrEqual(3);
    expect(components(lake, () => true)).toHaveLength(1);
    for (const l of lake) for (const n of mapNeighbours(l)) expect(getHex(n).kind).not.toBe('sea');
    for (const l of lake) expect(getHex(l).seaZone).toBe('lake-carth');
  });

  it('prices combined terrain as the checklist resolves it (Q-48)', () => {
    const b = (...xs: TerrainBonus[]) => new Set<TerrainBonus>(xs);
    expect(featureCost([], b())).toBe(1);
    expect(featureCost(['forest', 'mountain'], b())).toBe(6);
    expect(featureCost(['mountain', 'forest'], b('mountain'))).toBe(5);
    expect(featureCost(['mountain', 'forest'], b('forest'))).toBe(4);
    expect(featureCost(['mountain', 'forest'], b('forest', 'mountain'))).toBe(3);
    expect(featureCost(['hills', 'forest'], b('forest', 'mountain'))).toBe(1);
    expect(featureCost(['hills'], b('mountain'))).toBe(1);
    expect(featureCost(['pass'], b('mountain'))).toBe(2);
    expect(featureCost(['swamp'], b('swamp'))).toBe(1);
  });
});

describe('hexside features', () => {
  it('joins two adjacent on-map hexes under a canonical id', () => {
    expect(HEXSIDE_FEATURES.size).toBeGreaterThan(0);
    for (const s of HEXSIDE_FEATURES.keys()) {
      const [a, b] = hexsideEnds(s);
      expect(HEXES.has(a), s).toBe(true);
      expect(HEXES.has(b), s).toBe(true);
      expect(grid.adjacent(a, b), s).toBe(true);
      expect(hexside(a, b)).toBe(s);
    }
  });

  it('runs the River Deep as one connected course of land hexsides', () => {
    expect(new Set(DEEP_COURSE).size).toBe(DEEP_COURSE.length);
    for (let i = 1; i < DEEP_COURSE.length; i++) {
      expect(shareCorner(DEEP_COURSE[i - 1] as HexsideId, DEEP_COURSE[i] as HexsideId), `${i}`).toBe(true);
    }
    for (const s of DEEP_COURSE) for (const h of hexsideEnds(s)) expect(getHex(h).kind).toBe('land');
    DEEP_COURSE.forEach((s, i) => {
      expect(HEXSIDE_FEATURES.get(s)?.deep).toBe(i);
    });
  });

  it('starts the Deep east of the coastal hex south-east of Castle Lapspell', () => {
    const lapspell = castle('Castle Lapspell').hex;
    expect(grid.neighbour(lapspell, 2)).toBe(DEEP_ESTUARY); // direction 2 = SE
    expect(getHex(DEEP_ESTUARY).coastal).toBe(true);
    const mouth = DEEP_COURSE[DEEP_COURSE.length - 1] as HexsideId;
    const ends = hexsideEnds(mouth);
    // the two hexes of the mouth hexside are the NE and SE neighbours of the estuary
    expect(new Set(ends)).toEqual(new Set([grid.neighbour(DEEP_ESTUARY, 1), grid.neighbour(DEEP_ESTUARY, 2)]));
    // flow: the mouth end is downstream (highest position)
    const source = DEEP_COURSE[0] as HexsideId;
    for (const h of hexsideEnds(source)) expect(deepPosition(h) ?? 99).toBeLessThan(deepPosition(ends[0]) ?? -1);
  });

  it('ends the Deep south-west of Pennol, clear of Lake Carth', () => {
    const pennol = castle('Pennol').hex;
    for (const h of hexsideEnds(DEEP_COURSE[0] as HexsideId)) {
      expect(x(h)).toBeLessThan(x(pennol));
      expect(y(h)).toBeGreaterThan(y(pennol));
    }
    for (const s of DEEP_COURSE) for (const h of hexsideEnds(s)) expect(getHex(h).lakeShore, h).toBe(false);
  });

  it('joins the Waning to the Deep by its navigable first hex only', () => {
    const waning = RIVERS.find((r) => r.id === 'waning');
    expect(waning?.navigableHexes).toHaveLength(1);
    const first = waning?.navigableHexes[0] as HexId;
    expect(waning?.hexes[waning.hexes.length - 1]).toBe(first);
    expect(grid.hexsides(first).some((s) => HEXSIDE_FEATURES.get(s)?.deep !== undefined)).toBe(true);
    expect(fleetMayEnter(first)).toBe(true);
    for (const r of RIVERS) {
      for (const h of r.hexes) {
        if (h === first) continue;
        expect(getHex(h).navigable, `${r.id} ${h} touches the Deep`).toBe(false);
        expect(fleetMayEnter(h), `${r.id} ${h}`).toBe(false);
      }
    }
  });

  it('draws ordinary rivers as chains of adjacent land hexes ending where they say', () => {
    const seen = new Set<HexId>();
    for (const r of RIVERS) {
      r.hexes.forEach((h, i) => {
        expect(getHex(h).kind, h).toBe('land');
        expect(seen.has(h), `${h} on two rivers`).toBe(false);
        seen.add(h);
        if (i > 0) {
          expect(grid.adjacent(r.hexes[i - 1] as HexId, h), `${r.id} ${h}`).toBe(true);
          expect(HEXSIDE_FEATURES.get(hexside(r.hexes[i - 1] as HexId, h))?.valley).toBe(r.id);
        }
      });
      const last = r.hexes[r.hexes.length - 1] as HexId;
      if (r.mouth === 'sea') expect(getHex(last).seaCoast, r.id).toBe(true);
      if (r.mouth === 'deep') expect(getHex(last).navigable, r.id).toBe(true);
      if (r.mouth === 'map-edge') {
        const h = getHex(last);
        expect(h.row === 0 || h.col === 0 || h.row === MAP_ROWS - 1 || h.col === MAP_COLS - 1).toBe(true);
      }
    }
  });

  it('places the Dark River in the more southerly hex where it leaves Muetar', () => {
    const dark = RIVERS.find((r) => r.id === 'dark');
    const { inHex, notHex, lastMuetarHex } = DARK_RIVER_ERRATA;
    expect(getHex(lastMuetarHex).basicOwner).toBe('muetar');
    expect(getHex(inHex).basicOwner).not.toBe('muetar');
    expect(dark?.hexes).toContain(inHex);
    expect(dark?.hexes).not.toContain(notHex);
    expect(dark?.hexes.indexOf(inHex)).toBe((dark?.hexes.indexOf(lastMuetarHex) ?? -9) + 1);
    expect(grid.adjacent(inHex, notHex)).toBe(true);
    expect(grid.adjacent(lastMuetarHex, notHex)).toBe(true);
    expect(y(inHex)).toBeGreaterThan(y(notHex));
  });

  it('rings Parros with canals and coastal hexes that fleets can reach', () => {
    expect(PARROS_CANALS).toHaveLength(6);
    for (const s of PARROS_CANALS) expect(HEXSIDE_FEATURES.get(s)?.canal).toBe(true);
    for (const n of mapNeighbours(PARROS)) {
      expect(getHex(n).coastal, n).toBe(true);
      expect(fleetMayCross(n, PARROS)).toBe(true);
      expect(landMayCross(n, PARROS)).toBe(true);
    }
  });
});

describe('fleet access', () => {
  const fleetHexes = [...HEXES.values()].filter((h) => fleetMayEnter(h.id) && h.kind !== 'isle').map((h) => h.id);
  const open = components(fleetHexes, fleetMayCross);
  const reach = (h: HexId) => open.find((c) => c.includes(h)) ?? [];
  const seaComp = reach('0100');

  it('reaches every castle-port and non-castle port from the open sea', () => {
    for (const c of CASTLES.filter((c) => c.port)) expect(seaComp, c.name).toContain(c.hex);
    for (const p of NON_CASTLE_PORTS) expect(seaComp, p.name).toContain(p.hex);
  });

  it('reaches the River Deep from the sea through its estuary', () => {
    for (const s of DEEP_COURSE) for (const h of hexsideEnds(s)) expect(seaComp, h).toContain(h);
  });

  it('lets fleets into Port Lork only through the Boom', () => {
    const ways = mapNeighbours(PORT_LORK).filter((n) => fleetMayCross(n, PORT_LORK));
    expect(ways).toEqual([THE_BOOM]);
    expect(mapNeighbours(PORT_LORK).some((n) => getHex(n).kind === 'sea')).toBe(false);
    expect(getHex(THE_BOOM).coastal).toBe(true);
    expect(getHex(THE_BOOM).basicOwner).toBe('hothior');
  });

  it('keeps the Isle of Fright an island in open sea', () => {
    expect(getHex(ISLE_OF_FRIGHT).kind).toBe('isle');
    for (const n of mapNeighbours(ISLE_OF_FRIGHT)) expect(getHex(n).kind).toBe('sea');
  });

  it('has coastal mountains where no one may embark', () => {
    expect([...HEXES.values()].some((h) => h.noEmbark)).toBe(true);
  });
});

describe('castles, ports and places', () => {
  it('puts every castle on clear land inside its kingdom', () => {
    const hexes = new Set<HexId>();
    for (const c of CASTLES) {
      const h = getHex(c.hex);
      expect(h.kind, c.name).toBe('land');
      expect(h.features, c.name).toEqual([]);
      expect(h.owner, c.name).toBe(c.kingdom);
      expect(hexes.has(c.hex), c.name).toBe(false);
      hexes.add(c.hex);
      if (c.port) expect(h.coastal, c.name).toBe(true);
      expect(c.defense).toBeGreaterThanOrEqual(1);
    }
  });

  it('carries the errata values and the Basic Game exclusions', () => {
    expect(castle('Aws Alzak').defense).toBe(4);
    expect(castle('Parros').defense).toBe(3);
    expect(castle('The Keep').defense).toBe(2);
    expect(castle('Zefnar').defense).toBe(3);
    for (const n of ['Invisible School', 'Tower of Zards', 'The Keep']) expect(castle(n).basic).toBe(false);
    expect(CASTLES.filter((c) => !c.basic)).toHaveLength(3);
  });

  it('gives each kingdom but the Trolls exactly one royal castle', () => {
    for (const k of BASIC_KINGDOMS) {
      const royals = CASTLES.filter((c) => c.basic && c.royal && c.kingdom === k);
      expect(royals, k).toHaveLength(k === 'trolls' ? 0 : 1);
      expect(IDENTITY_CARDS[k].monarchHex).toBe(k === 'trolls' ? THE_FACE : royalCastleOf(k)?.hex);
    }
    expect(castle('Pennol')).toMatchObject({ kingdom: 'muetar', royal: true, port: false });
    expect(castle('Adeese')).toMatchObject({ kingdom: 'shucassam', royal: true, port: true });
    expect(castle('Port Lork')).toMatchObject({ kingdom: 'hothior', royal: true, port: true });
    expect(castle('Thores')).toMatchObject({ kingdom: 'rombune', port: true });
    expect(castle('Parros')).toMatchObject({ kingdom: 'rombune' });
  });

  it('honours the coastal clarifications of the rules', () => {
    expect(getHex(grid.neighbour(castle('Addat').hex, 2)).coastal).toBe(true); // SE of Addat
    const neOfAdeese = getHex(grid.neighbour(castle('Adeese').hex, 1));
    expect(neOfAdeese.kind).toBe('land');
    expect(neOfAdeese.coastal).toBe(true);
    const pennol = castle('Pennol').hex;
    const lakeWest = mapNeighbours(pennol).filter((n) => getHex(n).kind === 'lake');
    expect(lakeWest.length).toBeGreaterThan(0);
    for (const l of lakeWest) expect(x(l)).toBeLessThan(x(pennol));
  });

  it('puts Bartertown and Freeport on unclaimed coast', () => {
    for (const p of NON_CASTLE_PORTS) {
      const h = getHex(p.hex);
      expect(h.coastal, p.name).toBe(true);
      expect(h.basicOwner, p.name).toBeNull();
      expect(h.features).toEqual([]);
      expect(p.stormShelter).toBe(1);
    }
  });

  it('keeps named spaces on distinct clear land hexes', () => {
    const taken = new Set([...CASTLES.map((c) => c.hex), ...NON_CASTLE_PORTS.map((p) => p.hex)]);
    for (const s of NAMED_SPACES) {
      expect(taken.has(s.hex), s.name).toBe(false);
      taken.add(s.hex);
      if (s.kind !== 'island') {
        expect(getHex(s.hex).kind, s.name).toBe('land');
        expect(getHex(s.hex).features, s.name).toEqual([]);
      }
    }
  });

  it('leaves the principalities and the Obelisk unclaimed in the Basic Game', () => {
    for (const h of HEXES.values()) {
      if (h.owner === 'eaters-of-wisdom' || h.owner === 'black-hand') expect(h.basicOwner).toBeNull();
    }
    expect(hexesOf('shucassam')).not.toContain(THE_OBELISK);
    expect(getHex(THE_OBELISK).basicOwner).toBeNull();
    expect(mapNeighbours(THE_OBELISK).some((n) => getHex(n).basicOwner === 'shucassam')).toBe(true);
    for (const p of ['eaters-of-wisdom', 'black-hand'] as const) {
      expect([...HEXES.values()].filter((h) => h.owner === p).length, p).toBeGreaterThan(0);
    }
  });

  it('names every place, kingdom, river and feature of the checklist gazetteer', () => {
    const names = [
      'Minaria',
      'Ghem',
      'Hothior',
      'Immer',
      'Mivior',
      'Muetar',
      'Neuth',
      'Pon',
      'Rombune',
      'Shucassam',
      'The Trolls',
      'Zorn',
      'Eaters of Wisdom',
      'Black Hand',
      'Storm Riders',
      'Lloroi Empire',
      'The East',
      'Aws Alzak',
      'Aws Noir',
      'Rosengg',
      'Parros',
      'Thores',
      'Jipols',
      'Port Lork',
      'The Boom',
      'Pennol',
      'Adeese',
      'Castle Lapspell',
      'Addat',
      'Zefnar',
      'The Keep',
      'Invisible School',
      'Tower of Zards',
      'Bartertown',
      'Freeport',
      'The Face',
      'The Obelisk',
      'Isle of Fright',
      'River Deep',
      'River Waning',
      'Dark River',
      'Lake Carth',
      'Sea of Zett',
      'Banished Lands',
      'Blasted Heath',
      'Nithmere Mountains',
      'Field of the Laughing Dead',
      'Plain of Bones',
      'The Wasted Dead',
      'The Unknown Army',
    ];
    for (const n of names)
      expect(
        GAZETTEER.map((g) => g.name),
        n,
      ).toContain(n);
    expect(GAZETTEER.find((g) => g.name === 'Shucassam')?.aliases).toEqual(
      expect.arrayContaining(['Shuccasam', 'Schucassam']),
    );
    expect(GAZETTEER.find((g) => g.name === 'The Boom')?.aliases).toContain("Boarhort's Boom");
  });

  it('resolves every gazetteer entry to something on the map', () => {
    const placeHexes = new Set([
      ...CASTLES.map((c) => c.hex),
      ...NON_CASTLE_PORTS.map((p) => p.hex),
      ...NAMED_SPACES.map((s) => s.hex),
    ]);
    for (const g of GAZETTEER) {
      const r = g.ref;
      if (r.type === 'hex') expect(placeHexes.has(r.hex), g.name).toBe(true);
      if (r.type === 'kingdom')
        expect(
          [...HEXES.values()].some((h) => h.owner === r.kingdom),
          g.name,
        ).toBe(true);
      if (r.type === 'region')
        expect([...HEXES.values()].filter((h) => h.region === r.region).length, g.name).toBeGreaterThan(2);
      if (r.type === 'river')
        expect(
          RIVERS.some((x) => x.id === r.river),
          g.name,
        ).toBe(true);
      if (r.type === 'sea')
        expect(
          [...HEXES.values()].some((h) => h.seaZone === r.zone),
          g.name,
        ).toBe(true);
    }
  });

  it('lets the Sea of Zett be contested by Pon and Shucassam', () => {
    const zett = [...HEXES.values()].filter((h) => h.seaZone === 'sea-of-zett').map((h) => h.id);
    const shore = new Set(zett.flatMap(mapNeighbours).map((n) => getHex(n).basicOwner));
    expect(shore.has('pon')).toBe(true);
    expect(shore.has('shucassam')).toBe(true);
    expect(getHex(castle('Adeese').hex).seaCoast).toBe(true);
  });

  it('keeps the Banished Lands and the Blasted Heath unclaimed and puts Zorn in the Nithmere Mountains', () => {
    for (const id of ['banished-lands', 'blasted-heath']) {
      for (const h of HEXES.values()) if (h.region === id) expect(h.owner).toBeNull();
    }
    expect(REGIONS).toHaveLength(3);
    for (const z of hexesOf('zorn')) expect(getHex(z).region).toBe('nithmere-mountains');
  });
});

describe('kingdoms and force pools', () => {
  it('gives each kingdom territory, castles and deployment spaces inside it', () => {
    for (const k of BASIC_KINGDOMS) {
      const card = IDENTITY_CARDS[k];
      expect(card.kingdom).toBe(k);
      expect(hexesOf(k).length, k).toBeGreaterThan(3);
      expect(getHex(card.monarchHex).basicOwner, k).toBe(k);
      for (const e of card.pool) {
        if ('hex' in e.deploy) expect(getHex(e.deploy.hex).basicOwner, `${k} ${e.deploy.hex}`).toBe(k);
      }
    }
  });

  it('references only known unit types of the right kingdom', () => {
    for (const k of BASIC_KINGDOMS) {
      const card = IDENTITY_CARDS[k];
      expect(unitType(card.monarchType)).toMatchObject({ kind: 'monarch', kingdom: k, strength: 0 });
      for (const e of card.pool) {
        const t = UNIT_TYPE_BY_ID.get(e.type);
        expect(t, e.type).toBeDefined();
        expect(t?.kingdom).toBe(k);
        expect(t?.kind).not.toBe('monarch');
        expect(e.count).toBeGreaterThan(0);
      }
      expect(poolSize(k, 'army'), k).toBeGreaterThan(0);
    }
    for (const m of MERCENARIES) expect(UNIT_TYPE_BY_ID.get(m.type)?.kingdom).toBeNull();
    expect(new Set(MERCENARIES.map((m) => m.letter)).size).toBe(MERCENARIES.length);
    expect(new Set(REGULAR_COUNTERS.map((c) => c.id)).size).toBe(REGULAR_COUNTERS.length);
  });

  it('bases fleets in castle-ports of their own kingdom', () => {
    for (const k of BASIC_KINGDOMS) {
      for (const e of IDENTITY_CARDS[k].pool) {
        if (unitType(e.type).kind !== 'fleet') continue;
        expect('hex' in e.deploy).toBe(true);
        if (!('hex' in e.deploy)) continue;
        const hex = e.deploy.hex;
        expect(
          CASTLES.find((c) => c.hex === hex && c.port && c.kingdom === k),
          `${k} fleet at ${hex}`,
        ).toBeDefined();
      }
    }
    for (const k of ['mivior', 'rombune', 'pon', 'shucassam'] as KingdomId[])
      expect(poolSize(k, 'fleet'), k).toBeGreaterThan(0);
    expect(poolSize('muetar', 'fleet')).toBe(0);
  });

  it('carries the movement figures the rules give', () => {
    expect(unitType('muetar-army').ma).toBe(5);
    expect(unitType('ghem-monarch')).toMatchObject({ ma: 8, bonuses: ['mountain'] });
    expect(unitType('zorn-monarch').bonuses).toEqual(expect.arrayContaining(['forest', 'mountain']));
    for (const t of UNIT_TYPE_BY_ID.values()) if (t.kind === 'fleet') expect(t.ma).toBe(8);
    expect(IDENTITY_CARDS.neuth.race).toBe('elf');
    expect(IDENTITY_CARDS.ghem.race).toBe('dwarf');
    expect(IDENTITY_CARDS.trolls.race).toBe('troll');
    expect(IDENTITY_CARDS.zorn.race).toBe('goblin');
  });

  it('splits Ghem into three areas, each with its castle', () => {
    const comps = components(hexesOf('ghem'), landMayCross);
    expect(comps).toHaveLength(3);
    for (const name of ['Aws Noir', 'Aws Alzak', 'Rosengg']) {
      expect(comps.filter((c) => c.includes(castle(name).hex))).toHaveLength(1);
    }
  });

  it('gives the Trolls four areas, each with one scenic space, the Face among them', () => {
    const comps = components(hexesOf('trolls'), landMayCross);
    expect(comps).toHaveLength(4);
    expect(TROLL_SCENIC_SPACES).toContain(THE_FACE);
    for (const c of comps) expect(TROLL_SCENIC_SPACES.filter((s) => c.includes(s))).toHaveLength(1);
    expect(CASTLES.some((c) => c.kingdom === 'trolls')).toBe(false);
  });

  it('has room to deploy every Zorn unit on its own non-adjacent mountain or pass hex', () => {
    const chosen: HexId[] = [];
    for (const h of ZORN_DEPLOYMENT_HEXES) if (noTwoAdjacent([...chosen, h])) chosen.push(h);
    expect(chosen.length).toBeGreaterThanOrEqual(poolSize('zorn', 'army'));
    for (const h of ZORN_DEPLOYMENT_HEXES) expect(getHex(h).basicOwner).toBe('zorn');
  });
});

describe('cards and tables', () => {
  it('has 22 personality cards consistent with cards 10, 14 and 16', () => {
    expect(PERSONALITY_CARDS.map((c) => c.number)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(PERSONALITY_CARDS.filter((c) => !c.lendsMovementBonus).map((c) => c.number)).toEqual([10]);
    expect(PERSONALITY_CARDS.filter((c) => c.combat).map((c) => c.number)).toEqual([16]);
    const c14 = PERSONALITY_CARDS.find((c) => c.number === 14);
    expect(c14?.origin).toMatchObject({ sameAlliance: 1, otherAlliance: -1 });
    for (const c of PERSONALITY_CARDS) {
      for (const p of Object.keys(c.ploys)) expect(PLOYS as readonly string[]).toContain(p);
      for (const b of c.banishments) for (const p of b.ploys ?? []) expect(PLOYS).toContain(p);
    }
    expect(PERSONALITY_CARDS.some((c) => Object.keys(c.ploys).length > 0)).toBe(true);
    expect(PERSONALITY_CARDS.some((c) => c.banishments.length > 0)).toBe(true);
  });

  it('builds the Basic deck from ploys only, the four banishing ploys included', () => {
    for (const name of ['Black Magic', 'Threats', 'Blackmail', 'Crass Bribes']) {
      const p = [...PLOY_BY_ID.values()].find((x) => x.name === name);
      expect(p?.banishesOnFailure, name).toBe(true);
      expect(
        DIPLOMACY_DECK.some((c) => c.ploy === p?.id),
        name,
      ).toBe(true);
    }
    expect(DIPLOMACY_DECK.some((c) => c.ploy === 'threats' && c.modifier === 1)).toBe(true);
    expect([...PLOY_BY_ID.values()].filter((p) => p.banishesOnFailure)).toHaveLength(4);
    expect(new Set(DIPLOMACY_DECK.map((c) => c.id)).size).toBe(DIPLOMACY_DECK.length);
    expect(DIPLOMACY_DECK.length + SPECIAL_MERCENARY_CARDS).toBe(DIPLOMACY_CARDS_PRINTED);
    expect(SPECIAL_MERCENARY_CARDS).toBeGreaterThan(0);
    for (const c of DIPLOMACY_DECK) expect(c.modifier).toBeGreaterThan(0);
  });

  it('has the eleven random events for 2 to 12 and the fate table', () => {
    expect(RANDOM_EVENTS.map((e) => e.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(RANDOM_EVENTS.map((e) => e.id)).size).toBe(11);
    expect(HERO_FATE_TABLE).toEqual({
      1: 'killed',
      2: 'no-effect',
      3: 'no-effect',
      4: 'no-effect',
      5: 'no-effect',
      6: 'captured',
    });
    expect(TURN_NUMBERS).toHaveLength(20);
    expect(TURN_NUMBERS[19]).toBe(20);
  });

  it('reproduces the worked siege and victory-point figures', () => {
    expect(siegeModifier(15, 3, 4)).toBe(1);
    expect(siegeModifier(15, 4, 4)).toBe(0);
    expect(siegeModifier(15, 1, 4)).toBe(2);
    expect(plunderPoints(castle('Aws Alzak').defense, true)).toBe(40);
    expect(plunderPoints(castle('Zefnar').defense, false)).toBe(15);
  });

  it('treats Deep hexsides as navigable and crossable only under their own rules', () => {
    const s = DEEP_COURSE[5] as HexsideId;
    const [a, b] = hexsideEnds(s);
    expect(isDeepHexside(a, b)).toBe(true);
    expect(landMayCross(a, b)).toBe(true);
    expect(fleetMayCross(a, b)).toBe(true);
  });
});
