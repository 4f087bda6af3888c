/**
 * The economy (checklist 1.4, 1.6, 1.7, 1.12): collections, expenses, regency,
 * courts, loyalty, growth, state religions, covert holdings and Exploratory
 * Trade, with the thread's worked examples as data. Tables and numbers are the
 * thread's; the growth targets (D-04), the court price (J-10) and the
 * roundings the judgment calls fix are ours.
 */
import type { ChecklistRef, Climate, ClassId, HoldingType, Loyalty, RegencySwing } from './ids.ts';
import { regencyFactor } from './character.ts';
import type { RegionId } from './provinces.ts';

/** Round down to a tenth of a GB (J-15, law claims in 0.1 GB steps). */
export const floorTenth = (x: number): number => Math.floor(x * 10 + 1e-9) / 10;
/** Round up to a tenth of a GB (J-72), and to the next tenth for morale (P13). */
export const ceilTenth = (x: number): number => Math.ceil(x * 10 - 1e-9) / 10;

// ---------------------------------------------------------------------------
// Initiative and time (P3)
// ---------------------------------------------------------------------------

export const INITIATIVE = {
  die: 20,
  /** Alertness adds this to the roll. */
  alertness: 10,
  /** Early orders earn nothing; late ones count as empty (J-02); ties re-roll (J-05). */
  earlyBonus: 0,
} as const;

export const CALENDAR = {
  roundsPerTurn: 3,
  turnsPerYear: 4,
  /** Collections, loyalty and expenses at the start of round 1 of each turn; extra court paid then too. */
  collectionRound: 1,
  /** Law claims are declared in round 3 and taken at the next collection. */
  lawClaimRound: 3,
  /** Growth comes at the start of every autumn turn. */
  growthSeason: 'autumn',
} as const;

// ---------------------------------------------------------------------------
// Collections (P3, checklist 1.7.1)
// ---------------------------------------------------------------------------

/** GB a turn per level: provinces, temples and guilds pay 1; law and sources pay nothing. */
export const GB_PER_LEVEL: Readonly<Record<'province' | HoldingType, number>> = {
  province: 1,
  temple: 1,
  guild: 1,
  law: 0,
  source: 0,
};

/** A province's collection may be cut to 0 or raised to +50% of base, rounded up (P3). */
export const taxRange = (level: number): readonly [number, number] => [0, Math.ceil(level * 1.5)];

/** What a province pays: base plus the decreed change, within the range; nothing when Rebellious. */
export function provinceCollection(level: number, change: number, loyalty: Loyalty): number {
  if (loyalty === 'rebellious') return 0;
  const [lo, hi] = taxRange(level);
  return Math.min(hi, Math.max(lo, level + change));
}

/** A tax Decree moves collections by a total of at most Law + 1 GB (J-14). */
export const taxDecreeLimit = (law: number): number => law + 1;

/** Trade route value: the average level of its two guilds, rounded down to 0.1 GB (J-15). */
export const tradeRouteValue = (guildA: number, guildB: number): number => floorTenth((guildA + guildB) / 2);

export const LAW_CLAIM = {
  /** The claiming law holding must be at least this level. */
  minLevel: 1,
  /** Per target: at most half the claiming holding's level in GB ... */
  shareOfOwnLevel: 0.5,
  /** ... and at most half of what the target actually produces. */
  shareOfTargetIncome: 0.5,
  step: 0.1,
  /** Targets: temples, guilds and trade routes in the province, and the province itself if someone else rules it. */
  targets: ['temple', 'guild', 'trade-route', 'province'] as const,
  /** Covert holdings and guilds enforcing an embargo cannot be claimed. */
  exempt: ['covert', 'embargoing-guild'] as const,
} as const;

export const lawClaimMax = (claimLevel: number, targetIncome: number): number =>
  claimLevel < LAW_CLAIM.minLevel
    ? 0
    : floorTenth(Math.min(claimLevel * LAW_CLAIM.shareOfOwnLevel, targetIncome * LAW_CLAIM.shareOfTargetIncome));

// ---------------------------------------------------------------------------
// Expenses (P3, checklist 1.7.3)
// ---------------------------------------------------------------------------

