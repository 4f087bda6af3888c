/**
 * The facts of a Divine Right game. Dice, draws and shuffles travel inside
 * the events, so evolve never rolls; the diplomacy deck, the personality deck
 * and each hand travel only in events view.ts redacts.
 */
import type { HexId } from '../../engine/hex.ts';
import type { SeatId } from '../../engine/types.ts';
import type { KingdomId, RandomEventId } from './data/index.ts';
import type { Attack, Change, Interrupt, KingdomState, PlayerState, Step, Unit } from './rules/state.ts';

export type DrEvent =
  | {
      type: 'started';
      seats: SeatId[];
      turns: number;
      suddenDeath: boolean;
      /** The optional re-entry rule is in play (DR-OPT-01). */
      reentry?: boolean;
      turn: number;
      kingdoms: Record<KingdomId, KingdomState>;
      players: Record<SeatId, PlayerState>;
      units: Unit[];
      mercPool: string[];
      deck: string[];
      personalityDeck: number[];
      plundered: string[];
    }
  | { type: 'orderDrawn'; turn: number; order: SeatId[] }
  | { type: 'playerTurn'; seat: SeatId }
  | { type: 'step'; step: Step }
  | { type: 'eventRolled'; seat: SeatId; dice: [number, number]; event: RandomEventId; happened: boolean }
  | { type: 'badOmens'; kingdom: KingdomId }
  | { type: 'placed'; units: Unit[]; cause: 'activation' | 'replacement' | 'reinforcement' | 'regeneration' | 'freed' }
  | {
      type: 'moved';
      units: string[];
      path: HexId[];
      cost: number;
      inside: boolean;
      ledBy: string | null;
      /** Cargo carried by sea: unit -> fleet (aboard at the end unless landed). */
      cargo?: Record<string, string>;
      landed?: boolean;
    }
  | {
      type: 'displaced';
      units: string[];
      to: HexId;
      inside: boolean;
      /** `walls`: out of a castle that turned neutral, into its hex's outside (DR-SIEGE-02). */
      cause: 'advance' | 'displacement' | 'relief' | 'walls';
      /** Land units carried off by displacing fleets (DR-SIEGE-42): unit -> fleet. */
      aboard?: Record<string, string>;
    }
  /** A fleet on the Deep ferried land units across (DR-FERRY-03, Q-52): one point of capacity each; it moves no more. */
  | { type: 'ferried'; fleet: string; units: string[] }
  | { type: 'eliminated'; units: string[]; cause: string }
  | { type: 'removed'; units: string[]; kingdom: KingdomId | null }
  /** `inside`: placed within a friendly castle's walls, as a hired mercenary is; absent in games stored before. */
  | { type: 'stolen'; unit: string; seat: SeatId; hex: HexId; inside?: true }
  | { type: 'cardDrawn'; seat: SeatId; card: string | null }
  | { type: 'deckShuffled'; deck: string[] }
  | { type: 'cardDiscarded'; seat: SeatId; card: string; played: boolean }
  | {
      type: 'envoySent';
      seat: SeatId;
      action: 'activate' | 'deactivate' | 'assassinate';
      kingdom: KingdomId;
      /** Where the ambassador is placed for an activation (DR-DIP-10). */
      at?: HexId;
    }
  | { type: 'reentryVoted'; seat: SeatId; candidate: SeatId; yes: boolean }
  | { type: 'reentered'; seat: SeatId; kingdom: KingdomId; from: SeatId | null }
  | { type: 'grace'; kingdom: KingdomId; seats: SeatId[] }
  | { type: 'graceEnded'; kingdom: KingdomId; seat: SeatId }
  | { type: 'personalityRevealed'; kingdom: KingdomId; card: number }
  | {
      type: 'diplomacyRolled';
      seat: SeatId;
      action: 'activate' | 'deactivate';
      kingdom: KingdomId;
      roll: number;
      modifier: number;
      need: number;
      success: boolean;
    }
  | { type: 'assassinationRolled'; seat: SeatId; kingdom: KingdomId; ambassador: number; monarch: number }
  | { type: 'duelRolled'; seat: SeatId; target: SeatId; rolls: [number, number] }
  | { type: 'forcedPeaceRolled'; seat: SeatId; kingdom: KingdomId; roll: number }
  | { type: 'banished'; seat: SeatId; kingdom: KingdomId; until: number; assassin: boolean }
  | { type: 'ambassadorKilled'; seat: SeatId; back: number }
  | { type: 'dueled'; seats: [SeatId, SeatId] }
  | { type: 'assassinationUsed'; seat: SeatId }
  | { type: 'forcedPeaceTried'; kingdom: KingdomId }
  | { type: 'activated'; kingdom: KingdomId; seat: SeatId; turn: number }
  | { type: 'deactivated'; kingdom: KingdomId; lock: { kind: 'confusion' | 'forced-peace'; until: number } | null }
  | { type: 'crowned'; kingdom: KingdomId; card: number | null }
  | { type: 'personalityShuffled'; kingdom: KingdomId; deck: number[] }
  | { type: 'monarchDied'; kingdom: KingdomId; by: SeatId | null; cause: string }
  | { type: 'monarchCaptured'; kingdom: KingdomId; by: SeatId; prison: HexId }
  | { type: 'captiveFreed'; kingdom: KingdomId; hex: HexId; inside?: true }
  | {
      type: 'castaway';
      unit: string;
      hex: HexId;
      /** DR-SHIP-06: cast ashore on an inland shore (a lone hero there, not on the Isle). */
      ashore?: boolean;
    }
  | { type: 'rescued'; unit: string; fleet: string }
  | { type: 'playerEliminated'; seat: SeatId; by: SeatId | null }
  /** The player resigned (rules/resign.ts): every question waiting on him is withdrawn; his elimination follows. */
  | { type: 'resigned'; seat: SeatId }
  | { type: 'penalty'; seat: SeatId; kingdom: KingdomId; cause: 'violation' | 'execution' }
  | { type: 'vp'; seat: SeatId; points: number; reason: string }
  | { type: 'siegeDeclared'; hex: HexId; seat: SeatId }
  | { type: 'siegeEnded'; hex: HexId; reason: string }
  | {
      type: 'siegeRolled';
      hex: HexId;
      seat: SeatId;
      roll: number;
      modifier: number;
      result: 'fail' | 'nothing' | 'plunder';
    }
  | { type: 'plundered'; hex: HexId; castle: string; seat: SeatId }
  | { type: 'fateRolled'; unit: string; roll: number; result: 'killed' | 'no-effect' | 'captured'; by: SeatId | null }
  | { type: 'used'; units: string[]; done: boolean }
  | { type: 'brokeOut'; units: string[] }
  | { type: 'asked'; interrupt: Interrupt }
  | { type: 'answered' }
  | { type: 'changePending'; change: Change | null }
  | { type: 'vetoAnswered'; seat: SeatId; keep: boolean }
  | { type: 'attackDeclared'; attack: Attack }
  | { type: 'battleBegan'; attack: Attack; index: number | null; defenderSeat: SeatId }
  | { type: 'retreatRolled'; hex: HexId; roll: number; need: number; units: string[]; to: HexId | null }
  | {
      type: 'battleRolled';
      attacker: { roll: number; modifier: number; strength: number };
      defender: { roll: number; modifier: number; strength: number };
      attackerLoss: number;
      defenderLoss: number;
    }
  | { type: 'retreatCancelled'; hex: HexId; units: string[] }
  | { type: 'attackJoined'; index: number; units: string[] }
  | { type: 'battleStage'; stage: 'after' | 'advance' }
  | { type: 'sallied'; hex: HexId; units: string[] }
  | { type: 'battleHalved' }
  | { type: 'battleEnded' }
  | { type: 'gameTurnEnded'; turn: number }
  | { type: 'ended'; winners: SeatId[]; summary: string; scores: Record<SeatId, number> };

export type EventOf<T extends DrEvent['type']> = Extract<DrEvent, { type: T }>;
