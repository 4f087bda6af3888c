/**
 * Order of battle (the War Preparation sheet, not in the seed: checklist 3.1
 * item 9), reinforcements (DL-REIN), summoning (DL-SUMM), the neutrals' homes
 * and the Ul ruler draw (DL-NEUT), and the control of every fortification at
 * the start (DL-SIEGE-04). A unit's home code says where it starts (the text:
 * units placed together share a code); the special placements are the text's.
 */
import type { AreaId, Faction, HomeCode, Neutral, Side } from './ids.ts';
import { UNITS, type UnitCounter } from './counters.ts';
import { FORTIFICATIONS, KHOZAR_TEMPLES, WESTERN_CITIES, settlement, type Settlement } from './places.ts';

/** Where each home code lives (null: it has no fixed place on the map). */
export const HOME_AREAS: Readonly<Record<HomeCode, AreaId | null>> = {
  NSh: settlement('nisshar').area,
  ER: settlement('erush').area,
  TG: settlement('taegul').area,
  MD: settlement('midazu').area,
  KhZ: settlement('kharzum').area,
  NKh: settlement('temple-of-ninkhiz').area,
  PTs: null,
  SKhN: settlement('temple-of-ninkhiz').area,
  KhN: settlement('shaman-temple').area,
  YoR: settlement('temple-of-yorgash').area,
  TM: settlement('timur').area,
  DA: settlement('deansor').area,
  GZ: settlement('gantoz').area,
  BZ: settlement('barzek').area,
  KhO: null,
  ZG: null,
  AN: null,
  PR: null,
  PRP: null,
  ShU: settlement('mines-of-ul').area,
  AKh: settlement('altu-khan').area,
  DR: settlement('temple-of-the-ancients').area,
  LYU: settlement('lyuung').area,
  VL: settlement('runa').area,
};

/** What each home code stands for (the text's meaning where it gives one). */
export const HOME_CODE_NAMES: Readonly<Record<HomeCode, string>> = {
  NSh: 'Nisshar',
  ER: 'Erush',
  TG: 'Taegul',
  MD: 'Midazu',
  KhZ: 'Kharzum',
  NKh: 'Temple of Ninkhiz (garrison)',
  PTs: 'Underworld Realm (Demon reinforcements)',
  SKhN: 'creatures of Ninkhiz (summoned)',
  KhN: 'the Shaman (summoned)',
  YoR: 'Yorgash (summoned)',
  TM: 'Timur',
  DA: 'DeAnsor',
  GZ: 'Gantoz',
  BZ: 'Barzek',
  KhO: 'servants of Khozar (the four temples)',
  ZG: 'Western Townsmen',
  AN: 'mercenary army (Khozar reinforcements)',
  PR: 'Spirit of Light (summoned)',
  PRP: 'Western Mage (summoned)',
  ShU: 'Kingdom of Ul',
  AKh: 'Altu-Khan',
  DR: 'the Ancients',
  LYU: 'Lyuung',
  VL: 'Great Forest (Runa)',
};

export const NEUTRAL_HOMES: Readonly<Record<Neutral, AreaId>> = {
  ul: settlement('mines-of-ul').area,
  'altu-khan': settlement('altu-khan').area,
  ancients: settlement('temple-of-the-ancients').area,
  lyuung: settlement('lyuung').area,
  'great-forest': settlement('runa').area,
};

// ---------------------------------------------------------------------------
// Summoning (DL-SUMM-05..12)
// ---------------------------------------------------------------------------

export interface Summoning {
  id: string;
  /** Who may summon: a side, or whoever is allied with this neutral. */
  by: Side | { allyOf: Neutral };
  /** The temple areas where the caster must stand. */
  temples: readonly AreaId[];
  /** The counters that can come. */
  units: readonly string[];
  /** Draw this many of them at random, unseen until all are drawn (SKhN). */
  draw?: number;
  /** Or roll 1d6 and take the unit of the matching faces (Great Forest). */
  roll?: readonly { faces: readonly number[]; unit: string }[];
  /** Only one of `units` may ever be in play, and only that one may come again (DL-SUMM-11). */
  onlyOneEver?: true;
  /** Not before this turn (Spirit of Light). */
  fromTurn?: number;
  /** Only once the side's reinforcements are on the map (Western Mage). */
  afterReinforcementsArrive?: true;
  /** Each summoning counts as calling reinforcements for VP (AMB-48). */
  countsAsReinforcementCall?: true;
  /** This caster's power counts as this for the summoning roll only. */
  casterPowerOverride?: { character: string; power: number };
}