export interface AssetCounts {
  provinces: number;
  /** Holdings, not levels; level 0 counts; sources are paid in RP instead (checklist 1.7.3). */
  holdings: number;
  tradeRoutes: number;
  fortificationLevels: number;
  /** Every building level, highways included. */
  buildingLevels: number;
  spyNetworks: number;
}

export const ASSET_DIVISOR = 5;

/** GB of asset maintenance: the asset count over 5 (P3 example: 17 assets pay 3.4 GB). */
export function assetMaintenance(c: AssetCounts): number {
  const n = c.provinces + c.holdings + c.tradeRoutes + c.fortificationLevels + c.buildingLevels + c.spyNetworks;
  return floorTenth(n / ASSET_DIVISOR);
}

/** RP of source upkeep: source holdings (level 0 too) and ley lines over 5 (P3). */
export const sourceUpkeep = (sources: number, leyLines: number): number =>
  floorTenth((sources + leyLines) / ASSET_DIVISOR);

/** The worked example of P3, carried: 4 provinces, 4 law, 2 guild, 2 highways, fortification 3, palace 2. */
export const MAINTENANCE_EXAMPLE = {
  counts: {
    provinces: 4,
    holdings: 6,
    tradeRoutes: 0,
    fortificationLevels: 3,
    buildingLevels: 4,
    spyNetworks: 0,
  } satisfies AssetCounts,
  assets: 17,
  gb: 3.4,
} as const;

/** Ships that spent the whole previous round in port pay half (P3). */
export const IN_PORT_MAINTENANCE_SHARE = 0.5;

/** When the treasury cannot pay, the cuts fall in this order (P3). */
export const UNPAID_ORDER: readonly { what: string; effect: string }[] = [
  {
    what: 'units',
    effect:
      'each unpaid regular unit checks morale at DC 15 (RP may change it, unit by unit) and disbands on a failure (J-52); unpaid mercenaries disband at once',
  },
  {
    what: 'ships',
    effect:
      'those not in port first: each unpaid ship takes 1 damage and is unusable until paid; at sea it limps to the nearest friendly port; at 0 hits it is gone',
  },
  { what: 'buildings', effect: 'they stop working (and lose a level after two unpaid turns, ./buildings.ts)' },
  { what: 'highways', effect: 'destroyed' },
  { what: 'fortifications', effect: 'lose a level but still protect' },
  { what: 'trade routes', effect: 'removed' },
  { what: 'holdings', effect: 'lose a level' },
  { what: 'provinces', effect: 'lose a loyalty step' },
];
export const UNPAID_UNIT_DC = 15;

// ---------------------------------------------------------------------------
// Regency (P3, P8, checklist 1.7.2, 1.7.4)
// ---------------------------------------------------------------------------

export interface RegencyInput {
  bloodlineScore: number;
  classes: readonly ClassId[];
  /** Levels of the provinces he rules that pay regency (not occupied by others). */
  provinceLevels: readonly number[];
  /** Levels of his uncontested holdings by type. */
  holdings: readonly { type: HoldingType; level: number }[];
  /** An heir ruling before his Coronation gets half; a claimant nothing (P4). */
  status?: 'ruler' | 'uncrowned-heir' | 'claimant';
}

/**
 * RP collected each turn (J-09): the lower of the bloodline score and the
 * domain's power, where power is the sum of province levels at full and of
 * holding levels at the ruler's best class factor for their type.
 */
export function regencyCollected(x: RegencyInput): number {
  const power =
    x.provinceLevels.reduce((n, l) => n + l, 0) +
    x.holdings.reduce((n, h) => n + h.level * regencyFactor(x.classes, h.type), 0);
  const base = Math.min(x.bloodlineScore, power);
  const share = x.status === 'claimant' ? 0 : x.status === 'uncrowned-heir' ? 0.5 : 1;
  return Math.floor(base * share);
}

/** At most twice the bloodline score carries into the next turn (P3). */
export const carryOverCap = (score: number): number => 2 * score;

/**
 * Regency gains and losses (P8): minor ¼ and major ½ of the score, rounded
 * down but at least 1 (J-77); a great gain raises the score by 1; a great
 * loss costs the whole score in RP. A ruler who cannot pay loses 1 score.
 */
