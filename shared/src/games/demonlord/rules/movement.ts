/**
 * The movement step (DL-MOVE, DL-LEAD, DL-ENEMY, DL-STACK-07): MP per unit
 * fixed at the start of the step, costs paid at each border for the terrain
 * the mover declares along it, minimum movement, stops on entering enemy
 * regiments, and the capture checks of lone characters (rules/capture.ts).
 *
 * Units moved together cross each border at the same place (one segment for
 * the group), and each unit pays its own cost there against its own MP; the
 * server declares for the group the crossing that keeps every unit within its
 * MP, the cheapest (a bridge or a ford first on a tie). A group plans its way
 * from what its side can see (DL-STACK-04): an enemy stack stops regiments in
 * the plan only if a regiment shows on top (or a Vision saw one there); a
 * stack that shows a character but hides regiments stops them when they get
 * there and surfaces one of its regiments (DL-STACK-07).
 */
import { ensure, RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  type AreaId,
  type Border,
  crossingCost,
  type Faction,
  getBorder,
  type Mp,
  neighbours,
  type Segment,
  type Side,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import {
  byCounter,
  character,
  controllerOf,
  counter,
  enemyRegimentsAt,
  hostile,
  idsAt,
  isCharacter,
  isRegiment,
  occupiedAreas,
  other,
  regimentsAt,
  unitsAt,
} from './board.ts';
import { captureOnEntry } from './capture.ts';
import { rainsCost } from './rains.ts';
import type { MoveState, State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords, unitsWords } from './words.ts';

/**
 * DL-LEAD-01/03, DL-SPELL-B-04/07, AMB-39: a unit's MP for this movement step. A regiment with no friendly
 * leader (+0 or better) in its area is halved, Failure halves again (each rounded down), then Swift Steps
 * adds 2. `swift: false` leaves Swift Steps out (a withdrawal, DL-SPELL-B-05).
 */
export function allowanceOf(s: State, id: string, side: Side, opts: { swift?: boolean } = {}): number {
  const u = s.units[id]!;
  const c = counter(id);
  let mp = c.mp;
  if (c.kind === 'regiment') {
    const leader = idsAt(s, u.area!, side).some((o) => isCharacter(o) && character(o).leader !== null);
    if (!leader) mp = Math.floor(mp / 2);
  }
  if (s.effects.failure.includes(u.area!)) mp = Math.floor(mp / 2);
  if (opts.swift !== false && s.effects.swift.includes(u.area!)) mp += 2;
  return mp;
}

/** Units of `side` shut in a besieged fortification may not leave (DL-SIEGE-07). */
export function shutIn(s: State, id: string): boolean {
  const u = s.units[id]!;
  const siege = u.area ? s.sieges[u.area] : undefined;
  return !!siege && siege.inside.includes(id) && regimentsAt(s, u.area!, siege.besieger).length > 0;
}

export function beginMovement(tx: Tx): void {
  const s = tx.state;
  const allowance: Record<string, number> = {};
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || controllerOf(s, u.id) !== s.active) continue;
    allowance[u.id] = allowanceOf(s, u.id, s.active);
  }
  tx.emit({ type: 'allowances', allowance });
  tx.stage({ kind: 'movement' });
}

/** What is left to a unit this step (it may be below zero after minimum movement). */
const left = (m: MoveState, id: string): number => (m.allowance[id] ?? 0) - (m.spent[id] ?? 0);

/** Characters of the group who ride one of its regiments (DL-LEAD-06/07). */
export function ridersOf(s: State, units: readonly string[], from: AreaId): Set<string> {
  const m = s.move!;
  const regs = units.filter(isRegiment);
  const out = new Set<string>();
  for (const id of units) {
    if (!isCharacter(id)) continue;
    const mounts =
      m.riding[id] ?? (m.start[id] === from ? regs.filter((r) => m.start[r] === from && !m.moved.includes(r)) : []);
    if (mounts.some((r) => regs.includes(r))) out.add(id);
  }
  return out;
}

