/**
 * The unchanging layer of the Demonlord map, written once as one standalone SVG
 * and drawn as a single <image> (the approach of components/hexStatic.ts, whose
 * patterns, edge geometry and blob URL it reuses): the 506 areas in their main
 * terrain with a pattern each, the second terrain as a patch in the lower part of
 * the area, the grid, rivers along the hexsides with their fords, roads through
 * the areas and off the map edge, bridges, the lake and cliff borders, and a
 * symbol for each settlement by class. Live things (stacks, names, control,
 * highlights) are drawn above it by the board.
 */
import { edgeOf, PATTERNS } from '../../components/hexStatic.ts';
import type { Box } from '../../components/PanZoom.tsx';
import {
  AREAS,
  BORDERS,
  borderEnds,
  CLIFF_BORDERS,
  FORDS,
  grid,
  LAKE_BORDERS,
  type LandTerrain,
  type MapEdge,
  RIVERS,
  ROADS,
  SETTLEMENTS,
  type Settlement,
} from '@hexpost/shared/games/demonlord/data/index.ts';

export interface TerrainStyle {
  fill: string;
  label: string;
  /** A pattern id in the image's defs (ours `dl-*`, or the shared `hx-*`). */
  pattern?: string;
}

/** Terrain colours after the map's own (meadows light green, steppe brown-green, desert yellow...), each with a pattern too. */
export const TERRAIN: Readonly<Record<LandTerrain, TerrainStyle>> = {
  plain: { fill: '#cfe6a3', label: 'Meadow' },
  steppe: { fill: '#c8c48a', label: 'Steppe', pattern: 'dl-grass' },
  desert: { fill: '#f2d877', label: 'Desert', pattern: 'dl-sand' },
  forest: { fill: '#4f8f3d', label: 'Forest', pattern: 'dl-trees' },
  hills: { fill: '#c49a62', label: 'Hills', pattern: 'dl-hills' },
  mountains: { fill: '#e6ded3', label: 'Mountains', pattern: 'hx-peaks' },
  swamp: { fill: '#84b3a3', label: 'Swamp', pattern: 'dl-marsh' },
};

export const LINE_STYLE = {
  river: { stroke: '#1f6fc4', width: 0.15 },
  road: { stroke: '#7a4a1f', width: 0.085 },
  lake: { stroke: '#6cb4e6', width: 0.34 },
  cliff: { stroke: '#3b2512', width: 0.09 },
} as const;

/** Our own patterns (ids `dl-*`): tufts for steppe, stipple for desert, trees, hill arcs, marsh reeds. */
const OWN_PATTERNS = [
  '<pattern id="dl-grass" width="0.34" height="0.3" patternUnits="userSpaceOnUse"><path d="M0.06 0.22l0.03-0.09l0.03 0.09M0.22 0.1l0.03-0.08l0.03 0.08" fill="none" stroke="rgba(70,60,20,.45)" stroke-width="0.02"/></pattern>',
  '<pattern id="dl-sand" width="0.24" height="0.24" patternUnits="userSpaceOnUse"><circle cx="0.05" cy="0.06" r="0.018" fill="rgba(140,90,20,.45)"/><circle cx="0.17" cy="0.17" r="0.014" fill="rgba(140,90,20,.4)"/></pattern>',
  '<pattern id="dl-trees" width="0.3" height="0.27" patternUnits="userSpaceOnUse"><circle cx="0.08" cy="0.08" r="0.06" fill="rgba(20,60,15,.55)"/><circle cx="0.23" cy="0.21" r="0.055" fill="rgba(170,220,130,.35)"/></pattern>',
  '<pattern id="dl-hills" width="0.36" height="0.28" patternUnits="userSpaceOnUse"><path d="M0.02 0.2q0.08-0.13 0.16 0M0.18 0.08q0.07-0.1 0.14 0" fill="none" stroke="rgba(80,45,10,.5)" stroke-width="0.025"/></pattern>',
  '<pattern id="dl-marsh" width="0.3" height="0.26" patternUnits="userSpaceOnUse"><path d="M0.04 0.2h0.14M0.08 0.2v-0.08M0.12 0.2v-0.11M0.16 0.2v-0.07" fill="none" stroke="rgba(10,50,50,.55)" stroke-width="0.02"/></pattern>',
  '<pattern id="dl-water" width="0.3" height="0.15" patternUnits="userSpaceOnUse"><path d="M0 0.08 Q0.075 0.02 0.15 0.08 T0.3 0.08" fill="none" stroke="rgba(255,255,255,.6)" stroke-width="0.025"/></pattern>',
].join('');

