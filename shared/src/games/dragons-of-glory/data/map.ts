/**
 * The map of Ansalon for Dragons of Glory, authored for Hexpost.
 *
 * The rulebook describes two mapsheets joined along the centre (DG-SET-09)
 * and names a handful of places (the High Clerist Tower, Dargaard Keep, the
 * Maelstrom) and nations, but prints no map. This one is ours: one grid of
 * 48 × 32 flat-topped hexes that carries every nation and place the text
 * names, in the relative positions the War of the Lance suggests. See
 * ./README.md for what is authored and why.
 *
 * Geometry: hexes are labelled 'CCRR' (column 01-48 west to east, row 01-32
 * north to south) on hexGrid({ orientation: 'flat', offset: 'odd' }) of the
 * engine: odd columns sit half a hex lower. Hexsides use the engine's
 * canonical id (hexside(a, b), the two labels sorted and joined by '|').
 *
 * Terrain and territory are two character grids, one string per row, so a
 * correction is a one-character edit. Everything else (coasts, mountain
 * hexsides, hexside features, neighbour tables) is derived from them plus
 * the river lists and the Maelstrom below.
 */
import { hexGrid, hexside, hexsideEnds, type HexGrid } from '../../../engine/hex.ts';
import type { HexId, HexsideFeature, HexsideId, NationId, RiverId, Terrain } from './ids.ts';

export const MAP_COLS = 48;
export const MAP_ROWS = 32;

/** The engine grid for this map: neighbours, distances, drawing. */
export const grid: HexGrid = hexGrid({ orientation: 'flat', offset: 'odd' });

export const hexId = (col: number, row: number): HexId => grid.label({ col, row });
export const parseHex = (id: HexId): { col: number; row: number } => grid.parse(id);
export const onMap = (col: number, row: number): boolean => col >= 1 && col <= MAP_COLS && row >= 1 && row <= MAP_ROWS;
export function isHex(id: string): boolean {
  if (!/^\d{4}$/.test(id)) return false;
  const { col, row } = grid.parse(id);
  return onMap(col, row);
}

// ---------------------------------------------------------------------------
// Terrain (checklist 3.1 item 1)
// ---------------------------------------------------------------------------

export interface TerrainCode {
  terrain: Terrain;
  /** A mountain pass: a mountain hex whose sides towards open land are not mountain hexsides. */
  pass: boolean;
}

/** One character per hex in TERRAIN_ROWS. */
export const TERRAIN_CODES: Readonly<Record<string, TerrainCode>> = {
  '~': { terrain: 'sea', pass: false },
  '.': { terrain: 'clear', pass: false },
  f: { terrain: 'forest', pass: false },
  m: { terrain: 'mountain', pass: false },
  p: { terrain: 'mountain', pass: true },
  s: { terrain: 'marsh', pass: false },
  d: { terrain: 'desert', pass: false },
  g: { terrain: 'glacier', pass: false },
};

