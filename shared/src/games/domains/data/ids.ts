/**
 * Identifiers shared by every Domains data module, kept apart so the map,
 * the domains, the action catalogue, character creation, the economy and the
 * military tables can refer to each other without import cycles.
 *
 * Names shown to players live beside each list (`*_NAMES`); ids are never
 * shown. Where the thread spells a name, the name is the thread's (R-15 slips
 * corrected to their obvious intent, e.g. "Prowers" is Prowess).
 */

// ---------------------------------------------------------------------------
// Time (checklist 1.1, D-20)
// ---------------------------------------------------------------------------

/** A turn is one season of three rounds (months); a year is four turns. */
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_NAMES: Readonly<Record<Season, string>> = {
  spring: 'Spring',
  summer: 'Summer',
  autumn: 'Autumn',
  winter: 'Winter',
};

/** The round of a turn: 1 (collections, court budget), 2, 3 (law claims declared). */
export const ROUNDS_OF_TURN = [1, 2, 3] as const;
export type RoundOfTurn = (typeof ROUNDS_OF_TURN)[number];

/**
 * The resolution order of one round (checklist 1.2): the six steps of the
 * text plus the authored step 2a, autumn growth, after loyalty.
 */
export const RESOLUTION_STEPS = [
  'initiative',
  'loyalty',
  'growth',
  'collections',
  'expenses',
  'actions',
  'battles',
] as const;
export type ResolutionStep = (typeof RESOLUTION_STEPS)[number];

// ---------------------------------------------------------------------------
// Characters (checklist 2)
// ---------------------------------------------------------------------------

/** The 11 skills of P2, in the thread's order. */
export const SKILLS = [
  'sorcery',
  'theology',
  'prowess',
  'commerce',
  'politics',
  'law',
  'strategy',
  'knowledge',
  'stealth',
  'outdoors',
  'seamanship',
] as const;
export type SkillId = (typeof SKILLS)[number];

/** The 13 classes of P2, in the thread's order. */
export const CLASSES = [
  'guilder',
  'warrior',
  'magician',
  'cleric',
  'noble',
  'rogue',
  'fighter',
  'wizard',
  'priest',
  'assassin',
  'knight',
  'sorcerer',
  'devotee',
] as const;
export type ClassId = (typeof CLASSES)[number];

/** The four kinds of holding. */
export const HOLDING_TYPES = ['law', 'temple', 'guild', 'source'] as const;
export type HoldingType = (typeof HOLDING_TYPES)[number];
export const HOLDING_TYPE_NAMES: Readonly<Record<HoldingType, string>> = {
  law: 'Law',
  temple: 'Temple',
  guild: 'Guild',
  source: 'Source',
};

/** The seven bloodline derivations and the thread's two-letter codes. */
export const DERIVATIONS = ['anduiras', 'azrai', 'basaia', 'brenna', 'masela', 'reynir', 'vorynn'] as const;
export type Derivation = (typeof DERIVATIONS)[number];
export const DERIVATION_CODES: Readonly<Record<Derivation, string>> = {
  anduiras: 'An',
  azrai: 'Az',
  basaia: 'Ba',
  brenna: 'Br',
  masela: 'Ma',
  reynir: 'Re',
  vorynn: 'Vo',
};
export const DERIVATION_NAMES: Readonly<Record<Derivation, string>> = {
  anduiras: 'Anduiras',
  azrai: 'Azrai',
  basaia: 'Basaia',
  brenna: 'Brenna',
  masela: 'Masela',
  reynir: 'Reynir',
  vorynn: 'Vorynn',
};

/** Bloodline strength, weakest first. True is named by the text but never sold. */
export const BLOODLINE_STRENGTHS = ['weak', 'minor', 'major', 'great', 'true'] as const;
export type BloodlineStrength = (typeof BLOODLINE_STRENGTHS)[number];
export const STRENGTH_RANK: Readonly<Record<BloodlineStrength, number>> = {
  weak: 0,
  minor: 1,
  major: 2,
  great: 3,
  true: 4,
};

/** The power class of a blood ability (the "Strength" column of the abilities table). */
export const ABILITY_CLASSES = ['minor', 'major', 'great'] as const;
export type AbilityClass = (typeof ABILITY_CLASSES)[number];

/** The 41 blood abilities of P2, in the thread's order. */
export const BLOOD_ABILITIES = [
  'alertness',
  'alter-appearance',
  'animal-affinity',
  'battlewise',
  'berserkers-blood',
  'blood-history',
  'bloodform',
  'bloodmark',
  'bloodtrait',
  'character-reading',
  'charm-aura',
  'courage',
  'death-touch',
  'detect-lie',
  'detect-life',
  'detect-illusion',
  'direction-sense',
  'divine-aura',
  'divine-wrath',
  'elemental-control',
  'endurance',
  'enhanced-sense',
  'fear',
  'forest-walk',
  'healing',
  'heightened-ability',
  'home-hearkening',
  'iron-will',
  'light-of-reason',
  'long-life',
  'mebhaighl-sense',
  'persuasion',
  'poison-sense',
  'protection-from-evil',
  'resistance',
  'sea-song',
  'shadow-form',
  'touch-of-decay',
  'travel',
  'unreadable-thoughts',
  'wither-touch',
] as const;
export type BloodAbilityId = (typeof BLOOD_ABILITIES)[number];