/** The MP a unit pays for a crossing, with Rains in effect (DL-SPELL-K-03/06). */
export function unitCost(s: State, border: Border, seg: Segment, id: string): Mp {
  const c = counter(id);
  const mover = { move: c.move, faction: c.faction };
  const base = crossingCost(border, seg, mover);
  return rainsCost(s, border, seg, mover, base);
}

// ---------------------------------------------------------------------------
// What a side sees of the enemy (DL-STACK-04..07)
// ---------------------------------------------------------------------------

/** The unit a stack shows on top (DL-STACK-04, AMB-13): the owner's choice while it is there, else its first regiment. */
export function stackTop(s: State, area: AreaId, owner: Faction, ids?: readonly string[]): string | undefined {
  const here = ids ?? idsAt(s, area, owner);
  const chosen = s.tops[`${area}:${owner}`];
  if (chosen && here.includes(chosen)) return chosen;
  return [...here].sort(byCounter)[0];
}

/**
 * Whether `side` knows of enemy regiments in `area`: an enemy stack there shows a regiment on top, or a Vision
 * of this phase saw one that is still there. What the plans and the choices go by, so they tell nothing hidden.
 * `captors`: only the other side's (and its allies'), who make capture checks (AMB-54: neutrals never do).
 */
export function seenRegiments(s: State, side: Side, area: AreaId, captors = false): boolean {
  const enemy = (f: Faction) => (captors ? f === other(side) : hostile(f, side));
  const owners = new Set(
    unitsAt(s, area)
      .map((u) => controllerOf(s, u.id))
      .filter(enemy),
  );
  for (const f of owners) {
    const top = stackTop(s, area, f);
    if (top && isRegiment(top)) return true;
  }
  const here = new Set(enemyRegimentsAt(s, area, side).filter((id) => enemy(controllerOf(s, id))));
  return s.sides[side].visions.some(
    (v) => v.phase === s.phase && v.area === area && v.units.some((id) => here.has(id)),
  );
}

// ---------------------------------------------------------------------------
// Planning a move
// ---------------------------------------------------------------------------

export interface Leg {
  /** The most any paying unit of the group pays along the path. */
  cost: number;
  path: AreaId[];
  via: Segment[];
  river: boolean[];
  /** Areas on the way (the last included) where the side sees enemy regiments: lone characters risk capture. */
  risk: number;
}

/** Segments in the order a tie is broken: a bridge or a ford first (footnote *: no heavy-armour penalty). */
const PREFER: readonly Segment[] = ['bridge', 'ford', 'road'];
const ordered = (b: Border): Segment[] => [
  ...PREFER.filter((p) => b.segments.includes(p)),
  ...b.segments.filter((x) => !PREFER.includes(x)),
];

/** A group's paying units sorted into cost profiles (movement type and faction), each with the MP its slowest has left. */
interface Group {
  units: readonly string[];
  /** One unit per profile, whose costs stand for all of that profile. */
  reps: string[];
  budget: number[];
  hasRegiments: boolean;
}

function groupOf(s: State, units: readonly string[], from: AreaId): Group {
  const m = s.move!;
  const riders = ridersOf(s, units, from);
  const reps: string[] = [];
  const budget: number[] = [];
  const key = (id: string) => `${counter(id).move}|${counter(id).faction}`;
  const index = new Map<string, number>();
  for (const id of units) {
    if (riders.has(id)) continue;
    const k = key(id);
    const i = index.get(k);
    if (i === undefined) {
      index.set(k, reps.length);
      reps.push(id);
      budget.push(left(m, id));
    } else budget[i] = Math.min(budget[i]!, left(m, id));
  }
  return { units, reps, budget, hasRegiments: units.some(isRegiment) };
}

/** The ways over a border for the whole group: each segment every member can cross, with each profile's cost there. */
function crossings(s: State, g: Group, border: Border): { seg: Segment; costs: number[] }[] {
  const out: { seg: Segment; costs: number[] }[] = [];
  for (const seg of ordered(border)) {
    if (g.units.some((id) => unitCost(s, border, seg, id) === 'x')) continue;
    out.push({ seg, costs: g.reps.map((id) => unitCost(s, border, seg, id) as number) });
  }
  return out;
}

