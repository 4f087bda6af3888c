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
 * Speed: the map's steps are tables indexed by a hex's number (its place in
 * the sorted hex ids), built once. What a search needs from the board (enemy
 * hexes, the hexes next to enemy armies, bridging ships, neutral territory) is
 * a Field, shared by every state with the same enemy positions, bridges and
 * neutrals (one side's whole Movement Step, as its own moves change none of
 * them), and searches are cached on it; the stacking of the side's own armies,
 * which changes with every move, is kept apart on the per-state Board.
 */
import {
  counter,
  FOREST_COST_FOR,
  getHex,
  getHexside,
  groundStackLimit,
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
import { face, isCavalryId, isGroundId, isKenderId, occupiedHexes, unitsAt } from './board.ts';
import type { State } from './state.ts';

// ---------------------------------------------------------------------------
// The map's steps, once, by hex number
// ---------------------------------------------------------------------------

/** Every hex id, sorted: a hex's number is its place here, so numeric order is id order. */
const HEX_IDS: readonly HexId[] = [...HEXES.keys()].sort();
const HEX_COUNT = HEX_IDS.length;
const HEX_NUMBER = new Map<HexId, number>(HEX_IDS.map((h, i) => [h, i]));

/** A hex's number, or -1 for no hex. */
export const hexNumber = (hex: HexId): number => HEX_NUMBER.get(hex) ?? -1;
export const hexOfNumber = (i: number): HexId => HEX_IDS[i]!;
export const HEX_TOTAL = HEX_COUNT;

/** The steps out of hex i are EDGE_TO[EDGE_FIRST[i]] .. EDGE_TO[EDGE_FIRST[i + 1] - 1], in neighbour order. */
const EDGE_FIRST = new Int32Array(HEX_COUNT + 1);
const EDGE_TO: number[] = [];
const EDGE_SIDE: HexsideId[] = [];
const EDGE_RIVER: number[] = [];
const EDGE_DEEP: number[] = [];
const EDGE_MOUNTAIN: number[] = [];
/** The steps across each hexside (both ways). */
const SIDE_EDGES = new Map<HexsideId, number[]>();

/** Per hex: the ground cost (-1: no ground army enters), forest, open to fliers, where fliers and walkers may stop. */
const GROUND_COST = new Int8Array(HEX_COUNT);
const FOREST = new Uint8Array(HEX_COUNT);
const AIR_OVER = new Uint8Array(HEX_COUNT);
const AIR_END = new Uint8Array(HEX_COUNT);
const STACK_LIMIT = new Int8Array(HEX_COUNT);

for (let i = 0; i < HEX_COUNT; i++) {
  const hex = HEX_IDS[i]!;
  EDGE_FIRST[i] = EDGE_TO.length;
  for (const to of neighbours(hex)) {
    const s = getHexside(hex, to);
    const k = EDGE_TO.length;
    EDGE_TO.push(HEX_NUMBER.get(to)!);
    EDGE_SIDE.push(s.id);
    EDGE_RIVER.push(s.river !== null ? 1 : 0);
    EDGE_DEEP.push(s.deep ? 1 : 0);
    EDGE_MOUNTAIN.push(s.mountain ? 1 : 0);
    const list = SIDE_EDGES.get(s.id);
    if (list) list.push(k);
    else SIDE_EDGES.set(s.id, [k]);
  }
  const t = TERRAIN_EFFECTS[getHex(hex).terrain];
  GROUND_COST[i] = t.groundCost ?? -1;
  FOREST[i] = getHex(hex).terrain === 'forest' ? 1 : 0;
  AIR_OVER[i] = t.airMayOverfly ? 1 : 0;
  AIR_END[i] = t.airMayEnd ? 1 : 0;
  STACK_LIMIT[i] = groundStackLimit(hex);
}
EDGE_FIRST[HEX_COUNT] = EDGE_TO.length;

// ---------------------------------------------------------------------------
// The board as movement sees it, per side
// ---------------------------------------------------------------------------

/**
 * What a search reads from the board: the same for every state with the same
 * enemy armies, friendly bridging ships and neutral nations.
 */
export interface Field {
  /** Hexes holding enemy armies on land: never entered (DG-MOV-10, DG-AIR-03). */
  enemy: Uint8Array;
  /** Hexes next to an enemy army, ground or air, across no mountain or deep hexside (DG-ZOC-01/02). */
  zoc: Uint8Array;
  /** Hexes next to an enemy ground army (DG-ZOC-04). */
  zocGround: Uint8Array;
  /** Steps across a river hexside held by a friendly ship that has not moved this Turn (DG-SHIP-12, AMB-17). */
  bridged: Uint8Array;
  /** The nation whose neutral territory a hex is (invaded on entry, DG-INV-01), or null. */
  neutral: readonly (NationId | null)[];
  /** Searches already made on this field. */
  reaches: Map<string, GroupReach>;
  /** What movement.ts has made from those searches (its choices per stack), by its own keys. */
  made: Map<string, unknown>;
}

export interface Board {
  side: Side;
  field: Field;
  /** The side's own armies standing on land in each hex (for stacking). */
  own: ReadonlyMap<HexId, readonly CounterId[]>;
  /** Per hex number: the side's own armies there, ground, air, kender. */
  ownArmies: Uint8Array;
  ownGround: Uint8Array;
  ownAir: Uint8Array;
  ownKender: Uint8Array;
}

export const isEnemyHex = (b: Board, hex: HexId): boolean => b.field.enemy[hexNumber(hex)] === 1;
export const isZocHex = (b: Board, hex: HexId): boolean => b.field.zoc[hexNumber(hex)] === 1;
export const neutralAt = (b: Board, hex: HexId): NationId | null => b.field.neutral[hexNumber(hex)] ?? null;

interface Boards {
  flags: State['flags'];
  nations: State['nations'];
  sides: Partial<Record<Side, Board>>;
}

const BOARDS = new WeakMap<State['units'], Boards>();

/** The fields in use, the most recent last; a few are kept (the two sides' Movement Steps, an invasion's before and after). */
const FIELDS = new Map<string, Field>();
const FIELDS_KEPT = 8;

/** A nation nobody rolls for that is invaded as another (activation.ts: the Tower's pass calls out Solanthus). */
const invadedAs = (n: NationId): NationId => (n === 'tower-knights' ? 'solanthus' : n);

/** The nation an army entering this hex would invade, or null (DG-INV-01). */
export function neutralNation(s: State, hex: HexId): NationId | null {
  const n = getHex(hex).nation;
  if (!n || s.nations[n]?.status !== 'neutral') return null;
  return s.nations[invadedAs(n)]?.status === 'neutral' ? n : null;
}

function fieldOf(s: State, enemy: readonly string[], bridges: readonly HexsideId[]): Field {
  const neutrals = Object.keys(s.nations)
    .filter((n) => s.nations[n as NationId]?.status === 'neutral')
    .sort();
  const key = `${[...enemy].sort().join(',')}|${[...bridges].sort().join(',')}|${neutrals.join(',')}`;
  const known = FIELDS.get(key);
  if (known) {
    FIELDS.delete(key);
    FIELDS.set(key, known);
    return known;
  }
  const f: Field = {
    enemy: new Uint8Array(HEX_COUNT),
    zoc: new Uint8Array(HEX_COUNT),
    zocGround: new Uint8Array(HEX_COUNT),
    bridged: new Uint8Array(EDGE_TO.length),
    neutral: HEX_IDS.map((hex) => neutralNation(s, hex)),
    reaches: new Map(),
    made: new Map(),
  };
  for (const e of enemy) {
    // "<hex>g": enemy ground armies there; "<hex>a": enemy air armies only.
    const i = HEX_NUMBER.get(e.slice(0, -1))!;
    const ground = e.endsWith('g');
    f.enemy[i] = 1;
    for (let k = EDGE_FIRST[i]!; k < EDGE_FIRST[i + 1]!; k++) {
      // Across a mountain or deep hexside the hexes are not adjacent (DG-ZOC-02).
      if (EDGE_MOUNTAIN[k] || EDGE_DEEP[k]) continue;
      f.zoc[EDGE_TO[k]!] = 1;
      if (ground) f.zocGround[EDGE_TO[k]!] = 1;
    }
  }
  for (const side of bridges) for (const k of SIDE_EDGES.get(side) ?? []) f.bridged[k] = 1;
  FIELDS.set(key, f);
  if (FIELDS.size > FIELDS_KEPT) FIELDS.delete(FIELDS.keys().next().value!);
  return f;
}

export function board(s: State, side: Side): Board {
  let b = BOARDS.get(s.units);
  if (!b || b.flags !== s.flags || b.nations !== s.nations) {
    b = { flags: s.flags, nations: s.nations, sides: {} };
    BOARDS.set(s.units, b);
  }
  const known = b.sides[side];
  if (known) return known;
  const enemy: string[] = [];
  const bridges: HexsideId[] = [];
  const own = new Map<HexId, CounterId[]>();
  const ownArmies = new Uint8Array(HEX_COUNT);
  const ownGround = new Uint8Array(HEX_COUNT);
  const ownAir = new Uint8Array(HEX_COUNT);
  const ownKender = new Uint8Array(HEX_COUNT);
  // One pass over each occupied hex: armiesAt (own) and enemyArmiesAt (enemy) of board.ts, and the bridging ships.
  for (const hex of occupiedHexes(s)) {
    let mine: CounterId[] | null = null;
    let foes = false;
    let foeGround = false;
    const i = HEX_NUMBER.get(hex)!;
    for (const u of unitsAt(s, hex)) {
      const id = u.id;
      const kind = counter(id).kind;
      if (!u.aboard && (kind === 'army' || kind === 'air')) {
        if (u.side === side) {
          if (mine) mine.push(id);
          else mine = [id];
          ownArmies[i] = ownArmies[i]! + 1;
          if (kind === 'army') ownGround[i] = ownGround[i]! + 1;
          else ownAir[i] = ownAir[i]! + 1;
          if (isKenderId(id)) ownKender[i] = ownKender[i]! + 1;
        } else if (u.side !== null) {
          foes = true;
          if (kind === 'army') foeGround = true;
        }
      }
      if (kind === 'ship' && u.side === side && u.river && !s.flags[id]?.moved) bridges.push(u.river);
    }
    if (mine) own.set(hex, mine);
    if (foes) enemy.push(`${hex}${foeGround ? 'g' : 'a'}`);
  }
  const made: Board = { side, field: fieldOf(s, enemy, bridges), own, ownArmies, ownGround, ownAir, ownKender };
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

/** Each counter's gait, free and locked, made once (they are shared: never change one). */
const GAITS = new Map<CounterId, readonly [Gait, Gait]>();

export function gaitOf(s: State, b: Board, id: CounterId): Gait {
  let pair = GAITS.get(id);
  const c = counter(id);
  if (!pair) {
    const race = c.kind === 'army' || c.kind === 'leader' ? c.race : 'human';
    const g: Gait =
      c.kind === 'air'
        ? { air: true, forest: 1, mountain: true, locked: false }
        : {
            air: false,
            // Elves and kender enter forest for 1 (DG-RACE-01); the rest pay the terrain's cost (DG-RACE-03).
            forest: FOREST_COST_FOR[race] ?? TERRAIN_EFFECTS.forest.groundCost!,
            mountain: (HEXSIDE_EFFECTS.mountainCrossers as readonly string[]).includes(race),
            locked: false,
          };
    pair = [g, { ...g, locked: true }];
    GAITS.set(id, pair);
  }
  if (c.kind !== 'army' || c.type === 'cavalry' || (s.flags[id]?.mp ?? 0) !== 0) return pair[0];
  const hex = s.units[id]?.hex;
  return hex && b.field.zocGround[hexNumber(hex)] === 1 ? pair[1] : pair[0];
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

// ---------------------------------------------------------------------------
// The group search
// ---------------------------------------------------------------------------

export interface GroupSpec {
  start: HexId;
  gaits: Gait[];
  budgets: number[];
  /** Some member stops on entering a hex next to an enemy army. */
  stopsNextToEnemy: boolean;
  /** Some member is an army: neutral territory ends the move (leaders never invade, DG-INV-01). */
  invades: boolean;
}

/**
 * The labels of a search, by number: label l stands at hex `hex[l]`, came from
 * label `prev[l]` (-1 for the start), and its gaits have spent
 * `spent[l * gaits .. l * gaits + gaits - 1]`, `sum[l]` in all.
 */
export interface GroupReach {
  start: number;
  gaits: number;
  budgets: readonly number[];
  hex: number[];
  prev: number[];
  sum: number[];
  spent: number[];
  /** Per hex number: the undominated labels there, or undefined (the start has none). */
  at: (number[] | undefined)[];
  /** The hex numbers reached, ascending (so in hex id order). */
  reached: number[];
}

/** Every hex the group can reach together, with the undominated ways there. */
export function groupReach(b: Board, spec: GroupSpec): GroupReach {
  const f = b.field;
  const key = `${spec.start}|${spec.gaits.map((g, i) => `${gaitKey(g)}:${spec.budgets[i]}`).join(',')}|${spec.stopsNextToEnemy ? 'z' : ''}${spec.invades ? 'i' : ''}`;
  const known = f.reaches.get(key);
  if (known) return known;
  const out = search(f, spec);
  f.reaches.set(key, out);
  return out;
}

function search(f: Field, spec: GroupSpec): GroupReach {
  const start = HEX_NUMBER.get(spec.start)!;
  const n = spec.gaits.length;
  const budgets = spec.budgets;
  const air = spec.gaits.map((g) => g.air);
  const forest = spec.gaits.map((g) => g.forest);
  const mountain = spec.gaits.map((g) => g.mountain);
  const locked = spec.gaits.map((g) => g.locked);
  const stops = spec.stopsNextToEnemy;
  const invades = spec.invades;
  const { enemy, zoc, zocGround, bridged, neutral } = f;
  const airSurcharge = HEXSIDE_EFFECTS.airMountainSurcharge;
  const mountainSurcharge = HEXSIDE_EFFECTS.mountainSurcharge;
  const riverSurcharge = HEXSIDE_EFFECTS.riverSurcharge;

  const hex: number[] = [start];
  const prev: number[] = [-1];
  const sum: number[] = [0];
  const spent: number[] = new Array<number>(n).fill(0);
  const dead: number[] = [0];
  const at: (number[] | undefined)[] = new Array(HEX_COUNT);
  at[start] = [0];
  const step: number[] = new Array<number>(n).fill(0);

  // A binary heap of labels on their sums (ties broken as the heap falls, always the same way).
  const heap: number[] = [0];
  const push = (l: number): void => {
    heap.push(l);
    let i = heap.length - 1;
    const k = sum[l]!;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (sum[heap[p]!]! <= k) break;
      heap[i] = heap[p]!;
      heap[p] = l;
      i = p;
    }
  };
  const pop = (): number => {
    const top = heap[0]!;
    const last = heap.pop()!;
    const len = heap.length;
    if (len) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < len && sum[heap[l]!]! < sum[heap[m]!]!) m = l;
        if (r < len && sum[heap[r]!]! < sum[heap[m]!]!) m = r;
        if (m === i) break;
        const x = heap[i]!;
        heap[i] = heap[m]!;
        heap[m] = x;
        i = m;
      }
    }
    return top;
  };

  while (heap.length) {
    const l = pop();
    if (dead[l]) continue;
    const from = hex[l]!;
    if (from !== start) {
      // The path ends here: next to the enemy for a walker that must stop, or in a neutral's land for an army.
      if (stops && zoc[from]) continue;
      if (invades && neutral[from]) continue;
    }
    const base = l * n;
    for (let k = EDGE_FIRST[from]!; k < EDGE_FIRST[from + 1]!; k++) {
      const to = EDGE_TO[k]!;
      if (to === start || enemy[to]) continue;
      let total = 0;
      let ok = true;
      for (let i = 0; i < n; i++) {
        let c: number;
        if (locked[i] && from === start && zocGround[to]) {
          ok = false;
          break;
        }
        if (air[i]) {
          // 1 a hex over anything but desert, 1 more over a mountain hexside (DG-AIR-02, DG-AIR-05, DG-MOV-09).
          if (!AIR_OVER[to]) {
            ok = false;
            break;
          }
          c = 1 + (EDGE_MOUNTAIN[k] ? airSurcharge : 0);
        } else {
          // Land only: no sea, marsh or desert (DG-MOV-01/06/08/09).
          const ground = GROUND_COST[to]!;
          const river = EDGE_RIVER[k] === 1;
          const bridge = river && bridged[k] === 1;
          if (ground < 0 || (EDGE_DEEP[k] && !bridge)) {
            ok = false;
            break;
          }
          c = FOREST[to] ? forest[i]! : ground;
          if (EDGE_MOUNTAIN[k]) {
            if (!mountain[i]) {
              ok = false;
              break;
            }
            c += mountainSurcharge;
          }
          // A river adds to the hex's cost (DG-MOV-05, AMB-21); a friendly ship's bridge cancels it (AMB-17).
          if (river && !bridge) c += riverSurcharge;
        }
        const x = spent[base + i]! + c;
        if (x > budgets[i]!) {
          ok = false;
          break;
        }
        step[i] = x;
        total += x;
      }
      if (!ok) continue;
      const there = at[to];
      if (there) {
        let beaten = false;
        for (const x of there) {
          if (dominates(spent, x * n, step, n)) {
            beaten = true;
            break;
          }
        }
        if (beaten) continue;
      }
      const next = hex.length;
      hex.push(to);
      prev.push(l);
      sum.push(total);
      dead.push(0);
      for (let i = 0; i < n; i++) spent.push(step[i]!);
      if (!there) at[to] = [next];
      else {
        const kept: number[] = [];
        for (const x of there) {
          if (dominates(spent, next * n, spent, n, x * n)) dead[x] = 1;
          else kept.push(x);
        }
        kept.push(next);
        at[to] = kept;
      }
      push(next);
    }
  }
  at[start] = undefined;
  const reached: number[] = [];
  for (let i = 0; i < HEX_COUNT; i++) if (at[i]) reached.push(i);
  return { start, gaits: n, budgets, hex, prev, sum, spent, at, reached };
}

