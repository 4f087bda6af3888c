/**
 * The game contract. Every title is one GameModule: pure functions over plain
 * JSON state, so the same code decides on the server, replays in the browser
 * and drives bots and property tests with no I/O at all.
 */
import type * as z from 'zod';

export type SeatId = string;
/** Who is looking: a seat, or anyone holding only a spectator link. */
export type Viewer = SeatId | 'spectator';

/** Randomness is an argument, never a global: scripted in tests, seeded per command on the server. */
export interface Dice {
  /** A die with `sides` faces: 1..sides. */
  roll(sides: number): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A shuffled copy; the argument is left as it was. */
  shuffle<T>(list: readonly T[]): T[];
}

/** Every command and event is a plain object discriminated on `type`. */
export interface Typed {
  type: string;
}

/** One seat the game waits on, and for what. */
export interface Pending {
  seat: SeatId;
  /** What this seat must decide, in words a player understands. */
  prompt: string;
  /** A stable tag for the kind of decision ("turn", "choose-losses", "join-attack", "orders"). */
  kind: string;
  /**
   * True when a deadline may pass this decision to `onTimeout`. False: nothing waits on this seat, it may
   * act if it wishes (a Domains regent whose sheet is in may take it back until the round resolves).
   */
  timeout: boolean;
}

/**
 * A choice the player may narrow before sending: the command's `field` (a list of ids) holds every
 * option, and the player keeps at least `min` of them (splitting a stack: which units go). The title's
 * decide checks the narrowed command like any other.
 */
export interface ChoicePick {
  field: string;
  /** What is picked, in words ("Which units go?"). */
  prompt: string;
  options: { id: string; label: string }[];
  min: number;
  /** Other fields of the command naming one id (a leader): left out when that id is not picked. */
  alsoDrop?: string[];
}

/** A legal next command, complete, with what the UI needs to present it. */
export interface Choice<C extends Typed = Typed> {
  command: C;
  label: string;
  /** Choices sharing a group are shown together ("Move", "Attack"). */
  group?: string;
  /**
   * Ask before sending: a step that cannot be taken back (engine/undo.ts) and that a player may not
   * expect to be final. A string is the question's explanation in words, what the step gives up or
   * sets off ("2 actions are left unused; Daytime ends and the Night begins"); `true` asks plainly.
   */
  confirm?: boolean | string;
  /**
   * With `confirm`: the step is not final after all, and these words say how it is taken back
   * ("You can take the sheet back until the round resolves."); the question shows them instead of
   * calling the step final. Domains' hand-in asks because the last sheet resolves the round at once.
   */
  takeBack?: string;
  /**
   * The board element the choice acts on, by the id the title's view uses for it (a place, hex, unit,
   * stack or card), so a board can light it and open the choices for it where it was tapped. Choices
   * with no place on the board leave it out and stay in the prompt.
   */
  target?: string;
  /** The player may keep only some of the command's ids in `pick.field` (the rest stay behind). */
  pick?: ChoicePick;
}

export interface Result {
  /** Seats that won; empty when everyone lost (a cooperative defeat) or for a draw. */
  winners: SeatId[];
  /** One sentence for the game list and the end screen. */
  summary: string;
  scores?: Record<SeatId, number>;
}

/** Facts about the moment a command is decided, passed in so decide stays pure. */
export interface DecideContext {
  dice: Dice;
  /** Milliseconds since the epoch, from the server's clock (a fake clock in tests). */
  now: number;
}

export interface GameModule<
  Config = unknown,
  State = unknown,
  Command extends Typed = Typed,
  Event extends Typed = Typed,
  View = unknown,
  Orders = unknown,
> {
  id: string;
  title: string;
  minSeats: number;
  maxSeats: number;
  /** `configSchema.parse({})` must be a playable default. */
  configSchema: z.ZodType<Config>;
  commandSchema: z.ZodType<Command>;
  /** Standing orders a seat may set in advance for recurring out-of-turn questions. */
  ordersSchema?: z.ZodType<Orders>;
  /** The seat ids a game with this config has, in table order. */
  seats(config: Config): SeatId[];
  setup(config: Config, dice: Dice): Event[];
  /** Pure and total; never rolls. `undefined` before the first event. */
  evolve(state: State | undefined, event: Event): State;
  /** Throws RuleError when the command breaks a rule; otherwise the new facts. */
  decide(state: State, seat: SeatId, command: Command, ctx: DecideContext): Event[];
  pending(state: State): Pending[];
  view(state: State, viewer: Viewer): View;
  /** The log as `viewer` may read it: the event itself, a redacted copy, or null to hide it. */
  redact(event: Event, viewer: Viewer): Event | null;
  /**
   * One line of the log in plain language, every die roll and what modified it
   * included. Called on the already redacted event, so it can only tell what the viewer may know.
   * An empty string marks bookkeeping not worth a line ("the question is answered"): the log leaves
   * it out (the event stays in the store and in replays of the state). `names` are the seats in words
   * ("Dee — Zorn": the player's name with the title's seatName), for lines that mention other seats.
   */
  describe?(event: Event, names?: Readonly<Record<SeatId, string>>): string;
  choices(state: State, seat: SeatId): Choice<Command>[];
  /**
   * What a seat is called in this game, in words: the kingdom, hero or side it plays ("Neuth",
   * "Paladin"). The platform shows "player name — seat name"; without it, the seat id is humanized.
   */
  seatName?(state: State | undefined, seat: SeatId): string;
  /**
   * True for an event that reveals something hidden (a card drawn from a face-down deck, a
   * personality card turned up): the command that produced it cannot be taken back. Dice and
   * shuffles seal by themselves (the platform sees the dice used), as do turns passing; see engine/undo.ts.
   */
  sealed?(event: Event): boolean;
  onTimeout(state: State, seat: SeatId): Command;
  /**
   * What a resignation means here. Without it: in a game of two seats the other side wins; otherwise
   * the seat is played by autopilot. Must never throw; the events must be legal to fold now.
   */
  onResign?(state: State, seat: SeatId): Resignation<Event>;
  /**
   * The game round (a game turn) the state is in, counting up. The deadline sweep lets a seat that
   * missed a deadline hold the table only once a round: its other decisions that round are taken at once.
   * Without it every decision is a round of its own.
   */
  round?(state: State): number;
  /** Decision kinds (Pending.kind) with deadlines of their own: an out-of-turn loss choice in hours, a turn in days. */
  decisions?: Readonly<Record<string, DecisionKind>>;
  /** The command a standing order gives for this seat's pending decision, or null to ask the player. */
  standing?(state: State, seat: SeatId, orders: Orders): Command | null;
  result(state: State): Result | null;
}

/**
 * What becomes of a seat whose player resigns (the async table, functions/src/table.ts):
 *   - `autopilot`: the seat stays in the game and the platform plays it (standing orders, then onTimeout);
 *   - `group`: the seat stays and the rest of the table plays it (a cooperative hero kept by the group);
 *   - `removed`: the title's `events` took it out of the game (a kingdom's fate as for an eliminated player).
 */
export interface Resignation<Event = Typed> {
  /** Title events that follow the resignation, in the same commit: an elimination, a concession. */
  events: Event[];
  seat: 'autopilot' | 'group' | 'removed';
}

/** A kind of decision the title names, with its default deadline (the creator may change it). */
export interface DecisionKind {
  /** The decision in words, for the new-game form ("Choosing losses after a battle"). */
  label: string;
  /** Default hours for this kind of decision; the game's decision deadline applies to kinds not listed. */
  hours: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of every shape
export type AnyGame = GameModule<any, any, any, any, any, any>;
