/**
 * Withdrawal after a retreat (DL-RETR-06..14, AMB-24..27): the waiting side
 * falls back one area, the active side as far as its slowest unit's MP go,
 * both towards the nearest friendly fortification not under siege by the
 * fastest route for the slowest unit, never into enemies, impassable borders
 * or a Failure area; or into the fortification of the battle area. After the
 * active side's stack has gone, its units with MP left may go on (DL-RETR-07):
 * alone or together, area by area, still on a fastest way towards the nearest
 * friendly fortification as judged for the whole force, each paying its own MP.
 */
import { type AreaId, getBorder, isArea, neighbours, type Segment, type Side } from '../data/index.ts';
import { byCounter, counter, enemyUnitsAt, fortificationAt, holder, isRegiment } from './board.ts';
import { allowanceOf, unitCost } from './movement.ts';
import type { Stage, State, Withdrawal } from './state.ts';
import { areaWords, unitsWords } from './words.ts';

function legal(s: State, side: Side, area: AreaId): boolean {
  return !enemyUnitsAt(s, area, side).length && !s.effects.failure.includes(area);
}

/**
 * Where a group crosses a border: the segment every member can cross (within `budget`, when given) whose
 * dearest member pays least, with what each pays there; null when there is none.
 */
function crossing(
  s: State,
  units: readonly string[],
  a: AreaId,
  b: AreaId,
  budget?: Readonly<Record<string, number>>,
): { seg: Segment; worst: number; costs: Record<string, number> } | null {
  const border = getBorder(a, b);
  let best: { seg: Segment; worst: number; costs: Record<string, number> } | null = null;
  for (const seg of border.segments) {
    let worst = 0;
    let ok = true;
    const costs: Record<string, number> = {};
    for (const id of units) {
      const c = unitCost(s, border, seg, id);
      if (c === 'x' || (budget && c > (budget[id] ?? 0))) {
        ok = false;
        break;
      }
      costs[id] = c;
      worst = Math.max(worst, c);
    }
    if (ok && (best === null || worst < best.worst)) best = { seg, worst, costs };
  }
  return best;
}

/** The group's cost over a border: the largest any member pays over the cheapest segment (null: impassable). */
function stepCost(s: State, units: readonly string[], a: AreaId, b: AreaId): number | null {
  return crossing(s, units, a, b)?.worst ?? null;
}

/**
 * The fastest ways out of `from` for the group (its dearest member's cost at each border), never through an
 * area in `barred`, ending at friendly fortifications. `first`: for each area, the first steps of its fastest ways.
 */
function dijkstra(s: State, side: Side, units: readonly string[], from: AreaId, barred?: ReadonlySet<AreaId>) {
  const dist = new Map<AreaId, number>([[from, 0]]);
  const prev = new Map<AreaId, AreaId>();
  const first = new Map<AreaId, Set<AreaId>>();
  const open: AreaId[] = [from];
  const done = new Set<AreaId>();
  while (open.length) {
    open.sort((a, b) => dist.get(a)! - dist.get(b)! || a.localeCompare(b));
    const cur = open.shift()!;
    if (done.has(cur)) continue;
    done.add(cur);
    if (cur !== from && friendlyFort(s, side, cur)) continue; // a withdrawal ends at a friendly fortification
    for (const n of neighbours(cur)) {
      if (done.has(n) || barred?.has(n) || !legal(s, side, n)) continue;
      const c = stepCost(s, units, cur, n);
      if (c === null) continue;
      const d = dist.get(cur)! + c;
      const via = cur === from ? new Set([n]) : first.get(cur)!;
      const known = dist.get(n) ?? Number.POSITIVE_INFINITY;
      if (d < known) {
        dist.set(n, d);
        prev.set(n, cur);
        first.set(n, new Set(via));
        open.push(n);
      } else if (d === known) {
        for (const f of via) first.get(n)!.add(f);
      }
    }
  }
  return { dist, prev, first };
}

export const friendlyFort = (s: State, side: Side, area: AreaId): boolean =>
  !!fortificationAt(s, area) && holder(s, area) === side && !(area in s.sieges);

/** AMB-26: the MP for the withdrawal, after leader halving and Failure, without Swift Steps. */
function withdrawMp(s: State, side: Side, id: string): number {
  return allowanceOf(s, id, side, { swift: false });
}

