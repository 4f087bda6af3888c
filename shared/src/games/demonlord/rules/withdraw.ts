/**
 * Withdrawal after a retreat (DL-RETR-06..14, AMB-24..27): the waiting side
 * falls back one area, the active side as far as its slowest unit's MP go,
 * both towards the nearest friendly fortification not under siege by the
 * fastest route for the slowest unit, never into enemies, impassable borders
 * or a Failure area; or into the fortification of the battle area.
 */
import { type AreaId, getBorder, neighbours, type Side } from '../data/index.ts';
import { enemyUnitsAt, fortificationAt, holder, isRegiment } from './board.ts';
import { allowanceOf, unitCost } from './movement.ts';
import type { State, Withdrawal } from './state.ts';
import { areaWords } from './words.ts';

function legal(s: State, side: Side, area: AreaId): boolean {
  return !enemyUnitsAt(s, area, side).length && !s.effects.failure.includes(area);
}

/** The group's cost over a border: the largest any member pays over the cheapest segment (null: impassable). */
function stepCost(s: State, units: readonly string[], a: AreaId, b: AreaId): number | null {
  const border = getBorder(a, b);
  let best: number | null = null;
  for (const seg of border.segments) {
    let worst = 0;
    let ok = true;
    for (const id of units) {
      const c = unitCost(s, border, seg, id);
      if (c === 'x') {
        ok = false;
        break;
      }
      worst = Math.max(worst, c);
    }
    if (ok && (best === null || worst < best)) best = worst;
  }
  return best;
}

function dijkstra(s: State, side: Side, units: readonly string[], from: AreaId) {
  const dist = new Map<AreaId, number>([[from, 0]]);
  const prev = new Map<AreaId, AreaId>();
  const open: AreaId[] = [from];
  const done = new Set<AreaId>();
  while (open.length) {
    open.sort((a, b) => dist.get(a)! - dist.get(b)! || a.localeCompare(b));
    const cur = open.shift()!;
    if (done.has(cur)) continue;
    done.add(cur);
    if (cur !== from && friendlyFort(s, side, cur)) continue; // a withdrawal ends at a friendly fortification
    for (const n of neighbours(cur)) {
      if (done.has(n) || !legal(s, side, n)) continue;
      const c = stepCost(s, units, cur, n);
      if (c === null) continue;
      const d = dist.get(cur)! + c;
      if (d < (dist.get(n) ?? Number.POSITIVE_INFINITY)) {
        dist.set(n, d);
        prev.set(n, cur);
        open.push(n);
      }
    }
  }
  return { dist, prev };
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
