/**
 * The military (checklist 3): the unit tables of P14 carried exactly, the
 * nomad light cavalry and the ships the text prices or names but never lists
 * (D-06, D-07), mustering, upkeep, movement, the sea, the battle procedure
 * (P13 where it is whole, the checklist's substitute of 6.4 where it is not),
 * fortifications and sieges, occupation, pillage, raids, prisoners, scouting
 * and trained units.
 */
import type {
  ChecklistRef,
  DeityAlignment,
  FleetStance,
  Posture,
  ShipId,
  UnitId,
  UnitSpecial,
  UnitType,
  UnitUpgradeId,
  WeightClass,
} from './ids.ts';
import { ceilTenth } from './economy.ts';
import type { BattleTerrain } from './terrain.ts';

// ---------------------------------------------------------------------------
// Units (P14)
// ---------------------------------------------------------------------------

/** A muster requirement; a unit's list is alternatives, any one will do (J-67). */
export type UnitRequirement =
  /** P(n): the regent rules the province and it is level n+. L/T/G(n): he owns such a holding of level n+ there. */
  | { kind: 'P' | 'L' | 'T' | 'G'; level: number }
  /** A temple of level n+ whose deity has this alignment (Knights). */
  | { kind: 'deity'; alignment: DeityAlignment; level: number }
  /** Called up only by this realm spell. */
  | { kind: 'spell'; spell: string }
  /** A source holding of his in a Worldwound province (D-18, authored). */
  | { kind: 'worldwound' }
  /** The ruler of a nomad province, up to its level + 1 units there (P12). */
  | { kind: 'nomad-province' };

export interface UnitRow {
  name: string;
  /** The table it is printed in. */
  table: 'human' | 'mercenary' | 'special' | 'elven' | 'authored';
  /** As printed (R-15: mercenary archers are "LtArch"). */
  type: UnitType;
  move: number;
  morale: number;
  special: UnitSpecial | null;
  /** GB; null where the table prints "-" (no muster cost: raised free, or not mustered at all). */
  muster: number | null;
  /** GB a turn; null where the table prints "-". */
  maint: number | null;
  requirements: readonly UnitRequirement[];
  /** Light, medium or heavy (D-22, authored from the type). */
  weight: WeightClass;
  /** Mounted: counts as 2 at sea, dismounts to assault, rides prisoners down. */
  mounted: boolean;
  /** Mustered only in an elven province (authored: the elven table is the elves' own). */
  elven: boolean;
  source: 'text' | 'authored';
}

const P = (level: number): UnitRequirement => ({ kind: 'P', level });
const L = (level: number): UnitRequirement => ({ kind: 'L', level });
const T = (level: number): UnitRequirement => ({ kind: 'T', level });
const G = (level: number): UnitRequirement => ({ kind: 'G', level });

const WEIGHT_OF: Readonly<Record<UnitType, WeightClass>> = {
  LtInf: 'light',
  LtArch: 'light',
  Skir: 'light',
  Irr: 'light',
  LtDm: 'light',
  LtCav: 'light',
  Summoned: 'medium',
  MdInf: 'medium',
  MdCav: 'medium',
  MdDm: 'medium',
  Art: 'medium',
  Cav: 'heavy',
  HvyInf: 'heavy',
  HvyDm: 'heavy',
};
const MOUNTED: ReadonlySet<UnitType> = new Set<UnitType>(['Cav', 'MdCav', 'LtCav']);

function u(
  name: string,
  table: UnitRow['table'],
  type: UnitType,
  move: number,
  morale: number,
  special: UnitSpecial | null,
  muster: number | null,
  maint: number | null,
  requirements: UnitRequirement[],
): UnitRow {
  return {
    name,
    table,
    type,
    move,
    morale,
    special,
    muster,
    maint,
    requirements,
    weight: WEIGHT_OF[type],
    mounted: MOUNTED.has(type),
    elven: table === 'elven',
    source: table === 'authored' ? 'authored' : 'text',
  };
}

