/**
 * The state of a Demonlord game: plain JSON, folded from events by evolve.ts.
 * Units keep one record each for the whole game (where they are, or that
 * they are in a pool, a prisoner, destroyed or out of the game), so a unit can
 * never be in two places. What the other side may not see is kept here too and
 * filtered per seat by view.ts.
 */
import type { AreaId, LandTerrain, Neutral, Side, SpellWindow } from '../data/index.ts';

export type UnitStatus =
  /** On the map in `area`. */
  | 'map'
  /** Not yet in play: reinforcements, summoned creatures, Ul's unchosen ruler. */
  | 'pool'
  /** Held by `captor` (DL-PRIS-01). */
  | 'prisoner'
  /** Destroyed (DL-MORL-09); `area` is where, `phase` when (Necromon, DL-SPELL-D-04). */
  | 'destroyed'
  /** Out of the game: set aside, a myth, a townsman refused everywhere. */
  | 'out'
  /** An ex-ally's unit off the map until the end of phase `phase`, then back at home (DL-ALLY-11). */
  | 'away';

export interface Unit {
  id: string;
  status: UnitStatus;
  area: AreaId | null;
  captor?: Side;
  phase?: number;
  /** A freed reinforcement waiting to be placed with the next reinforcements (DL-PRIS-09). */
  freed?: boolean;
  /** A townsman's cities that refused it at setup (DL-SETUP-05). */
  tried?: string[];
}

export interface NeutralState {
  ally: Side | null;
  kind: 'permanent' | 'temporary' | null;
  /** Turned out to be a myth (DL-ALLY-06 result 5): its counters are out and its fortification a village. */
  myth: boolean;
  /** DL-NEUT-03: Ul's ruler, drawn at the first alliance or attack. */
  ruler?: 'balor' | 'dwarf-king';
  /** A temporary alliance was defeated or lost its home this phase: check at the end of the phase (DL-ALLY-10). */
  check: boolean;
}

/** The movement step of the active side (DL-MOVE, DL-LEAD, DL-ENEMY, DL-CAPT). */
export interface MoveState {
  /** MP this phase for each unit of the active side on the map at the start of the step (after DL-LEAD-01). */
  allowance: Record<string, number>;
  spent: Record<string, number>;
  /** Units that have moved at all this step. */
  moved: string[];
  /** Units that may not move again this step: entered enemy regiments, took minimum movement, tied a capture roll. */
  stopped: string[];
  /** Where each unit began the step (riding, DL-LEAD-06). */
  start: Record<string, AreaId>;
  /** A character's possible mounts: the regiments from his start area he has moved with every time so far. */
  riding: Record<string, string[]>;
  /** Capture checks made this step: character -> areas (DL-CAPT-03). */
  checked: Record<string, AreaId[]>;
  /** How each unit last crossed into its area this phase, when it was over a river (footnote *). */
  crossed: Record<string, 'river' | 'ford' | 'bridge'>;
}

export interface Siege {
  area: AreaId;
  settlement: string;
  defender: Side;
  besieger: Side;
  /** Siege rounds resolved so far (DL-SIEGE-17/18, AMB-73). */
  rounds: number;
  /** The defender's units shut inside the walls. */
  inside: string[];
}

/** Spells in effect this phase (and Rains for two phases). */
export interface Effects {
  swift: AreaId[];
  failure: AreaId[];
  darkness: AreaId[];
  light: AreaId[];
  /** Areas where Darkness and Light met: neither works there for the rest of the phase (DL-SPELL-D-02). */
  cancelled: AreaId[];
  veil: AreaId[];
  /** Flooded areas and the last phase number they stay flooded. */
  rains: {
    areas: AreaId[];
    until: number;
    /** Rains cast while an older one still runs: what stays flooded once the older one ends (DL-SPELL-K-04). */
    next?: { areas: AreaId[]; until: number };
  } | null;
  /** Rains was attempted this phase (AMB-45). */
  rainsTried: boolean;
}

