/** This title's decision in progress: the engine's EventTx folded with its own evolve. */
import { EventTx, hasResult } from '../../../engine/tx.ts';
import type { Dice } from '../../../engine/types.ts';
import type { DlEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import type { Stage, State } from './state.ts';

export class Tx extends EventTx<State, DlEvent> {
  constructor(state: State, dice: Dice) {
    super(state, dice, evolve, hasResult);
  }

  stage(stage: Stage | null): void {
    this.emit({ type: 'staged', stage });
  }
}
