/**
 * How far a group of counters can go together (Rules 5 and 6): each counter
 * pays its own cost along one shared path (a forest costs an elf 1 and a man
 * 2, a mountain hexside is open to dwarves and fliers only), and the group's
 * path ends where any of its members must stop (next to the enemy, DG-ZOC-01;
 * in a neutral's territory, DG-INV-04).
 *
 * The search is a Pareto label search: a label is a hex with the MP each kind
 * of mover has spent to get there; a label survives only if no other label of
 * its hex has spent as little or less for every kind. With one kind of mover
 * (most stacks) that is plain Dijkstra; with two or three kinds the labels per
 * hex stay few, because MP budgets are at most ten. Every path a label stands
 * for is within every member's remaining MP, so the search is exact: a hex is
 * reached if and only if some single path gets every member there in time.
 *
 * What a search needs from the board (enemy hexes, the hexes next to enemy
 * armies, bridging ships, neutral territory) is built once per units, flags
 * and nations records, and searches are cached on it, so the many questions of
 * one state share them.
 */
import {
  counter,
  effectivelyAdjacent,
  FOREST_COST_FOR,
  getHex,
  getHexside,
  HEXES,
  HEXSIDE_EFFECTS,
  type CounterId,
  type HexId,
  type HexsideId,
  type NationId,
  neighbours,
  type Side,
  TERRAIN_EFFECTS,
} from '../data/index.ts';
import { armiesAt, enemyArmiesAt, face, isCavalryId, isGroundId, isShipId, occupiedHexes, unitsAt } from './board.ts';
import type { State } from './state.ts';

// ---------------------------------------------------------------------------
// The map's steps, once
// ---------------------------------------------------------------------------

interface Edge {
  to: HexId;
  side: HexsideId;
  river: boolean;
  deep: boolean;
  mountain: boolean;
}

const EDGES = new Map<HexId, readonly Edge[]>();

function edges(hex: HexId): readonly Edge[] {
  let list = EDGES.get(hex);
  if (!list) {
    list = neighbours(hex).map((to) => {
      const s = getHexside(hex, to);
      return { to, side: s.id, river: s.river !== null, deep: s.deep, mountain: s.mountain };
    });
    EDGES.set(hex, list);
  }
  return list;
}

// ---------------------------------------------------------------------------
// The board as movement sees it, per side
// ---------------------------------------------------------------------------

export interface Board {
  side: Side;
  /** Hexes holding enemy armies on land: never entered (DG-MOV-10, DG-AIR-03). */
  enemy: ReadonlySet<HexId>;
  /** Hexes next to an enemy army, ground or air, across no mountain or deep hexside (DG-ZOC-01/02). */
  zoc: ReadonlySet<HexId>;
  /** Hexes next to an enemy ground army (DG-ZOC-04). */
  zocGround: ReadonlySet<HexId>;
  /** River hexsides held by a friendly ship that has not moved this Turn (DG-SHIP-12, AMB-17). */
  bridges: ReadonlySet<HexsideId>;
  /** The nation whose neutral territory a hex is (invaded on entry, DG-INV-01), or null. */
  neutral(hex: HexId): NationId | null;
  /** The side's own armies standing on land in each hex (for stacking). */
  own: ReadonlyMap<HexId, readonly CounterId[]>;
  /** Searches already made on this board. */
  cache: Map<string, GroupReach>;
}

interface Boards {
  flags: State['flags'];
  nations: State['nations'];
  sides: Partial<Record<Side, Board>>;
}

const BOARDS = new WeakMap<State['units'], Boards>();

/** A nation nobody rolls for that is invaded as another (activation.ts: the Tower's pass calls out Solanthus). */
const invadedAs = (n: NationId): NationId => (n === 'tower-knights' ? 'solanthus' : n);

/** The nation an army entering this hex would invade, or null (DG-INV-01). */
export function neutralNation(s: State, hex: HexId): NationId | null {
  const n = getHex(hex).nation;
  if (!n || s.nations[n]?.status !== 'neutral') return null;
  return s.nations[invadedAs(n)]?.status === 'neutral' ? n : null;
}

