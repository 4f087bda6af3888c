/**
 * A hex board in SVG, drawn from map data with the shared hex geometry:
 * terrain fills (each with a pattern too, so terrain never depends on colour
 * alone), hexside features (rivers, navigable rivers, mountain sides,
 * borders), named places and castles, stacks of counters with a count badge,
 * highlighted legal targets, a path preview. Tap or Enter on a hex selects it
 * and describes it below the board.
 */
import type { GridSpec, HexGrid, HexId, HexsideId } from '@hexpost/shared/engine';
import { createEffect, createMemo, createSignal, For, type JSX, on, onCleanup, onMount, Show } from 'solid-js';
import { seatColour } from '../lib/words.ts';
import { cachedGrid } from './hexGeometry.ts';
import { staticMarkup, svgUrl } from './hexStatic.ts';
import { type Box, PanZoom } from './PanZoom.tsx';
import { bitmapKey, bitmapScale, bitmapsPossible, keptBitmap, makeBitmap } from './staticBitmap.ts';

export interface HexCell {
  id: HexId;
  terrain?: string;
  /** A named place in the hex (town, castle, ford). */
  name?: string;
  /** A castle's or town's value, printed beside its name. */
  value?: number | string;
  /** A wash over the terrain (territory shading); keep it light, and say the owner in `note` too. */
  tint?: string;
  /** A small glyph drawn above the centre (castle ♜, royal castle ♚, port ⚓, plundered ✗). */
  mark?: string;
  /** Extra words for the spoken description ("Muetar", "royal castle, plundered"). */
  note?: string;
}

export interface HexsideFeature {
  side: HexsideId;
  /** river, navigable, mountain, border, or a title's own kind (drawn as a plain line). */
  kind: string;
}

export interface Counter {
  id: string;
  label: string;
  /** Owner seat; its index in `seats` gives the colour. */
  seat?: string;
  /** Free text for the inspector ("3-4-5 heavy infantry"). */
  detail?: string;
  /** Counter fill, overriding the seat colour (e.g. a kingdom's colour); `ink` is its text colour. */
  colour?: string;
  ink?: string;
}

export interface Stack {
  hex: HexId;
  /** Top first. For a hidden stack give only the top (or none) and `count`. */
  counters: Counter[];
  /** Counters in the stack when more exist than the viewer may see. */
  count?: number;
  /** A glyph on the stack's lower-left corner (e.g. ⚔ for a siege), and its words for the inspector. */
  mark?: string;
  markLabel?: string;
}

/** A line through hex centres (an ordinary river running through its valley hexes). */
export interface Route {
  hexes: readonly HexId[];
  kind: string;
  label?: string;
}

export interface TerrainStyle {
  fill: string;
  label: string;
  pattern?: 'dots' | 'hatch' | 'cross' | 'waves' | 'peaks';
}

export const DEFAULT_TERRAIN: Record<string, TerrainStyle> = {
  clear: { fill: '#e8e4c9', label: 'Clear' },
  forest: { fill: '#7fae6a', label: 'Forest', pattern: 'dots' },
  hills: { fill: '#c9b47c', label: 'Hills', pattern: 'hatch' },
  mountains: { fill: '#9c8f7e', label: 'Mountains', pattern: 'peaks' },
  swamp: { fill: '#8fb3a4', label: 'Swamp', pattern: 'cross' },
  water: { fill: '#8ec3e6', label: 'Water', pattern: 'waves' },
  desert: { fill: '#f0dc9c', label: 'Desert' },
  city: { fill: '#d0c2d8', label: 'City', pattern: 'cross' },
};

const SIDE_STYLE: Record<string, { stroke: string; width: number; dash?: string; label: string }> = {
  river: { stroke: '#1b6fb5', width: 0.12, label: 'River' },
  navigable: { stroke: '#0b3f73', width: 0.22, label: 'Navigable river' },
  mountain: { stroke: '#5b3a1a', width: 0.16, dash: '0.12 0.08', label: 'Mountain side' },
  border: { stroke: '#222', width: 0.08, dash: '0.25 0.1 0.05 0.1', label: 'Border' },
  canal: { stroke: '#0b3f73', width: 0.1, dash: '0.1 0.06', label: 'Canal' },
};