export interface Vision {
  area: AreaId;
  phase: number;
  /** What the caster's side saw there, at the moment of the spell. */
  units: string[];
}

export interface SideState {
  /** Spells in hand (secret until first used, DL-SETUP-08). */
  hand: string[];
  /** Spells of the hand the other side has seen used. */
  shown: string[];
  /** The hand is chosen (setup). */
  handChosen: boolean;
  called: boolean;
  /** Phase of the call; the arrival roll is made at the start of each own phase from then on (DL-REIN-04). */
  calledPhase: number | null;
  arrived: boolean;
  /** Reinforcements waiting to be placed at an entry area. */
  toPlace: string[];
  vp: number;
  /** Enemy units killed or captured by this side (Strategic Game). */
  tally: { regiments: number; characters: number };
  visions: Vision[];
  /** Extended Game returns tried this phase. */
  returnsTried: boolean;
}

export const STEPS = [
  'setup',
  'start',
  'movement',
  'summoning',
  'battles',
  'sieges',
  'alliances',
  'end',
  'turnEnd',
] as const;
export type Step = (typeof STEPS)[number];

/** What the game waits on, if anything. */
export type Stage =
  /** Setup: Khozar places the servants and the townsmen; both sides choose spells. */
  | { kind: 'setup' }
  /** Arrived reinforcements wait to be placed at an entry area (DL-REIN-06/07). */
  | { kind: 'reinforce'; side: Side }
  | { kind: 'movement' }
  | { kind: 'summoning' }
  /** The active side picks the next battle (DL-BATL-04). */
  | { kind: 'order'; areas: AreaId[] }
  /** The fortification's owner: battle or siege (DL-BATL-03, DL-ALLY-04); relief garrison joining (DL-SIEGE-22). */
  | { kind: 'sally'; area: AreaId; side: Side; relief: boolean }
  | { kind: 'terrain'; area: AreaId; side: Side; options: LandTerrain[]; garrisonStays: boolean }
  | { kind: 'battle'; area: AreaId }
  /** A retreating side chooses where its survivors withdraw (DL-RETR-06..12). */
  | {
      kind: 'withdraw';
      area: AreaId;
      side: Side;
      units: string[];
      options: Withdrawal[];
      more: { side: Side; units: string[] }[];
    }
  /**
   * DL-RETR-07: the active side's stack has withdrawn; its units with MP left may go on, alone or together, area
   * by area, until the side stops. `area`: the battle area; `units`: the whole withdrawing force (its slowest judge
   * the way, DL-RETR-10); `left`: each unit's withdrawal MP still unspent; `been`: the areas each has been in
   * during the withdrawal, the battle area first (DL-RETR-08); `more`: the withdrawals still to come.
   */
  | {
      kind: 'withdrawOn';
      area: AreaId;
      side: Side;
      units: string[];
      left: Record<string, number>;
      been: Record<string, AreaId[]>;
      more: { side: Side; units: string[] }[];
    }
  /** The besieger: assault or prolong (DL-SIEGE-09). */
  | { kind: 'siege'; area: AreaId; side: Side }
  /** AMB-72: the active side picks the next siege round, asked only when a caster could bid at more than one. */
  | { kind: 'siegeOrder'; areas: AreaId[] }
  /** DL-SIEGE-11: the sides still to choose which of their regiments a siege round costs (asked only when it matters). */
  | { kind: 'siegeLosses'; area: AreaId; asked: Side[]; losses: Partial<Record<Side, number>> }
  | { kind: 'alliance'; side: Side }
  /**
   * A prisoner exchange (DL-PRIS-02..04): `ask` the active side whether to demand one, then the waiting side
   * offers a prisoner it holds and the active side answers with one of its own or stops.
   */
  | { kind: 'exchange'; side: Side; step: 'ask' | 'offer' | 'answer'; offered: string | null }
  /** DL-PRIS-08: a freed caster kept from his home: its owner picks the fortification or the temple; then `next`. */
  | { kind: 'placeFreed'; side: Side; unit: string; options: AreaId[]; next: Stage | null }
  /** End of the turn: truce attempts or negotiation rolls (DL-END-02/03); `asked` answer in any order. */
  | { kind: 'truce'; asked: Side[] }
  /** A spell window (checklist §2): the sides asked may cast or pass. */
  | {
      kind: 'window';
      window: SpellWindow;
      asked: Side[];
      /** 'before-withdrawal' (DL-SPELL-B-06): the retreats that withdraw once the window closes. */
      withdraw?: { area: AreaId; list: { side: Side; units: string[] }[] };
    }
  /** DL-SPELL-B-02: a successful Vision; its target's owner may answer with Veil before it shows. */
  | { kind: 'veil'; side: Side; by: Side; caster: string; area: AreaId; roll: number; resume: Stage | null }
  /** DL-SPELL-B-11/12: a Gate opened; its caster's side picks who goes through (one unit, two at power 5). */
  | { kind: 'gate'; side: Side; caster: string; from: AreaId; to: AreaId; max: number; resume: Stage | null }
  /** DL-SMAG-03: siege-magic bids alternate until two passes in a row. */
  | {
      kind: 'siegeMagic';
      area: AreaId;
      assault: boolean;
      turn: Side;
      passes: number;
      bids: { side: Side; caster: string }[];
    };