export const UNIT_TABLE: Readonly<Record<UnitId, UnitRow>> = {
  archers: u('Archers', 'human', 'LtInf', 4, 3.0, null, 2, 1, [P(2), L(3), T(4)]),
  artillerists: u('Artillerists', 'human', 'Art', 3, 3.0, 'artillery-bombardment', 4, 2, [P(5)]),
  infantry: u('Infantry', 'human', 'MdInf', 3, 3.5, null, 2, 1, [P(3), L(4)]),
  levies: u('Levies', 'human', 'Irr', 2, 1.5, null, null, 0, [P(4)]),
  cavalry: u('Cavalry', 'human', 'Cav', 7, 4.0, 'elite', 6, 2, [P(3), L(4)]),
  skirmishers: u('Skirmishers', 'human', 'Skir', 6, 2.0, 'scout', 3, 1, [P(1), L(2), T(3), G(1)]),
  armsmen: u('Armsmen', 'human', 'HvyInf', 3, 5.0, 'elite', 5, 2, [P(3), L(4), T(5)]),
  'mercenary-archers': u('Mercenary Archers', 'mercenary', 'LtArch', 2, 2.5, null, 4, 2, []),
  'mercenary-cavalry': u('Mercenary Cavalry', 'mercenary', 'MdCav', 6, 3.5, 'elite', 8, 3, []),
  'mercenary-infantry': u('Mercenary Infantry', 'mercenary', 'MdInf', 3, 3.0, null, 3, 1.5, []),
  'mercenary-irregulars': u('Mercenary Irregulars', 'mercenary', 'Irr', 3, 1.0, null, 1, 0.5, []),
  knights: u('Knights', 'special', 'Cav', 6, 4.5, 'elite', 6, 1, [{ kind: 'deity', alignment: 'neutral', level: 4 }]),
  'unholy-knights': u('Unholy Knights', 'special', 'Cav', 7, 4.0, 'elite', 6, 1, [
    { kind: 'deity', alignment: 'evil', level: 4 },
  ]),
  'knights-of-the-holy-order': u('Knights of the Holy Order', 'special', 'Cav', 5, 5.0, 'elite', 6, 1, [
    { kind: 'deity', alignment: 'good', level: 4 },
  ]),
  'natures-army-small-animals': u("Nature's Army (small animals)", 'special', 'Summoned', 2, 2.0, null, null, null, [
    { kind: 'spell', spell: 'summon-natures-army' },
  ]),
  'natures-army-large-animals': u("Nature's Army (large animals)", 'special', 'Summoned', 4, 3.0, null, null, null, [
    { kind: 'spell', spell: 'summon-natures-army' },
  ]),
  'natures-army-forest-legion': u("Nature's Army (forest legion)", 'special', 'Summoned', 1, 5.0, null, null, null, [
    { kind: 'spell', spell: 'summon-natures-army' },
  ]),
  'summoned-monsters': u('Summoned Monsters', 'special', 'Summoned', 2, 3.5, null, null, null, [
    { kind: 'spell', spell: 'summon-monstrous-unit' },
  ]),
  'undead-legion': u('Undead Legion', 'special', 'Summoned', 2, 2.0, 'fearless', null, null, [
    { kind: 'spell', spell: 'legion-of-dead' },
  ]),
  'legion-of-demons-weak': u('Legion of Demons (weak)', 'special', 'LtDm', 4, 3.0, null, null, 0, [
    { kind: 'worldwound' },
  ]),
  'legion-of-demons-moderate': u('Legion of Demons (moderate)', 'special', 'MdDm', 3, 4.5, 'elite', 4, 1, [
    { kind: 'worldwound' },
  ]),
  'legion-of-demons-strong': u('Legion of Demons (strong)', 'special', 'HvyDm', 2, 6.0, 'elite', 7, 1, [
    { kind: 'worldwound' },
  ]),
  'elven-archers': u('Elven Archers', 'elven', 'LtInf', 5, 3.0, 'elite', 3, 1, [P(2), L(3)]),
  'elven-artillerists': u('Elven Artillerists', 'elven', 'Art', 4, 3.0, 'artillery-bombardment', 5, 2, [P(5)]),
  'elven-infantry': u('Elven Infantry', 'elven', 'MdInf', 4, 3.5, null, 3, 1, [P(3), L(4)]),
  'elven-levies': u('Elven Levies', 'elven', 'Irr', 3, 2.5, null, null, 0, [P(4)]),
  'elven-cavalry': u('Elven Cavalry', 'elven', 'Cav', 8, 3.5, 'elite', 7, 2, [P(3), L(4)]),
  'elven-skirmishers': u('Elven Skirmishers', 'elven', 'Skir', 7, 3.0, 'scout', 4, 1, [P(1), L(2), G(1)]),
  'elven-armsmen': u('Elven Armsmen', 'elven', 'HvyInf', 4, 4.0, 'elite', 6, 2, [P(3), L(4)]),
  // D-07: "light cavalry" at 2 GB with normal upkeep (P12); the rest of the line is ours.
  'nomad-light-cavalry': u('Nomad Light Cavalry', 'authored', 'LtCav', 7, 2.5, 'scout', 2, 1, [
    { kind: 'nomad-province' },
  ]),
};

