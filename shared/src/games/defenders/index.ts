/**
 * Defenders of the Realm as a Hexpost title: a cooperative game for 1 to 4
 * heroes against four Generals marching on Monarch City.
 */
import { defineGame } from '../../engine/define.ts';
import type { DecisionKind, GameModule, Resignation } from '../../engine/types.ts';
import { commandSchema, ordersSchema, type Command, type Orders } from './commands.ts';
import { configSchema, seatsFor, type Config } from './config.ts';
import { HEROES } from './data/index.ts';
import { describe } from './describe.ts';
import type { DfEvent } from './events.ts';
import { seatLabel } from './names.ts';
import { evolve } from './rules/evolve.ts';
import { result } from './rules/score.ts';
import { setup } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import { choices, decide, onTimeout, pending, standing } from './rules/table.ts';
import { redact, view, type DefendersView } from './view.ts';

/**
 * Events that turn up something hidden (engine/undo.ts): the step that made them cannot be taken
 * back. Cards drawn from a face-down deck, the Darkness Spreads, a shuffle; the sealed hero picks
 * turned up as the heroes join (and a clash among them); with closed hands, a card or quest leaving a
 * hand for the table (the `open` flag of events.ts `Shown`; stored events without it were open).
 */
const SEALING = new Set<DfEvent['type']>([
  'heroCardsDrawn',
  'questDrawn',
  'rumorsHeard',
  'darknessDrawn',
  'deckShuffled',
  'heroJoined',
  'picksClashed',
]);
const SHOWN_FROM_HAND = new Set<DfEvent['type']>([
  'cardsDiscarded',
  'specialPlayed',
  'cardsCommitted',
  'questCompleted',
]);

export function sealed(e: DfEvent): boolean {
  if (SEALING.has(e.type)) return true;
  if (SHOWN_FROM_HAND.has(e.type)) return (e as { open?: boolean }).open === false;
  // A General's penalty discards at random from the hand: shown to the table whatever the hands.
  return e.type === 'penaltySuffered' && e.discarded.length > 0;
}

/** What a seat is called: its hero once one has joined ("Paladin"), else "Hero 1". A sealed pick stays sealed. */
export function seatName(s: State | undefined, seat: string): string {
  const h = s?.players[seat]?.hero;
  return h ? HEROES[h.id].name : seatLabel(seat);
}

/**
 * Every kind of decision pending() names (rules/table.ts), with its default deadline: a hero's turn in days,
 * the small steps inside it in a day, joining another hero's attack (an answer out of turn) in hours.
 */
export const DECISIONS = {
  'choose-hero': { label: 'Choosing a hero (at the start, or when a hero falls)', hours: 24 },
  turn: { label: "A hero's turn: the Daytime actions", hours: 48 },
  commit: { label: 'Committing cards to attack a General', hours: 24 },
  'join-attack': { label: "Joining another hero's attack on a General", hours: 12 },
  'battle-order': { label: 'Choosing which hero attacks the General next', hours: 24 },
  discard: { label: 'Discarding down to ten Hero Cards in the Evening', hours: 24 },
} as const satisfies Record<string, DecisionKind>;

/** A cooperative hero stays in the game: the group keeps the seat and the other players play it. */
export function onResign(): Resignation<DfEvent> {
  return { events: [], seat: 'group' };
}

/**
 * The round of the table: `turn` counts hero turns from 1 in table order from the first hero (heroes with
 * no hero left are skipped, AMB-02), so hero turns 1..N are round 1, N+1..2N round 2, and so on (0 while
 * the heroes are being picked). It never goes down. Once a seat is out for good (its turns skipped) the
 * count runs a little ahead of the table's real rounds: the deadline sweep then only starts a new round early.
 */
export function round(s: State): number {
  return Math.ceil(s.turn / Math.max(1, s.seats.length));
}

export const defenders: GameModule<Config, State, Command, DfEvent, DefendersView, Orders> = defineGame({
  id: 'defenders',
  title: 'Defenders of the Realm',
  minSeats: 1,
  maxSeats: 4,
  configSchema,
  commandSchema,
  ordersSchema,
  seats: seatsFor,
  setup,
  evolve,
  decide,
  pending,
  view,
  redact,
  describe,
  choices,
  seatName,
  sealed,
  onTimeout,
  onResign,
  round,
  decisions: DECISIONS,
  standing,
  result,
} satisfies GameModule<Config, State, Command, DfEvent, DefendersView, Orders>);

export type { Config, Command, DfEvent, State, DefendersView, Orders };