const f3 = (n: number) => n.toFixed(3);
const pts = (ps: readonly { x: number; y: number }[]) => ps.map((p) => `${f3(p.x)},${f3(p.y)}`).join(' ');

/** The whole map's extent in map units (a hex is 1 from centre to corner), with a small margin. */
export const MAP_BOX: Box = (() => {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const id of AREAS.keys())
    for (const c of grid.corners(id)) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
  const pad = 0.6;
  return { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad };
})();

/** The second terrain's patch: the lower part of the area, below a line a little under its centre. */
const PATCH = [
  { x: -0.8, y: 0.35 },
  { x: 0.8, y: 0.35 },
  { x: 0.5, y: 0.866 },
  { x: -0.5, y: 0.866 },
];

/** A part of a border: the whole edge, or (a partial lake or cliff) the half nearer its first corner. */
function edgePart(id: string, whole: boolean) {
  const [p, q] = edgeOf(grid, id);
  return whole ? [p, q] : [p, { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }];
}

/** The areas on top of the cliffs (the Scarp's plateau and Midazu's crag): the hachures point away from them. */
const CLIFF_TOPS = new Set(['1313', '1214', '1519']);

function cliffMarkup(border: string, whole: boolean): string {
  const [a, b] = borderEnds(border);
  const top = CLIFF_TOPS.has(a) ? a : b;
  const low = top === a ? b : a;
  const [p, q] = edgePart(border, whole) as [{ x: number; y: number }, { x: number; y: number }];
  const ct = grid.center(top);
  const cl = grid.center(low);
  const len = Math.hypot(cl.x - ct.x, cl.y - ct.y);
  const dx = ((cl.x - ct.x) / len) * 0.17;
  const dy = ((cl.y - ct.y) / len) * 0.17;
  const ticks: string[] = [];
  const n = whole ? 5 : 3;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    ticks.push(`M${f3(x)} ${f3(y)}l${f3(dx)} ${f3(dy)}`);
  }
  const st = LINE_STYLE.cliff;
  return `<g class="dl-cliff" data-border="${border}"><line x1="${f3(p.x)}" y1="${f3(p.y)}" x2="${f3(q.x)}" y2="${f3(q.y)}" stroke="${st.stroke}" stroke-width="${st.width}" stroke-linecap="round"/><path d="${ticks.join('')}" stroke="${st.stroke}" stroke-width="0.05" stroke-linecap="round"/></g>`;
}

function lakeMarkup(border: string, whole: boolean): string {
  const [p, q] = edgePart(border, whole) as [{ x: number; y: number }, { x: number; y: number }];
  const st = LINE_STYLE.lake;
  const line = `x1="${f3(p.x)}" y1="${f3(p.y)}" x2="${f3(q.x)}" y2="${f3(q.y)}"`;
  return `<g class="dl-lake" data-border="${border}"><line ${line} stroke="${st.stroke}" stroke-width="${st.width}" stroke-linecap="round"/><line ${line} stroke="url(#dl-water)" stroke-width="${st.width}" stroke-linecap="round"/></g>`;
}

/** A point just off the map edge beyond an area, where a road leaves the map. */
function offEdge(area: string, edge: MapEdge) {
  const c = grid.center(area);
  const d = 1.3;
  return {
    north: { x: c.x, y: c.y - d },
    south: { x: c.x, y: c.y + d },
    east: { x: c.x + d, y: c.y },
    west: { x: c.x - d, y: c.y },
  }[edge];
}