export function withdrawals(s: State, side: Side, units: readonly string[], from: AreaId): Withdrawal[] {
  const out: Withdrawal[] = [];
  if (fortificationAt(s, from) && holder(s, from) === side) {
    out.push({ path: [], label: `Retire into ${areaWords(from)}` });
  }
  const { dist, prev } = dijkstra(s, side, units, from);
  const forts = [...dist.keys()].filter((a) => a !== from && friendlyFort(s, side, a));
  const oneArea = side !== s.active || s.effects.failure.includes(from);
  if (!forts.length) {
    // No friendly fortification can be reached: fall back one area wherever it is legal.
    for (const n of neighbours(from)) {
      if (legal(s, side, n) && stepCost(s, units, from, n) !== null)
        out.push({ path: [n], label: `Fall back to ${areaWords(n)}` });
    }
    return out;
  }
  const nearest = Math.min(...forts.map((a) => dist.get(a)!));
  const targets = forts.filter((a) => dist.get(a) === nearest).sort();
  const regs = units.filter(isRegiment);
  const slowest = Math.min(...(regs.length ? regs : units).map((id) => withdrawMp(s, side, id)));
  const seen = new Set<string>();
  for (const t of targets) {
    const route: AreaId[] = [];
    for (let a: AreaId | undefined = t; a && a !== from; a = prev.get(a)) route.unshift(a);
    let path: AreaId[];
    if (oneArea) path = route.slice(0, 1);
    else {
      path = [];
      let spent = 0;
      let at = from;
      for (const n of route) {
        const c = stepCost(s, units, at, n)!;
        if (path.length && spent + c > slowest) break;
        spent += c;
        path.push(n);
        at = n;
      }
    }
    const key = path.join('>');
    if (seen.has(key)) continue;
    seen.add(key);
    const end = path[path.length - 1]!;
    out.push({ path, label: `Withdraw to ${areaWords(end)}, towards ${areaWords(t)}` });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Going on after the stack (DL-RETR-07)
// ---------------------------------------------------------------------------

export type Onward = Extract<Stage, { kind: 'withdrawOn' }>;

/**
 * DL-RETR-07, AMB-26: what each unit of the active side's stack has left of its withdrawal MP once the stack
 * has gone along `path` (each pays its own cost at the crossings the stack takes); null when nobody may go on:
 * the waiting side, a withdrawal of one area (Failure on the battle area) or into a fortification, or one that
 * ends at a friendly fortification (DL-RETR-11). Read it before the stack moves: the MP are those it set out with.
 */
export function onwardBudget(
  s: State,
  side: Side,
  units: readonly string[],
  from: AreaId,
  path: readonly AreaId[],
): Record<string, number> | null {
  if (side !== s.active || !path.length || s.effects.failure.includes(from)) return null;
  if (friendlyFort(s, side, path[path.length - 1]!)) return null;
  const spent: Record<string, number> = {};
  let at = from;
  for (const n of path) {
    const c = crossing(s, units, at, n);
    if (!c) return null;
    for (const id of units) spent[id] = (spent[id] ?? 0) + (c.costs[id] ?? 0);
    at = n;
  }
  const left: Record<string, number> = {};
  for (const id of units) left[id] = Math.max(0, withdrawMp(s, side, id) - (spent[id] ?? 0));
  return left;
}

/**
 * The next areas on a fastest way from `at` to the nearest friendly fortification not under siege, judged for
 * the whole withdrawing force as the stack's way was (DL-RETR-10), never through an area `units` have been in.
 */
export function onwardAreas(s: State, st: Onward, units: readonly string[], at: AreaId): AreaId[] {
  if (friendlyFort(s, st.side, at)) return [];
  const barred = new Set(units.flatMap((id) => st.been[id] ?? []));
  const { dist, first } = dijkstra(s, st.side, st.units, at, barred);
  const forts = [...dist.keys()].filter((a) => a !== at && friendlyFort(s, st.side, a));
  if (!forts.length) return [];
  const nearest = Math.min(...forts.map((a) => dist.get(a)!));
  const out = new Set<AreaId>();
  for (const t of forts) if (dist.get(t) === nearest) for (const f of first.get(t) ?? []) out.add(f);
  return [...out].sort();
}

export type OnwardCheck =
  | { ok: true; at: AreaId; costs: Record<string, number> }
  | { ok: false; code: string; message: string };

const nameOf = (id: string): string => counter(id).name;
const fail = (code: string, message: string): OnwardCheck => ({ ok: false, code, message });

type WaysOf = (units: readonly string[], at: AreaId) => AreaId[];

/** Whether `units` may go on together into `to` now (DL-RETR-07/08/10/11), and what each pays there. */
export function checkOnward(
  s: State,
  st: Onward,
  units: readonly string[],
  to: AreaId,
  waysOf: WaysOf = (u, a) => onwardAreas(s, st, u, a),
): OnwardCheck {
  if (!units.length) return fail('no_units', 'Name the units that go on.');
  for (const id of units) {
    if (!st.units.includes(id) || s.units[id]?.status !== 'map')
      return fail('not_withdrawing', `${s.units[id] ? nameOf(id) : 'That unit'} is not withdrawing from this battle.`);
  }
  const at = s.units[units[0]!]!.area!;
  if (units.some((id) => s.units[id]!.area !== at))
    return fail('not_together', 'Units that go on together must stand in one area.');
  const spent = units.find((id) => (st.left[id] ?? 0) <= 0);
  if (spent) return fail('no_mp_left', `${nameOf(spent)} has no MP left for the withdrawal.`);
  if (friendlyFort(s, st.side, at))
    return fail('withdrawal_over', `The withdrawal ends at ${areaWords(at)}: it is a friendly fortification.`);
  if (!neighbours(at).includes(to))
    return fail('not_adjacent', `${isArea(to) ? areaWords(to) : 'That area'} is not next to ${areaWords(at)}.`);
  const again = units.find((id) => st.been[id]?.includes(to));
  if (again) return fail('been_there', `${nameOf(again)} has already been in ${areaWords(to)} in this withdrawal.`);
  if (enemyUnitsAt(s, to, st.side).length)
    return fail('barred', `No withdrawal enters ${areaWords(to)}: enemies stand there.`);
  if (s.effects.failure.includes(to))
    return fail('barred', `No withdrawal enters ${areaWords(to)}: Failure is cast on it.`);
  const ways = waysOf(units, at);
  if (!ways.includes(to)) {
    return fail(
      'wrong_way',
      ways.length
        ? `A withdrawal keeps to the fastest way towards the nearest friendly fortification: from ${areaWords(at)} that is into ${ways.map(areaWords).join(' or ')}.`
        : `There is no way on from ${areaWords(at)} towards a friendly fortification.`,
    );
  }
  for (const id of units) {
    if (!crossing(s, [id], at, to)) return fail('impassable', `${nameOf(id)} cannot cross into ${areaWords(to)}.`);
    if (!crossing(s, [id], at, to, st.left)) {
      const border = getBorder(at, to);
      const cheapest = Math.min(
        ...border.segments.map((g) => unitCost(s, border, g, id)).filter((c): c is number => c !== 'x'),
      );
      return fail(
        'too_far',
        `${nameOf(id)} has ${st.left[id]} MP left; going on into ${areaWords(to)} costs ${cheapest}.`,
      );
    }
  }
  const c = crossing(s, units, at, to, st.left);
  if (!c)
    return fail(
      'no_common_crossing',
      `${unitsWords(units)} cannot cross into ${areaWords(to)} at one place within their MP: send them on apart.`,
    );
  return { ok: true, at, costs: c.costs };
}

export interface OnwardMove {
  at: AreaId;
  to: AreaId;
  /** Every unit standing at `at` that can go on into `to` (together; the player may send fewer). */
  units: string[];
  costs: Record<string, number>;
}

/**
 * The ways on (DL-RETR-07): for each area where units of the withdrawal stand with MP left, each next area on
 * a fastest way, with the units there that can go on into it together.
 */
export function onwardMoves(s: State, st: Onward): OnwardMove[] {
  const groups = new Map<AreaId, string[]>();
  for (const id of st.units) {
    const u = s.units[id];
    if (u?.status !== 'map' || !u.area || (st.left[id] ?? 0) <= 0) continue;
    groups.set(u.area, [...(groups.get(u.area) ?? []), id]);
  }
  // the ways depend only on where the units stand and where they have been: worked out once for each
  const memo = new Map<string, AreaId[]>();
  const waysOf: WaysOf = (units, at) => {
    const key = `${at}:${[...new Set(units.flatMap((id) => st.been[id] ?? []))].sort().join(',')}`;
    const known = memo.get(key);
    if (known) return known;
    const w = onwardAreas(s, st, units, at);
    memo.set(key, w);
    return w;
  };
  const out: OnwardMove[] = [];
  for (const [at, ids] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const group = [...ids].sort(byCounter);
    for (const to of waysOf(group, at)) {
      const able = group.filter((id) => checkOnward(s, st, [id], to, waysOf).ok);
      if (!able.length) continue;
      const together = checkOnward(s, st, able, to, waysOf);
      if (together.ok) out.push({ at, to, units: able, costs: together.costs });
      else
        for (const id of able) {
          const one = checkOnward(s, st, [id], to, waysOf);
          if (one.ok) out.push({ at, to, units: [id], costs: one.costs });
        }
    }
  }
  return out;
}

/**
 * The areas past the stack's way that the active side's faster units could go on into (DL-RETR-07), read before
 * the stack moves: where a Failure cast before the withdrawal would bar them (DL-SPELL-B-06/09).
 */
export function onwardReach(
  s: State,
  side: Side,
  units: readonly string[],
  from: AreaId,
  path: readonly AreaId[],
): AreaId[] {
  const start = onwardBudget(s, side, units, from, path);
  if (!start) return [];
  const out = new Set<AreaId>();
  const walk = (at: AreaId, left: Record<string, number>, been: AreaId[]): void => {
    const movers = units.filter((id) => (left[id] ?? 0) > 0);
    if (!movers.length) return;
    const st: Onward = {
      kind: 'withdrawOn',
      area: from,
      side,
      units: [...units],
      left,
      been: Object.fromEntries(units.map((id) => [id, been])),
      more: [],
    };
    for (const to of onwardAreas(s, st, movers, at)) {
      const next: Record<string, number> = {};
      for (const id of movers) {
        const c = crossing(s, [id], at, to, left);
        if (c) next[id] = friendlyFort(s, side, to) ? 0 : left[id]! - c.costs[id]!;
      }
      if (!Object.keys(next).length) continue;
      out.add(to);
      walk(to, next, [...been, to]);
    }
  };
  walk(path[path.length - 1]!, start, [from, ...path]);
  return [...out].sort();
}
