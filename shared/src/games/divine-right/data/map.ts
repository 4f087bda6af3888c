/**
 * The map of Minaria for Divine Right (Basic Game), authored for Hexpost.
 *
 * The rulebook names places and gives a few geometric facts (which hex lies
 * south-east of which castle, where the River Deep starts and ends, which
 * water is coast and which is river) but not the map itself. Everything here
 * that the text does not state is our own choice, listed in ./README.md.
 *
 * Hexes are labelled 'CCRR' (column, row) on hexGrid({flat, odd}). Terrain and
 * ownership are two character grids, one string per row, so a correction is a
 * one-character edit. Everything else (coasts, hexside passability, regions,
 * sea zones) is derived from them plus the short explicit lists below.
 */
import { hexGrid, hexside, hexsideEnds, type HexId, type HexsideId } from '../../../engine/hex.ts';
import type { KingdomId, MapKingdomId } from './ids.ts';
import { isBasicKingdom } from './ids.ts';

export const grid = hexGrid({ orientation: 'flat', offset: 'odd' });
export const MAP_COLS = 33;
export const MAP_ROWS = 28;

export const hexId = (col: number, row: number): HexId => grid.label({ col, row });

// ---------------------------------------------------------------------------
// Terrain (the Terrain Effects Chart of the rules, DR-TERR-*)
// ---------------------------------------------------------------------------

/** Land features that cost movement; several may share a hex (their costs add up). */
export type LandFeature = 'hills' | 'mountain' | 'pass' | 'forest' | 'swamp';
/** land: armies walk it (coastal land included); sea/lake: fleets only; isle: the Isle of Fright. */
export type HexKind = 'land' | 'sea' | 'lake' | 'isle';
export type TerrainBonus = 'mountain' | 'forest' | 'swamp';

export interface TerrainCode {
  kind: HexKind;
  features: readonly LandFeature[];
  label: string;
}

/** One character per hex in TERRAIN_ROWS. */
export const TERRAIN_CODES: Readonly<Record<string, TerrainCode>> = {
  '.': { kind: 'land', features: [], label: 'clear' },
  h: { kind: 'land', features: ['hills'], label: 'hills' },
  m: { kind: 'land', features: ['mountain'], label: 'mountain' },
  x: { kind: 'land', features: ['pass'], label: 'mountain pass (x2)' },
  f: { kind: 'land', features: ['forest'], label: 'forest' },
  F: { kind: 'land', features: ['hills', 'forest'], label: 'hill-forest' },
  M: { kind: 'land', features: ['mountain', 'forest'], label: 'forested mountain' },
  s: { kind: 'land', features: ['swamp'], label: 'swamp' },
  '~': { kind: 'sea', features: [], label: 'open sea' },
  o: { kind: 'lake', features: [], label: 'lake' },
  i: { kind: 'isle', features: [], label: 'Isle of Fright' },
};

/** Movement cost and combat effect of each chart line. `withBonus` is the cost for a unit holding `bonus`. */
export const TERRAIN_CHART = {
  clear: { mp: 1 },
  hills: { mp: 2, bonus: 'mountain', withBonus: 1 },
  mountain: { mp: 4, bonus: 'mountain', withBonus: 3, defenderRollBonus: 1 },
  pass: { mp: 2, defenderStrengthMultiplier: 2 },
  forest: { mp: 2, bonus: 'forest', withBonus: 1 },
  swamp: { mp: 2, bonus: 'swamp', withBonus: 1 },
  seaOrLake: { fleetMp: 1, landUnits: false },
  isleOfFright: { fleetMp: 1, fleetsOnlyToRescue: true, landCombatUnits: false },
  coast: { fleetMp: 1, landPaysLandTerrain: true },
  navigableRiver: { fleetUpstreamMp: 2, fleetDownstreamMp: 1, landCrossExtraMp: 2, landMustStartAdjacent: true },
  river: { landEnterOrLeaveExtraMp: 1, alongValleyExtraMp: 0, fleets: false },
  castle: { mp: 1, outsideIsClear: true },
  scenic: { mp: 1, clearInBasic: true },
  parrosCanal: { landCrossExtraMp: 2, waivedIfParrosFriendly: true, defenderOutsideRollBonus: 2 },
} as const;

/**
 * Land movement cost of a hex's features for a unit with the given bonuses
 * (Q-48 of the checklist: features add up; a feature a bonus makes "clear"
 * adds nothing; never less than 1). Rivers, canals and the Deep are extra.
 */
export function featureCost(features: readonly LandFeature[], bonuses: ReadonlySet<TerrainBonus>): number {
  let total = 0;
  for (const f of features) {
    if (f === 'hills') {
      if (!bonuses.has('mountain')) total += 2;
    } else if (f === 'mountain') total += bonuses.has('mountain') ? 3 : 4;
    else if (f === 'pass') total += 2;
    else if (f === 'forest') {
      if (!bonuses.has('forest')) total += 2;
    } else if (f === 'swamp') {
      if (!bonuses.has('swamp')) total += 2;
    }
  }
  return Math.max(1, total);
}