export const unitRow = (id: UnitId): UnitRow => UNIT_TABLE[id];
export const isMercenary = (id: UnitId): boolean => UNIT_TABLE[id].table === 'mercenary';
export const isSummoned = (id: UnitId): boolean => UNIT_TABLE[id].type === 'Summoned';

/**
 * GB to muster: the table's cost, 0 where it prints "-" for a unit that is
 * mustered (levies and weak demon legions are raised free, their price being
 * the loyalty they cost or the Worldwound they need; authored reading);
 * halved by the matching building for regular units (P10).
 */
export function musterCost(id: UnitId, halvedByBuilding = false): number | null {
  const row = UNIT_TABLE[id];
  if (row.type === 'Summoned') return null;
  const base = row.muster ?? 0;
  return halvedByBuilding && row.table !== 'mercenary' ? base / 2 : base;
}

// ---------------------------------------------------------------------------
// Mustering and upkeep (P5, checklist 3.2-3.3)
// ---------------------------------------------------------------------------

export const MUSTER = {
  /** GB of units per court action. */
  gbPerCourtAction: 10,
  /** Regular units per province per turn: at most its level. */
  regularPerProvincePerTurn: 'province-level',
  /** Regular units act from the next round (they defend at once); mercenaries at once. */
  regularReadyNextRound: true,
  mercenaryReadyAtOnce: true,
  /** A Rebellious province musters mercenaries only. */
  rebelliousOnlyMercenaries: true,
  /** Each levy mustered costs −1 on the province's next loyalty roll. */
  levyLoyalty: -1,
  /** Nomad light cavalry per nomad province: its level plus this (P12). */
  nomadCavalryOverLevel: 1,
  /** Elven units only in elven provinces, human units only in human ones (authored). */
  tableByProvinceRace: true,
} as const;

/** Morale checks against a d20 DC (J-52): d20 + floor(morale) ≥ DC, a natural 1 fails; Fearless units pass (authored). */
export function passesMoraleCheck(roll: number, morale: number, dc: number, fearless = false): boolean {
  if (fearless) return true;
  if (roll === 1) return false;
  return roll + Math.floor(morale) >= dc;
}

/** Prisoners returned must be re-equipped for half the muster cost, rounded up, or disbanded (P9). */
export const reequipCost = (id: UnitId): number => Math.ceil((UNIT_TABLE[id].muster ?? 0) / 2);

