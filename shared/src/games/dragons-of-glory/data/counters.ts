/**
 * Every counter of the game (DG-SET-07): ground armies, air armies (dragons,
 * griffons, pegasi, flying citadels), ships, leaders, wizards and markers.
 * The Strategic Event counters are in tables.ts (STRATEGIC_EVENTS).
 *
 * The text gives the kinds of counter, the twenty draconians, the three Tower
 * Knights armies, the leaders Laurana, Verminaard, Maquesta, Mithas, Kothas
 * and Lord Soth, a ship's load, the wizards' modifiers and the markers; every
 * value on a counter is ours (checklist 3.1 item 3), on one scale: a ground
 * army 2-6 Strength Points, a dragon 3-5, a leader's Tactical Rating 1-3.
 */
import type {
  AirType,
  ArmyType,
  CounterId,
  DragonColour,
  NationalityId,
  NationId,
  Race,
  Side,
  UnitKind,
} from './ids.ts';
import { nationOf } from './ids.ts';

/** What one face of an army shows: Strength Points and Movement Points. */
export interface Face {
  sp: number;
  mp: number;
}

interface UnitBase {
  id: CounterId;
  kind: UnitKind;
  name: string;
  /** The country: replacement placement and conquest (DG-REP-06, DG-CNQ-03). */
  nation: NationId;
  /** The colour combination: replacement pairs and griffon/pegasus carrying (DG-REP-03, DG-AIR-06). */
  nationality: NationalityId;
  /** 'text': the text names this counter or fixes its number; 'authored': ours. */
  source: 'text' | 'authored';
  note?: string;
}

export interface ArmyCounter extends UnitBase {
  kind: 'army';
  type: ArmyType;
  race: Race;
  /** Full strength and depleted (half-strength) faces (DG-RES-01). */
  full: Face;
  depleted: Face;
  /** An army of a Knights of Solamnia nation (DG-KOS). */
  knight: boolean;
  /** Kender: taunt, stacks only with kender (DG-KEN, DG-STK-02). */
  kender: boolean;
  /** Draconian: enters and is replaced at the Dark Temple (DG-DRC). */
  draconian: boolean;
}

export interface Carry {
  /** How many ground armies it lifts at once. */
  armies: 1;
  /** Which ground armies: the text's carriers lift infantry only (DG-AIR-06, AMB-31). */
  types: readonly ArmyType[];
  /** The carried army must share the carrier's nationality (griffons and pegasi). */
  sameNationality: boolean;
  /** Share of its Movement Points the carrier may use while carrying (DG-AIR-07: half, rounded down, AMB-30). */
  mpFactor: 0.5 | 1;
}

export interface AirCounter extends UnitBase {
  kind: 'air';
  airType: AirType;
  colour?: DragonColour;
  full: Face;
  depleted: Face;
  /** null: carries nothing (dragons). */
  carries: Carry | null;
  /** Never replaced or rebuilt (DG-REP-08 for dragons, griffons, pegasi; ours for citadels). */
  replaceable: false;
}

export interface ShipCounter extends UnitBase {
  kind: 'ship';
  /** Movement allowance, undamaged and damaged (DG-SHIP-01, DG-NAV-05). */
  ma: { undamaged: number; damaged: number };
  /** Combat Rating: a roll at or under it damages the target (DG-NAV-02). */
  cr: { undamaged: number; damaged: number };
  /** One ground army and any number of leaders (DG-SHIP-07). */
  capacity: { armies: 1; leaders: 'any' };
}

export interface LeaderCounter extends UnitBase {
  kind: 'leader';
  race: Race;
  /** Tactical Rating (DG-DRM-01). */
  tr: number;
  /** Movement Points when moving alone (AMB-24: ours). */
  mp: number;
  /** Adds its TR to its ship's Combat Rating (DG-SEA-01/02): Maquesta, Mithas and Kothas only. */
  naval: boolean;
}

export interface WizardCounter {
  id: CounterId;
  kind: 'wizard';
  name: string;
  /** Wizards belong to a side, not a nation (checklist 3.1 item 3). */
  side: Side;
  robe: 'white' | 'red' | 'black';
  source: 'text' | 'authored';
}

