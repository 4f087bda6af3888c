/** The table's fold and its rules of thumb (table.ts), one limit at a time. */
import { describe, expect, it } from 'vitest';
import { TABLE, type TableEvent } from '@hexpost/shared/engine';
import {
  daysBetween,
  daysLeft,
  describeTable,
  foldTable,
  nextVacationEnd,
  playedAtOnce,
  presentSeats,
  stopped,
  type TableState,
  vacant,
} from './table.ts';

const at = '2026-12-01T12:00:00.000Z';
const ctx = (round?: number, version = 10) => ({ at, version, round });
/** One table event's own fields (the union kept apart, act by act). */
type Act = TableEvent extends infer E ? (E extends TableEvent ? Omit<E, 'type'> : never) : never;
const ev = (e: Act) => ({ event: { type: TABLE, ...e } as TableEvent, seat: null, by: null });
const move = (seat: string, by: string | null) => ({ event: { type: 'moved' }, seat, by });
const timing = { decisionHours: 24, reminderHours: 0, vacationDays: 5 };

describe('foldTable', () => {
  it('counts a missed deadline once a round, and starts again when the player acts', () => {
    let t = foldTable(undefined, [move('a', 'timeout')], ctx(1));
    expect(t.seats.a).toEqual({ missed: 1, lateRound: 1 });
    // Another deadline of the same round does not count again; an autopilot step counts nothing.
    t = foldTable(t, [move('a', 'timeout'), move('a', 'autopilot')], ctx(1));
    expect(t.seats.a?.missed).toBe(1);
    t = foldTable(t, [move('a', 'timeout')], ctx(2));
    expect(t.seats.a).toEqual({ missed: 2, lateRound: 2 });
    // A standing order is not the player acting.
    t = foldTable(t, [move('a', 'standing')], ctx(2));
    expect(t.seats.a?.missed).toBe(2);
    t = foldTable(t, [move('a', null)], ctx(3));
    expect(t.seats.a).toEqual({});
    // Without rounds, every deadline counts.
    const n = foldTable(undefined, [move('b', 'timeout'), move('b', 'timeout')], ctx(undefined));
    expect(n.seats.b).toEqual({ missed: 2 });
    // Set-up (no seat) and undo change nothing.
    expect(foldTable(undefined, [{ event: { type: '@undo', to: 1 }, seat: 'a', by: null }], ctx()).seats).toEqual({});
  });

  it('folds absence, back, vacation and return, leaving its input alone', () => {
    const start: TableState = { seats: { a: { missed: 3 } }, votes: {} };
    const away = foldTable(start, [ev({ act: 'absent', seat: 'a', missed: 3 })], ctx());
    expect(start.seats.a).toEqual({ missed: 3 });
    expect(away.seats.a).toEqual({ missed: 3, absent: true });
    expect(foldTable(away, [ev({ act: 'back', seat: 'a' })], ctx()).seats.a).toEqual({});
    const off = foldTable(
      undefined,
      [ev({ act: 'vacation', seat: 'a', until: '2026-12-03T12:00:00.000Z', days: 2 })],
      ctx(),
    );
    expect(off.seats.a?.vacation).toEqual({ since: at, until: '2026-12-03T12:00:00.000Z' });
    const back = foldTable(off, [ev({ act: 'return', seat: 'a', days: 2 })], ctx());
    expect(back.seats.a).toEqual({ daysUsed: 2 });
    expect(foldTable(back, [ev({ act: 'return', seat: 'a', days: 1 })], ctx()).seats.a?.daysUsed).toBe(3);
  });

  it('folds votes once per seat, a pause clears them, a withdrawn vote leaves the others', () => {
    let t = foldTable(undefined, [ev({ act: 'vote', seats: ['a'], motion: { kind: 'pause' } })], ctx());
    t = foldTable(t, [ev({ act: 'vote', seats: ['a', 'b'], motion: { kind: 'pause' } })], ctx());
    expect(t.votes.pause).toEqual(['a', 'b']);
    expect(foldTable(t, [ev({ act: 'unvote', seats: ['a'], motion: { kind: 'pause' } })], ctx()).votes.pause).toEqual([
      'b',
    ]);
    expect(foldTable(t, [ev({ act: 'unvote', seats: ['a', 'b'], motion: { kind: 'pause' } })], ctx()).votes).toEqual(
      {},
    );
    const p = foldTable(t, [ev({ act: 'pause' })], ctx());
    expect(p.paused).toEqual({ since: at });
    expect(p.votes).toEqual({});
    expect(foldTable(p, [ev({ act: 'resume', seat: 'a' })], ctx()).paused).toBeUndefined();
    const o = foldTable(undefined, [ev({ act: 'vote', seats: ['a'], motion: { kind: 'open', seat: 'c' } })], ctx());
    expect(o.votes.open).toEqual({ c: ['a'] });
    const opened = foldTable(o, [ev({ act: 'opened', seat: 'c', by: 'vote' })], ctx(undefined, 42));
    expect(opened.seats.c?.open).toBe(42);
    expect(opened.votes).toEqual({});
    const seated = foldTable(
      { ...opened, seats: { c: { open: 42, daysUsed: 3, missed: 4 } } },
      [ev({ act: 'seated', seat: 'c', name: 'Nia' })],
      ctx(),
    );
    expect(seated.seats.c).toEqual({});
  });

  it('folds resignations: the group takes the seat on, the others leave it to the autopilot or the game', () => {
    const base: TableState = {
      seats: { a: { missed: 2, absent: true, vacation: { since: at, until: at } } },
      votes: {},
    };
    const g = foldTable(base, [ev({ act: 'resign', seat: 'a', policy: 'group', to: 'b', player: 'pa' })], ctx());
    expect(g.seats.a).toEqual({ resigned: 'group' });
    expect(g.left).toEqual(['pa']);
    const auto = foldTable(base, [ev({ act: 'resign', seat: 'a', policy: 'autopilot', player: 'pa' })], ctx());
    expect(auto.seats.a).toEqual({ missed: 2, absent: true, resigned: 'autopilot' });
    const twice = foldTable(auto, [ev({ act: 'resign', seat: 'a', policy: 'autopilot', player: 'pa' })], ctx());
    expect(twice.left).toEqual(['pa']);
    const ended = foldTable(auto, [ev({ act: 'ended', winners: ['b'], summary: 'Bob wins.' })], ctx());
    expect(ended.result).toEqual({ winners: ['b'], summary: 'Bob wins.' });
  });
});