/** Terrain of every hex: row RR is the string at index RR-1, column CC the character at CC-1 (see TERRAIN_CODES). */
export const TERRAIN_ROWS: readonly string[] = [
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~', // 01
  '~~~~~~~~~~~~~~~~~~~~~~~~~~.~.~.~~~~~~~...~.~~~~~', // 02
  '~~~~~~~~~~~~~~~~.~..~~........mm............~~~~', // 03
  '~~~~~~~~~~~~~~.......~.........mmff...fff...~~~~', // 04
  '~~~~.....~~~~~..................mm....ffff...~~~', // 05
  '~........~~~~~mmmmmmpmmmmmm......pm..fffff..~~~~', // 06
  '~.m....ff.~~~~.mmmmmpmmmmm.......mmm.fffff..~~.~', // 07
  '~..m..fff.~~.~.............smm.....m...fff..~.m.', // 08
  '~..m...ff.~..~.......ff......mm..........ss~~.m.', // 09
  '~..mm..f..~m.~.......f....m..mmm.........s.~~~..', // 10
  '~.f.m.....~..~...........mmmm..mm..........~~~~.', // 11
  '~.ffm.....~.~~...........mmmm..mmm...mm...~~~~~~', // 12
  '~.ffm....~~~~~...........mmm..........mm..~~~~~~', // 13
  '~~.......~~~~~..........~.~.~.....p....m..~~~~~~', // 14
  '~~~.....~~~~~~~.~.~.~~~~~~~~~~~.mmpmm..mm.~~~~~~', // 15
  '~~~~~.~~~~~~~~~~~~~~~~~~~~~~~~~~mm.mpp.mm.~~~~..', // 16
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~m...mm.mm~~~~~m.', // 17
  '~~~~~~~~~~~~.......~.~~~~~~~~~~~p...pmss.~~~~~..', // 18
  '~~.~....~~~~..........~~~~~~~~~~pmmmmp.s.~~~~~~.', // 19
  '~~....m..~~~....fff....~~~~~~~~..mmm.....~~~~~~~', // 20
  '~~..ffm..~~~s....f.......~~~.~............~~~~~~', // 21
  '~~.ffff..~~...f.............ss........d......~~~', // 22
  '~~.ffff..~~.fffff............s.......ddd.......~', // 23
  '~~~gggggg~~.fffff....................ddd.......~', // 24
  '~~~ggggg~~~.fffff..........dddd.....f.f...ss...~', // 25
  '~~~~~~~~~~~..fff..mmm.....ddddd...fffff....ff..~', // 26
  '~~~~~~~~~~~~....mmmmm......ddd...fffffff...fff.~', // 27
  '~~~~~~~~~~~~~...mmmmm............fffffff...ff..~', // 28
  '~~~~~~~~~~~~~~~..m.m.....gg.......ffffff......~~', // 29
  '~~~~~~~~~~~~~~~.~..ggggggggggggg...f.f....~.~~~~', // 30
  '~~~~~~~~~~~~~~~~~~~ggggggggggggg~.~...~.~~~~~~~~', // 31
  '~~~~~~~~~~~~~~~~~~~~gggggggggggg~~~~~~~~~~~~~~~~', // 32
];