interface Label {
  at: AreaId;
  spent: number[];
  risk: number;
  /** Max and sum of `spent`, for the order of the search. */
  max: number;
  sum: number;
  steps: number;
  prev: Label | null;
  seg: Segment | null;
  river: boolean;
  pruned: boolean;
}

const dominates = (a: Label, b: Label): boolean => a.risk <= b.risk && a.spent.every((x, i) => x <= b.spent[i]!);
const better = (a: Label, b: Label): number => a.risk - b.risk || a.max - b.max || a.sum - b.sum;

/** A small binary heap of labels, best first. */
class Queue {
  private items: Label[] = [];
  get size(): number {
    return this.items.length;
  }
  push(x: Label): void {
    const a = this.items;
    a.push(x);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (better(a[i]!, a[p]!) >= 0) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): Label {
    const a = this.items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && better(a[l]!, a[m]!) < 0) m = l;
        if (r < a.length && better(a[r]!, a[m]!) < 0) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

function legOf(l: Label): Leg {
  const path: AreaId[] = [];
  const via: Segment[] = [];
  const river: boolean[] = [];
  for (let x: Label | null = l; x?.prev; x = x.prev) {
    path.unshift(x.at);
    via.unshift(x.seg!);
    river.unshift(x.river);
  }
  return { cost: l.max, path, via, river, risk: l.risk };
}

/** DL-SPELL-B-08: nobody enters a Failure area for the rest of the phase. */
function blockedEntry(s: State, to: AreaId): boolean {
  return s.effects.failure.includes(to);
}

/**
 * Where a group can go this step with its MP, and the best way to each (fewest areas of seen enemy regiments
 * for lone characters, then the least MP). Every unit pays its own cost against its own MP; riders pay nothing
 * but must be able to cross. Regiments stop where they see enemy regiments (DL-ENEMY-01); characters alone
 * pass through them (DL-ENEMY-04). `path` limits the search to those areas in that order.
 */
function search(s: State, side: Side, units: readonly string[], from: AreaId, path?: readonly AreaId[]) {
  const g = groupOf(s, units, from);
  const memo = <K, V>(f: (k: K) => V) => {
    const m = new Map<K, V>();
    return (k: K): V => {
      if (!m.has(k)) m.set(k, f(k));
      return m.get(k)!;
    };
  };
  const stops = memo((a: AreaId) => g.hasRegiments && seenRegiments(s, side, a));
  const risky = memo((a: AreaId) => (!g.hasRegiments && seenRegiments(s, side, a, true) ? 1 : 0));
  const ways = memo((b: Border) => crossings(s, g, b));
  const labels = new Map<string, Label[]>();
  const keyOf = (at: AreaId, step: number) => (path ? `${step}` : at);
  const zero = g.reps.map(() => 0);
  const open = new Queue();
  open.push({
    at: from,
    spent: zero,
    risk: 0,
    max: 0,
    sum: 0,
    steps: 0,
    prev: null,
    seg: null,
    river: false,
    pruned: false,
  });
  const found = new Map<string, Label>();
  while (open.size) {
    const cur = open.pop();
    if (cur.pruned) continue;
    if (cur.steps > 0) {
      const key = keyOf(cur.at, cur.steps);
      const prev = found.get(key);
      if (!prev || better(cur, prev) < 0) found.set(key, cur);
      if (stops(cur.at)) continue;
    }
    const next = path ? (cur.steps < path.length ? [path[cur.steps]!] : []) : neighbours(cur.at);
    for (const n of next) {
      if (!path && n === from) continue;
      if (!neighbours(cur.at).includes(n) || blockedEntry(s, n)) continue;
      const border = getBorder(cur.at, n);
      const risk = cur.risk + risky(n);
      for (const x of ways(border)) {
        const spent = cur.spent.map((v, i) => v + x.costs[i]!);
        if (spent.some((v, i) => v > g.budget[i]!)) continue;
        const label: Label = {
          at: n,
          spent,
          risk,
          max: Math.max(0, ...spent),
          sum: spent.reduce((a, b) => a + b, 0),
          steps: cur.steps + 1,
          prev: cur,
          seg: x.seg,
          river: border.river !== null,
          pruned: false,
        };
        const k = keyOf(n, label.steps);
        const here = labels.get(k) ?? [];
        if (here.some((o) => dominates(o, label))) continue;
        const kept: Label[] = [];
        for (const o of here) {
          if (dominates(label, o)) o.pruned = true;
          else kept.push(o);
        }
        kept.push(label);
        labels.set(k, kept);
        open.push(label);
      }
    }
  }
  return found;
}

/** Where a group can go this step with the MP it has, and the best way to each. */
export function reach(s: State, side: Side, units: readonly string[], from: AreaId): Map<AreaId, Leg> {
  const out = new Map<AreaId, Leg>();
  for (const [area, l] of search(s, side, units, from)) out.set(area, legOf(l));
  return out;
}

/**
 * DL-MOVE-19/20, AMB-57: in each of its movement steps a group none of which has moved yet may cross one
 * passable border whatever it costs, and then stops. A border impassable to any member (lake or cliff for
 * foot and horse, Rains, a Failure area) is never open to it.
 */
export function minimumMoves(s: State, side: Side, units: readonly string[], from: AreaId): Map<AreaId, Leg> {
  const m = s.move!;
  const out = new Map<AreaId, Leg>();
  if (units.some((id) => m.moved.includes(id))) return out;
  const g = groupOf(s, units, from);
  for (const n of neighbours(from)) {
    if (blockedEntry(s, n)) continue;
    const border = getBorder(from, n);
    let best: { seg: Segment; cost: number } | null = null;
    for (const x of crossings(s, g, border)) {
      const cost = Math.max(0, ...x.costs);
      if (!best || cost < best.cost) best = { seg: x.seg, cost };
    }
    if (!best) continue;
    out.set(n, {
      cost: best.cost,
      path: [n],
      via: [best.seg],
      river: [border.river !== null],
      risk: !g.hasRegiments && seenRegiments(s, side, n, true) ? 1 : 0,
    });
  }
  return out;
}

/** Units of the active side that may still move from an area. */
export function movable(s: State, area: AreaId): string[] {
  const m = s.move;
  if (!m) return [];
  return idsAt(s, area, s.active)
    .filter((id) => id in m.allowance && !m.stopped.includes(id) && !shutIn(s, id))
    .sort(byCounter);
}

function groupWords(units: readonly string[]): string {
  return units.length > 3 ? `${units.length} units` : unitsWords(units);
}

export function moveChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const out: Choice<CoreCommand>[] = [];
  for (const from of [...occupiedAreas(s)].sort()) {
    const units = movable(s, from);
    if (!units.length) continue;
    const full = reach(s, side, units, from);
    const min = minimumMoves(s, side, units, from);
    const group = `Move from ${areaWords(from)}`;
    const pick =
      units.length > 1
        ? {
            pick: {
              field: 'units',
              prompt: 'Which units go?',
              options: units.map((id) => ({ id, label: counter(id).name })),
              min: 1,
            },
          }
        : {};
    const lone = !units.some(isRegiment);
    const dest = new Set([...full.keys(), ...min.keys()]);
    for (const to of [...dest].sort()) {
      const leg = full.get(to) ?? min.get(to)!;
      const minimum = !full.has(to);
      const fight = !lone && seenRegiments(s, side, to);
      const notes = [
        `${leg.cost} MP`,
        ...(minimum ? ['minimum move: no further this phase'] : []),
        ...(lone && leg.risk
          ? [
              leg.risk === 1
                ? 'past enemy regiments: a capture check'
                : `past enemy regiments in ${leg.risk} areas: capture checks`,
            ]
          : []),
      ];
      out.push({
        command: { type: 'move', units, to },
        label: `Move ${groupWords(units)} to ${areaWords(to)} (${notes.join(', ')})${fight ? ', into enemy regiments: a battle' : ''}`,
        group,
        target: to,
        ...pick,
      });
    }
  }
  out.push(...topChoices(s, side));
  return out;
}

