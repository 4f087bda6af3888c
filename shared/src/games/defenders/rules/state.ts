/**
 * The state of a Defenders game: one plain JSON object, built only by folding
 * events (evolve.ts). Heroes keep `max`, `wounds` and `spent` (AMB-07): the
 * active Life Tokens are `max - wounds - spent`.
 */
import type { Counts, DarknessCardId, GeneralId, HeroCardId, HeroId, LocationId, QuestId } from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';

export interface HeroState {
  id: HeroId;
  location: LocationId;
  max: number;
  wounds: number;
  spent: number;
  hand: HeroCardId[];
  quest: QuestId | null;
  /** Actions spent on Rumors at the Inn this turn (at most 2). */
  rumors: number;
  /** Once-a-turn skill already used this turn. */
  skillUsed: boolean;
}

export interface PlayerState {
  seat: SeatId;
  hero: HeroState | null;
  /** Completed quests and slain Generals stay with the player when a hero falls (AMB-28). */
  completed: QuestId[];
  slain: GeneralId[];
  /** No hero left to play (AMB-02). */
  out: boolean;
  /** Sealed hero pick at set-up. */
  pick: HeroId | null;
}

/** When a wounded General starts healing (DF-GHL). `after` is the turn number of the attack. */
export type Heal =
  | { kind: 'minor'; after: number }
  | { kind: 'major'; seat: SeatId; after: number }
  | { kind: 'healing' };

export interface GeneralState {
  id: GeneralId;
  /** Index on its path; the last index is Monarch City. */
  step: number;
  wounds: number;
  defeated: boolean;
  heal: Heal | null;
}

export interface Battle {
  general: GeneralId;
  location: LocationId;
  initiator: SeatId;
  participants: SeatId[];
  /** Cards each participant committed; null until that seat has answered. */
  committed: Record<SeatId, HeroCardId[] | null>;
  /** Dice each participant will roll once corruption is settled. */
  dice: Record<SeatId, number>;
  attacked: SeatId[];
  /** Gorgutt's parries not yet used (AMB-20). */
  parries: number;
  stage: 'commit' | 'order';
}

export interface Replacement {
  seat: SeatId;
  /** The fallen hero was the active one, mid-Day: the new one arrives with its tokens spent. */
  exhausted: boolean;
}

export type Phase = 'pick' | 'day' | 'battle' | 'discard' | 'night' | 'over';

export interface Options {
  openHands: boolean;
  /** AMB-04: end-of-turn wounds after Night (the literal end of the turn) or right after Daytime. */
  woundTiming: 'end-of-turn' | 'after-day';
  /** Who wins a clash of hero picks at set-up: the "most heroic" first (AMB-43). */
  priority: SeatId[];
}

export interface Outcome {
  result: 'win' | 'loss';
  reason: string;
}

export interface State {
  seats: SeatId[];
  options: Options;
  phase: Phase;
  active: SeatId;
  /** Counts player turns from 1. */
  turn: number;
  /** War Status box: 0 Early, 1 and 2 Mid, 3 Late. */
  war: number;
  players: Record<SeatId, PlayerState>;
  minions: Record<LocationId, Counts>;
  taint: Record<LocationId, number>;
  gates: LocationId[];
  generals: Record<GeneralId, GeneralState>;
  heroDeck: HeroCardId[];
  heroDiscard: HeroCardId[];
  darknessDeck: DarknessCardId[];
  darknessDiscard: DarknessCardId[];
  /** Cards drawn during enemy set-up, shuffled back when it ends. */
  darknessAside: DarknessCardId[];
  questDeck: QuestId[];
  questDiscard: QuestId[];
  /** Heroes that have been in play (alive or fallen): never chosen again. */
  usedHeroes: HeroId[];
  battle: Battle | null;
  replacing: Replacement[];
  /** Quests whose lasting effect is in force (Dragon's Bane). */
  banes: GeneralId[];
  /** The Darkness Spreads cards of the last Night, for the board. */
  lastNight: DarknessCardId[];
  outcome: Outcome | null;
}

export function hero(s: State, seat: SeatId): HeroState {
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = s.players[seat]?.hero;
  // Stryker disable next-line StringLiteral: only the message: no game asks hero() for a seat without one (day.ts applyDay ends a heroless Daytime before reading it)
  if (!h) throw new Error(`seat ${seat} has no hero`);
  return h;
}

export const activeTokens = (h: HeroState): number => Math.max(0, h.max - h.wounds - h.spent);
