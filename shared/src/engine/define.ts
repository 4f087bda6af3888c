/**
 * defineGame checks a module once, at import, so the server and tools can
 * trust it: a game that cannot set up its default config fails loudly here
 * instead of on a player's first request.
 */
import type { GameModule, Typed } from './types.ts';

const ID = /^[a-z][a-z0-9-]{1,30}$/;

export function defineGame<C, S, Cmd extends Typed, E extends Typed, V, O>(
  game: GameModule<C, S, Cmd, E, V, O>,
): GameModule<C, S, Cmd, E, V, O> {
  const where = `game "${game.id}"`;
  if (!ID.test(game.id)) throw new Error(`${where}: id must be a lowercase slug`);
  if (!(game.minSeats >= 1 && game.maxSeats >= game.minSeats)) {
    throw new Error(`${where}: seat range ${game.minSeats}..${game.maxSeats} is wrong`);
  }
  const parsed = game.configSchema.safeParse({});
  if (!parsed.success) throw new Error(`${where}: configSchema.parse({}) must give a playable default`);
  const seats = game.seats(parsed.data);
  if (seats.length < game.minSeats || seats.length > game.maxSeats || new Set(seats).size !== seats.length) {
    throw new Error(`${where}: default config gives ${seats.length} seats`);
  }
  return game;
}