/** Terrain, one string per row (row 00 first), one character per column (see TERRAIN_CODES). */
export const TERRAIN_ROWS: readonly string[] = [
  '~~~~~~~~~~~~mMmmmxxmmhh.fff.fsmsh',
  '~~~~~~~~~~~.mxhmmmxhh.m.Fffffff.h',
  '~~~~~~...hs.mMmxmmxmhh.fffFFf.hfh',
  '~~~~.h...hhmmxxx.xxxmFfffFfffh.f.',
  '~~~~.....fm.hMmmhmxmhFf.fF.Ff.f.h',
  '~~~~.......hmmmmmhmhmfff.fF.f.f.f',
  '~~~..hhf....m.mhmmhhhfFfF.fFfFhs.',
  '~~~h...h...h...f.ss.ff.fff.ff..h.',
  '~~~~.f.h..h..h.h...s..Ff.Ff.mhxmh',
  '~~~~.......f....f...hhhhhhhmmmmmm',
  '~~~~..h..h..fhoo.....sm..s.hmMhmh',
  '~~~~~....h....oo...fs.hhh.sxm.hxm',
  '~~~~~~.s.f...h......hhh.hhhmmmxMh',
  '~~~~~~~.............s.mhh.shmhmhm',
  '~~~~.s.f.s...h..f..s.shh...mmmh.h',
  '~~~.........f....fhhhhhhhhhhmxhhm',
  '~~~s.f.s.....hf....s.s.s.mhMmhxmh',
  '~~~...........h..........mm.mmmmm',
  '~~~f.s...s...hmsh.s..h.~~~~~~~~~~',
  '~~~.......fhhmhs....h.h~~~~~~~~~~',
  '~i~s...s.s.h.h......h..~~~~~~~~~~',
  '~~~......ssmhhh...h.h.h.~~~~~~~~~',
  '~~~....h............h..~~~~~~~~~~',
  '~~~~.........s..h...h..~~~~~~~~~~',
  '~~~~.h..............h.~~~~~~~~~~~',
  '~~~~..........hhhhhhh~~~~~~~~~~~~',
  '~~~~~....~~~~~....~~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
];

/** Territory colour of each hex: a kingdom letter, '-' unclaimed land, '~' or 'o' water. */
export const OWNER_CODES: Readonly<Record<string, MapKingdomId>> = {
  G: 'ghem',
  H: 'hothior',
  I: 'immer',
  V: 'mivior',
  U: 'muetar',
  N: 'neuth',
  P: 'pon',
  R: 'rombune',
  S: 'shucassam',
  T: 'trolls',
  Z: 'zorn',
  E: 'eaters-of-wisdom',
  B: 'black-hand',
};

/** Ownership, same layout as TERRAIN_ROWS. */
export const OWNER_ROWS: readonly string[] = [
  '~~~~~~~~~~~~-ZZZZZZZGGG-NNNIIITTT',
  '~~~~~~~~~~~--ZZZZZZZGGG-NNNNIIITT',
  '~~~~~~VVVV--ZZZZZZZZG--NNNNNIIIIT',
  '~~~~VVVVVVTT-ZZZZZZZ-NNNNNNIIIII-',
  '~~~~VVVVVVTT-ZZZZZZ--NNNNNNIIIII-',
  '~~~~VVVVVVVT--ZZZZ---NNNNNNIIIIII',
  '~~~VVVVVVVV----------NNNNNEEIIIII',
  '~~~VVVVVVVVV-UUUU---NNNNNEEEIIII-',
  '~~~~VVVVVVVVUUUUUUU--NNN-EEEPPPP-',
  '~~~~VVVVVVVUUUUUUUUU---TT--PPPPPP',
  '~~~~VVVVVVVUUUooUUUU--TT---PPPPPP',
  '~~~~~VVVVVVUUUooUUUU--GGG--PPPPPP',
  '~~~~~~VRRRRUUUUUUUUU--GGG--PPPPPP',
  '~~~~~~~RRRRUUUUUUUUU--GGG--PPPPPP',
  '~~~~RRRRRRRUUUUUUUU---GG---PPPPPP',
  '~~~RRRRRRRRUUUUUUU--------PPPPPPP',
  '~~~RRRRRRRRUUUUUU--------PPPPPPPP',
  '~~~RRRRRRRR---TT---------PPPPPPPP',
  '~~~RRRRRRRR---TTT------~~~~~~~~~~',
  '~~~RRRRRRRBGGG----SSSS-~~~~~~~~~~',
  '~~~RRRRRRBBGGGSSSSSSSSS~~~~~~~~~~',
  '~~~HHHHHHBBGG-SSSSSSSSSS~~~~~~~~~',
  '~~~HHHHHHHB---SSSSSSSSS~~~~~~~~~~',
  '~~~~HHHHHHHH--SSSSSSSSS~~~~~~~~~~',
  '~~~~HHHHHHHH--SSSSSSSS~~~~~~~~~~~',
  '~~~~HHHHHHH---SSSSSSS~~~~~~~~~~~~',
  '~~~~~HHHH~~~~~SSSS~~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
];

// ---------------------------------------------------------------------------
// Castles, ports and named spaces
// ---------------------------------------------------------------------------

export interface Castle {
  id: string;
  name: string;
  hex: HexId;
  /** Kingdom whose colour the castle hex has (null: unclaimed). */
  kingdom: MapKingdomId | null;
  /** Intrinsic defense printed beside the castle (errata values where the map omitted it). */
  defense: number;
  /** Royal castle (white outline and asterisk): the monarch's deployment hex. */
  royal: boolean;
  /** Castle-port: fleets may be based inside. */
  port: boolean;
  /** False for the three castles that do not exist in the Basic Game (DR-SETUP-12). */
  basic: boolean;
  /** Where the value or status comes from: 'text' (stated by the rules), 'errata', or 'authored'. */
  source: 'text' | 'errata' | 'authored';
  note?: string;
}

