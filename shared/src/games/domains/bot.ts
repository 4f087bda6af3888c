/** A bot for playouts and the autopilot: one of the seat's choices at random. */
import type { Dice } from '../../engine/types.ts';
import type { Command } from './commands.ts';
import type { State } from './rules/state.ts';
import { choices } from './rules/table.ts';

export function botCommand(s: State, seat: string, dice: Dice): Command | null {
  const all = choices(s, seat);
  return all.length ? all[dice.int(0, all.length - 1)]!.command : null;
}
