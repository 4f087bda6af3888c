/**
 * The state of a Divine Right game: plain JSON, folded from events only.
 * Units on the map are one record keyed by counter id; kingdoms and players
 * carry their status, and a queue of interrupts holds the questions the game
 * is waiting on (often a non-active seat's), so pending() reads one place.
 */
import type { HexId } from '../../../engine/hex.ts';
import type { SeatId } from '../../../engine/types.ts';
import type { KingdomId } from '../data/index.ts';

export type UnitKind = 'army' | 'fleet' | 'monarch';

export interface Unit {
  id: string;
  type: string;
  kind: UnitKind;
  /** Owning kingdom; null for a common mercenary. */
  kingdom: KingdomId | null;
  /** The player who controls the unit. */
  seat: SeatId;
  hex: HexId;
  /** Inside a castle's walls (or a fleet inside its port). */
  inside: boolean;
  /** Fleet carrying this unit, if any. */
  aboard: string | null;
  /** Movement points left this Movement Phase; null before the unit first moves. */
  mp: number | null;
  /** Hex the unit stood in when the Movement Phase began (Deep crossings, the Boom). */
  start: HexId | null;
  /** The hero this unit moved with this phase (DR-HERO-06). */
  ledBy: string | null;
  /** May not move again this turn (carried by sea, made a siege attack). */
  done: boolean;
  /** May not attack this Combat Phase (attacked, declared a siege, made a siege attack or a breakout). */
  used: boolean;
  /** Made a breakout attack this turn: may leave the castle. */
  brokeOut: boolean;
  /** A monarch held prisoner by this seat. */
  captive: SeatId | null;
  /** A monarch castaway on the Isle of Fright. */
  castaway: boolean;
}

export type Lock = { kind: 'confusion' | 'forced-peace'; until: number };

export interface KingdomState {
  status: 'player' | 'active' | 'inactive';
  /** The player kingdom's seat, or the player ally of an active kingdom. */
  seat: SeatId | null;
  /** Personality card under the identity card (non-player kingdoms). */
  personality: number | null;
  revealed: boolean;
  /** Confusion or Forced Peace: no diplomacy until `until`. */
  lock: Lock | null;
  /** Game turn of the latest activation (DR-KING-13). */
  activatedTurn: number | null;
  /** Regular counters alive but off the map (deployed on activation). */
  reserve: string[];
  /** Eliminated regular counters (come back only as replacements). */
  dead: string[];
  /** The monarch: on the map (with his kingdom's units), dead (Confusion) or simply off the map. */
  monarch: 'map' | 'dead' | 'off';
  /** The kingdom's regulars will not attack or siege this game turn (DR-RE-05). */
  badOmens: boolean;
  /** Troll regulars lost to random events this game turn (DR-TROLL-03). */
  lostToEvents: string[];
}

export interface PlayerState {
  seat: SeatId;
  kingdom: KingdomId;
  vp: number;
  hand: string[];
  /** First game turn the ambassador may act again after being killed. */
  ambassadorBack: number;
  /** Card banishments: kingdom -> last game turn of the banishment. */
  banished: Partial<Record<KingdomId, number>>;
  /** Banished until the offended monarch dies (failed assassination). */
  assassinBanished: KingdomId[];
  assassinationUsed: boolean;
  dueled: SeatId[];
  /** Diplomatic Penalties (violation or execution; one flag per kingdom, Q-20). */
  penalty: KingdomId[];
  eliminated: boolean;
  /** The player resigned (rules/resign.ts): out of the game like an eliminated player, and no longer a contender on VP. */
  resigned?: boolean;
}

export interface Attack {
  from: HexId[];
  targets: HexId[];
  kind: 'land' | 'fleet' | 'breakout' | 'amphibious';
  attackers: string[];
  defenders: string[];
  resolved: boolean;
  /** Units from inside a besieged castle joining a relief attack on its besiegers (DR-REL-06, DR-AMPH-06). */
  helpers?: string[];
  /** Units added after retreating next to this attack's attackers: they may not retreat again (DR-RBC-11). */
  joined?: string[];
}

export interface Battle {
  attack: Attack;
  /** Index in the declared attacks; null for a breakout. */
  index: number | null;
  stage: 'retreat' | 'roll' | 'losses' | 'after' | 'advance';
  asked: HexId[];
  /** Amphibious battles: hexes whose fleets were asked about retreating (their armies are in `asked`). */
  askedFleets?: HexId[];
  /** Units that retreated before combat (safe from this attack). */
  retreated: string[];
  /** Per side, how many units were lost (for Hero Fate rolls). */
  lost: { attacker: number; defender: number };
  defenderSeat: SeatId;
  /** DR-AMPH-05: the losing amphibious attacker's half-survivor penalty was taken. */
  halved?: boolean;
}

