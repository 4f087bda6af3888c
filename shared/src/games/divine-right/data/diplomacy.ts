/**
 * The diplomacy deck (Basic Game: Diplomatic Ploy cards only) and the game's
 * tables: random events, Hero Fate, diplomacy thresholds, sieges, victory
 * points, the turn track and the phase sequence. Values the rulebook states
 * are carried as given; the deck's composition is authored (see README.md).
 * Every text here is our own wording.
 */

// ---------------------------------------------------------------------------
// Diplomatic ploys
// ---------------------------------------------------------------------------

export const PLOYS = [
  'black-magic',
  'threats',
  'blackmail',
  'crass-bribes',
  'royal-marriage',
  'trade-concessions',
  'flattery',
  'lavish-gifts',
  'ancient-ties',
  'promise-of-plunder',
  'secret-treaty',
  'oracle',
  'rumours',
] as const;
export type PloyId = (typeof PLOYS)[number];

export type DiplomacyAction = 'activate' | 'deactivate';

export interface Ploy {
  id: PloyId;
  name: string;
  /** Our one-line description for the card face. */
  text: string;
  /** Which Diplomacy Rolls it may aid (never assassination, duel or Forced Peace). */
  usableFor: readonly DiplomacyAction[];
  /** A failed roll with this card banishes the ambassador for (modifier + 1) game turns (DR-AMB-03/04). */
  banishesOnFailure: boolean;
  /** Printed modifiers and how many cards carry each. */
  copies: readonly { modifier: number; count: number }[];
  /** 'text' when the rulebook names the ploy. */
  source: 'text' | 'authored';
}

const both: readonly DiplomacyAction[] = ['activate', 'deactivate'];

export const PLOY_TYPES: readonly Ploy[] = [
  {
    id: 'black-magic',
    name: 'Black Magic',
    text: 'A hired sorcerer leans on the court with curses and portents.',
    usableFor: both,
    banishesOnFailure: true,
    copies: [{ modifier: 3, count: 2 }],
    source: 'text',
  },
  {
    id: 'threats',
    name: 'Threats',
    text: 'Your envoy makes plain what refusal will cost.',
    usableFor: both,
    banishesOnFailure: true,
    copies: [
      { modifier: 1, count: 3 },
      { modifier: 2, count: 2 },
    ],
    source: 'text',
  },
  {
    id: 'blackmail',
    name: 'Blackmail',
    text: 'Letters the monarch would rather keep hidden change hands.',
    usableFor: both,
    banishesOnFailure: true,
    copies: [{ modifier: 2, count: 3 }],
    source: 'text',
  },
  {
    id: 'crass-bribes',
    name: 'Crass Bribes',
    text: 'Chests of coin for the council, delivered without subtlety.',
    usableFor: both,
    banishesOnFailure: true,
    copies: [
      { modifier: 1, count: 2 },
      { modifier: 2, count: 2 },
    ],
    source: 'text',
  },
  {
    id: 'royal-marriage',
    name: 'Royal Marriage',
    text: 'A match between the two royal houses is proposed.',
    usableFor: ['activate'],
    banishesOnFailure: false,
    copies: [{ modifier: 2, count: 2 }],
    source: 'authored',
  },
  {
    id: 'trade-concessions',
    name: 'Trade Concessions',
    text: 'Tolls are waived and markets opened to their merchants.',
    usableFor: both,
    banishesOnFailure: false,
    copies: [{ modifier: 1, count: 4 }],
    source: 'authored',
  },
  {
    id: 'flattery',
    name: 'Flattery',
    text: 'Poets and praise for a monarch who enjoys both.',
    usableFor: both,
    banishesOnFailure: false,
    copies: [{ modifier: 1, count: 4 }],
    source: 'authored',
  },
  {
    id: 'lavish-gifts',
    name: 'Lavish Gifts',
    text: 'Fine horses, jewels and rare books arrive at court.',
    usableFor: both,
    banishesOnFailure: false,
    copies: [{ modifier: 2, count: 3 }],
    source: 'authored',
  },
  {
    id: 'ancient-ties',
    name: 'Ancient Ties',
    text: 'Old treaties and shared ancestors are recalled.',
    usableFor: ['activate'],
    banishesOnFailure: false,
    copies: [{ modifier: 1, count: 3 }],
    source: 'authored',
  },
  {
    id: 'promise-of-plunder',
    name: 'Promise of Plunder',
    text: 'A share of the spoils is pledged in writing.',
    usableFor: ['activate'],
    banishesOnFailure: false,
    copies: [{ modifier: 1, count: 3 }],
    source: 'authored',
  },
  {
    id: 'secret-treaty',
    name: 'Secret Treaty',
    text: 'Terms no other court will ever read.',
    usableFor: both,
    banishesOnFailure: false,
    copies: [{ modifier: 2, count: 2 }],
    source: 'authored',
  },
  {
    id: 'oracle',
    name: 'Favourable Oracle',
    text: 'The priests read the omens your way.',
    usableFor: both,
    banishesOnFailure: false,
    copies: [{ modifier: 2, count: 2 }],
    source: 'authored',
  },
  {
    id: 'rumours',
    name: 'Spread Rumours',
    text: 'Whispers that the monarch\u2019s ally plans to betray him.',
    usableFor: ['deactivate'],
    banishesOnFailure: false,
    copies: [{ modifier: 2, count: 3 }],
    source: 'authored',
  },
];