// ---------------------------------------------------------------------------
// Ships (D-06, D-22; the dhoura's cargo and the galleon are the text's)
// ---------------------------------------------------------------------------

export interface ShipRow {
  name: string;
  class: WeightClass;
  /** Sailing points a round are 4 × this (P5). */
  sail: number;
  /** GB of cargo: sea routes, grants and Exploratory Trade profit (P11). */
  cargo: number;
  hits: number;
  /** Only ships with missiles may blockade (P9). */
  missile: boolean;
  cost: number;
  maint: number;
  /** Units carried (cavalry counts 2, P5). */
  troops: number;
  /** Morale in a naval battle (authored: naval battles use the land procedure with ships as units). */
  morale: number;
  source: 'text' | 'authored';
}

export const SHIP_TABLE: Readonly<Record<ShipId, ShipRow>> = {
  coaster: {
    name: 'Coaster',
    class: 'light',
    sail: 1,
    cargo: 1,
    hits: 2,
    missile: false,
    cost: 2,
    maint: 0.5,
    troops: 1,
    morale: 2.0,
    source: 'authored',
  },
  dhoura: {
    name: 'Dhoura',
    class: 'light',
    sail: 2,
    cargo: 2,
    hits: 3,
    missile: true,
    cost: 4,
    maint: 1,
    troops: 1,
    morale: 2.5,
    source: 'text',
  },
  'war-galley': {
    name: 'War Galley',
    class: 'medium',
    sail: 2,
    cargo: 1,
    hits: 5,
    missile: true,
    cost: 8,
    maint: 2,
    troops: 2,
    morale: 3.5,
    source: 'authored',
  },
  baghla: {
    name: 'Baghla',
    class: 'medium',
    sail: 2,
    cargo: 4,
    hits: 5,
    missile: true,
    cost: 10,
    maint: 2,
    troops: 3,
    morale: 3.0,
    source: 'authored',
  },
  galleon: {
    name: 'Galleon',
    class: 'heavy',
    sail: 3,
    cargo: 6,
    hits: 8,
    missile: true,
    cost: 16,
    maint: 3,
    troops: 4,
    morale: 3.5,
    source: 'text',
  },
};

export const SHIPS = {
  /** Ships move 4 × sail rating in sailing points a round (P5). */
  pointsPerSail: 4,
  /** Recalling ships to where they started costs 1 GB (P5). */
  recallGb: 1,
  /** Repairs: 2 GB per hit, by Build (P4). */
  repairGbPerHit: 2,
  /** Disbanded ships sell for 30-80% of cost: a d6 picks 30, 40, 50, 60, 70 or 80 (J-81). */
  saleByD6: [30, 40, 50, 60, 70, 80],
  /** Medium and heavy ships only at a Shipyard, at most the province level of them a round (P10). */
  shipyardClasses: ['medium', 'heavy'] as readonly WeightClass[],
  /** Naval battles: §6.4 with ships as units and Seamanship for the commander; a casualty is a ship sunk (authored, D-08). */
  navalBattle: 'land-procedure',
} as const;

/** GB to carry units by sea: 1 per 5 or part, any distance; cavalry counts 2 (P5). */
export const seaTransportCost = (foot: number, mounted: number): number => Math.ceil((foot + 2 * mounted) / 5);

// ---------------------------------------------------------------------------
// Land movement (P5, checklist 3.4)
// ---------------------------------------------------------------------------

export const MOVEMENT = {
  /** Per round a unit may spend up to 4 × its Move in movement cost without harm ... */
  safeMultiplier: 4,
  /** ... and up to 8 × with a morale check at DC 5 + provinces beyond the limit, disbanding on a failure. */
  forcedMultiplier: 8,
  forcedMarchDcBase: 5,
  /** Every unit may always move one province. */
  alwaysOneProvince: true,
  /** Crossing a river ends the move (P5); an enemy force ends it too (J-33). */
  riverEndsMove: true,
  hostileForceEndsMove: true,
  /** With 2 units attacking each enemy unit outside walls, the rest pass on (P13, R-06). */
  passThroughRatio: 2,
  /** Enemy units behind walls may be bypassed or besieged (P13, R-06). */
  mayBypassFortifications: true,
} as const;

