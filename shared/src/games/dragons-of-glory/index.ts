/**
 * Dragons of Glory as a Hexpost title: the War of the Lance, Highlord against
 * Whitestone across Ansalon, eight steps a Turn, neutral nations won by
 * activation or drawn in by invasion, dragons and ships, and a scenario's
 * victory. A side may be shared by several seats.
 */
import { defineGame } from '../../engine/define.ts';
import type { DecisionKind, GameModule, Result } from '../../engine/types.ts';
import { type Command, commandSchema, type Orders, ordersSchema } from './commands.ts';
import { type Config, configSchema, seatsFor, sideOfSeat } from './config.ts';
import { SIDE_NAMES } from './data/index.ts';
import { describe } from './describe.ts';
import type { DgEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { setup } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import { standing } from './rules/orders.ts';
import { choices, decide, onTimeout, pending } from './rules/table.ts';
import { type DragonsView, redact, view } from './view.ts';

/** Events that turn up something hidden: a Strategic Event drawn from the cup (DG-SE-04), a hidden stack in battle. */
export function sealed(e: DgEvent): boolean {
  return e.type === 'eventDrawn';
}

export const DECISIONS: Readonly<Record<string, DecisionKind>> = {
  turn: { label: 'A side’s movement or combat', hours: 48 },
  replacements: { label: 'Replacements', hours: 24 },
  activation: { label: 'Trying to activate a neutral', hours: 24 },
  initiative: { label: 'Choosing who moves first', hours: 12 },
  place: { label: 'Placing a nation that joins', hours: 12 },
  taunt: { label: 'Kender taunts', hours: 12 },
  rbc: { label: 'Retreating before combat', hours: 8 },
  losses: { label: 'Choosing losses', hours: 8 },
  retreat: { label: 'Choosing retreats', hours: 8 },
  advance: { label: 'Advancing after combat', hours: 8 },
  naval: { label: 'Ship-to-ship combat', hours: 8 },
  maelstrom: { label: 'A ship out of the Maelstrom', hours: 8 },
  escape: { label: 'Escaping into the Maelstrom', hours: 8 },
  capital: { label: 'Setting up a capital again', hours: 24 },
  event: { label: 'A Strategic Event’s choice', hours: 12 },
};

function result(s: State): Result | null {
  if (!s.result) return null;
  return { winners: [...s.seats[s.result.winner]], summary: s.result.summary };
}

export const dragonsOfGlory: GameModule<Config, State, Command, DgEvent, DragonsView, Orders> = defineGame({
  id: 'dragons-of-glory',
  title: 'Dragons of Glory',
  minSeats: 2,
  maxSeats: 8,
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
  seatName: (_s, seat) => {
    const side = sideOfSeat(seat);
    const n = seat.match(/-(\d+)$/)?.[1];
    return side ? `${SIDE_NAMES[side]}${n ? ` ${n}` : ''}` : seat;
  },
  sealed,
  onTimeout,
  round: (s) => s.turn,
  decisions: DECISIONS,
  standing,
  result,
} satisfies GameModule<Config, State, Command, DgEvent, DragonsView, Orders>);

export type { Config, Command, DgEvent, State, DragonsView, Orders };