/**
 * AMB-13: the owner may change which unit his stack shows on top. Offered per stack: show a character (the
 * enemy then cannot tell whether regiments are under him, DL-STACK-07), or show a regiment again.
 */
function topChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const out: Choice<CoreCommand>[] = [];
  for (const area of [...occupiedAreas(s)].sort()) {
    const ids = idsAt(s, area, side).sort(byCounter);
    if (ids.length < 2) continue;
    const top = stackTop(s, area, side, ids)!;
    const other = isRegiment(top) ? ids.find(isCharacter) : ids.find(isRegiment);
    if (!other) continue;
    out.push({
      command: { type: 'setTop', area, unit: other },
      label: `Show ${counter(other).name} on top of your stack at ${areaWords(area)}${isCharacter(other) ? ' (the enemy sees only him)' : ''}`,
      group: 'Tops of your stacks',
      target: area,
    });
  }
  return out;
}

/** Check a move and carry it out, leg by leg where lone characters meet enemy regiments. */
export function applyMove(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'move' }>): void {
  const s = tx.state;
  const m = s.move;
  ensure(
    m && s.stage?.kind === 'movement' && s.active === side,
    'not_movement',
    'You can move only in your movement step.',
  );
  const units = [...new Set(cmd.units)];
  ensure(units.length === cmd.units.length, 'duplicate_unit', 'A unit is listed twice.');
  const first = s.units[units[0]!];
  ensure(first?.status === 'map' && first.area, 'unit_not_on_map', 'Those units are not on the map.');
  const from = first.area;
  for (const id of units) {
    const u = s.units[id];
    ensure(
      u && u.status === 'map' && u.area === from,
      'not_together',
      'Units moved together must start in the same area.',
    );
    ensure(controllerOf(s, id) === side, 'not_yours', 'You can move only your own and allied units.');
    ensure(id in m.allowance, 'arrived_late', `${counter(id).name} was not on the map when the step began.`);
    ensure(!m.stopped.includes(id), 'stopped', `${counter(id).name} cannot move again this step.`);
    ensure(
      !shutIn(s, id),
      'besieged',
      `${counter(id).name} is besieged and cannot leave (a sally is fought in the battle step).`,
    );
  }
  ensure(cmd.to !== from, 'no_move', 'Choose another area to move to.');
  let leg: Leg | undefined;
  let minimum = false;
  if (cmd.path) {
    ensure(
      cmd.path.length > 0 && cmd.path[cmd.path.length - 1] === cmd.to,
      'bad_path',
      'The path must end where the move goes.',
    );
    ({ leg, minimum } = pathLeg(s, side, units, from, cmd.path));
  } else {
    leg = reach(s, side, units, from).get(cmd.to);
    if (!leg) {
      leg = minimumMoves(s, side, units, from).get(cmd.to);
      minimum = !!leg;
    }
  }
  if (!leg) throw new RuleError('unreachable', `${unitsWords(units)} cannot reach ${areaWords(cmd.to)} this step.`);
  walk(tx, side, units, from, leg, minimum, cmd.group ?? false);
}