/** Move Troops GB: 1 per 10 unit-provinces (court action) or per 5 (free), rounded up to 0.1 (J-72). */
export const moveTroopsCost = (unitProvinces: number, kind: 'X' | 'F'): number =>
  ceilTenth(unitProvinces / (kind === 'X' ? 10 : 5));

// ---------------------------------------------------------------------------
// The sea (P9, checklist 3.5)
// ---------------------------------------------------------------------------

/** Percent chance hostile fleets meet, by [your stance][their stance] (P9). */
export const NAVAL_ENCOUNTER: Readonly<Record<FleetStance, Readonly<Record<FleetStance, number>>>> = {
  searching: { searching: 70, hiding: 40 },
  hiding: { searching: 40, hiding: 10 },
};
export const NAVAL_ENCOUNTER_MODIFIERS = {
  /** +1% per ship in both fleets. */
  perShip: 1,
  /** −50% if the enemy is only in an adjacent zone. */
  adjacentZone: -50,
  /** An overseeing commander moves it 5% per Seamanship point toward his aim. */
  perSeamanship: 5,
  /** On rivers and along coasts, hostile fleets in the same zone always meet (J-34). */
  coastAndRiverAlwaysMeet: true,
  /** A fleet with no stance counts as hiding (J-34). */
  defaultStance: 'hiding' as FleetStance,
} as const;

export const BLOCKADE = {
  /** At least as many ships as the province level ... */
  shipsPerProvinceLevel: 1,
  /** ... or, on a river, three light ships. */
  riverLightShips: 3,
  wholeRound: true,
  needsMissile: true,
  stops: ['shipping', 'sea trade routes', 'grants by sea'],
  /** A coastal province's own fortification can be besieged only under blockade. */
  neededToBesiegeCoastalProvince: true,
} as const;

// ---------------------------------------------------------------------------
// Battles (P13; substitute procedure, checklist 6.4, J-42, J-53, J-54)
// ---------------------------------------------------------------------------

/** Force morale: the unit-weighted average, rounded up to the next tenth (P13). */
export function baseMorale(units: readonly { morale: number; count: number }[]): number {
  const n = units.reduce((s, x) => s + x.count, 0);
  if (n === 0) return 0;
  return ceilTenth(units.reduce((s, x) => s + x.morale * x.count, 0) / n);
}

/** The P13 worked example: 21 units at 3.0, 20 at 4.0, 10 at 5.0 → 193 / 51 = 3.784 → 3.8. */
export const MORALE_EXAMPLE = {
  units: [
    { morale: 3.0, count: 21 },
    { morale: 4.0, count: 20 },
    { morale: 5.0, count: 10 },
  ],
  weighted: 193,
  count: 51,
  base: 3.8,
  /** And a force of base 3.2 fights its second week at 2.7. */
  decay: { base: 3.2, week: 2, final: 2.7 },
} as const;

/** Final morale for a day of combat: base − 0.5 per day after the first, + 0.1 × the commander's Strategy (P13, J-42). */
export const finalMorale = (base: number, day: number, commanderStrategy = 0): number =>
  Math.round((base - 0.5 * (day - 1) + 0.1 * commanderStrategy) * 10) / 10;

