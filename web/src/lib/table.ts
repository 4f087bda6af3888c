/**
 * The table around a game in words and in what a player may do there (docs/api.md, "The table"):
 * each seat's state, the votes under way, a pause, resigning, vacation, a rematch. Pure, so the seat
 * list, the table menu and the end screen offer exactly the same things, and tests can check them.
 */
import type * as P from '@hexpost/shared/protocol';
import { boardFor } from '../boards/registry.ts';
import { formatDate } from './time.ts';

/** The link a friend joins with: the game's invitation, or an open seat's own. */
export const inviteLink = (origin: string, gameId: string, code: string) =>
  `${origin}/join/${encodeURIComponent(gameId)}?code=${encodeURIComponent(code)}`;

export type SeatOrder = 'same' | 'rotate' | 'shuffle';

/** Who sits where in a rematch, in words. */
export const REMATCH_ORDERS: readonly { value: SeatOrder; label: string; hint: string }[] = [
  { value: 'same', label: 'Same seats', hint: 'everyone plays the seat they played' },
  { value: 'rotate', label: 'Each one seat on', hint: 'every player moves to the next seat' },
  { value: 'shuffle', label: 'Shuffle seats', hint: 'the seats are drawn at random' },
];

/** A seat's state in words, or null while its player plays it as usual. */
export function seatStatusWords(s: P.TableSeat): string | null {
  switch (s.status) {
    case 'away':
      return 'away (the autopilot plays)';
    case 'vacation':
      return s.vacationUntil ? `on vacation until ${formatDate(s.vacationUntil)}` : 'on vacation';
    case 'resigned':
      return 'resigned';
    case 'open':
      return 'open to a new player';
    default:
      return null;
  }
}

export const missedWords = (n: number): string | null =>
  n > 0 ? `missed ${n} deadline${n === 1 ? '' : 's'} in a row` : null;

/** Seats whose player is still at the table, who vote: playing or on vacation (not away, resigned or open). */
export const presentSeats = (t: P.TableInfo): string[] =>
  t.seats.filter((s) => s.status === 'playing' || s.status === 'vacation').map((s) => s.seat);

/** A vote to pause: the seats present that agreed, of all present (everyone must agree). */
export function pauseVotes(t: P.TableInfo): { have: number; of: number } {
  const present = presentSeats(t);
  return { have: t.votes.pause.filter((s) => present.includes(s)).length, of: present.length };
}

/** A vote to open a seat: more than half of the other players present open it. */
export function openVotes(t: P.TableInfo, seat: string): { have: number; need: number } {
  const voters = presentSeats(t).filter((s) => s !== seat);
  return { have: (t.votes.open[seat] ?? []).length, need: Math.floor(voters.length / 2) + 1 };
}

export type OpenAction =
  /** The creator opens the seat at once. */
  | { kind: 'open'; label: string }
  /** Another player votes; `voted` when one of their seats has. */
  | { kind: 'vote'; label: string; voted: boolean; have: number; need: number };

/**
 * What the viewer may do about a seat whose player resigned or went silent: the creator opens it to a
 * new player, anyone else at the table votes to. Nothing for the viewer's own seats, a seat still played
 * or already open, a game not under way, or a viewer not at the table.
 */
export function openAction(g: P.GameDetail, seat: string, me: string | undefined): OpenAction | null {
  const t = g.table;
  if (!t || g.status !== 'active') return null;
  const s = t.seats.find((x) => x.seat === seat);
  // The server says which seats may open: a kingdom a resignation took out of the game may not.
  if (!s?.openable || g.you.includes(seat)) return null;
  if (me && g.createdBy === me) return { kind: 'open', label: 'Open to a new player' };
  if (!g.you.length) return null;
  const v = openVotes(t, seat);
  const voted = g.you.some((y) => t.votes.open[seat]?.includes(y));
  return {
    kind: 'vote',
    label: voted ? `You voted to open (${v.have} of ${v.need})` : `Vote to open (${v.have} of ${v.need})`,
    voted,
    have: v.have,
    need: v.need,
  };
}

export type PauseAction = 'vote' | 'withdraw' | 'resume';

export interface TableMenu {
  /** The game is paused (no deadline runs): since when. */
  paused: string | null;
  pause: PauseAction;
  pauseVotes: { have: number; of: number };
  /** The viewer's seat is away (the autopilot plays) or on vacation: "I'm back" is offered. */
  back: { why: 'away' | 'vacation'; until?: string } | null;
  /** Days the viewer may take off now, or why none. */
  vacation: { daysLeft: number; of: number } | { unavailable: string };
  resign: true;
}

/**
 * What the table menu offers the viewer, or null when there is no menu: a game not under way, a
 * spectator (resigned players included), or a server without the table.
 */
export function tableMenu(g: P.GameDetail): TableMenu | null {
  const t = g.table;
  if (!t || g.status !== 'active' || !g.you.length) return null;
  const mine = t.seats.filter((s) => g.you.includes(s.seat));
  const away = mine.find((s) => s.status === 'away');
  const holiday = mine.find((s) => s.status === 'vacation');
  const notVoted = g.you.filter((s) => !t.votes.pause.includes(s));
  const left = mine.length ? Math.min(...mine.map((s) => s.daysLeft)) : 0;
  const vacation: TableMenu['vacation'] =
    t.vacationDays === 0
      ? { unavailable: 'This game has no vacation days.' }
      : holiday
        ? {
            unavailable: holiday.vacationUntil
              ? `You are on vacation until ${formatDate(holiday.vacationUntil)}.`
              : 'You are on vacation.',
          }
        : left <= 0
          ? { unavailable: `No vacation days left: all ${t.vacationDays} are used.` }
          : { daysLeft: left, of: t.vacationDays };
  return {
    paused: t.paused?.since ?? null,
    pause: t.paused ? 'resume' : notVoted.length ? 'vote' : 'withdraw',
    pauseVotes: pauseVotes(t),
    back: away
      ? { why: 'away' }
      : holiday
        ? { why: 'vacation', ...(holiday.vacationUntil ? { until: holiday.vacationUntil } : {}) }
        : null,
    vacation,
    resign: true,
  };
}

/**
 * What resigning means, in general words: the title's own when its plug-in says (a Defenders hero stays
 * with the group), else the platform's rule (two sides: the other wins; more: the autopilot plays on).
 */
export function resignWords(g: P.GameDetail): string {
  const own = boardFor(g.title)?.resign;
  const what = own ?? (g.seats.length === 2 ? 'the other side wins the game' : 'the autopilot plays your seat on');
  return `You leave the game; ${what}. You can still watch it.`;
}

/** Whether the viewer played in the game (a resigned player still did: they may ask for its rematch). */
export const playedIn = (g: P.GameDetail, me: string | undefined): boolean =>
  !!me && g.seats.some((s) => s.playerId === me);
