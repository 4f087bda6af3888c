/**
 * The 84 provinces of the Gulf of Djafra (checklist 1.5, D-01), one per land
 * hex of ./map.ts, and what is derived from the map: neighbours, coasts, river
 * banks, lake shores, maximum efficient level, climate, and the navigation
 * graph that Move Ships sails on (D-02).
 *
 * Djafra (a level-6 seaport) is the thread's; its region names (Docandragh,
 * the Island States, the Plains States, the Zhaïnge Valley, the Worldwound)
 * are carried as regions. Every other name, level, loyalty, magic level and
 * resource is ours (./README.md says how they were chosen).
 */
import { graphMap, type GraphMap } from '../../../engine/graph.ts';
import type {
  Climate,
  HexId,
  HoldingType,
  Loyalty,
  ProvinceId,
  ProvinceRace,
  Resource,
  SeaZoneId,
  SpecialTerrain,
  Terrain,
} from './ids.ts';
import {
  LAKESIDE_HEXES,
  RIVERS,
  RIVERSIDE_HEXES,
  SEA_ZONES,
  SEA_ZONE_LINKS,
  borderEnds,
  hexNeighbours,
  isLand,
  lakeOf,
  riverOf,
  terrainAt,
  zonesTouching,
} from './map.ts';
import { CLIMATE_OF, maxEfficientLevel } from './terrain.ts';

// ---------------------------------------------------------------------------
// Regions
// ---------------------------------------------------------------------------

export const REGION_IDS = [
  'sylvaeth',
  'the-teeth',
  'zhainge-valley',
  'plains-states',
  'hollow-crown',
  'djafran-coast',
  'red-sands',
  'voroshin-march',
  'worldwound',
  'docandragh',
  'island-states',
] as const;
export type RegionId = (typeof REGION_IDS)[number];

export interface Region {
  id: RegionId;
  name: string;
  /** 'text': the thread names it (as a departure point or a muster requirement); 'authored': ours. */
  source: 'text' | 'authored';
  note: string;
}

export const REGIONS: readonly Region[] = [
  { id: 'sylvaeth', name: 'Sylvaeth', source: 'authored', note: 'the elven forest of the north-west and its wilds' },
  { id: 'the-teeth', name: 'the Teeth', source: 'authored', note: 'the untamed mountain wall along the north' },
  {
    id: 'zhainge-valley',
    name: 'Zhaïnge Valley',
    source: 'text',
    note: 'the valley of the Zhaïnge; Vosgaard is 2 steps from its ports (P11)',
  },
  {
    id: 'plains-states',
    name: 'Plains States',
    source: 'text',
    note: 'two Brecht-settled states on the western shore; Vosgaard is 2 steps from their ports (P11)',
  },
  {
    id: 'hollow-crown',
    name: 'the Hollow Crown',
    source: 'authored',
    note: 'a fallen kingdom whose throne stands empty',
  },
  { id: 'djafran-coast', name: 'the Djafran Coast', source: 'authored', note: 'Djafra and its emirate on the Gulf' },
  { id: 'red-sands', name: 'the Red Sands', source: 'authored', note: 'steppe and dry hills of the nomad tribes' },
  { id: 'voroshin-march', name: 'the Voroshin March', source: 'authored', note: 'a Vos march facing the Worldwound' },
  {
    id: 'worldwound',
    name: 'Worldwound',
    source: 'text',
    note: 'a blighted rift; Legions of Demons are raised only here (P14)',
  },
  {
    id: 'docandragh',
    name: 'Docandragh',
    source: 'text',
    note: 'the princedom of the eastern shore; Anuire is 2 steps from its ports (P11)',
  },
  {
    id: 'island-states',
    name: 'Island States',
    source: 'text',
    note: 'the isles of the south-east; Anuire is 2 steps from their ports (P11)',
  },
];

// ---------------------------------------------------------------------------
// Province rows
// ---------------------------------------------------------------------------

/**
 * Why a wilderness province is wild (J-63): 'untamed' is cleared by keeping a
 * unit there a full turn; 'guardian' also needs its guardian beaten (setup in
 * ./domains.ts); the Worldwound is never cleared.
 */
export type WildernessCause = 'untamed' | 'guardian' | 'worldwound';