export const BATTLE = {
  /** Combat rounds in a day (the text calls the block a "week" for morale decay, a "day" for assaults). */
  roundsPerDay: 3,
  /** Casualty and morale levels stay within 1-5 after modifiers. */
  levelRange: [1, 5] as const,
  /** A side breaks when its running morale reaches 0 or less; both at once: the attacker retreats, nobody wins. */
  breakAt: 0,
  /** Artillery bombards first on the 5-5 table, casualties only, both sides at once; none in marsh. */
  bombardmentTable: [5, 5] as const,
  /** A side (or its pinning force) of artillery alone breaks. */
  artilleryAloneBreaks: true,
  /** Elite commitment: ML +1, or +2 for a province ruler, once a day; if the enemy does not break that round, the committing side does. */
  eliteCommit: { other: 1, provinceRuler: 2, perDay: 1 },
  /** Losses: units whose morale exceeds the side's total morale loss are removed first (P13). */
  removeAboveMoraleLossFirst: true,
  /** Without a script a force fights on until it wins or loses (P13, J-54). */
  defaultFightsOn: true,
  /** A broken or retreating force moves to an adjacent friendly province, else surrenders (checklist 6.4 step 7). */
  retreat: 'adjacent-friendly-or-surrender',
  /** A Withdrawing side not broken after the first combat round leaves the field (6.4 step 1). */
  withdrawAfterRound: 1,
} as const;

/** What each side inflicts, "CL-ML", by its own posture (rows) against the enemy's (checklist 6.4 step 1). */
export const POSTURE_MATRIX: Readonly<Record<Posture, Readonly<Record<Posture, readonly [number, number]>>>> = {
  assault: { assault: [4, 4], attack: [4, 3], defend: [3, 3], withdraw: [4, 4] },
  attack: { assault: [3, 3], attack: [3, 3], defend: [2, 2], withdraw: [3, 3] },
  defend: { assault: [4, 3], attack: [3, 3], defend: [1, 1], withdraw: [1, 1] },
  withdraw: { assault: [1, 1], attack: [1, 1], defend: [1, 1], withdraw: [1, 1] },
};

/** Terrain changes to the tables (P13): [casualty, morale] for attacker and defender. */
export const BATTLE_TERRAIN_MODIFIERS: Readonly<
  Record<
    BattleTerrain,
    { attacker: readonly [number, number]; defender: readonly [number, number]; bombardment: boolean }
  >
> = {
  forest: { attacker: [-1, 0], defender: [-1, 0], bombardment: true },
  mountain: { attacker: [-1, 0], defender: [0, 0], bombardment: true },
  desert: { attacker: [0, 1], defender: [0, 1], bombardment: true },
  marsh: { attacker: [-1, 1], defender: [-1, 1], bombardment: false },
};

export const clampLevel = (n: number): number => Math.min(BATTLE.levelRange[1], Math.max(BATTLE.levelRange[0], n));

/** Units a side removes from the enemy in a combat round (6.4 step 4): round(N × CL × (d6 + 2) / 150). */
export const casualtiesInflicted = (ownUnits: number, cl: number, d6: number): number =>
  Math.round((ownUnits * cl * (d6 + 2)) / 150);
/** Morale a side takes off the enemy in a combat round (6.4 step 4): ML × (d6 + 2) / 20, to a tenth. */
export const moraleInflicted = (ml: number, d6: number): number => Math.round((ml * (d6 + 2) * 10) / 20) / 10;

/** Battle spells (./magic.ts) and blood abilities add to these; everything is clamped by `clampLevel`. */
export const CHARACTERS_IN_BATTLE = {
  /** Each character leads one unit and may change units; one army commander per domain (P9). */
  commanderMoralePerStrategy: 0.1,
  /** Survival: d10 at or under the threshold (Prowess, J-43, 1-9); a failure kills. */
  survivalDie: 10,
  survivalRange: [1, 9] as const,
  /** A regent overseeing the battle may spend this many RP per ±1 on a threshold (J-43). */
  rpPerSurvivalPoint: 2,
  /** Leading units needs Oversee that round (P9). */
  leadingNeedsOversee: true,
} as const;

// ---------------------------------------------------------------------------
// Fortifications and sieges (P9, P13, R-05, J-55, J-56, J-71)
// ---------------------------------------------------------------------------