/** A path the client gave: each step adjacent and passable for all, within every unit's MP, stopping at seen enemy regiments. */
function pathLeg(
  s: State,
  side: Side,
  units: readonly string[],
  from: AreaId,
  path: readonly AreaId[],
): { leg: Leg; minimum: boolean } {
  let at = from;
  const regs = units.some(isRegiment);
  for (const [i, n] of path.entries()) {
    ensure(neighbours(at).includes(n), 'bad_path', `${areaWords(n)} is not next to ${areaWords(at)}.`);
    ensure(!blockedEntry(s, n), 'failure_area', `${areaWords(n)} is under Failure: nobody may enter it this phase.`);
    const x = crossings(s, groupOf(s, units, from), getBorder(at, n));
    ensure(x.length, 'impassable', `The border into ${areaWords(n)} is impassable for some of these units.`);
    if (regs && i < path.length - 1) {
      ensure(
        !seenRegiments(s, side, n),
        'must_stop',
        `Regiments entering ${areaWords(n)} must stop there: enemy regiments.`,
      );
    }
    at = n;
  }
  const found = search(s, side, units, from, path).get(`${path.length}`);
  if (found) return { leg: legOf(found), minimum: false };
  const min = path.length === 1 ? minimumMoves(s, side, units, from).get(path[0]!) : undefined;
  if (min) return { leg: min, minimum: true };
  const g = groupOf(s, units, from);
  const slowest = Math.min(...g.budget);
  throw new RuleError('too_far', `That way is too long: the slowest of them has ${slowest} MP left.`);
}