export interface HexMapProps {
  grid: GridSpec;
  hexes: readonly HexCell[];
  terrain?: Record<string, TerrainStyle>;
  hexsides?: readonly HexsideFeature[];
  stacks?: readonly Stack[];
  /** Seat ids in table order, for counter colours. */
  seats?: readonly string[];
  highlights?: readonly HexId[];
  path?: readonly HexId[];
  selected?: HexId | null;
  onSelect?: (hex: HexId) => void;
  label?: string;
  /** Rivers drawn through hex centres. */
  routes?: readonly Route[];
  /** Short text on a hex (e.g. the movement cost of a highlighted destination). */
  tags?: Readonly<Record<HexId, string>>;
  /** Start zoomed on these hexes (the whole map stays reachable with − and ⤢). */
  focus?: readonly HexId[];
  /** Keep the player's view of this map across reloads (see PanZoom). */
  persistKey?: string;
  /** Print each hex's id (default true). */
  hexIds?: boolean;
  /** Big labels placed at a hex centre (region or kingdom names). */
  areaLabels?: readonly { hex: HexId; text: string }[];
  /** Hexes that changed since the player last looked: ringed, and said so when inspected. */
  changed?: readonly HexId[];
  /** Pan to these hexes whenever the list changes to new ones (see PanZoom `goTo`). */
  goTo?: readonly HexId[];
  /** The sheet of choices for the tapped hex, drawn inside the map's frame (see PanZoom `overlay`). */
  overlay?: JSX.Element;
  /** After each pan or zoom is drawn (see PanZoom `onView`). */
  onView?: () => void;
}

