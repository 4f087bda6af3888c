/**
 * The async table: who is playing, away, on vacation, resigned or gone, the
 * votes under way, a pause. It is derived from the game's `@table` events
 * (engine/table.ts) and from who acted in each commit, folded into the game's
 * meta after every commit (service.afterCommit), so it can be rebuilt from the
 * log like everything else a meta holds. What it decides:
 *   - a seat that missed `absentAfter` deadlines in a row is absent: its decisions are taken at once
 *     (standing orders, then the title's onTimeout) until its player acts again;
 *   - a seat that missed a deadline this round has its other decisions of the round taken at once,
 *     so one silent seat never holds the table for more than one deadline a round;
 *   - a seat on vacation, or a paused table, has no deadline running: the time left is kept and resumes.
 */
import type { Motion, Result, SeatId, TableEvent } from '@hexpost/shared/engine';
import { isTableEvent } from '@hexpost/shared/engine';
import type { TableInfo, Timing } from '@hexpost/shared/protocol';
import type { Meta } from './store/games.ts';

export interface SeatTable {
  /** Deadlines missed in a row, at most one a round. */
  missed?: number;
  /** The round of the last missed deadline: the seat's other decisions that round are taken at once. */
  lateRound?: number;
  absent?: boolean;
  resigned?: 'autopilot' | 'group' | 'removed' | 'forfeit';
  vacation?: { since: string; until: string };
  /** Vacation days used in this game. */
  daysUsed?: number;
  /** The version at which the seat was opened to a new player (its seat invitation derives from it). */
  open?: number;
}

export interface TableState {
  seats: Record<SeatId, SeatTable>;
  votes: { pause?: SeatId[]; open?: Record<SeatId, SeatId[]> };
  paused?: { since: string };
  /** The table, not the title, ended the game: a forfeit, or every player resigned. */
  result?: Result;
  /** Players who resigned: they watch on as spectators. */
  left?: string[];
}

export const emptyTable = (): TableState => ({ seats: {}, votes: {} });

export const DEFAULT_ABSENT_AFTER = 3;
export const DEFAULT_VACATION_DAYS = 7;
/** An open game nobody joined for this long is closed. */
export const ABANDON_MS = 14 * 24 * 3600_000;
export const DAY = 24 * 3600_000;

export const absentAfter = (t: Timing) => t.absentAfter ?? DEFAULT_ABSENT_AFTER;
export const vacationDays = (t: Timing) => t.vacationDays ?? DEFAULT_VACATION_DAYS;

export interface FoldContext {
  /** The commit's time. */
  at: string;
  /** The last version of the commit (a seat opened by it gets its invitation from it). */
  version: number;
  /** The title's round when the commit was decided (before it), if it counts rounds. */
  round: number | undefined;
}

const copy = (t: TableState): TableState => ({
  seats: Object.fromEntries(Object.entries(t.seats).map(([k, v]) => [k, { ...v }])),
  votes: {
    ...(t.votes.pause ? { pause: [...t.votes.pause] } : {}),
    ...(t.votes.open ? { open: Object.fromEntries(Object.entries(t.votes.open).map(([k, v]) => [k, [...v]])) } : {}),
  },
  ...(t.paused ? { paused: { ...t.paused } } : {}),
  ...(t.result ? { result: t.result } : {}),
  ...(t.left ? { left: [...t.left] } : {}),
});

const motionVotes = (t: TableState, m: Motion): SeatId[] =>
  m.kind === 'pause' ? (t.votes.pause ?? []) : (t.votes.open?.[m.seat] ?? []);

function setVotes(t: TableState, m: Motion, seats: SeatId[]) {
  if (m.kind === 'pause') {
    if (seats.length) t.votes.pause = seats;
    else delete t.votes.pause;
    return;
  }
  const open = { ...(t.votes.open ?? {}) };
  if (seats.length) open[m.seat] = seats;
  else delete open[m.seat];
  if (Object.keys(open).length) t.votes.open = open;
  else delete t.votes.open;
}

/** One commit's entries folded into the table. Pure; the input is left as it was. */
export function foldTable(
  before: TableState | undefined,
  entries: readonly { event: unknown; seat: SeatId | null; by: string | null }[],
  ctx: FoldContext,
): TableState {
  const t = copy(before ?? emptyTable());
  const seat = (s: SeatId) => {
    t.seats[s] ??= {};
    return t.seats[s] as SeatTable;
  };
  for (const e of entries) {
    if (isTableEvent(e.event)) {
      applyTable(t, e.event, ctx, seat);
      continue;
    }
    if (e.seat === null || (typeof e.event === 'object' && String((e.event as { type?: unknown }).type) === '@undo'))
      continue;
    const s = seat(e.seat);
    if (e.by === 'timeout') {
      // A deadline passed: counted once a round.
      if (ctx.round === undefined || s.lateRound !== ctx.round) s.missed = (s.missed ?? 0) + 1;
      if (ctx.round !== undefined) s.lateRound = ctx.round;
    } else if (e.by === null) {
      // The player acted: the count starts again.
      delete s.missed;
      delete s.lateRound;
    }
  }
  return t;
}

