/**
 * The province map of Domains: the Gulf of Djafra and the lands around it,
 * authored for Hexpost (checklist D-01, D-02). The thread names one province
 * (Djafra, level 6, a seaport), four regions a fleet can sail from
 * (Docandragh, the Island States, the Plains States, the Zhaïnge Valley) and
 * the Worldwound; everything else here is ours, listed in ./README.md.
 *
 * Geometry: one province per hex, flat-topped, columns 01-15 west to east,
 * rows 01-11 north to south, label 'CCRR'. Odd columns sit half a hex lower
 * (Red Blob's odd-q, `hexGrid({ orientation: 'flat', offset: 'odd' })`).
 * Terrain and sea zones are character grids, one string per row, so a
 * correction is a one-character edit; coasts, neighbours and sea-zone links
 * are derived from them. Rivers and lakes lie on hexsides (a river divides
 * two provinces, so each reach has two banks, as Move Ships needs), each
 * authored once as a chain of hexsides.
 */
import { hexGrid, hexside, hexsideEnds } from '../../../engine/hex.ts';
import type { BorderId, HexId, SeaZoneId, Terrain } from './ids.ts';

export const MAP_COLS = 15;
export const MAP_ROWS = 11;
export const grid = hexGrid({ orientation: 'flat', offset: 'odd' });

export const hexLabel = (col: number, row: number): HexId => grid.label({ col, row });
export function onMap(hex: HexId): boolean {
  const { col, row } = grid.parse(hex);
  return col >= 1 && col <= MAP_COLS && row >= 1 && row <= MAP_ROWS;
}

// ---------------------------------------------------------------------------
// Terrain grid
// ---------------------------------------------------------------------------

/** One character per hex; '~' is sea. Forested hills and forested mountains have their own codes. */
export const TERRAIN_CODES: Readonly<Record<string, Terrain | 'sea'>> = {
  p: 'plains',
  s: 'steppe',
  a: 'arid-hills',
  h: 'hills',
  f: 'forest',
  F: 'forested-hills',
  m: 'mountains',
  M: 'forested-mountains',
  w: 'swamp',
  '~': 'sea',
};

/** Row RR is index RR-1, column CC is character CC-1. */
export const TERRAIN_ROWS: readonly string[] = [
  'MMmmmmmmmhmam~~', // 01 the Teeth; the Voroshin March; the Worldwound
  'FFfmmmaaahha~~~', // 02 elven wilds; the Empty Reach
  'Ffffhhsassp~~~~', // 03 Sylvaeth; upper Zhaïnge; the Red Sands
  '~fffppsssshp~~~', // 04
  '~ppppphspppw~~~', // 05 the Plains States; the Hollow Crown; Docandragh
  '~pwpppppppph~~~', // 06
  '~~pph~~pp~~p~h~', // 07 Djafra on the Gulf; the Pearl Isles
  '~~pp~~~~~~~~~pp', // 08
  '~~~~~~~~~~~p~~~', // 09 the Coral Isle
  '~~~~~~~~~~hpp~~', // 10
  '~~~~~~~~~~~~~~~', // 11 the Southern Ocean
];

function codeAt(hex: HexId): string | null {
  if (!onMap(hex)) return null;
  const { col, row } = grid.parse(hex);
  return TERRAIN_ROWS[row - 1]?.[col - 1] ?? null;
}

/** The land terrain of a hex, or null for sea and off-map. */
export function terrainAt(hex: HexId): Terrain | null {
  const c = codeAt(hex);
  const t = c === null ? undefined : TERRAIN_CODES[c];
  return t === undefined || t === 'sea' ? null : t;
}
export const isLand = (hex: HexId): boolean => terrainAt(hex) !== null;
export const isSea = (hex: HexId): boolean => codeAt(hex) === '~';

function allHexes(): HexId[] {
  const out: HexId[] = [];
  for (let row = 1; row <= MAP_ROWS; row++) for (let col = 1; col <= MAP_COLS; col++) out.push(hexLabel(col, row));
  return out;
}
export const ALL_HEXES: readonly HexId[] = allHexes();
export const LAND_HEXES: readonly HexId[] = ALL_HEXES.filter(isLand);
export const SEA_HEXES: readonly HexId[] = ALL_HEXES.filter(isSea);

/** The on-map hexes touching a hex, in the grid's direction order (N, NE, SE, S, SW, NW). */
export const hexNeighbours = (hex: HexId): HexId[] => grid.neighbours(hex).filter(onMap);

// ---------------------------------------------------------------------------
// Sea and ocean zones (D-02; Move Ships counts zones in sailing points)
// ---------------------------------------------------------------------------

export interface SeaZone {
  id: SeaZoneId;
  /** The zone number printed on the map (the text refers to "sea and ocean zone ... numbers"). */
  number: number;
  name: string;
  /** Ocean zones cost more than one sailing point and cannot be scouted by ships (P9 scouting 6). */
  kind: 'sea' | 'ocean';
  /** Sailing points to enter the zone. */
  cost: number;
}

export const SEA_ZONES: readonly SeaZone[] = [
  { id: 'western-sea', number: 1, name: 'the Western Sea', kind: 'sea', cost: 1 },
  { id: 'gulf-of-djafra', number: 2, name: 'the Gulf of Djafra', kind: 'sea', cost: 1 },
  { id: 'southern-ocean', number: 3, name: 'the Southern Ocean', kind: 'ocean', cost: 2 },
  { id: 'sound-of-the-isles', number: 4, name: 'the Sound of the Isles', kind: 'sea', cost: 1 },
  { id: 'eastern-sea', number: 5, name: 'the Eastern Sea', kind: 'sea', cost: 1 },
  { id: 'outer-deep', number: 6, name: 'the Outer Deep', kind: 'ocean', cost: 3 },
];

