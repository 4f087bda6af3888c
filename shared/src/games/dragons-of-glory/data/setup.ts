/**
 * Orders of battle (checklist 3.1 items 5 and 7): the turn record, where
 * every nation's armies stand when it enters the war, and the four
 * scenarios: the campaign and three shorter ones. The text names no
 * scenario, gives no set-up and no victory conditions (AMB-47); all of this
 * is ours, built so that every counter is accounted for (data.test.ts).
 */
import type { CounterId, EventId, HexId, NationId, PlaceId, ScenarioId, Side } from './ids.ts';
import { KNIGHTS_NATIONS, NATIONS } from './ids.ts';
import { counter } from './counters.ts';
import { STRONGHOLDS } from './places.ts';
import { STRATEGIC_EVENTS } from './tables.ts';

/** Counters standing together in a hex: armies, leaders, wizards, ships. */
export interface Stack {
  hex: HexId;
  units: readonly CounterId[];
}

const at = (hex: HexId, ...units: CounterId[]): Stack => ({ hex, units });

// ---------------------------------------------------------------------------
// The turn record (DG-SET-04, DG-SET-08, DG-SE-02)
// ---------------------------------------------------------------------------

export type Season = 'autumn' | 'winter' | 'spring' | 'early-summer' | 'late-summer';
const SEASONS: readonly Season[] = ['autumn', 'winter', 'spring', 'early-summer', 'late-summer'];

export interface TurnBox {
  turn: number;
  year: number;
  season: Season;
  /** Two months, four in winter (DG-SET-08: flavour only, no rule changes). */
  months: 2 | 4;
  winter: boolean;
  /** Event counters with this back go into the cup on this Turn, before the draw (DG-SE-02). */
  addToCup: 1 | 10 | 20 | null;
}

export const LAST_TURN = 26;

/** Turn 1 is an autumn; five Turns make a year (four of two months, a winter of four). */
export const TURN_TRACK: readonly TurnBox[] = Array.from({ length: LAST_TURN }, (_, i) => {
  const turn = i + 1;
  const season = SEASONS[i % 5]!;
  return {
    turn,
    year: 1 + Math.floor((i + 4) / 5),
    season,
    months: season === 'winter' ? 4 : 2,
    winter: season === 'winter',
    addToCup: turn === 1 ? 1 : turn === 10 ? 10 : turn === 20 ? 20 : null,
  };
});

/** The counters that go into the cup on a Turn (DG-SE-02). */
export const eventsAddedOn = (turn: number): EventId[] =>
  STRATEGIC_EVENTS.filter((e) => e.back === TURN_TRACK[turn - 1]?.addToCup).map((e) => e.id);

// ---------------------------------------------------------------------------
// Where each nation's armies stand when it enters the war (DG-ACT-08)
// ---------------------------------------------------------------------------

/**
 * The default placement of every nation that can be activated (and of the
 * Whitestone elves and Lord Soth, who start at home): the side that gains a
 * nation may place its armies anywhere inside its borders; this is what a
 * timed-out or automatic placement uses. Every army of the nation is here.
 */
