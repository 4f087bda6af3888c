/**
 * The King's Champion (DF-KC): completed quests' points plus one per General
 * slain; ties go to more quests completed, then the title is shared. It is
 * named whether the realm is saved or lost (AMB-42).
 */
import { quest } from '../data/index.ts';
import type { Result, SeatId } from '../../../engine/types.ts';
import { listWords, seatLabel } from '../names.ts';
import { HEROES } from '../data/index.ts';
import type { State } from './state.ts';

export function scores(s: State): Record<SeatId, number> {
  const out: Record<SeatId, number> = {};
  for (const seat of s.seats) {
    const p = s.players[seat];
    out[seat] = p ? p.completed.reduce((n, q) => n + quest(q).points, 0) + p.slain.length : 0;
  }
  return out;
}

export function champions(s: State): SeatId[] {
  const sc = scores(s);
  const best = Math.max(...s.seats.map((p) => sc[p] ?? 0));
  let top = s.seats.filter((p) => sc[p] === best);
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const quests = (p: SeatId) => s.players[p]?.completed.length ?? 0;
  const most = Math.max(...top.map(quests));
  top = top.filter((p) => quests(p) === most);
  return top;
}

/** A champion in words: the seat's hero, or "Hero 2" when it has none left (a fallen hero's player). */
function champion(s: State, seat: SeatId): string {
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = s.players[seat]?.hero;
  return h ? `the ${HEROES[h.id].name}` : seatLabel(seat);
}

export function result(s: State): Result | null {
  if (!s.outcome) return null;
  const champs = champions(s);
  const title = s.outcome.result === 'win' ? "King's Champion" : 'Best score';
  return {
    // Stryker disable next-line MethodExpression: the copy only keeps the platform from holding the state's own array
    winners: s.outcome.result === 'win' ? s.seats.slice() : [],
    summary: `${s.outcome.reason} ${title}: ${listWords(champs.map((seat) => champion(s, seat)))}.`,
    scores: scores(s),
  };
}