/** Territory of every hex, same layout: a nation letter (NATION_CODES), '-' unclaimed land, '~' sea. */
export const NATION_ROWS: readonly string[] = [
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~', // 01
  '~~~~~~~~~~~~~~~~~~~~~~~~~~-~-~-~~~~~~~---~-~~~~~', // 02
  '~~~~~~~~~~~~~~~~P~PP~~PPP------DDDDD--------~~~~', // 03
  '~~~~~~~~~~~~~~PPPPPPP~PPP------DDDDD--------~~~~', // 04
  '~~~~EEEHH~~~~~PPPPPPPPPPP------DDDDD---------~~~', // 05
  '~EEEEEEHH~~~~~PPPPPPTPPP-------DDDDD--------~~~~', // 06
  '~EEEEEEHHH~~~~CCCSSSTSSSSS------DDDD--------~~M~', // 07
  '~EEEEEEHHH~~G~CCCSSSSSSSSSS-BBBB-D-D--------~MMM', // 08
  '~EEEEEEHHH~GG~CCCSSSSSSSSSS--BBB-----------~~MMM', // 09
  '~EEEEEEHHH~GG~CCCCSSSSSSSSK-KBBBB----------~~~MM', // 10
  '~EEEEEEEEE~GG~CCCCCSSSSSSKKKKBBBB----NNNNNN~~~~M', // 11
  '~EEEEEEEEE~G~~CCCCCSSSSSSKKKKBBBBLLLLNNNNN~~~~~~', // 12
  '~EEEEEEEE~~~~~CCCCCSSSSSSKKKKBLLLLLLLNNNNN~~~~~~', // 13
  '~~EEEEEEE~~~~~CCCCCCSSSS~K~K~LLLLLLLLNNNNN~~~~~~', // 14
  '~~~EEEEE~~~~~~~C~C~C~~~~~~~~~~~LLLLLLLNNNN~~~~~~', // 15
  '~~~~~E~~~~~~~~~~~~~~~~~~~~~~~~~~LLLLLLNNNN~~~~OO', // 16
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~LLLLLLNNN~~~~~OO', // 17
  '~~~~~~~~~~~~FFFFFFF~F~~~~~~~~~~~LLLLLLNNN~~~~~OO', // 18
  '~~-~----~~~~FFFFFFFFFF~~~~~~~~~~LLLLLLNNR~~~~~~O', // 19
  '~~-------~~~FFFFFFFFFFF~~~~~~~~LLLLLLLRRR~~~~~~~', // 20
  '~~-------~~~FFFFFFFFFFFFF~~~-~LLLLLLRRRRRY~~~~~~', // 21
  '~~-------~~QQQQQQFFFFFFF----LLLLLLLLRRRRRYYUU~~~', // 22
  '~~-------~~QQQQQQQFFFFFF---LLLLLLLLRRRRRRUUUUUU~', // 23
  '~~~------~~QQQQQQQWWWW-------L-L---RRRRRRUUUUUU~', // 24
  '~~~-----~~~QQQQQQQWWWW-------------RRRRRRUUUUUU~', // 25
  '~~~~~~~~~~~QQQQQQWWWWW-----------VVVVVVVVUUUUUU~', // 26
  '~~~~~~~~~~~~QQQQWWWWWWW----------VVVVVVVVUUUUUU~', // 27
  '~~~~~~~~~~~~~QQWWWWWWWW----------VVVVVVVVUUUUUU~', // 28
  '~~~~~~~~~~~~~~~WWWWWWW----L------VVVVVVVVVUUUU~~', // 29
  '~~~~~~~~~~~~~~~W~WWW-----LLL-----VVVVVVVVV~U~~~~', // 30
  '~~~~~~~~~~~~~~~~~~~------LLL----~V~VVV~V~~~~~~~~', // 31
  '~~~~~~~~~~~~~~~~~~~~-----LLL----~~~~~~~~~~~~~~~~', // 32
];

/** Territory letters (NATION_ROWS); '-' is land of no nation, '~' is sea. */
export const NATION_CODES: Readonly<Record<string, NationId>> = {
  B: 'blode',
  C: 'caergoth',
  D: 'soth',
  E: 'n-ergoth',
  F: 'fielder',
  G: 'gunthar',
  H: 'hylo',
  K: 'kaolyn',
  L: 'dominion',
  M: 'mithas',
  N: 'kern',
  O: 'kothas',
  P: 'palanthus',
  Q: 'qualinesti',
  R: 'khur',
  S: 'solanthus',
  T: 'tower-knights',
  U: 'goodlund',
  V: 'silvanesti',
  W: 'stonedeep',
  Y: 'pirates',
};

function codeAt(rows: readonly string[], col: number, row: number): string {
  const ch = rows[row - 1]?.[col - 1];
  if (ch === undefined) throw new Error(`no map character for ${hexId(col, row)}`);
  return ch;
}

// ---------------------------------------------------------------------------
// Rivers (checklist 3.1 item 1): hexside chains from the mouth upstream
// ---------------------------------------------------------------------------

export interface River {
  id: RiverId;
  name: string;
  /**
   * Hexsides in order from the mouth (whose outer corner touches the sea) to
   * the spring; each shares a corner with the next. Crossing any of them is a
   * river crossing (DG-MOV-05).
   */
  sides: readonly HexsideId[];
  /** The first `navigable` sides from the mouth are a major river: ships may move along them (DG-SHIP-02). */
  navigable: number;
  /** The first `deep` sides from the mouth are a deep river: no ground army crosses (DG-MOV-07). */
  deep: number;
}

/** Hexside ids written as space-separated lines, in order. */
const list = (...lines: string[]): readonly HexsideId[] => lines.join(' ').split(' ');