export const REGENCY_SWING_TABLE: Readonly<Record<RegencySwing, { share?: number; scoreGain?: number }>> = {
  minor: { share: 1 / 4 },
  major: { share: 1 / 2 },
  great: { share: 1, scoreGain: 1 },
};
export const regencySwingRp = (swing: 'minor' | 'major' | 'great-loss', score: number): number =>
  swing === 'great-loss' ? score : Math.max(1, Math.floor(score * (REGENCY_SWING_TABLE[swing].share ?? 0)));
export const UNPAYABLE_LOSS_SCORE = 1;

/** The closed list of regency triggers (J-41). */
export const REGENCY_TRIGGERS: readonly {
  id: string;
  swing: 'minor-loss' | 'major-loss';
  when: string;
  ref: ChecklistRef;
}[] = [
  {
    id: 'treaty-breach',
    swing: 'major-loss',
    when: 'declaring war on a peace-treaty partner within its term',
    ref: 'J-23',
  },
  {
    id: 'dishonourable-divestiture',
    swing: 'minor-loss',
    when: 'forcibly divesting a regent of one’s own culture (Khinasi setting)',
    ref: 'J-28',
  },
  {
    id: 'spurn-faith',
    swing: 'major-loss',
    when: 'cancelling a state religion that still holds the realm majority',
    ref: 'J-40',
  },
];

/** Vassal tribute: agreed RP each turn, 1 per province or holding held for the liege by default (J-30). */
export const VASSAL_TRIBUTE_DEFAULT = 1;

/** Grant interception: 5% per level of hostile law on the path, −5 points per escort, one roll (J-19). */
export const GRANT_INTERCEPTION = { percentPerLevel: 5, percentPerEscort: -5 } as const;

// ---------------------------------------------------------------------------
// Courts (P3, checklist 1.4)
// ---------------------------------------------------------------------------

export interface CourtRow {
  level: number;
  name: string;
  actions: number;
  /** Politics modifier for domain actions of the regent and his lieutenants. */
  politics: number;
}

export const COURT_TABLE: readonly CourtRow[] = [
  { level: 0, name: 'Minimal court', actions: 0, politics: -3 },
  { level: 1, name: 'Quaint court', actions: 1, politics: -3 },
  { level: 2, name: 'Quaint court', actions: 1, politics: -2 },
  { level: 3, name: 'Average court', actions: 1, politics: -1 },
  { level: 4, name: 'Average court', actions: 1, politics: 0 },
  { level: 5, name: 'Good court', actions: 2, politics: 0 },
  { level: 6, name: 'Good court', actions: 2, politics: 1 },
  { level: 7, name: 'Excellent court', actions: 2, politics: 2 },
  { level: 8, name: 'Excellent court', actions: 3, politics: 2 },
  { level: 9, name: 'Opulent court', actions: 3, politics: 3 },
  { level: 10, name: 'World-class court', actions: 4, politics: 3 },
];

export const COURT = {
  max: 10,
  /** Extra court levels bought in round 1: GB per level for the turn (J-10). */
  gbPerBoughtLevel: 1,
  /** The court modifier cannot lift Politics above this (it may push it below 0). */
  politicsCeiling: 10,
  /** Decree becomes free after this many rounds at court 10 (R-08, J-78). */
  freeDecreeAfterRounds: 3,
  /** "A 7 GB court" of Rule Province means a court of this level or more (J-10). */
  capitalCourtForRuleProvince: 7,
} as const;

/** Court level: largest non-source holding + best palace + bought levels, at most 10 (P3, J-10, J-11). */
export const courtLevel = (largestNonSourceHolding: number, palace: number, bought: number): number =>
  Math.min(COURT.max, largestNonSourceHolding + palace + bought);

/** A wizard also has court actions as if his court were his largest source (P3), for source work only. */
export const wizardCourtActions = (largestSource: number): number =>
  COURT_TABLE[Math.min(COURT.max, largestSource)]?.actions ?? 0;
export const WIZARD_COURT_USES = ['source and ley-line actions', 'grants of gold', 'source buildings'] as const;

// ---------------------------------------------------------------------------
// Loyalty (P3, checklist 1.6)
// ---------------------------------------------------------------------------

/** Each initial mood's bands of the modified d20 total: [from, to], null = open. */
export const LOYALTY_TABLE: Readonly<
  Record<Loyalty, readonly { to: Loyalty; from: number | null; upTo: number | null }[]>
