/**
 * A point-to-point board (Defenders of the Realm): named locations at given
 * positions, the links between them, a colour per location (always with its
 * name, never colour alone) and tokens sitting on locations. Same pan and zoom
 * as HexMap; tap or Enter on a location selects it and describes it.
 */
import { createMemo, createSignal, For, Show } from 'solid-js';
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
  /** Radius of a location circle, in board units. */
  radius?: number;
}

const isPair = (l: GraphLink | readonly [string, string]): l is readonly [string, string] => Array.isArray(l);

export function GraphMap(props: GraphMapProps) {
  const r = () => props.radius ?? 14;
  const byId = createMemo(() => new Map(props.nodes.map((n) => [n.id, n])));
  const links = createMemo(() => props.links.map((l): GraphLink => (isPair(l) ? { a: l[0], b: l[1] } : l)));
  const lit = createMemo(() => new Set(props.highlights ?? []));
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
      <PanZoom box={box()} label={props.label ?? 'Map'}>
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
                <circle cx={n.x} cy={n.y} r={r()} fill={n.colour ?? '#ddd'} class="gm-circle" />
                <text x={n.x} y={n.y + r() * 2} text-anchor="middle" font-size={String(r() * 0.9)} class="gm-name">
                  {n.name}
                </text>
                <For each={tokensAt().get(n.id) ?? []}>
                  {(t, i) => {
                    // tokens fan out over the top of the location, clear of its name below
                    const count = (tokensAt().get(n.id) ?? []).length;
                    const angle =
                      -Math.PI / 2 + (i() - (count - 1) / 2) * Math.min(0.9, (1.6 * Math.PI) / Math.max(1, count));
                    const tx = n.x + Math.cos(angle) * r() * 1.35;
                    const ty = n.y + Math.sin(angle) * r() * 1.35;
                    return (
                      <g class="gm-token" data-token={t.id} pointer-events="none">
                        <circle
                          cx={tx}
                          cy={ty}
                          r={r() * 0.55}
                          fill={t.colour ?? seatColour(seatIndex(t.seat))}
                          stroke="#111"
                          stroke-width={r() / 12}
                        />
                        <text x={tx} y={ty + r() * 0.22} text-anchor="middle" font-size={String(r() * 0.6)}>
                          {t.label.charAt(0)}
                        </text>
                      </g>
                    );
                  }}
                </For>
              </g>
            )}
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
