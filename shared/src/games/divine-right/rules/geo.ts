/**
 * Memoised map geometry: neighbour lists and hexside tests are pure
 * functions of the map, so each is computed once per hex or hexside.
 */
import type { HexId } from '../../../engine/hex.ts';
import {
  deepPosition,
  fleetMayCross,
  grid,
  HEXES,
  hexsideFeatures,
  type HexsideFeatures,
  isDeepHexside,
  landMayCross,
  mapNeighbours,
} from '../data/index.ts';

const NEIGHBOURS = new Map<HexId, HexId[]>();
for (const id of HEXES.keys()) NEIGHBOURS.set(id, mapNeighbours(id));

// Stryker disable next-line ArrayDeclaration: neighbours() is only asked of map hexes, all in the table
export const neighbours = (h: HexId): HexId[] => NEIGHBOURS.get(h) ?? [];

function memo<T>(f: (a: HexId, b: HexId) => T): (a: HexId, b: HexId) => T {
  const m = new Map<HexId, Map<HexId, T>>();
  return (a, b) => {
    let inner = m.get(a);
    // Stryker disable next-line ConditionalExpression: a cache of a pure function of the map; a miss only computes the same value again
    if (!inner) {
      inner = new Map();
      m.set(a, inner);
    }
    // Stryker disable next-line ConditionalExpression: a cache of a pure function of the map; a miss only computes the same value again
    if (inner.has(b)) return inner.get(b) as T;
    const v = f(a, b);
    inner.set(b, v);
    return v;
  };
}

export const landCross = memo(landMayCross);
export const fleetCross = memo(fleetMayCross);
export const deepSide = memo(isDeepHexside);
export const sideFeatures = memo<HexsideFeatures>(hexsideFeatures);
export const adjacent = memo((a, b) => grid.adjacent(a, b));

const DEEP_POS = new Map<HexId, number | null>();
export function deepPos(h: HexId): number | null {
  // Stryker disable next-line ConditionalExpression: a cache of a pure function of the map; a miss only computes the same value again
  if (!DEEP_POS.has(h)) DEEP_POS.set(h, deepPosition(h));
  return DEEP_POS.get(h) ?? null;
}
