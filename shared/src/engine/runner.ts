/**
 * The loop every caller shares (server, browser replay, bots, tests):
 * check the seat may act, decide, fold, then let standing orders answer any
 * out-of-turn question they cover so a game never waits on a known answer.
 */
import { RuleError } from './errors.ts';
import type { AnyGame, DecideContext, SeatId, Typed } from './types.ts';
import { outcomeUndoable, watchedDice } from './undo.ts';

export interface Step {
  seat: SeatId;
  command: Typed;
  /** Set when the platform acted for the seat. */
  by?: 'standing' | 'timeout' | 'autopilot';
  /** How many of the outcome's events this step produced, in order. */
  events: number;
}

export interface Outcome<S = unknown, E = unknown> {
  state: S;
  events: E[];
  steps: Step[];
  /** The seat may take this back (engine/undo.ts); false once anything sealed it. */
  undoable?: boolean;
}

/** How many automatic answers may follow one command before we call it a runaway. */
const AUTO_LIMIT = 200;

export type OrdersBySeat = Readonly<Record<SeatId, unknown>>;

/** Parses a command with the game's schema; a malformed one is a RuleError the client can read. */
export function parseCommand(game: AnyGame, raw: unknown): Typed {
  const r = game.commandSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    const path = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new RuleError(
      'invalid_command',
      `That is not a ${game.title} command${path}: ${issue?.message ?? 'unknown shape'}`,
    );
  }
  return r.data as Typed;
}

function decideOne(game: AnyGame, state: unknown, seat: SeatId, command: Typed, ctx: DecideContext) {
  if (game.result(state)) throw new RuleError('game_over', 'The game is over.');
  if (!game.pending(state).some((p) => p.seat === seat)) {
    throw new RuleError('not_your_turn', 'The game is not waiting for this seat now.');
  }
  const events = game.decide(state, seat, command, ctx) as Typed[];
  let s = state;
  for (const e of events) s = game.evolve(s, e);
  return { state: s, events };
}

/** Standing orders answering whatever they can, until nothing they cover is pending. */
export function applyStanding(game: AnyGame, start: Outcome, ctx: DecideContext, orders: OrdersBySeat): Outcome {
  let { state } = start;
  const events = start.events.slice();
  const steps = start.steps.slice();
  if (!game.standing) return start;
  for (let n = 0; ; n++) {
    if (n > AUTO_LIMIT) throw new Error(`${game.id}: standing orders did not settle after ${AUTO_LIMIT} steps`);
    if (game.result(state)) break;
    let acted = false;
    for (const p of game.pending(state)) {
      const o = orders[p.seat];
      if (o === undefined) continue;
      const cmd = game.standing(state, p.seat, o);
      if (!cmd) continue;
      const r = decideOne(game, state, p.seat, cmd, ctx);
      state = r.state;
      events.push(...r.events);
      steps.push({ seat: p.seat, command: cmd, by: 'standing', events: r.events.length });
      acted = true;
      break;
    }
    if (!acted) break;
  }
  return { state, events, steps };
}

/** One player's command, then every answer standing orders give. */
export function play(
  game: AnyGame,
  state: unknown,
  seat: SeatId,
  command: unknown,
  ctx: DecideContext,
  orders: OrdersBySeat = {},
  by?: Step['by'],
): Outcome {
  const cmd = parseCommand(game, command);
  const watched = watchedDice(ctx.dice);
  const watchedCtx = { ...ctx, dice: watched.dice };
  const r = decideOne(game, state, seat, cmd, watchedCtx);
  const step: Step = { seat, command: cmd, events: r.events.length, ...(by ? { by } : {}) };
  const first: Outcome = { state: r.state, events: r.events, steps: [step] };
  const out = applyStanding(game, first, watchedCtx, orders);
  return { ...out, undoable: outcomeUndoable(game, seat, out, watched.used()) };
}

/** What a passed deadline does for a seat: its standing order if one answers, else the game's default. */
export function timeoutCommand(game: AnyGame, state: unknown, seat: SeatId, orders: OrdersBySeat = {}): Typed {
  const o = orders[seat];
  const standing = o !== undefined && game.standing ? game.standing(state, seat, o) : null;
  return (standing ?? game.onTimeout(state, seat)) as Typed;
}

/** Each event with the step that produced it: who acted, and whether the platform acted for them. */
export function attribute<E>(
  outcome: Outcome<unknown, E>,
): { event: E; seat: SeatId | null; by: NonNullable<Step['by']> | null }[] {
  const out: { event: E; seat: SeatId | null; by: NonNullable<Step['by']> | null }[] = [];
  let i = 0;
  for (const step of outcome.steps) {
    for (let k = 0; k < step.events; k++) {
      out.push({ event: outcome.events[i++] as E, seat: step.seat, by: step.by ?? null });
    }
  }
  // Events no step claims (set-up) belong to nobody.
  while (i < outcome.events.length) out.push({ event: outcome.events[i++] as E, seat: null, by: null });
  return out;
}

/** Set-up events folded, with standing orders applied (none exist yet at set-up, but keeps one path). */
export function start(game: AnyGame, config: unknown, ctx: DecideContext): Outcome {
  const events = game.setup(config, ctx.dice) as Typed[];
  let s: unknown;
  for (const e of events) s = game.evolve(s, e);
  return { state: s, events, steps: [] };
}
