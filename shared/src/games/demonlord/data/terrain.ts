/**
 * The terrain table (player aid "Terrain Table", DL-MOVE-08/09, DL-TERR-04).
 * The text prints four rows (plain, steppe, desert, hills) and two footnotes;
 * the other nine rows are ours (checklist 3.1 item 4, AMB-01/02), on the same
 * scale and agreeing with every cost the text's examples give (DL-MOVE-10/13).
 */
import type { Border, Segment } from './map.ts';
import type { Faction, LandTerrain, MoveType, TerrainRow } from './ids.ts';
import { LAND_TERRAINS } from './ids.ts';

/** 'x' = movement impossible, the table's own legend. */
export type Mp = number | 'x';

export interface BattleModifier {
  /** Which stat of a regiment changes. */
  stat: 'melee' | 'missile' | 'morale';
  /** Only regiments of this movement type; absent = every regiment. */
  move?: MoveType;
  value: number;
}

export interface TerrainTableRow {
  row: TerrainRow;
  label: string;
  /** Colour on the map (the table's key and "The Map"). */
  colour: string;
  /**
   * MP to cross a border over this terrain, per movement type. For 'river' and
   * 'ford' it is a surcharge added to the land on the far bank (DL-MOVE-12);
   * for the others it is the whole cost.
   */
  mp: Readonly<Record<MoveType, Mp>>;
  mode: 'whole' | 'surcharge';
  /** Front-line length when the battle is fought on it; 'n/a' for what runs only along borders. */
  front: number | 'n/a';
  /** Battle modifiers while fought on it (DL-FIRE-11). */
  battle: readonly BattleModifier[];
  /** 'text': every value printed; 'partly': some values from the text's examples; 'authored': ours. */
  source: 'text' | 'partly' | 'authored';
  note?: string;
}