/** Whether the spends at a[ai..] are each no more than those at b[bi..]. */
function dominates(a: readonly number[], ai: number, b: readonly number[], n: number, bi = 0): boolean {
  for (let i = 0; i < n; i++) if (a[ai + i]! > b[bi + i]!) return false;
  return true;
}

/** The way chosen to a hex: the one leaving the tightest member the most MP in hand, then the cheapest in all; -1 for none. */
export function bestLabel(r: GroupReach, hex: number): number {
  const list = r.at[hex];
  if (!list?.length) return -1;
  if (list.length === 1) return list[0]!;
  const score = (l: number): number => {
    let m = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < r.gaits; i++) m = Math.max(m, r.spent[l * r.gaits + i]! / Math.max(1, r.budgets[i]!));
    return m;
  };
  let best = list[0]!;
  let bestScore = score(best);
  for (let j = 1; j < list.length; j++) {
    const l = list[j]!;
    const sc = score(l);
    if (sc < bestScore || (sc === bestScore && r.sum[l]! < r.sum[best]!)) {
      best = l;
      bestScore = sc;
    }
  }
  return best;
}

/** The MP gait i has spent on label l. */
export const spentOf = (r: GroupReach, l: number, i: number): number => r.spent[l * r.gaits + i]!;

export function pathOf(r: GroupReach, l: number): HexId[] {
  const path: HexId[] = [];
  for (let x = l; x >= 0; x = r.prev[x]!) path.push(HEX_IDS[r.hex[x]!]!);
  return path.reverse();
}

/** Land an air army may begin and end on (DG-AIR-04, DG-AIR-05, AMB-22). */
export const airMayEndAt = (i: number): boolean => AIR_END[i] === 1;
export const airMayEnd = (hex: HexId): boolean => TERRAIN_EFFECTS[getHex(hex).terrain].airMayEnd;
/** Land a ground army may stand on (DG-MOV-06). */
export const groundMayStandAt = (i: number): boolean => GROUND_COST[i]! >= 0;
export const groundMayStand = (hex: HexId): boolean => TERRAIN_EFFECTS[getHex(hex).terrain].groundCost !== null;
/** The ground armies a hex holds (DG-STK-01). */
export const stackLimitAt = (i: number): number => STACK_LIMIT[i]!;

export const isLandHex = (hex: HexId): boolean => HEXES.get(hex)?.land ?? false;
