/**
 * Divine Right (the Basic Game) as a Hexpost title: 2 to 6 kingdoms of
 * Minaria, diplomacy with the non-player monarchs, sieges and battles over
 * 20 game turns.
 */
import { defineGame } from '../../engine/define.ts';
import type { GameModule } from '../../engine/types.ts';
import { type Command, commandSchema, type Orders, ordersSchema } from './commands.ts';
import { type Config, configSchema, seatsFor } from './config.ts';
import type { DrEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { setup } from './rules/setup.ts';
import type { State } from './rules/state.ts';
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
  standing,
  result: (s) => s.result,
} satisfies GameModule<Config, State, Command, DrEvent, DivineRightView, Orders>);

export type { Config, Command, DrEvent, State, DivineRightView, Orders };