const khozarTempleAreas = KHOZAR_TEMPLES.map((t) => t.area);

export const SUMMONINGS: readonly Summoning[] = [
  { id: 'yorgash', by: 'demon', temples: [settlement('temple-of-yorgash').area], units: ['yorgash'] },
  { id: 'shaman', by: 'demon', temples: [settlement('shaman-temple').area], units: ['shaman'] },
  {
    id: 'ninkhiz',
    by: 'demon',
    temples: [settlement('temple-of-ninkhiz').area],
    units: UNITS.filter((u) => u.home === 'SKhN').map((u) => u.id),
    draw: 5,
  },
  { id: 'spirit-of-light', by: 'khozar', temples: khozarTempleAreas, units: ['spirit-of-light'], fromTurn: 2 },
  {
    id: 'western-mage',
    by: 'khozar',
    temples: khozarTempleAreas,
    units: ['western-mage'],
    afterReinforcementsArrive: true,
    countsAsReinforcementCall: true,
  },
  {
    id: 'ancient-one',
    by: { allyOf: 'ancients' },
    temples: [settlement('temple-of-the-ancients').area],
    units: ['ancient-one'],
  },
  {
    id: 'forest-temple',
    by: { allyOf: 'great-forest' },
    temples: [settlement('forest-temple').area],
    units: ['beast-god', 'forest-spirit'],
    roll: [
      { faces: [1, 2, 3], unit: 'beast-god' },
      { faces: [4, 5, 6], unit: 'forest-spirit' },
    ],
    onlyOneEver: true,
    casterPowerOverride: { character: 'forest-chieftain', power: 4 },
  },
];

export const SUMMONED_UNITS: ReadonlySet<string> = new Set(SUMMONINGS.flatMap((s) => s.units));

// ---------------------------------------------------------------------------
// Reinforcements (DL-REIN-01..09, DL-VTOUR-02)
// ---------------------------------------------------------------------------

export interface ReinforcementPool {
  side: Side;
  home: HomeCode;
  name: string;
  counters: number;
  draw: number;
  tournamentDraw: number;
  /** Areas where a road leaves the side's own map edge (AMB-59: as listed). */
  entries: readonly AreaId[];
}

export const REINFORCEMENTS: Readonly<Record<Side, ReinforcementPool>> = {
  demon: {
    side: 'demon',
    home: 'PTs',
    name: 'Underworld Realm',
    counters: 11,
    draw: 9,
    tournamentDraw: 10,
    entries: ['2201', '2214', '2223'],
  },
  khozar: {
    side: 'khozar',
    home: 'AN',
    name: 'mercenary army',
    counters: 9,
    draw: 8,
    tournamentDraw: 9,
    entries: ['0301', '0108', '0523'],
  },
};

export const REINFORCEMENT_RULES = {
  /** Any of these, by either side, opens calls for both (AMB-60). */
  unlockedBy: ['first-battle', 'first-siege', 'first-unit-lost-or-captured'],
  arrivesOn: [1, 2, 3],
  rollAtStartOfCallersPhases: true,
  mayBeWithdrawn: false,
} as const;

// ---------------------------------------------------------------------------
// Ul's ruler (DL-NEUT-03)
// ---------------------------------------------------------------------------

export const UL_RULERS = [
  { faces: [1, 2, 3], ruler: 'balor', units: ['balor', 'ul-trolls', 'ul-slave-miners-1', 'ul-slave-miners-2'] },
  {
    faces: [4, 5, 6],
    ruler: 'dwarf-king',
    units: ['dwarf-king', 'ul-dwarves-1', 'ul-dwarves-2', 'ul-slave-miners-1', 'ul-slave-miners-2'],
  },
] as const;

// ---------------------------------------------------------------------------
// Placement of every unit
// ---------------------------------------------------------------------------

