/**
 * The terrain table of P10 (checklist 1.10), carried exactly, with the
 * battle-terrain mapping of J-53 and the climate zones we authored for the
 * growth targets (D-04).
 */
import type { Climate, SpecialTerrain, Terrain } from './ids.ts';

export interface TerrainRow {
  /** The row of the thread's table this terrain belongs to (two rows name two terrains each). */
  row: string;
  name: string;
  /** Maximum efficient province level: beyond it a province does not grow by itself (P10). */
  maxLevel: number;
  /** Movement rating cost to enter (halved by a highway). */
  move: number;
  /** GB to build a highway in the province. */
  highway: number;
}

export const TERRAIN_TABLE: Readonly<Record<Terrain, TerrainRow>> = {
  'arid-hills': { row: 'Arid Hills', name: 'Arid Hills', maxLevel: 4, move: 2, highway: 4 },
  forest: { row: 'Forest, Forested Hills', name: 'Forest', maxLevel: 6, move: 2, highway: 4 },
  'forested-hills': { row: 'Forest, Forested Hills', name: 'Forested Hills', maxLevel: 6, move: 2, highway: 4 },
  hills: { row: 'Hills', name: 'Hills', maxLevel: 7, move: 2, highway: 4 },
  mountains: { row: 'Mountains, Forested Mountains', name: 'Mountains', maxLevel: 3, move: 4, highway: 8 },
  'forested-mountains': {
    row: 'Mountains, Forested Mountains',
    name: 'Forested Mountains',
    maxLevel: 3,
    move: 4,
    highway: 8,
  },
  plains: { row: 'Plains', name: 'Plains', maxLevel: 8, move: 1, highway: 2 },
  steppe: { row: 'Steppe', name: 'Steppe', maxLevel: 4, move: 1, highway: 4 },
  swamp: { row: 'Swamp', name: 'Swamp', maxLevel: 6, move: 3, highway: 6 },
};

/** The seven rows of the thread's terrain table, in its order. */
export const TERRAIN_TABLE_ROWS: readonly string[] = [
  'Arid Hills',
  'Forest, Forested Hills',
  'Hills',
  'Mountains, Forested Mountains',
  'Plains',
  'Steppe',
  'Swamp',
];

export interface SpecialTerrainRow {
  name: string;
  /** Added to the maximum efficient level. */
  maxLevelBonus: number;
  /** Extra movement rating cost to cross (rivers and lakes lie on hexsides here). */
  crossing: number | null;
  /** River, lake and coast do not add up: only the best one counts; oasis stacks (P10). */
  stacks: boolean;
}

export const SPECIAL_TERRAIN_TABLE: Readonly<Record<SpecialTerrain, SpecialTerrainRow>> = {
  river: { name: 'River', maxLevelBonus: 1, crossing: 1, stacks: false },
  lake: { name: 'Lake', maxLevelBonus: 1, crossing: 2, stacks: false },
  coast: { name: 'Coast', maxLevelBonus: 2, crossing: null, stacks: false },
  oasis: { name: 'Oasis', maxLevelBonus: 4, crossing: null, stacks: true },
};

/**
 * Maximum efficient level: the terrain's, plus the best one of river, lake
 * and coast (the text says only one applies; we take the largest, so a
 * coastal river province gets +2), plus oasis.
 */
export function maxEfficientLevel(terrain: Terrain, specials: readonly SpecialTerrain[]): number {
  let best = 0;
  let stacked = 0;
  for (const s of specials) {
    const row = SPECIAL_TERRAIN_TABLE[s];
    if (row.stacks) stacked += row.maxLevelBonus;
    else best = Math.max(best, row.maxLevelBonus);
  }
  return TERRAIN_TABLE[terrain].maxLevel + best + stacked;
}

/** Movement rating cost to enter a province; a highway halves it (P10, P5). */
export const enterCost = (terrain: Terrain, highway: boolean): number =>
  highway ? TERRAIN_TABLE[terrain].move / 2 : TERRAIN_TABLE[terrain].move;

/** Crossing a river also ends the move for the round (P5). */
export const RIVER_CROSSING_ENDS_MOVE = true;

/**
 * The battle rules name forest, mountain, desert and marsh (P13); J-53 maps
 * them onto the province terrains. Forested mountains take both the forest
 * and the mountain rule; plains, hills and steppe have no battle modifier.
 */
export type BattleTerrain = 'forest' | 'mountain' | 'desert' | 'marsh';
export const BATTLE_TERRAIN: Readonly<Record<Terrain, readonly BattleTerrain[]>> = {
  'arid-hills': ['desert'],
  forest: ['forest'],
  'forested-hills': ['forest'],
  hills: [],
  mountains: ['mountain'],
  'forested-mountains': ['forest', 'mountain'],
  plains: [],
  steppe: [],
  swamp: ['marsh'],
};

/** Climate zone of each terrain, for the growth target table (D-04, authored). */
export const CLIMATE_OF: Readonly<Record<Terrain, Climate>> = {
  'arid-hills': 'dry',
  forest: 'mild',
  'forested-hills': 'mild',
  hills: 'mild',
  mountains: 'harsh',
  'forested-mountains': 'harsh',
  plains: 'mild',
  steppe: 'dry',
  swamp: 'mild',
};
