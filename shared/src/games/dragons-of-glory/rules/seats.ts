/**
 * A side's seats when it is split by nation (config split 'by-nation'): each
 * seat moves and attacks with the forces of its own nations. The nations at
 * war at the start are dealt out in the order of data/ids.ts, one to each seat
 * in turn; a nation that joins later goes to the seat commanding the fewest
 * (rules/evolve.ts). Wizards, who belong to no nation, go to the side's first seat.
 */
import { counter, type CounterId, type NationId, type Side } from '../data/index.ts';
import type { State } from './state.ts';

/** The seat that commands a nation's forces for a side. */
export function seatOfNation(s: State, side: Side, nation: NationId): string {
  const seat = s.commanders[nation];
  // a nation that changed hands (conquered ships fight on for the side) falls to the side's first seat
  return seat && s.seats[side].includes(seat) ? seat : s.seats[side][0]!;
}

/** The seat that commands a counter (null for counters of no side). */
export function seatOfUnit(s: State, id: CounterId): string | null {
  const u = s.units[id];
  const side = u?.side;
  if (!side) return null;
  const c = counter(id);
  // Stryker disable next-line LogicalOperator,StringLiteral: a wizard has no nation, so seatOfNation(side, undefined) gives the side's first seat anyway, and markers never appear in s.units
  if (c.kind === 'wizard' || c.kind === 'marker') return s.seats[side][0]!;
  return seatOfNation(s, side, c.nation);
}

/** The counters a command moves or commits, for the check that they are the seat's own. */
export function countersOf(c: Record<string, unknown>): CounterId[] {
  const out: CounterId[] = [];
  for (const k of ['units', 'ships']) {
    const v = c[k];
    if (Array.isArray(v)) out.push(...(v as string[]));
  }
  for (const k of ['carry', 'wizard', 'ship']) {
    const v = c[k];
    if (typeof v === 'string') out.push(v);
  }
  return out;
}

/** Does the seat command every counter this command moves (always, for a shared side)? */
export function seatCommands(s: State, seat: string, c: Record<string, unknown>): boolean {
  if (!s.split) return true;
  if (c.type === 'disbandCapital') {
    const side = s.seats.whitestone.includes(seat) ? 'whitestone' : 'highlord';
    return seatOfNation(s, side, c.nation as NationId) === seat;
  }
  return countersOf(c).every((id) => seatOfUnit(s, id) === seat);
}