> = {
  rebellious: [
    { to: 'rebellious', from: null, upTo: 19 },
    { to: 'poor', from: 20, upTo: 34 },
    { to: 'average', from: 35, upTo: 49 },
    { to: 'high', from: 50, upTo: null },
  ],
  poor: [
    { to: 'rebellious', from: null, upTo: 10 },
    { to: 'poor', from: 11, upTo: 24 },
    { to: 'average', from: 25, upTo: 39 },
    { to: 'high', from: 40, upTo: null },
  ],
  average: [
    { to: 'poor', from: null, upTo: 0 },
    { to: 'average', from: 1, upTo: 24 },
    { to: 'high', from: 25, upTo: null },
  ],
  high: [
    { to: 'average', from: null, upTo: 8 },
    // The text has "<9" and "10+"; a total of exactly 9 stays High (J-07).
    { to: 'high', from: 9, upTo: null },
  ],
};

export function adjustLoyalty(initial: Loyalty, total: number): Loyalty {
  const band = LOYALTY_TABLE[initial].find(
    (b) => (b.from === null || total >= b.from) && (b.upTo === null || total <= b.upTo),
  );
  if (!band) throw new Error(`no loyalty band for ${initial} ${total}`);
  return band.to;
}

export interface LoyaltyModifier {
  id: string;
  value: number;
  per?: string;
  max?: number;
  when: string;
  ref: ChecklistRef;
}

/** Modifiers to the loyalty d20 at the start of each turn (P3, plus the judgment calls that quantify others). */
export const LOYALTY_MODIFIERS: readonly LoyaltyModifier[] = [
  { id: 'major-event-dealt', value: 3, when: 'the ruler dealt with a major event here last turn', ref: 'J-06' },
  {
    id: 'politics',
    value: 1,
    per: 'point of the ruler’s Politics (no court modifier)',
    when: 'always',
    ref: '1.6',
  },
  { id: 'minor-event-dealt', value: 1, when: 'the ruler dealt with a minor event here last turn', ref: 'J-06' },
  { id: 'tax-cut', value: 1, per: 'GB of decreased collection', when: 'taxes are lowered', ref: '1.6' },
  { id: 'tax-raise', value: -1, per: 'GB of increased collection', when: 'taxes are raised', ref: '1.6' },
  { id: 'levies', value: -1, per: 'levy unit mustered here last turn', when: 'levies were raised', ref: '1.6' },
  { id: 'hostile-holding', value: -2, per: 'holding hostile to the ruler (J-08)', when: 'always', ref: 'J-08' },
  { id: 'minor-event-failed', value: -2, when: 'a minor event here went unanswered or failed', ref: 'J-06' },
  {
    id: 'hostile-spell',
    value: -2,
    per: 'Warding or ongoing hostile realm spell on the province',
    when: 'always',
    ref: '1.6',
  },
  { id: 'major-event-failed', value: -5, when: 'a major event here went unanswered or failed', ref: 'J-06' },
  { id: 'occupied', value: -10, when: 'the province is occupied by military forces', ref: '1.6' },
  { id: 'embargo', value: -2, per: 'turn the embargo has been in force', when: 'under embargo', ref: 'J-38' },
  { id: 'ransom-ignored', value: -1, when: 'the ruler ignored a ransom offer last turn (every province)', ref: 'J-39' },
  {
    id: 'self-occupation',
    value: -1,
    per: 'level of other regents’ holdings caught',
    max: 5,
    when: 'the ruler occupies his own province',
    ref: 'J-36',
  },
];

/** Loyalty moves the DC of every action in the province (P4). */
export const LOYALTY_DC: Readonly<Record<Loyalty, number>> = { high: -1, average: 0, poor: 2, rebellious: 4 };

// ---------------------------------------------------------------------------
// Growth (P6, D-04, J-82)
// ---------------------------------------------------------------------------

/**
 * Growth levels a province needs to rise from level L (index) to L + 1, by
 * climate zone (authored, D-04: the thread keeps these on its holding pages).
 * A province gains 1 growth each autumn (2 with a Bathhouse), plus what Rule
 * Province adds.
 */
