/**
 * A decision in progress: every fact is emitted here and folded at once, so
 * the rules that follow read the board as it now stands. decide() returns
 * `tx.events`; nothing else ever changes state.
 */
import type { Dice } from '../../../engine/types.ts';
import type { DmEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import type { State } from './state.ts';

export class Tx {
  readonly events: DmEvent[] = [];
  state: State;
  readonly dice: Dice;

  constructor(state: State, dice: Dice) {
    this.state = state;
    this.dice = dice;
  }

  emit(e: DmEvent): void {
    this.events.push(e);
    this.state = evolve(this.state, e);
  }

  get over(): boolean {
    return this.state.result !== null;
  }
}
