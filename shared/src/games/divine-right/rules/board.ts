/**
 * Board queries every phase shares: who controls what, who stands where,
 * friendly castles and ports, sieges and their strength.
 */
import type { HexId } from '../../../engine/hex.ts';
import { neighbours } from './geo.ts';
import type { SeatId } from '../../../engine/types.ts';
import {
  BASIC_CASTLES,
  type Castle,
  grid,
  HEXES,
  type KingdomId,
  NON_CASTLE_PORTS,
  type NonCastlePort,
  REGULAR_COUNTERS,
  THE_FACE,
} from '../data/index.ts';
import type { State, Unit } from './state.ts';

export const CASTLE_AT: ReadonlyMap<HexId, Castle> = new Map(BASIC_CASTLES.map((c) => [c.hex, c]));
export const PORT_AT: ReadonlyMap<HexId, NonCastlePort> = new Map(NON_CASTLE_PORTS.map((p) => [p.hex, p]));

const OWNER = new Map<HexId, KingdomId | null>([...HEXES.values()].map((h) => [h.id, h.basicOwner]));
export const ownerOf = (hex: HexId): KingdomId | null => OWNER.get(hex) ?? null;

/** The seat a kingdom currently fights for (its player, or its player ally), or null when neutral. */
export function seatOf(s: State, k: KingdomId): SeatId | null {
  const ks = s.kingdoms[k];
  return ks.status === 'inactive' ? null : ks.seat;
}

/** Kingdoms of a seat's alliance: his own and every active ally (DR-KING-05). */
export function alliance(s: State, seat: SeatId): KingdomId[] {
  return (Object.keys(s.kingdoms) as KingdomId[]).filter((k) => seatOf(s, k) === seat);
}

// States are immutable, so per-state indexes are cached by identity of the units record.
const LIVE = new WeakMap<State['units'], { list: Unit[]; byHex: Map<HexId, Unit[]> }>();

function index(s: State): { list: Unit[]; byHex: Map<HexId, Unit[]> } {
  let ix = LIVE.get(s.units);
  if (!ix) {
    const list = Object.values(s.units).filter((u) => u.captive === null && !u.castaway);
    const byHex = new Map<HexId, Unit[]>();
    for (const u of list) {
      const l = byHex.get(u.hex);
      if (l) l.push(u);
      else byHex.set(u.hex, [u]);
    }
    ix = { list, byHex };
    LIVE.set(s.units, ix);
  }
  return ix;
}

/** Units on the map that can act: not prisoners, not castaways. */
export function mapUnits(s: State): Unit[] {
  return index(s).list;
}

const NONE: Unit[] = [];
export function unitsAt(s: State, hex: HexId): Unit[] {
  return index(s).byHex.get(hex) ?? NONE;
}

export const isCombat = (u: Unit): boolean => u.kind !== 'monarch';
export const isLand = (u: Unit): boolean => u.kind === 'army';
export const isFleet = (u: Unit): boolean => u.kind === 'fleet';

export const isPlundered = (s: State, c: Castle): boolean => s.plundered.includes(c.id);

/** An unplundered castle standing in this hex, if any. */
export function liveCastle(s: State, hex: HexId): Castle | null {
  const c = CASTLE_AT.get(hex);
  return c && !isPlundered(s, c) ? c : null;
}

/** Who holds a castle: the seat of its kingdom (null when the kingdom is neutral). */
export function castleSeat(s: State, c: Castle): SeatId | null {
  const k = c.kingdom;
  return k && k !== 'eaters-of-wisdom' && k !== 'black-hand' ? seatOf(s, k) : null;
}

/**
 * A friendly castle for reinforcements (DR-MOVE-12, DR-SIEGE-31): an
 * unplundered castle of the seat's alliance, or a plundered one he occupies
 * with a combat unit, or an unoccupied plundered one of his alliance.
 */
export function friendlyCastle(s: State, seat: SeatId, c: Castle): boolean {
  const mine = castleSeat(s, c) === seat;
  if (!isPlundered(s, c)) return mine;
  const occupants = unitsAt(s, c.hex).filter(isCombat);
  // Stryker disable next-line MethodExpression,ConditionalExpression: of a non-empty list, "some and every" is "every"
  if (occupants.length) return occupants.some((u) => u.seat === seat) && occupants.every((u) => u.seat === seat);
  return mine;
}

/** Friendly-controlled non-castle port: only this seat's units there, or empty inside his alliance. */
export function friendlyPort(s: State, seat: SeatId, p: NonCastlePort): boolean {
  const here = unitsAt(s, p.hex).filter(isCombat);
  if (here.length) return here.every((u) => u.seat === seat) && here.some(isLand);
  const k = ownerOf(p.hex);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: both Basic non-castle ports (Bartertown, Freeport) lie in unclaimed land
  return k !== null && seatOf(s, k) === seat;
}

/** Combat units inside a castle hex's walls. */
export function insideUnits(s: State, hex: HexId): Unit[] {
  return unitsAt(s, hex).filter((u) => u.inside && isCombat(u) && u.aboard === null);
}

/** Combat units of the besieger (outside) in a castle hex. */
export function besiegers(s: State, hex: HexId): Unit[] {
  const seat = s.sieges[hex];
  return seat ? unitsAt(s, hex).filter((u) => u.seat === seat && isCombat(u) && !u.inside && u.aboard === null) : [];
}

/** Castle intrinsic defense plus the combat units inside (DR-SIEGE-03 B, DR-SIEGE-13). */
export function siegeNeed(s: State, hex: HexId): number {
  const c = CASTLE_AT.get(hex);
  // Stryker disable next-line OptionalChaining: asked only of castle hexes
  return (c?.defense ?? 0) + insideUnits(s, hex).length;
}

export function isBesieged(s: State, hex: HexId): boolean {
  return s.sieges[hex] !== undefined;
}

/** Hexes where a seat may bring in mercenary armies (unbesieged friendly castles, the Face for the Trolls). */
export function reinforcementHexes(s: State, seat: SeatId, kind: 'army' | 'fleet'): HexId[] {
  const out: HexId[] = [];
  for (const c of BASIC_CASTLES) {
    if (kind === 'fleet' && !c.port) continue;
    if (isBesieged(s, c.hex) || !friendlyCastle(s, seat, c)) continue;
    if (unitsAt(s, c.hex).some((u) => u.seat !== seat && isCombat(u))) continue;
    out.push(c.hex);
  }
  if (
    kind === 'army' &&
    seatOf(s, 'trolls') === seat &&
    !unitsAt(s, THE_FACE).some((u) => u.seat !== seat && isCombat(u))
  ) {
    out.push(THE_FACE);
  }
  if (kind === 'fleet') {
    for (const p of NON_CASTLE_PORTS) {
      // a friendly port holds none of another seat's combat units (friendlyPort)
      if (friendlyPort(s, seat, p)) out.push(p.hex);
    }
  }
  return out;
}

const DEPLOY = new Map<string, HexId | null>(
  REGULAR_COUNTERS.map((c) => [c.id, 'hex' in c.deploy ? c.deploy.hex : null]),
);

/** The deployment hex printed on a regular counter (Zorn: none, placed by rule). */
export const deployHexOf = (unitId: string): HexId | null => DEPLOY.get(unitId) ?? null;

/** Adjacent on-map hexes. */
export const around = (hex: HexId): HexId[] => neighbours(hex);

export const distance = (a: HexId, b: HexId): number => grid.distance(a, b);

/** Seats still in the game. */
export const livePlayers = (s: State): SeatId[] => s.seats.filter((x) => !s.players[x]?.eliminated);