export const GROWTH_TARGETS: Readonly<Record<Climate, readonly number[]>> = {
  mild: [2, 2, 3, 3, 4, 4, 5, 5, 6, 6],
  dry: [3, 3, 4, 4, 5, 5, 6, 6, 7, 7],
  harsh: [4, 4, 5, 5, 6, 6, 7, 7, 8, 8],
};
export const growthTarget = (climate: Climate, level: number): number | null => GROWTH_TARGETS[climate][level] ?? null;

export const GROWTH = {
  perAutumn: 1,
  bathhouse: 1,
  /** Everyone starts at growth 0 (authored). */
  start: 0,
  /** On reaching the target: +1 level, growth back to 0, excess lost (J-82). */
  onTarget: 'level +1, growth 0',
  /** Below 0: −1 level, growth to the previous target, the rest lost (P6). */
  belowZero: 'level −1, growth to the previous target',
  /** No growth: occupied more than a turn, nomad, wilderness, at maximum level. */
  none: ['occupied-over-a-turn', 'nomad', 'wilderness', 'at-maximum'],
  /** A nomad province reaching this level becomes an ordinary one (P12). */
  nomadSettlesAt: 4,
  /** Wilderness provinces are never above this level (P12). */
  wildernessMaxLevel: 1,
} as const;

// ---------------------------------------------------------------------------
// State religion and covert holdings (P11, checklist 1.12.1-2)
// ---------------------------------------------------------------------------

export const STATE_RELIGION = {
  /** Eligible when its temple levels in the realm exceed this share of the realm's province levels. */
  majorityShare: 0.5,
  temple: {
    agitateDc: -2,
    otherActionsDc: -1,
    soleCeremonies: true,
    opposeRulerDc: 2,
  },
  ruler: { ruleDcMajority: -1, ruleDcAll: -2, countsAsVassalForRp: true },
  /** A domain that is its own state religion keeps only the rule bonuses and the Agitate one. */
  ownFaith: ['ruleDcMajority', 'ruleDcAll', 'agitateDc'],
  /** Cancelled by Decree; if the faith still holds the majority the ruler takes a major regency loss (J-40). */
  cancelPenalty: 'major-loss',
} as const;

export const COVERT = {
  types: ['law', 'temple', 'guild'] as readonly HoldingType[],
  create: { gb: 3, dc: 13 },
  makeCovert: { gb: 3, rpPerLevel: 3, dcBase: 13, dcPerLevel: 1 },
  rule: { gb: 3, dc: 12 },
  contestOrConvertDc: 5,
  espionageDc: -5,
  immuneTo: ['occupation', 'pillage', 'law-claim'],
  /** The province ruler sees a covert holding's type only, others nothing (J-69). */
  rulerSees: 'type',
} as const;

// ---------------------------------------------------------------------------
// Exploratory Trade (P11, checklist 1.12.3)
// ---------------------------------------------------------------------------

/**
 * Maximum ships by seaport province level (key) and guild level (index 0 = guild level 1),
 * the thread's fleet table unrolled to one entry per guild level.
 */
export const EXPEDITION_FLEET: Readonly<Record<number, readonly number[]>> = {
  4: [0, 0, 1, 1],
  5: [0, 0, 1, 1, 2],
  6: [1, 1, 1, 2, 2, 3],
  7: [1, 1, 2, 2, 3, 3, 4],
  8: [1, 1, 2, 2, 3, 3, 4, 5],
  9: [2, 2, 3, 3, 4, 4, 5, 5, 6],
  10: [2, 2, 3, 3, 5, 5, 6, 6, 7, 10],
};

/** Ships a guild may send; 0 below a level-4 seaport or with a level-0 guild. */
export function expeditionShips(provinceLevel: number, guildLevel: number): number {
  if (guildLevel < 1) return 0;
  const row = EXPEDITION_FLEET[Math.min(10, provinceLevel)];
  return row?.[guildLevel - 1] ?? 0;
}

export interface Destination {
  id: string;
  name: string;
  steps: number;
  /** A longer voyage from these regions of our map. */
  stepsFrom?: { regions: readonly RegionId[]; steps: number };
  /** As printed: the "from" names of the text. */
  stepsNote?: string;
  piratePercent: number;
  /** Profit the region yields per turn to everyone trading there (J-85). */
  maxProfit: number;
}