describe('the table’s rules of thumb', () => {
  const t: TableState = {
    seats: {
      away: { absent: true },
      open: { open: 3 },
      auto: { resigned: 'autopilot' },
      group: { resigned: 'group' },
      removed: { resigned: 'removed' },
      late: { lateRound: 4, missed: 1 },
      off: { vacation: { since: at, until: '2026-12-02T12:00:00.000Z' } },
    },
    votes: {},
  };
  it('plays at once a seat away, open, resigned to the autopilot or late this round — no other', () => {
    for (const s of ['away', 'open', 'auto', 'removed']) expect(playedAtOnce(t, s, 1), s).toBe(true);
    expect(playedAtOnce(t, 'late', 4)).toBe(true);
    expect(playedAtOnce(t, 'late', 5)).toBe(false);
    expect(playedAtOnce(t, 'late', undefined)).toBe(false);
    expect(playedAtOnce(t, 'group', 1)).toBe(false);
    expect(playedAtOnce(t, 'nobody', 1)).toBe(false);
    expect(playedAtOnce(undefined, 'away', 1)).toBe(false);
  });

  it('stops the clock for a seat on vacation until its end, and for everyone in a pause', () => {
    const until = Date.parse('2026-12-02T12:00:00.000Z');
    expect(stopped(t, 'off', until - 1)).toBe(true);
    expect(stopped(t, 'off', until)).toBe(false);
    expect(stopped(t, 'away', 0)).toBe(false);
    expect(stopped({ ...t, paused: { since: at } }, 'away', 0)).toBe(true);
    expect(stopped(undefined, 'off', 0)).toBe(false);
    expect(nextVacationEnd(t)).toBe('2026-12-02T12:00:00.000Z');
    expect(nextVacationEnd({ seats: {}, votes: {} })).toBeUndefined();
  });

  it('counts present only the players still at the table, and opens only seats whose player left or went silent', () => {
    expect(presentSeats(t, Object.keys(t.seats))).toEqual(['group', 'late', 'off']);
    expect(presentSeats(undefined, ['x'])).toEqual(['x']);
    for (const s of ['away', 'auto', 'group']) expect(vacant(t, s), s).toBe(true);
    for (const s of ['open', 'removed', 'late', 'off', 'nobody']) expect(vacant(t, s), s).toBe(false);
    expect(vacant({ seats: { f: { resigned: 'forfeit' } }, votes: {} }, 'f')).toBe(false);
  });

  it('counts vacation days whole, at least one, within the budget', () => {
    expect(daysBetween(at, at)).toBe(1);
    expect(daysBetween(at, '2026-12-02T12:00:00.000Z')).toBe(1);
    expect(daysBetween(at, '2026-12-02T12:00:00.001Z')).toBe(2);
    expect(daysLeft({ seats: { a: { daysUsed: 2 } }, votes: {} }, 'a', timing)).toBe(3);
    expect(daysLeft({ seats: { a: { daysUsed: 9 } }, votes: {} }, 'a', timing)).toBe(0);
    expect(daysLeft(undefined, 'a', { decisionHours: 1, reminderHours: 0 })).toBe(7);
  });

  it('puts every table change in words, with names and never a seat id where a name exists', () => {
    const names = { a: 'Ann — Neuth', b: 'Bob — Zorn' };
    const lines = [
      describeTable({ type: TABLE, act: 'resign', seat: 'a', policy: 'group', to: 'b' }, names),
      describeTable({ type: TABLE, act: 'absent', seat: 'a', missed: 3 }, names),
      describeTable({ type: TABLE, act: 'vacation', seat: 'a', until: '2026-12-03T12:00:00.000Z', days: 2 }, names),
      describeTable({ type: TABLE, act: 'vote', seats: ['a', 'b'], motion: { kind: 'open', seat: 'b' } }, names),
      describeTable({ type: TABLE, act: 'seated', seat: 'b', name: 'Nia' }, names),
    ];
    expect(lines).toEqual([
      'Ann — Neuth resigned; Bob — Zorn plays the seat from now on.',
      'Ann — Neuth missed 3 deadlines in a row: the autopilot plays the seat at once until they are back.',
      'Ann — Neuth is away for 2 days: their deadlines stop until Thu 3 Dec.',
      'Ann — Neuth, Bob — Zorn voted to open Bob — Zorn to a new player.',
      'Nia took over Zorn.',
    ]);
  });
});
