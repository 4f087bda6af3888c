/** This title's decision in progress: the engine's EventTx folded with its own evolve. */
import { EventTx, hasResult } from '../../../engine/tx.ts';
import type { Dice } from '../../../engine/types.ts';
import type { DmEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import type { State } from './state.ts';

export class Tx extends EventTx<State, DmEvent> {
  constructor(state: State, dice: Dice) {
    super(state, dice, evolve, hasResult);
  }
}