export interface Withdrawal {
  /** The areas the stack passes through, the last is where it stops; [] = retire into the fortification. */
  path: AreaId[];
  label: string;
}

export interface BattleSlot {
  area: AreaId;
  terrain: LandTerrain;
  /** The battle module's own state (battle/index.ts), folded by applyBattle. */
  state: unknown;
  /** Neutrals that fought on a side in this battle (DL-BEND-05). */
  neutrals: Neutral[];
}

export interface State {
  turn: number;
  /** Phases played since the start, counting up (1 = the first phase). */
  phase: number;
  /** The side playing the first phase of every turn (DL-SEQ-01, DL-VFT-01). */
  first: Side;
  active: Side;
  step: Step;
  stage: Stage | null;
  scenario: 'base' | 'strategic' | 'extended';
  tournament: boolean;
  showStackHeight: boolean;
  strategicOwnAlliances: boolean;
  /** The last turn set at the start (0: none). */
  maxTurns: number;
  units: Record<string, Unit>;
  /** Who holds each settlement (DL-SIEGE-03/04): a side, a neutral, or nobody. */
  control: Record<string, Side | Neutral | null>;
  /** Settlements that are no longer fortifications (a myth's, DL-ALLY-06). */
  razed: string[];
  neutrals: Record<Neutral, NeutralState>;
  sides: Record<Side, SideState>;
  /** The unit each side shows on top of its stack in an area: `${area}:${side}` -> unit (DL-STACK-04, AMB-13). */
  tops: Record<string, string>;
  move: MoveState | null;
  /** Areas with a battle still to fight this battle step. */
  battles: AreaId[];
  battle: BattleSlot | null;
  sieges: Record<AreaId, Siege>;
  /** Sieges still to resolve this siege step. */
  siegeQueue: AreaId[];
  /** Alliance attempts made this phase: `${side}:${neutral}`; alliance magic spent this turn likewise (DL-ALLY-05). */
  attempts: string[];
  /** Sides done with the alliance step this phase. */
  alliedDone: Side[];
  allianceSpells: string[];
  /** Spell windows already opened this phase. */
  windows: SpellWindow[];
  /** Characters that cast a spell this phase (DL-MAG-02). */
  cast: string[];
  effects: Effects;
  /** A battle, a siege or a loss has happened: reinforcements may be called (DL-REIN-01, AMB-60). */
  warBegun: boolean;
  /** Truce negotiations (DL-END-02/03). */
  truce: { open: boolean; lastTurn: number | null };
  /** The Great Forest summoning that came first (DL-SUMM-11). */
  forestSummon: 'beast-god' | 'forest-spirit' | null;
  result: { winners: Side[]; summary: string } | null;
}
