import { describe, expect, it } from 'vitest';
import type { PendingEntry } from './store/games.ts';
import { hoursFor, nextDue, reminderAt, trackPending } from './timing.ts';

const HOUR = 3600_000;
const t0 = Date.parse('2026-11-29T12:00:00Z');
const timing = { decisionHours: 24, reminderHours: 4 };

describe('deadlines', () => {
  it('start a seat the moment it becomes pending and keep that start while it stays pending', () => {
    const first = trackPending(t0, timing, [], [{ seat: 'a', kind: 'turn', prompt: 'p', timeout: true }]);
    expect(first[0]?.deadline).toBe(new Date(t0 + 24 * HOUR).toISOString());
    const later = trackPending(t0 + 5 * HOUR, timing, first, [
      { seat: 'a', kind: 'turn', prompt: 'p2', timeout: true },
    ]);
    expect(later[0]?.since).toBe(first[0]?.since);
    expect(later[0]?.prompt).toBe('p2');
    const other = trackPending(t0 + 5 * HOUR, timing, first, [
      { seat: 'a', kind: 'losses', prompt: 'p', timeout: true },
    ]);
    expect(other[0]?.since).toBe(new Date(t0 + 5 * HOUR).toISOString());
  });

  it('set no deadline where the game allows no timeout or the game has none', () => {
    expect(
      trackPending(t0, timing, [], [{ seat: 'a', kind: 'orders', prompt: 'p', timeout: false }])[0]?.deadline,
    ).toBeNull();
    expect(
      trackPending(
        t0,
        { decisionHours: 0, reminderHours: 4 },
        [],
        [{ seat: 'a', kind: 't', prompt: 'p', timeout: true }],
      )[0]?.deadline,
    ).toBeNull();
  });

  it('remind once, before the deadline, and never before the decision began', () => {
    const [p] = trackPending(t0, timing, [], [{ seat: 'a', kind: 'turn', prompt: 'p', timeout: true }]) as [
      PendingEntry,
    ];
    expect(reminderAt(p, timing)).toBe(new Date(t0 + 20 * HOUR).toISOString());
    expect(reminderAt({ ...p, reminded: true }, timing)).toBeNull();
    const short = { decisionHours: 2, reminderHours: 4 };
    const [q] = trackPending(t0, short, [], [{ seat: 'a', kind: 'turn', prompt: 'p', timeout: true }]) as [
      PendingEntry,
    ];
    expect(reminderAt(q, short)).toBeNull();
  });

  it('next due is the earliest reminder or deadline of any seat', () => {
    const ps = trackPending(
      t0,
      timing,
      [],
      [
        { seat: 'a', kind: 'turn', prompt: 'p', timeout: true },
        { seat: 'b', kind: 'turn', prompt: 'p', timeout: false },
      ],
    );
    expect(nextDue(ps, timing)).toBe(new Date(t0 + 20 * HOUR).toISOString());
    expect(nextDue([{ ...(ps[0] as PendingEntry), reminded: true }], timing)).toBe(
      new Date(t0 + 24 * HOUR).toISOString(),
    );
    expect(nextDue([], timing)).toBeUndefined();
  });
});

describe('deadlines at the table', () => {
  const p = (kind = 'turn') => ({ seat: 'a', kind, prompt: 'p', timeout: true });
  it('a kind of decision gets the creator’s hours, else the title’s (never past the game’s), else the game’s', () => {
    const decisions = { losses: { label: 'Losses', hours: 6 }, long: { label: 'Long', hours: 100 } };
    expect(hoursFor('losses', timing, decisions)).toBe(6);
    expect(hoursFor('long', timing, decisions)).toBe(24);
    expect(hoursFor('turn', timing, decisions)).toBe(24);
    expect(hoursFor('losses', { ...timing, byKind: { losses: 2 } }, decisions)).toBe(2);
    expect(hoursFor('losses', { ...timing, decisionHours: 0, byKind: { losses: 2 } }, decisions)).toBe(0);
    const [e] = trackPending(t0, timing, [], [p('losses')], { decisions }) as [PendingEntry];
    expect(e.deadline).toBe(new Date(t0 + 6 * HOUR).toISOString());
  });

  it('a seat played at once is due now and never reminded', () => {
    const table = { seats: { a: { absent: true } }, votes: {} };
    const [e] = trackPending(t0, timing, [], [p()], { table }) as [PendingEntry];
    expect(e.deadline).toBe(e.since);
    expect(e.atOnce).toBe(true);
    expect(reminderAt(e, timing)).toBeNull();
  });

  it('a stopped clock keeps the time left and runs on from there; its reminder moves with it', () => {
    const [first] = trackPending(t0, timing, [], [p()]) as [PendingEntry];
    const paused = { seats: {}, votes: {}, paused: { since: new Date(t0 + 4 * HOUR).toISOString() } };
    const [held] = trackPending(t0 + 4 * HOUR, timing, [first], [p()], { table: paused }) as [PendingEntry];
    expect(held.deadline).toBeNull();
    expect(held.stoppedAt).toBe(new Date(t0 + 4 * HOUR).toISOString());
    expect(nextDue([held], timing)).toBeUndefined();
    // Still paused later: the stop keeps its start.
    const [still] = trackPending(t0 + 9 * HOUR, timing, [held], [p()], { table: paused }) as [PendingEntry];
    expect(still.stoppedAt).toBe(held.stoppedAt);
    // Resumed 10 h after it stopped: 20 h were left, and they still are.
    const [run] = trackPending(t0 + 14 * HOUR, timing, [still], [p()], { table: { seats: {}, votes: {} } }) as [
      PendingEntry,
    ];
    expect(run.stoppedAt).toBeUndefined();
    expect(run.stoppedMs).toBe(10 * HOUR);
    expect(run.deadline).toBe(new Date(t0 + 34 * HOUR).toISOString());
    expect(reminderAt(run, timing)).toBe(new Date(t0 + 30 * HOUR).toISOString());
  });
});
