/**
 * Putting minions and crystals on the board: the supply, overruns that never
 * chain, taint, the demons' early taint, Inns that turn minions away and
 * Monarch City that falls at five (DF-OVR, DF-DMN, DF-MC, DF-END-03..05).
 */
import {
  BOARD,
  COMPONENTS,
  LOCATIONS,
  MINIONS_PER_COLOUR,
  MONARCH_CITY,
  isInn,
  total,
  type Colour,
  type LocationId,
} from '../data/index.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** Neighbours in id order, so spreads resolve the same way on every replay (AMB-30). */
const SORTED_NEIGHBOURS: Readonly<Record<LocationId, readonly LocationId[]>> = Object.fromEntries(
  LOCATIONS.map((l) => [l.id, BOARD.neighbours(l.id).slice().sort()]),
);
// Stryker disable next-line ArrayDeclaration: called only with ids of LOCATIONS, all in the table
export const neighboursSorted = (id: LocationId): readonly LocationId[] => SORTED_NEIGHBOURS[id] ?? [];

export function minionsOnBoard(s: State, colour: Colour): number {
  let n = 0;
  // Stryker disable next-line OptionalChaining: `loc` comes from the keys of s.minions, so s.minions[loc] is there
  for (const loc in s.minions) n += s.minions[loc]?.[colour] ?? 0;
  return n;
}

export const supply = (s: State, colour: Colour): number => MINIONS_PER_COLOUR - minionsOnBoard(s, colour);

export function crystalsOnBoard(s: State): number {
  let n = 0;
  for (const loc in s.taint) n += s.taint[loc] ?? 0;
  return n;
}

export const minionsAt = (s: State, loc: LocationId): number => {
  const c = s.minions[loc];
  return c ? total(c) : 0;
};

export function lose(tx: Tx, reason: string): void {
  if (!tx.over) tx.emit({ type: 'gameEnded', result: 'loss', reason });
}

/** One Tainted Crystal; the last of the 12 loses the game (DF-END-04, AMB-11). */
export function taint(tx: Tx, loc: LocationId, cause: 'overrun' | 'spread' | 'demons' | 'setup'): void {
  if (tx.over) return;
  if (crystalsOnBoard(tx.state) >= COMPONENTS.crystals) {
    lose(tx, 'The last Tainted Crystal has been placed.');
    return;
  }
  tx.emit({ type: 'taintAdded', location: loc, cause });
  if (crystalsOnBoard(tx.state) >= COMPONENTS.crystals)
    lose(tx, 'The last of the 12 Tainted Crystals was added to the board.');
}

function take(tx: Tx, loc: LocationId, colour: Colour): boolean {
  if (supply(tx.state, colour) <= 0) {
    lose(tx, `No ${colour} minions are left to place.`);
    // Stryker disable next-line BooleanLiteral: after a failed take the game is lost: lose() emits nothing more, and the demons' check finds no new Red minion
    return false;
  }
  tx.emit({ type: 'minionsAdded', location: loc, colour, n: 1 });
  return true;
}

/** Three Red minions and nothing else: the demons taint the land (DF-DMN-01). */
export function demonCheck(tx: Tx, loc: LocationId, colour: Colour, before: number): void {
  const c = tx.state.minions[loc];
  if (colour === 'red' && c && before < 3 && c.red === 3 && total(c) === 3 && !isInn(loc) && loc !== MONARCH_CITY) {
    taint(tx, loc, 'demons');
  }
}

/**
 * Adds one minion. A 4th minion outside Monarch City overruns: a crystal and
 * one minion of that colour to every neighbour; a spread minion that would be
 * a 4th only taints and never overruns again (DF-OVR-02, DF-OVR-04).
 */
export function addMinion(tx: Tx, loc: LocationId, colour: Colour, spread = false): void {
  if (tx.over) return;
  const here = minionsAt(tx.state, loc);
  if (loc === MONARCH_CITY) {
    if (!take(tx, loc, colour)) return;
    if (minionsAt(tx.state, loc) >= 5) lose(tx, 'Five minions stand in Monarch City: the city has fallen.');
    return;
  }
  if (isInn(loc)) {
    if (here >= 3) tx.emit({ type: 'minionTurnedAway', location: loc, colour, why: 'inn' });
    else take(tx, loc, colour);
    return;
  }
  if (here >= 3) {
    if (spread) {
      tx.emit({ type: 'minionTurnedAway', location: loc, colour, why: 'spread-full' });
      taint(tx, loc, 'spread');
      return;
    }
    tx.emit({ type: 'overrun', location: loc, colour });
    taint(tx, loc, 'overrun');
    for (const n of neighboursSorted(loc)) {
      if (tx.over) return;
      addMinion(tx, n, colour, true);
    }
    return;
  }
  // Stryker disable next-line LogicalOperator,OptionalChaining: every location has a count from the first event on (evolve.ts), and with fewer than 3 minions here before < 3 holds either way
  const before = tx.state.minions[loc]?.[colour] ?? 0;
  if (!take(tx, loc, colour)) return;
  demonCheck(tx, loc, colour, before);
}

export function addMinions(tx: Tx, loc: LocationId, colour: Colour, n: number): void {
  for (let i = 0; i < n && !tx.over; i++) addMinion(tx, loc, colour);
}