export const RIVERS: readonly River[] = [
  {
    id: 'silverflood',
    name: 'Silverflood',
    navigable: 19,
    deep: 13,
    sides: list(
      '1507|1508 1508|1608 1608|1609 1609|1708 1708|1709 1708|1809 1808|1809 1809|1908',
      '1908|1909 1909|2009 2009|2010 2010|2109 2109|2110 2110|2210 2210|2211 2210|2310',
      '2309|2310 2309|2410 2409|2410 2410|2509 2509|2510',
    ),
  },
  {
    id: 'plainsrun',
    name: 'Plainsrun',
    navigable: 0,
    deep: 0,
    sides: list(
      '1518|1618 1518|1619 1519|1619 1519|1620 1520|1620 1520|1621 1521|1621 1621|1622',
      '1622|1721 1622|1722 1623|1722 1722|1723 1723|1823 1823|1824 1824|1923 1923|1924',
      '1924|2024',
    ),
  },
  {
    id: 'elfwater',
    name: 'Elfwater',
    navigable: 6,
    deep: 0,
    sides: list(
      '3631|3731 3631|3730 3630|3730 3630|3729 3629|3729 3629|3728 3628|3728 3628|3727',
      '3627|3727 3627|3726 3626|3726 3626|3725 3625|3725',
    ),
  },
  {
    id: 'dustwater',
    name: 'Dustwater',
    navigable: 0,
    deep: 0,
    sides: list(
      '4119|4120 4020|4120 4020|4021 3920|4021 3920|3921 3821|3921 3821|3822 3721|3821',
      '3720|3721 3621|3720',
    ),
  },
  {
    id: 'greywater',
    name: 'Greywater',
    navigable: 0,
    deep: 0,
    sides: list('0912|1012 0911|0912 0812|0911 0811|0812 0711|0811 0710|0711 0611|0710 0610|0611'),
  },
  {
    id: 'leafrun',
    name: 'Leafrun',
    navigable: 0,
    deep: 0,
    sides: list(
      '1223|1224 1224|1323 1323|1324 1324|1424 1424|1425 1425|1524 1524|1525 1525|1625',
      '1625|1626 1626|1725',
    ),
  },
];

// ---------------------------------------------------------------------------
// The Maelstrom (DG-MAEL): seven sea hexes of the gulf between Kern and Mithas
// ---------------------------------------------------------------------------

export const MAELSTROM: readonly HexId[] = ['4513', '4512', '4613', '4614', '4514', '4414', '4413'];

// ---------------------------------------------------------------------------
// Neighbours (derived)
// ---------------------------------------------------------------------------

const NEIGHBOURS = new Map<HexId, readonly HexId[]>();

/** The hexes touching a hex, on the map only, in the engine's direction order (N, NE, SE, S, SW, NW). */
export function neighbours(id: HexId): readonly HexId[] {
  let found = NEIGHBOURS.get(id);
  if (!found) {
    found = grid.neighbours(id).filter(isHex);
    NEIGHBOURS.set(id, found);
  }
  return found;
}
export const adjacent = (a: HexId, b: HexId): boolean => a !== b && neighbours(a).includes(b);
export const distance = (a: HexId, b: HexId): number => grid.distance(a, b);

/**
 * The two corners of a hexside, each named by the three hexes meeting there
 * (sorted labels joined by '|'; a label off the map stays as it is, so such a
 * corner lies on the map edge). River continuity is checked with these.
 */
export function sideCorners(side: HexsideId): [string, string] {
  const [a, b] = hexsideEnds(side);
  const nb = new Set(grid.neighbours(b));
  const common = grid.neighbours(a).filter((h) => nb.has(h));
  if (common.length !== 2) throw new Error(`not a hexside: ${side}`);
  const name = (c: HexId) => [a, b, c].sort().join('|');
  return [name(common[0]!), name(common[1]!)];
}
/** The two hexes at the ends of a hexside (its corners' third hexes), on or off the map. */
export function sideFlanks(side: HexsideId): [HexId, HexId] {
  const [a, b] = hexsideEnds(side);
  const nb = new Set(grid.neighbours(b));
  const common = grid.neighbours(a).filter((h) => nb.has(h));
  if (common.length !== 2) throw new Error(`not a hexside: ${side}`);
  return [common[0]!, common[1]!];
}

