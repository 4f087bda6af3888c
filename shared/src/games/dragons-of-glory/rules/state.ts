/**
 * The state of a game of Dragons of Glory: plain JSON, folded from events
 * (rules/evolve.ts), never changed in place. Every counter of the game has a
 * record in `units` from the start: on the map, waiting off it (a neutral
 * nation's armies, turn-track arrivals, draconians not yet made), in its
 * side's Replacement Pool, or out of the game.
 */
import type { CounterId, EventId, HexId, HexsideId, NationId, PlaceId, ScenarioId, Side } from '../data/index.ts';

/** Where a counter is. */
export type Where = 'map' | 'waiting' | 'pool' | 'removed';

export interface UnitState {
  id: CounterId;
  /** The side it fights for; null while its nation is neutral. */
  side: Side | null;
  where: Where;
  /** Its hex while on the map (a ship on a river: one of the two hexes of its hexside). */
  hex: HexId | null;
  /** A ship standing on a major river's hexside (DG-SHIP-02); its `hex` is then one of the two hexes. */
  river?: HexsideId | null;
  /** Depleted (armies, fliers) or damaged (ships). */
  depleted: boolean;
  /** The ship carrying it (a ground army, leader or wizard at sea, DG-SHIP-07, DG-WIZ-02). */
  aboard: CounterId | null;
  /** A ship inside the Maelstrom (DG-MAEL-03). */
  maelstrom?: boolean;
}

/** What each counter has done this Turn; cleared when the Turn advances (Step 8). */
export interface Flags {
  /** Movement Points (ships: hexes or hexsides) spent in this Movement Step. */
  mp?: number;
  /** Had to stop next to the enemy, or after an invasion or an unload: moves no more this step (DG-ZOC-01). */
  stopped?: true;
  /** Moved at all this Turn. */
  moved?: true;
  /** Carried by a ship or a flier this Turn: does not move on its own (DG-SHIP-11, DG-AIR-06). */
  carried?: true;
  /** A griffon or pegasus that has lifted its army this Turn (DG-AIR-06: one a Turn), with the army. */
  lifted?: CounterId;
  /** Has attacked this Turn (DG-CMB-06), taunted attacks included (DG-KEN-07). */
  attacked?: true;
  /** A wizard moved in this Movement Step (DG-WIZ-01). */
  wizardMoved?: true;
  /** A ship that tried the Maelstrom escape this Turn (DG-MAEL-05). */
  escaped?: true;
  /** A ship in the Maelstrom waiting to come out, and who picks where (DG-MAEL-02 6-10). */
  exit?: Side;
  /** A kender army whose stack has tried its taunt this Turn (DG-KEN-06). */
  taunted?: true;
}

export type NationStatus = 'neutral' | Side | 'conquered';

export interface NationState {
  status: NationStatus;
  /** Who conquered it (status 'conquered'). */
  by?: Side;
  /** Its standing at the start of the scenario (AMB-10 counts those that began neutral or Whitestone). */
  atStart: NationStatus;
}

/** A demi-human capital on the move (DG-CAP, optional rule). */
export interface CapitalState {
  /** The place that was the capital and was disbanded: plays as clear terrain (DG-CAP-04). */
  disbanded: PlaceId | null;
  /** The Turn the marker comes back (DG-CAP-05), or null. */
  returns: number | null;
  /** The place it was re-established at (DG-CAP-07/08). */
  at: PlaceId | null;
}

/** One modifier of a roll, in words and with its rule. */
export interface Mod {
  label: string;
  value: number;
  rule: string;
}

/** A battle on land in progress (DG-CMB): declared, perhaps waiting for a retreat before combat or for losses. */
export interface Battle {
  /** The defending hex. */
  hex: HexId;
  attacker: Side;
  /** The attacking armies (each in its own hex). */
  attackers: CounterId[];
  /** Defending armies at declaration. */
  defenders: CounterId[];
  /** A taunt's forced attack (DG-KEN-05): -2, alone, outside the Combat Step. */
  taunt?: true;
  /** Defending armies that retreated before combat (DG-RBC). */
  fled?: CounterId[];
  /** Filled in once rolled. */
  roll?: { die: number; mods: Mod[]; total: number; column: string; attack: number; defence: number };
  result?: { attacker: string; defender: string };
  /** Losses still to be chosen, by whom, and retreats still to be made. */
  owed?: { side: Side; depletions: number; retreat: boolean; units: CounterId[] }[];
  /** The hex was vacated: the attacker may advance (DG-ADV). */
  vacated?: boolean;
}

