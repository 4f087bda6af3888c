/**
 * The water a ship moves on (Rule 4, DG-SHIP-01..06): where a ship may stand, how far it may sail, who
 * pushes it away, what goes down with it, and the Maelstrom's rolls (DG-MAEL). Shared by ships.ts
 * (movement and transport) and naval.ts (ship-to-ship combat).
 *
 * Positions. A ship stands in a sea or coastal hex (a hex id), or on a major river's hexside (a hexside
 * id `AAAA|BBBB`, DG-SHIP-02; its `hex` is then the lower of the two). One step, one point of its
 * movement allowance: into a neighbouring sea or coastal hex across a hexside ships may pass
 * (`shipPassage`), from the sea hex at a river's mouth onto the river's first hexside and back, and
 * along the river from one navigable hexside to the next. The Maelstrom is no ordinary water: a ship
 * enters it only by stepping into one of its edge hexes, and rolls at once (DG-MAEL-01).
 */
import { hexsideEnds } from '../../../engine/hex.ts';
import {
  counter,
  type CounterId,
  DICE,
  distance,
  getHex,
  getHexside,
  HEXSIDES,
  type HexId,
  type HexsideId,
  isHex,
  LEADER_AT_SEA,
  lookup,
  MAELSTROM,
  MAELSTROM_EDGE,
  MAELSTROM_TABLE,
  NAVAL_COMBAT,
  neighbours,
  otherSide,
  RIVERS,
  riverMouthSea,
  type Side,
  STACKING,
  TERRAIN_EFFECTS,
} from '../data/index.ts';
import { hasEnemyArmy, isArmyId, isGroundId, isLeaderId, isShipId, isWizardId } from './board.ts';
import type { State, UnitState } from './state.ts';
import type { Tx } from './tx.ts';
import { hexWord } from './words.ts';

/** A ship's place: a hex, or a major river's hexside. */
export type Pos = HexId | HexsideId;

export const isRiverPos = (p: Pos): boolean => p.includes('|');

/** The hexes a position touches: the hex itself, or a hexside's two hexes (DG-SHIP-04). */
export const hexesOfPos = (p: Pos): HexId[] => (isRiverPos(p) ? [...hexsideEnds(p)] : [p]);

/** Where a unit at a position is recorded: a hexside's ship keeps the lower of its two hexes. */
export const placeOf = (p: Pos): { hex: HexId; river: HexsideId | null } =>
  isRiverPos(p) ? { hex: hexsideEnds(p)[0], river: p } : { hex: p, river: null };

export const posOf = (u: UnitState): Pos | null => (u.where !== 'map' ? null : (u.river ?? u.hex));

const MAELSTROM_SET = new Set<HexId>(MAELSTROM);
const EDGE_SET = new Set<HexId>(MAELSTROM_EDGE);

/** Open water for ships: sea, or a coastal hex of a terrain ships may enter (no marsh or desert), never the Maelstrom. */
export function isWater(h: HexId): boolean {
  if (!isHex(h) || MAELSTROM_SET.has(h)) return false;
  const x = getHex(h);
  return x.terrain === 'sea' || (x.coastal && TERRAIN_EFFECTS[x.terrain].shipMayEnter);
}

/** The river links: the mouth's sea hex to the first hexside, and each navigable hexside to the next (DG-SHIP-02). */
const RIVER_LINKS = new Map<Pos, Pos[]>();
const RIVER_OF = new Map<HexsideId, string>();
function link(a: Pos, b: Pos): void {
  RIVER_LINKS.set(a, [...(RIVER_LINKS.get(a) ?? []), b]);
  RIVER_LINKS.set(b, [...(RIVER_LINKS.get(b) ?? []), a]);
}
for (const r of RIVERS) {
  if (r.navigable <= 0) continue;
  const sides = r.sides.slice(0, r.navigable);
  link(riverMouthSea(r), sides[0]!);
  for (let i = 0; i < sides.length; i++) {
    RIVER_OF.set(sides[i]!, r.name);
    if (i > 0) link(sides[i - 1]!, sides[i]!);
  }
}

const STEPS = new Map<Pos, Pos[]>();

/** The positions one step from a position, on the map's water (the Maelstrom left out). */
export function steps(p: Pos): readonly Pos[] {
  let out = STEPS.get(p);
  if (!out) {
    const river = RIVER_LINKS.get(p) ?? [];
    out = isRiverPos(p)
      ? river
      : [...neighbours(p).filter((n) => isWater(n) && getHexside(p, n).shipPassage), ...river];
    STEPS.set(p, out);
  }
  return out;
}

