/**
 * The buildings of P10 (checklist 1.11), built with the Build action. Levels,
 * costs, requirements and effects are the thread's, carried exactly; the
 * level cap of the open-ended ("1+") buildings, who may build the ones with
 * no requirement, and what an unpaid building loses are ours (marked).
 */
import type { BuildingId, ChecklistRef, HoldingType, Terrain, UnitType } from './ids.ts';
import { TERRAIN_TABLE } from './terrain.ts';

export type BuildingRequirement =
  | { kind: 'holding'; type: HoldingType; level: number; where?: 'coastal-or-river' }
  | { kind: 'province'; level: number; where?: 'coastal' };

export interface BuildingCost {
  /** GB per level. */
  perLevel?: number;
  /** GB for the first level, and for each further one (the Shipyard). */
  first?: number;
  further?: number;
  /** Fortifications: GB per level on a province and on a holding. */
  province?: number;
  holding?: number;
  /** The Highway: by the province's terrain. */
  byTerrain?: true;
}

export interface BuildingRow {
  name: string;
  /** The Possible Levels column as printed: "1", "1+", "1-10". */
  levelsText: string;
  maxLevel: number | 'province-level';
  costText: string;
  cost: BuildingCost;
  requirement: BuildingRequirement | null;
  /** GB or RP a turn to the owner, per level where `perLevel`. */
  income?: { gb?: number; rp?: number; perLevel: boolean };
  /** Halves the muster cost of this regular (non-mercenary) unit type in the province, for its owner. */
  halvesMuster?: readonly UnitType[];
  /** What it does, in our words. */
  effect: string;
  ref: ChecklistRef;
}

/**
 * Open-ended buildings ("1+") rise at most to the province level (authored:
 * the thread gives no ceiling; this keeps Council Chambers and Workshops in
 * step with the province they stand in).
 */
export const OPEN_LEVEL_CAP = 'province-level' as const;

