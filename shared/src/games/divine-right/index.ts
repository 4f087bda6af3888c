/**
 * Divine Right (the Basic Game) as a Hexpost title: 2 to 6 kingdoms of
 * Minaria, diplomacy with the non-player monarchs, sieges and battles over
 * 20 game turns.
 */
import { defineGame } from '../../engine/define.ts';
import type { DecisionKind, GameModule, Resignation, SeatId } from '../../engine/types.ts';
import { type Command, commandSchema, type Orders, ordersSchema } from './commands.ts';
import { type Config, configSchema, seatsFor } from './config.ts';
import type { DrEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { resign } from './rules/resign.ts';
import { setup } from './rules/setup.ts';
import type { Interrupt, State } from './rules/state.ts';
import { choices, decide, onTimeout, pending, standing } from './rules/table.ts';
import { type DivineRightView, redact, view } from './view.ts';
import { describe } from './describe.ts';
import { seatName } from './words.ts';

/**
 * Events that turn up something hidden (engine/undo.ts): the step that made them cannot be taken back.
 * The decks (diplomacy, personalities) are face down and the order of play is drawn; a new monarch's
 * personality card is drawn from the face-down deck (crowned), and a first ambassador's visit turns
 * one up (personalityRevealed).
 */
export const SEALING: ReadonlySet<DrEvent['type']> = new Set<DrEvent['type']>([
  'orderDrawn',
  'cardDrawn',
  'deckShuffled',
  'personalityRevealed',
  'personalityShuffled',
  'crowned',
  'stolen',
]);

/**
 * Every kind of decision pending() names (rules/table.ts: 'turn' and the interrupt kinds of state.ts), with
 * its default deadline: a player turn in days, an answer out of turn (or a small step inside one's turn) in hours.
 */
export const DECISIONS = {
  turn: { label: 'A player turn: diplomacy, sieges, movement and combat', hours: 48 },
  losses: { label: 'Choosing which units are lost', hours: 12 },
  retreat: { label: 'Retreating before combat or standing to fight', hours: 12 },
  recall: { label: 'Going on with a retreat or calling units back into the battle', hours: 8 },
  sally: { label: 'Bringing fleets out of a castle-port against a landing', hours: 12 },
  deploy: { label: "Placing a new ally's units on the map", hours: 12 },
  displace: { label: 'Choosing where displaced units go', hours: 12 },
  advance: { label: 'Advancing after combat', hours: 24 },
  replace: { label: 'Bringing back eliminated units', hours: 24 },
  reinforce: { label: 'Placing mercenary reinforcements', hours: 24 },
  veto: { label: 'Keeping or lifting a siege when a kingdom would leave its alliance', hours: 12 },
  captive: { label: 'Executing or freeing a captured monarch with no prison', hours: 12 },
  release: { label: "Releasing a prisoner for another player's Forced Peace", hours: 12 },
  reentry: { label: "Voting on an eliminated player's return to the game", hours: 24 },
  castaway: { label: 'Keeping or giving up a hero cast ashore in a neutral kingdom', hours: 12 },
} as const satisfies Record<Interrupt['kind'] | 'turn', DecisionKind>;

/**
 * A resignation: the kingdom's fate as for an eliminated player (rules/resign.ts, RULES.md). Never throws:
 * should the rules fail on some unforeseen state, the seat is left to the autopilot instead.
 */
export function onResign(s: State, seat: SeatId): Resignation<DrEvent> {
  try {
    return { events: resign(s, seat), seat: 'removed' };
  } catch {
    return { events: [], seat: 'autopilot' };
  }
}

export const divineRight: GameModule<Config, State, Command, DrEvent, DivineRightView, Orders> = defineGame({
  id: 'divine-right',
  title: 'Divine Right',
  minSeats: 2,
  maxSeats: 6,
  configSchema,
  commandSchema,
  ordersSchema,
  seats: seatsFor,
  setup,
  evolve,
  decide,
  pending,
  view,
  redact,
  describe,
  choices,
  seatName: (s, seat) => seatName(s, seat),
  sealed: (e) => SEALING.has(e.type),
  onTimeout,
  onResign,
  /** The game turn (1 to 20): every seat has one player turn in it. */
  round: (s) => s.turn,
  decisions: DECISIONS,
  standing,
  result: (s) => s.result,
} satisfies GameModule<Config, State, Command, DrEvent, DivineRightView, Orders>);

export type { Config, Command, DrEvent, State, DivineRightView, Orders };