/**
 * Move along a leg. Regiments entering enemy regiments stop (DL-ENEMY-01, DL-STACK-07 surfacing a regiment);
 * lone characters roll for capture in each area of enemy regiments they enter, and regiments entering lone
 * enemy characters make them roll (DL-CAPT-01..07): the walk goes on with whoever is still free to move.
 */
function walk(tx: Tx, side: Side, units: string[], from: AreaId, leg: Leg, minimum: boolean, group: boolean): void {
  let moving = [...units];
  let at = from;
  let done = 0;
  const hasRegiments = units.some(isRegiment);
  for (let i = 0; i < leg.path.length; i++) {
    const n = leg.path[i]!;
    const last = i === leg.path.length - 1;
    const enemyRegs = enemyRegimentsAt(tx.state, n, side).length > 0;
    const capture = captureOnEntry(tx.state, side, moving, n);
    if (!(last || capture || (hasRegiments && enemyRegs))) continue;
    // emit the leg up to and including n
    const slice = {
      path: leg.path.slice(done, i + 1),
      via: leg.via.slice(done, i + 1),
      river: leg.river.slice(done, i + 1),
    };
    const cost: Record<string, number> = {};
    for (const id of moving) cost[id] = legCost(tx.state, at, slice.path, slice.via, id);
    const stopped = hasRegiments && enemyRegs;
    tx.emit({
      type: 'moved',
      side,
      units: moving,
      from: at,
      ...slice,
      cost,
      minimum,
      stopped,
      shown: topOf(tx.state, at, side, moving),
      // AMB-13: the height of the moving stack only where the option shows stack heights
      ...(tx.state.showStackHeight ? { count: moving.length } : {}),
    });
    if (stopped) surface(tx, n, side);
    at = n;
    done = i + 1;
    if (capture) {
      moving = capture(tx, group);
      if (!moving.length) return;
    }
    if (stopped) return;
  }
}

/** Each unit's own cost along the slice (riders too: should they part from their mount, DL-LEAD-05 applies). */
function legCost(s: State, from: AreaId, path: readonly AreaId[], via: readonly Segment[], id: string): number {
  let at = from;
  let total = 0;
  for (const [i, n] of path.entries()) {
    const c = unitCost(s, getBorder(at, n), via[i]!, id);
    total += c === 'x' ? 0 : c;
    at = n;
  }
  return total;
}

/** The unit the other side sees on top of a moving group: the stack's top if it moves, else the group's first. */
function topOf(s: State, area: AreaId, side: Side, moving: readonly string[]): string {
  const top = stackTop(s, area, side);
  if (top && moving.includes(top)) return top;
  return [...moving].sort(byCounter)[0]!;
}

/**
 * DL-STACK-07, AMB-12: when regiments stop against a stack that shows a character on top, the stack's owner
 * surfaces one of its regiments (the first in counter order) and the stack shows it from then on.
 */
function surface(tx: Tx, area: AreaId, mover: Side): void {
  const s = tx.state;
  const enemies = enemyRegimentsAt(s, area, mover);
  const sides = new Set(enemies.map((id) => controllerOf(s, id)));
  for (const f of sides) {
    const top = stackTop(s, area, f);
    if (top && isCharacter(top)) {
      const reg = regimentsAt(s, area, f).sort(byCounter)[0];
      if (reg && (f === 'demon' || f === 'khozar'))
        tx.emit({ type: 'topSet', area, side: f, unit: reg, surfaced: true });
    }
  }
}

export function applySetTop(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'setTop' }>): void {
  const s = tx.state;
  const u = s.units[cmd.unit];
  ensure(
    s.active === side && s.stage?.kind === 'movement',
    'not_movement',
    'You choose the top of your stacks in your movement step.',
  );
  ensure(
    u?.status === 'map' && u.area === cmd.area && controllerOf(s, cmd.unit) === side,
    'not_here',
    'That unit is not in your stack there.',
  );
  tx.emit({ type: 'topSet', area: cmd.area, side, unit: cmd.unit });
}
