/**
 * A decision in progress: every fact is emitted here and folded at once, so
 * the rules that follow read the board as it now stands. decide() returns
 * `tx.events`; nothing else ever changes state.
 */
import type { Dice } from '../../../engine/types.ts';
import type { DgEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import type { Stage, State } from './state.ts';

export class Tx {
  readonly events: DgEvent[] = [];
  state: State;
  readonly dice: Dice;

  constructor(state: State, dice: Dice) {
    this.state = state;
    this.dice = dice;
  }

  emit(e: DgEvent): void {
    this.events.push(e);
    this.state = evolve(this.state, e);
  }

  stage(stage: Stage | null): void {
    this.emit({ type: 'staged', stage });
  }

  get over(): boolean {
    return this.state.result !== null;
  }
}