export interface ProvinceRow {
  id: ProvinceId;
  name: string;
  hex: HexId;
  region: RegionId;
  /** Province level at the start. Wilderness provinces are 0 or 1 (P12). */
  level: number;
  /** Magic level: caps the total source levels in the province (J-83); pillage can lower it (P9). */
  magic: number;
  /** Loyalty at the start. */
  loyalty: Loyalty;
  resource: Resource;
  race: ProvinceRace;
  nomad: boolean;
  wilderness: WildernessCause | null;
  oasis: boolean;
}

type RowFlags = Partial<Pick<ProvinceRow, 'race' | 'nomad' | 'wilderness' | 'oasis'>>;

function p(
  hex: HexId,
  id: ProvinceId,
  name: string,
  region: RegionId,
  level: number,
  magic: number,
  loyalty: Loyalty,
  resource: Resource,
  flags: RowFlags = {},
): ProvinceRow {
  return {
    id,
    name,
    hex,
    region,
    level,
    magic,
    loyalty,
    resource,
    race: flags.race ?? 'human',
    nomad: flags.nomad ?? false,
    wilderness: flags.wilderness ?? null,
    oasis: flags.oasis ?? false,
  };
}

/** Row by row of the map, west to east. */
export const PROVINCE_ROWS: readonly ProvinceRow[] = [
  p('0101', 'frostveil-heights', 'Frostveil Heights', 'sylvaeth', 0, 9, 'average', 'furs', {
    race: 'elven',
    wilderness: 'untamed',
  }),
  p('0201', 'eaglestair', 'Eaglestair', 'the-teeth', 0, 8, 'average', 'furs', { wilderness: 'untamed' }),
  p('0301', 'windcleft', 'Windcleft', 'the-teeth', 0, 7, 'average', 'iron', { wilderness: 'untamed' }),
  p('0401', 'redscar', 'Redscar', 'the-teeth', 0, 7, 'average', 'gems', { wilderness: 'guardian' }),
  p('0501', 'qadirs-tooth', "Qadir's Tooth", 'the-teeth', 0, 7, 'average', 'silver', { wilderness: 'untamed' }),
  p('0601', 'bitter-pass', 'Bitter Pass', 'the-teeth', 1, 6, 'average', 'iron', { wilderness: 'untamed' }),
  p('0701', 'stonecradle', 'Stonecradle', 'the-teeth', 0, 7, 'average', 'gems', { wilderness: 'untamed' }),
  p('0801', 'the-anvil', 'the Anvil', 'the-teeth', 0, 7, 'average', 'iron', { wilderness: 'guardian' }),
  p('0901', 'volkov-hold', 'Volkov Hold', 'voroshin-march', 1, 6, 'average', 'iron'),
  p('1001', 'sterevo', 'Sterevo', 'voroshin-march', 1, 4, 'average', 'furs'),
  p('1101', 'the-weeping-scar', 'the Weeping Scar', 'worldwound', 0, 9, 'average', 'gems', {
    wilderness: 'worldwound',
  }),
  p('1201', 'ashen-rift', 'Ashen Rift', 'worldwound', 1, 7, 'average', 'glass', { wilderness: 'worldwound' }),
  p('1301', 'blightmaw', 'Blightmaw', 'worldwound', 0, 9, 'average', 'iron', { wilderness: 'worldwound' }),
  p('0102', 'thornwild', 'Thornwild', 'sylvaeth', 0, 8, 'average', 'herbs', { race: 'elven', wilderness: 'untamed' }),
  p('0202', 'greywood-deeps', 'Greywood Deeps', 'sylvaeth', 1, 7, 'average', 'timber', {
    race: 'elven',
    wilderness: 'untamed',
  }),
  p('0302', 'sarithil', 'Sarithil', 'sylvaeth', 2, 6, 'average', 'timber', { race: 'elven' }),
  p('0402', 'greymantle', 'Greymantle', 'the-teeth', 1, 6, 'average', 'silver', { wilderness: 'untamed' }),
  p('0502', 'snowmouth', 'Snowmouth', 'the-teeth', 1, 6, 'average', 'furs', { wilderness: 'untamed' }),
  p('0602', 'high-sulun', 'High Sulun', 'the-teeth', 0, 7, 'average', 'gems', { wilderness: 'untamed' }),
  p('0702', 'the-empty-reach', 'the Empty Reach', 'red-sands', 0, 5, 'average', 'salt', { wilderness: 'untamed' }),
  p('0802', 'bir-sarab', 'Bir Sarab', 'red-sands', 1, 4, 'average', 'dates', { oasis: true, wilderness: 'untamed' }),
  p('0902', 'thirsting-hills', 'Thirsting Hills', 'red-sands', 0, 5, 'average', 'salt', { wilderness: 'untamed' }),
  p('1002', 'zhelezna', 'Zhelezna', 'voroshin-march', 2, 3, 'average', 'iron'),
  p('1102', 'kolgrad', 'Kolgrad', 'voroshin-march', 2, 3, 'average', 'fish'),
  p('1202', 'worldwound-rim', 'Worldwound Rim', 'worldwound', 1, 7, 'average', 'furs', { wilderness: 'worldwound' }),
  p('0103', 'mistfell', 'Mistfell', 'sylvaeth', 0, 8, 'average', 'herbs', { race: 'elven', wilderness: 'untamed' }),
  p('0203', 'aelwen-glade', 'Aelwen Glade', 'sylvaeth', 2, 6, 'average', 'herbs', { race: 'elven' }),
  p('0303', 'ilvanthe', 'Ilvanthe', 'sylvaeth', 3, 5, 'high', 'wine', { race: 'elven' }),
  p('0403', 'thaliorn', 'Thaliorn', 'sylvaeth', 2, 6, 'average', 'furs', { race: 'elven' }),
  p('0503', 'upper-zhainge', 'Upper Zhaïnge', 'zhainge-valley', 1, 4, 'average', 'wool'),
  p('0603', 'qalat-sabir', "Qal'at Sabir", 'hollow-crown', 1, 4, 'poor', 'wool'),
  p('0703', 'hadbat', 'Hadbat', 'red-sands', 1, 3, 'average', 'horses', { nomad: true }),
  p('0803', 'ruq-al-rih', 'Ruq al-Rih', 'red-sands', 1, 4, 'average', 'salt', { nomad: true }),
  p('0903', 'ayn-dhahab', 'Ayn Dhahab', 'red-sands', 3, 1, 'high', 'dates', { nomad: true, oasis: true }),
  p('1003', 'marjan-flats', 'Marjan Flats', 'red-sands', 2, 2, 'average', 'horses', { nomad: true }),
  p('1103', 'voroshin', 'Voroshin', 'voroshin-march', 4, 0, 'high', 'grain'),
  p('0204', 'lirienne', 'Lirienne', 'sylvaeth', 2, 6, 'average', 'fish', { race: 'elven' }),
  p('0304', 'vaelmoor', 'Vaelmoor', 'sylvaeth', 2, 6, 'average', 'dyes', { race: 'elven' }),
  p('0404', 'tamar-woods', 'Tamar Woods', 'zhainge-valley', 1, 6, 'average', 'timber'),
  p('0504', 'tazeen', 'Tazeen', 'zhainge-valley', 3, 1, 'average', 'grain'),
  p('0604', 'tell-ashra', 'Tell Ashra', 'hollow-crown', 2, 2, 'poor', 'grain'),
  p('0704', 'tel-mirra', 'Tel Mirra', 'red-sands', 1, 3, 'average', 'wool', { nomad: true }),
  p('0804', 'ghadir', 'Ghadir', 'red-sands', 2, 2, 'average', 'horses', { nomad: true }),
  p('0904', 'sabkha-kessa', 'Sabkha Kessa', 'red-sands', 2, 2, 'average', 'salt', { nomad: true }),
  p('1004', 'dar-umar', 'Dar Umar', 'red-sands', 1, 3, 'poor', 'incense', { nomad: true }),
  p('1104', 'bereg', 'Bereg', 'voroshin-march', 2, 3, 'average', 'timber'),
  p('1204', 'caer-mollen', 'Caer Mollen', 'docandragh', 3, 1, 'average', 'fish'),
  p('0205', 'brunnfeld', 'Brunnfeld', 'plains-states', 3, 1, 'average', 'grain'),
  p('0305', 'kettlingen', 'Kettlingen', 'plains-states', 2, 2, 'average', 'wool'),
  p('0405', 'sulqa', 'Sulqa', 'zhainge-valley', 2, 2, 'average', 'olives'),
  p('0505', 'harsa', 'Harsa', 'zhainge-valley', 3, 1, 'average', 'wine'),
  p('0605', 'dur-hamma', 'Dur Hamma', 'hollow-crown', 3, 1, 'poor', 'dyes'),
  p('0705', 'nimrit', 'Nimrit', 'hollow-crown', 2, 3, 'poor', 'silver'),
  p('0805', 'ruma', 'Ruma', 'hollow-crown', 2, 2, 'poor', 'horses'),
  p('0905', 'yazur', 'Yazur', 'djafran-coast', 2, 2, 'average', 'grain'),
  p('1005', 'ennisfane', 'Ennisfane', 'docandragh', 2, 2, 'poor', 'horses'),
  p('1105', 'dunhallow', 'Dunhallow', 'docandragh', 2, 2, 'average', 'grain'),
  p('1205', 'brecanmoor', 'Brecanmoor', 'docandragh', 1, 5, 'average', 'dyes'),
  p('0206', 'vellhafen', 'Vellhafen', 'plains-states', 4, 0, 'high', 'fish'),
  p('0306', 'mossmoor', 'Mossmoor', 'plains-states', 1, 5, 'average', 'herbs'),
  p('0406', 'hollerfeld', 'Hollerfeld', 'plains-states', 2, 2, 'average', 'grain'),
  p('0506', 'qasr-zhainge', 'Qasr Zhaïnge', 'zhainge-valley', 4, 0, 'high', 'fish'),
  p('0606', 'sahl-al-ward', 'Sahl al-Ward', 'hollow-crown', 3, 1, 'poor', 'olives'),
  p('0706', 'bir-sefa', 'Bir Sefa', 'djafran-coast', 2, 2, 'average', 'fish'),
  p('0806', 'anbar', 'Anbar', 'djafran-coast', 3, 1, 'average', 'amber'),
  p('0906', 'suq-tamra', 'Suq Tamra', 'djafran-coast', 2, 2, 'average', 'dates'),
  p('1006', 'maqam', 'Maqam', 'djafran-coast', 2, 2, 'poor', 'incense'),
  p('1106', 'tarrowbrook', 'Tarrowbrook', 'docandragh', 3, 1, 'average', 'wine'),
  p('1206', 'glenmorrow', 'Glenmorrow', 'docandragh', 2, 3, 'average', 'silver'),
  p('0307', 'harrowdeep', 'Harrowdeep', 'plains-states', 3, 1, 'average', 'wine'),
  p('0407', 'tannbruck', 'Tannbrück', 'plains-states', 3, 1, 'average', 'timber'),
  p('0507', 'graufels', 'Graufels', 'plains-states', 2, 3, 'average', 'iron'),
  p('0807', 'djafra', 'Djafra', 'djafran-coast', 6, 0, 'high', 'spices'),
  p('0907', 'ras-halim', 'Ras Halim', 'djafran-coast', 4, 0, 'average', 'glass'),
  p('1207', 'docandragh', 'Docandragh', 'docandragh', 5, 0, 'high', 'glass'),
  p('1407', 'windward', 'Windward', 'island-states', 1, 4, 'average', 'salt'),
  p('0308', 'eschenried', 'Eschenried', 'plains-states', 3, 1, 'average', 'wool'),
  p('0408', 'aldhafen', 'Aldhafen', 'plains-states', 4, 0, 'high', 'fish'),
  p('1408', 'pearlhaven', 'Pearlhaven', 'island-states', 3, 1, 'average', 'pearls'),
  p('1508', 'shellstrand', 'Shellstrand', 'island-states', 2, 2, 'average', 'fish'),
  p('1209', 'port-sahm', 'Port Sahm', 'island-states', 5, 0, 'high', 'pearls'),
  p('1110', 'gull-rock', 'Gull Rock', 'island-states', 1, 4, 'average', 'fish'),
  p('1210', 'coralreach', 'Coralreach', 'island-states', 3, 1, 'average', 'dyes'),
  p('1310', 'tidewatch', 'Tidewatch', 'island-states', 2, 2, 'average', 'fish'),
];

