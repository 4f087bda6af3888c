import { describe, expect, it } from 'vitest';
import type { PendingEntry } from './store/games.ts';
import { nextDue, reminderAt, trackPending } from './timing.ts';

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