export const PLOY_BY_ID: ReadonlyMap<PloyId, Ploy> = new Map(PLOY_TYPES.map((p) => [p.id, p]));

export interface DiplomacyCard {
  /** Stable card id, e.g. 'threats-2-1'. */
  id: string;
  ploy: PloyId;
  modifier: number;
}

/** The Basic Game draw deck: every Diplomatic Ploy card. */
export const DIPLOMACY_DECK: readonly DiplomacyCard[] = PLOY_TYPES.flatMap((p) =>
  p.copies.flatMap((c) =>
    Array.from({ length: c.count }, (_, i) => ({
      id: `${p.id}-${c.modifier}-${i + 1}`,
      ploy: p.id,
      modifier: c.modifier,
    })),
  ),
);

/** Printed diplomacy cards and the Special Mercenary cards the Basic Game sets aside (DR-SETUP-02). */
export const DIPLOMACY_CARDS_PRINTED = 52;
export const SPECIAL_MERCENARY_CARDS = DIPLOMACY_CARDS_PRINTED - DIPLOMACY_DECK.length;

/** Length of a card banishment in full game turns (DR-AMB-04). */
export const cardBanishmentTurns = (modifier: number): number => modifier + 1;

// ---------------------------------------------------------------------------
// Diplomacy, assassination, duel, Forced Peace (DR-DIP-*, DR-FP-*, DR-AMB-*)
// ---------------------------------------------------------------------------

export const DIPLOMACY_RULES = {
  cardsDrawnPerPhase: 1,
  handLimitAtEndOfPhase: 4,
  cardsPlayablePerPhase: 1,
  /** d6 + modifiers at or above this activates an inactive kingdom. */
  activationTarget: 6,
  /** d6 + modifiers at or above this deactivates an enemy-allied kingdom. */
  deactivationTarget: 7,
  diplomaticPenalty: -1,
  executionPenalty: -1,
  assassination: { perPlayerPerGame: 1, cardsAllowed: false, victoryPoints: 0 },
  duel: { perPairPerGame: 1, cardsAllowed: false, mayRefuse: false },
  /** A dead ambassador sits out two full turns: killed in turn T, acts again in turn T + 3. */
  ambassadorDeath: { turnsIdle: 2, returnsAfter: 3 },
  forcedPeace: { successOn: [5, 6], durationDie: 6, cardsAllowed: false, penaltyApplies: false, perKingdomPerTurn: 1 },
  confusion: { durationDie: 6 },
} as const;