// ---------------------------------------------------------------------------
// Derived provinces
// ---------------------------------------------------------------------------

export interface Province extends ProvinceRow {
  terrain: Terrain;
  /** Sea zones its coast touches; a province is coastal when there is at least one. */
  seaZones: readonly SeaZoneId[];
  coastal: boolean;
  /** On a bank of a river (its own travel zone for ships, P5). */
  riverside: boolean;
  /** On a lake shore. */
  lakeside: boolean;
  specials: readonly SpecialTerrain[];
  /** Maximum efficient level (P10): terrain, the best of river/lake/coast, and oasis. */
  maxLevel: number;
  climate: Climate;
  /** Land neighbours, as province ids. */
  neighbours: readonly ProvinceId[];
  /** Kinds of trade route the province's holding page offers (P7): land always, sea if coastal or riverside. */
  tradeKinds: readonly ('land' | 'sea')[];
}

const BY_HEX_ROW = new Map(PROVINCE_ROWS.map((r) => [r.hex, r]));

function derive(r: ProvinceRow): Province {
  const terrain = terrainAt(r.hex);
  if (!terrain) throw new Error(`${r.id} is not on a land hex`);
  const seaZones = zonesTouching(r.hex);
  const coastal = seaZones.length > 0;
  const riverside = RIVERSIDE_HEXES.has(r.hex);
  const lakeside = LAKESIDE_HEXES.has(r.hex);
  const specials: SpecialTerrain[] = [];
  if (riverside) specials.push('river');
  if (lakeside) specials.push('lake');
  if (coastal) specials.push('coast');
  if (r.oasis) specials.push('oasis');
  const neighbours = hexNeighbours(r.hex)
    .filter(isLand)
    .map((h) => BY_HEX_ROW.get(h)?.id)
    .filter((x): x is ProvinceId => x !== undefined);
  return {
    ...r,
    terrain,
    seaZones,
    coastal,
    riverside,
    lakeside,
    specials,
    maxLevel: maxEfficientLevel(terrain, specials),
    climate: CLIMATE_OF[terrain],
    neighbours,
    tradeKinds: coastal || riverside ? ['land', 'sea'] : ['land'],
  };
}