export const HOME_DEPLOYMENT: Readonly<Partial<Record<NationId, readonly Stack[]>>> = {
  palanthus: [
    at(
      '2104',
      'palanthus-guard',
      'palanthus-militia-1',
      'palanthus-militia-2',
      'palanthus-lord',
      'palanthus-ship-1',
      'palanthus-ship-2',
    ),
    at('2005', 'palanthus-horse'),
  ],
  'tower-knights': [at('2106', 'tower-knights-1', 'tower-knights-2', 'tower-knights-3')],
  solanthus: [
    at('2110', 'solanthus-knights-1', 'solanthus-foot-1', 'solanthus-foot-2', 'solanthus-marshal'),
    at('2409', 'solanthus-knights-2'),
    at('2608', 'solanthus-knights-3'),
  ],
  caergoth: [
    at('1714', 'caergoth-knights-1', 'caergoth-foot-1', 'caergoth-foot-2', 'caergoth-lord', 'caergoth-ship'),
    at('1510', 'caergoth-knights-2'),
  ],
  gunthar: [
    at('1309', 'gunthar-knights-1', 'gunthar-foot', 'grand-master', 'gunthar-ship'),
    at('1310', 'gunthar-knights-2'),
  ],
  'n-ergoth': [
    at('0209', 'ergoth-knights', 'ergoth-foot-1', 'ergoth-foot-2', 'ergoth-lord', 'ergoth-ship-1', 'ergoth-ship-2'),
    at('0614', 'ergoth-horse'),
  ],
  kaolyn: [
    at('2712', 'kaolyn-dwarves-1', 'kaolyn-dwarves-2', 'kaolyn-thane'),
    at('2612', 'kaolyn-dwarves-3', 'kaolyn-dwarves-4'),
  ],
  stonedeep: [
    at('1927', 'stonedeep-dwarves-1', 'stonedeep-dwarves-2', 'stonedeep-thane'),
    at('2027', 'stonedeep-dwarves-3', 'stonedeep-dwarves-4'),
  ],
  hylo: [at('0908', 'hylo-kender-1', 'hylo-kender-2', 'hylo-kender-3', 'hylo-mayor')],
  goodlund: [
    at('4526', 'goodlund-kender-1', 'goodlund-kender-2', 'goodlund-kender-3', 'goodlund-warden'),
    at('4527', 'goodlund-kender-4'),
  ],
  fielder: [
    at('1621', 'fielder-foot-1', 'fielder-foot-2', 'fielder-riders-1', 'fielder-chief'),
    at('1918', 'fielder-foot-3', 'fielder-riders-2'),
  ],
  qualinesti: [
    at(
      '1525',
      'qualinesti-foot-1',
      'qualinesti-foot-2',
      'qualinesti-foot-3',
      'laurana',
      'qualinesti-speaker',
      'qualinesti-griffons',
    ),
    at('1424', 'qualinesti-foot-4', 'qualinesti-horse'),
  ],
  silvanesti: [
    at(
      '3728',
      'silvanesti-foot-1',
      'silvanesti-foot-2',
      'silvanesti-foot-3',
      'silvanesti-speaker',
      'silvanesti-griffons',
      'silvanesti-pegasi',
    ),
    at('3627', 'silvanesti-foot-4', 'silvanesti-horse'),
  ],
  blode: [
    at('3110', 'blode-ogres-1', 'blode-ogres-2', 'blode-chieftain'),
    at('3011', 'blode-ogres-3', 'blode-ogres-4'),
  ],
  kern: [
    at('4113', 'kern-ogres-1', 'kern-ogres-2', 'kern-warlord'),
    at('4118', 'kern-ogres-3', 'kern-ogres-4'),
    at('4014', 'kern-ogres-5'),
  ],
  khur: [
    at('3821', 'khur-riders-1', 'khur-foot-1', 'khur-foot-2', 'khur-khan'),
    at('4124', 'khur-riders-2', 'khur-riders-3'),
  ],
  mithas: [
    at(
      '4609',
      'mithas-minotaurs-1',
      'mithas-minotaurs-2',
      'mithas-minotaurs-3',
      'mithas',
      'mithas-ship-1',
      'mithas-ship-2',
    ),
  ],
  kothas: [at('4718', 'kothas-minotaurs-1', 'kothas-minotaurs-2', 'kothas', 'kothas-ship-1', 'kothas-ship-2')],
  pirates: [at('4221', 'pirate-ship-1', 'pirate-ship-2', 'pirate-ship-3', 'maquesta')],
  soth: [at('3406', 'soth-legion-1', 'soth-legion-2', 'lord-soth'), at('3306', 'soth-knights')],
};