export function board(s: State, side: Side): Board {
  let b = BOARDS.get(s.units);
  if (!b || b.flags !== s.flags || b.nations !== s.nations) {
    b = { flags: s.flags, nations: s.nations, sides: {} };
    BOARDS.set(s.units, b);
  }
  const known = b.sides[side];
  if (known) return known;
  const enemy = new Set<HexId>();
  const zoc = new Set<HexId>();
  const zocGround = new Set<HexId>();
  const bridges = new Set<HexsideId>();
  const own = new Map<HexId, CounterId[]>();
  for (const hex of occupiedHexes(s)) {
    const mine = armiesAt(s, hex, side).map((u) => u.id);
    if (mine.length) own.set(hex, mine);
    const foes = enemyArmiesAt(s, hex, side);
    if (foes.length) {
      enemy.add(hex);
      const ground = foes.some((u) => isGroundId(u.id));
      for (const n of neighbours(hex)) {
        if (!effectivelyAdjacent(hex, n)) continue;
        zoc.add(n);
        if (ground) zocGround.add(n);
      }
    }
    for (const u of unitsAt(s, hex)) {
      if (u.side === side && u.river && isShipId(u.id) && !s.flags[u.id]?.moved) bridges.add(u.river);
    }
  }
  const nations = new Map<HexId, NationId | null>();
  const made: Board = {
    side,
    enemy,
    zoc,
    zocGround,
    bridges,
    neutral: (hex) => {
      let n = nations.get(hex);
      if (n === undefined) {
        n = neutralNation(s, hex);
        nations.set(hex, n);
      }
      return n;
    },
    own,
    cache: new Map(),
  };
  b.sides[side] = made;
  return made;
}

// ---------------------------------------------------------------------------
// Movers: how each counter pays
// ---------------------------------------------------------------------------

/** How a counter pays for a step: a flier, or a walker with its forest cost and whether it crosses mountain hexsides. */
export interface Gait {
  air: boolean;
  forest: number;
  mountain: boolean;
  /** Began this Movement Step next to an enemy ground army: its first hex must not be (DG-ZOC-04). */
  locked: boolean;
}

export const gaitKey = (g: Gait): string =>
  g.air ? `air${g.locked ? 'L' : ''}` : `g${g.forest}${g.mountain ? 'm' : ''}${g.locked ? 'L' : ''}`;

export function gaitOf(s: State, b: Board, id: CounterId): Gait {
  const c = counter(id);
  if (c.kind === 'air') return { air: true, forest: 1, mountain: true, locked: false };
  const race = c.kind === 'army' || c.kind === 'leader' ? c.race : 'human';
  const spent = s.flags[id]?.mp ?? 0;
  const hex = s.units[id]?.hex;
  const locked = c.kind === 'army' && c.type !== 'cavalry' && spent === 0 && !!hex && b.zocGround.has(hex);
  return {
    air: false,
    // Elves and kender enter forest for 1 (DG-RACE-01); the rest pay the terrain's cost (DG-RACE-03).
    forest: FOREST_COST_FOR[race] ?? TERRAIN_EFFECTS.forest.groundCost!,
    mountain: (HEXSIDE_EFFECTS.mountainCrossers as readonly string[]).includes(race),
    locked,
  };
}

/** A non-cavalry ground army stops next to the enemy; cavalry, leaders and fliers do not (DG-ZOC-01/03/05, DG-MOV-12). */
export const stopsNextToEnemy = (id: CounterId): boolean => isGroundId(id) && !isCavalryId(id);

/** The Movement Points a counter may use this step in all (a carrier: half, rounded down, DG-AIR-07, AMB-30). */
export function allowance(s: State, id: CounterId, carrying = false): number {
  const c = counter(id);
  const mp = face(s, id).mp;
  if (c.kind === 'air' && c.carries && (carrying || s.flags[id]?.lifted)) return Math.floor(mp * c.carries.mpFactor);
  return mp;
}

export const remaining = (s: State, id: CounterId, carrying = false): number =>
  Math.max(0, allowance(s, id, carrying) - (s.flags[id]?.mp ?? 0));

/** The cost of one step for a gait, or null when it may not be taken. */
function stepCost(b: Board, g: Gait, from: HexId, start: HexId, e: Edge): number | null {
  if (b.enemy.has(e.to)) return null;
  const t = TERRAIN_EFFECTS[getHex(e.to).terrain];
  if (g.locked && from === start && b.zocGround.has(e.to)) return null;
  if (g.air) {
    // 1 a hex over anything but desert, 1 more over a mountain hexside (DG-AIR-02, DG-AIR-05, DG-MOV-09).
    if (!t.airMayOverfly) return null;
    return 1 + (e.mountain ? HEXSIDE_EFFECTS.airMountainSurcharge : 0);
  }
  // Land only: no sea, marsh or desert (DG-MOV-01/06/08/09).
  if (t.groundCost === null) return null;
  const bridged = e.river && b.bridges.has(e.side);
  if (e.deep && !bridged) return null;
  let cost = getHex(e.to).terrain === 'forest' ? g.forest : t.groundCost;
  if (e.mountain) {
    if (!g.mountain) return null;
    cost += HEXSIDE_EFFECTS.mountainSurcharge;
  }
  // A river adds to the hex's cost (DG-MOV-05, AMB-21); a friendly ship's bridge cancels it (AMB-17).
  if (e.river && !bridged) cost += HEXSIDE_EFFECTS.riverSurcharge;
  return cost;
}

// ---------------------------------------------------------------------------
// The group search
// ---------------------------------------------------------------------------

