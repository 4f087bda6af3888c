/**
 * The map of Nisshar and its neighbours for Demonlord, authored for Hexpost.
 *
 * The rulebook gives area numbers for fourteen places, the six reinforcement
 * road exits, the battle example's area, three lake borders and six cliff
 * borders, and describes the rest only in colours (meadows west and north,
 * steppe south-east with desert in its middle, swamp on both banks of the
 * river at Barzek). Everything else here is our own, listed in ./README.md.
 *
 * Geometry (DL-GEN-03): areas are flat-topped hexes in columns 01-22 (west to
 * east) and rows 01-23 (north to south), id 'CCRR'. Even columns sit half an
 * area lower than odd ones, so an odd column c touches (c±1, r-1) and (c±1, r),
 * an even column touches (c±1, r) and (c±1, r+1), and every area touches
 * (c, r±1). This is Red Blob's "even-q" layout, hexGrid({flat, even}) in the
 * engine. All nine lake and cliff borders of the text are adjacent under it.
 *
 * Terrain is two character grids (main terrain, second terrain), one string per
 * row, so a correction is a one-character edit. Borders are derived from them
 * (see landAlong) plus the short explicit lists below: rivers as border chains
 * from source to mouth, fords, roads as area chains, lakes and cliffs.
 */
import { hexGrid } from '../../../engine/hex.ts';
import type { AreaId, BorderId, LandTerrain, RiverId } from './ids.ts';
import { LAND_TERRAINS } from './ids.ts';

export const MAP_COLS = 22;
export const MAP_ROWS = 23;

/** The engine grid for the same geometry: used for hex distance (magic range, DL-MAG-10). */
export const grid = hexGrid({ orientation: 'flat', offset: 'even' });