export const CASTLES: readonly Castle[] = [
  // Ghem: one castle in each of its three areas (DR-GHEM-01).
  {
    id: 'aws-alzak',
    name: 'Aws Alzak',
    hex: '2312',
    kingdom: 'ghem',
    defense: 4,
    royal: true,
    port: false,
    basic: true,
    source: 'errata',
    note: 'defense 4 from the map errata; chosen as the royal castle',
  },
  {
    id: 'aws-noir',
    name: 'Aws Noir',
    hex: '2101',
    kingdom: 'ghem',
    defense: 3,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
    note: 'named as a Ghem area; a castle there is our choice',
  },
  {
    id: 'rosengg',
    name: 'Rosengg',
    hex: '1220',
    kingdom: 'ghem',
    defense: 3,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
    note: 'named as a Ghem area; a castle there is our choice',
  },
  // Hothior
  {
    id: 'port-lork',
    name: 'Port Lork',
    hex: '0725',
    kingdom: 'hothior',
    defense: 4,
    royal: true,
    port: true,
    basic: true,
    source: 'text',
    note: 'capital; its only water access is through the Boom (0726)',
  },
  {
    id: 'addat',
    name: 'Addat',
    hex: '0322',
    kingdom: 'hothior',
    defense: 2,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
    note: 'the hex south-east of it (0423) is coastal, as the rules say',
  },
  // Immer
  {
    id: 'kestrelhold',
    name: 'Kestrelhold',
    hex: '2904',
    kingdom: 'immer',
    defense: 4,
    royal: true,
    port: false,
    basic: true,
    source: 'authored',
  },
  {
    id: 'ottermere',
    name: 'Ottermere',
    hex: '2907',
    kingdom: 'immer',
    defense: 2,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
  },
  // Mivior
  {
    id: 'saltgarde',
    name: 'Saltgarde',
    hex: '0602',
    kingdom: 'mivior',
    defense: 4,
    royal: true,
    port: true,
    basic: true,
    source: 'authored',
  },
  {
    id: 'lapspell',
    name: 'Castle Lapspell',
    hex: '0511',
    kingdom: 'mivior',
    defense: 3,
    royal: false,
    port: true,
    basic: true,
    source: 'authored',
    note: 'the hex south-east of it (0612) is coastal; the River Deep starts east of that hex',
  },
  {
    id: 'vayle',
    name: 'Vayle',
    hex: '0806',
    kingdom: 'mivior',
    defense: 2,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
  },
  // Muetar
  {
    id: 'pennol',
    name: 'Pennol',
    hex: '1611',
    kingdom: 'muetar',
    defense: 5,
    royal: true,
    port: false,
    basic: true,
    source: 'text',
    note: 'royal castle, not a port although it borders Lake Carth',
  },
  {
    id: 'harrowfield',
    name: 'Harrowfield',
    hex: '1708',
    kingdom: 'muetar',
    defense: 3,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
  },
  {
    id: 'deepford',
    name: 'Deepford',
    hex: '1213',
    kingdom: 'muetar',
    defense: 2,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
    note: 'on the north bank of the River Deep',
  },
  // Neuth
  {
    id: 'sylvarren',
    name: 'Sylvarren',
    hex: '2304',
    kingdom: 'neuth',
    defense: 4,
    royal: true,
    port: false,
    basic: true,
    source: 'authored',
  },
  {
    id: 'leafgate',
    name: 'Leafgate',
    hex: '2207',
    kingdom: 'neuth',
    defense: 2,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
  },
  // Pon
  {
    id: 'highcrag',
    name: 'Highcrag',
    hex: '2911',
    kingdom: 'pon',
    defense: 5,
    royal: true,
    port: false,
    basic: true,
    source: 'authored',
  },
  {
    id: 'stormwall',
    name: 'Stormwall',
    hex: '2717',
    kingdom: 'pon',
    defense: 3,
    royal: false,
    port: true,
    basic: true,
    source: 'authored',
    note: "Pon's harbour on the Sea of Zett",
  },
  {
    id: 'ironpeak',
    name: 'Ironpeak',
    hex: '3114',
    kingdom: 'pon',
    defense: 2,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
  },
  // Rombune
  {
    id: 'parros',
    name: 'Parros',
    hex: '0416',
    kingdom: 'rombune',
    defense: 3,
    royal: true,
    port: true,
    basic: true,
    source: 'errata',
    note: 'defense 3 from the map errata; island castle ringed by canals and coastal hexes',
  },
  {
    id: 'thores',
    name: 'Thores',
    hex: '0319',
    kingdom: 'rombune',
    defense: 3,
    royal: false,
    port: true,
    basic: true,
    source: 'text',
    note: 'castle-port (amphibious example); defense authored',
  },
  // Shucassam
  {
    id: 'adeese',
    name: 'Adeese',
    hex: '2222',
    kingdom: 'shucassam',
    defense: 4,
    royal: true,
    port: true,
    basic: true,
    source: 'text',
    note: 'royal castle-port; the hex north-east of it (2321) is coastal',
  },
  {
    id: 'sandgate',
    name: 'Sandgate',
    hex: '1621',
    kingdom: 'shucassam',
    defense: 3,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
  },
  {
    id: 'qasr-tolan',
    name: 'Qasr Tolan',
    hex: '1824',
    kingdom: 'shucassam',
    defense: 2,
    royal: false,
    port: false,
    basic: true,
    source: 'authored',
  },
  // Zorn
  {
    id: 'zefnar',
    name: 'Zefnar',
    hex: '1603',
    kingdom: 'zorn',
    defense: 3,
    royal: true,
    port: false,
    basic: true,
    source: 'errata',
    note: 'defense 3 from the map errata; kingdom and royal status are our choice',
  },
  // Castles that do not exist in the Basic Game (kept for the map and later game levels).
  {
    id: 'invisible-school',
    name: 'Invisible School',
    hex: '2607',
    kingdom: 'eaters-of-wisdom',
    defense: 3,
    royal: false,
    port: false,
    basic: false,
    source: 'authored',
    note: 'not in the Basic Game; the hex is clear unclaimed land there',
  },
  {
    id: 'tower-of-zards',
    name: 'Tower of Zards',
    hex: '1020',
    kingdom: 'black-hand',
    defense: 3,
    royal: false,
    port: false,
    basic: false,
    source: 'authored',
    note: 'not in the Basic Game; the hex is clear unclaimed land there',
  },
  {
    id: 'the-keep',
    name: 'The Keep',
    hex: '1022',
    kingdom: 'black-hand',
    defense: 2,
    royal: false,
    port: false,
    basic: false,
    source: 'errata',
    note: 'defense 2 from the errata, but the castle does not exist in the Basic Game',
  },
];

