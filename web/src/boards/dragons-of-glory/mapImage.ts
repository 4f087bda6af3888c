/**
 * The unchanging layer of the Dragons of Glory map (Ansalon, 48 × 32
 * flat-topped hexes), written once as one standalone SVG and drawn as a single
 * <image> (components/hexStatic.ts's approach, patterns and blob URL): each
 * terrain in its colour with a pattern, the Maelstrom's swirl, rivers along the
 * hexsides (major rivers heavier, deep ones heaviest and darker), mountain
 * hexsides, coasts, national borders dashed, a symbol per stronghold by kind
 * (a star on a capital, an anchor at a port), and the names of the nations and
 * regions. Live things (stacks, control, names of places, highlights) are drawn
 * above it by the board.
 */
import {
  grid,
  type HexId,
  HEXES,
  HEXSIDES,
  MAELSTROM,
  NATION_INFO,
  type NationId,
  PLACES,
  type Place,
  REGIONS,
  type Terrain,
} from '@hexpost/shared/games/dragons-of-glory/data/index.ts';
import { edgeOf, PATTERNS } from '../../components/hexStatic.ts';
import type { Box } from '../../components/PanZoom.tsx';

export interface TerrainStyle {
  fill: string;
  label: string;
  pattern?: string;
}

/** Terrain colours, each with a pattern too, so terrain never depends on colour alone. */
export const TERRAIN: Readonly<Record<Terrain, TerrainStyle>> = {
  sea: { fill: '#a9cfe8', label: 'Sea', pattern: 'hx-waves' },
  clear: { fill: '#e3ebbf', label: 'Plains' },
  forest: { fill: '#74a860', label: 'Forest', pattern: 'dg-trees' },
  mountain: { fill: '#c9b49a', label: 'Mountains', pattern: 'hx-peaks' },
  marsh: { fill: '#9cc4ad', label: 'Marsh', pattern: 'dg-marsh' },
  desert: { fill: '#efd68a', label: 'Desert', pattern: 'dg-sand' },
  glacier: { fill: '#f1f6fa', label: 'Glacier (plays as plains)', pattern: 'dg-ice' },
};
export const PASS_FILL = '#ddd0b8';
export const MAELSTROM_FILL = '#5d7fa8';

export const LINE_STYLE = {
  river: { stroke: '#2a7fd0', width: 0.1 },
  major: { stroke: '#1f6fc4', width: 0.2 },
  deep: { stroke: '#0d3f8f', width: 0.3 },
  mountain: { stroke: '#5a3b1c', width: 0.11 },
  border: { stroke: '#5b2a86', width: 0.07 },
  coast: { stroke: '#43657f', width: 0.05 },
} as const;

const OWN_PATTERNS = [
  '<pattern id="dg-trees" width="0.32" height="0.28" patternUnits="userSpaceOnUse"><circle cx="0.08" cy="0.08" r="0.065" fill="rgba(20,60,15,.5)"/><circle cx="0.24" cy="0.22" r="0.055" fill="rgba(20,60,15,.4)"/></pattern>',
  '<pattern id="dg-marsh" width="0.3" height="0.26" patternUnits="userSpaceOnUse"><path d="M0.04 0.2h0.14M0.08 0.2v-0.08M0.12 0.2v-0.11M0.16 0.2v-0.07" fill="none" stroke="rgba(10,50,50,.55)" stroke-width="0.02"/></pattern>',
  '<pattern id="dg-sand" width="0.24" height="0.24" patternUnits="userSpaceOnUse"><circle cx="0.05" cy="0.06" r="0.02" fill="rgba(140,90,20,.45)"/><circle cx="0.17" cy="0.17" r="0.015" fill="rgba(140,90,20,.4)"/></pattern>',
  '<pattern id="dg-ice" width="0.4" height="0.3" patternUnits="userSpaceOnUse"><path d="M0.02 0.1l0.1 0.06l0.12-0.08M0.2 0.26l0.12-0.06" fill="none" stroke="rgba(60,110,150,.45)" stroke-width="0.02"/></pattern>',
  '<pattern id="dg-swirl" width="0.6" height="0.6" patternUnits="userSpaceOnUse"><path d="M0.3 0.3m-0.2 0a0.2 0.2 0 1 1 0.2 0.2M0.3 0.3m-0.1 0a0.1 0.1 0 1 1 0.1 0.1" fill="none" stroke="rgba(255,255,255,.7)" stroke-width="0.03"/></pattern>',
].join('');