/** The Maelstrom's edge hexes a ship in this hex could sail into (DG-MAEL-01). */
export const maelstromEntries = (p: Pos): HexId[] =>
  isRiverPos(p) ? [] : neighbours(p).filter((n) => EDGE_SET.has(n) && getHexside(p, n).shipPassage);

/** A hex next to the Maelstrom (DG-MAEL-04). */
export const nextToMaelstrom = (h: HexId): boolean => neighbours(h).some((n) => MAELSTROM_SET.has(n));

/** Ships standing at a position (not inside the Maelstrom). */
export function shipsAtPos(s: State, p: Pos, side?: Side): UnitState[] {
  const river = isRiverPos(p);
  return Object.values(s.units).filter(
    (u) =>
      u.where === 'map' &&
      isShipId(u.id) &&
      !u.maelstrom &&
      (river ? u.river === p : !u.river && u.hex === p) &&
      (side === undefined || u.side === side),
  );
}

export const enemyShipsAt = (s: State, p: Pos, side: Side): UnitState[] =>
  shipsAtPos(s, p).filter((u) => u.side !== null && u.side !== side);

/**
 * May `count` more ships of `side` stand here: no enemy ship (DG-SHIP-03), no enemy army in the hex or in
 * either hex of the river hexside (DG-SHIP-04), at most two ships on a river hexside (DG-SHIP-06).
 */
export function canStand(s: State, p: Pos, side: Side, count = 1): boolean {
  if (enemyShipsAt(s, p, side).length) return false;
  if (hexesOfPos(p).some((h) => hasEnemyArmy(s, h, side))) return false;
  if (isRiverPos(p) && shipsAtPos(s, p, side).length + count > STACKING.shipsOnRiverHexside) return false;
  return true;
}

export interface Reach {
  cost: number;
  path: Pos[];
  /** A Maelstrom edge hex: the move ends in a roll (DG-MAEL-01). */
  maelstrom?: true;
}

/**
 * Where a ship of `side` may sail from `from` with `budget` steps: every step onto open water it may stand on
 * (it may not pass through an enemy ship or an enemy army's hex, DG-SHIP-03/04), and the Maelstrom's edge
 * hexes as ends of a move. The start is left out.
 */