function applyTable(t: TableState, e: TableEvent, ctx: FoldContext, seat: (s: SeatId) => SeatTable) {
  switch (e.act) {
    case 'resign': {
      const s = seat(e.seat);
      s.resigned = e.policy;
      delete s.vacation;
      if (e.player && !t.left?.includes(e.player)) t.left = [...(t.left ?? []), e.player];
      if (e.policy === 'group') {
        // Played by the rest of the table from now on: nobody is away.
        delete s.absent;
        delete s.missed;
        delete s.lateRound;
      }
      break;
    }
    case 'absent':
      seat(e.seat).absent = true;
      break;
    case 'back': {
      const s = seat(e.seat);
      delete s.absent;
      delete s.missed;
      delete s.lateRound;
      break;
    }
    case 'vacation':
      seat(e.seat).vacation = { since: ctx.at, until: e.until };
      break;
    case 'return': {
      const s = seat(e.seat);
      delete s.vacation;
      s.daysUsed = (s.daysUsed ?? 0) + e.days;
      break;
    }
    case 'vote': {
      const now = motionVotes(t, e.motion);
      setVotes(t, e.motion, [...now, ...e.seats.filter((s) => !now.includes(s))]);
      break;
    }
    case 'unvote':
      setVotes(
        t,
        e.motion,
        motionVotes(t, e.motion).filter((s) => !e.seats.includes(s)),
      );
      break;
    case 'pause':
      t.paused = { since: ctx.at };
      delete t.votes.pause;
      break;
    case 'resume':
      delete t.paused;
      delete t.votes.pause;
      break;
    case 'opened': {
      const s = seat(e.seat);
      s.open = ctx.version;
      setVotes(t, { kind: 'open', seat: e.seat }, []);
      break;
    }
    case 'seated': {
      // A new player: the seat is theirs, with nothing of the old holder's record (a fresh vacation budget too).
      t.seats[e.seat] = {};
      break;
    }
    case 'ended':
      t.result = { winners: e.winners, summary: e.summary };
      break;
  }
}

/** The seat's decisions are taken at once: absent, resigned to the autopilot, open, or late this round. */
export function playedAtOnce(t: TableState | undefined, seat: SeatId, round: number | undefined): boolean {
  const s = t?.seats[seat];
  if (!s) return false;
  if (s.absent || s.open !== undefined) return true;
  if (left(t, seat)) return true;
  return round !== undefined && s.lateRound === round;
}

/** No deadline runs for the seat: the table is paused or the seat is on vacation. */
export function stopped(t: TableState | undefined, seat: SeatId, now: number): boolean {
  if (!t) return false;
  if (t.paused) return true;
  const v = t.seats[seat]?.vacation;
  return v !== undefined && Date.parse(v.until) > now;
}

/** The seat's player resigned (not to the group): the name stays, the right to act does not. */
export function left(t: TableState | undefined, seat: SeatId): boolean {
  const r = t?.seats[seat]?.resigned;
  return r !== undefined && r !== 'group';
}

/** Each seat in words for the log and the table's summaries: "Dee — Zorn" (the player with the seat's name). */
export function seatWordsOf(meta: Pick<Meta, 'seatIds' | 'seatNames' | 'holders'>): Record<SeatId, string> {
  return Object.fromEntries(
    meta.seatIds.map((s) => {
      const label = meta.seatNames?.[s] ?? s;
      const name = meta.holders[s]?.name;
      return [s, name ? `${name} — ${label}` : label];
    }),
  );
}

/** Seats whose player is still at the table: neither resigned (except to the group), nor away, nor open. */
export function presentSeats(t: TableState | undefined, seats: readonly SeatId[]): SeatId[] {
  return seats.filter((s) => {
    const x = t?.seats[s];
    return !x || (!x.absent && x.open === undefined && (!x.resigned || x.resigned === 'group'));
  });
}

