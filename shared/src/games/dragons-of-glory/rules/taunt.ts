/** The kender taunt (DG-KEN): between the enemy's movement and its combat. */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** Can `side` taunt now: a kender stack of its own next to an enemy stack, with its taunt untried? */
export function tauntPossible(_s: State, _side: Side): boolean {
  return false;
}

export function tauntChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** taunt, endTaunts. */
export function applyTauntCommand(_tx: Tx, _side: Side, _c: Command): void {
  throw new RuleError('not_now', 'That cannot be done now.');
}