export interface Label {
  hex: HexId;
  /** MP spent, one entry per gait of the group. */
  spent: number[];
  /** Their sum: the search's order. */
  sum: number;
  prev: Label | null;
  dead?: true;
}

export interface GroupReach {
  start: HexId;
  gaits: Gait[];
  budgets: number[];
  /** The undominated labels of each hex reached. */
  labels: Map<HexId, Label[]>;
}

export interface GroupSpec {
  start: HexId;
  gaits: Gait[];
  budgets: number[];
  /** Some member stops on entering a hex next to an enemy army. */
  stopsNextToEnemy: boolean;
  /** Some member is an army: neutral territory ends the move (leaders never invade, DG-INV-01). */
  invades: boolean;
}

function dominates(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i]! > b[i]!) return false;
  return true;
}

class Heap {
  private a: Label[] = [];
  private key(l: Label): number {
    return l.sum;
  }
  get size() {
    return this.a.length;
  }
  push(l: Label) {
    const a = this.a;
    a.push(l);
    let i = a.length - 1;
    const k = this.key(l);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.key(a[p]!) <= k) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): Label | undefined {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.key(a[l]!) < this.key(a[m]!)) m = l;
        if (r < a.length && this.key(a[r]!) < this.key(a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

/** Every hex the group can reach together, with the undominated ways there. */
export function groupReach(b: Board, spec: GroupSpec): GroupReach {
  const key = `${spec.start}|${spec.gaits.map((g, i) => `${gaitKey(g)}:${spec.budgets[i]}`).join(',')}|${spec.stopsNextToEnemy ? 'z' : ''}${spec.invades ? 'i' : ''}`;
  const known = b.cache.get(key);
  if (known) return known;
  const { start, gaits, budgets } = spec;
  const labels = new Map<HexId, Label[]>();
  const first: Label = { hex: start, spent: gaits.map(() => 0), sum: 0, prev: null };
  labels.set(start, [first]);
  const heap = new Heap();
  heap.push(first);
  while (heap.size) {
    const l = heap.pop()!;
    if (l.dead) continue;
    if (l.hex !== start) {
      // The path ends here: next to the enemy for a walker that must stop, or in a neutral's land for an army.
      if (spec.stopsNextToEnemy && b.zoc.has(l.hex)) continue;
      if (spec.invades && b.neutral(l.hex)) continue;
    }
    for (const e of edges(l.hex)) {
      if (e.to === start) continue;
      const spent: number[] = [];
      let sum = 0;
      let ok = true;
      for (let i = 0; i < gaits.length; i++) {
        const c = stepCost(b, gaits[i]!, l.hex, start, e);
        if (c === null || l.spent[i]! + c > budgets[i]!) {
          ok = false;
          break;
        }
        spent.push(l.spent[i]! + c);
        sum += l.spent[i]! + c;
      }
      if (!ok) continue;
      const there = labels.get(e.to);
      const next: Label = { hex: e.to, spent, sum, prev: l };
      if (!there) {
        labels.set(e.to, [next]);
        heap.push(next);
        continue;
      }
      let beaten = false;
      for (const x of there) {
        if (dominates(x.spent, spent)) {
          beaten = true;
          break;
        }
      }
      if (beaten) continue;
      const kept: Label[] = [];
      for (const x of there) {
        if (dominates(spent, x.spent)) x.dead = true;
        else kept.push(x);
      }
      kept.push(next);
      labels.set(e.to, kept);
      heap.push(next);
    }
  }
  labels.delete(start);
  const out: GroupReach = { start, gaits, budgets, labels };
  b.cache.set(key, out);
  return out;
}

/** The way chosen to a hex: the one leaving the tightest member the most MP in hand, then the cheapest in all. */
export function bestLabel(r: GroupReach, hex: HexId): Label | null {
  const list = r.labels.get(hex);
  if (!list?.length) return null;
  if (list.length === 1) return list[0]!;
  const score = (l: Label) => Math.max(...l.spent.map((x, i) => x / Math.max(1, r.budgets[i]!)));
  return [...list].sort((a, b) => score(a) - score(b) || a.sum - b.sum)[0]!;
}

export function pathOf(l: Label): HexId[] {
  const path: HexId[] = [];
  for (let x: Label | null = l; x; x = x.prev) path.unshift(x.hex);
  return path;
}

/** Land an air army may begin and end on (DG-AIR-04, DG-AIR-05, AMB-22). */
export const airMayEnd = (hex: HexId): boolean => TERRAIN_EFFECTS[getHex(hex).terrain].airMayEnd;
/** Land a ground army may stand on (DG-MOV-06). */
export const groundMayStand = (hex: HexId): boolean => TERRAIN_EFFECTS[getHex(hex).terrain].groundCost !== null;

export const isLandHex = (hex: HexId): boolean => HEXES.get(hex)?.land ?? false;
