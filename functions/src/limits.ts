/**
 * Limits per client and per player on the routes that could be used to guess
 * codes or to make the server hold and do work for someone (DESIGN: bad input
 * changes nothing and costs us little). Rates answer 429 with Retry-After;
 * caps on what one player or token may hold answer 409 or 429 where they are checked.
 */
import { ApiError } from './errors.ts';
import type { RateStore } from './store/rates.ts';

export interface Rate {
  /** Hits allowed per window. */
  max: number;
  /** The window, in seconds. */
  seconds: number;
}

/** Rates per client address (ip) and per signed-in player, by route family. */
export const DEFAULT_RATES = {
  /** POST /api/players: new accounts per client address. */
  accounts: { max: 20, seconds: 3600 },
  /** POST /api/players/claim: transfer codes tried per client address. */
  claims: { max: 10, seconds: 600 },
  /** GET /api/invites/:code: codes looked up per client address and per player. */
  invites: { max: 30, seconds: 60 },
  /** POST /api/games/:id/join: joins tried per client address and per player. */
  joins: { max: 20, seconds: 60 },
  /** POST /api/games: games created per player. */
  games: { max: 30, seconds: 3600 },
  /** POST /api/games/:id/chat: messages per player per game. */
  chat: { max: 30, seconds: 60 },
  /** POST /api/games/:id/spectators and POST /api/players/me/transfer: links and codes made per player. */
  links: { max: 20, seconds: 3600 },
} satisfies Record<string, Rate>;

export type RateName = keyof typeof DEFAULT_RATES;
export type Rates = Record<RateName, Rate>;

/** Caps on what one player, game or token may hold. */
export const CAPS = {
  /** Games not yet over that one player may sit in (open or running). */
  unfinishedGames: 100,
  /** Live spectator links per game. */
  spectatorLinks: 10,
  /** Chat messages kept per game. */
  chatMessages: 5000,
  /** Update streams open at once per token, and in all (local server). */
  streamsPerToken: 4,
  streamsInAll: 2000,
  /** Finished games per page of GET /api/games. */
  pageSize: 50,
} as const;

export class Limiter {
  readonly rates: Rates;
  constructor(
    private readonly store: RateStore,
    private readonly clock: () => number,
    rates: Partial<Rates> = {},
  ) {
    this.rates = { ...DEFAULT_RATES, ...rates };
  }

  /**
   * Counts one hit against each key (`ip:1.2.3.4`, `player:p…`) of a rate and
   * refuses with 429 when any is over. Every key is counted, so alternating
   * between two addresses as one player still runs into the player's limit.
   */
  async check(name: RateName, keys: readonly string[]): Promise<void> {
    const rate = this.rates[name];
    const now = Math.floor(this.clock() / 1000);
    const start = now - (now % rate.seconds);
    const counts = await Promise.all(keys.map((k) => this.store.hit(`${name}:${k}`, start, start + rate.seconds + 60)));
    if (counts.some((n) => n > rate.max)) {
      const retryAfter = Math.max(1, start + rate.seconds - now);
      throw new ApiError(
        429,
        'rate_limited',
        `Too many requests of this kind; try again in ${retryAfter < 120 ? `${retryAfter} s` : `${Math.ceil(retryAfter / 60)} min`}.`,
        { retryAfter },
      );
    }
  }
}