/** Counters that only a Strategic Event brings into play, and which one. */
export const EVENT_UNITS: ReadonlyMap<CounterId, EventId> = new Map(
  STRATEGIC_EVENTS.flatMap((e) =>
    e.effects.flatMap((f) => (f.kind === 'units-arrive' ? f.units.map((u): [CounterId, EventId] => [u, e.id]) : [])),
  ),
);

// ---------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------

/** Where a nation stands when a scenario begins. */
export type NationStatus = Side | 'neutral' | 'conquered-by-highlord' | 'conquered-by-whitestone';

export interface Arrival {
  turn: number;
  side: Side;
  stacks: readonly Stack[];
  note: string;
}

export type Condition =
  /** The side controls at least `atLeast` of these places. */
  | { kind: 'controls'; places: readonly PlaceId[]; atLeast: number }
  /** At least `atLeast` of these nations are conquered by the side. */
  | { kind: 'conquered'; nations: readonly NationId[]; atLeast: number }
  /** The strongholds the side controls, outside these nations, are worth at least `atLeast` (places.ts strongholdVp). */
  | { kind: 'stronghold-vp'; outside: readonly NationId[]; atLeast: number }
  /** Whitestone has captured the Dark Temple hex (DG-DRC-07). */
  | { kind: 'dark-temple-taken' };

export interface Victory {
  /** Checked after every move, advance and placement: the first that holds ends the game. */
  suddenDeath: readonly { winner: Side; when: Condition }[];
  /** Checked in order after the last Turn: the first that holds wins. */
  atEnd: readonly { winner: Side; when: Condition }[];
  /** If nothing above holds. */
  otherwise: Side;
  /** The same in words, for the scenario sheet. */
  summary: string;
}

export interface Scenario {
  id: ScenarioId;
  name: string;
  /** Our one-paragraph summary. */
  blurb: string;
  firstTurn: number;
  lastTurn: number;
  /** Every nation's standing at the start; 'neutral' nations wait for activation (DG-ACT). */
  status: Readonly<Record<NationId, NationStatus>>;
  /** Nations of either side set up as HOME_DEPLOYMENT says. */
  atHome: readonly NationId[];
  /** Every other counter on the map at the start. */
  stacks: readonly Stack[];
  /** Turn-track arrivals (DG-SET-02). */
  arrivals: readonly Arrival[];
  /** Counters in each side's Replacement Pool at the start. */
  pool: readonly CounterId[];
  /** Counters out of the game for good at the start (losses and conquests before the first Turn). */
  removed: readonly CounterId[];
  /** Draconians already made (DG-DRC-04): draconian-1 .. draconian-N are on the map, in the pool or removed. */
  draconiansMade: number;
  /** Where the Dark Temple stands, or its default site if the Highlord places it at set-up (DG-SET-03). */
  darkTemple: { place: PlaceId; placed: boolean };
  /** Events already drawn (not in the cup); the cup holds every other event whose back is at or under the first Turn (AMB-08). */
  drawn: readonly EventId[];
  /** Drawn events whose counters stand on the map (DG-SE-05), with the hex. */
  eventMarkers: readonly { event: EventId; hex: HexId }[];
  /** Who takes a tied initiative roll on the first Turn (AMB-02). */
  firstInitiativeTie: Side;
  victory: Victory;
}

const allStatus = (s: NationStatus, over: Partial<Record<NationId, NationStatus>>): Record<NationId, NationStatus> =>
  Object.fromEntries(NATIONS.map((n) => [n, over[n] ?? s])) as Record<NationId, NationStatus>;

const KNIGHTS_STRONGHOLDS: readonly PlaceId[] = [
  'high-clerist-tower',
  'solanthus',
  'riverkeep',
  'eastmark',
  'caergoth',
  'westwatch',
  'gunthar-keep',
  'highcrown',
  'stormhold',
];
const DOMINION_STRONGHOLDS: readonly PlaceId[] = [
  'nightspire',
  'ashhaven',
  'blackgate',
  'emberkeep',
  'venomhold',
  'rimehold',
];
const HIGHLORD_HOME: readonly NationId[] = ['dominion', 'soth'];
const ALL_KNIGHTS: readonly NationId[] = ['caergoth', 'gunthar', 'n-ergoth', 'solanthus', 'tower-knights'];

