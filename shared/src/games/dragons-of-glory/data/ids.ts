/**
 * Identifiers shared by every Dragons of Glory data module, kept apart so the
 * map, places, counters, setup and tables can refer to each other without
 * import cycles. Names the rulebook gives are spelt as it spells them; the
 * rest are ours (see ./README.md).
 */
import type { HexId, HexsideId } from '../../../engine/hex.ts';

export type { HexId, HexsideId };

/** The two sides (DG-SET-01): Highlord (HL) and Whitestone (WS). */
export const SIDES = ['highlord', 'whitestone'] as const;
export type Side = (typeof SIDES)[number];
export const SIDE_NAMES: Readonly<Record<Side, string>> = { highlord: 'Highlord', whitestone: 'Whitestone' };
export const SIDE_ABBREVIATIONS: Readonly<Record<Side, string>> = { highlord: 'HL', whitestone: 'WS' };
export const otherSide = (s: Side): Side => (s === 'highlord' ? 'whitestone' : 'highlord');

/**
 * Every nation (country) of the game. The sixteen the text names, the three
 * groups it names without calling them nations (the Tower Knights, Lord Soth's
 * legions, Maquesta's pirates), and three of ours: the Highlord Dominion (the
 * homeland of the dragonarmies), Stonedeep (a second dwarven realm) and the
 * good dragons (a homeless nation for the metallic dragons).
 */
export const NATIONS = [
  // named by the text
  'blode',
  'caergoth',
  'fielder',
  'goodlund',
  'gunthar',
  'hylo',
  'kaolyn',
  'kern',
  'khur',
  'kothas',
  'mithas',
  'n-ergoth',
  'palanthus',
  'qualinesti',
  'silvanesti',
  'solanthus',
  'tower-knights',
  'soth',
  'pirates',
  // ours
  'dominion',
  'stonedeep',
  'good-dragons',
] as const;
export type NationId = (typeof NATIONS)[number];
export const isNation = (s: string): s is NationId => (NATIONS as readonly string[]).includes(s);

export interface NationInfo {
  id: NationId;
  name: string;
  /** 'text': the rulebook names it; 'authored': ours. */
  source: 'text' | 'authored';
  /** One of the Knights of Solamnia nations (DG-KOS-01): shared conquest, WS activation bonus. */
  knights?: true;
  /** Elven or kender nation: its capital is its one fortified city and may move (DG-CAP). */
  demiHuman?: 'elf' | 'kender';
  /** False for the nations the text (or we) exempt from conquest (DG-CNQ-05/06). */
  conquerable: boolean;
  note?: string;
}

const info = (id: NationId, name: string, extra: Partial<Omit<NationInfo, 'id' | 'name'>> = {}): NationInfo => ({
  id,
  name,
  source: 'text',
  conquerable: true,
  ...extra,
});

export const NATION_INFO: Readonly<Record<NationId, NationInfo>> = {
  blode: info('blode', 'Blode', { note: 'ogre realm in the crags north-west of the Dominion' }),
  caergoth: info('caergoth', 'Caergoth', { knights: true }),
  fielder: info('fielder', 'Fielder', { note: 'plains realm south of the straits; the invasion example of Rule 3' }),
  goodlund: info('goodlund', 'Goodlund', { demiHuman: 'kender' }),
  gunthar: info('gunthar', 'Gunthar', { knights: true, note: 'the island keep west of Solamnia' }),
  hylo: info('hylo', 'Hylo', { demiHuman: 'kender', note: 'kender of the eastern end of N. Ergoth’s island' }),
  kaolyn: info('kaolyn', 'Kaolyn', { note: 'dwarves; their capital is a dwarven fortress' }),
  kern: info('kern', 'Kern', { note: 'ogre realm east of the Dominion' }),
  khur: info('khur', 'Khur'),
  kothas: info('kothas', 'Kothas', { note: 'minotaur island; Kothas is also its leader (DG-SEA-01)' }),
  mithas: info('mithas', 'Mithas', { note: 'minotaur island; Mithas is also its leader (DG-SEA-01)' }),
  'n-ergoth': info('n-ergoth', 'N. Ergoth', { knights: true }),
  palanthus: info('palanthus', 'Palanthus'),
  qualinesti: info('qualinesti', 'Qualinesti', { demiHuman: 'elf' }),
  silvanesti: info('silvanesti', 'Silvanesti', { demiHuman: 'elf' }),
  solanthus: info('solanthus', 'Solanthus', { knights: true }),
  'tower-knights': info('tower-knights', 'High Clerist Tower Knights', {
    knights: true,
    note: 'the three Tower Knights armies; activated with the first Knights nation (DG-ACT-07)',
  }),
  soth: info('soth', 'Lord Soth’s Legions', {
    conquerable: false,
    note: 'not conquered when Dargaard Keep falls (DG-CNQ-06)',
  }),
  pirates: info('pirates', 'Maquesta’s Pirates', {
    conquerable: false,
    note: 'no fortified city or fortress of their own (DG-CNQ-05); a haven we call Corsair Cove',
  }),
  dominion: info('dominion', 'Highlord Dominion', {
    source: 'authored',
    note: 'home of the dragonarmies and of the draconians; the text names no Highlord homeland',
  }),
  stonedeep: info('stonedeep', 'Stonedeep', { source: 'authored', note: 'southern dwarves; a dwarven fortress' }),
  'good-dragons': info('good-dragons', 'Good Dragons', {
    source: 'authored',
    conquerable: false,
    note: 'the metallic dragons; no territory, they arrive by a Strategic Event',
  }),
};

