/**
 * Agendas, victory points, the event deck and the length of a game (checklist
 * 4, D-11, D-12, D-20). The thread fixes the agenda ranks, their limits and
 * costs, and promises victory points it never defines; the catalogue, the VP
 * values (J-66), the events (J-06) and the calendar are ours.
 */
import type { ActionId, AgendaRank, ChecklistRef, DomainId, HoldingType, ProvinceId, Season, SkillId } from './ids.ts';
import type { RegionId } from './provinces.ts';

// ---------------------------------------------------------------------------
// Agendas (P6/P8, J-65, J-66)
// ---------------------------------------------------------------------------

export const AGENDA_LIMITS: Readonly<Record<AgendaRank, number | null>> = { minor: 4, major: 2, great: null };
export const AGENDA_COSTS: Readonly<Record<AgendaRank, { gb: number; rp: number }>> = {
  minor: { gb: 1, rp: 1 },
  major: { gb: 5, rp: 5 },
  great: { gb: 25, rp: 25 },
};
/** VP an agenda scores at each collection while its condition holds (J-66). */
export const AGENDA_VP: Readonly<Record<AgendaRank, number>> = { minor: 1, major: 3, great: 5 };

/** A condition the engine can check at a collection. */
export type AgendaCondition =
  | { kind: 'treasury'; gb: number }
  | { kind: 'at-peace' }
  | { kind: 'loyal-realm' }
  | { kind: 'trade-routes'; count: number }
  | { kind: 'trade-value'; gb: number }
  | { kind: 'holding-provinces'; type: HoldingType; count: number }
  | { kind: 'units'; count: number }
  | { kind: 'ships'; count: number; shipyardLevel?: number }
  | { kind: 'court'; level: number }
  | { kind: 'building-levels'; count: number }
  | { kind: 'spy-networks'; count: number }
  | { kind: 'provinces-ruled'; count: number }
  | { kind: 'state-religion'; realms: number }
  | { kind: 'vassals'; count: number }
  | { kind: 'fortification-levels'; count: number }
  | { kind: 'ley-lines'; count: number }
  | { kind: 'rule-province'; province: ProvinceId }
  | { kind: 'rule-region'; region: RegionId }
  | { kind: 'crowned'; domain: DomainId }
  | { kind: 'created-provinces'; count: number }
  | { kind: 'bloodline'; score: number };

export interface Agenda {
  id: string;
  name: string;
  rank: AgendaRank;
  condition: AgendaCondition;
  text: string;
}

const ag = (id: string, name: string, rank: AgendaRank, condition: AgendaCondition, text: string): Agenda => ({
  id,
  name,
  rank,
  condition,
  text,
});