export const PROVINCES: readonly Province[] = PROVINCE_ROWS.map(derive);
export const PROVINCE_IDS: readonly ProvinceId[] = PROVINCES.map((x) => x.id);
export const PROVINCE_BY_ID: ReadonlyMap<ProvinceId, Province> = new Map(PROVINCES.map((x) => [x.id, x]));
export const PROVINCE_BY_HEX: ReadonlyMap<HexId, Province> = new Map(PROVINCES.map((x) => [x.hex, x]));

export function province(id: ProvinceId): Province {
  const x = PROVINCE_BY_ID.get(id);
  if (!x) throw new Error(`unknown province ${id}`);
  return x;
}
export const isProvince = (id: string): boolean => PROVINCE_BY_ID.has(id);
export const provincesOfRegion = (region: RegionId): Province[] => PROVINCES.filter((x) => x.region === region);

/** A land border between two provinces, once per pair, with what lies on it. */
export interface ProvinceLink {
  a: ProvinceId;
  b: ProvinceId;
  /** A river on the border: +1 movement to cross and the move ends (P10, P5). */
  river: string | null;
  /** A lake on the border: +2 movement to cross (P10). */
  lake: string | null;
}

function links(): ProvinceLink[] {
  const out: ProvinceLink[] = [];
  for (const x of PROVINCES) {
    for (const n of x.neighbours) {
      if (x.id >= n) continue;
      const y = province(n);
      out.push({ a: x.id, b: n, river: riverOf(x.hex, y.hex), lake: lakeOf(x.hex, y.hex) });
    }
  }
  return out;
}
export const PROVINCE_LINKS: readonly ProvinceLink[] = links();