/** Castles that exist in the Basic Game. */
export const BASIC_CASTLES: readonly Castle[] = CASTLES.filter((c) => c.basic);

export interface NonCastlePort {
  id: string;
  name: string;
  hex: HexId;
  kingdom: MapKingdomId | null;
  /** Fleets sheltered from a Storm (DR-PORT-04). */
  stormShelter: number;
}

export const NON_CASTLE_PORTS: readonly NonCastlePort[] = [
  { id: 'bartertown', name: 'Bartertown', hex: '1225', kingdom: null, stormShelter: 1 },
  { id: 'freeport', name: 'Freeport', hex: '2417', kingdom: null, stormShelter: 1 },
];

export type SpaceKind = 'scenic' | 'battlefield' | 'town' | 'island';

export interface NamedSpace {
  id: string;
  name: string;
  hex: HexId;
  kind: SpaceKind;
  note: string;
}

/** Named hexes that are neither castles nor ports. All are clear terrain in the Basic Game. */
export const NAMED_SPACES: readonly NamedSpace[] = [
  {
    id: 'the-boom',
    name: 'The Boom',
    hex: '0726',
    kind: 'scenic',
    note: "Boarhort's Boom: Hothior coastal hex guarding Port Lork (DR-HOTH-*)",
  },
  {
    id: 'the-face',
    name: 'The Face',
    hex: '2310',
    kind: 'scenic',
    note: 'Troll scenic space; serves as their royal castle for diplomacy and mercenaries',
  },
  { id: 'gnawstone', name: 'Gnawstone', hex: '1104', kind: 'scenic', note: 'Troll scenic space (name authored)' },
  {
    id: 'old-mothers-bog',
    name: "Old Mother's Bog",
    hex: '3101',
    kind: 'scenic',
    note: 'Troll scenic space (name authored)',
  },
  { id: 'hollow-hill', name: 'Hollow Hill', hex: '1517', kind: 'scenic', note: 'Troll scenic space (name authored)' },
  {
    id: 'the-obelisk',
    name: 'The Obelisk',
    hex: '1719',
    kind: 'scenic',
    note: 'unclaimed wasteland beside Shucassam in the Basic Game',
  },
  {
    id: 'field-of-the-laughing-dead',
    name: 'Field of the Laughing Dead',
    hex: '2010',
    kind: 'battlefield',
    note: 'ancient battlefield in the Banished Lands',
  },
  {
    id: 'plain-of-bones',
    name: 'Plain of Bones',
    hex: '1317',
    kind: 'battlefield',
    note: 'ancient battlefield on the Blasted Heath',
  },
  {
    id: 'the-wasted-dead',
    name: 'The Wasted Dead',
    hex: '1306',
    kind: 'battlefield',
    note: 'ancient battlefield below the Nithmere Mountains',
  },
  {
    id: 'the-unknown-army',
    name: 'The Unknown Army',
    hex: '2514',
    kind: 'battlefield',
    note: 'ancient battlefield between Aws Alzak and Pon',
  },
  {
    id: 'jipols',
    name: 'Jipols',
    hex: '0414',
    kind: 'town',
    note: 'port town, a Rombuni protectorate; no port rules in the Basic Game',
  },
  {
    id: 'isle-of-fright',
    name: 'Isle of Fright',
    hex: '0120',
    kind: 'island',
    note: 'castaways land here; fleets enter only to rescue; no land combat units',
  },
];

/** The four Troll scenic spaces where the Troll monarch may enter play (DR-TROLL-05). */
export const TROLL_SCENIC_SPACES: readonly HexId[] = ['2310', '1104', '3101', '1517'];
/** The Face: the Trolls' stand-in royal castle (ambassadors, mercenary placement). */
export const THE_FACE: HexId = '2310';
export const THE_BOOM: HexId = '0726';
export const PORT_LORK: HexId = '0725';
export const PARROS: HexId = '0416';
export const ISLE_OF_FRIGHT: HexId = '0120';
export const THE_OBELISK: HexId = '1719';

// ---------------------------------------------------------------------------
// Rivers
// ---------------------------------------------------------------------------

/**
 * The River Deep, the only navigable river, runs along hexsides. Listed from
 * its source (the furthest inland hexsides, south-west of Pennol) to its mouth
 * (east of 0612, the coastal hex south-east of Castle Lapspell): this is the
 * flow direction, so a fleet moving towards a higher index goes downstream.
 */