const WHITE_WING: Arrival = {
  turn: 2,
  side: 'highlord',
  stacks: [
    at('2731', 'white-inf-1', 'white-inf-2', 'white-dragon-1', 'white-dragon-2', 'white-highlord'),
    at('2730', 'white-inf-3'),
  ],
  note: 'the White Dragonarmy comes down from the glacier in the first winter',
};

/** The Highlord forces of Turn 1 (campaign and The Red Wing). */
const OPENING_HIGHLORD: readonly Stack[] = [
  at('3517', 'guard-inf-1', 'guard-inf-2', 'dark-emperor', 'black-robe-1'),
  at('3516', 'green-inf-1'),
  at('3617', 'black-inf-1', 'black-inf-2', 'black-dragon-1', 'black-dragon-2', 'black-highlord'),
  at('3618', 'black-inf-3', 'black-cav'),
  at('3220', 'black-inf-4', 'dominion-ship-1', 'dominion-ship-2', 'dominion-ship-3'),
  at('3413', 'blue-inf-1', 'blue-inf-2', 'blue-dragon-1', 'blue-dragon-2', 'blue-highlord'),
  at('3313', 'blue-inf-3', 'blue-inf-4', 'blue-dragon-3'),
  at('3213', 'blue-cav-1', 'blue-cav-2'),
  at('2923', 'red-inf-1', 'red-inf-2', 'red-dragon-1', 'red-dragon-2', 'verminaard'),
  at('2823', 'red-inf-3', 'red-inf-4', 'red-dragon-3'),
  at('2824', 'red-inf-5', 'red-cav'),
  at('3522', 'green-inf-2', 'green-inf-3', 'green-dragon-1', 'green-dragon-2', 'green-highlord'),
  at('3422', 'green-inf-4', 'green-cav'),
];

const OPENING_STATUS = allStatus('neutral', {
  dominion: 'highlord',
  soth: 'highlord',
  'good-dragons': 'whitestone',
  qualinesti: 'whitestone',
  silvanesti: 'whitestone',
});

export const CAMPAIGN: Scenario = {
  id: 'campaign',
  name: 'The War of the Lance',
  blurb:
    'The whole war, from the first autumn to the sixth. The dragonarmies stand ready round the Ring of Night while only the two elven kingdoms are in arms against them; every other nation waits to be won or invaded.',
  firstTurn: 1,
  lastTurn: LAST_TURN,
  status: OPENING_STATUS,
  atHome: ['soth', 'qualinesti', 'silvanesti'],
  stacks: [...OPENING_HIGHLORD, at('1525', 'white-robe')],
  arrivals: [WHITE_WING],
  pool: [],
  removed: [],
  draconiansMade: 0,
  darkTemple: { place: 'nightspire', placed: false },
  drawn: [],
  eventMarkers: [],
  firstInitiativeTie: 'highlord',
  victory: {
    suddenDeath: [
      { winner: 'whitestone', when: { kind: 'controls', places: ['nightspire'], atLeast: 1 } },
      { winner: 'highlord', when: { kind: 'conquered', nations: [...ALL_KNIGHTS, 'palanthus'], atLeast: 6 } },
    ],
    atEnd: [{ winner: 'highlord', when: { kind: 'stronghold-vp', outside: HIGHLORD_HOME, atLeast: 30 } }],
    otherwise: 'whitestone',
    summary:
      'Whitestone wins at once by taking Nightspire; the Highlord wins at once by conquering Palanthus and all the Knights. Otherwise, after Turn 26, the Highlord wins if the strongholds it holds outside the Dominion and Dargaard are worth 30 or more, and Whitestone wins if not.',
  },
};