/** Assassination: ambassador's d6 against the monarch's d6. */
export const ASSASSINATION_TABLE = {
  ambassadorHigher: 'monarch-dies',
  monarchHigher: 'ambassador-dies',
  tie: 'nothing',
} as const;

/** Duel: the lower roll's ambassador dies; both on a tie. */
export const DUEL_TABLE = { lower: 'dies', tie: 'both-die' } as const;

// ---------------------------------------------------------------------------
// Random events (2d6, DR-RE-*)
// ---------------------------------------------------------------------------

export type RandomEventId =
  | 'untimely-death'
  | 'storms'
  | 'mutiny'
  | 'bad-omens'
  | 'replacements'
  | 'no-event'
  | 'reinforcements'
  | 'epidemic'
  | 'replacements-or-reinforcements'
  | 'desertion'
  | 'help-from-afar';

export interface RandomEvent {
  roll: number;
  id: RandomEventId;
  name: string;
  /** Our summary of the effect, applied only to the rolling player's forces. */
  summary: string;
  /** Numbers the engine needs. */
  params: Readonly<Record<string, number | boolean>>;
}

export const RANDOM_EVENTS: readonly RandomEvent[] = [
  {
    roll: 2,
    id: 'untimely-death',
    name: 'Untimely Death',
    summary: 'A randomly chosen allied non-player monarch dies.',
    params: { random: true },
  },
  {
    roll: 3,
    id: 'storms',
    name: 'Storms',
    summary: 'Lose one fleet not in a port; heroes aboard are shipwrecked.',
    params: { fleets: 1 },
  },
  {
    roll: 4,
    id: 'mutiny',
    name: 'Mutiny',
    summary: 'Lose one regular or mercenary combat unit of your choice.',
    params: { units: 1 },
  },
  {
    roll: 5,
    id: 'bad-omens',
    name: 'Bad Omens',
    summary: 'One random friendly kingdom: its regulars neither attack nor siege this game turn.',
    params: { random: true },
  },
  {
    roll: 6,
    id: 'replacements',
    name: 'Replacements',
    summary: 'Two eliminated regulars return at their deployment spaces.',
    params: { regulars: 2 },
  },
  { roll: 7, id: 'no-event', name: 'No Event', summary: 'Nothing happens.', params: {} },
  {
    roll: 8,
    id: 'reinforcements',
    name: 'Reinforcements',
    summary: 'Two common mercenaries enter at friendly castles (fleets at friendly ports).',
    params: { mercenaries: 2 },
  },
  {
    roll: 9,
    id: 'epidemic',
    name: 'Epidemic',
    summary: 'Every friendly stack of 10+ combat units loses half; otherwise the largest stack loses one.',
    params: { threshold: 10, fallbackLoss: 1 },
  },
  {
    roll: 10,
    id: 'replacements-or-reinforcements',
    name: 'Replacements / Reinforcements',
    summary: 'Your choice: one common mercenary or one eliminated regular.',
    params: { units: 1 },
  },
  {
    roll: 11,
    id: 'desertion',
    name: 'Desertion',
    summary: 'Lose one common mercenary of your choice.',
    params: { mercenaries: 1 },
  },
  {
    roll: 12,
    id: 'help-from-afar',
    name: 'Help from Afar',
    summary: 'A random non-allied non-player kingdom becomes your ally at once.',
    params: { random: true, confusionAndForcedPeaceEligible: true },
  },
];

// ---------------------------------------------------------------------------
// Hero Fate and shipwreck (DR-FATE-02, DR-SHIP-01)
// ---------------------------------------------------------------------------

export type FateResult = 'killed' | 'no-effect' | 'captured';

export const HERO_FATE_TABLE: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, FateResult>> = {
  1: 'killed',
  2: 'no-effect',
  3: 'no-effect',
  4: 'no-effect',
  5: 'no-effect',
  6: 'captured',
};

export type ShipwreckResult = 'killed' | 'castaway' | 'captured';