/** One character per hex: the zone number of a sea hex, '.' on land. */
export const SEA_ROWS: readonly string[] = [
  '.............55',
  '............555',
  '...........5555',
  '1...........555',
  '1...........555',
  '1...........455',
  '11...22..22.4.5',
  '11..222222244..',
  '11112222222.446',
  '3333322222...66',
  '333333333333366',
];

const ZONE_BY_NUMBER = new Map(SEA_ZONES.map((z) => [String(z.number), z.id]));

/** The zone of a sea hex, or null for land and off-map. */
export function zoneOfHex(hex: HexId): SeaZoneId | null {
  if (!onMap(hex)) return null;
  const { col, row } = grid.parse(hex);
  return ZONE_BY_NUMBER.get(SEA_ROWS[row - 1]?.[col - 1] ?? '.') ?? null;
}

/** The sea zones a land hex touches (its coasts); empty for an inland hex. */
export function zonesTouching(hex: HexId): SeaZoneId[] {
  const out: SeaZoneId[] = [];
  for (const n of hexNeighbours(hex)) {
    const z = zoneOfHex(n);
    if (z && !out.includes(z)) out.push(z);
  }
  return out;
}

/** Pairs of sea zones that share a hexside, each pair once, ids in ascending order. */
function zoneLinks(): [SeaZoneId, SeaZoneId][] {
  const seen = new Set<string>();
  const out: [SeaZoneId, SeaZoneId][] = [];
  for (const h of SEA_HEXES) {
    const a = zoneOfHex(h)!;
    for (const n of hexNeighbours(h)) {
      const b = zoneOfHex(n);
      if (!b || b === a) continue;
      const [x, y] = a < b ? [a, b] : [b, a];
      if (seen.has(`${x}|${y}`)) continue;
      seen.add(`${x}|${y}`);
      out.push([x, y]);
    }
  }
  return out;
}
export const SEA_ZONE_LINKS: readonly (readonly [SeaZoneId, SeaZoneId])[] = zoneLinks();

// ---------------------------------------------------------------------------
// Rivers and lakes, on hexsides
// ---------------------------------------------------------------------------

export const borderId = (a: HexId, b: HexId): BorderId => hexside(a, b);
export const borderEnds = (id: BorderId): [HexId, HexId] => hexsideEnds(id);

/** The two corners of a hexside, each named by the three hexes meeting there (sorted, joined by '/'). */
export function borderCorners(id: BorderId): [string, string] {
  const [a, b] = borderEnds(id);
  const na = grid.neighbours(a);
  const common = grid.neighbours(b).filter((x) => na.includes(x));
  if (common.length !== 2) throw new Error(`${id} is not a hexside`);
  return common.map((x) => [a, b, x].sort().join('/')) as [string, string];
}

export interface River {
  id: string;
  name: string;
  /** Hexsides from source to mouth. */
  borders: readonly BorderId[];
  /** The sea zone the river runs into. */
  mouth: SeaZoneId;
}

/**
 * Three rivers. Crossing one costs +1 movement and ends the unit's move
 * (P10, P5); each hexside is a navigable reach whose two banks are the two
 * provinces it divides.
 */
export const RIVERS: readonly River[] = [
  {
    id: 'zhainge',
    name: 'the Zhaïnge',
    // From the snows of the Teeth down the valley it names, dividing it from the Hollow Crown.
    borders: ['0503|0603', '0503|0604', '0504|0604', '0504|0605', '0505|0605', '0505|0606', '0506|0606'],
    mouth: 'gulf-of-djafra',
  },
  {
    id: 'sefa',
    name: 'the Sefa',
    // From the hills of the Red Sands past Lake Hesma to the sea at Djafra.
    borders: ['0804|0903', '0804|0904', '0805|0904', '0805|0905', '0806|0905', '0806|0906', '0807|0906', '0807|0907'],
    mouth: 'gulf-of-djafra',
  },
  {
    id: 'morrow',
    name: 'the Morrow',
    // From the march hills through Docandragh to the Gulf.
    borders: ['1104|1105', '1105|1205', '1105|1206', '1106|1206', '1106|1207'],
    mouth: 'gulf-of-djafra',
  },
];

export interface Lake {
  id: string;
  name: string;
  /** The hexsides the lake covers; crossing one costs +2 movement (P10). */
  borders: readonly BorderId[];
}

export const LAKES: readonly Lake[] = [
  { id: 'hesma', name: 'Lake Hesma', borders: ['0705|0805', '0705|0806', '0805|0806'] },
  { id: 'mirrormere', name: 'Mirrormere', borders: ['0203|0204', '0203|0303', '0204|0303'] },
];

const RIVER_OF = new Map<BorderId, string>(RIVERS.flatMap((r) => r.borders.map((b) => [b, r.id] as const)));
const LAKE_OF = new Map<BorderId, string>(LAKES.flatMap((l) => l.borders.map((b) => [b, l.id] as const)));

export const riverOf = (a: HexId, b: HexId): string | null => RIVER_OF.get(borderId(a, b)) ?? null;
export const lakeOf = (a: HexId, b: HexId): string | null => LAKE_OF.get(borderId(a, b)) ?? null;

/** Hexes on a bank of a river (riverside provinces: P10 max level +1, sea trade routes, river blockades). */
export const RIVERSIDE_HEXES: ReadonlySet<HexId> = new Set(RIVERS.flatMap((r) => r.borders.flatMap(borderEnds)));
/** Hexes on a lake shore (P10 max level +1). */
export const LAKESIDE_HEXES: ReadonlySet<HexId> = new Set(LAKES.flatMap((l) => l.borders.flatMap(borderEnds)));