export const AGENDAS: readonly Agenda[] = [
  // minor
  ag('full-coffers', 'Full Coffers', 'minor', { kind: 'treasury', gb: 20 }, 'At least 20 GB after expenses.'),
  ag('peacemaker', 'Peacemaker', 'minor', { kind: 'at-peace' }, 'At war with no one for the whole last turn.'),
  ag(
    'contented-realm',
    'Contented Realm',
    'minor',
    { kind: 'loyal-realm' },
    'Every province he rules Average or better.',
  ),
  ag('trader', 'Trader', 'minor', { kind: 'trade-routes', count: 2 }, 'At least 2 trade routes.'),
  ag(
    'preacher',
    'Preacher',
    'minor',
    { kind: 'holding-provinces', type: 'temple', count: 4 },
    'Temples in 4 provinces.',
  ),
  ag('factor', 'Factor', 'minor', { kind: 'holding-provinces', type: 'guild', count: 4 }, 'Guilds in 4 provinces.'),
  ag(
    'warden-of-sources',
    'Warden of Sources',
    'minor',
    { kind: 'holding-provinces', type: 'source', count: 3 },
    'Sources in 3 provinces.',
  ),
  ag('standing-army', 'Standing Army', 'minor', { kind: 'units', count: 6 }, 'At least 6 units.'),
  ag('fleet-in-being', 'Fleet in Being', 'minor', { kind: 'ships', count: 3 }, 'At least 3 ships.'),
  ag('gracious-court', 'Gracious Court', 'minor', { kind: 'court', level: 5 }, 'A court of level 5 or more.'),
  ag(
    'builder',
    'Builder',
    'minor',
    { kind: 'building-levels', count: 3 },
    '3 building levels besides walls and roads.',
  ),
  ag('spymaster', 'Spymaster', 'minor', { kind: 'spy-networks', count: 2 }, 'At least 2 spy networks.'),
  // major
  ag('great-treasury', 'Great Treasury', 'major', { kind: 'treasury', gb: 60 }, 'At least 60 GB after expenses.'),
  ag('broad-realm', 'Broad Realm', 'major', { kind: 'provinces-ruled', count: 8 }, 'Rule 8 provinces.'),
  ag(
    'faith-of-the-realm',
    'Faith of the Realm',
    'major',
    { kind: 'state-religion', realms: 1 },
    'Recognised as the state religion of a realm.',
  ),
  ag('merchant-prince', 'Merchant Prince', 'major', { kind: 'trade-value', gb: 8 }, 'Trade routes worth 8 GB a turn.'),
  ag('high-court', 'High Court', 'major', { kind: 'court', level: 8 }, 'A court of level 8 or more.'),
  ag('overlord', 'Overlord', 'major', { kind: 'vassals', count: 1 }, 'At least one vassal.'),
  ag(
    'fortress-realm',
    'Fortress Realm',
    'major',
    { kind: 'fortification-levels', count: 10 },
    '10 levels of fortification.',
  ),
  ag('web-of-power', 'Web of Power', 'major', { kind: 'ley-lines', count: 3 }, 'At least 3 ley lines.'),
  // great
  ag(
    'crown-the-hollow',
    'Crown of the Hollow',
    'great',
    { kind: 'crowned', domain: 'hollow-crown' },
    'Crowned ruler of the Hollow Crown.',
  ),
  ag(
    'unite-plains-states',
    'One Plain',
    'great',
    { kind: 'rule-region', region: 'plains-states' },
    'Rule every province of the Plains States.',
  ),
  ag(
    'unite-island-states',
    'Lord of the Isles',
    'great',
    { kind: 'rule-region', region: 'island-states' },
    'Rule every province of the Island States.',
  ),
  ag('hold-djafra', 'Gate of the Gulf', 'great', { kind: 'rule-province', province: 'djafra' }, 'Rule Djafra.'),
  ag(
    'sea-power',
    'Mistress of the Sea',
    'great',
    { kind: 'ships', count: 8, shipyardLevel: 2 },
    '8 ships and a Shipyard of level 2 or more.',
  ),
  ag(
    'tame-the-wild',
    'Tamer of the Wild',
    'great',
    { kind: 'created-provinces', count: 2 },
    'Two provinces won from the wilderness by Create Province.',
  ),
  ag(
    'faith-of-the-gulf',
    'Faith of the Gulf',
    'great',
    { kind: 'holding-provinces', type: 'temple', count: 10 },
    'Temples in 10 provinces.',
  ),
  ag(
    'merchant-empire',
    'Merchant Empire',
    'great',
    { kind: 'trade-value', gb: 15 },
    'Trade routes worth 15 GB a turn.',
  ),
  ag(
    'arcane-dominion',
    'Arcane Dominion',
    'great',
    { kind: 'holding-provinces', type: 'source', count: 8 },
    'Sources in 8 provinces.',
  ),
  ag('blood-ascendant', 'Blood Ascendant', 'great', { kind: 'bloodline', score: 40 }, 'A bloodline score of 40.'),
  ag('empire', 'Empire', 'great', { kind: 'provinces-ruled', count: 15 }, 'Rule 15 provinces.'),
];
export const AGENDA_BY_ID: ReadonlyMap<string, Agenda> = new Map(AGENDAS.map((a) => [a.id, a]));

/** VP for deeds, scored once each (J-66 "other actions"). */
export const DEED_VP: readonly { id: string; vp: number; when: string; ref: ChecklistRef }[] = [
  { id: 'create-province', vp: 2, when: 'a province won from the wilderness (Create Province)', ref: 'J-66' },
  { id: 'coronation', vp: 5, when: 'crowned ruler of another, unclaimed domain (a great event)', ref: 'J-66' },
  { id: 'divestiture', vp: 1, when: 'each province taken by Divestiture', ref: 'J-66' },
  { id: 'expedition', vp: 1, when: 'each Exploratory Trade that returns a profit', ref: 'J-66' },
  { id: 'bloodline', vp: 1, when: 'each point of bloodline score gained', ref: 'J-66' },
];

// ---------------------------------------------------------------------------
// A game's length (D-20)
// ---------------------------------------------------------------------------

