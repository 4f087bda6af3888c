/**
 * Identity cards, force pools and counters of the eleven Basic Game kingdoms,
 * the common mercenaries, and the kingdom-specific rules that are data.
 *
 * The rulebook gives none of the pool sizes and only a few movement figures
 * (Muetaran armies MA 5, a Ghem monarch MA 8 with the mountain bonus, the Zorn
 * monarch's forest and mountain bonuses, a generic monarch MA 7, a fleet MA 8);
 * the rest is authored and listed in ./README.md.
 */
import type { HexId } from '../../../engine/hex.ts';
import type { KingdomId } from './ids.ts';
import { BASIC_KINGDOMS } from './ids.ts';
import type { TerrainBonus } from './map.ts';
import {
  BASIC_CASTLES,
  HEXES,
  PARROS,
  PORT_LORK,
  THE_BOOM,
  THE_FACE,
  THE_OBELISK,
  TROLL_SCENIC_SPACES,
  grid,
} from './map.ts';

// ---------------------------------------------------------------------------
// Races and retreat before combat (DR-RBC-02)
// ---------------------------------------------------------------------------

export type Race = 'human' | 'dwarf' | 'elf' | 'goblin' | 'troll';

/** Humans retreat on 4-6, non-humans on 3-6; fleets are always human. */
export const RETREAT_TABLE = {
  human: { minRoll: 4, races: ['human'] },
  nonHuman: { minRoll: 3, races: ['dwarf', 'elf', 'goblin', 'troll'] },
} as const satisfies Record<string, { minRoll: number; races: readonly Race[] }>;

export const retreatMinRoll = (race: Race): number =>
  (RETREAT_TABLE.nonHuman.races as readonly Race[]).includes(race)
    ? RETREAT_TABLE.nonHuman.minRoll
    : RETREAT_TABLE.human.minRoll;

// ---------------------------------------------------------------------------
// Unit types
// ---------------------------------------------------------------------------

export type UnitKind = 'monarch' | 'army' | 'fleet';

export interface UnitType {
  id: string;
  kind: UnitKind;
  /** Owning kingdom; null for common mercenaries. */
  kingdom: KingdomId | null;
  /** Printed movement allowance. */
  ma: number;
  /** Terrain bonus symbols printed under the movement allowance. */
  bonuses: readonly TerrainBonus[];
  /** Race for retreat before combat; fleets are human whatever their kingdom. */
  race: Race;
  /** Combat strength (every combat unit has 1; heroes have none). */
  strength: 0 | 1;
}

const FLEET_MA = 8;

function army(kingdom: KingdomId, ma: number, race: Race, bonuses: TerrainBonus[] = []): UnitType {
  return { id: `${kingdom}-army`, kind: 'army', kingdom, ma, bonuses, race, strength: 1 };
}
function fleet(kingdom: KingdomId): UnitType {
  return { id: `${kingdom}-fleet`, kind: 'fleet', kingdom, ma: FLEET_MA, bonuses: [], race: 'human', strength: 1 };
}
function monarch(kingdom: KingdomId, ma: number, race: Race, bonuses: TerrainBonus[] = []): UnitType {
  return { id: `${kingdom}-monarch`, kind: 'monarch', kingdom, ma, bonuses, race, strength: 0 };
}

export const UNIT_TYPES: readonly UnitType[] = [
  monarch('ghem', 8, 'dwarf', ['mountain']),
  army('ghem', 4, 'dwarf', ['mountain']),
  monarch('hothior', 7, 'human'),
  army('hothior', 5, 'human'),
  fleet('hothior'),
  monarch('immer', 7, 'human', ['forest']),
  army('immer', 5, 'human', ['forest']),
  monarch('mivior', 7, 'human'),
  army('mivior', 5, 'human'),
  fleet('mivior'),
  monarch('muetar', 7, 'human'),
  army('muetar', 5, 'human'),
  monarch('neuth', 8, 'elf', ['forest']),
  army('neuth', 6, 'elf', ['forest']),
  monarch('pon', 7, 'human', ['mountain']),
  army('pon', 5, 'human', ['mountain']),
  fleet('pon'),
  monarch('rombune', 7, 'human', ['swamp']),
  army('rombune', 5, 'human', ['swamp']),
  fleet('rombune'),
  monarch('shucassam', 8, 'human'),
  army('shucassam', 6, 'human'),
  fleet('shucassam'),
  monarch('trolls', 6, 'troll', ['mountain', 'swamp']),
  army('trolls', 4, 'troll', ['mountain']),
  monarch('zorn', 7, 'goblin', ['forest', 'mountain']),
  // DR-TERR-13's worked example: a hill-forest hex costs a Zorn unit 1 MP, so Zorn armies have the forest bonus too
  army('zorn', 5, 'goblin', ['forest', 'mountain']),
  { id: 'mercenary-army', kind: 'army', kingdom: null, ma: 5, bonuses: [], race: 'human', strength: 1 },
  { id: 'mercenary-fleet', kind: 'fleet', kingdom: null, ma: FLEET_MA, bonuses: [], race: 'human', strength: 1 },
];

