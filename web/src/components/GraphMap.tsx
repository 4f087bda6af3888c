/**
 * A point-to-point board (Defenders of the Realm): named locations at given
 * positions, the links between them, a colour per location (always with its
 * name, never colour alone) and tokens sitting on locations. Same pan and zoom
 * as HexMap; tap or Enter on a location selects it and describes it.
 */
import { createMemo, createSignal, For, type JSX, Show } from 'solid-js';
import { seatColour } from '../lib/words.ts';
import { PanZoom } from './PanZoom.tsx';

export interface GraphNode {
  id: string;
  name: string;
  x: number;
  y: number;
  /** A region or type colour; the name and `kind` are shown too. */
  colour?: string;
  kind?: string;
  /** A short mark drawn inside the location (e.g. a crown for a capital, "Inn"). */
  glyph?: string;
}

export interface GraphLink {
  a: string;
  b: string;
  colour?: string;
  dashed?: boolean;
}

export interface GraphToken {
  id: string;
  node: string;
  label: string;
  seat?: string;
  colour?: string;
  detail?: string;
  /** What the token shows (a few characters); its label's first letter when absent. */
  text?: string;
  /** Circle by default; other shapes tell kinds of piece apart without colour. */
  shape?: 'circle' | 'square' | 'diamond';
  /** Colour of `text` (dark by default; use white on dark fills). */
  ink?: string;
}

export interface GraphMapProps {
  nodes: readonly GraphNode[];
  links: readonly (GraphLink | readonly [string, string])[];
  tokens?: readonly GraphToken[];
  seats?: readonly string[];
  highlights?: readonly string[];
  selected?: string | null;
  onSelect?: (node: string) => void;
  label?: string;
  /** Keep the player's view of this map across reloads (see PanZoom). */
  persistKey?: string;
  /** Radius of a location circle, in board units. */
  radius?: number;
  /** Start zoomed on this node, showing about `width` board units across (the whole map stays a tap away). */
  focus?: { node: string; width: number } | null;
  /** Break names longer than this many characters over two lines. */
  wrapNames?: number;
  /** Locations that changed since the player last looked: ringed, and said so when inspected. */
  changed?: readonly string[];
  /** The sheet of choices for the tapped location, drawn inside the map's frame (see PanZoom `overlay`). */
  overlay?: JSX.Element;
}

/** A name in one or two lines, split at the space nearest its middle. */
export function nameLines(name: string, wrap?: number): string[] {
  if (!wrap || name.length <= wrap) return [name];
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return best < 0 ? [name] : [name.slice(0, best), name.slice(best + 1)];
}

const isPair = (l: GraphLink | readonly [string, string]): l is readonly [string, string] => Array.isArray(l);