export const RED_WING: Scenario = {
  ...CAMPAIGN,
  id: 'red-wing',
  name: 'The Red Wing',
  blurb:
    'The first six Turns of the campaign, fought for the south: can Verminaard’s Red Dragonarmy break Fielder or Qualinesti before the first summer ends?',
  lastTurn: 6,
  victory: {
    suddenDeath: [{ winner: 'highlord', when: { kind: 'conquered', nations: ['fielder', 'qualinesti'], atLeast: 1 } }],
    atEnd: [
      {
        winner: 'highlord',
        when: { kind: 'controls', places: ['fieldhold', 'straitwatch', 'goldleaf', 'stonedeep'], atLeast: 2 },
      },
    ],
    otherwise: 'whitestone',
    summary:
      'The Highlord wins at once by conquering Fielder or Qualinesti, or after Turn 6 by holding two of Fieldhold, Straitwatch, Goldleaf and Stonedeep; otherwise Whitestone wins.',
  },
};

export const KNIGHTS_AT_BAY: Scenario = {
  id: 'knights-at-bay',
  name: 'Knights at Bay',
  blurb:
    'Turn 10: Fielder has fallen, the ogres and Khur march with the dragonarmies, and the Blue Dragonarmy is at the gates of Eastmark. Solanthus and Caergoth have called out the Tower; Palanthus, Gunthar and N. Ergoth still hesitate.',
  firstTurn: 10,
  lastTurn: 17,
  status: allStatus('neutral', {
    dominion: 'highlord',
    soth: 'highlord',
    blode: 'highlord',
    kern: 'highlord',
    khur: 'highlord',
    mithas: 'highlord',
    fielder: 'conquered-by-highlord',
    'good-dragons': 'whitestone',
    qualinesti: 'whitestone',
    silvanesti: 'whitestone',
    stonedeep: 'whitestone',
    hylo: 'whitestone',
    solanthus: 'whitestone',
    caergoth: 'whitestone',
    'tower-knights': 'whitestone',
  }),
  atHome: ['khur', 'mithas', 'silvanesti', 'stonedeep', 'hylo', 'caergoth', 'tower-knights'],
  stacks: [
    // Highlord
    at('3517', 'guard-inf-1', 'guard-inf-2', 'dark-emperor', 'black-robe-1'),
    at('3516', 'green-inf-1'),
    at('3618', 'draconian-10'),
    at('3413', 'draconian-1', 'draconian-2'),
    at('3220', 'draconian-3', 'draconian-4', 'black-inf-4'),
    at('3018', 'dominion-ship-1', 'dominion-ship-2', 'dominion-ship-3'),
    at('2707', 'blue-inf-1', 'blue-inf-2', 'blue-dragon-1', 'blue-dragon-2', 'blue-highlord', 'black-robe-2'),
    at('2809', 'blue-inf-3', 'blue-inf-4', 'blue-dragon-3'),
    at('2810', 'blue-cav-1', 'blue-cav-2'),
    at('2709', 'draconian-5', 'draconian-6'),
    at('1621', 'red-inf-1', 'red-inf-2', 'red-dragon-1', 'verminaard'),
    at('1918', 'red-inf-3', 'draconian-8', 'red-dragon-2'),
    at('1722', 'red-inf-4', 'draconian-7'),
    at('2923', 'draconian-9'),
    at('3522', 'green-inf-2', 'green-inf-3', 'green-highlord'),
    at('3625', 'green-inf-4', 'green-cav', 'green-dragon-1', 'green-dragon-2'),
    at('4120', 'black-inf-1', 'black-inf-2', 'black-dragon-1', 'black-dragon-2', 'black-highlord'),
    at('4119', 'black-inf-3', 'black-cav'),
    at('2329', 'white-inf-1', 'white-inf-2', 'white-dragon-1', 'white-dragon-2', 'white-highlord'),
    at('2731', 'white-inf-3'),
    at('3406', 'soth-legion-1', 'lord-soth'),
    at('2907', 'soth-legion-2', 'soth-knights'),
    at('3110', 'blode-ogres-1', 'blode-chieftain'),
    at('3011', 'blode-ogres-2', 'blode-ogres-3'),
    at('3212', 'blode-ogres-4'),
    at('4113', 'kern-ogres-1', 'kern-ogres-2', 'kern-warlord'),
    at('4118', 'kern-ogres-3', 'kern-ogres-4'),
    at('4014', 'kern-ogres-5'),
    // Whitestone
    at('1525', 'qualinesti-foot-1', 'qualinesti-foot-2', 'qualinesti-speaker', 'qualinesti-griffons'),
    at('1424', 'qualinesti-foot-3', 'qualinesti-horse'),
    at('2110', 'solanthus-foot-1', 'solanthus-foot-2', 'solanthus-marshal', 'laurana', 'white-robe'),
    at('2608', 'solanthus-knights-1', 'solanthus-knights-3'),
    at('2409', 'solanthus-knights-2'),
  ],
  arrivals: [],
  pool: ['red-inf-5', 'qualinesti-foot-4'],
  removed: [
    'red-cav',
    'red-dragon-3',
    'fielder-foot-1',
    'fielder-foot-2',
    'fielder-foot-3',
    'fielder-riders-1',
    'fielder-riders-2',
    'fielder-chief',
  ],
  draconiansMade: 10,
  darkTemple: { place: 'nightspire', placed: true },
  drawn: [
    'highlord-gold',
    'ogre-pact',
    'kender-wanderlust',
    'black-robe-pact',
    'storm-season',
    'new-brood',
    'refugee-columns',
    'fair-winds',
    'minotaur-ambition',
  ],
  eventMarkers: [],
  firstInitiativeTie: 'highlord',
  victory: {
    suddenDeath: [{ winner: 'highlord', when: { kind: 'conquered', nations: ALL_KNIGHTS, atLeast: 5 } }],
    atEnd: [
      { winner: 'highlord', when: { kind: 'controls', places: [...KNIGHTS_STRONGHOLDS, 'palanthus'], atLeast: 4 } },
    ],
    otherwise: 'whitestone',
    summary:
      'The Highlord wins at once by conquering the Knights, or after Turn 17 by holding four of Palanthus and the nine Knights strongholds; otherwise Whitestone wins.',
  },
};