export type UnitCounter = ArmyCounter | AirCounter | ShipCounter | LeaderCounter;

export type MarkerKind = 'turn' | 'dark-temple' | 'demi-human-capital';
export interface MarkerCounter {
  id: CounterId;
  kind: 'marker';
  marker: MarkerKind;
  name: string;
  /** For a Demi-human Capital marker: the nation it stands for (ours: one per elven and kender nation). */
  nation?: NationId;
}

export type Counter = UnitCounter | WizardCounter | MarkerCounter;

// ---------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;
const roman = (i: number): string => {
  const r = ROMAN[i - 1];
  if (r) return r;
  return ['XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX'][i - 11] ?? String(i);
};

interface ArmySpec {
  nationality: NationalityId;
  type: ArmyType;
  race: Race;
  full: readonly [sp: number, mp: number];
  depleted: readonly [sp: number, mp: number];
  source?: 'text';
  note?: string;
}

/** `count` identical armies `prefix-1`..`prefix-count`, named `name I`, `name II`...; a single one is just `prefix`. */
function armies(prefix: string, name: string, count: number, spec: ArmySpec): ArmyCounter[] {
  const nation = nationOf(spec.nationality);
  return Array.from({ length: count }, (_, i) => ({
    id: count === 1 ? prefix : `${prefix}-${i + 1}`,
    kind: 'army',
    name: count === 1 ? name : `${name} ${roman(i + 1)}`,
    nation,
    nationality: spec.nationality,
    type: spec.type,
    race: spec.race,
    full: { sp: spec.full[0], mp: spec.full[1] },
    depleted: { sp: spec.depleted[0], mp: spec.depleted[1] },
    knight: KNIGHTLY.has(nation),
    kender: spec.race === 'kender',
    draconian: spec.race === 'draconian',
    source: spec.source ?? 'authored',
    ...(spec.note ? { note: spec.note } : {}),
  }));
}

const KNIGHTLY: ReadonlySet<NationId> = new Set(['caergoth', 'gunthar', 'n-ergoth', 'solanthus', 'tower-knights']);

const CARRY_INFANTRY: Carry = { armies: 1, types: ['infantry'], sameNationality: true, mpFactor: 0.5 };
/** Ours: a citadel lifts any one ground army of its side at its full (slow) rate. */
const CARRY_CITADEL: Carry = { armies: 1, types: ['infantry', 'cavalry'], sameNationality: false, mpFactor: 1 };

function air(
  prefix: string,
  name: string,
  count: number,
  nationality: NationalityId,
  airType: AirType,
  full: readonly [number, number],
  depleted: readonly [number, number],
  colour?: DragonColour,
): AirCounter[] {
  const carries =
    airType === 'griffon' || airType === 'pegasus' ? CARRY_INFANTRY : airType === 'citadel' ? CARRY_CITADEL : null;
  return Array.from({ length: count }, (_, i) => ({
    id: count === 1 ? prefix : `${prefix}-${i + 1}`,
    kind: 'air',
    name: count === 1 ? name : `${name} ${roman(i + 1)}`,
    nation: nationOf(nationality),
    nationality,
    airType,
    ...(colour ? { colour } : {}),
    full: { sp: full[0], mp: full[1] },
    depleted: { sp: depleted[0], mp: depleted[1] },
    carries,
    replaceable: false,
    source: 'authored',
  }));
}

function ships(
  prefix: string,
  name: string,
  count: number,
  nationality: NationalityId,
  ma: readonly [number, number],
  cr: readonly [number, number],
): ShipCounter[] {
  return Array.from({ length: count }, (_, i) => ({
    id: count === 1 ? prefix : `${prefix}-${i + 1}`,
    kind: 'ship',
    name: count === 1 ? name : `${name} ${roman(i + 1)}`,
    nation: nationOf(nationality),
    nationality,
    ma: { undamaged: ma[0], damaged: ma[1] },
    cr: { undamaged: cr[0], damaged: cr[1] },
    capacity: { armies: 1, leaders: 'any' },
    source: 'authored',
  }));
}

