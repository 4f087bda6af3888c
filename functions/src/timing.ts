/**
 * Deadlines and reminders from a game's pending list: when each seat started
 * waiting, when its time runs out, and the next moment the sweep must look.
 * The table (table.ts) bends them: a seat played at once is due now; a seat on
 * vacation or a paused table has its clock stopped, the time it had kept.
 */
import type { DecisionKind, Pending } from '@hexpost/shared/engine';
import type { Timing } from '@hexpost/shared/protocol';
import type { PendingEntry } from './store/games.ts';
import { nextVacationEnd, playedAtOnce, stopped, type TableState } from './table.ts';

const HOUR = 3600_000;

export interface TableClock {
  table?: TableState | undefined;
  /** The title's round now (table.ts: one missed deadline a round). */
  round?: number | undefined;
  /** The title's decision kinds with their default hours. */
  decisions?: Readonly<Record<string, DecisionKind>> | undefined;
}

/**
 * Hours a decision of this kind gets: the creator's choice for the kind, else the title's default for it
 * (never longer than the game's decision deadline), else the game's decision deadline. 0 = none.
 */
export function hoursFor(kind: string, timing: Timing, decisions?: TableClock['decisions']): number {
  if (timing.decisionHours <= 0) return 0;
  const chosen = timing.byKind?.[kind];
  if (chosen !== undefined) return chosen;
  const title = decisions?.[kind]?.hours;
  return title !== undefined ? Math.min(title, timing.decisionHours) : timing.decisionHours;
}

export function trackPending(
  now: number,
  timing: Timing,
  before: PendingEntry[],
  pending: Pending[],
  clock: TableClock = {},
): PendingEntry[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  return pending.map((p) => {
    const old = before.find((b) => b.seat === p.seat && b.kind === p.kind);
    const since = old?.since ?? iso(now);
    const hours = p.timeout ? hoursFor(p.kind, timing, clock.decisions) : 0;
    const entry: PendingEntry = {
      seat: p.seat,
      prompt: p.prompt,
      kind: p.kind,
      timeout: p.timeout,
      since,
      deadline: null,
      ...(old?.reminded ? { reminded: true } : {}),
    };
    // Time spent stopped so far (vacation, pause): the deadline moves on by as much.
    let stoppedMs = old?.stoppedMs ?? 0;
    if (old?.stoppedAt && !stopped(clock.table, p.seat, now)) stoppedMs += now - Date.parse(old.stoppedAt);
    if (stoppedMs) entry.stoppedMs = stoppedMs;
    if (!p.timeout) return entry;
    if (stopped(clock.table, p.seat, now)) {
      // The clock stands still: no deadline and no reminder until it runs again.
      entry.stoppedAt = old?.stoppedAt ?? iso(now);
      return entry;
    }
    if (playedAtOnce(clock.table, p.seat, clock.round)) {
      entry.deadline = since;
      entry.atOnce = true;
      return entry;
    }
    if (hours > 0) entry.deadline = iso(Date.parse(since) + hours * HOUR + stoppedMs);
    return entry;
  });
}

export function reminderAt(p: PendingEntry, timing: Timing): string | null {
  if (!p.deadline || p.reminded || p.atOnce || timing.reminderHours <= 0) return null;
  const at = Date.parse(p.deadline) - timing.reminderHours * HOUR;
  // A reminder due before the decision even began (or before its clock last ran) is pointless.
  return at > Date.parse(p.since) + (p.stoppedMs ?? 0) ? new Date(at).toISOString() : null;
}

/** The earliest deadline, reminder or vacation end still to come, or undefined when nothing is timed. */
export function nextDue(pending: PendingEntry[], timing: Timing, table?: TableState): string | undefined {
  const times = pending.flatMap((p) => [p.deadline, reminderAt(p, timing)]).filter((t): t is string => t !== null);
  const back = nextVacationEnd(table);
  if (back) times.push(back);
  return times.length ? times.sort()[0] : undefined;
}
