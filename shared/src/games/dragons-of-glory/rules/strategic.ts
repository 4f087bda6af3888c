/**
 * Strategic Events (Rule 2): one counter drawn blind each Turn by the side of
 * the Turn's parity (DG-SE-03), shown to both (DG-SE-04), never returned
 * (DG-SE-05). An empty cup draws nothing (AMB-09). What each event does is in
 * applyEvent (data/tables.ts gives the effects).
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { Side } from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** Draws this Turn's counter. True when the event now waits for a seat's choice. */
export function drawEvent(tx: Tx, by: Side): boolean {
  const cup = [...tx.state.cup].sort();
  if (cup.length === 0) {
    tx.emit({ type: 'cupEmpty', by });
    return false;
  }
  const event = cup[tx.dice.int(0, cup.length - 1)]!;
  tx.emit({ type: 'eventDrawn', event, by });
  return applyEvent(tx, event, by);
}

/** The drawn event's effects that act at once. True when a choice now waits. */
export function applyEvent(_tx: Tx, _event: string, _by: Side): boolean {
  return false;
}

/** Choices of the event-choice stage. */
export function eventChoices(_s: State, _side: Side): Choice<Command>[] {
  return [];
}

/** eventChoice. */
export function applyEventChoice(_tx: Tx, _side: Side, _c: Command): void {
  throw new RuleError('not_now', 'That cannot be done now.');
}