function leader(
  id: CounterId,
  name: string,
  nationality: NationalityId,
  race: Race,
  tr: number,
  extra: { naval?: true; source?: 'text'; note?: string; mp?: number } = {},
): LeaderCounter {
  return {
    id,
    kind: 'leader',
    name,
    nation: nationOf(nationality),
    nationality,
    race,
    tr,
    mp: extra.mp ?? 6,
    naval: extra.naval ?? false,
    source: extra.source ?? 'authored',
    ...(extra.note ? { note: extra.note } : {}),
  };
}

// Standard faces (SP, MP), full and depleted.
const HUMAN_FOOT = { full: [4, 4], depleted: [2, 4] } as const;
const HUMAN_HORSE = { full: [4, 6], depleted: [2, 6] } as const;
const KNIGHT_HORSE = { full: [5, 6], depleted: [2, 6] } as const;
const OGRES = { full: [6, 4], depleted: [3, 4] } as const;
const DWARVES = { full: [5, 3], depleted: [2, 3] } as const;
const KENDER = { full: [2, 5], depleted: [1, 5] } as const;
const ELF_FOOT = { full: [4, 4], depleted: [2, 4] } as const;
const ELF_HORSE = { full: [4, 6], depleted: [2, 6] } as const;
const MINOTAURS = { full: [5, 4], depleted: [2, 4] } as const;
const SHIP_MA = [8, 5] as const;
const SHIP_CR = [4, 2] as const;
const SEAFARER_CR = [5, 3] as const;

// ---------------------------------------------------------------------------
// The Highlord Dominion: five dragonarmies, the guard, the draconians
// ---------------------------------------------------------------------------

const dragonarmy = (
  colour: 'red' | 'blue' | 'green' | 'black' | 'white',
  foot: number,
  horse: number,
  dragons: number,
  dragon: { full: readonly [number, number]; depleted: readonly [number, number] },
): UnitCounter[] => {
  const nationality = `${colour}-army` as const;
  const Colour = colour[0]!.toUpperCase() + colour.slice(1);
  return [
    ...armies(`${colour}-inf`, `${Colour} Infantry`, foot, {
      nationality,
      type: 'infantry',
      race: 'human',
      ...HUMAN_FOOT,
    }),
    ...armies(`${colour}-cav`, `${Colour} Cavalry`, horse, {
      nationality,
      type: 'cavalry',
      race: 'human',
      ...HUMAN_HORSE,
    }),
    ...air(
      `${colour}-dragon`,
      `${Colour} Dragons`,
      dragons,
      nationality,
      'dragon',
      dragon.full,
      dragon.depleted,
      colour,
    ),
  ];
};

export const DOMINION_UNITS: readonly UnitCounter[] = [
  ...dragonarmy('red', 5, 1, 3, { full: [5, 10], depleted: [3, 10] }),
  leader('verminaard', 'Verminaard', 'red-army', 'human', 2, {
    source: 'text',
    note: 'named by the text as a leader counter; Highlord of the Red Dragonarmy',
  }),
  ...dragonarmy('blue', 4, 2, 3, { full: [4, 10], depleted: [2, 10] }),
  leader('blue-highlord', 'the Blue Highlord', 'blue-army', 'human', 3),
  ...dragonarmy('green', 4, 1, 2, { full: [4, 9], depleted: [2, 9] }),
  leader('green-highlord', 'the Green Highlord', 'green-army', 'human', 1),
  ...dragonarmy('black', 4, 1, 2, { full: [3, 9], depleted: [2, 9] }),
  leader('black-highlord', 'the Black Highlord', 'black-army', 'human', 1),
  ...dragonarmy('white', 3, 0, 2, { full: [3, 8], depleted: [1, 8] }),
  leader('white-highlord', 'the White Highlord', 'white-army', 'human', 1),
  ...armies('guard-inf', 'Dominion Guard', 2, {
    nationality: 'dominion-guard',
    type: 'infantry',
    race: 'human',
    full: [5, 4],
    depleted: [2, 4],
  }),
  leader('dark-emperor', 'the Dark Emperor', 'dominion-guard', 'human', 2),
  ...air('citadel', 'Flying Citadel', 2, 'dominion-guard', 'citadel', [4, 3], [2, 3]),
  ...ships('dominion-ship', 'Dominion Fleet', 5, 'dominion-guard', [7, 4], SHIP_CR),
  ...armies('draconian', 'Draconian Legion', 20, {
    nationality: 'draconians',
    type: 'infantry',
    race: 'draconian',
    full: [5, 4],
    depleted: [2, 4],
    source: 'text',
    note: 'twenty counters (DG-DRC-04)',
  }),
];