/** Whether a seat may be opened to a new player: its holder resigned or went silent. */
export function vacant(t: TableState | undefined, seat: SeatId): boolean {
  const s = t?.seats[seat];
  if (!s || s.open !== undefined) return false;
  return s.absent === true || (s.resigned !== undefined && s.resigned !== 'removed' && s.resigned !== 'forfeit');
}

/** Vacation days a seat has left. */
export function daysLeft(t: TableState | undefined, seat: SeatId, timing: Timing): number {
  return Math.max(0, vacationDays(timing) - (t?.seats[seat]?.daysUsed ?? 0));
}

/** The earliest vacation end still to come, for the sweep's due time. */
export function nextVacationEnd(t: TableState | undefined): string | undefined {
  const ends = Object.values(t?.seats ?? {})
    .map((s) => s.vacation?.until)
    .filter((u): u is string => u !== undefined)
    .sort();
  return ends[0];
}

/** A date in words, the same for every reader ("Thu 3 Dec", UTC: the log is one text for all). */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A table change in words, for the log: `names` are "player — seat" by seat. */
export function describeTable(e: TableEvent, names: Readonly<Record<SeatId, string>>): string {
  const n = (s: SeatId) => names[s] ?? s;
  const list = (seats: SeatId[]) => seats.map(n).join(', ');
  switch (e.act) {
    case 'resign':
      return {
        autopilot: `${n(e.seat)} resigned; the autopilot plays the seat from now on.`,
        group: `${n(e.seat)} resigned; ${e.to ? n(e.to) : 'the table'} plays the seat from now on.`,
        removed: `${n(e.seat)} resigned and left the game.`,
        forfeit: `${n(e.seat)} resigned.`,
      }[e.policy];
    case 'absent':
      return `${n(e.seat)} missed ${e.missed} deadlines in a row: the autopilot plays the seat at once until they are back.`;
    case 'back':
      return `${n(e.seat)} is back and plays again.`;
    case 'vacation':
      return `${n(e.seat)} is away for ${e.days} day${e.days === 1 ? '' : 's'}: their deadlines stop until ${dayOf(e.until)}.`;
    case 'return':
      return `${n(e.seat)} is back from vacation (${e.days} day${e.days === 1 ? '' : 's'} used); their deadlines run again.`;
    case 'vote':
      return e.motion.kind === 'pause'
        ? `${list(e.seats)} voted to pause the game.`
        : `${list(e.seats)} voted to open ${n(e.motion.seat)} to a new player.`;
    case 'unvote':
      return `${list(e.seats)} withdrew their vote.`;
    case 'pause':
      return 'Everyone agreed: the game is paused and no deadline runs.';
    case 'resume':
      return `${n(e.seat)} resumed the game; deadlines run again from where they stopped.`;
    case 'opened':
      return `${names[e.seat] ?? e.seat} is open to a new player (${e.by === 'creator' ? 'the creator decided' : 'the table voted'}); the autopilot plays it meanwhile.`;
    case 'seated':
      return `${e.name} took over ${names[e.seat]?.split(' — ').at(-1) ?? e.seat}.`;
    case 'ended':
      return e.summary;
  }
}

/** Whole days from one time to another, at least one (vacation days are counted whole). */
export function daysBetween(from: string, to: string): number {
  return Math.max(1, Math.ceil((Date.parse(to) - Date.parse(from)) / DAY));
}

/** The table as a player at it sees it: every seat's state, the votes, a pause, the rematch. */
export function tableInfo(
  meta: Meta,
  atTable: boolean,
  codeOf: (seat: SeatId) => string | null,
  now: number,
): TableInfo {
  const t = meta.table;
  return {
    seats: meta.seatIds.map((seat) => {
      const s = t?.seats[seat];
      const code = atTable ? codeOf(seat) : null;
      const onVacation = s?.vacation && Date.parse(s.vacation.until) > now;
      const status =
        s?.open !== undefined
          ? 'open'
          : left(t, seat)
            ? 'resigned'
            : onVacation
              ? 'vacation'
              : s?.absent
                ? 'away'
                : 'playing';
      return {
        seat,
        status,
        missed: s?.missed ?? 0,
        daysLeft: daysLeft(t, seat, meta.timing),
        openable: meta.status === 'active' && vacant(t, seat),
        ...(onVacation && s?.vacation ? { vacationUntil: s.vacation.until } : {}),
        ...(code ? { inviteCode: code } : {}),
      };
    }),
    paused: t?.paused ?? null,
    votes: { pause: t?.votes.pause ?? [], open: t?.votes.open ?? {} },
    absentAfter: absentAfter(meta.timing),
    vacationDays: vacationDays(meta.timing),
    rematch: meta.rematch ?? null,
  };
}