export const WHITESTONE_DAWN: Scenario = {
  id: 'whitestone-dawn',
  name: 'Whitestone Dawn',
  blurb:
    'Turn 20: the good dragons have returned and the lances are forged. Every nation has chosen a side; Fielder and Hylo lie conquered. Whitestone has seven Turns to carry the war into the Ring of Night.',
  firstTurn: 20,
  lastTurn: LAST_TURN,
  status: allStatus('whitestone', {
    dominion: 'highlord',
    soth: 'highlord',
    blode: 'highlord',
    kern: 'highlord',
    khur: 'highlord',
    mithas: 'highlord',
    kothas: 'highlord',
    fielder: 'conquered-by-highlord',
    hylo: 'conquered-by-highlord',
  }),
  atHome: [
    'blode',
    'kern',
    'khur',
    'mithas',
    'kothas',
    'palanthus',
    'tower-knights',
    'gunthar',
    'n-ergoth',
    'silvanesti',
    'stonedeep',
    'goodlund',
    'pirates',
  ],
  stacks: [
    // Highlord
    at('3517', 'guard-inf-1', 'guard-inf-2', 'draconian-1', 'dark-emperor', 'black-robe-1'),
    at('3516', 'green-inf-1', 'citadel-2'),
    at('3413', 'draconian-2', 'draconian-3'),
    at(
      '3220',
      'draconian-4',
      'draconian-5',
      'black-inf-4',
      'dominion-ship-1',
      'dominion-ship-2',
      'dominion-ship-3',
      'dominion-ship-4',
      'dominion-ship-5',
    ),
    at('3522', 'green-inf-2', 'green-inf-3', 'green-highlord', 'green-dragon-1'),
    at('3625', 'green-inf-4', 'green-cav'),
    at('3422', 'draconian-18', 'draconian-19'),
    at('2923', 'red-inf-1', 'red-inf-2', 'red-dragon-1', 'red-dragon-2', 'verminaard'),
    at('2823', 'draconian-16', 'draconian-17'),
    at('1621', 'red-inf-3', 'red-inf-4', 'draconian-6'),
    at('1918', 'draconian-7', 'draconian-8'),
    at('2608', 'blue-inf-1', 'blue-inf-2', 'blue-dragon-1', 'blue-dragon-2', 'blue-highlord', 'black-robe-2'),
    at('2707', 'blue-inf-3', 'blue-cav-1'),
    at('2709', 'draconian-9', 'draconian-10'),
    at('2809', 'draconian-11', 'citadel-1'),
    at('3617', 'draconian-12', 'draconian-13'),
    at('3618', 'draconian-14', 'draconian-15'),
    at('4120', 'black-inf-1', 'black-inf-2', 'black-dragon-1', 'black-dragon-2', 'black-highlord'),
    at('4119', 'black-inf-3', 'black-cav'),
    at('2329', 'white-inf-1', 'white-inf-2', 'white-dragon-1', 'white-dragon-2', 'white-highlord'),
    at('2731', 'white-inf-3'),
    at('3406', 'soth-legion-1', 'lord-soth'),
    at('2907', 'soth-legion-2', 'soth-knights'),
    // Whitestone
    at('2110', 'solanthus-foot-1', 'solanthus-foot-2', 'solanthus-marshal', 'silver-dragon-2', 'bronze-dragon-1'),
    at('2409', 'solanthus-knights-2', 'laurana', 'white-robe', 'gold-dragon-1', 'silver-dragon-1'),
    at('2509', 'solanthus-knights-1'),
    at('1714', 'caergoth-knights-1', 'caergoth-foot-1', 'caergoth-lord', 'caergoth-ship'),
    at('1510', 'caergoth-knights-2'),
    at('2712', 'kaolyn-dwarves-1', 'kaolyn-dwarves-2', 'kaolyn-thane'),
    at('2612', 'kaolyn-dwarves-3'),
    at(
      '1525',
      'qualinesti-foot-1',
      'qualinesti-foot-2',
      'qualinesti-foot-3',
      'qualinesti-speaker',
      'qualinesti-griffons',
      'gold-dragon-2',
    ),
    at('1424', 'qualinesti-horse'),
    at('3728', 'red-robe'),
    at('3627', 'brass-dragon', 'copper-dragon'),
  ],
  arrivals: [],
  pool: ['red-cav', 'draconian-20', 'kaolyn-dwarves-4'],
  removed: [
    'fielder-foot-1',
    'fielder-foot-2',
    'fielder-foot-3',
    'fielder-riders-1',
    'fielder-riders-2',
    'fielder-chief',
    'hylo-kender-1',
    'hylo-kender-2',
    'hylo-kender-3',
    'hylo-mayor',
    'red-dragon-3',
    'blue-dragon-3',
    'green-dragon-2',
    'bronze-dragon-2',
    'red-inf-5',
    'blue-inf-4',
    'blue-cav-2',
    'qualinesti-foot-4',
    'caergoth-foot-2',
    'solanthus-knights-3',
  ],
  draconiansMade: 20,
  darkTemple: { place: 'nightspire', placed: true },
  drawn: [
    ...STRATEGIC_EVENTS.filter((e) => e.back === 1).map((e) => e.id),
    ...STRATEGIC_EVENTS.filter((e) => e.back === 10 && e.id !== 'mutiny').map((e) => e.id),
  ],
  eventMarkers: [
    { event: 'dragonlances', hex: '2409' },
    { event: 'dragon-orb', hex: '3728' },
  ],
  firstInitiativeTie: 'whitestone',
  victory: {
    suddenDeath: [{ winner: 'whitestone', when: { kind: 'controls', places: ['nightspire'], atLeast: 1 } }],
    atEnd: [
      { winner: 'whitestone', when: { kind: 'dark-temple-taken' } },
      { winner: 'whitestone', when: { kind: 'controls', places: DOMINION_STRONGHOLDS, atLeast: 2 } },
    ],
    otherwise: 'highlord',
    summary:
      'Whitestone wins at once by taking Nightspire, or after Turn 26 by having taken the Dark Temple hex or holding two strongholds of the Dominion; otherwise the Highlord wins.',
  },
};