export const SOTH_UNITS: readonly UnitCounter[] = [
  leader('lord-soth', 'Lord Soth', 'soth', 'undead', 3, { source: 'text' }),
  ...armies('soth-legion', 'Soth’s Legion', 2, {
    nationality: 'soth',
    type: 'infantry',
    race: 'undead',
    full: [6, 4],
    depleted: [3, 4],
  }),
  ...armies('soth-knights', 'Death Knights', 1, {
    nationality: 'soth',
    type: 'cavalry',
    race: 'undead',
    full: [6, 6],
    depleted: [3, 6],
  }),
];

// ---------------------------------------------------------------------------
// Ogres, Khur, the minotaurs, the pirates
// ---------------------------------------------------------------------------

export const EASTERN_UNITS: readonly UnitCounter[] = [
  ...armies('blode-ogres', 'Ogres of Blode', 4, { nationality: 'blode', type: 'infantry', race: 'ogre', ...OGRES }),
  leader('blode-chieftain', 'Chieftain of Blode', 'blode', 'ogre', 1),
  ...armies('kern-ogres', 'Ogres of Kern', 5, { nationality: 'kern', type: 'infantry', race: 'ogre', ...OGRES }),
  leader('kern-warlord', 'Warlord of Kern', 'kern', 'ogre', 1),
  ...armies('khur-riders', 'Khur Riders', 3, {
    nationality: 'khur',
    type: 'cavalry',
    race: 'human',
    full: [3, 7],
    depleted: [1, 7],
  }),
  ...armies('khur-foot', 'Khur Spears', 2, {
    nationality: 'khur',
    type: 'infantry',
    race: 'human',
    full: [3, 4],
    depleted: [1, 4],
  }),
  leader('khur-khan', 'Khan of Khur', 'khur', 'human', 1),
  ...armies('mithas-minotaurs', 'Minotaurs of Mithas', 3, {
    nationality: 'mithas',
    type: 'infantry',
    race: 'minotaur',
    ...MINOTAURS,
  }),
  ...ships('mithas-ship', 'Mithas Galleys', 2, 'mithas', SHIP_MA, SEAFARER_CR),
  leader('mithas', 'Mithas', 'mithas', 'minotaur', 2, { naval: true, source: 'text' }),
  ...armies('kothas-minotaurs', 'Minotaurs of Kothas', 2, {
    nationality: 'kothas',
    type: 'infantry',
    race: 'minotaur',
    ...MINOTAURS,
  }),
  ...ships('kothas-ship', 'Kothas Galleys', 2, 'kothas', SHIP_MA, SEAFARER_CR),
  leader('kothas', 'Kothas', 'kothas', 'minotaur', 1, { naval: true, source: 'text' }),
  ...ships('pirate-ship', 'Pirate Ships', 3, 'pirates', [9, 6], SEAFARER_CR),
  leader('maquesta', 'Maquesta', 'pirates', 'human', 2, { naval: true, source: 'text', note: 'the pirate leader' }),
];

// ---------------------------------------------------------------------------
// Solamnia: Palanthus and the Knights of Solamnia
// ---------------------------------------------------------------------------

