/**
 * The shared hex grid with each hex's centre, corners and neighbours worked
 * out once. The engine's grid parses the hex label (a fresh RegExp) on every
 * call, and a map of a thousand hexes asks for its geometry several thousand
 * times while it is first drawn: on a phone that was a good part of the time
 * before the board showed.
 */
import { type GridSpec, type HexGrid, type HexId, hexGrid } from '@hexpost/shared/engine';

type Point = { x: number; y: number };
const grids = new Map<string, HexGrid>();

/** The grid for a spec, shared by every map of that spec; the answers are frozen (they are shared too). */
export function cachedGrid(spec: GridSpec): HexGrid {
  const key = JSON.stringify(spec);
  const known = grids.get(key);
  if (known) return known;
  const base = hexGrid(spec);
  const centres = new Map<HexId, Point>();
  const corners = new Map<HexId, readonly Point[]>();
  const neighbours = new Map<HexId, readonly HexId[]>();
  const g: HexGrid = {
    ...base,
    center: (id, size = 1) => {
      if (size !== 1) return base.center(id, size);
      let c = centres.get(id);
      if (!c) {
        c = Object.freeze(base.center(id));
        centres.set(id, c);
      }
      return c;
    },
    corners: (id, size = 1) => {
      if (size !== 1) return base.corners(id, size);
      let cs = corners.get(id);
      if (!cs) {
        cs = Object.freeze(base.corners(id).map((p) => Object.freeze(p)));
        corners.set(id, cs);
      }
      return cs as Point[];
    },
    neighbours: (id) => {
      let ns = neighbours.get(id);
      if (!ns) {
        ns = Object.freeze(base.neighbours(id));
        neighbours.set(id, ns);
      }
      return ns as HexId[];
    },
  };
  grids.set(key, g);
  return g;
}
