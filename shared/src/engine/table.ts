/**
 * The table around a game (resign, absence, vacation, pause, replacing a
 * player) is the platform's, like undo: each change is one more event in the
 * game's append-only log, `@table`, so the log shows it, replays stay exact and
 * two racing changes meet at the commit like two racing moves. Titles never
 * see these events: the fold passes them by (the title's state does not
 * change) and the platform describes them. What a resignation does to the game
 * itself is the title's (`onResign`), folded as ordinary title events.
 */
import type { SeatId } from './types.ts';

export const TABLE = '@table';

/** A motion the table votes on: pausing the game, or opening a seat to a new player. */
export type Motion = { kind: 'pause' } | { kind: 'open'; seat: SeatId };

export type TableEvent = { type: typeof TABLE } & (
  | {
      act: 'resign';
      seat: SeatId;
      /** What became of the seat (Resignation.seat), or `forfeit`: the other side won. */
      policy: 'autopilot' | 'group' | 'removed' | 'forfeit';
      /** For `group`: the seat whose player now plays it too. */
      to?: SeatId;
      /** The player who left (they may watch on as a spectator). */
      player?: string;
    }
  /** Missed `missed` deadlines in a row: the platform plays the seat at once until its player is back. */
  | { act: 'absent'; seat: SeatId; missed: number }
  /** The player of an absent seat acted again. */
  | { act: 'back'; seat: SeatId }
  /** Deadlines stop for the seat until `until` (an ISO time) or its player returns. */
  | { act: 'vacation'; seat: SeatId; until: string; days: number }
  | { act: 'return'; seat: SeatId; days: number }
  | { act: 'vote'; seats: SeatId[]; motion: Motion }
  | { act: 'unvote'; seats: SeatId[]; motion: Motion }
  /** Every player present agreed: no deadline runs until someone resumes. */
  | { act: 'pause' }
  | { act: 'resume'; seat: SeatId }
  /** The seat is open to a new player (its holder resigned or went silent); `by` says who decided. */
  | { act: 'opened'; seat: SeatId; by: 'creator' | 'vote' }
  /** A new player took an opened seat. */
  | { act: 'seated'; seat: SeatId; name: string }
  /** The table ended the game: a forfeit in a game of two, or every player resigned. */
  | { act: 'ended'; winners: SeatId[]; summary: string }
);

/** Events of the platform itself (`@undo`, `@table`): never passed to a title. */
export const isPlatformEvent = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && String((e as { type?: unknown }).type).startsWith('@');

export const isTableEvent = (e: unknown): e is TableEvent =>
  typeof e === 'object' && e !== null && (e as { type?: unknown }).type === TABLE;
