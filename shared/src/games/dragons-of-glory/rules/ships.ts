/** Ships: movement on sea, coasts and major rivers, transport, the Maelstrom (Rule 4, DG-SHIP, DG-MAEL). */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** At the start of a side's own movement: its ships in the Maelstrom roll again (DG-MAEL-03, AMB-19). */
export function startOfMovement(_tx: Tx, _side: Side): void {}

/** Ship moves, embarking and landing, offered in the Movement Step (before any army moves, DG-TURN-07). */
export function shipChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** moveShip, embark, disembark. */
export function applyShipCommand(_tx: Tx, _side: Side, _c: Command): void {
  throw new RuleError('not_now', 'That cannot be done now.');
}