const f3 = (n: number) => n.toFixed(3);
const pts = (ps: readonly { x: number; y: number }[]) => ps.map((p) => `${f3(p.x)},${f3(p.y)}`).join(' ');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const HEX_IDS: readonly HexId[] = [...HEXES.keys()];

/** The whole map's extent in map units (a hex is 1 from centre to corner), with a small margin. */
export const MAP_BOX: Box = (() => {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const id of HEX_IDS)
    for (const c of grid.corners(id)) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
  const pad = 0.4;
  return { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad };
})();

/** A stronghold's symbol centred on (0,0), about 0.5 across: walls for a fortified city, a keep, a dwarven gate, a house. */
export function symbolMarkup(p: Pick<Place, 'kind' | 'capital' | 'port'>): string {
  const ink = 'stroke="#1b1b1b" stroke-width="0.035" stroke-linejoin="round"';
  let s = '';
  switch (p.kind) {
    case 'fortified-city':
      s = `<path d="M-0.27 0.16V-0.1h0.08v0.05h0.07v-0.05h0.08v0.05h0.07v-0.05h0.08v0.05h0.07v-0.05h0.09V0.16z" fill="#f4f0e6" ${ink}/><rect x="-0.05" y="0.04" width="0.1" height="0.12" fill="#1b1b1b"/>`;
      break;
    case 'fortress':
      s = `<path d="M-0.16 0.18V-0.12h0.064v0.06h0.064v-0.06h0.064v0.06h0.064v-0.06h0.064V0.18z" fill="#d9d2c3" ${ink}/><path d="M-0.03 0.18v-0.09a0.03 0.03 0 0 1 0.06 0v0.09z" fill="#1b1b1b"/>`;
      break;
    case 'dwarven-fortress':
      s = `<path d="M-0.24 0.17L0 -0.17L0.24 0.17z" fill="#b9a48a" ${ink}/><path d="M-0.07 0.17v-0.1a0.07 0.07 0 0 1 0.14 0v0.1z" fill="#1b1b1b"/>`;
      break;
    case 'port-town':
      s = `<path d="M-0.15 0.14V-0.02L0 -0.15L0.15 -0.02V0.14z" fill="#f4e4c4" ${ink}/><rect x="-0.035" y="0.04" width="0.07" height="0.1" fill="#1b1b1b"/>`;
      break;
  }
  if (p.capital)
    s +=
      '<path transform="translate(0 -0.27)" d="M0 -0.12l0.035 0.07l0.078 0.01l-0.057 0.053l0.016 0.077l-0.072-0.04l-0.072 0.04l0.016-0.077l-0.057-0.053l0.078-0.01z" fill="#e8b923" stroke="#1b1b1b" stroke-width="0.02"/>';
  if (p.port)
    s +=
      '<g transform="translate(0.34 0.06)" fill="none" stroke="#0d3f8f" stroke-width="0.035" stroke-linecap="round"><path d="M0 -0.12v0.22M-0.07 -0.07h0.14M-0.09 0.03a0.09 0.09 0 0 0 0.18 0"/><circle cx="0" cy="-0.14" r="0.025"/></g>';
  return s;
}

/** Where a stronghold's symbol sits in its hex: above the centre, clear of a stack's token. */
export const symbolAt = (hex: HexId) => {
  const c = grid.center(hex);
  return { x: c.x, y: c.y - 0.6 };
};

/** Where a nation's name goes: the hex of its territory nearest its middle. */
export function nationLabels(): { nation: NationId; name: string; x: number; y: number }[] {
  const by = new Map<NationId, HexId[]>();
  for (const h of HEXES.values()) if (h.nation) by.set(h.nation, [...(by.get(h.nation) ?? []), h.id]);
  const out: { nation: NationId; name: string; x: number; y: number }[] = [];
  for (const [n, hexes] of by) {
    const cs = hexes.map((h) => grid.center(h));
    const mx = cs.reduce((s, c) => s + c.x, 0) / cs.length;
    const my = cs.reduce((s, c) => s + c.y, 0) / cs.length;
    const best = cs.reduce((a, b) => ((a.x - mx) ** 2 + (a.y - my) ** 2 <= (b.x - mx) ** 2 + (b.y - my) ** 2 ? a : b));
    out.push({ nation: n, name: NATION_INFO[n].name, x: best.x, y: best.y + 0.62 });
  }
  return out;
}

