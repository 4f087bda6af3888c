/**
 * Where the Demonlord map looks and what it labels, as pure functions: the
 * default zoom (every area a tap target of 40 px and more on a phone), the
 * window of the map that shows the most of what the seat may act on (above the
 * prompt that covers the map's foot on a phone, beside the zoom buttons), and
 * which place names are drawn at a zoom so that none overlaps another.
 */
import { type AreaId, grid, type Settlement } from '@hexpost/shared/games/demonlord/data/index.ts';
import type { Box } from '../../components/PanZoom.tsx';
import { MAP_BOX } from './mapImage.ts';

/**
 * Map units per screen pixel at the default zoom. An area is 2 units wide and √3 high, so 0.04 makes it
 * 50 × 43 px: a 40 px tap target with room to spare, and about 8 areas across a phone.
 */
export const DEFAULT_UPP = 0.04;
/** The most units per pixel at which every area is still a 40 px target (√3 units high). */
export const TAP_UPP = Math.sqrt(3) / 40;

/** The map's frame on screen, in CSS pixels, and the parts of it something else covers. */
export interface Frame {
  width: number;
  height: number;
  /** Covered at the foot (the sticky prompt on a phone). */
  bottom?: number;
  /** Covered at the top (the strip that asks who goes, a sheet). */
  top?: number;
  /** Covered at the right (the zoom buttons). */
  right?: number;
}

/** A phone's frame before it is measured: 390 px wide, the map's 393 px high, the prompt over its foot. */
export const PHONE_FRAME: Frame = { width: 364, height: 393, bottom: 70, right: 48 };

/** Areas further than this from the window's edge count as in it (their middle is a clear tap). */
const EDGE = 0.9;

/**
 * The viewBox that shows the most of `areas` in the uncovered part of the frame at `upp` units per pixel:
 * the window is tried on each area (weighted: `weight` counts an area several times), the one holding the
 * most wins (ties: nearest the middle of them all), then it is centred on what it holds and kept on the
 * map. The box has the frame's proportions, so PanZoom shows exactly it. Null without areas.
 */
export function windowOn(
  areas: readonly AreaId[],
  frame: Frame,
  upp = DEFAULT_UPP,
  weight: (a: AreaId) => number = () => 1,
): Box | null {
  const uniq = [...new Set(areas)];
  if (!uniq.length || frame.width <= 0 || frame.height <= 0) return null;
  const top = frame.top ?? 0;
  const bottom = frame.bottom ?? 0;
  const right = frame.right ?? 0;
  // the uncovered window, in map units
  const vw = Math.max(4, (frame.width - right) * upp);
  const vh = Math.max(4, (frame.height - top - bottom) * upp);
  const pts = uniq.map((a) => ({ a, ...grid.center(a), n: Math.max(1, weight(a)) }));
  const total = pts.reduce((s, p) => s + p.n, 0);
  const mid = {
    x: pts.reduce((s, p) => s + p.x * p.n, 0) / total,
    y: pts.reduce((s, p) => s + p.y * p.n, 0) / total,
  };
  const inside = (cx: number, cy: number, p: { x: number; y: number }) =>
    Math.abs(p.x - cx) <= vw / 2 - EDGE && Math.abs(p.y - cy) <= vh / 2 - EDGE;
  let best = { x: mid.x, y: mid.y, n: -1, d: Number.POSITIVE_INFINITY };
  for (const c of [mid, ...pts]) {
    const n = pts.reduce((s, p) => s + (inside(c.x, c.y, p) ? p.n : 0), 0);
    const d = Math.hypot(c.x - mid.x, c.y - mid.y);
    if (n > best.n || (n === best.n && d < best.d)) best = { x: c.x, y: c.y, n, d };
  }
  // centred on what the window holds (it still holds all of it)
  const held = pts.filter((p) => inside(best.x, best.y, p));
  let cx = best.x;
  let cy = best.y;
  if (held.length) {
    cx = (Math.min(...held.map((p) => p.x)) + Math.max(...held.map((p) => p.x))) / 2;
    cy = (Math.min(...held.map((p) => p.y)) + Math.max(...held.map((p) => p.y))) / 2;
  }
  // kept on the map: no blank margin in the uncovered window where the map is larger than it
  const keep = (c: number, size: number, lo: number, whole: number) =>
    size >= whole ? lo + whole / 2 : Math.max(lo + size / 2, Math.min(lo + whole - size / 2, c));
  cx = keep(cx, vw, MAP_BOX.x, MAP_BOX.w);
  cy = keep(cy, vh, MAP_BOX.y, MAP_BOX.h);
  return {
    x: cx - vw / 2,
    y: cy - vh / 2 - top * upp,
    w: frame.width * upp,
    h: frame.height * upp,
  };
}