const pts = (ps: { x: number; y: number }[]) => ps.map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`).join(' ');

/** The hex of a grid under a point of the map (nearest centre within a hex's reach), or null off the map. */
export function hexAt(grid: HexGrid, hexes: readonly HexCell[], x: number, y: number): HexId | null {
  let best: HexId | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const h of hexes) {
    const c = grid.center(h.id);
    const d = (c.x - x) ** 2 + (c.y - y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = h.id;
    }
  }
  // a corner is 1 unit from its centre: farther than that is outside every hex
  return bestD <= 1 ? best : null;
}

export function HexMap(props: HexMapProps) {
  const grid = createMemo(() => cachedGrid(props.grid));
  const terrain = () => ({ ...DEFAULT_TERRAIN, ...props.terrain });
  const [picked, setPicked] = createSignal<HexId | null>(null);
  const selected = () => (props.selected !== undefined ? props.selected : picked());
  const ids = createMemo(() => new Set(props.hexes.map((h) => h.id)));
  const stackAt = createMemo(() => new Map((props.stacks ?? []).map((s) => [s.hex, s])));
  const lit = createMemo(() => new Set(props.highlights ?? []));

  const box = createMemo(() => {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const h of props.hexes)
      for (const c of grid().corners(h.id)) {
        minX = Math.min(minX, c.x);
        minY = Math.min(minY, c.y);
        maxX = Math.max(maxX, c.x);
        maxY = Math.max(maxY, c.y);
      }
    if (!Number.isFinite(minX)) return { x: -1, y: -1, w: 2, h: 2 };
    const pad = 0.3;
    return { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad };
  });

  const around = (f: readonly HexId[]): Box | undefined => {
    if (!f.length) return undefined;
    const cs = f.map((id) => grid().center(id));
    const minX = Math.min(...cs.map((c) => c.x)) - 1.5;
    const maxX = Math.max(...cs.map((c) => c.x)) + 1.5;
    const minY = Math.min(...cs.map((c) => c.y)) - 1.5;
    const maxY = Math.max(...cs.map((c) => c.y)) + 1.5;
    return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
  };
  const start = createMemo(() => around(props.focus ?? []));
  const goTo = createMemo(() => around(props.goTo ?? []) ?? null, undefined, {
    equals: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  const changed = createMemo(() => new Set(props.changed ?? []));
  /**
   * Hexes drawn as elements of their own (a tap area, a name to read out, an outline when lit): the lit,
   * the picked, those with pieces, names or tags. The rest of the map is the image below them.
   */
  const liveCells = createMemo(() => {
    const live = new Set<HexId>([...lit(), ...stackAt().keys(), ...Object.keys(props.tags ?? {}), ...changed()]);
    const sel = selected();
    if (sel) live.add(sel);
    return props.hexes.filter((h) => h.name || live.has(h.id));
  });

  const seatIndex = (seat?: string) => (seat ? Math.max(0, (props.seats ?? []).indexOf(seat)) : -1);
  const describe = (id: HexId) => {
    const h = props.hexes.find((x) => x.id === id);
    if (!h) return id;
    const t = h.terrain ? (terrain()[h.terrain]?.label ?? h.terrain) : null;
    const s = stackAt().get(id);
    const n = s ? (s.count ?? s.counters.length) : 0;
    return [
      `Hex ${id}`,
      t,
      h.name ? `${h.name}${h.value !== undefined ? ` (${h.value})` : ''}` : null,
      h.note ?? null,
      n ? `${n} counter${n === 1 ? '' : 's'}` : null,
      s?.markLabel ?? null,
      lit().has(id) ? `legal target${props.tags?.[id] ? ` (${props.tags[id]})` : ''}` : null,
      changed().has(id) ? 'changed since you last looked' : null,
    ]
      .filter(Boolean)
      .join(', ');
  };
  const choose = (id: HexId) => {
    setPicked(id);
    props.onSelect?.(id);
  };

  // The unchanging layer, drawn once as one image (hexStatic.ts); rebuilt only when the map data changes.
  const layerInputs = createMemo(() => ({
    grid: grid(),
    box: box(),
    cells: props.hexes,
    terrain: terrain(),
    sides: props.hexsides ?? [],
    routes: props.routes ?? [],
    hexIds: props.hexIds !== false,
  }));
  /** The layer's standalone SVG as a blob URL, written only when it is to be drawn (or rasterised). */
  let svg: { of: unknown; url: string; revoke: () => void } | null = null;
  const svgOf = (i: ReturnType<typeof layerInputs>) => {
    if (svg?.of !== i) {
      svg?.revoke();
      const markup = staticMarkup({
        ...i,
        sideStyle: (kind) => SIDE_STYLE[kind] ?? SIDE_STYLE.river ?? { stroke: '#444', width: 0.08 },
      });
      svg = { of: i, ...svgUrl(markup) };
    }
    return svg.url;
  };
  onCleanup(() => svg?.revoke());

  // Where the browser can, the layer is drawn from a bitmap kept on the device (staticBitmap.ts): made once
  // from the SVG the first time this device shows the map, then read back on every later opening (without
  // writing the SVG at all, unless the player zooms in past the bitmap's sharpness).
  const bitmaps = bitmapsPossible();
  const scale = createMemo(() => bitmapScale(box()));
  type Layer = { of: unknown; key: string | null; bitmap: string | null };
  const [layer, setLayer] = createSignal<Layer | null>(null);
  createEffect(
    on([layerInputs, scale], ([i, s]) => {
      if (!bitmaps) return;
      let live = true;
      onCleanup(() => {
        live = false;
      });
      void bitmapKey(import.meta.url, i, s).then(async (key) => {
        const url = key ? await keptBitmap(key) : null;
        if (live) setLayer({ of: i, key, bitmap: url });
      });
    }),
  );
  const current = () => {
    const l = layer();
    return l && l.of === layerInputs() ? l : null;
  };
  const shownBitmap = () => current()?.bitmap ?? null;
  /** No bitmap of its own (yet): the SVG is drawn, at once where there are no bitmaps, after the look-up elsewhere. */
  const vectorBase = () => !bitmaps || (!!current() && !shownBitmap());
  let making = 0;
  onCleanup(() => clearTimeout(making));
  /** The SVG has been drawn and this device has no bitmap of it: make one once the page is idle. */
  const vectorDrawn = () => {
    const l = current();
    if (!bitmaps || !l?.key || l.bitmap || making) return;
    const { key, of } = l;
    const url = svgOf(layerInputs());
    const b = box();
    const s = scale();
    making = window.setTimeout(() => {
      const run = () =>
        void makeBitmap(key, url, b, s).then((made) => {
          if (made && current()?.of === of) setLayer({ of, key, bitmap: made });
          making = 0;
        });
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, 2000);
  };

  // Zoomed in past what the bitmap shows sharply, the SVG is drawn over it (and taken away again further out).
  // Only the frame's observed size and the view box are read here: nothing that makes the browser lay out.
  let board: HTMLDivElement | undefined;
  let frameSize = { w: 0, h: 0 };
  let view: { w: number; h: number } | null = null;
  const [deep, setDeep] = createSignal(false);
  const checkDeep = (b?: Box) => {
    if (!bitmaps) return;
    if (b) view = b;
    if (!view || !(view.w > 0 && view.h > 0) || !frameSize.w || !frameSize.h) return;
    const perUnit = Math.min(frameSize.w / view.w, frameSize.h / view.h) * (window.devicePixelRatio || 1);
    const d = perUnit > scale() * 1.5;
    if (d !== deep()) setDeep(d);
  };
  onMount(() => {
    const svgEl = board?.querySelector<SVGSVGElement>('.panzoom svg');
    if (!bitmaps || !svgEl || typeof ResizeObserver !== 'function') return;
    const vb = svgEl.viewBox?.baseVal;
    if (vb) view = { w: vb.width, h: vb.height };
    const ro = new ResizeObserver(([e]) => {
      if (!e) return;
      frameSize = { w: e.contentRect.width, h: e.contentRect.height };
      checkDeep();
    });
    ro.observe(svgEl);
    onCleanup(() => ro.disconnect());
  });

  return (
    <div class="board hexmap" ref={board}>
      <PanZoom
        box={box()}
        start={start()}
        goTo={goTo()}
        overlay={props.overlay}
        onView={(b) => {
          checkDeep(b);
          props.onView?.();
        }}
        label={props.label ?? 'Hex map'}
        persistKey={props.persistKey}
      >
        <defs>
          <marker id="hx-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto">
            <path d="M0 0 L10 5 L0 10 z" fill="var(--path, #c0392b)" />
          </marker>
        </defs>
        <Show when={vectorBase() ? svgOf(layerInputs()) : shownBitmap()}>
          {(href) => (
            <image
              class="hx-static"
              href={href()}
              x={box().x}
              y={box().y}
              width={box().w}
              height={box().h}
              preserveAspectRatio="none"
              pointer-events="none"
              onLoad={() => vectorBase() && vectorDrawn()}
            />
          )}
        </Show>
        <Show when={deep() && shownBitmap() ? svgOf(layerInputs()) : null}>
          {(href) => (
            <image
              class="hx-static hx-static--vector"
              href={href()}
              x={box().x}
              y={box().y}
              width={box().w}
              height={box().h}
              preserveAspectRatio="none"
              pointer-events="none"
            />
          )}
        </Show>
        {/* A tap anywhere else on the map finds its hex from the point (hexAt), so only live hexes need elements. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keys reach every live hex, which are focusable buttons */}
        <rect
          class="hx-ground"
          x={box().x}
          y={box().y}
          width={box().w}
          height={box().h}
          fill="none"
          pointer-events="all"
          onClick={(e) => {
            const svg = (e.currentTarget as SVGRectElement).ownerSVGElement;
            const ctm = svg?.getScreenCTM?.();
            if (!svg || !ctm) return;
            const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
            const id = hexAt(grid(), props.hexes, pt.x, pt.y);
            if (id) choose(id);
          }}
        />
        <g class="hx-cells">
          <For each={liveCells()}>
            {(h) => {
              const corners = pts(grid().corners(h.id));
              const interactive = () => !!props.onSelect || lit().has(h.id);
              return (
                // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the g carries role, name and keys
                <g
                  class="hx"
                  data-hex={h.id}
                  classList={{ 'hx--lit': lit().has(h.id), 'hx--sel': selected() === h.id }}
                  role="button"
                  tabindex={interactive() ? 0 : -1}
                  aria-label={describe(h.id)}
                  aria-pressed={selected() === h.id}
                  onClick={() => choose(h.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      choose(h.id);
                    }
                  }}
                >
                  {/* the hex itself is drawn in the image below: this is its tap area and its outline when lit */}
                  <polygon points={corners} class="hx-edge" fill="none" pointer-events="all" />
                </g>
              );
            }}
          </For>
        </g>
        <g class="hx-places" pointer-events="none">
          <For each={props.areaLabels ?? []}>
            {(a) => {
              const c = grid().center(a.hex);
              return (
                <text x={c.x} y={c.y} class="hx-area" text-anchor="middle" font-size="0.7">
                  {a.text}
                </text>
              );
            }}
          </For>
          <For each={props.hexes.filter((h) => h.name)}>
            {(h) => {
              const c = grid().center(h.id);
              return (
                <text x={c.x} y={c.y + 0.72} class="hx-name" text-anchor="middle" font-size="0.22">
                  {h.name}
                  {h.value !== undefined ? ` ${h.value}` : ''}
                </text>
              );
            }}
          </For>
        </g>
        <Show when={(props.path?.length ?? 0) > 1}>
          <g class="hx-path" pointer-events="none">
            <polyline
              points={pts((props.path ?? []).map((id) => grid().center(id)))}
              fill="none"
              stroke="var(--path, #c0392b)"
              stroke-width="0.09"
              stroke-dasharray="0.2 0.1"
              marker-end="url(#hx-arrow)"
            />
            <For each={(props.path ?? []).slice(1)}>
              {(id, i) => {
                const c = grid().center(id);
                return (
                  <text x={c.x + 0.35} y={c.y + 0.1} font-size="0.24" class="hx-step">
                    {i() + 1}
                  </text>
                );
              }}
            </For>
          </g>
        </Show>
        <g class="hx-stacks" pointer-events="none">
          <For each={props.stacks ?? []}>
            {(s) => {
              const c = grid().center(s.hex);
              const top = s.counters[0];
              const n = s.count ?? s.counters.length;
              const i = seatIndex(top?.seat);
              return (
                <g class="stack" data-stack={s.hex}>
                  <rect
                    x={c.x - 0.36}
                    y={c.y - 0.36}
                    width="0.72"
                    height="0.72"
                    rx="0.08"
                    fill={top?.colour ?? (i >= 0 ? seatColour(i) : '#fff')}
                    stroke="#111"
                    stroke-width="0.04"
                  />
                  <text
                    x={c.x}
                    y={c.y + 0.08}
                    text-anchor="middle"
                    font-size="0.24"
                    class="stack-label"
                    style={top?.ink ? { fill: top.ink } : undefined}
                  >
                    {top?.label ?? '?'}
                  </text>
                  <Show when={s.mark}>
                    <circle cx={c.x - 0.36} cy={c.y + 0.36} r="0.2" fill="#fff" stroke="#111" stroke-width="0.03" />
                    <text x={c.x - 0.36} y={c.y + 0.43} text-anchor="middle" font-size="0.22" class="stack-mark">
                      {s.mark}
                    </text>
                  </Show>
                  <Show when={n > 1}>
                    <circle cx={c.x + 0.36} cy={c.y - 0.36} r="0.2" fill="#111" />
                    <text
                      x={c.x + 0.36}
                      y={c.y - 0.29}
                      text-anchor="middle"
                      font-size="0.2"
                      fill="#fff"
                      class="stack-count"
                    >
                      {n}
                    </text>
                  </Show>
                </g>
              );
            }}
          </For>
        </g>
        <Show when={props.tags}>
          <g class="hx-tags" pointer-events="none">
            <For each={Object.entries(props.tags ?? {})}>
              {([id, text]) => {
                const c = grid().center(id);
                return (
                  <g class="hx-tag" data-tag={id}>
                    <rect x={c.x - 0.32} y={c.y + 0.26} width="0.64" height="0.3" rx="0.06" />
                    <text x={c.x} y={c.y + 0.48} text-anchor="middle" font-size="0.22">
                      {text}
                    </text>
                  </g>
                );
              }}
            </For>
          </g>
        </Show>
        {/* What changed since the player last looked, over everything else and never in the way of a tap. */}
        <g class="hx-changed" pointer-events="none">
          <For each={props.changed ?? []}>
            {(id) => (ids().has(id) ? <polygon points={pts(grid().corners(id))} data-changed={id} /> : null)}
          </For>
        </g>
      </PanZoom>
      <p class="board-inspect" aria-live="polite">
        <Show when={selected()} fallback={<span class="muted">Tap a hex to inspect it.</span>}>
          {(id) => (
            <>
              {describe(id())}
              <Show when={stackAt().get(id())?.counters.length}>
                :{' '}
                {stackAt()
                  .get(id())
                  ?.counters.map((c) => (c.detail ? `${c.label} (${c.detail})` : c.label))
                  .join('; ')}
              </Show>
            </>
          )}
        </Show>
      </p>
    </div>
  );
}