// ---------------------------------------------------------------------------
// Hexes (derived)
// ---------------------------------------------------------------------------

export interface MapHex {
  id: HexId;
  col: number;
  row: number;
  terrain: Terrain;
  /** A mountain pass (terrain 'mountain'; see TERRAIN_CODES). */
  pass: boolean;
  /** Land (any terrain but sea). */
  land: boolean;
  /** Land touching a sea hex: ships may enter it (DG-SHIP-01, DG-STK-05). */
  coastal: boolean;
  /** The nation whose territory it is (activation by invasion, placement, DG-INV-01); null for sea and unclaimed land. */
  nation: NationId | null;
  /** Part of the Maelstrom. */
  maelstrom: boolean;
}

function terrainAt(col: number, row: number): TerrainCode {
  const code = TERRAIN_CODES[codeAt(TERRAIN_ROWS, col, row)];
  if (!code) throw new Error(`bad terrain code at ${hexId(col, row)}`);
  return code;
}

function nationAt(col: number, row: number): NationId | null {
  const ch = codeAt(NATION_ROWS, col, row);
  if (ch === '~' || ch === '-') return null;
  const n = NATION_CODES[ch];
  if (!n) throw new Error(`bad nation code at ${hexId(col, row)}`);
  return n;
}

function buildHexes(): Map<HexId, MapHex> {
  const maelstrom = new Set(MAELSTROM);
  const out = new Map<HexId, MapHex>();
  const isSea = (h: HexId) => {
    const { col, row } = parseHex(h);
    return terrainAt(col, row).terrain === 'sea';
  };
  for (let row = 1; row <= MAP_ROWS; row++) {
    for (let col = 1; col <= MAP_COLS; col++) {
      const id = hexId(col, row);
      const code = terrainAt(col, row);
      const land = code.terrain !== 'sea';
      out.set(id, {
        id,
        col,
        row,
        terrain: code.terrain,
        pass: code.pass,
        land,
        coastal: land && neighbours(id).some(isSea),
        nation: nationAt(col, row),
        maelstrom: maelstrom.has(id),
      });
    }
  }
  return out;
}

export const HEXES: ReadonlyMap<HexId, MapHex> = buildHexes();

export function getHex(id: HexId): MapHex {
  const h = HEXES.get(id);
  if (!h) throw new Error(`no hex ${id}`);
  return h;
}

/** Every hex of a nation's territory. */
export const hexesOf = (nation: NationId): HexId[] =>
  [...HEXES.values()].filter((h) => h.nation === nation).map((h) => h.id);

// ---------------------------------------------------------------------------
// Hexsides (derived)
// ---------------------------------------------------------------------------

export interface MapHexside {
  id: HexsideId;
  a: HexId;
  b: HexId;
  features: readonly HexsideFeature[];
  river: RiverId | null;
  /**
   * Mountain hexside (DG-MOV-07): between a mountain hex that is not a pass
   * and any other land hex. Only dwarves, ogres and fliers cross it, and the
   * two hexes are not adjacent for stopping or combat (DG-ZOC-02).
   */
  mountain: boolean;
  /** Along a major river: a ship may stand on it and move along it (DG-SHIP-02). */
  navigable: boolean;
  /** A deep river: no ground army crosses, and the hexes are not adjacent (DG-MOV-07, DG-ZOC-02). */
  deep: boolean;
  /** Between land and sea. */
  coast: boolean;
  /**
   * A ship may pass between the two hexes: both are sea or coastal, and
   * unless one is sea the hexside touches the sea at a corner (so ships never
   * cut across a neck of land).
   */
  shipPassage: boolean;
}