/** Units per pixel of a viewBox shown in a frame (preserveAspectRatio "meet"). */
export const uppOf = (vb: Box, frame: Frame) => Math.max(vb.w / frame.width, vb.h / frame.height);

/** The part of the map a viewBox shows uncovered in the frame, in map units. */
export function shownPart(vb: Box, frame: Frame): Box {
  const upp = uppOf(vb, frame);
  // meet: the box is centred in the frame
  const x0 = vb.x + vb.w / 2 - (frame.width * upp) / 2;
  const y0 = vb.y + vb.h / 2 - (frame.height * upp) / 2;
  const top = frame.top ?? 0;
  return {
    x: x0,
    y: y0 + top * upp,
    w: (frame.width - (frame.right ?? 0)) * upp,
    h: (frame.height - top - (frame.bottom ?? 0)) * upp,
  };
}

/** Is some area's middle in sight, clear of the edges? */
export const anyInSight = (areas: readonly AreaId[], part: Box, edge = 0.5) =>
  areas.some((a) => {
    const c = grid.center(a);
    return (
      c.x >= part.x + edge && c.x <= part.x + part.w - edge && c.y >= part.y + edge && c.y <= part.y + part.h - edge
    );
  });

// ---------------------------------------------------------------------------
// Place names
// ---------------------------------------------------------------------------

/** Names by importance: capitals and the cities that score first, then the other fortresses and temples. */
export const nameRank = (s: Settlement): 1 | 2 | 3 =>
  s.capital || s.vpCityOf || s.id === 'altu-khan' || s.id === 'lyuung' ? 1 : s.class === 'village' ? 3 : 2;

/** The zoom bands: names and token text are drawn by band. */
export type Band = 'far' | 'mid' | 'near';
export const bandOf = (upp: number): Band => (upp > 0.06 ? 'far' : upp > 0.03 ? 'mid' : 'near');
/** The least important rank named in each band (a region's name, 2.5, only in the middle one). */
export const MAX_RANK: Readonly<Record<Band, number>> = { far: 1, mid: 2.5, near: 3 };

/** A name's font size in map units: 11 px on screen, and never below 0.3 units. */
export const nameFont = (upp: number) => Math.max(0.3, upp * 11);
/** The gap between a place and its name: the name hangs below the token. */
export const NAME_DROP = 0.52;

/**
 * Width of a text in ems when it cannot be measured: the bold face of a phone is narrower than this, and
 * DejaVu Sans (Debian's default) about as wide, so a name drawn is never wider than its estimate.
 */
export const estimateEm = (text: string) =>
  [...text].reduce((n, ch) => n + (ch === ' ' ? 0.36 : /[A-Z]/.test(ch) ? 0.78 : /[il.,'’-]/.test(ch) ? 0.36 : 0.7), 0);

export interface Label {
  id: string;
  /** The middle of its top edge, in map units. */
  x: number;
  y: number;
  /** Its width in ems (measured, or estimated). */
  em: number;
  /** Lower is drawn first: a name that must show (lit, picked) is 0. */
  rank: number;
  /** Font size in map units. */
  font: number;
  /** The area it names: what is drawn in that area is never in its way. */
  area?: string;
}

/** Something drawn that a name must not cover (a token), in map units. */
export interface Obstacle {
  area: string;
  l: number;
  r: number;
  t: number;
  b: number;
}

/**
 * Which labels are drawn: by rank (then in the given order), each only if its box does not overlap one
 * already drawn, with a little room between, nor (unless it must show, rank 0) a token of another area;
 * a label above `maxRank` is never drawn.
 */
export function placeLabels(
  labels: readonly Label[],
  maxRank: number,
  obstacles: readonly Obstacle[] = [],
): Set<string> {
  const shown = new Set<string>();
  const boxes: { l: number; r: number; t: number; b: number }[] = [];
  const hits = (a: { l: number; r: number; t: number; b: number }, o: { l: number; r: number; t: number; b: number }) =>
    a.l < o.r && o.l < a.r && a.t < o.b && o.t < a.b;
  const order = labels.map((l, i) => ({ l, i })).sort((a, b) => a.l.rank - b.l.rank || a.i - b.i);
  for (const { l } of order) {
    if (l.rank > maxRank) continue;
    // the white halo round the letters and a little room
    const w = l.em * l.font + l.font * 0.4;
    const box = { l: l.x - w / 2, r: l.x + w / 2, t: l.y - l.font * 0.25, b: l.y + l.font * 1.15 };
    if (boxes.some((o) => hits(box, o))) continue;
    if (l.rank > 0 && obstacles.some((o) => o.area !== l.area && hits(box, o))) continue;
    boxes.push(box);
    shown.add(l.id);
  }
  return shown;
}
