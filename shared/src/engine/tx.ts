/**
 * A decision in progress: every fact is emitted here and folded at once, so
 * the rules that follow read the board as it now stands. A title's decide()
 * returns `tx.events`; nothing else ever changes state. Titles subclass this
 * with their own evolve and any helpers (a `stage()` shorthand, checks that
 * must run after certain events).
 */
import type { Dice } from './types.ts';

export class EventTx<S, E> {
  readonly events: E[] = [];
  state: S;
  readonly dice: Dice;
  readonly #evolve: (state: S, event: E) => S;
  readonly #ended: (state: S) => boolean;

  constructor(state: S, dice: Dice, evolve: (state: S, event: E) => S, ended: (state: S) => boolean) {
    this.state = state;
    this.dice = dice;
    this.#evolve = evolve;
    this.#ended = ended;
  }

  emit(e: E): void {
    this.events.push(e);
    this.state = this.#evolve(this.state, e);
  }

  /** The game has ended: the rules stop resolving. */
  get over(): boolean {
    return this.#ended(this.state);
  }

  /** A point to come back to when a branch of the rules turns out not to apply. */
  mark(): { state: S; length: number } {
    return { state: this.state, length: this.events.length };
  }

  rollback(m: { state: S; length: number }): void {
    this.state = m.state;
    this.events.length = m.length;
  }
}

/** The usual end test: the state carries a result once the game is decided. */
export const hasResult = (s: { readonly result: unknown }): boolean => s.result !== null;