export const DEEP_COURSE: readonly HexsideId[] = [
  '1413|1414',
  '1313|1414',
  '1313|1314',
  '1214|1313',
  '1213|1313',
  '1213|1312',
  '1212|1213',
  '1112|1213',
  '1112|1113',
  '1013|1112',
  '1012|1112',
  '1012|1111',
  '1011|1012',
  '0911|1012',
  '0911|0912',
  '0812|0911',
  '0811|0812',
  '0711|0812',
  '0711|0712',
];

/** The estuary: the coastal hex where the Deep meets the sea. */
export const DEEP_ESTUARY: HexId = '0612';

export interface River {
  id: string;
  name: string;
  /** Hexes the river runs through, from source to mouth; consecutive hexes are joined along the valley. */
  hexes: readonly HexId[];
  /** Where it ends: the sea (its last hex is coastal), the Deep (its last hex borders it), or the map edge. */
  mouth: 'sea' | 'deep' | 'map-edge';
  /** Hexes of this river that fleets may enter as part of the navigable river. */
  navigableHexes: readonly HexId[];
  note: string;
}

export const RIVERS: readonly River[] = [
  {
    id: 'waning',
    name: 'River Waning',
    hexes: ['0907', '0908', '0909', '0910', '1011'],
    mouth: 'deep',
    navigableHexes: ['1011'],
    note: 'tributary of the Deep from the Mivior hills; only its first hex (1011), where it joins the Deep, is navigable',
  },
  {
    id: 'dark',
    name: 'Dark River',
    hexes: [
      '1809',
      '1810',
      '1811',
      '1812',
      '1813',
      '1713',
      '1714',
      '1715',
      '1716',
      '1817',
      '1917',
      '2018',
      '2118',
      '2219',
    ],
    mouth: 'sea',
    navigableHexes: [],
    note: 'rises in Muetar and leaves it at 1715 into 1716 (the more southerly of 1716 and 1816, per the map errata), then crosses the Blasted Heath to the Sea of Zett',
  },
  {
    id: 'immer-run',
    name: 'Fur Run',
    hexes: ['2705', '2704', '2703', '2702', '2701', '2700'],
    mouth: 'map-edge',
    navigableHexes: [],
    note: 'unnamed in the text; marks the Immer-Neuth border and flows north off the map',
  },
  {
    id: 'pon-stream',
    name: 'Cragwater',
    hexes: ['2913', '2914', '2915', '2916', '2917'],
    mouth: 'sea',
    navigableHexes: [],
    note: 'unnamed in the text; runs from Highcrag down to the Sea of Zett',
  },
  {
    id: 'hothior-stream',
    name: 'Sandwash',
    hexes: ['0622', '0623', '0523', '0524', '0525', '0526'],
    mouth: 'sea',
    navigableHexes: [],
    note: 'unnamed in the text; crosses Hothior to the southern sea west of the Boom',
  },
];

/** Map errata for the Dark River (DR-RIV-04): the river is in `inHex`, not on the hexside with `notHex`. */
export const DARK_RIVER_ERRATA = { inHex: '1716', notHex: '1816', lastMuetarHex: '1715' } as const;

// ---------------------------------------------------------------------------
// Hexside overrides
// ---------------------------------------------------------------------------

/** Land hexes that count as coastal although no sea or lake hex touches them (inner harbours, Parros's moat). */
export const EXTRA_COASTAL: readonly HexId[] = ['0725', '0416', '0415', '0515', '0516', '0417', '0316', '0315'];

/** The canal hexsides around Parros (DR-ROMB-02): +2 MP for land units unless Parros is friendly. */
export const PARROS_CANALS: readonly HexsideId[] = grid.hexsides(PARROS);

/** Water passages fleets may use between two coastal hexes that share no water neighbour. */
export const EXTRA_FLEET_HEXSIDES: readonly HexsideId[] = [
  hexside(THE_BOOM, PORT_LORK),
  ...PARROS_CANALS,
  // the moat ring around Parros
  '0415|0515',
  '0515|0516',
  hexside('0516', '0417'),
  '0316|0417',
  '0315|0316',
  '0315|0415',
];

/** Hexsides land units may not cross although both hexes are land (the Deep's estuary mouth). */
export const ALL_SEA_HEXSIDES: readonly HexsideId[] = ['0612|0712'];

// ---------------------------------------------------------------------------
// Regions and sea zones
// ---------------------------------------------------------------------------

export interface Region {
  id: string;
  name: string;
  /** Box of columns and rows (inclusive) the region lies in. */
  cols: readonly [number, number];
  rows: readonly [number, number];
  /** Which hexes of the box belong: unclaimed land only, or land of the given kingdom plus unclaimed mountains. */
  take: 'unclaimed' | 'zorn-and-mountains';
  note: string;
}

export const REGIONS: readonly Region[] = [
  {
    id: 'banished-lands',
    name: 'Banished Lands',
    cols: [18, 26],
    rows: [6, 16],
    take: 'unclaimed',
    note: 'eastern wastes between Neuth, Muetar, Aws Alzak and Pon',
  },
  {
    id: 'blasted-heath',
    name: 'Blasted Heath',
    cols: [11, 22],
    rows: [15, 22],
    take: 'unclaimed',
    note: 'southern wastes between Muetar, Rosengg and Shucassam',
  },
  {
    id: 'nithmere-mountains',
    name: 'Nithmere Mountains',
    cols: [11, 20],
    rows: [0, 6],
    take: 'zorn-and-mountains',
    note: 'home of the goblins of Zorn',
  },
];