export const UNIT_TYPE_BY_ID: ReadonlyMap<string, UnitType> = new Map(UNIT_TYPES.map((t) => [t.id, t]));

export const unitType = (id: string): UnitType => {
  const t = UNIT_TYPE_BY_ID.get(id);
  if (!t) throw new Error(`unknown unit type ${id}`);
  return t;
};

// ---------------------------------------------------------------------------
// Identity cards and force pools
// ---------------------------------------------------------------------------

/** Where a regular counter starts: a printed hex, or Zorn's placement rule (DR-ZORN-01). */
export type Deployment = { hex: HexId } | { rule: 'zorn-mountains' };

export interface PoolEntry {
  type: string;
  deploy: Deployment;
  count: number;
}

export interface IdentityCard {
  kingdom: KingdomId;
  king: string;
  queen: string;
  /** Royal castle id; the Trolls have none and use the Face. */
  royalCastle: string | null;
  /** Hex where the monarch deploys (royal castle; the Face as default for the Trolls). */
  monarchHex: HexId;
  monarchType: string;
  race: Race;
  /** Counter colour for boards (authored). */
  colour: string;
  coatOfArms: string;
  /** Regular armies and fleets as printed on the card, with the start printed on each counter. */
  pool: readonly PoolEntry[];
}

const at = (hex: HexId, type: string, count: number): PoolEntry => ({ type, deploy: { hex }, count });