export const SOLAMNIC_UNITS: readonly UnitCounter[] = [
  ...armies('palanthus-guard', 'Palanthian Guard', 1, {
    nationality: 'palanthus',
    type: 'infantry',
    race: 'human',
    ...HUMAN_FOOT,
  }),
  ...armies('palanthus-militia', 'Palanthian Militia', 2, {
    nationality: 'palanthus',
    type: 'infantry',
    race: 'human',
    full: [3, 3],
    depleted: [1, 3],
  }),
  ...armies('palanthus-horse', 'Palanthian Horse', 1, {
    nationality: 'palanthus',
    type: 'cavalry',
    race: 'human',
    full: [3, 6],
    depleted: [1, 6],
  }),
  ...ships('palanthus-ship', 'Palanthian Fleet', 2, 'palanthus', SHIP_MA, SHIP_CR),
  leader('palanthus-lord', 'Lord of Palanthus', 'palanthus', 'human', 1),
  ...armies('solanthus-knights', 'Knights of Solanthus', 3, {
    nationality: 'solanthus',
    type: 'cavalry',
    race: 'human',
    ...KNIGHT_HORSE,
  }),
  ...armies('solanthus-foot', 'Solanthus Men-at-Arms', 2, {
    nationality: 'solanthus',
    type: 'infantry',
    race: 'human',
    ...HUMAN_FOOT,
  }),
  leader('solanthus-marshal', 'Lord Marshal of Solanthus', 'solanthus', 'human', 2),
  ...armies('caergoth-knights', 'Knights of Caergoth', 2, {
    nationality: 'caergoth',
    type: 'cavalry',
    race: 'human',
    ...KNIGHT_HORSE,
  }),
  ...armies('caergoth-foot', 'Caergoth Men-at-Arms', 2, {
    nationality: 'caergoth',
    type: 'infantry',
    race: 'human',
    ...HUMAN_FOOT,
  }),
  ...ships('caergoth-ship', 'Caergoth Fleet', 1, 'caergoth', SHIP_MA, SHIP_CR),
  leader('caergoth-lord', 'Lord of Caergoth', 'caergoth', 'human', 1),
  ...armies('gunthar-knights', 'Knights of Gunthar', 2, {
    nationality: 'gunthar',
    type: 'cavalry',
    race: 'human',
    ...KNIGHT_HORSE,
  }),
  ...armies('gunthar-foot', 'Gunthar Men-at-Arms', 1, {
    nationality: 'gunthar',
    type: 'infantry',
    race: 'human',
    ...HUMAN_FOOT,
  }),
  ...ships('gunthar-ship', 'Gunthar Fleet', 1, 'gunthar', SHIP_MA, SHIP_CR),
  leader('grand-master', 'Grand Master of the Knights', 'gunthar', 'human', 2),
  ...armies('ergoth-knights', 'Knights of N. Ergoth', 1, {
    nationality: 'n-ergoth',
    type: 'cavalry',
    race: 'human',
    ...KNIGHT_HORSE,
  }),
  ...armies('ergoth-horse', 'Ergothian Horse', 1, {
    nationality: 'n-ergoth',
    type: 'cavalry',
    race: 'human',
    ...HUMAN_HORSE,
  }),
  ...armies('ergoth-foot', 'Ergothian Foot', 2, {
    nationality: 'n-ergoth',
    type: 'infantry',
    race: 'human',
    ...HUMAN_FOOT,
  }),
  ...ships('ergoth-ship', 'Ergothian Fleet', 2, 'n-ergoth', SHIP_MA, SHIP_CR),
  leader('ergoth-lord', 'Lord of N. Ergoth', 'n-ergoth', 'human', 1),
  ...armies('tower-knights', 'Tower Knights', 3, {
    nationality: 'tower-knights',
    type: 'infantry',
    race: 'human',
    full: [5, 3],
    depleted: [2, 3],
    source: 'text',
    note: 'three armies placed in the High Clerist Tower (DG-ACT-07)',
  }),
];

// ---------------------------------------------------------------------------
// Dwarves, kender, Fielder, the elves, the good dragons
// ---------------------------------------------------------------------------

