/**
 * Hex geometry. Hexes are named by the labels printed on our maps ("0412":
 * column 04, row 12), converted to cube coordinates only for arithmetic.
 * Orientation and offset parity belong to a grid, not to globals, since each
 * game's map may differ. Hexsides are first-class: one canonical id per edge,
 * shared by the two hexes it separates (rivers, borders, mountain sides).
 */

export type HexId = string;
export type HexsideId = string;

export interface Cube {
  q: number;
  r: number;
  s: number;
}

export interface Offset {
  col: number;
  row: number;
}

export interface GridSpec {
  /** flat: columns of hexes with flat tops (most wargame maps); pointy: rows with pointed tops. */
  orientation: 'flat' | 'pointy';
  /** Which columns (flat) or rows (pointy) are pushed half a hex: odd or even ones. */
  offset: 'odd' | 'even';
  /** Digits per coordinate in a label; 2 gives "0412". */
  digits?: number;
}

/** Cube direction vectors; index 0 is north (flat) or north-east (pointy), then clockwise. */
const CUBE_DIRS: readonly Cube[] = [
  { q: 0, r: -1, s: 1 },
  { q: 1, r: -1, s: 0 },
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
];

export const FLAT_DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export const POINTY_DIRECTIONS = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;

export const cube = (q: number, r: number): Cube => ({ q, r, s: -q - r });

export const cubeDistance = (a: Cube, b: Cube): number =>
  Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));

/** The id of the edge between two hexes, the same whichever side names it. */
export const hexside = (a: HexId, b: HexId): HexsideId => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The two hexes an edge separates. */
export function hexsideEnds(side: HexsideId): [HexId, HexId] {
  const [a, b] = side.split('|');
  if (!a || !b) throw new Error(`not a hexside id: ${side}`);
  return [a, b];
}

export interface HexGrid {
  spec: GridSpec;
  label(o: Offset): HexId;
  parse(id: HexId): Offset;
  toCube(id: HexId): Cube;
  fromCube(c: Cube): HexId;
  /** The six neighbours in direction order; off-map filtering is the map's job. */
  neighbours(id: HexId): HexId[];
  neighbour(id: HexId, direction: number): HexId;
  /** Which direction (0..5) leads from a to its neighbour b, or -1 if not adjacent. */
  direction(a: HexId, b: HexId): number;
  distance(a: HexId, b: HexId): number;
  adjacent(a: HexId, b: HexId): boolean;
  /** The six hexsides of a hex, in direction order. */
  hexsides(id: HexId): HexsideId[];
  /** Every hex within `radius` of `id` (itself included). */
  range(id: HexId, radius: number): HexId[];
  /** Centre in pixels for a hex of unit size (centre to corner), for drawing boards. */
  center(id: HexId, size?: number): { x: number; y: number };
  /** Corner points of a hex, for SVG polygons. */
  corners(id: HexId, size?: number): { x: number; y: number }[];
}

export function hexGrid(spec: GridSpec): HexGrid {
  const digits = spec.digits ?? 2;
  // Red Blob's odd-q / odd-r: the odd columns (or rows) sit half a hex further down (or right).
  const shift = spec.offset === 'odd' ? -1 : 1;
  const pad = (n: number) => (n < 0 ? `-${String(-n).padStart(digits, '0')}` : String(n).padStart(digits, '0'));
  const label = ({ col, row }: Offset) => `${pad(col)}${pad(row)}`;
  const parse = (id: HexId): Offset => {
    const m = new RegExp(`^(-?\\d{${digits}})(-?\\d{${digits}})$`).exec(id);
    if (!m) throw new Error(`not a hex label: ${id}`);
    return { col: Number(m[1]), row: Number(m[2]) };
  };
  // Red Blob Games' offset <-> cube conversions, with parity as a parameter.
  const toCube = (id: HexId): Cube => {
    const { col, row } = parse(id);
    if (spec.orientation === 'flat') {
      const q = col;
      const r = row - (col + shift * (col & 1)) / 2;
      return cube(q, r);
    }
    const q = col - (row + shift * (row & 1)) / 2;
    return cube(q, row);
  };
  const fromCube = (c: Cube): HexId => {
    if (spec.orientation === 'flat') {
      const col = c.q;
      return label({ col, row: c.r + (c.q + shift * (c.q & 1)) / 2 });
    }
    const row = c.r;
    return label({ col: c.q + (c.r + shift * (c.r & 1)) / 2, row });
  };
  const dirs = spec.orientation === 'flat' ? CUBE_DIRS : CUBE_DIRS.map((_, i) => CUBE_DIRS[(i + 1) % 6] as Cube);
  const neighbour = (id: HexId, d: number): HexId => {
    const c = toCube(id);
    const v = dirs[((d % 6) + 6) % 6] as Cube;
    return fromCube(cube(c.q + v.q, c.r + v.r));
  };
  const neighbours = (id: HexId) => [0, 1, 2, 3, 4, 5].map((d) => neighbour(id, d));
  const direction = (a: HexId, b: HexId) => neighbours(a).indexOf(b);
  const distance = (a: HexId, b: HexId) => cubeDistance(toCube(a), toCube(b));
  const range = (id: HexId, radius: number): HexId[] => {
    const c = toCube(id);
    const out: HexId[] = [];
    for (let dq = -radius; dq <= radius; dq++) {
      for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
        out.push(fromCube(cube(c.q + dq, c.r + dr)));
      }
    }
    return out;
  };
  const center = (id: HexId, size = 1) => {
    const { q, r } = toCube(id);
    if (spec.orientation === 'flat') return { x: size * 1.5 * q, y: size * Math.sqrt(3) * (r + q / 2) };
    return { x: size * Math.sqrt(3) * (q + r / 2), y: size * 1.5 * r };
  };
  const corners = (id: HexId, size = 1) => {
    const c = center(id, size);
    const start = spec.orientation === 'flat' ? 0 : 30;
    return [0, 1, 2, 3, 4, 5].map((i) => {
      const a = ((start + 60 * i) * Math.PI) / 180;
      return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
    });
  };
  return {
    spec,
    label,
    parse,
    toCube,
    fromCube,
    neighbours,
    neighbour,
    direction,
    distance,
    adjacent: (a, b) => a !== b && distance(a, b) === 1,
    hexsides: (id) => neighbours(id).map((n) => hexside(id, n)),
    range,
    center,
    corners,
  };
}