export const TERRAIN_TABLE: Readonly<Record<TerrainRow, TerrainTableRow>> = {
  plain: {
    row: 'plain',
    label: 'Plain (meadow)',
    colour: 'light green',
    mp: { P: 1, K: 1, V: 1 },
    mode: 'whole',
    front: 8,
    battle: [],
    source: 'text',
    note: 'the meadows of the map are plain (AMB-01)',
  },
  steppe: {
    row: 'steppe',
    label: 'Steppe',
    colour: 'green-brown waves',
    mp: { P: 1, K: 1, V: 1 },
    mode: 'whole',
    front: 12,
    battle: [{ stat: 'melee', move: 'P', value: -1 }],
    source: 'text',
  },
  desert: {
    row: 'desert',
    label: 'Desert',
    colour: 'yellow',
    mp: { P: 2, K: 2, V: 1 },
    mode: 'whole',
    front: 11,
    battle: [{ stat: 'melee', move: 'P', value: -1 }],
    source: 'text',
  },
  hills: {
    row: 'hills',
    label: 'Hills',
    colour: 'red-brown',
    mp: { P: 2, K: 2, V: 1 },
    mode: 'whole',
    front: 7,
    battle: [{ stat: 'melee', move: 'K', value: -1 }],
    source: 'text',
    note: 'K melee -1 as the table and the translator say, not the example text (AMB-04)',
  },
  forest: {
    row: 'forest',
    label: 'Forest',
    colour: 'dark green',
    mp: { P: 2, K: 3, V: 2 },
    mode: 'whole',
    front: 6,
    battle: [
      { stat: 'melee', move: 'K', value: -1 },
      { stat: 'missile', value: -1 },
    ],
    source: 'partly',
    note: 'P 2 and V 2 from the river example and the Great Forest rule (DL-MOVE-10); the rest ours',
  },
  mountains: {
    row: 'mountains',
    label: 'Mountains',
    colour: 'white-brown',
    mp: { P: 3, K: 4, V: 2 },
    mode: 'whole',
    front: 5,
    battle: [{ stat: 'melee', move: 'K', value: -2 }],
    source: 'authored',
    note: 'impassable to the Ancients (DL-NEUT-10)',
  },
  swamp: {
    row: 'swamp',
    label: 'Swamp',
    colour: 'blue-green marsh',
    mp: { P: 3, K: 3, V: 1 },
    mode: 'whole',
    front: 5,
    battle: [
      { stat: 'melee', move: 'P', value: -1 },
      { stat: 'melee', move: 'K', value: -2 },
    ],
    source: 'authored',
  },
  river: {
    row: 'river',
    label: 'River',
    colour: 'blue',
    mp: { P: 2, K: 2, V: 0 },
    mode: 'surcharge',
    front: 'n/a',
    battle: [],
    source: 'partly',
    note: 'P +2 from the river example (DL-MOVE-13); heavy-armour penalty: HEAVY_ARMOUR_RIVER_PENALTY',
  },
  ford: {
    row: 'ford',
    label: 'Ford',
    colour: 'white',
    mp: { P: 1, K: 1, V: 0 },
    mode: 'surcharge',
    front: 'n/a',
    battle: [],
    source: 'authored',
    note: 'the far-bank land at a ford is the cheapest land of the border (fordCost)',
  },
  bridge: {
    row: 'bridge',
    label: 'Bridge',
    colour: 'brown',
    mp: { P: 1, K: 1, V: 1 },
    mode: 'whole',
    front: 'n/a',
    battle: [],
    source: 'authored',
    note: 'a road over a river: neither the river nor the land is paid',
  },
  road: {
    row: 'road',
    label: 'Road',
    colour: 'brown',
    mp: { P: 1, K: 1, V: 1 },
    mode: 'whole',
    front: 'n/a',
    battle: [],
    source: 'partly',
    note: 'footnote **: a road in the battle area adds +1 to a front of 6 or less (ROAD_FRONT_BONUS)',
  },
  lake: {
    row: 'lake',
    label: 'Lake',
    colour: 'blue',
    mp: { P: 'x', K: 'x', V: 1 },
    mode: 'whole',
    front: 'n/a',
    battle: [],
    source: 'partly',
    note: 'P/K impassable (DL-MOVE-15); V 1 is ours (AMB-75)',
  },
  cliff: {
    row: 'cliff',
    label: 'Cliff',
    colour: 'white strip',
    mp: { P: 'x', K: 'x', V: 1 },
    mode: 'whole',
    front: 'n/a',
    battle: [],
    source: 'partly',
    note: 'P/K impassable (DL-MOVE-15); V 1 is ours (AMB-75)',
  },
};

/** Footnote **: a road in the battle area lengthens a front of 6 or less by one (DL-TERR-05). */
export const ROAD_FRONT_BONUS = { upTo: 6, plus: 1 } as const;

/** Front-line length of a battle on `terrain` in an area with or without a road. */
export function frontLength(terrain: LandTerrain, road: boolean): number {
  const f = TERRAIN_TABLE[terrain].front;
  if (f === 'n/a') throw new Error(`${terrain} has no front`);
  return road && f <= ROAD_FRONT_BONUS.upTo ? f + ROAD_FRONT_BONUS.plus : f;
}

/**
 * The heavy-armour penalty that footnote * refers to (its row is missing,
 * AMB-02): a heavy-armoured regiment that entered the battle area in this phase
 * across a river border (over the river, a ford or a bridge) fights that
 * battle at melee -1. The first such regiment the active player places on the
 * battlefield that crossed by a ford or a bridge is exempt (footnote *).
 */
export const HEAVY_ARMOUR_RIVER_PENALTY = {
  armour: 'heavy',
  stat: 'melee',
  value: -1,
  crossings: ['river', 'ford', 'bridge'],
  exemptFirstPlacedBy: 'active',
  exemptCrossings: ['ford', 'bridge'],
  source: 'authored',
} as const;