export const FREE_PEOPLES_UNITS: readonly UnitCounter[] = [
  ...armies('kaolyn-dwarves', 'Dwarves of Kaolyn', 4, {
    nationality: 'kaolyn',
    type: 'infantry',
    race: 'dwarf',
    ...DWARVES,
  }),
  leader('kaolyn-thane', 'Thane of Kaolyn', 'kaolyn', 'dwarf', 1),
  ...armies('stonedeep-dwarves', 'Dwarves of Stonedeep', 4, {
    nationality: 'stonedeep',
    type: 'infantry',
    race: 'dwarf',
    ...DWARVES,
  }),
  leader('stonedeep-thane', 'Thane of Stonedeep', 'stonedeep', 'dwarf', 1),
  ...armies('hylo-kender', 'Kender of Hylo', 3, { nationality: 'hylo', type: 'infantry', race: 'kender', ...KENDER }),
  leader('hylo-mayor', 'Mayor of Thimbleford', 'hylo', 'kender', 1),
  ...armies('goodlund-kender', 'Kender of Goodlund', 4, {
    nationality: 'goodlund',
    type: 'infantry',
    race: 'kender',
    ...KENDER,
  }),
  leader('goodlund-warden', 'Warden of Goodlund', 'goodlund', 'kender', 1),
  ...armies('fielder-foot', 'Plainsmen of Fielder', 3, {
    nationality: 'fielder',
    type: 'infantry',
    race: 'human',
    full: [3, 4],
    depleted: [1, 4],
  }),
  ...armies('fielder-riders', 'Fielder Riders', 2, {
    nationality: 'fielder',
    type: 'cavalry',
    race: 'human',
    full: [3, 6],
    depleted: [1, 6],
  }),
  leader('fielder-chief', 'Chief of the Plains', 'fielder', 'human', 2),
  ...armies('qualinesti-foot', 'Qualinesti Archers', 4, {
    nationality: 'qualinesti',
    type: 'infantry',
    race: 'elf',
    ...ELF_FOOT,
  }),
  ...armies('qualinesti-horse', 'Qualinesti Riders', 1, {
    nationality: 'qualinesti',
    type: 'cavalry',
    race: 'elf',
    ...ELF_HORSE,
  }),
  ...air('qualinesti-griffons', 'Qualinesti Griffons', 1, 'qualinesti', 'griffon', [2, 8], [1, 8]),
  leader('laurana', 'Laurana', 'qualinesti', 'elf', 3, {
    source: 'text',
    note: 'named by the text as a leader counter',
  }),
  leader('qualinesti-speaker', 'Speaker of Qualinesti', 'qualinesti', 'elf', 1),
  ...armies('silvanesti-foot', 'Silvanesti Guard', 4, {
    nationality: 'silvanesti',
    type: 'infantry',
    race: 'elf',
    ...ELF_FOOT,
  }),
  ...armies('silvanesti-horse', 'Silvanesti Riders', 1, {
    nationality: 'silvanesti',
    type: 'cavalry',
    race: 'elf',
    ...ELF_HORSE,
  }),
  ...air('silvanesti-griffons', 'Silvanesti Griffons', 1, 'silvanesti', 'griffon', [2, 8], [1, 8]),
  ...air('silvanesti-pegasi', 'Silvanesti Pegasi', 1, 'silvanesti', 'pegasus', [2, 9], [1, 9]),
  leader('silvanesti-speaker', 'Speaker of Silvanesti', 'silvanesti', 'elf', 2),
  ...air('gold-dragon', 'Gold Dragons', 2, 'good-dragons', 'dragon', [5, 10], [3, 10], 'gold'),
  ...air('silver-dragon', 'Silver Dragons', 2, 'good-dragons', 'dragon', [5, 10], [3, 10], 'silver'),
  ...air('bronze-dragon', 'Bronze Dragons', 2, 'good-dragons', 'dragon', [4, 10], [2, 10], 'bronze'),
  ...air('brass-dragon', 'Brass Dragons', 1, 'good-dragons', 'dragon', [3, 9], [2, 9], 'brass'),
  ...air('copper-dragon', 'Copper Dragons', 1, 'good-dragons', 'dragon', [3, 9], [1, 9], 'copper'),
];

export const UNITS: readonly UnitCounter[] = [
  ...DOMINION_UNITS,
  ...SOTH_UNITS,
  ...EASTERN_UNITS,
  ...SOLAMNIC_UNITS,
  ...FREE_PEOPLES_UNITS,
];

