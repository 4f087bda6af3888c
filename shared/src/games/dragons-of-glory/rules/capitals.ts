/** Moving demi-human capitals (DG-CAP, optional rule). */
import { RuleError } from '../../../engine/errors.ts';
import type { NationId } from '../data/index.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** A disbanded capital whose marker comes back this Turn (DG-CAP-07, AMB-43). */
export function capitalDue(s: State): NationId | null {
  for (const [n, c] of Object.entries(s.capitals))
    if (c && c.returns !== null && c.returns <= s.turn && !c.at) return n as NationId;
  return null;
}

/** disbandCapital choices in Whitestone's Movement Step. */
export function disbandChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** Choices of the capital stage. */
export function capitalChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** disbandCapital, establishCapital. */
export function applyCapitalCommand(_tx: Tx, _side: Side, _c: Command): void {
  throw new RuleError('not_now', 'That cannot be done now.');
}
