/**
 * Deadlines and reminders from a game's pending list: when each seat started
 * waiting, when its time runs out, and the next moment the sweep must look.
 */
import type { Pending } from '@hexpost/shared/engine';
import type { Timing } from '@hexpost/shared/protocol';
import type { PendingEntry } from './store/games.ts';

const HOUR = 3600_000;

export function trackPending(now: number, timing: Timing, before: PendingEntry[], pending: Pending[]): PendingEntry[] {
  return pending.map((p) => {
    const old = before.find((b) => b.seat === p.seat && b.kind === p.kind);
    const since = old?.since ?? new Date(now).toISOString();
    const deadline =
      p.timeout && timing.decisionHours > 0
        ? new Date(Date.parse(since) + timing.decisionHours * HOUR).toISOString()
        : null;
    return {
      seat: p.seat,
      prompt: p.prompt,
      kind: p.kind,
      timeout: p.timeout,
      since,
      deadline,
      ...(old?.reminded ? { reminded: true } : {}),
    };
  });
}

export function reminderAt(p: PendingEntry, timing: Timing): string | null {
  if (!p.deadline || p.reminded || timing.reminderHours <= 0) return null;
  const at = Date.parse(p.deadline) - timing.reminderHours * HOUR;
  // A reminder due before the decision even began is pointless.
  return at > Date.parse(p.since) ? new Date(at).toISOString() : null;
}

/** The earliest deadline or reminder still to come, or undefined when nothing is timed. */
export function nextDue(pending: PendingEntry[], timing: Timing): string | undefined {
  const times = pending.flatMap((p) => [p.deadline, reminderAt(p, timing)]).filter((t): t is string => t !== null);
  return times.length ? times.sort()[0] : undefined;
}