export const areaId = (col: number, row: number): AreaId =>
  `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;

export function parseArea(id: AreaId): { col: number; row: number } {
  const m = /^(\d\d)(\d\d)$/.exec(id);
  if (!m) throw new Error(`not an area id: ${id}`);
  return { col: Number(m[1]), row: Number(m[2]) };
}

export const onMap = (col: number, row: number): boolean => col >= 1 && col <= MAP_COLS && row >= 1 && row <= MAP_ROWS;
export const isArea = (id: string): boolean => /^\d{4}$/.test(id) && onMap(parseArea(id).col, parseArea(id).row);

/** The canonical id of the border between two areas, the same whichever side names it. */
export const borderId = (a: AreaId, b: AreaId): BorderId => (a < b ? `${a}|${b}` : `${b}|${a}`);
export function borderEnds(id: BorderId): [AreaId, AreaId] {
  const [a, b] = id.split('|');
  if (!a || !b) throw new Error(`not a border id: ${id}`);
  return [a, b];
}

/**
 * The six neighbour positions of a column/row, in the order N, NE, SE, S, SW,
 * NW, written straight from DL-GEN-03 (not from the engine, so a test can
 * check one against the other). Positions may be off the map.
 */
export function neighbourCells(col: number, row: number): { col: number; row: number }[] {
  const up = col % 2 === 1 ? row - 1 : row; // the row of the NE/NW neighbours
  return [
    { col, row: row - 1 },
    { col: col + 1, row: up },
    { col: col + 1, row: up + 1 },
    { col, row: row + 1 },
    { col: col - 1, row: up + 1 },
    { col: col - 1, row: up },
  ];
}

const NEIGHBOURS = new Map<AreaId, AreaId[]>();

/** The areas touching an area, on the map only, in the order N, NE, SE, S, SW, NW (computed once per area). */
export function neighbours(id: AreaId): AreaId[] {
  let list = NEIGHBOURS.get(id);
  if (!list) {
    const { col, row } = parseArea(id);
    list = neighbourCells(col, row)
      .filter((p) => onMap(p.col, p.row))
      .map((p) => areaId(p.col, p.row));
    NEIGHBOURS.set(id, list);
  }
  return list;
}

export const adjacent = (a: AreaId, b: AreaId): boolean => neighbours(a).includes(b);
/** Areas between two areas, counting the target and not the start (DL-MAG-10). */
export const distance = (a: AreaId, b: AreaId): number => grid.distance(a, b);
/** Is this area on the outer ring of the grid (an incomplete hex, DL-GEN-02)? */
export function onEdge(id: AreaId): boolean {
  const { col, row } = parseArea(id);
  return col === 1 || col === MAP_COLS || row === 1 || row === MAP_ROWS;
}

/**
 * The two corners of a border, each named by the sorted ids of the three cells
 * that meet there ('|'-joined; a cell off the map keeps its out-of-range id).
 * A corner with an off-map cell lies on the map edge.
 */
export function borderCorners(id: BorderId): [string, string] {
  const [a, b] = borderEnds(id);
  const pa = parseArea(a);
  const pb = parseArea(b);
  const nb = new Set(neighbourCells(pb.col, pb.row).map((p) => `${p.col},${p.row}`));
  const common = neighbourCells(pa.col, pa.row).filter((p) => nb.has(`${p.col},${p.row}`));
  if (common.length !== 2) throw new Error(`not a border: ${id}`);
  const name = (p: { col: number; row: number }) =>
    [a, b, `${String(p.col).padStart(2, '0')}${String(p.row).padStart(2, '0')}`].sort().join('|');
  return [name(common[0]!), name(common[1]!)];
}
export function cornerOnEdge(corner: string): boolean {
  return corner.split('|').some((c) => !isArea(c));
}

// ---------------------------------------------------------------------------
// Terrain inside the areas (checklist 3.1 item 2)
// ---------------------------------------------------------------------------

/** One character per terrain; '-' in the second grid means "nothing else". */
export const TERRAIN_CODES: Readonly<Record<string, LandTerrain>> = {
  '.': 'plain',
  s: 'steppe',
  d: 'desert',
  f: 'forest',
  h: 'hills',
  m: 'mountains',
  w: 'swamp',
};

/** Main terrain of every area: row RR is the string at index RR-1, column CC the character at CC-1. */
export const TERRAIN_ROWS: readonly string[] = [
  '......hhmmhhmmmfwff...', // 01
  '.......hmmhhmmmwww....', // 02
  '........hh.hmhmhff....', // 03
  '.....h...h..hhhh...h..', // 04
  '..ff.h.....hmmh....hhh', // 05
  '..f........hmmhfffhmmm', // 06
  '...........hmmfffffhhh', // 07
  '...........hmmfffffh..', // 08
  '...........hhmhffff...', // 09
  '.........f.hhh..f.....', // 10
  '..hh...fffffmm........', // 11
  '...h..fffffhm...ssssss', // 12
  '......fffffhh...ssssss', // 13
  'ff....fffffhf.ssssssss', // 14
  '.f....fffffhs.ssssssss', // 15
  '......fffffhh.sddddsss', // 16
  '.......f....hhsdddssss', // 17
  'www........hhhsdddssss', // 18
  'www.........sshsssssss', // 19
  'ww...hh.....ssssssssss', // 20
  '.....h....ssssssssssss', // 21
  '..........ssssssssssss', // 22
  '..........ssssssssssss', // 23
];

/** Second terrain sharing the area, same layout ('-' for an area of one terrain only). */
export const ALSO_ROWS: readonly string[] = [
  '------.---m--h-w.w.---', // 01
  '-------.h--.--hhff----', // 02
  '--------..-.hm-fw.----', // 03
  '-----.---.--.-..---.--', // 04
  '--..-.-----.--m-----..', // 05
  '--.--------.--.....h--', // 06
  '-----------m-h..--.m-.', // 07
  '-----------.h-.---..--', // 08
  '-----------.m-..-..---', // 09
  '---------.-.-.--.-----', // 10
  '--..---..-..-h--------', // 11
  '---.--.----fhs--------', // 12
  '------.----f-sss------', // 13
  '..----.-.---.s.-.-----', // 14
  '-.----..---.hs-dddd---', // 15
  '------.....-ssd---s---', // 16
  'w-ww---.---sssd---d---', // 17
  '-..w------s..-hs--d---', // 18
  '--.------ss--hs-dd----', // 19
  '..---..-sss-.---------', // 20
  '-----.--ss-.----------', // 21
  '--------ss------------', // 22
  '--------ss------------', // 23
];

function codeAt(rows: readonly string[], col: number, row: number): string {
  const ch = rows[row - 1]?.[col - 1];
  if (ch === undefined) throw new Error(`no terrain for ${areaId(col, row)}`);
  return ch;
}

/** The terrain types inside an area, main terrain first (DL-TERR-01/02). */
export function terrainOf(id: AreaId): readonly LandTerrain[] {
  const { col, row } = parseArea(id);
  const main = TERRAIN_CODES[codeAt(TERRAIN_ROWS, col, row)];
  if (!main) throw new Error(`bad terrain code at ${id}`);
  const also = codeAt(ALSO_ROWS, col, row);
  if (also === '-') return [main];
  const second = TERRAIN_CODES[also];
  if (!second || second === main) throw new Error(`bad second terrain at ${id}`);
  return [main, second];
}

// ---------------------------------------------------------------------------
// Lakes and cliffs (DL-MOVE-17/18): exactly the nine borders of the text
// ---------------------------------------------------------------------------

export interface LineFeature {
  border: BorderId;
  /** true: the whole border is lake/cliff; false: only part of it, the rest is land (DL-MOVE-16). */
  whole: boolean;
}

/** The lake (Lake Barza, our name) fills the corner south-east of 0318. */
export const LAKE_BORDERS: readonly LineFeature[] = [
  { border: '0318|0417', whole: true },
  { border: '0318|0418', whole: true },
  { border: '0318|0319', whole: false },
];

/** The Scarp: a plateau (1313, 1214) whose east and south faces are cliffs; and the crag of Midazu. */
export const CLIFF_BORDERS: readonly LineFeature[] = [
  { border: '1313|1412', whole: true },
  { border: '1313|1413', whole: true },
  { border: '1313|1314', whole: false },
  { border: '1214|1314', whole: true },
  { border: '1214|1315', whole: false },
  { border: '1419|1519', whole: true },
];

// ---------------------------------------------------------------------------
// Rivers: border chains from source to mouth (checklist 3.1 item 3)
// ---------------------------------------------------------------------------

export interface River {
  id: RiverId;
  name: string;
  /** Where the first border starts: a spring in hills, or the lake. */
  source: 'spring' | 'lake';
  /** Where the last border ends: the lake, the map edge, or the river it joins. */
  mouth: 'lake' | 'edge' | RiverId;
  /** Borders in order, source first; each shares a corner with the next. */
  borders: readonly BorderId[];
}

/** Border ids written as space-separated lines, in order. */
const list = (...lines: string[]): readonly BorderId[] => lines.join(' ').split(' ');

export const RIVERS: readonly River[] = [
  {
    id: 'shen',
    name: 'River Shen',
    source: 'spring',
    mouth: 'edge',
    // From the hills of the Middle Pass (1410/1510) south along the foot of the Scarp,
    // past Midazu, off the south edge: the frontier river between the two realms.
    borders: list(
      '1510|1511 1511|1610 1511|1611 1512|1611 1512|1612 1512|1513 1412|1513 1413|1513',
      '1413|1514 1414|1514 1414|1515 1415|1515 1515|1516 1516|1615 1516|1616 1517|1616',
      '1517|1617 1518|1617 1518|1618 1519|1618 1519|1619 1520|1619 1520|1620 1521|1620',
      '1521|1621 1522|1621 1522|1622 1523|1622 1523|1623',
    ),
  },
  {
    id: 'nissa',
    name: 'River Nissa',
    source: 'spring',
    mouth: 'shen',
    // From the Iron Hills below the Temple of Yorgash, round the north and west walls of
    // Nisshar, south-west past the Temple of Ninkhiz into the Shen.
    borders: list(
      '1908|2008 1909|2008 1909|2009 1910|2009 1910|2010 1910|1911 1810|1911 1811|1911',
      '1811|1912 1811|1812 1712|1812 1712|1713 1612|1713 1613|1713 1613|1714 1614|1714',
      '1614|1715 1615|1715 1615|1716 1615|1616',
    ),
  },
  {
    id: 'barza',
    name: 'River Barza',
    source: 'spring',
    mouth: 'lake',
    // From the south end of the Scarp west along the edge of the Great Forest, past the
    // walls of Fargeni, into the lake at 0318.
    borders: list(
      '1116|1117 1016|1117 1016|1017 0917|1017 0918|1017 0918|1018 0918|0919 0818|0918',
      '0817|0818 0718|0817 0717|0718 0617|0717 0616|0617 0517|0616 0516|0517 0416|0517',
      '0416|0417 0317|0417',
    ),
  },
  {
    id: 'lower-barza',
    name: 'Lower Barza',
    source: 'lake',
    mouth: 'edge',
    // Out of the lake round Barzek through the marshes to the west edge (the text's river near Barzek).
    borders: list('0218|0319 0218|0219 0119|0218 0118|0119'),
  },
  {
    id: 'timra',
    name: 'River Timra',
    source: 'spring',
    mouth: 'edge',
    // From the hills below the Mines of Ul south-west past Belbits and under the walls of
    // Timur, off the west edge.
    borders: list(
      '0803|0904 0804|0904 0804|0905 0805|0905 0805|0906 0806|0906 0806|0907 0806|0807',
      '0707|0807 0707|0708 0607|0708 0607|0608 0508|0608 0509|0608 0509|0609 0510|0609',
      '0510|0610 0510|0511 0410|0511 0410|0411 0311|0410 0310|0311 0210|0311 0210|0211',
      '0111|0211 0111|0112',
    ),
  },
  {
    id: 'ersha',
    name: 'River Ersha',
    source: 'spring',
    mouth: 'edge',
    // From the Iron Hills north along the east wall of Erush, off the north edge.
    borders: list('1904|2004 1904|2003 1903|2003 1903|2002 1902|2002 1902|2001 1901|2001'),
  },
];

/** River borders with a ford (white on the map). Bridges are wherever a road crosses a river. */
export const FORDS: readonly BorderId[] = [
  '1413|1514',
  '1521|1621',
  '1613|1714',
  '1909|2009',
  '0707|0708',
  '0210|0211',
  '0918|1018',
  '0616|0617',
  '1902|2002',
];

// ---------------------------------------------------------------------------
// Roads: area chains (checklist 3.1 items 2-3); every crossing of a river is a bridge
// ---------------------------------------------------------------------------

export type MapEdge = 'north' | 'south' | 'east' | 'west';

export interface Road {
  id: string;
  name: string;
  /** Consecutive areas are adjacent; the road crosses every border between them. */
  areas: readonly AreaId[];
  /** Where the road leaves the map, if it does (its first area lies on that edge). */
  leavesMap?: MapEdge;
}

const chain = (s: string): readonly AreaId[] => s.split(' ');

export const ROADS: readonly Road[] = [
  { id: 'west-road', name: 'West Road', areas: chain('0108 0208 0309 0409 0510'), leavesMap: 'west' },
  {
    id: 'khorkan-road',
    name: 'Khorkan Road',
    areas: chain('0301 0401 0502 0402 0303 0203 0204 0205 0206 0207 0208'),
    leavesMap: 'north',
  },
  { id: 'kimat-road', name: 'Kimat Road', areas: chain('0113 0212 0312 0411 0511 0510') },
  {
    id: 'south-road',
    name: 'South Road',
    areas: chain('0523 0522 0521 0520 0519 0618 0718 0617 0517 0516 0515 0514 0513 0512 0511'),
    leavesMap: 'south',
  },
  { id: 'barzek-road', name: 'Marsh Road', areas: chain('0218 0319 0418 0518 0617') },
  { id: 'belbits-road', name: 'Belbits Road', areas: chain('0510 0509 0508 0607 0707 0806 0906 1005 1105') },
  { id: 'ul-road', name: 'Miners’ Road', areas: chain('0902 0903 0904 1004 1105') },
  {
    id: 'north-road',
    name: 'North Road',
    areas: chain('2201 2102 2002 2003 1904 1803 1704 1604 1504 1404 1304 1204 1105'),
    leavesMap: 'east',
  },
  { id: 'altu-khan-road', name: 'Altu-Khan Stair', areas: chain('1401 1402 1403 1404') },
  {
    id: 'great-road',
    name: 'Great Road',
    areas: chain('2214 2114 2013 1913 1912 1911 1810 1710 1610 1510 1410 1310 1209 1109 1009 0909 0808 0709 0609 0510'),
    leavesMap: 'east',
  },
  { id: 'lyuung-road', name: 'Lyuung Road', areas: chain('1308 1309 1310') },
  {
    id: 'midazu-road',
    name: 'Steppe Road',
    areas: chain('2223 2123 2022 1922 1821 1820 1720 1619 1519 1418 1319 1218 1118 1018 0919 0818 0718'),
    leavesMap: 'east',
  },
  { id: 'erush-road', name: 'Erush Road', areas: chain('1904 1905 1906 1907 1908 1909 1910 1911') },
  { id: 'yorgash-road', name: 'Yorgash Track', areas: chain('1906 2006') },
  { id: 'ninkhiz-road', name: 'Pilgrims’ Road', areas: chain('1912 1812 1713 1714 1715 1716 1717 1718 1719 1720') },
  { id: 'shaman-road', name: 'Shaman Track', areas: chain('1820 1920 2019 2119') },
];

// ---------------------------------------------------------------------------
// Areas and borders, derived
// ---------------------------------------------------------------------------

export interface Area {
  id: AreaId;
  col: number;
  row: number;
  /** Terrain inside the area, main first. Used for the battle terrain and Rains, never for movement cost. */
  terrain: readonly LandTerrain[];
  /** A road runs through the area (the front-line footnote ** of the terrain table). */
  road: boolean;
  /** Number of its borders with a river (Rains needs two, DL-SPELL-K-02). */
  riverSides: number;
  /** It has a lake border (Rains). */
  lake: boolean;
  /** It has a cliff border (Rains). */
  cliff: boolean;
}

/** One crossing choice along a border (DL-MOVE-06): a land terrain, or a road, bridge, ford, lake or cliff. */
export type Segment = LandTerrain | 'road' | 'bridge' | 'ford' | 'lake' | 'cliff';

export interface Border {
  id: BorderId;
  a: AreaId;
  b: AreaId;
  /** What lies along the line; the mover declares one (DL-MOVE-06/07). */
  segments: readonly Segment[];
  /** The river running along the whole border: land and ford segments are crossed over it (DL-MOVE-12). */
  river: RiverId | null;
}

/** How rough a terrain is, for landAlong: open ground 0, broken 1, mountains and swamp 2. */
export const ROUGHNESS: Readonly<Record<LandTerrain, number>> = {
  plain: 0,
  steppe: 0,
  desert: 1,
  forest: 1,
  hills: 1,
  swamp: 2,
  mountains: 2,
};

/**
 * Land along a border, from the terrain of the two areas. A terrain found in
 * both runs across the line, so the line lies in it. If they share none, each
 * area meets the line with its mildest terrain (a mountain area's foothills, a
 * marsh's dry edge), and the line is the rougher of the two, or both when
 * equally rough. So a single area of forest or mountains is entered over its
 * own terrain, while the open side of a mixed area can be crossed cheaply.
 */
export function landAlong(a: readonly LandTerrain[], b: readonly LandTerrain[]): LandTerrain[] {
  const both = LAND_TERRAINS.filter((t) => a.includes(t) && b.includes(t));
  if (both.length > 0) return both;
  const mildest = (x: readonly LandTerrain[]) => {
    const r = Math.min(...x.map((t) => ROUGHNESS[t]));
    return { r, terrain: x.filter((t) => ROUGHNESS[t] === r) };
  };
  const ma = mildest(a);
  const mb = mildest(b);
  const top = Math.max(ma.r, mb.r);
  const pick = [...(ma.r === top ? ma.terrain : []), ...(mb.r === top ? mb.terrain : [])];
  return LAND_TERRAINS.filter((t) => pick.includes(t));
}

function buildBorders(): Map<BorderId, Border> {
  const river = new Map<BorderId, RiverId>();
  for (const r of RIVERS) for (const b of r.borders) river.set(b, r.id);
  const road = new Set<BorderId>();
  for (const r of ROADS) for (let i = 1; i < r.areas.length; i++) road.add(borderId(r.areas[i - 1]!, r.areas[i]!));
  const ford = new Set(FORDS);
  const lake = new Map(LAKE_BORDERS.map((l) => [l.border, l.whole]));
  const cliff = new Map(CLIFF_BORDERS.map((l) => [l.border, l.whole]));
  const out = new Map<BorderId, Border>();
  for (let row = 1; row <= MAP_ROWS; row++) {
    for (let col = 1; col <= MAP_COLS; col++) {
      const a = areaId(col, row);
      for (const b of neighbours(a)) {
        const id = borderId(a, b);
        if (out.has(id)) continue;
        const [x, y] = borderEnds(id);
        const whole = lake.get(id) === true || cliff.get(id) === true;
        const segments: Segment[] = whole ? [] : landAlong(terrainOf(x), terrainOf(y));
        const r = river.get(id) ?? null;
        if (ford.has(id)) segments.push('ford');
        if (road.has(id)) segments.push(r ? 'bridge' : 'road');
        if (lake.has(id)) segments.push('lake');
        if (cliff.has(id)) segments.push('cliff');
        out.set(id, { id, a: x, b: y, segments, river: r });
      }
    }
  }
  return out;
}

export const BORDERS: ReadonlyMap<BorderId, Border> = buildBorders();

export function getBorder(a: AreaId, b: AreaId): Border {
  const found = BORDERS.get(borderId(a, b));
  if (!found) throw new Error(`no border between ${a} and ${b}`);
  return found;
}

/** The borders of an area, in neighbour order. */
export const bordersOf = (id: AreaId): Border[] => neighbours(id).map((n) => getBorder(id, n));

function buildAreas(): Map<AreaId, Area> {
  const roadAreas = new Set(ROADS.flatMap((r) => r.areas));
  const out = new Map<AreaId, Area>();
  for (let row = 1; row <= MAP_ROWS; row++) {
    for (let col = 1; col <= MAP_COLS; col++) {
      const id = areaId(col, row);
      const own = bordersOf(id);
      out.set(id, {
        id,
        col,
        row,
        terrain: terrainOf(id),
        road: roadAreas.has(id),
        riverSides: own.filter((b) => b.river !== null).length,
        lake: own.some((b) => b.segments.includes('lake')),
        cliff: own.some((b) => b.segments.includes('cliff')),
      });
    }
  }
  return out;
}

export const AREAS: ReadonlyMap<AreaId, Area> = buildAreas();

export function getArea(id: AreaId): Area {
  const a = AREAS.get(id);
  if (!a) throw new Error(`no area ${id}`);
  return a;
}

/** May a unit of type P or K cross this border at all (some segment is neither lake nor cliff)? */
export const groundMayCross = (b: Border): boolean => b.segments.some((s) => s !== 'lake' && s !== 'cliff');