export function reach(s: State, side: Side, from: Pos, budget: number, count = 1): Map<Pos, Reach> {
  const out = new Map<Pos, Reach>();
  const seen = new Map<Pos, Pos[]>([[from, [from]]]);
  let frontier: Pos[] = [from];
  for (let cost = 1; cost <= budget && frontier.length; cost++) {
    const next: Pos[] = [];
    for (const p of frontier) {
      const path = seen.get(p)!;
      for (const m of maelstromEntries(p)) {
        if (!out.has(m) && !seen.has(m)) out.set(m, { cost, path: [...path, m], maelstrom: true });
      }
      for (const n of steps(p)) {
        if (seen.has(n) || !canStand(s, n, side, count)) continue;
        const np = [...path, n];
        seen.set(n, np);
        out.set(n, { cost, path: np });
        next.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

/** The nearest position (in ship steps over the map's water) where `ok` holds, ties to the lowest id (AMB-16). */
export function nearestPos(from: Pos, ok: (p: Pos) => boolean, max = 200): Pos | null {
  const seen = new Set<Pos>([from]);
  let frontier: Pos[] = [from];
  for (let d = 1; d <= max && frontier.length; d++) {
    const next: Pos[] = [];
    for (const p of frontier) {
      for (const n of steps(p)) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    const hits = next.filter(ok).sort();
    if (hits.length) return hits[0]!;
    frontier = next;
  }
  return null;
}

/** A position in words: the hex, or "the Silverflood between A and B". */
export function posWord(p: Pos): string {
  if (!isRiverPos(p)) return hexWord(p);
  const [a, b] = hexsideEnds(p);
  return `the ${RIVER_OF.get(p) ?? 'river'} between ${hexWord(a)} and ${hexWord(b)}`;
}

/** Is this a position a ship may ever stand on? */
export const isPos = (p: string): boolean =>
  isRiverPos(p) ? (HEXSIDES.get(p)?.navigable ?? false) && RIVER_LINKS.has(p) : isWater(p);

// ---------------------------------------------------------------------------
// Pushed away by an army (DG-SHIP-05)
// ---------------------------------------------------------------------------

/**
 * An army of `byside` has entered `hex` (a move, an advance, a retreat, a landing): every enemy ship in it,
 * or on a river hexside of it, moves to the nearest position with no enemy army (nor enemy ship, nor a full
 * river hexside), ties to the lowest id (AMB-16). Its cargo goes with it. Call after the army is there.
 */
export function pushShips(tx: Tx, hex: HexId, byside: Side): void {
  const victims = Object.values(tx.state.units)
    .filter(
      (u) =>
        u.where === 'map' &&
        isShipId(u.id) &&
        !u.maelstrom &&
        u.side !== null &&
        u.side !== byside &&
        (u.river ? hexesOfPos(u.river).includes(hex) : u.hex === hex),
    )
    .map((u) => u.id)
    .sort();
  for (const id of victims) {
    const u = tx.state.units[id]!;
    const from = posOf(u)!;
    const owner = u.side!;
    const to = nearestPos(from, (p) => canStand(tx.state, p, owner));
    if (!to) {
      sinkShip(tx, id, 'nowhere left to sail');
      continue;
    }
    tx.emit({ type: 'shipPushed', ship: id, ...placeOf(to) });
  }
}

/** A friendly ship that has not moved this Turn bridges its river hexside (DG-SHIP-12, AMB-17: as if no river). */
export function shipBridges(s: State, side: Side, a: HexId, b: HexId): boolean {
  const side_ = HEXSIDES.get(a < b ? `${a}|${b}` : `${b}|${a}`);
  if (!side_?.navigable) return false;
  return shipsAtPos(s, side_.id, side).some((u) => !s.flags[u.id]?.moved);
}

// ---------------------------------------------------------------------------
// Combat Rating and sinking (DG-NAV, DG-SEA, DG-WIZ-04/05)
// ---------------------------------------------------------------------------

export interface CrPart {
  label: string;
  value: number;
}

/**
 * A ship's Combat Rating in battle, part by part: its face (damaged: the back, DG-NAV-07), the TR of
 * Maquesta, Mithas or Kothas aboard (DG-SEA-01/02), 3 a wizard aboard (DG-WIZ-04). An army aboard adds
 * nothing (DG-SHIP-14).
 */
export function crParts(s: State, ship: CounterId): CrPart[] {
  const c = counter(ship);
  if (c.kind !== 'ship') return [];
  const u = s.units[ship]!;
  const out: CrPart[] = [
    { label: u.depleted ? 'damaged' : 'undamaged', value: u.depleted ? c.cr.damaged : c.cr.undamaged },
  ];
  for (const x of Object.values(s.units)) {
    if (x.aboard !== ship || x.where !== 'map') continue;
    const k = counter(x.id);
    if (k.kind === 'leader' && k.naval) out.push({ label: k.name, value: k.tr });
    if (k.kind === 'wizard') out.push({ label: k.name, value: NAVAL_COMBAT.perWizard });
  }
  return out;
}

export const crOf = (s: State, ship: CounterId): number => crParts(s, ship).reduce((n, p) => n + p.value, 0);

/** The nearest hex (ties to the lowest id) among candidates, by hex distance from `from`. */
function nearestHex(from: HexId, hexes: HexId[]): HexId | null {
  const sorted = [...new Set(hexes)].sort((a, b) => distance(from, a) - distance(from, b) || (a < b ? -1 : 1));
  return sorted[0] ?? null;
}

/**
 * A ship goes down (DG-SHIP-13, DG-NAV-05/06): the ground army aboard to the pool, each leader rolls 1d6
 * (1-3 lost, 4-6 with the nearest friendly army, DG-SEA-03), each wizard reappears with the nearest friendly
 * army or ship (DG-WIZ-05), ties to the lowest hex (AMB-16); the ship leaves the game (never the pool).
 */
export function sinkShip(tx: Tx, ship: CounterId, why: string): void {
  const u = tx.state.units[ship];
  if (u?.where !== 'map') return;
  const side = u.side!;
  const at = u.hex!;
  const cargo = Object.values(tx.state.units)
    .filter((x) => x.aboard === ship && x.where === 'map')
    .map((x) => x.id)
    .sort();
  const army = cargo.filter(isGroundId);
  if (army.length)
    tx.emit({ type: 'eliminated', units: army, to: 'pool', why: `went down with ${counter(ship).name}` });
  const armyHexes = (s: State) =>
    Object.values(s.units)
      .filter((x) => x.where === 'map' && x.side === side && !x.aboard && x.hex && isArmyId(x.id))
      .map((x) => x.hex!);
  for (const id of cargo.filter(isLeaderId)) {
    const die = tx.dice.roll(DICE.leaderAtSea);
    const survived = lookup(LEADER_AT_SEA, die) === 'with-nearest-army';
    const hex = survived ? nearestHex(at, armyHexes(tx.state)) : null;
    tx.emit({ type: 'leaderAtSea', leader: id, die, survived, hex });
  }
  for (const id of cargo.filter(isWizardId)) {
    const s = tx.state;
    const ships = Object.values(s.units).filter(
      (x) => x.where === 'map' && x.side === side && isShipId(x.id) && x.id !== ship && !x.maelstrom && x.hex,
    );
    const armies = armyHexes(s);
    const hex = nearestHex(at, [...armies, ...ships.map((x) => x.hex!)]);
    // An army there takes the wizard ashore before a ship in the same hex does.
    const onShip =
      hex && !armies.includes(hex)
        ? ships.filter((x) => x.hex === hex).sort((a, b) => (a.id < b.id ? -1 : 1))[0]
        : undefined;
    tx.emit({ type: 'wizardReappeared', wizard: id, hex, ...(onShip ? { ship: onShip.id } : {}) });
  }
  tx.emit({ type: 'eliminated', units: [ship], to: 'removed', why });
}

// ---------------------------------------------------------------------------
// The Maelstrom (DG-MAEL-01..06)
// ---------------------------------------------------------------------------

/** 1d10 on the Maelstrom table (DG-MAEL-02): 1 sinks, 2-5 stays, 6-8 the opponent picks the way out, 9-10 the owner. */
export function rollMaelstrom(tx: Tx, ship: CounterId, hex: HexId, dived = false): void {
  const owner = tx.state.units[ship]!.side!;
  const die = tx.dice.roll(DICE.maelstrom);
  const result = lookup(MAELSTROM_TABLE, die);
  const picker = result === 'opponent-places' ? otherSide(owner) : result === 'owner-places' ? owner : undefined;
  tx.emit({
    type: 'maelstromRolled',
    ship,
    hex,
    die,
    result,
    ...(picker ? { picker } : {}),
    ...(dived ? { escape: true as const } : {}),
  });
  if (result === 'sinks') sinkShip(tx, ship, 'lost in the Maelstrom');
}

/** Sea hexes next to the Maelstrom where a ship of `side` may come out (no enemy ship there). */
export function exitsFor(s: State, side: Side): HexId[] {
  const all = [...new Set(MAELSTROM.flatMap((h) => neighbours(h)))]
    .filter((n) => !MAELSTROM_SET.has(n) && getHex(n).terrain === 'sea')
    .sort();
  const free = all.filter((h) => canStand(s, h, side));
  return free.length ? free : all;
}

/**
 * A side's ships still in the Maelstrom from an earlier Turn that have not rolled in this Movement Step
 * (DG-MAEL-03, AMB-19): the roll falls at the start of the owner's own movement; a ship that went in this
 * Turn (sailed in, or dived in to escape) stays for the rest of it.
 */
export function trapped(s: State, side: Side): UnitState[] {
  return Object.values(s.units)
    .filter(
      (u) =>
        u.where === 'map' &&
        u.side === side &&
        isShipId(u.id) &&
        u.maelstrom &&
        !s.flags[u.id]?.moved &&
        !s.flags[u.id]?.escaped &&
        !s.flags[u.id]?.exit,
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Back to the mover's Movement Step after a Maelstrom matter: each ship waiting to come out asks its picker
 * (stage maelstrom-exit), then the mover's own trapped ships roll (at the start of its movement), then the
 * mover moves on.
 */
export function resumeSea(tx: Tx): void {
  for (let guard = 0; guard < 100; guard++) {
    const s = tx.state;
    const waiting = Object.values(s.units)
      .filter((u) => u.where === 'map' && s.flags[u.id]?.exit)
      .sort((a, b) => (a.id < b.id ? -1 : 1))[0];
    if (waiting) {
      tx.stage({ kind: 'maelstrom-exit', side: s.flags[waiting.id]!.exit!, ship: waiting.id });
      return;
    }
    if (s.step !== 'movement' || !s.mover) return;
    const next = trapped(s, s.mover)[0];
    if (!next) break;
    rollMaelstrom(tx, next.id, next.hex!);
  }
  const mover = tx.state.mover;
  if (!mover || tx.over) return;
  const st = tx.state.stage;
  if (!(st?.kind === 'movement' && st.side === mover)) tx.stage({ kind: 'movement', side: mover });
}