/** The standalone SVG of the map's unchanging layer, over MAP_BOX. */
export function mapMarkup(): string {
  const box = MAP_BOX;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f3(box.x)} ${f3(box.y)} ${f3(box.w)} ${f3(box.h)}" width="${Math.round(box.w * 40)}" height="${Math.round(box.h * 40)}">`,
    '<style>.e{stroke:rgba(0,0,0,.22);stroke-width:.025}.n{font:700 .62px sans-serif;letter-spacing:.06em;text-anchor:middle;fill:rgba(70,30,100,.55);paint-order:stroke;stroke:rgba(255,255,255,.6);stroke-width:.06px}.r{font:italic 600 .7px serif;text-anchor:middle;fill:rgba(30,50,80,.6)}.r.l{fill:rgba(70,45,15,.6)}</style>',
    `<defs>${PATTERNS}${OWN_PATTERNS}`,
  ];
  const first = HEX_IDS[0] as HexId;
  const c0 = grid.center(first);
  out.push(
    `<polygon id="h" points="${pts(grid.corners(first).map((p) => ({ x: p.x - c0.x, y: p.y - c0.y })))}"/></defs>`,
    `<rect x="${f3(box.x)}" y="${f3(box.y)}" width="${f3(box.w)}" height="${f3(box.h)}" fill="${TERRAIN.sea.fill}"/>`,
  );
  for (const h of HEXES.values()) {
    const c = grid.center(h.id);
    const xy = `x="${f3(c.x)}" y="${f3(c.y)}"`;
    const t = TERRAIN[h.terrain];
    const fill = h.maelstrom ? MAELSTROM_FILL : h.pass ? PASS_FILL : t.fill;
    out.push(
      `<use href="#h" class="e" data-hex="${h.id}" data-terrain="${h.maelstrom ? 'maelstrom' : h.pass ? 'pass' : h.terrain}" ${xy} fill="${fill}"/>`,
    );
    const pattern = h.maelstrom ? 'dg-swirl' : t.pattern;
    if (pattern) out.push(`<use href="#h" ${xy} fill="url(#${pattern})"/>`);
  }
  // hexsides: coasts and borders under mountains, rivers on top
  const line = (id: string, cls: string, st: { stroke: string; width: number }, extra = '') => {
    const [p, q] = edgeOf(grid, id);
    return `<line class="${cls}" data-side="${id}" x1="${f3(p.x)}" y1="${f3(p.y)}" x2="${f3(q.x)}" y2="${f3(q.y)}" stroke="${st.stroke}" stroke-width="${st.width}" stroke-linecap="round"${extra}/>`;
  };
  const sides = [...HEXSIDES.values()];
  for (const s of sides) if (s.coast) out.push(line(s.id, 'dg-coast', LINE_STYLE.coast));
  for (const s of sides) {
    const a = HEXES.get(s.a);
    const b = HEXES.get(s.b);
    if (a?.land && b?.land && a.nation !== b.nation)
      out.push(line(s.id, 'dg-border', LINE_STYLE.border, ' stroke-dasharray="0.16 0.1"'));
  }
  for (const s of sides) if (s.mountain) out.push(line(s.id, 'dg-mountain', LINE_STYLE.mountain));
  for (const s of sides) {
    if (!s.river) continue;
    const st = s.deep ? LINE_STYLE.deep : s.navigable ? LINE_STYLE.major : LINE_STYLE.river;
    const cls = s.deep ? 'dg-river dg-river--deep' : s.navigable ? 'dg-river dg-river--major' : 'dg-river';
    out.push(line(s.id, cls, st));
  }
  for (const n of nationLabels())
    out.push(
      `<text class="n" data-nation="${n.nation}" x="${f3(n.x)}" y="${f3(n.y)}">${esc(n.name.toUpperCase())}</text>`,
    );
  for (const r of REGIONS) {
    const c = grid.center(r.label);
    out.push(
      `<text class="r${r.kind === 'land' ? ' l' : ''}" data-region="${r.id}" x="${f3(c.x)}" y="${f3(c.y)}">${esc(r.name.replace(/^the /, 'The '))}</text>`,
    );
  }
  const mc = MAELSTROM.map((h) => grid.center(h));
  out.push(
    `<text class="r" data-region="maelstrom" style="fill:#fff;font-size:.5px" x="${f3(mc.reduce((s, c) => s + c.x, 0) / mc.length)}" y="${f3(mc.reduce((s, c) => s + c.y, 0) / mc.length + 0.15)}">The Maelstrom</text>`,
  );
  for (const p of PLACES) {
    const at = symbolAt(p.hex);
    out.push(
      `<g class="dg-place dg-place--${p.kind}" data-place="${p.id}" transform="translate(${f3(at.x)} ${f3(at.y)})">${symbolMarkup(p)}</g>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}