/** The two special powers of step 4 (checklist 2.4). */
export const SPECIAL_POWERS = ['divine-realm-magic', 'arcane-realm-magic'] as const;
export type SpecialPowerId = (typeof SPECIAL_POWERS)[number];

/** The four steps of character creation (each capped at half the CCP). */
export const CREATION_STEPS = ['classes', 'skills', 'bloodline', 'abilities'] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

/** Peoples and cultures the rules name (D-17). `elf` and `half-elf` are races; the rest are human cultures. */
export const CULTURES = [
  'khinasi',
  'khinasi-nomad',
  'rjurik',
  'vos',
  'brecht',
  'elf',
  'half-elf',
  'gnoll',
  'ogre',
] as const;
export type Culture = (typeof CULTURES)[number];
export const CULTURE_NAMES: Readonly<Record<Culture, string>> = {
  khinasi: 'Khinasi',
  'khinasi-nomad': 'Khinasi nomad',
  rjurik: 'Rjurik',
  vos: 'Vos',
  brecht: 'Brecht',
  elf: 'elf',
  'half-elf': 'half-elf',
  gnoll: 'gnoll',
  ogre: 'ogre',
};

// ---------------------------------------------------------------------------
// The land (checklist 1.5, 1.6, 1.10)
// ---------------------------------------------------------------------------

/** Province loyalty, worst first. */
export const LOYALTIES = ['rebellious', 'poor', 'average', 'high'] as const;
export type Loyalty = (typeof LOYALTIES)[number];
export const LOYALTY_NAMES: Readonly<Record<Loyalty, string>> = {
  rebellious: 'Rebellious',
  poor: 'Poor',
  average: 'Average',
  high: 'High',
};

/** The nine terrains of the terrain table (its seven rows, two of which name two terrains). */
export const TERRAINS = [
  'arid-hills',
  'forest',
  'forested-hills',
  'hills',
  'mountains',
  'forested-mountains',
  'plains',
  'steppe',
  'swamp',
] as const;
export type Terrain = (typeof TERRAINS)[number];

/** The special terrains of the terrain table. */
export const SPECIAL_TERRAINS = ['river', 'lake', 'coast', 'oasis'] as const;
export type SpecialTerrain = (typeof SPECIAL_TERRAINS)[number];

/** Province race (P12): provinces are human or elven. */
export const PROVINCE_RACES = ['human', 'elven'] as const;
export type ProvinceRace = (typeof PROVINCE_RACES)[number];

/** Climate zones for the growth targets (D-04, authored). */
export const CLIMATES = ['mild', 'dry', 'harsh'] as const;
export type Climate = (typeof CLIMATES)[number];