export type SeaZoneId = 'northern-sea' | 'western-ocean' | 'southern-sea' | 'sea-of-zett' | 'lake-carth';

export const SEA_ZONES: Readonly<Record<SeaZoneId, string>> = {
  'northern-sea': 'Northern Sea',
  'western-ocean': 'Western Ocean',
  'southern-sea': 'Southern Sea',
  'sea-of-zett': 'Sea of Zett',
  'lake-carth': 'Lake Carth',
};

/** Which named water a water hex belongs to (names only: fleets move hex by hex across zones). */
export function seaZoneAt(col: number, row: number, kind: HexKind): SeaZoneId {
  if (kind === 'lake') return 'lake-carth';
  if (col >= 21 && row >= 17) return 'sea-of-zett';
  if (row <= 2) return 'northern-sea';
  if (row >= 24 || (col >= 9 && row >= 20)) return 'southern-sea';
  return 'western-ocean';
}

// ---------------------------------------------------------------------------
// Derived hex table
// ---------------------------------------------------------------------------

export interface MapHex {
  id: HexId;
  col: number;
  row: number;
  kind: HexKind;
  features: readonly LandFeature[];
  /** Territory colour printed on the map (principalities included). */
  owner: MapKingdomId | null;
  /** Owner in the Basic Game: principality hexes and the Obelisk count as unclaimed. */
  basicOwner: KingdomId | null;
  /** Land hex touching sea or lake water: fleets may enter, land units pay its land terrain. */
  coastal: boolean;
  /** Borders the sea (not only Lake Carth). */
  seaCoast: boolean;
  /** Borders Lake Carth. */
  lakeShore: boolean;
  /** Coastal hex with mountains: no embarking or debarking (DR-TRANS-04). */
  noEmbark: boolean;
  /** Borders a River Deep hexside, or is the navigable first hex of the Waning. */
  navigable: boolean;
  /** Ordinary river running through the hex (its id), if any. */
  river: string | null;
  seaZone: SeaZoneId | null;
  region: string | null;
}

function cell(rows: readonly string[], col: number, row: number): string {
  const line = rows[row];
  if (line === undefined || line.length !== MAP_COLS) throw new Error(`map row ${row} must have ${MAP_COLS} columns`);
  const ch = line[col];
  if (ch === undefined) throw new Error(`no cell at ${col},${row}`);
  return ch;
}

const deepSides = new Set<HexsideId>(DEEP_COURSE);
const deepBank = new Set<HexId>(DEEP_COURSE.flatMap((s) => hexsideEnds(s)));
const navigableRiverHexes = new Set<HexId>(RIVERS.flatMap((r) => r.navigableHexes));
const riverOf = new Map<HexId, string>();
for (const r of RIVERS) for (const h of r.hexes) riverOf.set(h, r.id);

function buildHexes(): Map<HexId, MapHex> {
  if (TERRAIN_ROWS.length !== MAP_ROWS || OWNER_ROWS.length !== MAP_ROWS)
    throw new Error('map grids must have MAP_ROWS rows');
  const base = new Map<HexId, { col: number; row: number; code: TerrainCode; owner: MapKingdomId | null }>();
  for (let row = 0; row < MAP_ROWS; row++) {
    for (let col = 0; col < MAP_COLS; col++) {
      const t = cell(TERRAIN_ROWS, col, row);
      const code = TERRAIN_CODES[t];
      if (!code) throw new Error(`unknown terrain '${t}' at ${hexId(col, row)}`);
      const o = cell(OWNER_ROWS, col, row);
      const owner = OWNER_CODES[o] ?? null;
      base.set(hexId(col, row), { col, row, code, owner });
    }
  }
  const extraCoastal = new Set(EXTRA_COASTAL);
  const out = new Map<HexId, MapHex>();
  for (const [id, b] of base) {
    const around = grid.neighbours(id).flatMap((n) => {
      const x = base.get(n);
      return x ? [x.code.kind] : [];
    });
    const land = b.code.kind === 'land';
    const seaCoast = land && around.includes('sea');
    const lakeShore = land && around.includes('lake');
    const coastal = land && (seaCoast || lakeShore || extraCoastal.has(id));
    const region = REGIONS.find(
      (r) =>
        land &&
        b.col >= r.cols[0] &&
        b.col <= r.cols[1] &&
        b.row >= r.rows[0] &&
        b.row <= r.rows[1] &&
        (r.take === 'unclaimed'
          ? b.owner === null
          : b.owner === 'zorn' || (b.owner === null && b.code.features.some((f) => f === 'mountain' || f === 'pass'))),
    );
    const basicOwner = b.owner !== null && isBasicKingdom(b.owner) && id !== THE_OBELISK ? b.owner : null;
    out.set(id, {
      id,
      col: b.col,
      row: b.row,
      kind: b.code.kind,
      features: b.code.features,
      owner: b.owner,
      basicOwner,
      coastal,
      seaCoast,
      lakeShore,
      noEmbark: coastal && b.code.features.includes('mountain'),
      navigable: land && (deepBank.has(id) || navigableRiverHexes.has(id)),
      river: riverOf.get(id) ?? null,
      seaZone: land ? null : b.code.kind === 'isle' ? 'western-ocean' : seaZoneAt(b.col, b.row, b.code.kind),
      region: region?.id ?? null,
    });
  }
  return out;
}