/** Road polylines (centre to centre) in map units, with the stretch off the map edge where a road leaves it. */
export function roadLines(): { id: string; name: string; points: { x: number; y: number }[] }[] {
  return ROADS.map((r) => {
    const points = r.areas.map((a) => grid.center(a));
    const first = r.areas[0];
    if (r.leavesMap && first) points.unshift(offEdge(first, r.leavesMap));
    return { id: r.id, name: r.name, points };
  });
}

/** Where each road crosses a river: the bridges, at the middle of their border. */
export function bridges(): { border: string; x: number; y: number; angle: number }[] {
  const out: { border: string; x: number; y: number; angle: number }[] = [];
  for (const b of BORDERS.values()) {
    if (!b.segments.includes('bridge')) continue;
    const ca = grid.center(b.a);
    const cb = grid.center(b.b);
    out.push({
      border: b.id,
      x: (ca.x + cb.x) / 2,
      y: (ca.y + cb.y) / 2,
      angle: (Math.atan2(cb.y - ca.y, cb.x - ca.x) * 180) / Math.PI,
    });
  }
  return out;
}

/** A settlement's symbol, centred on (0,0), about 0.5 across: walls and towers, a keep, a house, a temple. */
export function symbolMarkup(s: Pick<Settlement, 'class' | 'capital'>): string {
  const ink = 'stroke="#1b1b1b" stroke-width="0.035" stroke-linejoin="round"';
  switch (s.class) {
    case 'city':
      return `<path d="M-0.27 0.16V-0.1h0.08v0.05h0.07v-0.05h0.08v0.05h0.07v-0.05h0.08v0.05h0.07v-0.05h0.09V0.16z" fill="${s.capital ? '#fff2b3' : '#f4f0e6'}" ${ink}/><rect x="-0.05" y="0.04" width="0.1" height="0.12" fill="#1b1b1b"/>${
        s.capital
          ? '<path d="M0 -0.36l0.045 0.09l0.1 0.012l-0.073 0.068l0.02 0.1l-0.092-0.05l-0.092 0.05l0.02-0.1l-0.073-0.068l0.1-0.012z" fill="#c8102e" stroke="#1b1b1b" stroke-width="0.02"/>'
          : ''
      }`;
    case 'castle':
      return `<path d="M-0.15 0.18V-0.12h0.06v0.06h0.06v-0.06h0.06v0.06h0.06v-0.06h0.06V0.18z" fill="#d9d2c3" ${ink}/><path d="M-0.03 0.18v-0.09a0.03 0.03 0 0 1 0.06 0v0.09z" fill="#1b1b1b"/>`;
    case 'village':
      return `<path d="M-0.15 0.14V-0.02L0 -0.15L0.15 -0.02V0.14z" fill="#f4e4c4" ${ink}/><rect x="-0.035" y="0.04" width="0.07" height="0.1" fill="#1b1b1b"/>`;
    case 'temple':
      return `<path d="M-0.2 -0.03L0 -0.17L0.2 -0.03z" fill="#fff" ${ink}/><path d="M-0.16 -0.03v0.15M-0.06 -0.03v0.15M0.06 -0.03v0.15M0.16 -0.03v0.15M-0.21 0.14h0.42" fill="none" ${ink}/>`;
  }
}

/** Where a settlement's symbol sits in its area: above the centre, clear of a stack's token. */
export const symbolAt = (area: string) => {
  const c = grid.center(area);
  return { x: c.x, y: c.y - 0.5 };
};

