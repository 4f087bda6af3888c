/**
 * The facts of a game of Dragons of Glory. Every die roll is inside the event
 * that used it, so replays never roll; every event is folded by
 * rules/evolve.ts. The cup's contents are a secret of the server (view.ts).
 */
import type { CounterId, EventId, HexId, HexsideId, NationId, PlaceId, ScenarioId, Side } from './data/index.ts';
import type { Mod, NationState, Stage, Step, UnitState } from './rules/state.ts';

export type DgEvent =
  | {
      type: 'started';
      scenario: ScenarioId;
      seats: Record<Side, string[]>;
      split?: boolean;
      turn: number;
      lastTurn: number;
      units: Record<CounterId, UnitState>;
      nations: Record<NationId, NationState>;
      control: Record<PlaceId, Side | null>;
      cup: EventId[];
      drawn: { event: EventId; turn: number; by: Side }[];
      markers: { event: EventId; hex: HexId }[];
      darkTemple: { place: PlaceId | null; lost: boolean };
      draconiansMade: number;
      knightsStrongholds: PlaceId[];
      firstTie: Side;
      initiative?: Side | null;
      hiddenStacks: boolean;
      movingCapitals: boolean;
      /** A sandbox start: the step it begins at. */
      step?: Step;
      mover?: Side | null;
      first?: Side | null;
      half?: 0 | 1;
    }
  | { type: 'staged'; stage: Stage | null }
  | { type: 'stepped'; step: Step; mover?: Side | null; half?: 0 | 1 }
  | { type: 'turnBegun'; turn: number }
  | { type: 'cupFilled'; events: EventId[] }
  | { type: 'eventDrawn'; event: EventId; by: Side }
  | { type: 'cupEmpty'; by: Side }
  | { type: 'effectEnded'; event: EventId }
  /** A Strategic Event's chooser has named what it strikes (a dragonarmy to halt). */
  | { type: 'eventChoiceMade'; event: EventId; side: Side; pick: string }
  /** An event counter goes on the map with a unit (DG-SE-05); removed when used up. */
  | { type: 'markerPlaced'; event: EventId; hex: HexId; unit: CounterId }
  /** `by`: the wizard who used the Dragon Orb in the battle at `hex` (rules/combat.ts). */
  | { type: 'markerRemoved'; event: EventId; by?: CounterId; hex?: HexId }
  | {
      type: 'activationRolled';
      side: Side;
      nation: NationId;
      die: number;
      rating: number;
      mods: Mod[];
      success: boolean;
      invasion?: Side;
      /** An extra roll a Strategic Event gives (not the side's Step 3 attempt). */
      event?: EventId;
    }
  | { type: 'activationSkipped'; side: Side }
  | { type: 'nationJoined'; nation: NationId; side: Side; how: 'roll' | 'invasion' | 'event' }
  | { type: 'placed'; side: Side; units: { id: CounterId; hex: HexId }[]; why: string; hidden?: Side }
  | { type: 'initiativeRolled'; highlord: number; whitestone: number; winner: Side; tie: boolean }
  | { type: 'firstChosen'; side: Side; by: Side }
  | {
      type: 'moved';
      side: Side;
      units: CounterId[];
      path: HexId[];
      /** MP each unit spent on this move. */
      costs: Record<CounterId, number>;
      /** Units that must stop here (next to the enemy, DG-ZOC-01; an invasion, DG-INV-04). */
      stop?: CounterId[];
      /** A griffon or pegasus carrying its army (DG-AIR-06): the army is marked carried. */
      carried?: CounterId[];
      /** Made under hidden stacks by this side: the enemy's log shows a stack, not its units (DG-HID-01). */
      hidden?: Side;
    }
  | { type: 'wizardMoved'; wizard: CounterId; hex: HexId; ship?: CounterId; hidden?: Side }
  | {
      type: 'shipMoved';
      ship: CounterId;
      path: (HexId | HexsideId)[];
      cost: number;
      hex: HexId;
      river: HexsideId | null;
      stop?: boolean;
      hidden?: Side;
    }
  | { type: 'embarked'; ship: CounterId; units: CounterId[]; hidden?: Side }
  | { type: 'disembarked'; ship: CounterId; units: CounterId[]; hex: HexId; stop: boolean; hidden?: Side }
  | { type: 'shipPushed'; ship: CounterId; hex: HexId; river: HexsideId | null }
  | { type: 'captured'; place: PlaceId; side: Side }
  | { type: 'conquered'; nation: NationId; by: Side; removed: CounterId[] }
  | { type: 'battleDeclared'; hex: HexId; attacker: Side; attackers: CounterId[]; defenders: CounterId[]; taunt?: true }
  | { type: 'fledBeforeCombat'; moves: { id: CounterId; path: HexId[] }[] }
  | {
      type: 'battleRolled';
      die: number;
      mods: Mod[];
      total: number;
      attack: number;
      defence: number;
      column: string;
      result: { attacker: string; defender: string };
    }
  | { type: 'depleted'; units: CounterId[] }
  | { type: 'restored'; units: CounterId[] }
  | { type: 'eliminated'; units: CounterId[]; to: 'pool' | 'removed'; why: string }
  | { type: 'lossesOwed'; owed: { side: Side; depletions: number; retreat: boolean; units: CounterId[] }[] }
  | { type: 'retreated'; side: Side; moves: { id: CounterId; to: HexId }[]; held?: CounterId[] }
  | { type: 'followed'; units: CounterId[]; hex: HexId; hidden?: Side }
  | { type: 'advanced'; units: CounterId[]; hex: HexId; extra?: { id: CounterId; to: HexId }[] }
  | { type: 'battleEnded' }
  | { type: 'paired'; side: Side; returned: CounterId; removed: CounterId; hex: HexId; hidden?: Side }
  | { type: 'consolidated'; side: Side; kept: CounterId; pooled: CounterId; hidden?: Side }
  | { type: 'replacementsDone'; side: Side }
  | { type: 'draconianMade'; id: CounterId; hex: HexId; hidden?: Side }
  | { type: 'templePlaced'; place: PlaceId }
  | { type: 'templeLost' }
  | { type: 'draconianDeclined' }
  | { type: 'capitalDisbanded'; nation: NationId; place: PlaceId; die: number; returns: number }
  | { type: 'capitalEstablished'; nation: NationId; place: PlaceId }
  | { type: 'tauntRolled'; kender: CounterId[]; target: CounterId[]; die: number; success: boolean }
  | { type: 'flagged'; units: CounterId[]; flag: 'attacked' | 'taunted' | 'escaped' | 'stopped' | 'carried' }
  | { type: 'attackedHex'; hex: HexId }
  /** A seat of a split side has ended its part of the step; the others still play theirs. */
  | { type: 'seatDone'; seat: string }
  // The Maelstrom and the sea (DG-MAEL, DG-NAV, DG-SEA, DG-WIZ-05): rules/sea.ts, rules/naval.ts
  | {
      type: 'maelstromRolled';
      ship: CounterId;
      /** The Maelstrom hex it is in. */
      hex: HexId;
      die: number;
      result: 'sinks' | 'stays' | 'opponent-places' | 'owner-places';
      /** Who picks its way out (6-8 the opponent, 9-10 the owner). */
      picker?: Side;
      /** Dived in to escape enemy ships (DG-MAEL-04). */
      escape?: true;
    }
  | { type: 'maelstromExited'; ship: CounterId; hex: HexId; by: Side }
  | { type: 'leaderAtSea'; leader: CounterId; die: number; survived: boolean; hex: HexId | null }
  | { type: 'wizardReappeared'; wizard: CounterId; hex: HexId | null; ship?: CounterId }
  | { type: 'seaBattleDeclared'; at: HexId | HexsideId; attacker: Side; attackers: CounterId[]; defenders: CounterId[] }
  | { type: 'seaTargeted'; side: Side; targets: Record<CounterId, CounterId> }
  | {
      type: 'seaRolled';
      round: number;
      shots: { ship: CounterId; target: CounterId; die: number; need: number; hit: boolean }[];
    }
  | { type: 'shipsDamaged'; ships: CounterId[] }
  | { type: 'shipsWithdrew'; side: Side; ships: CounterId[]; hex: HexId; river: HexsideId | null }
  | { type: 'seaBattleEnded' }
  | { type: 'gameOver'; winner: Side; summary: string };

export type DgEventType = DgEvent['type'];
export type EventOf<T extends DgEventType> = Extract<DgEvent, { type: T }>;