export function GraphMap(props: GraphMapProps) {
  const r = () => props.radius ?? 14;
  const byId = createMemo(() => new Map(props.nodes.map((n) => [n.id, n])));
  const links = createMemo(() => props.links.map((l): GraphLink => (isPair(l) ? { a: l[0], b: l[1] } : l)));
  const lit = createMemo(() => new Set(props.highlights ?? []));
  const changed = createMemo(() => new Set(props.changed ?? []));
  const tokensAt = createMemo(() => {
    const m = new Map<string, GraphToken[]>();
    for (const t of props.tokens ?? []) m.set(t.node, [...(m.get(t.node) ?? []), t]);
    return m;
  });
  const [picked, setPicked] = createSignal<string | null>(null);
  const selected = () => (props.selected !== undefined ? props.selected : picked());
  const box = createMemo(() => {
    const xs = props.nodes.map((n) => n.x);
    const ys = props.nodes.map((n) => n.y);
    const pad = r() * 3;
    if (!xs.length) return { x: 0, y: 0, w: 100, h: 100 };
    return {
      x: Math.min(...xs) - pad,
      y: Math.min(...ys) - pad,
      w: Math.max(...xs) - Math.min(...xs) + 2 * pad,
      h: Math.max(...ys) - Math.min(...ys) + 2 * pad,
    };
  });
  const start = () => {
    const f = props.focus;
    const n = f ? byId().get(f.node) : undefined;
    if (!f || !n || f.width >= box().w) return undefined;
    const h = (f.width * box().h) / box().w;
    return { x: n.x - f.width / 2, y: n.y - h / 2, w: f.width, h };
  };
  const seatIndex = (seat?: string) => (seat ? Math.max(0, (props.seats ?? []).indexOf(seat)) : 0);
  const describe = (id: string) => {
    const n = byId().get(id);
    if (!n) return id;
    const toks = tokensAt().get(id) ?? [];
    return [
      n.name,
      n.kind,
      toks.length ? toks.map((t) => (t.detail ? `${t.label} (${t.detail})` : t.label)).join(', ') : null,
      lit().has(id) ? 'legal target' : null,
      changed().has(id) ? 'changed since you last looked' : null,
    ]
      .filter(Boolean)
      .join(', ');
  };
  const choose = (id: string) => {
    setPicked(id);
    props.onSelect?.(id);
  };

  return (
    <div class="board graphmap">
      <PanZoom
        box={box()}
        start={start()}
        overlay={props.overlay}
        label={props.label ?? 'Map'}
        persistKey={props.persistKey}
      >
        <g class="gm-links" pointer-events="none">
          <For each={links()}>
            {(l) => {
              const a = byId().get(l.a);
              const b = byId().get(l.b);
              return (
                <Show when={a && b}>
                  <line
                    class="gm-link"
                    data-link={`${l.a}|${l.b}`}
                    x1={a?.x}
                    y1={a?.y}
                    x2={b?.x}
                    y2={b?.y}
                    stroke={l.colour ?? 'var(--ink-soft, #666)'}
                    stroke-width={r() / 5}
                    stroke-dasharray={l.dashed ? `${r() / 2} ${r() / 3}` : undefined}
                  />
                </Show>
              );
            }}
          </For>
        </g>
        <g class="gm-nodes">
          <For each={props.nodes}>
            {(n) => (
              // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the g carries role, name and keys
              <g
                class="gm-node"
                data-node={n.id}
                classList={{ 'gm-node--lit': lit().has(n.id), 'gm-node--sel': selected() === n.id }}
                role="button"
                tabindex={0}
                aria-label={describe(n.id)}
                aria-pressed={selected() === n.id}
                onClick={() => choose(n.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    choose(n.id);
                  }
                }}
              >
                {/* A wider, invisible hit area: a place is easy to tap on a phone (40 px and more at the default zoom). */}
                <circle cx={n.x} cy={n.y} r={r() * 2.1} fill="none" pointer-events="all" class="gm-hit" />
                <circle cx={n.x} cy={n.y} r={r()} fill={n.colour ?? '#ddd'} class="gm-circle" />
                <Show when={n.glyph}>
                  <text
                    x={n.x}
                    y={n.y + r() * 0.3}
                    text-anchor="middle"
                    font-size={String(r() * ((n.glyph ?? '').length > 2 ? 0.6 : 0.9))}
                    class="gm-glyph"
                  >
                    {n.glyph}
                  </text>
                </Show>
                <text x={n.x} y={n.y + r() * 2} text-anchor="middle" font-size={String(r() * 0.9)} class="gm-name">
                  <For each={nameLines(n.name, props.wrapNames)}>
                    {(line, i) =>
                      nameLines(n.name, props.wrapNames).length === 1 ? (
                        line
                      ) : (
                        <tspan x={n.x} dy={i() === 0 ? 0 : r() * 0.95}>
                          {line}
                        </tspan>
                      )
                    }
                  </For>
                </text>
                <For each={tokensAt().get(n.id) ?? []}>
                  {(t, i) => {
                    // tokens fan out over the top of the location, clear of its name below
                    const count = (tokensAt().get(n.id) ?? []).length;
                    const angle =
                      -Math.PI / 2 + (i() - (count - 1) / 2) * Math.min(0.9, (1.6 * Math.PI) / Math.max(1, count));
                    const tx = n.x + Math.cos(angle) * r() * 1.35;
                    const ty = n.y + Math.sin(angle) * r() * 1.35;
                    const tr = r() * 0.55;
                    const fill = t.colour ?? seatColour(seatIndex(t.seat));
                    const text = t.text ?? t.label.charAt(0);
                    return (
                      <g class="gm-token" data-token={t.id} pointer-events="none">
                        <Show
                          when={t.shape === 'square' || t.shape === 'diamond'}
                          fallback={<circle cx={tx} cy={ty} r={tr} fill={fill} stroke="#111" stroke-width={r() / 12} />}
                        >
                          <rect
                            x={tx - tr * 0.9}
                            y={ty - tr * 0.9}
                            width={tr * 1.8}
                            height={tr * 1.8}
                            fill={fill}
                            stroke="#111"
                            stroke-width={r() / 12}
                            transform={t.shape === 'diamond' ? `rotate(45 ${tx} ${ty})` : undefined}
                          />
                        </Show>
                        <text
                          x={tx}
                          y={ty + r() * 0.2}
                          text-anchor="middle"
                          font-size={String(r() * (text.length > 1 ? 0.48 : 0.6))}
                          font-weight="700"
                          fill={t.ink ?? '#111'}
                        >
                          {text}
                        </text>
                      </g>
                    );
                  }}
                </For>
              </g>
            )}
          </For>
        </g>
        {/* What changed since the player last looked, over everything else and never in the way of a tap. */}
        <g class="gm-changed" pointer-events="none">
          <For each={props.changed ?? []}>
            {(id) => {
              const n = byId().get(id);
              return n ? <circle cx={n.x} cy={n.y} r={r() * 1.45} data-changed={id} /> : null;
            }}
          </For>
        </g>
      </PanZoom>
      <p class="board-inspect" aria-live="polite">
        <Show when={selected()} fallback={<span class="muted">Tap a location to inspect it.</span>}>
          {(id) => describe(id())}
        </Show>
      </p>
    </div>
  );
}