/** A ship-to-ship battle in progress (DG-NAV). */
export interface SeaBattle {
  /** The hex (or a river hexside) attacked. */
  at: HexId | HexsideId;
  attacker: Side;
  attackers: CounterId[];
  defenders: CounterId[];
  round: number;
  /** Targets named this round, ship -> enemy ship. */
  targets?: Record<CounterId, CounterId>;
  /** The last round rolled: each ship's die against its Combat Rating (for the board). */
  last?: { round: number; shots: { ship: CounterId; target: CounterId; die: number; need: number; hit: boolean }[] };
}

/** What the game waits for. Each stage names who decides. */
export type Stage =
  | { kind: 'replacements'; sides: Side[] }
  | { kind: 'activation'; side: Side; first: boolean }
  | { kind: 'first'; side: Side }
  | { kind: 'movement'; side: Side }
  | { kind: 'place'; side: Side; nation: NationId; resume?: Stage }
  | { kind: 'taunt'; side: Side }
  | { kind: 'combat'; side: Side }
  | { kind: 'rbc'; side: Side }
  | { kind: 'losses'; side: Side }
  | { kind: 'retreat'; side: Side }
  | { kind: 'advance'; side: Side }
  | { kind: 'naval'; side: Side }
  | { kind: 'naval-withdraw'; side: Side }
  | { kind: 'maelstrom-exit'; side: Side; ship: CounterId }
  | { kind: 'escape'; side: Side; ships: CounterId[] }
  | { kind: 'capital'; nation: NationId }
  /** A Strategic Event's choice (rules/strategic.ts); `left`: picks still to make (armies returned from the pool). */
  | { kind: 'event-choice'; side: Side; event: EventId; left?: number };

export type Step = 'setup' | 'replacements' | 'events' | 'activation' | 'initiative' | 'movement' | 'combat' | 'end';

export interface State {
  scenario: ScenarioId;
  /** The seats of each side (a side may be shared). */
  seats: Record<Side, string[]>;
  /** Each seat of a side commands its own nations' forces in movement and combat (config split). */
  split: boolean;
  /** Who commands each nation's forces when a side is split by nation (rules/seats.ts). */
  commanders: Partial<Record<NationId, string>>;
  /** Seats that have ended their part of the current Movement or Combat Step (split sides). */
  done: string[];
  turn: number;
  lastTurn: number;
  step: Step;
  /** 0 while the first side plays Steps 5-6, 1 for the second (Step 7). */
  half: 0 | 1;
  /** The side doing Steps 5-6 first this Turn. */
  first: Side | null;
  /** The side playing its Movement and Combat now. */
  mover: Side | null;
  /** Who holds the initiative (ties go to last Turn's holder, DG-TURN-05). */
  initiative: Side | null;
  /** Who takes a tie on the first Turn (AMB-02). */
  firstTie: Side;
  units: Record<CounterId, UnitState>;
  flags: Record<CounterId, Flags>;
  nations: Record<NationId, NationState>;
  /** Who holds each stronghold (AMB-48); null: nobody yet (a neutral's). */
  control: Record<PlaceId, Side | null>;
  /** The Strategic Event cup (hidden from both sides, DG-SE-04): the counters in it. */
  cup: EventId[];
  /** Events drawn so far, in order, with the Turn. */
  drawn: { event: EventId; turn: number; by: Side }[];
  /** Events on the map (DG-SE-05). */
  markers: {
    event: EventId;
    hex: HexId /** The army or wizard it stays with (DG-SE-05): it goes where that unit goes. */;
    unit?: CounterId;
  }[];
  /** This Turn's event effects still in force (activation modifiers, halts, bonuses). */
  effects: {
    event: EventId;
    side?: Side /** What the event's chooser named (the halted dragonarmy). */;
    pick?: string;
  }[];
  /** Voluntary activation attempts made this Turn (DG-ACT-01), by side. */
  attempts: Partial<Record<Side, NationId | 'none'>>;
  /** Hexes attacked this Combat Step (DG-CMB-05). */
  attackedHexes: HexId[];
  /** Ships have stopped moving for the mover: an army moved (DG-TURN-07). */
  armiesMoving: boolean;
  darkTemple: { place: PlaceId | null; lost: boolean };
  draconiansMade: number;
  /** The Turn the Highlord last took or declined the new draconian of Step 1 (DG-DRC-02, DG-TURN-02). */
  draconianTurn?: number;
  /** Knights strongholds at the start (DG-KOS-02). */
  knightsStrongholds: PlaceId[];
  capitals: Partial<Record<NationId, CapitalState>>;
  battle: Battle | null;
  sea: SeaBattle | null;
  stage: Stage | null;
  /** Options. */
  hiddenStacks: boolean;
  movingCapitals: boolean;
  result: { winner: Side; summary: string } | null;
}