/** Shipwreck: 6 captures only when enemy fleets caused the wreck; otherwise the hero is a castaway. */
export const SHIPWRECK_TABLE: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, ShipwreckResult>> = {
  1: 'killed',
  2: 'castaway',
  3: 'castaway',
  4: 'castaway',
  5: 'castaway',
  6: 'captured',
};

/** The occasions that call for a Hero Fate Roll (DR-FATE-01), in the order the checklist lists them. */
export const FATE_TRIGGERS = [
  'stack-lost-units-in-combat',
  'passed-alone-through-enemy-stack',
  'searched-by-enemy',
  'leaving-enemy-stack-at-turn-start',
  'castle-plundered',
  'lone-hero-entered-or-left-besieged-castle',
  'entered-or-left-enemy-or-neutral-castle',
  'inside-enemy-castle-at-owner-turn-start',
  'fleet-shipwrecked',
  'crossed-enemy-controlled-deep-hexside',
] as const;

// ---------------------------------------------------------------------------
// Sieges (DR-SIEGE-21..25) and combat constants
// ---------------------------------------------------------------------------

export const SIEGE_TABLE = {
  /** A natural 1 always fails: the besieger loses one combat unit and his heroes roll for fate. */
  naturalFail: 1,
  failLosses: 1,
  /** Modified 2-5: the siege goes on. Modified 6 or more: the castle is plundered. */
  plunderAt: 6,
} as const;

/** Siege modifier: floor(besiegers / (defenders inside + intrinsic defense)) - 1. */
export const siegeModifier = (besiegers: number, inside: number, defense: number): number =>
  Math.floor(besiegers / (inside + defense)) - 1;

export const COMBAT_CONSTANTS = {
  mountainDefenderRollBonus: 1,
  passDefenderStrengthMultiplier: 2,
  captiveMonarchPenalty: -1,
  castawayMonarchPenalty: -1,
  parrosOutsideDefenderBonus: 2,
  /** In a tie the larger side never loses more than twice what the smaller side actually lost. */
  tieLargerSideCap: 2,
  /** Fleets carry one land combat unit and any number of heroes. */
  fleetCapacity: 1,
} as const;

// ---------------------------------------------------------------------------
// Victory points (DR-VP-*)
// ---------------------------------------------------------------------------

export const VICTORY_POINTS = {
  plunderCastlePerDefense: 5,
  plunderRoyalCastlePerDefense: 10,
  capturePlayerMonarch: 70,
  killPlayerMonarch: 70,
  killAlliedMonarch: 40,
  captureAlliedMonarch: 30,
  assassination: 0,
  execution: 0,
} as const;

export const plunderPoints = (defense: number, royal: boolean): number =>
  defense * (royal ? VICTORY_POINTS.plunderRoyalCastlePerDefense : VICTORY_POINTS.plunderCastlePerDefense);

// ---------------------------------------------------------------------------
// Turn track and phases
// ---------------------------------------------------------------------------

export const TURN_TRACK = {
  turns: 20,
  firstTurn: 1,
  /** A marker that would land after the last turn stays off for the rest of the game. */
  beyondLastTurn: 'permanent',
} as const;

export const TURN_NUMBERS: readonly number[] = Array.from({ length: TURN_TRACK.turns }, (_, i) => i + 1);

export const PLAYER_COUNT = { min: 2, max: 6 } as const;

export const PHASES = [
  { id: 'random-events', name: 'Random Events', steps: ['roll 2d6 and apply the event'] },
  {
    id: 'diplomacy',
    name: 'Diplomacy',
    steps: ['draw a card', 'one ambassador action or pass', 'Forced Peace attempts'],
  },
  { id: 'sieges', name: 'Sieges', steps: ['siege attacks', 'breakouts'] },
  { id: 'movement', name: 'Movement', steps: ['move units'] },
  { id: 'combat', name: 'Combat', steps: ['declare every attack', 'resolve them in any order'] },
] as const;
