/**
 * The house bot: it only ever picks one of choices(). It ends a movement step
 * a third of the time instead of moving again, passes a spell window half the
 * time, and otherwise picks uniformly, so a whole game stays quick while every
 * kind of command occurs.
 */
import type { Dice, SeatId } from '../../engine/types.ts';
import type { Command } from './commands.ts';
import type { State } from './rules/state.ts';
import { choices } from './rules/table.ts';

export function botCommand(state: State, seat: SeatId, dice: Dice): Command | null {
  const list = choices(state, seat);
  if (!list.length) return null;
  const kind = state.stage?.kind;
  const odds = kind === 'movement' ? 3 : kind === 'window' || kind === 'siegeMagic' ? 2 : 0;
  if (odds && dice.int(0, odds - 1) === 0) {
    const done = list.find((c) => c.command.type === 'done');
    if (done) return done.command;
  }
  return list[dice.int(0, list.length - 1)]!.command;
}
