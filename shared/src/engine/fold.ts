/** Folding events into state: the only way state is ever built. */
import { isPlatformEvent } from './table.ts';
import type { AnyGame } from './types.ts';

export function fold<S, E>(
  evolve: (state: S | undefined, event: E) => S,
  events: readonly E[],
  state?: S,
): S | undefined {
  let s = state;
  // The platform's own events (engine/table.ts) never reach a title.
  for (const e of events) if (!isPlatformEvent(e)) s = evolve(s, e);
  return s;
}

/** Replays a whole stream; throws if there is none (a game always has its setup events). */
export function replay(game: AnyGame, events: readonly unknown[]): unknown {
  if (events.length === 0) throw new Error(`${game.id}: cannot replay an empty stream`);
  return fold(game.evolve, events);
}