/** The Knights of Solamnia nations (DG-KOS-01): the four the text lists plus the Tower Knights. */
export const KNIGHTS_NATIONS: readonly NationId[] = NATIONS.filter((n) => NATION_INFO[n].knights);
/** The four nations marked * or listed as Knights nations, whose WS rating rises (DG-ACT-06). */
export const KNIGHTS_ACTIVATION_NATIONS: readonly NationId[] = ['caergoth', 'gunthar', 'n-ergoth', 'solanthus'];
export const DEMI_HUMAN_NATIONS: readonly NationId[] = NATIONS.filter((n) => NATION_INFO[n].demiHuman);

/**
 * Nationalities: the "colour combination" that pairs armies for replacement
 * and carrying (DG-REP-03, DG-AIR-06). Every nation is one nationality, except
 * the Dominion, whose five dragonarmies, guard and draconians are seven.
 */
export const DOMINION_NATIONALITIES = [
  'red-army',
  'blue-army',
  'green-army',
  'black-army',
  'white-army',
  'dominion-guard',
  'draconians',
] as const;
export type NationalityId = Exclude<NationId, 'dominion'> | (typeof DOMINION_NATIONALITIES)[number];
export const NATIONALITIES: readonly NationalityId[] = [
  ...NATIONS.filter((n): n is Exclude<NationId, 'dominion'> => n !== 'dominion'),
  ...DOMINION_NATIONALITIES,
];
export const NATIONALITY_NAMES: Readonly<Record<(typeof DOMINION_NATIONALITIES)[number], string>> = {
  'red-army': 'Red Dragonarmy',
  'blue-army': 'Blue Dragonarmy',
  'green-army': 'Green Dragonarmy',
  'black-army': 'Black Dragonarmy',
  'white-army': 'White Dragonarmy',
  'dominion-guard': 'Dominion Guard',
  draconians: 'Draconians',
};
/** The country a nationality belongs to (where its replacements go, what conquest removes). */
export function nationOf(n: NationalityId): NationId {
  return (DOMINION_NATIONALITIES as readonly string[]).includes(n) ? 'dominion' : (n as NationId);
}

/** Races: movement abilities and favourable terrain follow them (DG-RACE, DG-DRM-09). */
export const RACES = ['human', 'elf', 'kender', 'dwarf', 'ogre', 'minotaur', 'draconian', 'undead'] as const;
export type Race = (typeof RACES)[number];

/** Ground army types: only the cavalry symbol makes cavalry (DG-ZOC-03). */
export const ARMY_TYPES = ['infantry', 'cavalry'] as const;
export type ArmyType = (typeof ARMY_TYPES)[number];

/** Air army types; all four are fliers for the Flight modifier (DG-DRM-05). */
export const AIR_TYPES = ['dragon', 'griffon', 'pegasus', 'citadel'] as const;
export type AirType = (typeof AIR_TYPES)[number];

/** Dragons by colour: the chromatic serve the Highlords, the metallic Whitestone. */
export const EVIL_DRAGON_COLOURS = ['red', 'blue', 'green', 'black', 'white'] as const;
export const GOOD_DRAGON_COLOURS = ['gold', 'silver', 'bronze', 'brass', 'copper'] as const;
export type DragonColour = (typeof EVIL_DRAGON_COLOURS)[number] | (typeof GOOD_DRAGON_COLOURS)[number];
export const DRAGON_COLOURS: readonly DragonColour[] = [...EVIL_DRAGON_COLOURS, ...GOOD_DRAGON_COLOURS];

/** Counter kinds (DG-SET-07). */
export const UNIT_KINDS = ['army', 'air', 'ship', 'leader', 'wizard'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/**
 * Hex terrain. The text uses clear, forest, mountain, marsh, desert and sea
 * (coastal is derived: land touching sea). Glacier is ours: drawn apart,
 * it plays as clear (tables.ts, TERRAIN_EFFECTS).
 */
export const TERRAINS = ['clear', 'forest', 'mountain', 'marsh', 'desert', 'glacier', 'sea'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Hexside features (DG-MOV-05/07, DG-SHIP-02). 'coast' separates land from sea. */
export const HEXSIDE_FEATURES = ['river', 'major-river', 'deep-river', 'mountain', 'coast'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

/** What a named hex can be (DG-DRM-06..08, DG-SHIP-08). Only the first three are strongholds. */
export const PLACE_KINDS = ['fortress', 'fortified-city', 'dwarven-fortress', 'port-town'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const isStrongholdKind = (k: PlaceKind): boolean => k !== 'port-town';

export const RIVER_IDS = ['silverflood', 'plainsrun', 'elfwater', 'dustwater', 'greywater', 'leafrun'] as const;
export type RiverId = (typeof RIVER_IDS)[number];

export const SCENARIO_IDS = ['campaign', 'red-wing', 'knights-at-bay', 'whitestone-dawn'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** A counter id (unique over every counter and marker). */
export type CounterId = string;
/** A place id (see places.ts). */
export type PlaceId = string;
/** A Strategic Event id (see tables.ts). */
export type EventId = string;
