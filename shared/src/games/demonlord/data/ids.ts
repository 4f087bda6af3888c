/**
 * Identifiers shared by every Demonlord data module, kept apart so the map,
 * counters, setup and tables can refer to each other without import cycles.
 */

/** The two players (DL-GEN-01). */
export const SIDES = ['demon', 'khozar'] as const;
export type Side = (typeof SIDES)[number];

/** The five neutral factions (DL-NEUT-01), by the home code the text gives each. */
export const NEUTRALS = ['ul', 'altu-khan', 'ancients', 'lyuung', 'great-forest'] as const;
export type Neutral = (typeof NEUTRALS)[number];

/** Whoever a counter belongs to: a player or a neutral faction. */
export type Faction = Side | Neutral;
export const FACTIONS: readonly Faction[] = [...SIDES, ...NEUTRALS];

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  demon: 'the Demonlord',
  khozar: 'the Khozar Alliance',
  ul: 'Kingdom of Ul',
  'altu-khan': 'Duchy of Altu-Khan',
  ancients: 'the Ancients',
  lyuung: 'Principality of Lyuung',
  'great-forest': 'Barbarians of the Great Forest',
};

/** Counter colours (DL-GEN-10). */
export const FACTION_COLOURS: Readonly<Record<Faction, string>> = {
  demon: 'purple',
  khozar: 'gold',
  'great-forest': 'green',
  lyuung: 'blue',
  'altu-khan': 'light turquoise',
  ancients: 'brown',
  ul: 'light lilac',
};
export const SPELL_MARKER_COLOUR = 'black';

/** Movement types (DL-GEN-11): P foot, K cavalry, V flying. */
export const MOVE_TYPES = ['P', 'K', 'V'] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

/** Armour, ranked none < medium < heavy (DL-FIRE-10, AMB-16). */
export const ARMOURS = ['none', 'medium', 'heavy'] as const;
export type Armour = (typeof ARMOURS)[number];
export const ARMOUR_RANK: Readonly<Record<Armour, number>> = { none: 0, medium: 1, heavy: 2 };

/** Terrain that can fill an area (checklist 3.1 item 2). "Meadow" on the map is plain (AMB-01). */
export const LAND_TERRAINS = ['plain', 'steppe', 'desert', 'forest', 'hills', 'mountains', 'swamp'] as const;
export type LandTerrain = (typeof LAND_TERRAINS)[number];

/** What a border can carry besides land (checklist 3.1 item 3). */
export const LINE_TERRAINS = ['river', 'ford', 'bridge', 'road', 'lake', 'cliff'] as const;
export type LineTerrain = (typeof LINE_TERRAINS)[number];

/** Every row of the terrain table. */
export type TerrainRow = LandTerrain | LineTerrain;

/** An area id: 'CCRR', column then row, both two digits (e.g. '0218'). */
export type AreaId = string;
/** A border id: the two area ids in ascending order joined by '|' (e.g. '0318|0417'). */
export type BorderId = string;

export const RIVER_IDS = ['shen', 'nissa', 'barza', 'lower-barza', 'timra', 'ersha'] as const;
export type RiverId = (typeof RIVER_IDS)[number];

/** Settlement classes (DL-SIEGE-02): cities and castles are fortifications, villages and temples are not. */
export const SETTLEMENT_CLASSES = ['city', 'castle', 'village', 'temple'] as const;
export type SettlementClass = (typeof SETTLEMENT_CLASSES)[number];
export const isFortificationClass = (c: SettlementClass): boolean => c === 'city' || c === 'castle';

/**
 * Home-location codes printed on the counters. The text gives ShU, AKh, DR,
 * LYU, VL, PTs, AN, SKhN, KhO, ZG, KhN, YoR, PR and PRP; the others are ours
 * (one per starting settlement, in the same transliterated style).
 */
export const HOME_CODES = [
  // Demon
  'NSh',
  'ER',
  'TG',
  'MD',
  'KhZ',
  'NKh',
  'PTs',
  'SKhN',
  'KhN',
  'YoR',
  // Khozar
  'TM',
  'DA',
  'GZ',
  'BZ',
  'KhO',
  'ZG',
  'AN',
  'PR',
  'PRP',
  // Neutrals
  'ShU',
  'AKh',
  'DR',
  'LYU',
  'VL',
] as const;
export type HomeCode = (typeof HOME_CODES)[number];
export const isHomeCode = (s: string): s is HomeCode => (HOME_CODES as readonly string[]).includes(s);