export interface FortKind {
  name: string;
  /** Highest level, as a multiple of the province level. */
  maxPerProvinceLevel: number;
  /** Units it holds per level. */
  unitsPerLevel: number;
  /** Subtracted from the assault roll per level. */
  assaultPerLevel: number;
}

/** A province fortification is a castle, a holding fortification a fort (J-56). */
export const FORT_KINDS: Readonly<Record<'castle' | 'fort', FortKind>> = {
  castle: { name: 'castle (province walls)', maxPerProvinceLevel: 2, unitsPerLevel: 2, assaultPerLevel: 2 },
  fort: { name: 'fort (holding works)', maxPerProvinceLevel: 1, unitsPerLevel: 1, assaultPerLevel: 1 },
};

export const SIEGE = {
  /** Besiegers needed per fortification level; artillery counts double (P9). */
  unitsPerLevel: 2,
  artilleryCounts: 2,
  /** Each round besieged costs a level for capacity only; when taken, all come back but one (P9, J-55). */
  levelLossPerRound: 1,
  levelsLostWhenTaken: 1,
  /** Defenders beyond the shrunken capacity check morale at DC 10 + the excess, disbanding on a failure. */
  starvationDcBase: 10,
  /** Empty places fight an assault as units of this morale (J-56). */
  garrisonFillerMorale: 2.0,
  /** Only a side that has just won a field battle there may begin a siege (P13). */
  needsFieldVictory: true,
  /** Mounted units dismount to assault (P9). */
  mountedDismount: true,
  /** Elven provinces count as walled to their level against non-elves, for elven holdings (J-71). */
  elvenWalls: 'province-level',
} as const;

export type AssaultResult = 'breach' | 'no-result' | 'sortie';

/** The assault attempt (P13): d6 + modifiers; 6+ breach, 2-5 nothing, 1 or less a chance to sortie. */
export function assaultResult(total: number): AssaultResult {
  if (total >= 6) return 'breach';
  return total >= 2 ? 'no-result' : 'sortie';
}

export const ASSAULT_MODIFIERS: readonly {
  id: string;
  value: number;
  per?: string;
  when: string;
  ref: ChecklistRef;
}[] = [
  {
    id: 'walls',
    value: -1,
    per: 'fort level, or twice the castle level (original level, J-55)',
    when: 'always',
    ref: '3.7',
  },
  {
    id: 'undergarrisoned',
    value: 1,
    when: 'fewer than half the units the fortification can hold are inside',
    ref: '3.7',
  },
  { id: 'defender-artillery', value: -1, when: 'the defenders have an artillery unit', ref: '3.7' },
  { id: 'attacker-artillery', value: 1, per: 'attacking artillery unit', when: 'always', ref: '3.7' },
  { id: 'siege-length', value: 1, per: 'previous round of siege', when: 'always', ref: '3.7' },
];

/** A sortie: the defender rolls d6; on 6 he loses a unit, otherwise the besieger does (P13). */
export const sortieLoser = (d6: number): 'defender' | 'besieger' => (d6 === 6 ? 'defender' : 'besieger');

/** Assault and garrison-attack combats (P13): the attacking side on 5-1, the other on 5-2, at most 3 rounds. */
export const ASSAULT_COMBAT = {
  attackerTable: [5, 1] as const,
  defenderTable: [5, 2] as const,
  maxRounds: 3,
  noModifiers: ['terrain', 'leaders', 'cavalry superiority'],
  allUnitsFight: true,
  pursuit: false,
  /** A garrison that fights after a breach and breaks surrenders; if the besieger has not won in 3 rounds the siege goes on. */
  onBreachDefault: 'fight',
} as const;

// ---------------------------------------------------------------------------
// Occupation, pillage, raids (P5, P6, P9, checklist 3.8)
// ---------------------------------------------------------------------------