export const BUILDING_TABLE: Readonly<Record<BuildingId, BuildingRow>> = {
  'archery-range': {
    name: 'Archery Range',
    levelsText: '1',
    maxLevel: 1,
    costText: '15 GB',
    cost: { perLevel: 15 },
    requirement: null,
    halvesMuster: ['LtInf'],
    effect: 'Regular light infantry cost half to muster here.',
    ref: '1.11',
  },
  armory: {
    name: 'Armory',
    levelsText: '1',
    maxLevel: 1,
    costText: '15 GB',
    cost: { perLevel: 15 },
    requirement: null,
    halvesMuster: ['HvyInf'],
    effect: 'Regular heavy infantry cost half to muster here.',
    ref: '1.11',
  },
  bathhouse: {
    name: 'Bathhouse',
    levelsText: '1',
    maxLevel: 1,
    costText: '15 GB',
    cost: { perLevel: 15 },
    requirement: null,
    effect: 'Rule Province here at DC −1; the province gains +1 growth every autumn.',
    ref: '1.11',
  },
  caravansarai: {
    name: 'Caravansarai',
    levelsText: '1',
    maxLevel: 1,
    costText: '10 GB; guild (1)',
    cost: { perLevel: 10 },
    requirement: { kind: 'holding', type: 'guild', level: 1 },
    income: { gb: 1, perLevel: false },
    effect: 'The owner’s trade routes touching this province are 5 harder to contest.',
    ref: '1.11',
  },
  'city-watch': {
    name: 'City Watch',
    levelsText: '1',
    maxLevel: 1,
    costText: '15 GB',
    cost: { perLevel: 15 },
    requirement: null,
    halvesMuster: ['MdInf'],
    effect: 'Regular medium infantry cost half to muster here.',
    ref: '1.11',
  },
  college: {
    name: 'College',
    levelsText: '1',
    maxLevel: 1,
    costText: '20 GB; province (4)',
    cost: { perLevel: 20 },
    requirement: { kind: 'province', level: 4 },
    income: { gb: 1, perLevel: false },
    effect:
      'Teaches one skill named when it is built: a non-regent the owner admits who attends six rounds (Oversee, not necessarily in a row) gains +1 in it, once per skill.',
    ref: '1.11',
  },
  'council-chamber': {
    name: 'Council Chamber',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '10 GB/level; law (4)',
    cost: { perLevel: 10 },
    requirement: { kind: 'holding', type: 'law', level: 4 },
    income: { gb: 1, perLevel: true },
    effect: 'One more court action every round per level.',
    ref: '1.11',
  },
  fortification: {
    name: 'Fortification',
    levelsText: '1-10',
    maxLevel: 10,
    costText: '8 GB/level for provinces and 4 GB/level for holdings',
    cost: { province: 8, holding: 4 },
    requirement: null,
    effect:
      'Guards a province (city walls, built only by its ruler, covering every non-source holding) or one holding against attack, pillage and occupation; both must fall before a walled holding with its own works does. Sources cannot be fortified. A ruler may turn a holding fortification into walls by paying the difference.',
    ref: '1.11',
  },
  'great-bazaar': {
    name: 'Great Bazaar',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '10 GB/level; guild (4)',
    cost: { perLevel: 10 },
    requirement: { kind: 'holding', type: 'guild', level: 4 },
    income: { gb: 1, perLevel: true },
    effect: 'The owner’s land routes from here may join any province, whatever its resource.',
    ref: '1.11',
  },
  highway: {
    name: 'Highway',
    levelsText: '1',
    maxLevel: 1,
    costText: 'Varies by terrain',
    cost: { byTerrain: true },
    requirement: null,
    effect: 'Halves the movement cost of its own province and lets land trade routes pass through it.',
    ref: '1.11',
  },
  library: {
    name: 'Library',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '8 GB/level; province (4)',
    cost: { perLevel: 8 },
    requirement: { kind: 'province', level: 4 },
    income: { rp: 1, perLevel: true },
    effect: 'Research at DC −3 per level.',
    ref: '1.11',
  },
  minaret: {
    name: 'Minaret',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '10 GB/level; temple (4)',
    cost: { perLevel: 10 },
    requirement: { kind: 'holding', type: 'temple', level: 4 },
    income: { gb: 1, perLevel: true },
    effect:
      'Its level adds to the owner’s temple level for realm spells; his divine battle spells here last two combat rounds (authored).',
    ref: '1.11',
  },
  palace: {
    name: 'Palace',
    levelsText: '1-10',
    maxLevel: 10,
    costText: '5 GB/level',
    cost: { perLevel: 5 },
    requirement: null,
    effect: '+1 court level per level (the court stays at most 10); only one palace, the highest, counts.',
    ref: '1.11',
  },
  'racing-track': {
    name: 'Racing Track',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '5 GB/level',
    cost: { perLevel: 5 },
    requirement: null,
    effect: 'The owner’s Agitate here at DC −1 per level.',
    ref: '1.11',
  },
  shipyard: {
    name: 'Shipyard',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '15 GB (5 GB/additional level); coastal province (4)',
    cost: { first: 15, further: 5 },
    requirement: { kind: 'province', level: 4, where: 'coastal' },
    effect:
      'Medium and heavy ships are built only here, at most the province level of them a round (light ships do not count); each level adds 2 GB to Build for ships and repairs.',
    ref: '1.11',
  },
  'siege-works': {
    name: 'Siege Works',
    levelsText: '1',
    maxLevel: 1,
    costText: '20 GB',
    cost: { perLevel: 20 },
    requirement: null,
    halvesMuster: ['Art'],
    effect: 'Regular artillery cost half to muster here.',
    ref: '1.11',
  },
  stables: {
    name: 'Stables',
    levelsText: '1',
    maxLevel: 1,
    costText: '20 GB',
    cost: { perLevel: 20 },
    requirement: null,
    halvesMuster: ['Cav'],
    effect: 'Regular cavalry cost half to muster here.',
    ref: '1.11',
  },
  'trade-wharf': {
    name: 'Trade Wharf',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '10 GB/level; guild (4) in a coastal or river province',
    cost: { perLevel: 10 },
    requirement: { kind: 'holding', type: 'guild', level: 4, where: 'coastal-or-river' },
    income: { gb: 1, perLevel: true },
    effect: 'The owner’s sea routes from here may join any province, whatever its resource.',
    ref: '1.11',
  },
  watchtower: {
    name: 'Watchtower',
    levelsText: '1',
    maxLevel: 1,
    costText: '8 GB; law (1)',
    cost: { perLevel: 8 },
    requirement: { kind: 'holding', type: 'law', level: 1 },
    effect: 'Its owner sees the units in this province and its neighbours.',
    ref: '1.11',
  },
  'wizard-tower': {
    name: 'Wizard Tower',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '12 GB/level; source (3)',
    cost: { perLevel: 12 },
    requirement: { kind: 'holding', type: 'source', level: 3 },
    effect:
      'Its level adds to the owner’s source level for realm spells; ley lines reaching the province never fade; his arcane battle spells here last two combat rounds (authored).',
    ref: '1.11',
  },
  workshop: {
    name: 'Workshop',
    levelsText: '1+',
    maxLevel: OPEN_LEVEL_CAP,
    costText: '4 GB/level',
    cost: { perLevel: 4 },
    requirement: null,
    effect: 'One more Build in the province each round per level (each still a court action).',
    ref: '1.11',
  },
};

/** GB to build one more level of a building, from `level` to `level + 1`. */
export function levelCost(
  id: BuildingId,
  level: number,
  opts: { terrain?: Terrain; on?: 'province' | 'holding' } = {},
): number {
  const c = BUILDING_TABLE[id].cost;
  if (c.byTerrain) {
    if (!opts.terrain) throw new Error('a highway needs the terrain');
    return TERRAIN_TABLE[opts.terrain].highway;
  }
  if (c.first !== undefined) return level === 0 ? c.first : (c.further ?? c.first);
  if (c.province !== undefined) return opts.on === 'holding' ? (c.holding ?? 0) : c.province;
  return c.perLevel ?? 0;
}

/** Highest level a building may reach in a province of this level (open-ended ones: the province level). */
export function buildingMaxLevel(id: BuildingId, provinceLevel: number): number {
  const m = BUILDING_TABLE[id].maxLevel;
  return m === 'province-level' ? Math.max(1, provinceLevel) : m;
}

export const BUILDING_RULES = {
  /** Fortification and other buildings sell for this share of their cost when disbanded (P5). */
  scrapShare: 0.1,
  /** Building levels count as assets for maintenance (P3, P10). */
  countsAsAssets: true,
  /**
   * Who may build: where a requirement names a holding or a province level,
   * any regent with a holding there (P10); city walls only the ruler (P10);
   * highways, and buildings with no requirement, the ruler or a regent with a
   * holding there (authored), a Palace wherever its builder has holdings (P10).
   */
  provinceFortificationRulerOnly: true,
  /** An unpaid building yields nothing that turn; unpaid two turns running it loses a level (authored reading of "may lose levels"). */
  unpaidLosesLevelAfterTurns: 2,
  /** An occupier who has held a province a full round may destroy one building level a round (J-57). */
  occupierDestroysPerRound: 1,
} as const;