/** The standalone SVG of the map's unchanging layer, over MAP_BOX. */
export function mapMarkup(opts: { areaIds?: boolean } = {}): string {
  const box = MAP_BOX;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f3(box.x)} ${f3(box.y)} ${f3(box.w)} ${f3(box.h)}" width="${Math.round(box.w * 48)}" height="${Math.round(box.h * 48)}">`,
    '<style>.e{stroke:rgba(0,0,0,.32);stroke-width:.03}.i{fill:rgba(0,0,0,.5);font:.17px sans-serif;text-anchor:middle}</style>',
    `<defs>${PATTERNS}${OWN_PATTERNS}`,
  ];
  const first = AREAS.keys().next().value as string;
  const c0 = grid.center(first);
  out.push(
    `<polygon id="h" points="${pts(grid.corners(first).map((p) => ({ x: p.x - c0.x, y: p.y - c0.y })))}"/>`,
    `<polygon id="p" points="${pts(PATCH)}"/></defs>`,
    `<rect x="${f3(box.x)}" y="${f3(box.y)}" width="${f3(box.w)}" height="${f3(box.h)}" fill="#dfe7d2"/>`,
  );
  for (const a of AREAS.values()) {
    const c = grid.center(a.id);
    const xy = `x="${f3(c.x)}" y="${f3(c.y)}"`;
    const [main, second] = a.terrain;
    const t = TERRAIN[main as LandTerrain];
    out.push(`<use href="#h" class="e" data-area="${a.id}" data-terrain="${main}" ${xy} fill="${t.fill}"/>`);
    if (t.pattern) out.push(`<use href="#h" ${xy} fill="url(#${t.pattern})"/>`);
    if (second) {
      const s = TERRAIN[second];
      out.push(
        `<use href="#p" class="dl-second" data-second="${second}" ${xy} fill="${s.fill}" stroke="rgba(0,0,0,.25)" stroke-width="0.02"/>`,
      );
      if (s.pattern) out.push(`<use href="#p" ${xy} fill="url(#${s.pattern})"/>`);
    }
  }
  // Roads under the water lines: a bridge is drawn over the river after both.
  for (const r of roadLines()) {
    out.push(
      `<polyline class="dl-road" data-road="${r.id}" points="${pts(r.points)}" fill="none" stroke="${LINE_STYLE.road.stroke}" stroke-width="${LINE_STYLE.road.width}" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  }
  const fords = new Set(FORDS);
  for (const r of RIVERS)
    for (const b of r.borders) {
      const [p, q] = edgeOf(grid, b);
      const line = `x1="${f3(p.x)}" y1="${f3(p.y)}" x2="${f3(q.x)}" y2="${f3(q.y)}"`;
      out.push(
        `<line class="dl-river" data-border="${b}" data-river="${r.id}" ${line} stroke="${LINE_STYLE.river.stroke}" stroke-width="${LINE_STYLE.river.width}" stroke-linecap="round"/>`,
      );
      // a ford: the river broken by pale stepping stones
      if (fords.has(b))
        out.push(
          `<line class="dl-ford" data-border="${b}" ${line} stroke="#fff" stroke-width="0.09" stroke-dasharray="0.07 0.07" stroke-dashoffset="-0.1"/>`,
        );
    }
  for (const br of bridges()) {
    out.push(
      `<g class="dl-bridge" data-border="${br.border}" transform="translate(${f3(br.x)} ${f3(br.y)}) rotate(${br.angle.toFixed(1)})"><rect x="-0.2" y="-0.1" width="0.4" height="0.2" rx="0.03" fill="#e9dcc0" stroke="#3b2512" stroke-width="0.04"/><path d="M-0.13 -0.1v0.2M0.13 -0.1v0.2" stroke="#3b2512" stroke-width="0.025"/></g>`,
    );
  }
  for (const l of LAKE_BORDERS) out.push(lakeMarkup(l.border, l.whole));
  for (const c of CLIFF_BORDERS) out.push(cliffMarkup(c.border, c.whole));
  for (const s of SETTLEMENTS) {
    const at = symbolAt(s.area);
    out.push(
      `<g class="dl-place dl-place--${s.class}" data-settlement="${s.id}" transform="translate(${f3(at.x)} ${f3(at.y)})">${symbolMarkup(s)}</g>`,
    );
  }
  if (opts.areaIds !== false)
    for (const a of AREAS.values()) {
      if (SETTLEMENTS.some((s) => s.area === a.id)) continue;
      const c = grid.center(a.id);
      out.push(`<text class="i" x="${c.x.toFixed(2)}" y="${(c.y - 0.62).toFixed(2)}">${a.id}</text>`);
    }
  out.push('</svg>');
  return out.join('');
}
