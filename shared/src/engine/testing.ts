/**
 * Test helpers every game uses: decider specs (given events, when a command,
 * then events or a rule error) and a random playout over `choices()` that
 * fails on a crash, a dead end or a game that never ends.
 */
import { type ScriptedValue, scriptedDice, seededDice } from './dice.ts';
import { isRuleError } from './errors.ts';
import { fold } from './fold.ts';
import { applyStanding, play, start, timeoutCommand, type OrdersBySeat } from './runner.ts';
import type { AnyGame, DecideContext, Dice, GameModule, SeatId, Typed } from './types.ts';

/**
 * True in a mutation run (`npm run mutate`). Tests that play many seeded bot games (properties over whole
 * games: no id in a label, no secret in a view, every event worded, every decision named) reach every line
 * of a title, so under mutation they would run for every mutant, and a rule must be caught by a test of its
 * own, not by a smoke test (issue 10). `it.skipIf(MUTATION_RUN)` leaves them out there, as playouts are.
 */
export const MUTATION_RUN = typeof process !== 'undefined' && !!process.env?.HEXPOST_MUTATION;

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
    // A seat no deadline waits on (timeout false: a sealed sheet its regent may still take back) is
    // visited one time in twenty, or a table of such seats would take back and hand in forever.
    const waited = pending.filter((x) => x.timeout);
    const pool = waited.length && (waited.length === pending.length || pick.int(0, 19) > 0) ? waited : pending;
    const p = pool[pick.int(0, pool.length - 1)] as (typeof pending)[number];
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

/**
 * The helpers every title's scenario tests use, bound to one game: `act` plays
 * one command with scripted dice (and says how many were left), `rejects`
 * checks a command is refused with a RuleError (and its code), `ofType` picks
 * events. `filler` are the dice `rejects` offers, so a refusal is never a
 * script running out.
 */
export function scenarioKit<S, C extends Typed, E extends Typed>(
  // biome-ignore lint/suspicious/noExplicitAny: config, view and orders do not matter here
  game: GameModule<any, S, C, E, any, any>,
  filler: ScriptedValue[] = [1, 1, 1, 1, 1, 1, 1, 1],
) {
  const act = (state: S, seat: SeatId, command: C, dice: ScriptedValue[] = [], orders: OrdersBySeat = {}) => {
    const d = scriptedDice(dice);
    const out = play(game as AnyGame, state, seat, command, { dice: d, now: 0 }, orders);
    return { state: out.state as S, events: out.events as E[], left: d.remaining() };
  };
  /** How `command` is refused (its code and its words), or null when it is accepted. */
  const refusal = (state: S, seat: SeatId, command: C): { code: string; message: string } | null => {
    try {
      act(state, seat, command, filler);
    } catch (e) {
      if (!isRuleError(e)) throw e;
      return { code: e.code, message: e.message };
    }
    return null;
  };
  const rejects = (state: S, seat: SeatId, command: C, code?: string): void => {
    const r = refusal(state, seat, command);
    if (!r) throw new Error(`expected ${JSON.stringify(command)} to be refused`);
    if (code && r.code !== code) throw new Error(`refused with ${r.code}, expected ${code}: ${r.message}`);
  };
  const ofType = <T extends E['type']>(events: E[], type: T): Extract<E, { type: T }>[] =>
    events.filter((e): e is Extract<E, { type: T }> => e.type === type);
  return { act, refusal, rejects, ofType };
}

/**
 * A title's whole scenario kit: `scenarioKit` plus the starts (`sandbox` for DESIGN's custom set-up,
 * `begin` for an ordinary seeded one), the labels and offers of `choices()`, and `botUntil`, which
 * plays the title's bot until a condition holds. `stuck` words a dead end for the failure message.
 */
export function titleKit<Cfg extends object, S extends { readonly result: unknown }, C extends Typed, E extends Typed>(
  // biome-ignore lint/suspicious/noExplicitAny: view and orders do not matter here
  game: GameModule<Cfg, S, C, E, any, any>,
  opts: {
    filler?: ScriptedValue[];
    bot: (state: S, seat: SeatId, dice: Dice) => C | null;
    stuck?: (state: S) => string;
  },
) {
  const kit = scenarioKit(game, opts.filler);
  type Sandbox = NonNullable<Cfg extends { sandbox?: infer X } ? X : never>;
  const sandbox = (sb: Sandbox, config: Partial<Cfg> = {}, dice: ScriptedValue[] = []): S =>
    start(game as AnyGame, game.configSchema.parse({ ...config, sandbox: sb }), { dice: scriptedDice(dice), now: 0 })
      .state as S;
  const begin = (config: Partial<Cfg> = {}, seed: string | number = 1) => {
    const out = start(game as AnyGame, game.configSchema.parse(config), { dice: seededDice(seed), now: 0 });
    return { state: out.state as S, events: out.events as E[] };
  };
  const labels = (s: S, seat: SeatId) => game.choices(s, seat).map((c) => c.label);
  const offered = (s: S, seat: SeatId, pred: (c: C) => boolean) => game.choices(s, seat).some((c) => pred(c.command));
  const botUntil = (state: S, until: (s: S) => boolean, seed = 1, max = 20_000): S => {
    let s = state;
    const pick = seededDice(`bot:${seed}`);
    for (let i = 0; i < max && !s.result && !until(s); i++) {
      const pending = game.pending(s);
      if (!pending.length) throw new Error('dead end');
      // the first pending seat the bot acts for (a bot may leave alone a decision nothing waits on)
      let move: { seat: SeatId; command: C } | null = null;
      for (const p of pending) {
        const command = opts.bot(s, p.seat, pick);
        if (command) {
          move = { seat: p.seat, command };
          break;
        }
      }
      if (!move) throw new Error(`no choices for ${pending[0]?.seat}${opts.stuck ? ` at ${opts.stuck(s)}` : ''}`);
      s = play(game as AnyGame, s, move.seat, move.command, { dice: seededDice(`${seed}:${i}`), now: 0 }).state as S;
    }
    return s;
  };
  return { ...kit, sandbox, begin, labels, offered, botUntil };
}
