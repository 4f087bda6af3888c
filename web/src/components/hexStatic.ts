/**
 * The parts of a hex map that do not change while a game is played (terrain
 * fills and patterns, territory washes, the hex grid, hexside features,
 * rivers, castle marks, hex numbers), written once as one standalone SVG and
 * drawn as a single <image>. A map of a thousand hexes is then a handful of
 * elements for the browser to lay out and paint on every frame of a pan, not
 * several thousand; the pieces, names and highlights stay live above it.
 */
import type { HexGrid, HexId, HexsideId } from '@hexpost/shared/engine';
import { hexsideEnds } from '@hexpost/shared/engine';
import type { Box } from './PanZoom.tsx';

export interface StaticCell {
  id: HexId;
  terrain?: string;
  tint?: string;
  mark?: string;
}
export interface StaticSide {
  side: HexsideId;
  kind: string;
}
export interface StaticRoute {
  hexes: readonly HexId[];
  kind: string;
}
export interface LineStyle {
  stroke: string;
  width: number;
  dash?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pts = (ps: { x: number; y: number }[]) => ps.map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`).join(' ');

/** Terrain patterns, so terrain never depends on colour alone (ids `hx-<name>`). */
export const PATTERNS = `<pattern id="hx-dots" width="0.25" height="0.25" patternUnits="userSpaceOnUse"><circle cx="0.125" cy="0.125" r="0.035" fill="rgba(0,0,0,.35)"/></pattern><pattern id="hx-hatch" width="0.2" height="0.2" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="0.2" stroke="rgba(0,0,0,.3)" stroke-width="0.03"/></pattern><pattern id="hx-cross" width="0.2" height="0.2" patternUnits="userSpaceOnUse"><path d="M0 0.1H0.2M0.1 0V0.2" stroke="rgba(0,0,0,.28)" stroke-width="0.025"/></pattern><pattern id="hx-waves" width="0.3" height="0.15" patternUnits="userSpaceOnUse"><path d="M0 0.08 Q0.075 0.02 0.15 0.08 T0.3 0.08" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="0.02"/></pattern><pattern id="hx-peaks" width="0.3" height="0.25" patternUnits="userSpaceOnUse"><path d="M0.03 0.2 L0.15 0.05 L0.27 0.2" fill="none" stroke="rgba(0,0,0,.35)" stroke-width="0.025"/></pattern>`;

/** The standalone SVG of a map's unchanging layer, in the map's own units over `box`. */
export function staticMarkup(opts: {
  grid: HexGrid;
  box: Box;
  cells: readonly StaticCell[];
  terrain: Readonly<Record<string, { fill: string; pattern?: string }>>;
  sides: readonly StaticSide[];
  sideStyle: (kind: string) => LineStyle;
  routes: readonly StaticRoute[];
  hexIds: boolean;
}): string {
  const { grid, box } = opts;
  const known = new Set(opts.cells.map((c) => c.id));
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.x} ${box.y} ${box.w} ${box.h}" width="${Math.round(box.w * 48)}" height="${Math.round(box.h * 48)}">`,
    '<style>.e{stroke:rgba(0,0,0,.35);stroke-width:.03}.i{fill:rgba(0,0,0,.55);font:.16px sans-serif;text-anchor:middle}.m{fill:#111;font:bold .34px sans-serif;text-anchor:middle}</style>',
    `<defs>${PATTERNS}</defs>`,
  ];
  // Every hex of a grid is the same shape: one polygon round the origin, placed by <use> (a third of the
  // bytes of a polygon per hex, so the image parses quicker on a phone).
  const first = opts.cells[0];
  if (first) {
    const c0 = grid.center(first.id);
    out.push(
      `<defs><polygon id="h" points="${pts(grid.corners(first.id).map((p) => ({ x: p.x - c0.x, y: p.y - c0.y })))}"/></defs>`,
    );
  }
  const at = (id: HexId) => {
    const c = grid.center(id);
    return `x="${c.x.toFixed(3)}" y="${c.y.toFixed(3)}"`;
  };
  for (const c of opts.cells) {
    const t = c.terrain ? opts.terrain[c.terrain] : undefined;
    const xy = at(c.id);
    out.push(`<use href="#h" class="e" data-hex="${esc(c.id)}" ${xy} fill="${esc(t?.fill ?? '#eee')}"/>`);
    if (t?.pattern) out.push(`<use href="#h" ${xy} fill="url(#hx-${esc(t.pattern)})"/>`);
    if (c.tint) out.push(`<use href="#h" ${xy} fill="${esc(c.tint)}"/>`);
  }
  for (const f of opts.sides) {
    const [a, b] = hexsideEnds(f.side);
    if (!known.has(a) && !known.has(b)) continue;
    const [p, q] = edgeOf(grid, f.side);
    const st = opts.sideStyle(f.kind);
    out.push(
      `<line class="hx-side hx-side--${esc(f.kind)}" data-side="${esc(f.side)}" x1="${p.x.toFixed(3)}" y1="${p.y.toFixed(3)}" x2="${q.x.toFixed(3)}" y2="${q.y.toFixed(3)}" stroke="${esc(st.stroke)}" stroke-width="${st.width}"${st.dash ? ` stroke-dasharray="${esc(st.dash)}"` : ''} stroke-linecap="round"/>`,
    );
  }
  for (const r of opts.routes) {
    const st = opts.sideStyle(r.kind);
    out.push(
      `<polyline class="hx-route hx-route--${esc(r.kind)}" points="${pts(r.hexes.map((id) => grid.center(id)))}" fill="none" stroke="${esc(st.stroke)}" stroke-width="${st.width}" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  }
  for (const c of opts.cells) {
    const ctr = grid.center(c.id);
    const x = ctr.x.toFixed(2);
    if (c.mark) out.push(`<text class="m" x="${x}" y="${(ctr.y - 0.3).toFixed(2)}">${esc(c.mark)}</text>`);
    if (opts.hexIds) out.push(`<text class="i" x="${x}" y="${(ctr.y - 0.62).toFixed(2)}">${esc(c.id)}</text>`);
  }
  out.push('</svg>');
  return out.join('');
}

/** The edge between two hexes: the two corners of the first nearest the midpoint of their centres. */
export function edgeOf(grid: HexGrid, side: HexsideId): [{ x: number; y: number }, { x: number; y: number }] {
  const [a, b] = hexsideEnds(side);
  const ca = grid.center(a);
  const cb = grid.center(b);
  const mid = { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
  const cs = grid
    .corners(a)
    .map((c) => ({ c, d: Math.hypot(c.x - mid.x, c.y - mid.y) }))
    .sort((p, q) => p.d - q.d);
  return [cs[0]?.c, cs[1]?.c] as [{ x: number; y: number }, { x: number; y: number }];
}

/** A URL the <image> can draw: a blob where the browser has them (no size limit), else a data URL. */
export function svgUrl(markup: string): { url: string; revoke: () => void } {
  if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function' && typeof Blob !== 'undefined') {
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    return { url, revoke: () => URL.revokeObjectURL(url) };
  }
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`, revoke: () => undefined };
}
