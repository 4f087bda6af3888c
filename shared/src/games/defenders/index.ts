/**
 * Defenders of the Realm as a Hexpost title: a cooperative game for 1 to 4
 * heroes against four Generals marching on Monarch City.
 */
import { defineGame } from '../../engine/define.ts';
import type { GameModule } from '../../engine/types.ts';
import { commandSchema, ordersSchema, type Command, type Orders } from './commands.ts';
import { configSchema, seatsFor, type Config } from './config.ts';
import { describe } from './describe.ts';
import type { DfEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { result } from './rules/score.ts';
import { setup } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import { choices, decide, onTimeout, pending, standing } from './rules/table.ts';
import { redact, view, type DefendersView } from './view.ts';

/** Events that turn up something face down (engine/undo.ts): the step that made them cannot be taken back. */
const SEALING = new Set<DfEvent['type']>([
  'heroCardsDrawn',
  'questDrawn',
  'rumorsHeard',
  'darknessDrawn',
  'deckShuffled',
]);

export const defenders: GameModule<Config, State, Command, DfEvent, DefendersView, Orders> = defineGame({
  id: 'defenders',
  title: 'Defenders of the Realm',
  minSeats: 1,
  maxSeats: 4,
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
  sealed: (e) => SEALING.has(e.type),
  onTimeout,
  standing,
  result,
} satisfies GameModule<Config, State, Command, DfEvent, DefendersView, Orders>);

export type { Config, Command, DfEvent, State, DefendersView, Orders };