export const IDENTITY_CARDS: Readonly<Record<KingdomId, IdentityCard>> = {
  ghem: {
    kingdom: 'ghem',
    king: 'Borin Ironvein',
    queen: 'Marga Ironvein',
    royalCastle: 'aws-alzak',
    monarchHex: '2312',
    monarchType: 'ghem-monarch',
    race: 'dwarf',
    colour: '#8a5a2b',
    coatOfArms: 'crossed picks on brown',
    pool: [at('2312', 'ghem-army', 2), at('2101', 'ghem-army', 2), at('1220', 'ghem-army', 2)],
  },
  hothior: {
    kingdom: 'hothior',
    king: 'Aldric son of Boarhort',
    queen: 'Sabeth',
    royalCastle: 'port-lork',
    monarchHex: '0725',
    monarchType: 'hothior-monarch',
    race: 'human',
    colour: '#d8b84a',
    coatOfArms: 'a chain across a gate, gold on sand',
    pool: [
      at('0725', 'hothior-army', 3),
      at('0322', 'hothior-army', 2),
      at('0923', 'hothior-army', 1),
      at('0725', 'hothior-fleet', 2),
    ],
  },
  immer: {
    kingdom: 'immer',
    king: 'Osric Pelthand',
    queen: 'Ylva',
    royalCastle: 'kestrelhold',
    monarchHex: '2904',
    monarchType: 'immer-monarch',
    race: 'human',
    colour: '#3f6f8f',
    coatOfArms: 'a kestrel over pine, white on blue',
    pool: [at('2904', 'immer-army', 3), at('2907', 'immer-army', 2), at('3006', 'immer-army', 1)],
  },
  mivior: {
    kingdom: 'mivior',
    king: 'Castor Vane',
    queen: 'Liselle',
    royalCastle: 'saltgarde',
    monarchHex: '0602',
    monarchType: 'mivior-monarch',
    race: 'human',
    colour: '#2f8f8a',
    coatOfArms: 'a ship and scales, silver on teal',
    pool: [
      at('0602', 'mivior-army', 2),
      at('0511', 'mivior-army', 2),
      at('0806', 'mivior-army', 2),
      at('0602', 'mivior-fleet', 2),
      at('0511', 'mivior-fleet', 2),
    ],
  },
  muetar: {
    kingdom: 'muetar',
    king: 'Harl Greaves',
    queen: 'Odila',
    royalCastle: 'pennol',
    monarchHex: '1611',
    monarchType: 'muetar-monarch',
    race: 'human',
    colour: '#b03a2e',
    coatOfArms: 'a sheaf and a sword, gold on red',
    pool: [
      at('1611', 'muetar-army', 4),
      at('1708', 'muetar-army', 2),
      at('1213', 'muetar-army', 2),
      at('1409', 'muetar-army', 1),
      at('1515', 'muetar-army', 1),
    ],
  },
  neuth: {
    kingdom: 'neuth',
    king: 'Aelthir',
    queen: 'Sylwen',
    royalCastle: 'sylvarren',
    monarchHex: '2304',
    monarchType: 'neuth-monarch',
    race: 'elf',
    colour: '#2e7d32',
    coatOfArms: 'a silver leaf on green',
    pool: [
      at('2304', 'neuth-army', 3),
      at('2207', 'neuth-army', 2),
      at('2503', 'neuth-army', 1),
      at('2206', 'neuth-army', 1),
    ],
  },
  pon: {
    kingdom: 'pon',
    king: 'Gerrod of the Crag',
    queen: 'Anwen',
    royalCastle: 'highcrag',
    monarchHex: '2911',
    monarchType: 'pon-monarch',
    race: 'human',
    colour: '#6d4c8f',
    coatOfArms: 'three peaks, white on purple',
    pool: [at('2911', 'pon-army', 3), at('3114', 'pon-army', 2), at('2717', 'pon-army', 1), at('2717', 'pon-fleet', 3)],
  },
  rombune: {
    kingdom: 'rombune',
    king: 'Morvan Blackwake',
    queen: 'Isaura',
    royalCastle: 'parros',
    monarchHex: '0416',
    monarchType: 'rombune-monarch',
    race: 'human',
    colour: '#263238',
    coatOfArms: 'a black galley on grey',
    pool: [
      at('0416', 'rombune-army', 2),
      at('0319', 'rombune-army', 2),
      at('0414', 'rombune-army', 1),
      at('0416', 'rombune-fleet', 3),
      at('0319', 'rombune-fleet', 2),
    ],
  },
  shucassam: {
    kingdom: 'shucassam',
    king: 'Tarik',
    queen: 'Samira',
    royalCastle: 'adeese',
    monarchHex: '2222',
    monarchType: 'shucassam-monarch',
    race: 'human',
    colour: '#e07b39',
    coatOfArms: 'a toll-gate and a camel, orange on white',
    pool: [
      at('2222', 'shucassam-army', 3),
      at('1621', 'shucassam-army', 2),
      at('1824', 'shucassam-army', 1),
      at('2222', 'shucassam-fleet', 3),
    ],
  },
  trolls: {
    kingdom: 'trolls',
    king: 'Gruk the Old',
    queen: 'Mother Hask',
    royalCastle: null,
    monarchHex: THE_FACE,
    monarchType: 'trolls-monarch',
    race: 'troll',
    colour: '#7a8450',
    coatOfArms: 'a gnawed bone on moss green',
    pool: [
      at('2310', 'trolls-army', 1),
      at('2309', 'trolls-army', 1),
      at('1104', 'trolls-army', 1),
      at('1003', 'trolls-army', 1),
      at('3101', 'trolls-army', 1),
      at('3200', 'trolls-army', 1),
      at('1517', 'trolls-army', 1),
      at('1518', 'trolls-army', 1),
    ],
  },
  zorn: {
    kingdom: 'zorn',
    king: 'Skarr',
    queen: 'Vekka',
    royalCastle: 'zefnar',
    monarchHex: '1603',
    monarchType: 'zorn-monarch',
    race: 'goblin',
    colour: '#4e342e',
    coatOfArms: 'a goat skull on black',
    pool: [{ type: 'zorn-army', deploy: { rule: 'zorn-mountains' }, count: 8 }],
  },
};

export interface RegularCounter {
  /** Stable counter id, e.g. 'muetar-army-3'. */
  id: string;
  kingdom: KingdomId;
  type: string;
  deploy: Deployment;
}