/** Every hex of the map, keyed by label. */
export const HEXES: ReadonlyMap<HexId, MapHex> = buildHexes();

export const getHex = (id: HexId): MapHex => {
  const h = HEXES.get(id);
  if (!h) throw new Error(`hex ${id} is not on the map`);
  return h;
};

export const onMap = (id: HexId): boolean => HEXES.has(id);

/** Neighbours that exist on the map. */
export const mapNeighbours = (id: HexId): HexId[] => grid.neighbours(id).filter(onMap);

// ---------------------------------------------------------------------------
// Hexside features (one record per canonical hexside id)
// ---------------------------------------------------------------------------

export interface HexsideFeatures {
  /** Position on the River Deep (0 = source); present on navigable-river hexsides only. */
  deep?: number;
  /** Id of the ordinary river whose valley joins the two hexes (moving along it costs no river extra). */
  valley?: string;
  /** Parros canal. */
  canal?: true;
  /** Fleets may cross between these two coastal hexes by an explicit passage. */
  fleetPassage?: true;
  /** All-sea hexside between two land hexes: land units may not cross. */
  allSea?: true;
}

function buildHexsideFeatures(): Map<HexsideId, HexsideFeatures> {
  const m = new Map<HexsideId, HexsideFeatures>();
  const at = (s: HexsideId): HexsideFeatures => {
    let f = m.get(s);
    if (!f) {
      f = {};
      m.set(s, f);
    }
    return f;
  };
  DEEP_COURSE.forEach((s, i) => {
    at(s).deep = i;
  });
  for (const r of RIVERS) {
    for (let i = 1; i < r.hexes.length; i++) {
      const a = r.hexes[i - 1] as HexId;
      const b = r.hexes[i] as HexId;
      at(hexside(a, b)).valley = r.id;
    }
  }
  for (const s of PARROS_CANALS) at(s).canal = true;
  for (const s of EXTRA_FLEET_HEXSIDES) at(s).fleetPassage = true;
  for (const s of ALL_SEA_HEXSIDES) at(s).allSea = true;
  return m;
}

export const HEXSIDE_FEATURES: ReadonlyMap<HexsideId, HexsideFeatures> = buildHexsideFeatures();

export const hexsideFeatures = (a: HexId, b: HexId): HexsideFeatures => HEXSIDE_FEATURES.get(hexside(a, b)) ?? {};

export const isDeepHexside = (a: HexId, b: HexId): boolean => deepSides.has(hexside(a, b));

/**
 * Position of a bank hex along the Deep: the mean index of the Deep hexsides
 * it touches (0 = source). A fleet step to a higher position is downstream.
 */
export function deepPosition(id: HexId): number | null {
  const idx = grid
    .hexsides(id)
    .map((s) => HEXSIDE_FEATURES.get(s)?.deep)
    .filter((x): x is number => x !== undefined);
  if (idx.length === 0) return navigableRiverHexes.has(id) ? -1 : null;
  return idx.reduce((a, b) => a + b, 0) / idx.length;
}

/** Can a fleet enter this hex at all (ignoring units and the Isle's rescue-only rule)? */
export function fleetMayEnter(id: HexId): boolean {
  const h = HEXES.get(id);
  if (!h) return false;
  if (h.kind !== 'land') return true;
  if (navigableRiverHexes.has(id)) return true;
  // Ordinary river hexes are closed to fleets, even at a river mouth on the coast.
  if (h.river !== null) return false;
  return h.coastal || h.navigable;
}

const isWater = (id: HexId): boolean => {
  const k = HEXES.get(id)?.kind;
  return k === 'sea' || k === 'lake';
};

/**
 * May a fleet cross from a to b? Water to water or water to coast always;
 * coast to coast when the hexside touches water (a common water neighbour)
 * or is an explicit passage; along or over the Deep between bank hexes.
 */
export function fleetMayCross(a: HexId, b: HexId): boolean {
  if (!grid.adjacent(a, b) || !fleetMayEnter(a) || !fleetMayEnter(b)) return false;
  if (isWater(a) || isWater(b)) return true;
  if (getHex(a).kind === 'isle' || getHex(b).kind === 'isle') return true;
  const f = hexsideFeatures(a, b);
  if (f.fleetPassage || f.deep !== undefined) return true;
  const common = mapNeighbours(a).filter((n) => grid.adjacent(n, b));
  if (getHex(a).coastal && getHex(b).coastal && common.some(isWater)) return true;
  // Along the Deep: both hexes are navigable and the hexside meets a Deep hexside at a corner.
  const na = getHex(a).navigable && getHex(b).navigable;
  return na && common.some((c) => isDeepHexside(a, c) || isDeepHexside(b, c));
}

/** May a land unit step from a to b (terrain only; the Deep is crossable under its own rules)? */
export function landMayCross(a: HexId, b: HexId): boolean {
  if (!grid.adjacent(a, b)) return false;
  const ha = HEXES.get(a);
  const hb = HEXES.get(b);
  if (!ha || !hb || ha.kind !== 'land' || hb.kind !== 'land') return false;
  return !hexsideFeatures(a, b).allSea;
}

/** Hexes of a territory in the Basic Game. */
export const hexesOf = (kingdom: KingdomId): HexId[] =>
  [...HEXES.values()].filter((h) => h.basicOwner === kingdom).map((h) => h.id);

/** Royal castle of a kingdom (the Trolls have none: use THE_FACE). */
export const royalCastleOf = (kingdom: KingdomId): Castle | undefined =>
  BASIC_CASTLES.find((c) => c.royal && c.kingdom === kingdom);

