/**
 * Test helpers every game uses: decider specs (given events, when a command,
 * then events or a rule error) and a random playout over `choices()` that
 * fails on a crash, a dead end or a game that never ends.
 */
import { seededDice } from './dice.ts';
import { fold } from './fold.ts';
import { applyStanding, play, start, timeoutCommand, type OrdersBySeat } from './runner.ts';
import type { AnyGame, DecideContext, Dice, SeatId, Typed } from './types.ts';

export function given(game: AnyGame, events: readonly Typed[]) {
  const state = fold(game.evolve, events);
  return {
    state,
    when(seat: SeatId, command: Typed, dice: Dice, now = 0) {
      const ctx: DecideContext = { dice, now };
      return {
        events: () => game.decide(state, seat, command, ctx) as Typed[],
        state: () => fold(game.evolve, game.decide(state, seat, command, ctx) as Typed[], state),
      };
    },
  };
}

export interface PlayoutOptions {
  config?: unknown;
  seed: string | number;
  /** Commands before we call it a runaway. */
  maxSteps?: number;
  /** Standing orders per seat, applied as the server would. */
  orders?: OrdersBySeat;
  /** Probability (0..1) that a pending seat lets its deadline pass instead of choosing. */
  timeoutRate?: number;
  /** Checked after every command: throw to fail. */
  invariant?: (state: unknown, step: number) => void;
}

export interface PlayoutResult {
  state: unknown;
  steps: number;
  events: number;
  result: ReturnType<AnyGame['result']>;
}

/** Plays one game to its end picking uniformly from choices(): the fuzzer of STYLE.md. */
export function randomPlayout(game: AnyGame, opts: PlayoutOptions): PlayoutResult {
  const pick = seededDice(`${opts.seed}:bot`);
  const config = game.configSchema.parse(opts.config ?? {});
  const ctx = (n: number): DecideContext => ({ dice: seededDice(`${opts.seed}:${n}`), now: n * 60_000 });
  let out = start(game, config, ctx(0));
  out = applyStanding(game, out, ctx(0), opts.orders ?? {});
  let state = out.state;
  let events = out.events.length;
  const max = opts.maxSteps ?? 20_000;
  for (let step = 1; ; step++) {
    const result = game.result(state);
    if (result) return { state, steps: step - 1, events, result };
    if (step > max) throw new Error(`${game.id}: no result after ${max} commands (runaway)`);
    const pending = game.pending(state);
    if (pending.length === 0) throw new Error(`${game.id}: dead end, nothing pending and no result`);
    const p = pending[pick.int(0, pending.length - 1)] as (typeof pending)[number];
    let command: Typed;
    let by: 'timeout' | undefined;
    if (p.timeout && opts.timeoutRate && pick.int(0, 999) < opts.timeoutRate * 1000) {
      command = timeoutCommand(game, state, p.seat, opts.orders);
      by = 'timeout';
    } else {
      const choices = game.choices(state, p.seat);
      if (choices.length === 0) throw new Error(`${game.id}: dead end, seat ${p.seat} is pending with no choices`);
      command = (choices[pick.int(0, choices.length - 1)] as (typeof choices)[number]).command;
    }
    const r = play(game, state, p.seat, command, ctx(step), opts.orders ?? {}, by);
    state = r.state;
    events += r.events.length;
    opts.invariant?.(state, step);
  }
}
