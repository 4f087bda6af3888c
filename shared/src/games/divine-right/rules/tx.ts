/**
 * A decision in progress: every fact is emitted here and folded at once, so
 * the rules that follow read the board as it now stands. decide() returns
 * `tx.events`; nothing else ever changes state.
 */
import type { Dice } from '../../../engine/types.ts';
import type { DrEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import type { State } from './state.ts';

export class Tx {
  readonly events: DrEvent[] = [];
  state: State;
  readonly dice: Dice;

  constructor(state: State, dice: Dice) {
    this.state = state;
    this.dice = dice;
  }

  emit(e: DrEvent): void {
    this.events.push(e);
    this.state = evolve(this.state, e);
  }

  /** The game has ended: stop resolving. */
  get over(): boolean {
    return this.state.result !== null;
  }

  mark(): { state: State; length: number } {
    return { state: this.state, length: this.events.length };
  }

  rollback(m: { state: State; length: number }): void {
    this.state = m.state;
    this.events.length = m.length;
  }
}