/** The province graph (engine helper): adjacency, distance in provinces (Espionage, Create Province). */
export const PROVINCE_GRAPH: GraphMap = graphMap(
  PROVINCE_IDS,
  PROVINCE_LINKS.map((l) => [l.a, l.b] as const),
);

export function linkBetween(a: ProvinceId, b: ProvinceId): ProvinceLink | null {
  const [x, y] = a < b ? [a, b] : [b, a];
  return PROVINCE_LINKS.find((l) => l.a === x && l.b === y) ?? null;
}

/**
 * Holding capacity (J-83, D-05): the levels of each of law, temple and guild
 * in a province together stay within its level; source levels within its
 * magic level. Both change in play (growth, pillage), so pass the current ones.
 */
export const holdingCapacity = (type: HoldingType, level: number, magic: number): number =>
  type === 'source' ? magic : level;

/** A seaport (P11): coastal, not merely riverside, of level 4 or more. Also the "port" of Move Ships (P5). */
export const isSeaport = (x: Province, level: number = x.level): boolean => x.coastal && level >= 4;

// ---------------------------------------------------------------------------
// Navigation (D-02): the graph ships move on
// ---------------------------------------------------------------------------

/**
 * Nodes a fleet can be in: a sea or ocean zone; the travel zone off one
 * coastal province ('coast:<province>'); a river reach, one per river hexside
 * ('reach:<border>'), whose banks are the two provinces it divides. Every
 * coastal and riverside province has its own adjacent travel zone (P5).
 */