export const SCENARIOS: readonly Scenario[] = [CAMPAIGN, RED_WING, KNIGHTS_AT_BAY, WHITESTONE_DAWN];
export const SCENARIO_BY_ID: ReadonlyMap<ScenarioId, Scenario> = new Map(SCENARIOS.map((s) => [s.id, s]));

export function scenario(id: ScenarioId): Scenario {
  const s = SCENARIO_BY_ID.get(id);
  if (!s) throw new Error(`no scenario ${id}`);
  return s;
}

/** Every stack on the map at the start of a scenario: the nations at home, then the listed stacks. */
export function startingStacks(s: Scenario): Stack[] {
  return [...s.atHome.flatMap((n) => HOME_DEPLOYMENT[n] ?? []), ...s.stacks];
}

/** The hex of every counter on the map at the start. */
export function startingHexes(s: Scenario): Map<CounterId, HexId> {
  const out = new Map<CounterId, HexId>();
  for (const st of startingStacks(s)) for (const u of st.units) out.set(u, st.hex);
  return out;
}

/** The cup at the start (AMB-08): every event whose back is at or under the first Turn, less those drawn. */
export function cupAtStart(s: Scenario): EventId[] {
  const drawn = new Set(s.drawn);
  return STRATEGIC_EVENTS.filter((e) => e.back <= s.firstTurn && !drawn.has(e.id)).map((e) => e.id);
}

