/** The house bot: a uniform pick among choices(), nothing else. */
import type { Dice, SeatId } from '../../engine/types.ts';
import type { Command } from './commands.ts';
import { choices } from './rules/table.ts';
import type { State } from './rules/state.ts';

export function botCommand(state: State, seat: SeatId, dice: Dice): Command | null {
  const list = choices(state, seat);
  if (!list.length) return null;
  return (list[dice.int(0, list.length - 1)] as (typeof list)[number]).command;
}