/** Special movement of three neutrals (DL-NEUT-09..12), as data. */
export const NEUTRAL_MOVEMENT = {
  /** Foot units of Altu-Khan cross hills for 1. */
  'altu-khan': { move: 'P', terrain: 'hills', mp: 1 },
  /** Ancients pay 1 for any passable border, but never cross or defend in mountains (AMB-74). */
  ancients: { flat: 1, barred: 'mountains', attackIntoMountains: { melee: -2, morale: -1 } },
  /** Great Forest units (and the Forest Spirit, who is VL) cross forest for 1. */
  'great-forest': { terrain: 'forest', mp: 1 },
} as const;

/**
 * Rains (DL-SPELL-K-02..06) as changes to this table, for the areas it covers.
 * Flooded rivers, lakes and swamps are impassable to every unit, flying ones
 * too (AMB-44); swamp costs come from the swamp row above.
 */
export const RAINS_EFFECTS = {
  flooded: ['river', 'lake', 'swamp'],
  fordBecomes: 'impassable',
  bridgeBecomes: 'ford',
  extraMp: { hills: 1, mountains: 1 },
  /** Areas of these terrains with a lake or two or more river sides turn to swamp; swamp areas become impassable. */
  turnsToSwamp: ['desert', 'steppe', 'plain'],
  minRiverSides: 2,
  swampBecomes: 'impassable',
  flyingCostMultiplier: 2,
  durationPhases: 2,
  oncePerPhase: true,
} as const;

/** What a unit is, for movement: its type and, for neutral specials, its faction. */
export interface Mover {
  move: MoveType;
  faction?: Faction;
}

const landCost = (t: LandTerrain, m: Mover): Mp => {
  if (m.faction === 'altu-khan' && m.move === 'P' && t === 'hills') return NEUTRAL_MOVEMENT['altu-khan'].mp;
  if (m.faction === 'great-forest' && t === 'forest') return NEUTRAL_MOVEMENT['great-forest'].mp;
  return TERRAIN_TABLE[t].mp[m.move];
};

const add = (a: Mp, b: Mp): Mp => (a === 'x' || b === 'x' ? 'x' : a + b);

/** The land a ford lands on: the cheapest land of the border for this mover (plain if it has none). */
function fordLand(border: Border, m: Mover): Mp {
  const land = border.segments.filter((s): s is LandTerrain => (LAND_TERRAINS as readonly string[]).includes(s));
  if (land.length === 0) return landCost('plain', m);
  const costs = land.map((t) => landCost(t, m)).filter((c): c is number => c !== 'x');
  return costs.length ? Math.min(...costs) : 'x';
}

/**
 * MP to cross `border` over `segment` (DL-MOVE-06..08, -12, -15), without
 * spells. Returns 'x' where the segment is impassable to the mover.
 */
export function crossingCost(border: Border, segment: Segment, m: Mover): Mp {
  if (!border.segments.includes(segment)) throw new Error(`${border.id} has no ${segment}`);
  if (m.faction === 'ancients') {
    if (segment === 'mountains' || ((segment === 'lake' || segment === 'cliff') && m.move !== 'V')) return 'x';
    return NEUTRAL_MOVEMENT.ancients.flat;
  }
  switch (segment) {
    case 'lake':
    case 'cliff':
    case 'road':
    case 'bridge':
      return TERRAIN_TABLE[segment].mp[m.move];
    case 'ford':
      return add(TERRAIN_TABLE.ford.mp[m.move], fordLand(border, m));
    default: {
      const base = landCost(segment, m);
      return border.river ? add(TERRAIN_TABLE.river.mp[m.move], base) : base;
    }
  }
}

/** The cheapest way over a border for a mover, or 'x' if none (minimum movement needs a passable one, DL-MOVE-19). */
export function cheapestCrossing(border: Border, m: Mover): Mp {
  const costs = border.segments.map((s) => crossingCost(border, s, m)).filter((c): c is number => c !== 'x');
  return costs.length ? Math.min(...costs) : 'x';
}
