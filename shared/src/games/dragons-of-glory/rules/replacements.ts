/** Replacements (Rule 1, Step 1): consolidation, pairs from the pool, the Dark Temple's draconian (DG-REP, DG-DRC). */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** The sides with something to decide in Step 1. */
export function replacementSides(_s: State): Side[] {
  return [];
}

/** Choices of the replacements (and temple) stage. */
export function replacementChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** consolidate, pair, draconian, placeTemple, endReplacements. */
export function applyReplacement(_tx: Tx, _side: Side, _c: Command): void {
  throw new RuleError('not_now', 'That cannot be done now.');
}