/** The destination table of P11, provisional in the text, kept exactly. */
export const DESTINATIONS: readonly Destination[] = [
  {
    id: 'anuire',
    name: 'Anuire',
    steps: 1,
    stepsFrom: { regions: ['docandragh', 'island-states'], steps: 2 },
    stepsNote: '2 steps from Docandragh and Island States',
    piratePercent: 10,
    maxProfit: 40,
  },
  { id: 'sahirde-el-mehare', name: 'Sahirde el-Mehare', steps: 1, piratePercent: 33, maxProfit: 40 },
  {
    id: 'vosgaard',
    name: 'Vosgaard',
    steps: 1,
    stepsFrom: { regions: ['plains-states', 'zhainge-valley'], steps: 2 },
    stepsNote: '2 steps from Plains States and Zhaïnge Valley',
    piratePercent: 5,
    maxProfit: 10,
  },
  { id: 'brechtur', name: 'Brechtür', steps: 2, piratePercent: 25, maxProfit: 50 },
  { id: 'dragon-isles', name: 'Dragon Isles', steps: 2, piratePercent: 10, maxProfit: 10 },
  { id: 'rjurik', name: 'Rjurik', steps: 2, piratePercent: 5, maxProfit: 15 },
  { id: 'northern-aduria', name: 'Northern Aduria', steps: 2, piratePercent: 33, maxProfit: 25 },
  { id: 'thaele', name: 'Thaele', steps: 2, piratePercent: 5, maxProfit: 10 },
  { id: 'djapar', name: 'Djapar', steps: 3, piratePercent: 25, maxProfit: 100 },
  { id: 'eastern-aduria', name: 'Eastern Aduria', steps: 3, piratePercent: 20, maxProfit: 50 },
  { id: 'western-aduria', name: 'Western Aduria', steps: 3, piratePercent: 20, maxProfit: 50 },
  { id: 'southern-aduria', name: 'Southern Aduria', steps: 4, piratePercent: 10, maxProfit: 50 },
  { id: 'zandjah', name: 'Zandjah', steps: 4, piratePercent: 25, maxProfit: 100 },
];

/** Steps (rounds out, trading and back) from a seaport of the given region. */
export function voyageSteps(d: Destination, from: RegionId): number {
  return d.stepsFrom?.regions.includes(from) ? d.stepsFrom.steps : d.steps;
}

export interface ExpeditionInput {
  regentLeads: boolean;
  guilderLieutenantAboard: boolean;
  regentIsGuilder: boolean;
  ships: number;
  galleons: number;
  culture: 'khinasi-nomad' | 'rjurik' | 'vos' | 'elf' | 'gnoll' | 'ogre' | 'brecht' | 'other';
  blessedBySarma: boolean;
  firstExpedition: boolean;
  guildLevel: number;
  /** The leader's Commerce (the regent's when he leads, as the worked example applies it). */
  commerce: number;
}

/** The DC modifiers of Exploratory Trade (P11), as data. */
export const EXPEDITION_MODIFIERS: readonly { id: string; dc: number; when: string }[] = [
  { id: 'regent-leads', dc: -2, when: 'the regent leads the expedition in person (Oversee)' },
  { id: 'guilder-lieutenant', dc: -1, when: 'a Guilder lieutenant goes along (not with the regent leading)' },
  { id: 'guilder-regent', dc: -1, when: 'the regent is of the Guilder class' },
  { id: 'galleons', dc: -1, when: 'at least half the ships are galleons' },
  { id: 'one-ship', dc: 1, when: 'a single ship' },
  { id: 'three-to-five', dc: -1, when: '3-5 ships' },
  { id: 'six-plus', dc: -2, when: '6 or more ships' },
  {
    id: 'landlubber',
    dc: 1,
    when: 'a landlubber regent: a Khinasi nomad, a Rjurik or a Vos, an elf, a gnoll or an ogre',
  },
  { id: 'brecht', dc: -1, when: 'the regent is Brecht' },
  { id: 'sarma', dc: -1, when: 'blessed by a priest regent of Sarma (a free action for him)' },
  { id: 'first-time', dc: 2, when: 'the regent’s first Exploratory Trade' },
  { id: 'guild-level', dc: -1, when: 'per level of the sending guild' },
  { id: 'skill', dc: -1, when: 'per point of the leader’s Commerce' },
];

