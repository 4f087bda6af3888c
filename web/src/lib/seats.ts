/**
 * Seats in words: the player's name with what the seat is in the game
 * ("Bob — Neuth", "Alice — Paladin"), never a seat id on its own.
 */
import type * as P from '@hexpost/shared/protocol';
import { humanize } from './words.ts';

/** What a seat is in the game ("Neuth"), or its id in words before the title names it ("North"). */
export const seatLabel = (seats: readonly P.SeatInfo[] | undefined, seat: string): string =>
  seats?.find((x) => x.seat === seat)?.label ?? humanize(seat);

export function seatWords(seats: readonly P.SeatInfo[] | undefined, seat: string | null | undefined): string {
  if (!seat) return '';
  const s = seats?.find((x) => x.seat === seat);
  const what = seatLabel(seats, seat);
  return s?.name ? `${s.name} — ${what}` : what;
}

/** Several seats, as a sentence: "Ann — Ghem and Bob — Neuth". */
export function seatsInWords(seats: readonly P.SeatInfo[] | undefined, list: readonly string[]): string {
  const words = list.map((s) => seatWords(seats, s));
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