// ---------------------------------------------------------------------------
// Gazetteer: every place, kingdom, river and feature the rulebook names
// ---------------------------------------------------------------------------

export type GazetteerRef =
  | { type: 'hex'; hex: HexId }
  | { type: 'kingdom'; kingdom: MapKingdomId }
  | { type: 'region'; region: string }
  | { type: 'river'; river: string }
  | { type: 'deep' }
  | { type: 'sea'; zone: SeaZoneId }
  | { type: 'map' }
  | { type: 'off-map'; why: string };

export interface GazetteerEntry {
  name: string;
  aliases?: readonly string[];
  ref: GazetteerRef;
}

export const GAZETTEER: readonly GazetteerEntry[] = [
  { name: 'Minaria', ref: { type: 'map' } },
  { name: 'Ghem', aliases: ['the Dwarves'], ref: { type: 'kingdom', kingdom: 'ghem' } },
  { name: 'Hothior', ref: { type: 'kingdom', kingdom: 'hothior' } },
  { name: 'Immer', ref: { type: 'kingdom', kingdom: 'immer' } },
  { name: 'Mivior', ref: { type: 'kingdom', kingdom: 'mivior' } },
  { name: 'Muetar', ref: { type: 'kingdom', kingdom: 'muetar' } },
  { name: 'Neuth', aliases: ['the Elves'], ref: { type: 'kingdom', kingdom: 'neuth' } },
  { name: 'Pon', ref: { type: 'kingdom', kingdom: 'pon' } },
  { name: 'Rombune', ref: { type: 'kingdom', kingdom: 'rombune' } },
  { name: 'Shucassam', aliases: ['Shuccasam', 'Schucassam'], ref: { type: 'kingdom', kingdom: 'shucassam' } },
  { name: 'The Trolls', ref: { type: 'kingdom', kingdom: 'trolls' } },
  { name: 'Zorn', aliases: ['the Goblins'], ref: { type: 'kingdom', kingdom: 'zorn' } },
  { name: 'Eaters of Wisdom', ref: { type: 'kingdom', kingdom: 'eaters-of-wisdom' } },
  { name: 'Black Hand', ref: { type: 'kingdom', kingdom: 'black-hand' } },
  { name: 'Storm Riders', ref: { type: 'off-map', why: 'identity card only; no territory on the map' } },
  { name: 'Lloroi Empire', ref: { type: 'off-map', why: 'history: destroyed by the Cataclysm' } },
  { name: 'The East', ref: { type: 'off-map', why: 'history: a rumoured empire beyond the map' } },
  { name: 'Aws Alzak', ref: { type: 'hex', hex: '2312' } },
  { name: 'Aws Noir', ref: { type: 'hex', hex: '2101' } },
  { name: 'Rosengg', ref: { type: 'hex', hex: '1220' } },
  { name: 'Parros', ref: { type: 'hex', hex: '0416' } },
  { name: 'Thores', ref: { type: 'hex', hex: '0319' } },
  { name: 'Jipols', ref: { type: 'hex', hex: '0414' } },
  { name: 'Port Lork', ref: { type: 'hex', hex: '0725' } },
  { name: 'The Boom', aliases: ["Boarhort's Boom"], ref: { type: 'hex', hex: '0726' } },
  { name: 'Pennol', ref: { type: 'hex', hex: '1611' } },
  { name: 'Adeese', ref: { type: 'hex', hex: '2222' } },
  { name: 'Castle Lapspell', aliases: ['Lapspell'], ref: { type: 'hex', hex: '0511' } },
  { name: 'Addat', ref: { type: 'hex', hex: '0322' } },
  { name: 'Zefnar', ref: { type: 'hex', hex: '1603' } },
  { name: 'The Keep', ref: { type: 'hex', hex: '1022' } },
  { name: 'Invisible School', ref: { type: 'hex', hex: '2607' } },
  { name: 'Tower of Zards', ref: { type: 'hex', hex: '1020' } },
  { name: 'Bartertown', ref: { type: 'hex', hex: '1225' } },
  { name: 'Freeport', ref: { type: 'hex', hex: '2417' } },
  { name: 'The Face', ref: { type: 'hex', hex: '2310' } },
  { name: 'The Obelisk', ref: { type: 'hex', hex: '1719' } },
  { name: 'Isle of Fright', ref: { type: 'hex', hex: '0120' } },
  { name: 'River Deep', aliases: ['the Deep'], ref: { type: 'deep' } },
  { name: 'River Waning', ref: { type: 'river', river: 'waning' } },
  { name: 'Dark River', ref: { type: 'river', river: 'dark' } },
  { name: 'Lake Carth', ref: { type: 'sea', zone: 'lake-carth' } },
  { name: 'Sea of Zett', ref: { type: 'sea', zone: 'sea-of-zett' } },
  { name: 'Banished Lands', ref: { type: 'region', region: 'banished-lands' } },
  { name: 'Blasted Heath', ref: { type: 'region', region: 'blasted-heath' } },
  { name: 'Nithmere Mountains', ref: { type: 'region', region: 'nithmere-mountains' } },
  { name: 'Field of the Laughing Dead', ref: { type: 'hex', hex: '2010' } },
  { name: 'Plain of Bones', ref: { type: 'hex', hex: '1317' } },
  { name: 'The Wasted Dead', ref: { type: 'hex', hex: '1306' } },
  { name: 'The Unknown Army', ref: { type: 'hex', hex: '2514' } },
];