export const EXPEDITION_BASE_DC = 20;

/** The modified DC before any RP or GB is spent on it. */
export function expeditionDc(x: ExpeditionInput): number {
  let dc = EXPEDITION_BASE_DC;
  if (x.regentLeads) dc -= 2;
  else if (x.guilderLieutenantAboard) dc -= 1;
  if (x.regentIsGuilder) dc -= 1;
  if (x.galleons * 2 >= x.ships) dc -= 1;
  if (x.ships === 1) dc += 1;
  else if (x.ships >= 3 && x.ships <= 5) dc -= 1;
  else if (x.ships >= 6) dc -= 2;
  if (['khinasi-nomad', 'rjurik', 'vos', 'elf', 'gnoll', 'ogre'].includes(x.culture)) dc += 1;
  if (x.culture === 'brecht') dc -= 1;
  if (x.blessedBySarma) dc -= 1;
  if (x.firstExpedition) dc += 2;
  dc -= x.guildLevel;
  dc -= x.commerce;
  return dc;
}

/** Profit per returning ship by cargo capacity (P11): dice count, sides, plus. */
export const EXPEDITION_PROFIT: Readonly<Record<number, { dice: number; sides: number; plus: number }>> = {
  1: { dice: 1, sides: 2, plus: 0 },
  2: { dice: 1, sides: 2, plus: 1 },
  3: { dice: 1, sides: 3, plus: 1 },
  4: { dice: 1, sides: 4, plus: 1 },
  5: { dice: 1, sides: 6, plus: 1 },
  6: { dice: 2, sides: 4, plus: 1 },
};
export function profitRange(cargo: number): readonly [number, number] {
  const p = EXPEDITION_PROFIT[cargo];
  if (!p) throw new Error(`no profit row for cargo ${cargo}`);
  return [p.dice + p.plus, p.dice * p.sides + p.plus];
}

/** Ships pirates sink by fleet size (P11): 1d2 for 1-2, 1d3 for 3-5, 1d4 for 6+; never more than sailed (J-84). */
export const PIRATE_LOSSES: readonly { from: number; to: number | null; sides: number }[] = [
  { from: 1, to: 2, sides: 2 },
  { from: 3, to: 5, sides: 3 },
  { from: 6, to: null, sides: 4 },
];
export const pirateLossDie = (ships: number): number =>
  PIRATE_LOSSES.find((r) => ships >= r.from && (r.to === null || ships <= r.to))?.sides ?? 0;

export const EXPEDITION_RULES = {
  /** A seaport: coastal (not river) province of level 4+; the guild must be level 1+. */
  minPortLevel: 4,
  minGuildLevel: 1,
  /** Per regent: once per 4 turns from one seaport, once per turn in all. */
  turnsPerSeaport: 4,
  perTurn: 1,
  naturalOne: 'the whole fleet sinks (J-60 for those aboard)',
  naturalTwentyProfitMultiplier: 2,
  /** Pirates are checked whatever the roll (checklist 1.12.3). */
  piratesAlwaysRolled: true,
  /** Cargo returns after the voyage (lost with sunk ships, J-84); the base cost and GB spent on the DC do not. */
  cargoReturns: true,
} as const;

/** The worked example of P11, carried as numbers. */
export const EXPEDITION_EXAMPLE = {
  seaport: 'djafra',
  provinceLevel: 6,
  guildLevel: 4,
  destination: 'brechtur',
  steps: 2,
  maxShips: 2,
  ships: { type: 'dhoura', count: 2, cargoEach: 2 },
  baseRp: 2,
  baseGb: 2,
  cargoGb: 4,
  sarmaDonationGb: 1,
  input: {
    regentLeads: true,
    guilderLieutenantAboard: false,
    regentIsGuilder: true,
    ships: 2,
    galleons: 0,
    culture: 'other',
    blessedBySarma: true,
    firstExpedition: true,
    guildLevel: 4,
    commerce: 6,
  } satisfies ExpeditionInput,
  modifierTotal: -12,
  dc: 8,
  extraSpend: 6,
  dcAfterSpend: 2,
  profitPerShip: '1d2+1',
  expectedProfit: [4, 6],
  bestProfitOnTwenty: 12,
  voyageRounds: 2,
} as const;
