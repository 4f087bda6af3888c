/** Land and air combat (Rule 7): declaring, retreat before combat, the roll, results, retreats, advances. */
import type { Choice } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

export function attackChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}
export function applyAttack(_tx: Tx, _side: Side, _c: CommandOf<'attack'>): void {}
export function battleChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}
export function applyBattleCommand(_tx: Tx, _side: Side, _c: Command): void {}
export function battleTimeout(_s: State, _side: Side): Command | null {
  return null;
}
