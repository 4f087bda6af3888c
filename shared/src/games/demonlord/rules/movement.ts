/**
 * The movement step (DL-MOVE, DL-LEAD, DL-ENEMY, DL-STACK-07): MP per unit
 * fixed at the start of the step, costs paid at each border for the terrain
 * the mover declares along it, minimum movement, stops on entering enemy
 * regiments, and the capture checks of lone characters (rules/capture.ts).
 */
import { ensure, RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  type AreaId,
  type Border,
  crossingCost,
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
  idsAt,
  isCharacter,
  isRegiment,
  regiment,
  regimentsAt,
} from './board.ts';
import { captureOnEntry } from './capture.ts';
import { rainsCost } from './rains.ts';
import type { MoveState, State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords, unitsWords } from './words.ts';

/** DL-LEAD-01/03, DL-SPELL-B-04/07: a unit's MP for this movement step. */
export function allowanceOf(s: State, id: string, side: Side): number {
  const u = s.units[id]!;
  const c = counter(id);
  let mp = c.mp;
  if (c.kind === 'regiment') {
    const leader = idsAt(s, u.area!, side).some((o) => isCharacter(o) && character(o).leader !== null);
    if (!leader) mp = Math.floor(mp / 2);
  }
  if (s.effects.swift.includes(u.area!)) mp += 2;
  if (s.effects.failure.includes(u.area!)) mp = Math.floor(mp / 2);
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

interface Leg {
  cost: number;
  path: AreaId[];
  via: Segment[];
  river: boolean[];
  /** Per-unit costs, summed over the path. */
  costs: Record<string, number>;
}

/** The cheapest crossing of a border for the whole group (the largest cost any paying member pays over it). */
function groupCrossing(
  s: State,
  border: Border,
  payers: readonly string[],
  all: readonly string[],
): { seg: Segment; worst: number; costs: Record<string, number> } | null {
  let best: { seg: Segment; worst: number; costs: Record<string, number> } | null = null;
  for (const seg of border.segments) {
    const costs: Record<string, number> = {};
    let ok = true;
    let worst = 0;
    for (const id of all) {
      const c = unitCost(s, border, seg, id);
      if (c === 'x') {
        ok = false;
        break;
      }
      costs[id] = c;
      if (payers.includes(id) && c > worst) worst = c;
    }
    if (ok && (!best || worst < best.worst)) best = { seg, worst, costs };
  }
  return best;
}

/** DL-SPELL-B-08: nobody enters a Failure area for the rest of the phase. */
function blockedEntry(s: State, _side: Side, to: AreaId): boolean {
  return s.effects.failure.includes(to);
}

/**
 * Where a group can go this step (Dijkstra on the group's largest cost, bounded by the smallest MP left), with
 * the cheapest path to each. A group with regiments stops at enemy regiments (DL-ENEMY-01); characters alone pass
 * through them (DL-ENEMY-04), preferring paths that do not.
 */
export function reach(s: State, side: Side, units: readonly string[], from: AreaId): Map<AreaId, Leg> {
  const m = s.move!;
  const riders = ridersOf(s, units, from);
  const payers = units.filter((id) => !riders.has(id));
  const budget = Math.min(...payers.map((id) => left(m, id)));
  const hasRegiments = units.some(isRegiment);
  const out = new Map<AreaId, Leg>();
  const best = new Map<AreaId, number>([[from, 0]]);
  const open: { area: AreaId; score: number; leg: Leg }[] = [
    { area: from, score: 0, leg: { cost: 0, path: [], via: [], river: [], costs: {} } },
  ];
  while (open.length) {
    open.sort((a, b) => a.score - b.score);
    const cur = open.shift()!;
    if (cur.score > (best.get(cur.area) ?? Number.POSITIVE_INFINITY)) continue;
    if (cur.area !== from) {
      out.set(cur.area, cur.leg);
      if (hasRegiments && enemyRegimentsAt(s, cur.area, side).length) continue;
    }
    for (const n of neighbours(cur.area)) {
      if (n === from || blockedEntry(s, side, n)) continue;
      const b = getBorder(cur.area, n);
      const x = groupCrossing(s, b, payers, units);
      if (!x) continue;
      const cost = cur.leg.cost + x.worst;
      if (cost > budget) continue;
      // characters alone: a small penalty for every area of enemy regiments on the way
      const score = cost + (!hasRegiments && enemyRegimentsAt(s, n, side).length ? 0.01 : 0);
      if (score >= (best.get(n) ?? Number.POSITIVE_INFINITY)) continue;
      best.set(n, score);
      const costs = { ...cur.leg.costs };
      for (const id of units) costs[id] = (costs[id] ?? 0) + (x.costs[id] ?? 0);
      open.push({
        area: n,
        score,
        leg: {
          cost,
          path: [...cur.leg.path, n],
          via: [...cur.leg.via, x.seg],
          river: [...cur.leg.river, b.river !== null],
          costs,
        },
      });
    }
  }
  return out;
}

/** DL-MOVE-19/20: one area whatever the cost, for a group none of which has moved, over a passable border. */
export function minimumMoves(s: State, side: Side, units: readonly string[], from: AreaId): Map<AreaId, Leg> {
  const m = s.move!;
  const out = new Map<AreaId, Leg>();
  if (units.some((id) => m.moved.includes(id))) return out;
  for (const n of neighbours(from)) {
    if (blockedEntry(s, side, n)) continue;
    const b = getBorder(from, n);
    const x = groupCrossing(s, b, units, units);
    if (!x) continue;
    out.set(n, { cost: x.worst, path: [n], via: [x.seg], river: [b.river !== null], costs: x.costs });
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
  const areas = [
    ...new Set(Object.values(s.units).flatMap((u) => (u.status === 'map' && u.area ? [u.area] : []))),
  ].sort();
  for (const from of areas) {
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
    const dest = new Set([...full.keys(), ...min.keys()]);
    for (const to of [...dest].sort()) {
      const leg = full.get(to);
      const minimum = !leg;
      const cost = leg ? leg.cost : min.get(to)!.cost;
      const fight = enemyRegimentsAt(s, to, side).length > 0;
      out.push({
        command: { type: 'move', units, to },
        label: `Move ${groupWords(units)} to ${areaWords(to)} (${cost} MP${minimum ? ', minimum move: no further this phase' : ''})${fight ? ', into enemy regiments: a battle' : ''}`,
        group,
        target: to,
        ...pick,
      });
    }
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
    leg = pathLeg(s, side, units, from, cmd.path);
    ensure(cmd.path[cmd.path.length - 1] === cmd.to, 'bad_path', 'The path must end where the move goes.');
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

/** A path the client gave: each step adjacent and passable for all, within MP, stopping at enemy regiments. */
function pathLeg(s: State, side: Side, units: readonly string[], from: AreaId, path: readonly AreaId[]): Leg {
  const m = s.move!;
  const riders = ridersOf(s, units, from);
  const payers = units.filter((id) => !riders.has(id));
  const leg: Leg = { cost: 0, path: [], via: [], river: [], costs: {} };
  let at = from;
  for (const [i, n] of path.entries()) {
    ensure(neighbours(at).includes(n), 'bad_path', `${areaWords(n)} is not next to ${areaWords(at)}.`);
    ensure(
      !blockedEntry(s, side, n),
      'failure_area',
      `${areaWords(n)} is under Failure: nobody may enter it this phase.`,
    );
    const b = getBorder(at, n);
    const x = groupCrossing(s, b, payers, units);
    ensure(x, 'impassable', `The border into ${areaWords(n)} is impassable for some of these units.`);
    if (units.some(isRegiment) && i < path.length - 1) {
      ensure(
        !enemyRegimentsAt(s, n, side).length,
        'must_stop',
        `Regiments entering ${areaWords(n)} must stop there: enemy regiments.`,
      );
    }
    leg.cost += x.worst;
    leg.path.push(n);
    leg.via.push(x.seg);
    leg.river.push(b.river !== null);
    for (const id of units) leg.costs[id] = (leg.costs[id] ?? 0) + (x.costs[id] ?? 0);
    at = n;
  }
  const budget = Math.min(...payers.map((id) => left(m, id)));
  const minimum = path.length === 1 && !units.some((id) => m.moved.includes(id));
  ensure(
    leg.cost <= budget || minimum,
    'too_far',
    `That costs ${leg.cost} MP; the slowest of them has ${budget} left.`,
  );
  return leg;
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
    for (const id of moving) cost[id] = legCost(tx.state, moving, at, slice.path, slice.via, id);
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
      count: moving.length,
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
function legCost(
  s: State,
  units: readonly string[],
  from: AreaId,
  path: readonly AreaId[],
  via: readonly Segment[],
  id: string,
): number {
  let at = from;
  let total = 0;
  for (const [i, n] of path.entries()) {
    const c = unitCost(s, getBorder(at, n), via[i]!, id);
    total += c === 'x' ? 0 : c;
    at = n;
  }
  void units;
  return total;
}

/** The unit the other side sees on top of a moving group: the side's chosen top if it moves, else the first. */
function topOf(s: State, area: AreaId, side: Side, moving: readonly string[]): string {
  const chosen = s.tops[`${area}:${side}`];
  if (chosen && moving.includes(chosen)) return chosen;
  return [...moving].sort(byCounter)[0]!;
}

/**
 * DL-STACK-07, AMB-12: when regiments stop against a stack that shows a character on top, the stack's owner
 * surfaces one of its regiments (the first in counter order).
 */
function surface(tx: Tx, area: AreaId, mover: Side): void {
  const s = tx.state;
  const enemies = enemyRegimentsAt(s, area, mover);
  const sides = new Set(enemies.map((id) => controllerOf(s, id)));
  for (const f of sides) {
    if (f !== 'demon' && f !== 'khozar') continue;
    const top = s.tops[`${area}:${f}`];
    if (top && isCharacter(top) && s.units[top]?.area === area) {
      const reg = regimentsAt(s, area, f).sort(byCounter)[0];
      if (reg) tx.emit({ type: 'topSet', area, side: f, unit: reg, surfaced: true });
    }
  }
}

export function applySetTop(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'setTop' }>): void {
  const s = tx.state;
  const u = s.units[cmd.unit];
  ensure(
    u?.status === 'map' && u.area === cmd.area && controllerOf(s, cmd.unit) === side,
    'not_here',
    'That unit is not in your stack there.',
  );
  ensure(
    s.active === side && s.stage?.kind === 'movement',
    'not_movement',
    'You choose the top of your stacks in your movement step.',
  );
  tx.emit({ type: 'topSet', area: cmd.area, side, unit: cmd.unit });
}

export { regiment };