export type Placement =
  /** Set up in this area. */
  | { kind: 'area'; area: AreaId }
  /** Servants of Khozar: two per temple, Khozar chooses (DL-SETUP-04); `area` is our default. */
  | { kind: 'khozar-temple'; area: AreaId }
  /** Western Townsmen: placed by die roll, one per western city at most (DL-SETUP-05/06). */
  | { kind: 'western-city'; cities: readonly AreaId[] }
  /** Kept off the map until reinforcements arrive. */
  | { kind: 'reinforcement'; side: Side; entries: readonly AreaId[] }
  /** Kept off the map until summoned in one of these temples. */
  | { kind: 'summoned'; temples: readonly AreaId[] }
  /** In the Mines of Ul, but only if the ruler draw brings it (DL-NEUT-03). */
  | { kind: 'ul'; area: AreaId; rulers: readonly ('balor' | 'dwarf-king')[] };

/** Our default temple for each servant of Khozar: one servant and one guard to each temple. */
export const KHOZAR_TEMPLE_DEFAULT: Readonly<Record<string, string>> = {
  'kho-anselm': 'dawn-temple',
  'kho-guard-1': 'dawn-temple',
  'kho-oda': 'sword-temple',
  'kho-guard-2': 'sword-temple',
  'kho-teodric': 'well-temple',
  'kho-guard-3': 'well-temple',
  'kho-lyse': 'star-temple',
  'kho-guard-4': 'star-temple',
};

export const ZG_PLACEMENT = {
  cities: WESTERN_CITIES.map((c) => c.area),
  placedOn: [1, 2, 3],
  maxPerCity: 1,
  /** A unit refused by every city stays out of the game. */
  refusedEverywhere: 'out-of-game',
} as const;

export function placementOf(u: UnitCounter): Placement {
  if (SUMMONED_UNITS.has(u.id)) {
    const s = SUMMONINGS.find((x) => x.units.includes(u.id))!;
    return { kind: 'summoned', temples: s.temples };
  }
  if (u.home === 'PTs' || u.home === 'AN') {
    const side = u.home === 'PTs' ? 'demon' : 'khozar';
    return { kind: 'reinforcement', side, entries: REINFORCEMENTS[side].entries };
  }
  if (u.home === 'KhO') {
    const t = KHOZAR_TEMPLE_DEFAULT[u.id];
    if (!t) throw new Error(`no temple for ${u.id}`);
    return { kind: 'khozar-temple', area: settlement(t).area };
  }
  if (u.home === 'ZG') return { kind: 'western-city', cities: ZG_PLACEMENT.cities };
  if (u.home === 'ShU') {
    const rulers = UL_RULERS.filter((r) => (r.units as readonly string[]).includes(u.id)).map((r) => r.ruler);
    return { kind: 'ul', area: NEUTRAL_HOMES.ul, rulers };
  }
  const area = HOME_AREAS[u.home];
  if (!area) throw new Error(`no home area for ${u.id} (${u.home})`);
  return { kind: 'area', area };
}

/** The order of battle: every unit's placement. */
export const ORDER_OF_BATTLE: ReadonlyMap<string, Placement> = new Map(UNITS.map((u) => [u.id, placementOf(u)]));

/** Units on the map from the first phase (fixed areas, temples, and the Ul units in the mines). */
export const STARTING_AREA_OF: ReadonlyMap<string, AreaId> = new Map(
  UNITS.flatMap((u): [string, AreaId][] => {
    const p = placementOf(u);
    if (p.kind === 'area' || p.kind === 'khozar-temple' || p.kind === 'ul') return [[u.id, p.area]];
    return [];
  }),
);

// ---------------------------------------------------------------------------
// Control of the fortifications at the start (DL-SIEGE-04, DL-ALLY-08)
// ---------------------------------------------------------------------------

export type InitialControl = Faction | 'khozar-if-townsman' | null;

function controlOf(f: Settlement): InitialControl {
  if (f.western) return 'khozar-if-townsman';
  const here = UNITS.filter((u) => STARTING_AREA_OF.get(u.id) === f.area);
  const factions = [...new Set(here.map((u) => u.faction))];
  if (factions.length > 1) throw new Error(`two factions start in ${f.name}`);
  return factions[0] ?? null;
}

/**
 * Who controls each fortification before the first phase: whoever's units
 * start in it; a western city is Khozar's only if a townsman was placed there.
 */
export const INITIAL_CONTROL: ReadonlyMap<string, InitialControl> = new Map(
  FORTIFICATIONS.map((f) => [f.id, controlOf(f)]),
);

/** Turn order (DL-SETUP-09, DL-VFT-01): Khozar plays the first phase of every turn in the base game. */
export const FIRST_PHASE: Side = 'khozar';