/** Trade goods: trade routes must join provinces of different resources (authored list, D-01). */
export const RESOURCES = [
  'grain',
  'fish',
  'wine',
  'olives',
  'dates',
  'salt',
  'spices',
  'incense',
  'horses',
  'timber',
  'iron',
  'silver',
  'gems',
  'wool',
  'furs',
  'dyes',
  'pearls',
  'glass',
  'herbs',
  'amber',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** A hex label 'CCRR' on the province map. */
export type HexId = string;
/** A province id (a slug of its name). */
export type ProvinceId = string;
/** A sea or ocean zone id. */
export type SeaZoneId = string;
/** A hexside id 'CCRR|CCRR', ascending. */
export type BorderId = string;

// ---------------------------------------------------------------------------
// Actions (checklist 1.3, 1.9)
// ---------------------------------------------------------------------------

/** The 35 actions of the thread's list, in its order (P4-P8). */
export const ACTION_IDS = [
  'adventure',
  'agitate',
  'build',
  'cast-realm-spell',
  'ceremony',
  'contest-holding',
  'contest-province',
  'contest-trade-route',
  'convert-holding',
  'create-holding',
  'create-ley-line',
  'create-province',
  'create-trade-route',
  'decree',
  'diplomacy',
  'disband',
  'embargo',
  'espionage',
  'exploratory-trade',
  'grant',
  'improve-unit',
  'ley-link',
  'lieutenancy',
  'move-ships',
  'move-troops',
  'move-troops-by-sea',
  'muster-armies',
  'occupy-province',
  'oversee',
  'raid',
  'research',
  'rule-holding',
  'rule-province',
  'prepare-realm-spell',
  'change-agenda',
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

/** Action kinds: Domain, Court (X), Character, Free. Realm (R) is a flag on domain actions. */
export const ACTION_KINDS = ['D', 'X', 'C', 'F'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

// ---------------------------------------------------------------------------
// Buildings (checklist 1.11)
// ---------------------------------------------------------------------------

/** The 21 buildings of P10, in the thread's order. */
export const BUILDINGS = [
  'archery-range',
  'armory',
  'bathhouse',
  'caravansarai',
  'city-watch',
  'college',
  'council-chamber',
  'fortification',
  'great-bazaar',
  'highway',
  'library',
  'minaret',
  'palace',
  'racing-track',
  'shipyard',
  'siege-works',
  'stables',
  'trade-wharf',
  'watchtower',
  'wizard-tower',
  'workshop',
] as const;
export type BuildingId = (typeof BUILDINGS)[number];

// ---------------------------------------------------------------------------
// Military (checklist 3)
// ---------------------------------------------------------------------------

/** The unit type codes of the P14 tables, as printed ("LtArch" kept, R-15), plus our LtCav for nomads (D-07). */
export const UNIT_TYPES = [
  'LtInf',
  'Art',
  'MdInf',
  'Irr',
  'Cav',
  'Skir',
  'HvyInf',
  'LtArch',
  'MdCav',
  'Summoned',
  'LtDm',
  'MdDm',
  'HvyDm',
  'LtCav',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** The specials of the P14 tables. */
export const UNIT_SPECIALS = ['artillery-bombardment', 'elite', 'scout', 'fearless'] as const;
export type UnitSpecial = (typeof UNIT_SPECIALS)[number];

/** The 29 units of the P14 tables plus the nomad light cavalry the text prices but never lists (D-07). */
export const UNIT_IDS = [
  // human
  'archers',
  'artillerists',
  'infantry',
  'levies',
  'cavalry',
  'skirmishers',
  'armsmen',
  // mercenary
  'mercenary-archers',
  'mercenary-cavalry',
  'mercenary-infantry',
  'mercenary-irregulars',
  // special
  'knights',
  'unholy-knights',
  'knights-of-the-holy-order',
  'natures-army-small-animals',
  'natures-army-large-animals',
  'natures-army-forest-legion',
  'summoned-monsters',
  'undead-legion',
  'legion-of-demons-weak',
  'legion-of-demons-moderate',
  'legion-of-demons-strong',
  // elven
  'elven-archers',
  'elven-artillerists',
  'elven-infantry',
  'elven-levies',
  'elven-cavalry',
  'elven-skirmishers',
  'elven-armsmen',
  // authored (D-07)
  'nomad-light-cavalry',
] as const;
export type UnitId = (typeof UNIT_IDS)[number];

/** Light, medium and heavy: ship classes (shipyard, river blockade) and unit weights (D-22). */
export const WEIGHT_CLASSES = ['light', 'medium', 'heavy'] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

/** Ship types (D-06): the dhoura and the galleon are the text's, the rest ours. */
export const SHIP_IDS = ['coaster', 'dhoura', 'war-galley', 'baghla', 'galleon'] as const;
export type ShipId = (typeof SHIP_IDS)[number];

/** Unit upgrades of Improve Unit (P9). */
export const UNIT_UPGRADES = ['advanced-movement', 'advanced-morale', 'advanced-scouting', 'elite'] as const;
export type UnitUpgradeId = (typeof UNIT_UPGRADES)[number];

/** Battle postures of the substitute procedure (checklist 6.4). */
export const POSTURES = ['assault', 'attack', 'defend', 'withdraw'] as const;
export type Posture = (typeof POSTURES)[number];

/** Fleet stance for naval encounters (P9). */
export const FLEET_STANCES = ['searching', 'hiding'] as const;
export type FleetStance = (typeof FLEET_STANCES)[number];

// ---------------------------------------------------------------------------
// Magic, faith, agendas
// ---------------------------------------------------------------------------

export const TRADITIONS = ['arcane', 'divine'] as const;
export type Tradition = (typeof TRADITIONS)[number];

export const DEITY_ALIGNMENTS = ['good', 'neutral', 'evil'] as const;
export type DeityAlignment = (typeof DEITY_ALIGNMENTS)[number];

export const AGENDA_RANKS = ['minor', 'major', 'great'] as const;
export type AgendaRank = (typeof AGENDA_RANKS)[number];

/** Regency gains and losses (P8). */
export const REGENCY_SWINGS = ['minor', 'major', 'great'] as const;
export type RegencySwing = (typeof REGENCY_SWINGS)[number];

/** The kinds of domain a starting template can be (G2: landed, temple, guild and wizard domains). */
export const DOMAIN_KINDS = ['landed', 'temple', 'guild', 'wizard'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

/** The starting domains: twelve a player may take, two that are never seated (./domains.ts). */
export const DOMAIN_IDS = [
  'emirate-of-djafra',
  'princedom-of-docandragh',
  'zhainge-valley',
  'vellmark',
  'aldmere',
  'sylvaeth',
  'banu-rih',
  'voroshin-march',
  'coral-throne',
  'temple-of-sarma',
  'amber-company',
  'veiled-tower',
  'hollow-crown',
  'pearl-isles',
] as const;
export type DomainId = (typeof DOMAIN_IDS)[number];

/** Judgment-call ids J-01..J-87 (checklist 5). */
export type JudgmentId = `J-${string}`;
/** Checklist reference: a section ('1.9'), a revision ('R-05'), a data gap ('D-06') or a judgment ('J-17'). */
export type ChecklistRef = string;