export interface NavNode {
  id: string;
  kind: 'sea' | 'ocean' | 'coast' | 'reach';
  name: string;
  /** Sailing points to enter; a ship moves up to 4 × its sail rating a round (P5). */
  cost: number;
  /** The zone itself, for sea and ocean nodes. */
  zone?: SeaZoneId;
  /** The province, for a coast node. */
  province?: ProvinceId;
  /** The two banks, for a river reach. */
  banks?: readonly [ProvinceId, ProvinceId];
  river?: string;
}

function navigation(): { nodes: NavNode[]; links: [string, string][] } {
  const nodes: NavNode[] = SEA_ZONES.map((z) => ({ id: z.id, kind: z.kind, name: z.name, cost: z.cost, zone: z.id }));
  const out: [string, string][] = SEA_ZONE_LINKS.map(([a, b]) => [a, b]);
  const coastOf = (id: ProvinceId) => `coast:${id}`;
  for (const x of PROVINCES) {
    if (!x.coastal) continue;
    nodes.push({ id: coastOf(x.id), kind: 'coast', name: `off ${x.name}`, cost: 1, province: x.id });
    for (const z of x.seaZones) out.push([coastOf(x.id), z]);
  }
  // Along the shore: two neighbouring coastal provinces that face the same zone.
  for (const l of PROVINCE_LINKS) {
    const a = province(l.a);
    const b = province(l.b);
    if (a.coastal && b.coastal && a.seaZones.some((z) => b.seaZones.includes(z)))
      out.push([coastOf(a.id), coastOf(b.id)]);
  }
  for (const r of RIVERS) {
    r.borders.forEach((border, i) => {
      const [ha, hb] = borderEnds(border);
      const a = PROVINCE_BY_HEX.get(ha)!;
      const b = PROVINCE_BY_HEX.get(hb)!;
      const id = `reach:${border}`;
      nodes.push({
        id,
        kind: 'reach',
        name: `${r.name} between ${a.name} and ${b.name}`,
        cost: 1,
        banks: [a.id, b.id],
        river: r.id,
      });
      if (i > 0) out.push([`reach:${r.borders[i - 1]}`, id]);
      if (i === r.borders.length - 1) {
        out.push([id, r.mouth]);
        for (const bank of [a, b]) if (bank.coastal) out.push([id, coastOf(bank.id)]);
      }
    });
  }
  return { nodes, links: out };
}

const NAV = navigation();
export const NAV_NODES: readonly NavNode[] = NAV.nodes;
export const NAV_LINKS: readonly (readonly [string, string])[] = NAV.links;
export const NAV_GRAPH: GraphMap = graphMap(
  NAV_NODES.map((n) => n.id),
  NAV_LINKS,
);
export const NAV_BY_ID: ReadonlyMap<string, NavNode> = new Map(NAV_NODES.map((n) => [n.id, n]));

/** Where a fleet in this province may embark or land troops: its coast node and the reaches on its banks. */
export function embarkNodes(id: ProvinceId): string[] {
  return NAV_NODES.filter((n) => n.province === id || n.banks?.includes(id)).map((n) => n.id);
}
