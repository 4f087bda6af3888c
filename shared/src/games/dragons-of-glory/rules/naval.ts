/** Ship-to-ship combat (Rule 8, DG-NAV, DG-SEA) and the stages the sea asks for (the Maelstrom's exit, the escape). */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** seaAttack choices offered in the Combat Step. */
export function seaAttackChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** Choices of the stages naval, naval-withdraw, maelstrom-exit, escape. */
export function seaChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** seaAttack, fire, withdrawShips, fightOn, maelstromExit, escape. */
export function applySeaCommand(_tx: Tx, _side: Side, _c: Command): void {
  throw new RuleError('not_now', 'That cannot be done now.');
}

/** A missed deadline in a sea stage, or null. */
export function seaTimeout(_s: State, _side: Side): Command | null {
  return null;
}
