/**
 * Where the Dragons of Glory map looks, as pure functions: the default zoom
 * (every hex a 40 px tap target on a phone), and the window of the map that
 * shows the most of the given places (what the seat may act on, a battle, its
 * own stacks) in the part of the frame the prompt and the zoom buttons leave.
 */
import type { Box } from '../../components/PanZoom.tsx';
import { MAP_BOX } from './mapImage.ts';
import { pointOf } from './pieces.ts';

/** Map units per screen pixel at the default zoom: a hex (2 × √3 units) is 56 × 48 px, a token's name 9 px. */
export const DEFAULT_UPP = 0.036;

/** The map's frame on screen, in CSS pixels, and what covers its edges. */
export interface Frame {
  width: number;
  height: number;
  bottom?: number;
  top?: number;
  right?: number;
}

/** A phone's frame before it is measured (390 px wide): the prompt over the foot, the zoom buttons at the right. */
export const PHONE_FRAME: Frame = { width: 366, height: 400, bottom: 70, right: 48 };

const EDGE = 1;

/** The viewBox showing the most of `places` uncovered at `upp` units per pixel, kept on the map; null without places. */
export function windowOn(places: readonly string[], frame: Frame, upp = DEFAULT_UPP): Box | null {
  const uniq = [...new Set(places)];
  if (!uniq.length || frame.width <= 0 || frame.height <= 0) return null;
  const top = frame.top ?? 0;
  const vw = Math.max(4, (frame.width - (frame.right ?? 0)) * upp);
  const vh = Math.max(4, (frame.height - top - (frame.bottom ?? 0)) * upp);
  const ps = uniq.map(pointOf);
  const mid = { x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length };
  const inside = (cx: number, cy: number, p: { x: number; y: number }) =>
    Math.abs(p.x - cx) <= vw / 2 - EDGE && Math.abs(p.y - cy) <= vh / 2 - EDGE;
  let best = { x: mid.x, y: mid.y, n: -1, d: Number.POSITIVE_INFINITY };
  for (const c of [mid, ...ps]) {
    const n = ps.filter((p) => inside(c.x, c.y, p)).length;
    const d = Math.hypot(c.x - mid.x, c.y - mid.y);
    if (n > best.n || (n === best.n && d < best.d)) best = { ...c, n, d };
  }
  const held = ps.filter((p) => inside(best.x, best.y, p));
  let cx = best.x;
  let cy = best.y;
  if (held.length) {
    cx = (Math.min(...held.map((p) => p.x)) + Math.max(...held.map((p) => p.x))) / 2;
    cy = (Math.min(...held.map((p) => p.y)) + Math.max(...held.map((p) => p.y))) / 2;
  }
  const keep = (c: number, size: number, lo: number, whole: number) =>
    size >= whole ? lo + whole / 2 : Math.max(lo + size / 2, Math.min(lo + whole - size / 2, c));
  cx = keep(cx, vw, MAP_BOX.x, MAP_BOX.w);
  cy = keep(cy, vh, MAP_BOX.y, MAP_BOX.h);
  return { x: cx - vw / 2, y: cy - vh / 2 - top * upp, w: frame.width * upp, h: frame.height * upp };
}

/** Units per pixel of a viewBox shown in a frame (preserveAspectRatio "meet"). */
export const uppOf = (vb: Box, frame: Frame) => Math.max(vb.w / frame.width, vb.h / frame.height);

/** The part of the map a viewBox shows uncovered in the frame, in map units. */
export function shownPart(vb: Box, frame: Frame): Box {
  const upp = uppOf(vb, frame);
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

/** Is some place's middle in sight, clear of the edges? */
export const anyInSight = (places: readonly string[], part: Box, edge = 0.5) =>
  places.some((a) => {
    const c = pointOf(a);
    return (
      c.x >= part.x + edge && c.x <= part.x + part.w - edge && c.y >= part.y + edge && c.y <= part.y + part.h - edge
    );
  });