export const OCCUPATION = {
  costGb: 1,
  loyaltyBecomes: 'poor',
  loyaltyRoll: -10,
  rulerRp: 0,
  /** The ruler's tax falls 1 GB per occupying unit, paid to the occupier, never more than the province yields (J-87). */
  taxPerUnit: 1,
  /** The occupying units are a law holding of their number; the existing law holdings shrink by as much. */
  actsAsLawOfUnits: true,
  growthStopsAfterTurns: 1,
  cannotOccupy: ['fortified holdings (until their works fall)', 'sources', 'covert holdings'],
} as const;

/** Pillage (P9): each unit takes 1 GB up to the seasonal tax at its harshest (150%, rounded up); growth falls by the GB taken. */
export const pillageCap = (provinceLevel: number): number => Math.ceil(provinceLevel * 1.5);
export const PILLAGE = {
  perUnitGb: 1,
  perRound: 1,
  /** Each unit may wreck one level of an unfortified holding a round, for 1 GB a level; sources are spared. */
  holdingLevelsPerUnit: 1,
  gbPerHoldingLevel: 1,
  /** Or strip the magic level: one unit per magic level, no GB, magic −1 (the pillager picks the source that shrinks). */
  magicUnitsPerLevel: 1,
  unitsMustNotHaveMoved: true,
} as const;

/** Raiders allowed: 2 per level of the target province or holding (P6). */
export const maxRaiders = (targetLevel: number): number => 2 * targetLevel;

/**
 * Raid loot (P6, J-79, J-80): a province yields its level, +1 per unfortified
 * level, −1 per level of over-fortification, +1 per building other than
 * fortifications and highways; a holding half its level plus its owner's
 * buildings there. Never more than 1 GB per raider or the victim's treasury.
 */
export function raidLoot(x: {
  target: 'province' | 'holding';
  level: number;
  fortification: number;
  buildings: number;
  raiders: number;
  treasury: number;
}): number {
  const raw =
    x.target === 'province'
      ? x.level + Math.max(0, x.level - x.fortification) - Math.max(0, x.fortification - x.level) + x.buildings
      : 0.5 * x.level + x.buildings;
  return Math.max(0, Math.min(raw, x.raiders, x.treasury));
}

// ---------------------------------------------------------------------------
// Scouting and trained units (P9, checklist 3.9)
// ---------------------------------------------------------------------------

/** What a regent sees of other regents' forces (P9), in the text's order. */
export const SCOUTING: readonly string[] = [
  'units in provinces next to one of his units with Scout',
  'units in provinces he rules or occupies',
  'units in provinces where he has units',
  'units in or next to a province with his Watchtower',
  'ships in a coastal area next to a province he rules',
  'ships in a sea zone (not an ocean zone) where he has ships',
];

export interface UpgradeRow {
  name: string;
  move: number;
  morale: number;
  grants: UnitSpecial | null;
}

export const UNIT_UPGRADE_TABLE: Readonly<Record<UnitUpgradeId, UpgradeRow>> = {
  'advanced-movement': { name: 'Advanced Movement', move: 2, morale: 0, grants: null },
  'advanced-morale': { name: 'Advanced Morale', move: 0, morale: 2, grants: null },
  'advanced-scouting': { name: 'Advanced scouting', move: 0, morale: 0, grants: 'scout' },
  // The Elite upgrade also gives the Elite special (J-59).
  elite: { name: 'Elite', move: 1, morale: 1, grants: 'elite' },
};

export const IMPROVE_UNIT = {
  dcBase: 20,
  rpPerUpgrade: 3,
  gbPerUpgrade: 3,
  musterPerUpgrade: 1,
  maintPerUpgrade: 0.5,
  maxUpgrades: 3,
  notFor: ['levies', 'mercenaries', 'nomads', 'summoned'],
  /** One improved design per domain: the same base unit with the same upgrades (J-58). */
  designsPerDomain: 1,
} as const;