function buildHexsides(): Map<HexsideId, MapHexside> {
  const river = new Map<HexsideId, { id: RiverId; navigable: boolean; deep: boolean }>();
  for (const r of RIVERS) {
    r.sides.forEach((s, i) => {
      river.set(s, { id: r.id, navigable: i < r.navigable, deep: i < r.deep });
    });
  }
  const out = new Map<HexsideId, MapHexside>();
  const seaAt = (h: HexId) => isHex(h) && getHex(h).terrain === 'sea';
  for (const h of HEXES.values()) {
    for (const n of neighbours(h.id)) {
      const id = hexside(h.id, n);
      if (out.has(id)) continue;
      const [a, b] = hexsideEnds(id);
      const ha = getHex(a);
      const hb = getHex(b);
      const r = river.get(id);
      const mountain =
        ha.land && hb.land && (ha.terrain === 'mountain' && !ha.pass) !== (hb.terrain === 'mountain' && !hb.pass);
      const coast = ha.land !== hb.land;
      const water = (x: MapHex) => !x.land || x.coastal;
      const touchesSea = !ha.land || !hb.land || sideFlanks(id).some(seaAt);
      const features: HexsideFeature[] = [];
      if (r) features.push('river');
      if (r?.navigable) features.push('major-river');
      if (r?.deep) features.push('deep-river');
      if (mountain) features.push('mountain');
      if (coast) features.push('coast');
      out.set(id, {
        id,
        a,
        b,
        features,
        river: r?.id ?? null,
        mountain,
        navigable: r?.navigable ?? false,
        deep: r?.deep ?? false,
        coast,
        shipPassage: water(ha) && water(hb) && touchesSea,
      });
    }
  }
  return out;
}

export const HEXSIDES: ReadonlyMap<HexsideId, MapHexside> = buildHexsides();

export function getHexside(a: HexId, b: HexId): MapHexside {
  const s = HEXSIDES.get(hexside(a, b));
  if (!s) throw new Error(`no hexside between ${a} and ${b}`);
  return s;
}
/** The hexsides of a hex, in neighbour order. */
export const hexsidesOf = (id: HexId): MapHexside[] => neighbours(id).map((n) => getHexside(id, n));

/**
 * Two hexes count as adjacent for stopping, retreat and combat unless a
 * mountain or deep-river hexside separates them (DG-ZOC-02).
 */
export function effectivelyAdjacent(a: HexId, b: HexId): boolean {
  if (!adjacent(a, b)) return false;
  const s = getHexside(a, b);
  return !s.mountain && !s.deep;
}

/** The sea hex at the mouth of a river: where ships enter it from the sea (DG-SHIP-02). */
export function riverMouthSea(r: River): HexId {
  const first = r.sides[0];
  const second = r.sides[1];
  if (!first || !second) throw new Error(`river ${r.id} is too short`);
  const inner = new Set(sideCorners(second));
  const outer = sideCorners(first).find((c) => !inner.has(c));
  if (!outer) throw new Error(`river ${r.id} doubles back at its mouth`);
  const sea = outer.split('|').filter((h) => isHex(h) && getHex(h).terrain === 'sea');
  if (sea.length !== 1) throw new Error(`river ${r.id}: its mouth does not meet the sea`);
  return sea[0]!;
}

/** The Maelstrom's hexes on its edge (touching other sea) and the sea hexes next to it, where ships come out (DG-MAEL-01/02). */
export const MAELSTROM_EDGE: readonly HexId[] = MAELSTROM.filter((h) =>
  neighbours(h).some((n) => !MAELSTROM.includes(n) && getHex(n).terrain === 'sea'),
);
export const MAELSTROM_EXITS: readonly HexId[] = [
  ...new Set(
    MAELSTROM.flatMap((h) => neighbours(h)).filter((n) => !MAELSTROM.includes(n) && getHex(n).terrain === 'sea'),
  ),
].sort();
