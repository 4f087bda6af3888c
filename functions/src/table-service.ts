/**
 * The table's routes behind the service: resign, vacation, back, pause by
 * vote, opening a seat to a new player, rematch and the next game waiting.
 * Each change is a `@table` event appended through GameService.appendTable,
 * so it is in the log, replays, races like a move and is undone by nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  type AnyGame,
  type Motion,
  type Resignation,
  type SeatId,
  TABLE,
  type TableEvent,
  type Typed,
} from '@hexpost/shared/engine';
import type { NextGame } from '@hexpost/shared/protocol';
import { ApiError, forbidden, notFound } from './errors.ts';
import type { Caller, GameService } from './service.ts';
import type { Loaded, Meta } from './store/games.ts';
import type { Grant } from './store/players.ts';
import {
  DAY,
  daysBetween,
  daysLeft,
  left,
  presentSeats,
  seatWordsOf,
  type TableState,
  vacant,
  vacationDays,
} from './table.ts';

const nothing = (why: string) => new ApiError(409, 'not_now', why);

export class TableService {
  constructor(
    private readonly games: GameService,
    private readonly clock: () => number,
  ) {}

  /** Names of seats in words for summaries: "Bob — Neuth". */
  private names(meta: Meta): Record<SeatId, string> {
    return seatWordsOf(meta);
  }

  /** The caller's seats in a game under way, or those of them they name. */
  private seatsOf(grant: Grant, loaded: Loaded, asked?: string): SeatId[] {
    const { meta } = loaded;
    if (meta.status !== 'active' || loaded.state === undefined) throw nothing('The game is not under way.');
    const held = this.games.held(grant, meta);
    if (held.length === 0) throw forbidden('You hold no seat in this game.');
    if (asked !== undefined) {
      if (!held.includes(asked)) throw forbidden(`You do not hold the seat "${asked}".`);
      return [asked];
    }
    return held;
  }

  // --- resign -----------------------------------------------------------------

  /** The caller leaves the game: each seat they name (or hold) as the title's onResign says. */
  async resign(grant: Grant, gameId: string, asked?: string) {
    return this.games.appendTable(gameId, (game, loaded) => {
      const seats = this.seatsOf(grant, loaded, asked);
      const { meta } = loaded;
      const events: Typed[] = [];
      let state = loaded.state;
      let table: TableState = meta.table ?? { seats: {}, votes: {} };
      const resigned = new Set(meta.seatIds.filter((s) => left(table, s)));
      for (const seat of seats) {
        const r = resignation(game, state, seat, meta);
        const player = meta.holders[seat]?.playerId;
        let policy: TableEvent & { act: 'resign' } = {
          type: TABLE,
          act: 'resign',
          seat,
          policy: r.seat,
          ...(player ? { player } : {}),
        };
        if (r.seat === 'group') {
          // The seat goes to the next player at the table who is still playing (not the one leaving).
          const leaving = meta.holders[seat]?.playerId;
          const heir = rotateFrom(meta.seatIds, seat).find(
            (s) =>
              !seats.includes(s) &&
              !resigned.has(s) &&
              meta.holders[s] &&
              meta.holders[s]?.playerId !== leaving &&
              presentSeats(table, [s]).length === 1,
          );
          policy = heir ? { ...policy, to: heir } : { ...policy, policy: 'autopilot' };
        }
        events.push(policy);
        for (const e of r.events) {
          events.push(e);
          state = game.evolve(state, e as never);
        }
        if (policy.policy !== 'group') resigned.add(seat);
        table = { ...table, seats: { ...table.seats, [seat]: { ...table.seats[seat], resigned: policy.policy } } };
      }
      // The table ends the game when the title does not: a game of two won by the side that stayed, or a
      // table everyone left.
      if (!game.result(state)) {
        const names = this.names(meta);
        const stay = meta.seatIds.filter((s) => !resigned.has(s));
        const forfeit = events.some((e) => (e as TableEvent & { policy?: string }).policy === 'forfeit');
        const who = seats.map((s) => names[s]).join(', ');
        if (stay.length === 0) {
          const ended: TableEvent = {
            type: TABLE,
            act: 'ended',
            winners: [],
            summary: `${who} resigned; every player has left the game.`,
          };
          events.push(ended);
        } else if (forfeit) {
          const ended: TableEvent = {
            type: TABLE,
            act: 'ended',
            winners: stay,
            summary: `${who} resigned; ${stay.map((s) => names[s]).join(', ')} ${stay.length === 1 ? 'wins' : 'win'}.`,
          };
          events.push(ended);
        }
      }
      return { seat: seats[0] ?? null, events };
    });
  }

  // --- away, vacation, back --------------------------------------------------------

  /** Days off: the seat's deadlines stop for `days` (within the game's budget) or until the player is back. */
  async vacation(grant: Grant, gameId: string, days: number, asked?: string) {
    return this.games.appendTable(gameId, (_game, loaded) => {
      const seats = this.seatsOf(grant, loaded, asked);
      const { meta } = loaded;
      if (vacationDays(meta.timing) === 0) throw nothing('This game has no vacation days.');
      const events: TableEvent[] = [];
      for (const seat of seats) {
        if (meta.table?.seats[seat]?.vacation) throw nothing('You are already on vacation in this game.');
        const left = daysLeft(meta.table, seat, meta.timing);
        if (days > left)
          throw new ApiError(
            409,
            'no_days_left',
            `You have ${left} vacation day${left === 1 ? '' : 's'} left in this game.`,
            { daysLeft: left },
          );
        const until = new Date(this.clock() + days * DAY).toISOString();
        events.push({ type: TABLE, act: 'vacation', seat, until, days });
      }
      return { seat: seats[0] ?? null, events };
    });
  }

  /** Back early (vacation days used are counted whole), or back from being away: the player plays again. */
  async back(grant: Grant, gameId: string, asked?: string) {
    return this.games.appendTable(gameId, (_game, loaded) => {
      const seats = this.seatsOf(grant, loaded, asked);
      const { meta } = loaded;
      const now = new Date(this.clock()).toISOString();
      const events: TableEvent[] = [];
      for (const seat of seats) {
        const s = meta.table?.seats[seat];
        if (s?.vacation) events.push({ type: TABLE, act: 'return', seat, days: daysBetween(s.vacation.since, now) });
        if (s?.absent) events.push({ type: TABLE, act: 'back', seat });
      }
      if (events.length === 0) throw nothing('You are neither away nor on vacation in this game.');
      return { seat: seats[0] ?? null, events };
    });
  }

  // --- votes: pause, open a seat ------------------------------------------------------

  /** A vote to pause the game; the last of the players present to agree pauses it. */
  async votePause(grant: Grant, gameId: string) {
    return this.games.appendTable(gameId, (_game, loaded) => {
      const seats = this.seatsOf(grant, loaded);
      const { meta } = loaded;
      if (meta.table?.paused) throw nothing('The game is paused already.');
      const voted = meta.table?.votes.pause ?? [];
      const mine = seats.filter((s) => !voted.includes(s));
      if (mine.length === 0) throw nothing('You voted to pause already; the others have not all agreed yet.');
      const motion: Motion = { kind: 'pause' };
      const events: TableEvent[] = [{ type: TABLE, act: 'vote', seats: mine, motion }];
      const present = presentSeats(meta.table, meta.seatIds);
      if (present.every((s) => voted.includes(s) || mine.includes(s))) events.push({ type: TABLE, act: 'pause' });
      return { seat: seats[0] ?? null, events };
    });
  }

  /** Ends a pause (any player present may), or withdraws the caller's vote for one. */
  async resume(grant: Grant, gameId: string) {
    return this.games.appendTable(gameId, (_game, loaded) => {
      const seats = this.seatsOf(grant, loaded);
      const { meta } = loaded;
      const seat = seats[0] as SeatId;
      if (meta.table?.paused) return { seat, events: [{ type: TABLE, act: 'resume', seat }] };
      const mine = seats.filter((s) => meta.table?.votes.pause?.includes(s));
      if (mine.length === 0) throw nothing('The game is not paused, and you have not voted to pause it.');
      return { seat, events: [{ type: TABLE, act: 'unvote', seats: mine, motion: { kind: 'pause' } }] };
    });
  }

  /**
   * Opens a seat whose holder resigned or went silent to a new player. The creator decides alone; any other
   * player at the table votes, and more than half of the players present (the seat's own holder aside) open it.
   */
  async openSeat(grant: Grant, gameId: string, seat: SeatId) {
    return this.games.appendTable(gameId, (_game, loaded) => {
      const { meta } = loaded;
      if (!meta.seatIds.includes(seat)) throw notFound('That seat');
      if (meta.status !== 'active') throw nothing('The game is not under way.');
      const creator = grant.kind !== 'spectator' && grant.playerId === meta.createdBy;
      const held = this.games.held(grant, meta);
      if (!creator && held.length === 0) throw forbidden('Only the players at the table may open a seat.');
      if (held.includes(seat)) throw nothing('That is your own seat; resign to leave it.');
      if (meta.table?.seats[seat]?.open !== undefined) throw nothing('That seat is open already.');
      if (!vacant(meta.table, seat))
        throw new ApiError(
          409,
          'seat_in_play',
          `${this.names(meta)[seat]} is still playing; a seat opens only when its player resigned or went silent.`,
        );
      if (creator) return { seat: held[0] ?? null, events: [{ type: TABLE, act: 'opened', seat, by: 'creator' }] };
      const motion: Motion = { kind: 'open', seat };
      const voted = meta.table?.votes.open?.[seat] ?? [];
      const mine = held.filter((s) => !voted.includes(s));
      if (mine.length === 0) throw nothing('You voted to open that seat already.');
      const events: TableEvent[] = [{ type: TABLE, act: 'vote', seats: mine, motion }];
      const voters = presentSeats(meta.table, meta.seatIds).filter((s) => s !== seat);
      const yes = voters.filter((s) => voted.includes(s) || mine.includes(s)).length;
      if (yes * 2 > voters.length) events.push({ type: TABLE, act: 'opened', seat, by: 'vote' });
      return { seat: held[0] ?? null, events };
    });
  }

  // --- after the game ------------------------------------------------------------------

  /**
   * The same title with the same options and players, seats as they choose: as before, rotated one on, or
   * shuffled. The asker sits down at once; the others' seats are kept for them and they are invited.
   * Of two players asking at once, both land in the same rematch.
   */
  async rematch(caller: Caller, gameId: string, order: 'same' | 'rotate' | 'shuffle') {
    const meta = await this.games.readable({ kind: 'player', playerId: caller.playerId }, gameId).catch(() => {
      throw notFound('That game');
    });
    if (meta.status !== 'finished') throw nothing('A rematch is asked for once the game is over.');
    const wasSeated = meta.seatIds.some((s) => meta.holders[s]?.playerId === caller.playerId);
    if (!wasSeated) throw forbidden('Only the players of a game can ask for its rematch.');
    if (meta.rematch) return { ...meta.rematch, created: false };
    const players = meta.seatIds.map((s) => meta.holders[s]?.playerId ?? null);
    const shuffled =
      order === 'shuffle'
        ? shuffle(players)
        : order === 'rotate'
          ? [players.at(-1) ?? null, ...players.slice(0, -1)]
          : players;
    const reserved = Object.fromEntries(
      meta.seatIds.flatMap((s, i) => (shuffled[i] ? [[s, shuffled[i] as string]] : [])),
    );
    const mySeat = meta.seatIds.find((s) => reserved[s] === caller.playerId);
    const made = await this.games.create(caller, {
      title: meta.title,
      config: meta.config as Record<string, unknown>,
      ...(meta.name ? { name: meta.name } : {}),
      timing: meta.timing,
      reserved,
      ...(mySeat ? { seat: mySeat } : {}),
    });
    const rematch = { gameId: made.gameId, inviteCode: made.inviteCode, by: caller.playerId };
    const after = await this.games.recordRematch(meta, rematch);
    if (!after) {
      // Someone else's rematch landed first: theirs is the one; ours is given up.
      const won = (await this.games.readable({ kind: 'player', playerId: caller.playerId }, gameId)).rematch;
      await this.games.abandon(made.gameId);
      if (won) return { ...won, created: false };
    }
    return {
      ...rematch,
      created: true,
      ...(made.seatToken && mySeat ? { seat: mySeat, seatToken: made.seatToken } : {}),
    };
  }

  /** The next game waiting for this player, most urgent deadline first (after `after`, to step through them). */
  async next(playerId: string, after?: string): Promise<NextGame | null> {
    const { games } = await this.games.myGames(playerId);
    const waiting = games.filter((g) => g.yourMove);
    if (waiting.length === 0) return null;
    const at = after ? waiting.findIndex((g) => g.gameId === after) : -1;
    const pick = waiting[(at + 1) % waiting.length] ?? waiting[0];
    if (!pick || (pick.gameId === after && waiting.length === 1)) return null;
    return {
      gameId: pick.gameId,
      title: pick.title,
      deadline: pick.deadline,
      ...(pick.name ? { name: pick.name } : {}),
    };
  }
}

/** What a resignation means: the title's word, or the platform's default. */
function resignation(game: AnyGame, state: unknown, seat: SeatId, meta: Meta): Resignation {
  if (game.onResign) return game.onResign(state, seat) as Resignation;
  // Two sides: the one that stays wins. More: the autopilot plays the seat on.
  return { events: [], seat: meta.seatIds.length === 2 ? ('forfeit' as never) : 'autopilot' };
}

function rotateFrom(seats: readonly SeatId[], seat: SeatId): SeatId[] {
  const i = seats.indexOf(seat);
  return [...seats.slice(i + 1), ...seats.slice(0, i)];
}

function shuffle<T>(list: readonly T[]): T[] {
  const out = list.slice();
  const bytes = randomBytes(out.length * 4);
  for (let i = out.length - 1; i > 0; i--) {
    const j = bytes.readUInt32BE(i * 4) % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