/** The side whose counters these are in a scenario (wizards by their side), or null for a nation not at war. */
export function sideOf(s: Scenario, id: CounterId): Side | null {
  const c = counter(id);
  if (c.kind === 'wizard') return c.side;
  if (c.kind === 'marker') return null;
  const st = s.status[c.nation];
  return st === 'highlord' || st === 'whitestone' ? st : null;
}

/**
 * Who holds each stronghold at the start: the side of an army standing in it,
 * else the side its nation is on; null while its nation is neutral (or has
 * been conquered and nobody stands there).
 */
export function initialControl(s: Scenario): Map<PlaceId, Side | null> {
  const here = new Map<HexId, Side>();
  for (const [id, hex] of startingHexes(s)) {
    const c = counter(id);
    const side = sideOf(s, id);
    if ((c.kind === 'army' || c.kind === 'air') && side) here.set(hex, side);
  }
  const out = new Map<PlaceId, Side | null>();
  for (const p of STRONGHOLDS) {
    const st = s.status[p.nation];
    out.set(p.id, here.get(p.hex) ?? (st === 'highlord' || st === 'whitestone' ? st : null));
  }
  return out;
}

/**
 * The strongholds "under the Knights' control" when the scenario begins
 * (DG-KOS-02): those of the Knights nations that no Highlord army holds. The
 * Knights are conquered together once the Highlord has captured all of them.
 */
export function knightsStrongholdsAtStart(s: Scenario): PlaceId[] {
  const control = initialControl(s);
  return STRONGHOLDS.filter((p) => KNIGHTS_NATIONS.includes(p.nation) && control.get(p.id) !== 'highlord').map(
    (p) => p.id,
  );
}