export const WIZARDS: readonly WizardCounter[] = [
  {
    id: 'white-robe',
    kind: 'wizard',
    name: 'Wizard of the White Robes',
    side: 'whitestone',
    robe: 'white',
    source: 'authored',
  },
  {
    id: 'red-robe',
    kind: 'wizard',
    name: 'Wizard of the Red Robes',
    side: 'whitestone',
    robe: 'red',
    source: 'authored',
  },
  {
    id: 'black-robe-1',
    kind: 'wizard',
    name: 'Wizard of the Black Robes',
    side: 'highlord',
    robe: 'black',
    source: 'authored',
  },
  {
    id: 'black-robe-2',
    kind: 'wizard',
    name: 'Renegade of the Black Robes',
    side: 'highlord',
    robe: 'black',
    source: 'authored',
  },
];

export const MARKERS: readonly MarkerCounter[] = [
  { id: 'turn-marker', kind: 'marker', marker: 'turn', name: 'Turn' },
  { id: 'dark-temple', kind: 'marker', marker: 'dark-temple', name: 'Dark Temple' },
  {
    id: 'capital-qualinesti',
    kind: 'marker',
    marker: 'demi-human-capital',
    name: 'Demi-human Capital',
    nation: 'qualinesti',
  },
  {
    id: 'capital-silvanesti',
    kind: 'marker',
    marker: 'demi-human-capital',
    name: 'Demi-human Capital',
    nation: 'silvanesti',
  },
  { id: 'capital-hylo', kind: 'marker', marker: 'demi-human-capital', name: 'Demi-human Capital', nation: 'hylo' },
  {
    id: 'capital-goodlund',
    kind: 'marker',
    marker: 'demi-human-capital',
    name: 'Demi-human Capital',
    nation: 'goodlund',
  },
];

export const COUNTERS: readonly Counter[] = [...UNITS, ...WIZARDS, ...MARKERS];

export const COUNTER_BY_ID: ReadonlyMap<CounterId, Counter> = new Map(COUNTERS.map((c) => [c.id, c]));
export const UNIT_BY_ID: ReadonlyMap<CounterId, UnitCounter> = new Map(UNITS.map((u) => [u.id, u]));

export function unit(id: CounterId): UnitCounter {
  const u = UNIT_BY_ID.get(id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}
export function counter(id: CounterId): Counter {
  const c = COUNTER_BY_ID.get(id);
  if (!c) throw new Error(`no counter ${id}`);
  return c;
}

export const unitsOf = (nation: NationId): UnitCounter[] => UNITS.filter((u) => u.nation === nation);
export const isArmy = (c: Counter): c is ArmyCounter => c.kind === 'army';
export const isAir = (c: Counter): c is AirCounter => c.kind === 'air';
/** Dragons, griffons, pegasi and flying citadels fly (DG-AIR-01, DG-DRM-05). */
export const isFlier = (c: Counter): boolean => c.kind === 'air';
export const isDragon = (c: Counter): boolean => c.kind === 'air' && c.airType === 'dragon';
export const isCavalry = (c: Counter): boolean => c.kind === 'army' && c.type === 'cavalry';
/** Ground and air armies go to the Replacement Pool; ships, dragons, griffons, pegasi (and citadels) never do (DG-REP-08). */
export const isReplaceable = (c: Counter): boolean => c.kind === 'army';

/** The twenty draconians of the counter mix (DG-DRC-04). */
export const DRACONIANS: readonly ArmyCounter[] = UNITS.filter(
  (u): u is ArmyCounter => u.kind === 'army' && u.draconian,
);
/** The three Tower Knights armies (DG-ACT-07). */
export const TOWER_KNIGHTS: readonly ArmyCounter[] = UNITS.filter(
  (u): u is ArmyCounter => u.kind === 'army' && u.nation === 'tower-knights',
);
/** The three leaders who add their TR at sea (DG-SEA-01). */
export const NAVAL_LEADERS: readonly LeaderCounter[] = UNITS.filter(
  (u): u is LeaderCounter => u.kind === 'leader' && u.naval,
);