/** Every regular counter of every Basic kingdom, numbered per kingdom and kind. */
export const REGULAR_COUNTERS: readonly RegularCounter[] = BASIC_KINGDOMS.flatMap((k) => {
  const n: Record<string, number> = {};
  return IDENTITY_CARDS[k].pool.flatMap((e) =>
    Array.from({ length: e.count }, () => {
      n[e.type] = (n[e.type] ?? 0) + 1;
      return { id: `${e.type}-${n[e.type]}`, kingdom: k, type: e.type, deploy: e.deploy };
    }),
  );
});

export const poolSize = (k: KingdomId, kind: 'army' | 'fleet'): number =>
  IDENTITY_CARDS[k].pool.filter((e) => unitType(e.type).kind === kind).reduce((s, e) => s + e.count, 0);

// ---------------------------------------------------------------------------
// Common mercenaries (DR-GEN-06, DR-MERC-*)
// ---------------------------------------------------------------------------

export interface MercenaryCounter {
  /** The ID letter printed on the counter. */
  letter: string;
  type: 'mercenary-army' | 'mercenary-fleet';
}

export const MERCENARIES: readonly MercenaryCounter[] = [
  ...'ABCDEFGHIJKL'.split('').map((letter) => ({ letter, type: 'mercenary-army' as const })),
  ...'MNOP'.split('').map((letter) => ({ letter, type: 'mercenary-fleet' as const })),
];

// ---------------------------------------------------------------------------
// Kingdom-specific rules as data
// ---------------------------------------------------------------------------

/** Zorn's possible deployment hexes: its mountain and pass hexes (one unit each, never two adjacent). */
export const ZORN_DEPLOYMENT_HEXES: readonly HexId[] = [...HEXES.values()]
  .filter((h) => h.basicOwner === 'zorn' && h.features.some((f) => f === 'mountain' || f === 'pass'))
  .map((h) => h.id);

export const SPECIAL_RULES = {
  trolls: {
    /** One eliminated regular returns each turn at its own deployment space (DR-TROLL-02/03). */
    regeneration: { perTurn: 1, notIntoEnemyOccupied: true, notLostToRandomEventsThisTurn: true },
    royalCastleSubstitute: THE_FACE,
    monarchEntryHexes: TROLL_SCENIC_SPACES,
    areas: 4,
  },
  zorn: {
    deployment: {
      hexes: ZORN_DEPLOYMENT_HEXES,
      onePerHex: true,
      noTwoAdjacent: true,
      appliesTo: ['setup', 'replacement', 'activation'] as const,
    },
  },
  ghem: {
    areas: [
      { name: 'Aws Noir', castle: 'aws-noir' },
      { name: 'Aws Alzak', castle: 'aws-alzak' },
      { name: 'Rosengg', castle: 'rosengg' },
    ],
  },
  hothior: {
    boom: {
      hex: THE_BOOM,
      guards: PORT_LORK,
      /** Part of Hothior: entering it is a violation for enemies of a neutral Hothior. */
      hothiorTerritory: true,
      /** Fleets outside Hothior's alliance must end a Movement Phase in the Boom before entering Port Lork. */
      enemyFleetStopTurns: 1,
      openWhen: ['port-lork-besieged', 'port-lork-enemy-occupied'] as const,
    },
  },
  rombune: {
    parros: {
      hex: PARROS,
      canalExtraMp: 2,
      canalWaivedIfFriendly: true,
      defenderOutsideRollBonus: 2,
      /** The bonus is lost if the attacker has at least as many fleets present as attacking land units. */
      negatedByFleetSupport: true,
    },
  },
  shucassam: {
    /** The Obelisk is wasteland, not Shucassam, in the Basic Game (DR-SHUC-01). */
    obelisk: { hex: THE_OBELISK, basicOwner: null },
  },
} as const;

/** Greedy check helper: a set of hexes with no two adjacent. */
export const noTwoAdjacent = (hexes: readonly HexId[]): boolean =>
  hexes.every((a, i) => hexes.every((b, j) => i === j || !grid.adjacent(a, b)));

/** Castles of a kingdom that exist in the Basic Game. */
export const castlesOf = (k: KingdomId) => BASIC_CASTLES.filter((c) => c.kingdom === k);