export type Interrupt =
  | {
      kind: 'losses';
      seat: SeatId;
      pool: string[];
      count: number;
      cause: 'combat' | 'storms' | 'mutiny' | 'epidemic' | 'desertion' | 'siege';
    }
  /** `force`: in an amphibious battle armies and fleets retreat on their own rolls and ways (DR-RBC-06). */
  | { kind: 'retreat'; seat: SeatId; hex: HexId; options: HexId[]; force?: 'army' | 'fleet' }
  /** DR-RBC-09: after a successful retreat roll, the defender may call back all or some type groups. */
  | { kind: 'recall'; seat: SeatId; hex: HexId; to: HexId; groups: string[][]; heroes: string[] }
  /** OOT-3: bring the fleets inside a castle-port out to meet an amphibious attack (DR-AMPH-03)? */
  | { kind: 'sally'; seat: SeatId; hex: HexId; fleets: string[] }
  /** OOT-10: where the units of a kingdom activated in another's turn go, first unit first (DR-KING-25). */
  | { kind: 'deploy'; seat: SeatId; kingdom: KingdomId; units: string[] }
  /** OOT-5/6: where a displaced stack goes (DR-SIEGE-37/39/40); asked only when there is a choice. */
  | {
      kind: 'displace';
      seat: SeatId;
      from: HexId;
      units: string[];
      options: { to: HexId; through?: HexId; loss: number }[];
      cause: string;
      /** Why the siege of `from` ends once they are out (`Tx.endingSiege`); absent in questions asked before it was kept. */
      siege?: string;
    }
  | { kind: 'advance'; seat: SeatId; hexes: HexId[]; units: string[]; relief: HexId | null }
  | { kind: 'replace'; seat: SeatId; count: number; either: boolean }
  | { kind: 'reinforce'; seat: SeatId; count: number }
  | { kind: 'veto'; seat: SeatId; kingdom: KingdomId; hexes: HexId[] }
  | { kind: 'captive'; seat: SeatId; kingdom: KingdomId }
  /** OOT-7: release a captive so that another player may try Forced Peace on his kingdom (DR-FP-12)? */
  | { kind: 'release'; seat: SeatId; requester: SeatId; kingdom: KingdomId }
  /** OOT-13: may an eliminated player re-enter? Every other live player must say yes (DR-OPT-01). */
  | { kind: 'reentry'; seat: SeatId; candidate: SeatId; voters: SeatId[] }
  /** OOT-11: a hero cast ashore in a neutral kingdom: keep him (Diplomatic Penalty) or give him up (DR-SHIP-07). */
  | { kind: 'castaway'; seat: SeatId; unit: string; kingdom: KingdomId };

/** A deactivation waiting on the besiegers' veto (DR-KING-16). */
export interface Change {
  kingdom: KingdomId;
  cause: 'deactivate' | 'confusion' | 'forced-peace';
  /** Confusion / Forced Peace: the d6 already rolled. */
  duration: number;
  keep: boolean;
}

export type Step =
  | 'begin'
  | 'draw'
  | 'diplomacy'
  | 'card'
  | 'discard'
  | 'sieges'
  | 'movement'
  | 'declare'
  | 'resolve'
  | 'end'
  | 'over';

export interface DiplomacyState {
  /** The ambassador's action this phase, once chosen. */
  envoy: { action: 'activate' | 'deactivate' | 'assassinate'; kingdom: KingdomId } | null;
  acted: boolean;
  forcedPeace: KingdomId[];
  /** The kingdom the ambassador tried to deactivate this phase: no Forced Peace on it (DR-FP-09); kept after the roll. */
  deactivation?: KingdomId;
  /** The kingdom the ambassador acted on this phase, by any action: its jailor may not also force peace on it (DR-FP-13). */
  worked?: KingdomId;
}

export interface State {
  seats: SeatId[];
  turns: number;
  suddenDeath: boolean;
  /** The optional re-entry rule (DR-OPT-*). */
  reentry?: boolean;
  turn: number;
  order: SeatId[];
  active: SeatId;
  step: Step;
  units: Record<string, Unit>;
  /** Common mercenaries in the pool (ids 'merc-A'…). */
  mercPool: string[];
  kingdoms: Record<KingdomId, KingdomState>;
  players: Record<SeatId, PlayerState>;
  deck: string[];
  discard: string[];
  personalityDeck: number[];
  plundered: string[];
  /** Castle hex -> besieging seat. */
  sieges: Record<HexId, SeatId>;
  diplomacy: DiplomacyState;
  attacks: Attack[];
  battle: Battle | null;
  interrupts: Interrupt[];
  change: Change | null;
  /** DR-KING-22: seats whose units were inside a kingdom when it deactivated: free to leave in their next Movement Phase. */
  graces: { seat: SeatId; kingdom: KingdomId }[];
  /** Heroes that already rolled for fate this player turn (DR-FATE-05). */
  fated: string[];
  result: { winners: SeatId[]; summary: string; scores: Record<SeatId, number> } | null;
}
