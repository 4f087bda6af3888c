/**
 * Undo, as Rally the Troops and boardgame.io do it: a seat may take back its
 * own commands since the last point that sealed them. What seals a command
 * (the platform decides, with the title's help):
 *   - it rolled a die or shuffled (the dice were used while deciding it),
 *   - it revealed something hidden (the title's `sealed(event)` says so),
 *   - another seat's decision followed it (a standing order answered, or another seat acted),
 *   - the seat's turn passed (after it, the game no longer waits on that seat), or the game ended,
 *   - the platform acted for the seat (a timeout or a standing order).
 *
 * The log stays append-only: an undo is one more event, `@undo` with the
 * version it goes back to. Folding it restores the state at that version,
 * which the fold keeps for every commit boundary since the last snapshot (a
 * snapshot is never taken while an undo is possible, so it is always there).
 * Titles never see `@undo`: the platform folds, redacts and describes it.
 */
import { isPlatformEvent } from './table.ts';
import type { AnyGame, Dice, SeatId, Typed } from './types.ts';

export const UNDO = '@undo';

export interface UndoEvent {
  type: typeof UNDO;
  /** The version the game goes back to: the state after that event. */
  to: number;
}

export const isUndo = (e: unknown): e is UndoEvent =>
  typeof e === 'object' && e !== null && (e as { type?: unknown }).type === UNDO;

/** What undo needs to know of a stored commit. */
export interface UndoCommit {
  first: number;
  last: number;
  /** The seat that sent the command (null or absent for set-up). */
  seat?: SeatId | null;
  /** The command may be taken back (see the rules above); absent or false: it sealed. */
  undoable?: boolean;
  /** Set when the commit is itself an undo. */
  undoTo?: number;
}

/**
 * The commands that may be taken back now, oldest first, all of one seat: the
 * run of undoable commits since the last seal, minus those already undone.
 * Commits before `commits[0]` are out of reach (behind a snapshot).
 */
export function undoStack<C extends UndoCommit>(commits: readonly C[]): C[] {
  let stack: C[] = [];
  for (const c of commits) {
    if (c.undoTo !== undefined) {
      const to = c.undoTo;
      while (stack.length && (stack.at(-1) as C).first > to) stack.pop();
      continue;
    }
    if (!c.undoable || c.seat == null) {
      stack = [];
      continue;
    }
    // Another seat's decision seals what came before it.
    if (stack.length && stack[0]?.seat !== c.seat) stack = [];
    stack.push(c);
  }
  return stack;
}

/**
 * What may be undone now, by whom: the seat of the open stack (only one seat's steps are ever open),
 * the version its last command started from, and how many steps are open.
 */
export function openUndo(commits: readonly UndoCommit[]): { seat: SeatId; to: number; steps: number } | null {
  const stack = undoStack(commits);
  const top = stack.at(-1);
  if (!top?.seat) return null;
  return { seat: top.seat, to: top.first - 1, steps: stack.length };
}

/** What `seat` may undo now: the version its last command started from, and how many steps are open. */
export function undoFor(commits: readonly UndoCommit[], seat: SeatId): { to: number; steps: number } | null {
  const open = openUndo(commits);
  return open && open.seat === seat ? { to: open.to, steps: open.steps } : null;
}

/** Dice that note whether they were used, so a command that rolled or shuffled seals itself. */
export function watchedDice(dice: Dice): { dice: Dice; used: () => boolean } {
  let used = false;
  return {
    dice: {
      roll: (sides) => {
        used = true;
        return dice.roll(sides);
      },
      int: (min, max) => {
        used = true;
        return dice.int(min, max);
      },
      shuffle: (list) => {
        used = true;
        return dice.shuffle(list);
      },
    },
    used: () => used,
  };
}

/**
 * Folds commits onto a base state, applying `@undo` events by going back to
 * the state kept at that boundary; `@table` events leave the title's state as it is. Returns the state, the version and the
 * boundary states (version → state), which callers use to undo.
 */
export function foldCommits(
  evolve: (state: unknown, event: never) => unknown,
  base: { state: unknown; version: number },
  commits: readonly { first: number; last: number; entries: readonly { event: unknown }[] }[],
): { state: unknown; version: number; boundaries: Map<number, unknown> } {
  const boundaries = new Map<number, unknown>([[base.version, base.state]]);
  let state = base.state;
  let version = base.version;
  for (const c of commits) {
    for (const { event } of c.entries) {
      if (isUndo(event)) {
        if (!boundaries.has(event.to)) throw new Error(`undo to ${event.to}: that state is not kept`);
        state = boundaries.get(event.to);
      } else if (!isPlatformEvent(event)) state = evolve(state, event as never);
    }
    version = c.last;
    boundaries.set(version, state);
  }
  return { state, version, boundaries };
}

/**
 * Whether a command's outcome may be taken back: no dice used, nothing the
 * title marks as sealing, no other seat's decision (a single step), and the
 * game still waiting on the seat afterwards.
 */
export function outcomeUndoable(
  game: AnyGame,
  seat: SeatId,
  outcome: { state: unknown; events: readonly unknown[]; steps: readonly { by?: string }[] },
  diceUsed: boolean,
): boolean {
  if (diceUsed || outcome.steps.length !== 1 || outcome.steps[0]?.by) return false;
  if (outcome.events.length === 0) return false;
  if (game.sealed && outcome.events.some((e) => game.sealed?.(e as Typed))) return false;
  if (game.result(outcome.state)) return false;
  return game.pending(outcome.state).some((p) => p.seat === seat);
}
