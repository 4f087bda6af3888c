/** A bot for playouts and the autopilot: a random legal choice, ending steps less often than acting. */
import type { Dice } from '../../engine/types.ts';
import type { Command } from './commands.ts';
import type { State } from './rules/state.ts';
import { choices } from './rules/table.ts';

export function botCommand(s: State, seat: string, dice: Dice): Command | null {
  const all = choices(s, seat);
  if (!all.length) return null;
  const acts = all.filter((c) => c.command.type !== 'endMovement' && c.command.type !== 'endCombat');
  if (acts.length && dice.roll(10) > 3) return acts[dice.int(0, acts.length - 1)]!.command;
  const ends = all.filter((c) => c.command.type === 'endMovement' || c.command.type === 'endCombat');
  const pool = ends.length ? ends : all;
  return pool[dice.int(0, pool.length - 1)]!.command;
}
