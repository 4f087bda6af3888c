/**
 * The highways (J-73): land routes and land grants travel the shortest
 * unbroken path of highway provinces, found afresh each time, so a route is
 * re-routed whenever its road changes, and lost at the collection when no
 * road joins its ends any more (economy.ts brokenRoads).
 */
import { PROVINCE_BY_ID, type ProvinceId } from '../data/index.ts';
import type { State } from './state.ts';

/**
 * The shortest unbroken path of highway provinces between two provinces, both ends included (J-73:
 * land routes, and land grants, travel it; the collection re-routes a land route on it or loses it).
 */
export function highwayPath(s: State, from: ProvinceId, to: ProvinceId): ProvinceId[] | null {
  const ok = (p: ProvinceId) => s.provinces[p]?.highway === true;
  if (!ok(from) || !ok(to)) return null;
  const prev = new Map<ProvinceId, ProvinceId | null>([[from, null]]);
  const queue: ProvinceId[] = [from];
  while (queue.length) {
    const p = queue.shift()!;
    if (p === to) {
      const path: ProvinceId[] = [];
      for (let x: ProvinceId | null = p; x; x = prev.get(x) ?? null) path.unshift(x);
      return path;
    }
    for (const n of PROVINCE_BY_ID.get(p)?.neighbours ?? [])
      if (!prev.has(n) && ok(n)) {
        prev.set(n, p);
        queue.push(n);
      }
  }
  return null;
}
