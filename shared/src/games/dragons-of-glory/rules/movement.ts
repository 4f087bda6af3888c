/** Ground, air, leader and wizard movement (Rules 5 and 6): costs, stops, carrying, invasion. */
import type { Choice } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

export function moveChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}
export function applyMove(_tx: Tx, _side: Side, _c: CommandOf<'move'>): void {}
export function applyMoveWizard(_tx: Tx, _side: Side, _c: CommandOf<'moveWizard'>): void {}