export const GAME = {
  start: { year: 1, season: 'spring' as Season, round: 1 },
  /** Turns (seasons) in the default game: four years. */
  defaultTurns: 16,
  minTurns: 4,
  maxTurns: 40,
  /** Hours players have for each round's orders by default. */
  defaultDeadlineHours: 48,
  /** At the start, each seated domain holds its Great agenda and up to its suggested minor and major ones, free. */
  freeStartingAgendas: { minor: 2, major: 1 },
  /** Most VP wins; ties go to the larger sum of province and holding levels (J-66), then share the win. */
  tieBreak: 'province-and-holding-levels',
} as const;

// ---------------------------------------------------------------------------
// Events (D-11, J-06)
// ---------------------------------------------------------------------------

export type EventResponse =
  /** Keep this many of his units in the province for a whole round. */
  | { kind: 'garrison'; units: number }
  /** Pay GB: a fixed sum, or the province level (or half of it, rounded up). */
  | { kind: 'pay'; gb: number | 'level' | 'half-level' }
  /** A character oversees the province for a round and makes a skill roll (d20 + skill ≥ DC). */
  | { kind: 'oversee'; skill: SkillId; dc: number }
  /** The named action, succeeding, in the province. */
  | { kind: 'action'; action: ActionId; free?: true }
  /** Beat the unit the event brings in battle. */
  | { kind: 'defeat'; unit: 'summoned-monsters' };

export interface EventCard {
  id: string;
  name: string;
  rank: 'minor' | 'major';
  response: EventResponse;
  text: string;
}

/**
 * At each turn's start, after expenses, each landed domain rolls d20: 1 is a
 * major event, 2-4 a minor one, in one of its provinces picked at random. It
 * must be answered within that turn; the next loyalty roll there takes +3/+1
 * if it was, −5/−2 if not (P3 modifiers, J-06).
 */
export const EVENT_TRIGGER = { die: 20, major: [1], minor: [2, 3, 4] } as const;

export const EVENTS: readonly EventCard[] = [
  {
    id: 'bandits',
    name: 'Bandits',
    rank: 'minor',
    response: { kind: 'garrison', units: 1 },
    text: 'Outlaws on the roads.',
  },
  {
    id: 'poor-harvest',
    name: 'Poor Harvest',
    rank: 'minor',
    response: { kind: 'pay', gb: 'half-level' },
    text: 'Grain must be bought in.',
  },
  {
    id: 'guild-quarrel',
    name: 'Guild Quarrel',
    rank: 'minor',
    response: { kind: 'oversee', skill: 'commerce', dc: 12 },
    text: 'Merchants at each other’s throats.',
  },
  {
    id: 'heresy',
    name: 'Heresy',
    rank: 'minor',
    response: { kind: 'oversee', skill: 'theology', dc: 12 },
    text: 'A preacher stirs the faithful.',
  },
  {
    id: 'feud',
    name: 'Feud',
    rank: 'minor',
    response: { kind: 'action', action: 'diplomacy', free: true },
    text: 'Two noble houses draw swords.',
  },
  {
    id: 'market-fire',
    name: 'Market Fire',
    rank: 'minor',
    response: { kind: 'pay', gb: 2 },
    text: 'The bazaar burns.',
  },
  {
    id: 'grumbling',
    name: 'Grumbling',
    rank: 'minor',
    response: { kind: 'action', action: 'agitate' },
    text: 'Discontent in the streets.',
  },
  { id: 'flood', name: 'Flood', rank: 'major', response: { kind: 'pay', gb: 'level' }, text: 'The waters rise.' },
  {
    id: 'plague',
    name: 'Plague',
    rank: 'major',
    response: { kind: 'oversee', skill: 'knowledge', dc: 15 },
    text: 'Sickness spreads.',
  },
  {
    id: 'uprising',
    name: 'Uprising',
    rank: 'major',
    response: { kind: 'garrison', units: 2 },
    text: 'The people take up arms.',
  },
  {
    id: 'monster',
    name: 'Monster',
    rank: 'major',
    response: { kind: 'defeat', unit: 'summoned-monsters' },
    text: 'A beast comes down on the farms.',
  },
  {
    id: 'conspiracy',
    name: 'Conspiracy',
    rank: 'major',
    response: { kind: 'oversee', skill: 'politics', dc: 15 },
    text: 'Courtiers plot.',
  },
];
