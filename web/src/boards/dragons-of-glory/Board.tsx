/**
 * Dragons of Glory: the map of Ansalon (1,536 hexes by terrain, the rivers on
 * their hexsides, mountain hexsides, national borders, the 33 strongholds with
 * who holds them, ports and the Maelstrom), one token per stack and side showing
 * only what the viewer may see, and the targets of the seat's choices lit: tap a
 * stack, then where it goes (a sheet beside the tap when several choices reach
 * one place; ships on a river at the hexside's middle). Around it: the Turn and
 * season, the step and who moves, the initiative, the cup and the last Strategic
 * Event, the battle with its die and every modifier, the nations and the pools.
 */
import { EVENT_BY_ID, grid, type HexId, PLACES, type Side } from '@hexpost/shared/games/dragons-of-glory/data/index.ts';
import { createEffect, createMemo, createSignal, For, on, onCleanup, onMount, Show } from 'solid-js';
import { hexAt } from '../../components/HexMap.tsx';
import { MapSheet } from '../../components/MapSheet.tsx';
import { type Box, PanZoom } from '../../components/PanZoom.tsx';
import { narrowed } from '../../components/PickStep.tsx';
import { svgUrl } from '../../components/hexStatic.ts';
import { createChanges } from '../../lib/changes.ts';
import { stillOffered } from '../../lib/choices.ts';
import type { BoardProps, Choice } from '../registry.ts';
import { anyInSight, DEFAULT_UPP, type Frame, PHONE_FRAME, shownPart, windowOn } from './camera.ts';
import './dragons.css';
import SeaPanel from './SeaPanel.tsx';
import {
  HEX_IDS,
  LINE_STYLE,
  MAELSTROM_FILL,
  MAP_BOX,
  mapMarkup,
  PASS_FILL,
  symbolAt,
  symbolMarkup,
  TERRAIN,
} from './mapImage.ts';
import {
  battleWords,
  Cap,
  choicesTo,
  cmdOf,
  hexDescription,
  highlights,
  isSideId,
  NOBODY,
  nationName,
  originOf,
  placeWords,
  pointOf,
  resultWords,
  seasonWords,
  SIDE_STYLE,
  sideName,
  signed,
  stackWords,
  stageWords,
  stepWords,
  TOKEN,
  tagFor,
  targetOf,
  targets,
  type Token,
  tokens,
  unitWord,
  unitWords,
  type View,
} from './pieces.ts';

/** Only a plain move goes with one tap (it is the most common step and can be undone). */
const ONE_TAP = new Set(['move', 'moveShip']);
const CELLS = HEX_IDS.map((id) => ({ id }));
const SIDES: Side[] = ['highlord', 'whitestone'];

const corners = (id: HexId) =>
  grid
    .corners(id)
    .map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`)
    .join(' ');

/** Map units per screen pixel, read from the map's viewBox whenever PanZoom changes it. */
function createZoom(frame: () => HTMLElement | undefined) {
  const [upp, setUpp] = createSignal(DEFAULT_UPP);
  onMount(() => {
    const svg = frame()?.querySelector('svg');
    if (!svg) return;
    const read = () => {
      const vb = svg.viewBox?.baseVal;
      const r = svg.getBoundingClientRect();
      if (!vb?.width || !r.width || !r.height) return;
      setUpp(Math.max(vb.width / r.width, vb.height / r.height));
    };
    read();
    const mo = new MutationObserver(read);
    mo.observe(svg, { attributes: true, attributeFilter: ['viewBox'] });
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(read) : null;
    ro?.observe(svg);
    onCleanup(() => {
      mo.disconnect();
      ro?.disconnect();
    });
  });
  return upp;
}

/** Roughly how many ems a short text takes in a sans-serif bold face. */
const ems = (s: string) => s.length * 0.56;
/** A place's name under its hex's token: how far below the hex's middle, and no wider than the token. */
const NAME_UNDER_TOKEN = 0.7;
const NAME_UNDER_BOAT = 0.8;
const NAME_ROOM = TOKEN.w - 0.04;
/** A name's width on the map: under a token it is narrowed to the token's width (to 55% at most), else its own. */
const nameWidth = (name: string, f: number, underToken: boolean) => {
  const natural = ems(name) * f * 0.95;
  return underToken ? Math.min(natural, Math.max(NAME_ROOM, natural * 0.55)) : natural;
};

export default function DragonsBoard(props: BoardProps) {
  const view = () => props.view as View;
  const viewer = (): Side | null => view().me;
  const [selected, setSelected] = createSignal<string | null>(null);
  const [inspecting, setInspecting] = createSignal(false);
  const [origin, setOrigin] = createSignal<string | null>(null);
  const [preview, setPreview] = createSignal<Choice | null>(null);

  const pickedOrigin = createMemo(() => {
    const o = origin();
    return o && targets(props.choices, view(), o).length ? o : null;
  });
  const shown = createMemo(() => highlights(props.choices, view(), pickedOrigin()));
  const lit = createMemo(() => new Set(shown().places));
  const tags = createMemo(() =>
    Object.fromEntries(
      shown().places.map((a) => [
        a,
        shown().origins.includes(a) ? 'move' : tagFor(choicesTo(props.choices, view(), a, pickedOrigin())),
      ]),
    ),
  );

  // Splitting the picked stack (Choice.pick): every unit goes until one is tapped off.
  const stackPick = createMemo(() => {
    const o = pickedOrigin();
    return o ? (props.choices.find((c) => c.pick && originOf(c, view()) === o && targetOf(c))?.pick ?? null) : null;
  });
  const [staying, setStaying] = createSignal<string[]>([]);
  createEffect(on(pickedOrigin, () => setStaying([])));
  const toggleStay = (id: string) =>
    setStaying((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const withGoing = (c: Choice): Choice => {
    if (!c.pick || !staying().length || !ONE_TAP.has(cmdOf(c).type)) return c;
    return narrowed(
      c,
      c.pick.options.map((o) => o.id).filter((id) => !staying().includes(id)),
    );
  };

  const [tapped, setOffered] = createSignal<Choice[]>([]);
  const offered = createMemo(() => stillOffered(tapped(), props.choices));
  const path = createMemo(() => {
    const c = preview() ?? (offered().length ? offered()[0] : null);
    if (!c) return null;
    const from = originOf(c, view());
    const to = targetOf(c);
    return from && to && from !== to ? { from: pointOf(from), to: pointOf(to) } : null;
  });

  // Rings on the hexes whose stacks or holders changed since this device last showed the game.
  const changed = createChanges(
    () => props.game.gameId,
    () => {
      const sig: Record<string, string> = {};
      for (const u of view().units) {
        const k = u.hex;
        sig[k] = `${sig[k] ?? ''}${u.side}:${u.id}:${u.depleted ? 'd' : ''}${u.river ?? ''};`;
      }
      for (const h of view().hidden) sig[h.hex] = `${sig[h.hex] ?? ''}${h.side}:?;`;
      for (const p of PLACES) {
        const h = view().control[p.id];
        sig[p.hex] = `${sig[p.hex] ?? ''}@${h ?? '-'}`;
      }
      return sig;
    },
  );

  const image = svgUrl(mapMarkup());
  onCleanup(() => image.revoke());

  let frame: HTMLDivElement | undefined;
  const upp = createZoom(() => frame);
  const near = () => upp() < 0.026;
  const tagFont = () => Math.max(0.26, upp() * 11);
  const toks = createMemo(() => tokens(view(), viewer()));
  const tokenHexes = createMemo(() => new Set(toks().map((t) => t.at)));
  /** Hexes where ships lie in port beside a stack: drawn as a small boat at the stack's corner, the name lower. */
  const portShips = createMemo(() => {
    const stacks = new Set(toks().flatMap((t) => (t.kind === 'ship' ? [] : [t.at])));
    return new Set(toks().flatMap((t) => (t.kind === 'ship' && stacks.has(t.at) ? [t.at] : [])));
  });
  const nameY = (hex: string) =>
    grid.center(hex).y + (portShips().has(hex) ? NAME_UNDER_BOAT : tokenHexes().has(hex) ? NAME_UNDER_TOKEN : 0.1);
  const battle = createMemo(() => (view().battle ? battleWords(view().battle as NonNullable<View['battle']>) : null));

  // ---- Where the map looks

  const focus = createMemo((): string[] => {
    const l = shown().places;
    if (l.length) return l;
    const b = view().battle?.hex;
    if (b) return grid.range(b, 1).filter((h) => CELLS.some((c) => c.id === h));
    const side = viewer() ?? view().mover ?? 'highlord';
    return toks()
      .filter((t) => t.side === side && t.kind !== 'hidden')
      .map((t) => t.at);
  });
  const measure = (top = 0): Frame | null => {
    const svg = frame?.querySelector('svg');
    const r = svg?.getBoundingClientRect();
    if (!r?.width || !r.height) return null;
    const prompt = document.querySelector('.prompt')?.getBoundingClientRect();
    const foot = Math.min(
      window.innerHeight,
      prompt?.height && prompt.top > r.top ? prompt.top : Number.POSITIVE_INFINITY,
    );
    const tools = frame?.querySelector('.panzoom-tools')?.getBoundingClientRect();
    return {
      width: r.width,
      height: r.height,
      top,
      bottom: Math.max(0, Math.min(r.height * 0.6, r.bottom - foot)),
      right: tools?.width ? Math.max(0, Math.min(r.width / 3, r.right - tools.left)) : 0,
    };
  };
  const viewBox = (): Box | null => {
    const vb = frame?.querySelector('svg')?.viewBox?.baseVal;
    return vb?.width ? { x: vb.x, y: vb.y, w: vb.width, h: vb.height } : null;
  };
  const same = (a: Box, b: Box) =>
    Math.abs(a.x - b.x) + Math.abs(a.y - b.y) + Math.abs(a.w - b.w) + Math.abs(a.h - b.h) < 1e-3;
  const first = windowOn(focus(), PHONE_FRAME);
  const start = (): Box => {
    if (first) return first;
    const w = MAP_BOX.w;
    const h = w * 0.9;
    return { x: MAP_BOX.x, y: MAP_BOX.y + (MAP_BOX.h - h) / 2, w, h };
  };
  const [goTo, setGoTo] = createSignal<Box | null>(null);
  const refocus = (places: readonly string[], top = 0) => {
    const f = measure(top);
    const b = f ? windowOn(places, f) : null;
    if (b) setGoTo(b);
  };
  const inSight = (places: readonly string[], top = 0) => {
    const f = measure(top);
    const vb = viewBox();
    return !f || !vb || anyInSight(places, shownPart(vb, f));
  };
  onMount(() => {
    const raf = typeof requestAnimationFrame === 'undefined' ? null : requestAnimationFrame;
    if (raf)
      raf(() =>
        raf(() => {
          // the first view again for the measured frame, unless the map opened where the player left it
          // (kept for the tab) and what is lit is in sight there
          const vb = viewBox();
          const restored = !!vb && !!first && !same(vb, first);
          const litNow = shown().places;
          if (!restored || (litNow.length && !inSight(litNow))) {
            if (!inSight(focus()) || !restored) refocus(focus());
          }
        }),
      );
  });
  createEffect(
    on(
      () => shown().places.join(),
      () => {
        const places = shown().places;
        if (!places.length || typeof requestAnimationFrame === 'undefined') return;
        requestAnimationFrame(() => {
          if (!inSight(places, stackPick() ? 80 : 0)) refocus(places, stackPick() ? 80 : 0);
        });
      },
      { defer: true },
    ),
  );
  createEffect(
    on(
      () => view().battle?.hex ?? null,
      (h, before) => {
        if (h && h !== before && !inSight([h])) refocus(grid.range(h, 1));
      },
      { defer: true },
    ),
  );

  const closeSheet = () => {
    setOffered([]);
    setPreview(null);
  };
  const send = (c: Choice) => {
    setOrigin(null);
    setOffered([]);
    setInspecting(false);
    props.choose(c);
  };
  const pick = (at: string) => {
    setOrigin(at);
    setOffered([]);
    setInspecting(false);
    const to = targets(props.choices, view(), at);
    if (!inSight([at, ...to])) refocus([at, ...to], stackPick() ? 80 : 0);
  };
  const onSelect = (at: string) => {
    setSelected(at);
    setInspecting(true);
    setPreview(null);
    const o = pickedOrigin();
    if (!o && shown().origins.includes(at)) return pick(at);
    let matching = choicesTo(props.choices, view(), at, o);
    if (!matching.length) {
      if (o && at === o) {
        setOrigin(null);
        setOffered([]);
        return;
      }
      // a tap on a stack that can move picks it
      if (targets(props.choices, view(), at).length) return pick(at);
      if (o) matching = choicesTo(props.choices, view(), at);
    }
    matching = matching.map(withGoing);
    setOffered(matching);
    const only = matching[0];
    if (matching.length === 1 && only && !only.confirm && ONE_TAP.has(cmdOf(only).type)) send(only);
  };

  const tokensAt = (at: string) =>
    toks().filter((t) => t.at === at || (t.kind === 'ship' && t.at.split('|').includes(at)));
  const describe = (id: string) => {
    const parts = [isSideId(id) ? placeWords(id) : hexDescription(view(), id)];
    for (const t of tokensAt(id)) parts.push(stackWords(t));
    if (view().battle?.hex === id) parts.push('a battle is fought here');
    if (lit().has(id)) parts.push(`you may act here (${tags()[id] ?? ''})`);
    if (changed().includes(id)) parts.push('changed since you last looked');
    return parts.join('. ');
  };
  const liveHexes = createMemo(() => {
    const s = new Set<string>([...tokenHexes(), ...changed()]);
    for (const p of lit()) if (!isSideId(p)) s.add(p);
    for (const p of PLACES) s.add(p.hex);
    const b = view().battle?.hex;
    if (b) s.add(b);
    const sel = selected();
    if (sel && !isSideId(sel)) s.add(sel);
    return [...s].filter((h) => !isSideId(h)).sort();
  });
  const litSides = createMemo(() => [...lit()].filter(isSideId));

  /**
   * Place names drawn at this zoom, none over another nor over another hex's token: the lit, selected and
   * capitals first, then those with stacks. Under its own hex's token a name is no wider than the token.
   */
  const nameFont = () => Math.max(0.26, upp() * 10);
  const named = createMemo(() => {
    const f = nameFont();
    const order = [...PLACES].sort((a, b) => score(b) - score(a));
    function score(p: (typeof PLACES)[number]) {
      return (
        (lit().has(p.hex) || selected() === p.hex ? 4 : 0) + (p.capital ? 2 : 0) + (tokenHexes().has(p.hex) ? 1 : 0)
      );
    }
    const boxes: { l: number; r: number; t: number; b: number }[] = [];
    const hit = (box: (typeof boxes)[number], o: (typeof boxes)[number]) =>
      o.l < box.r && box.l < o.r && o.t < box.b && box.t < o.b;
    // every token, by the hex it stands on
    const tokenBoxes = toks().map((t) => {
      const size = t.kind === 'ship' ? TOKEN.ship : TOKEN;
      return {
        at: t.at,
        box: { l: t.x - size.w / 2, r: t.x + size.w / 2, t: t.y - size.h / 2, b: t.y + size.h / 2 },
      };
    });
    const out = new Set<string>();
    for (const p of order) {
      const c = grid.center(p.hex);
      const under = tokenHexes().has(p.hex);
      const y = nameY(p.hex);
      const w = nameWidth(p.name, f, under);
      const box = { l: c.x - w / 2, r: c.x + w / 2, t: y, b: y + f };
      if (boxes.some((o) => hit(box, o))) continue;
      if (tokenBoxes.some((o) => !o.at.split('|').includes(p.hex) && hit(box, o.box))) continue;
      boxes.push(box);
      out.add(p.id);
    }
    return out;
  });

  const lastEvent = createMemo(() => {
    const d = view().drawn;
    const e = d[d.length - 1];
    return e ? { ...e, info: EVENT_BY_ID.get(e.event) } : null;
  });
  const nationsBy = createMemo(() => {
    const out: Record<string, string[]> = { highlord: [], whitestone: [], neutral: [], conquered: [] };
    for (const [n, st] of Object.entries(view().nations)) {
      const name = nationName(n as never);
      const list = out[st.status] ?? [];
      out[st.status] = list;
      list.push(st.status === 'conquered' && st.by ? `${name} (by ${sideName(st.by)})` : name);
    }
    return out;
  });

  return (
    <section class="dg" aria-label="Dragons of Glory board">
      <Show when={view().result}>
        {(r) => (
          <div class="dg-result" role="status">
            <strong>🏆 {sideName(r().winner)} won</strong> — {r().summary}
          </div>
        )}
      </Show>

      <div class="dg-head">
        <p class="dg-now">
          Turn {view().turn} of {view().lastTurn}
          <span class="dg-season"> · {seasonWords(view().turn)}</span> · {stepWords(view())}
        </p>
        <ul class="dg-sides">
          <For each={SIDES}>
            {(s) => (
              <li>
                <span class="dg-chip" style={{ background: SIDE_STYLE[s].fill, color: SIDE_STYLE[s].ink }}>
                  {sideName(s)}
                  {s === viewer() ? ' (you)' : ''}
                </span>
                <Show when={view().initiative === s}>
                  <span class="dg-init"> initiative</span>
                </Show>
              </li>
            )}
          </For>
          <li class="muted">
            Cup: {view().cupSize} event{view().cupSize === 1 ? '' : 's'}
          </li>
        </ul>
        <Show when={stageWords(view())}>{(w) => <p class="dg-stage">{Cap(w())}.</p>}</Show>
        <Show when={lastEvent()}>
          {(e) => (
            <details class="dg-event">
              <summary>
                Last event: <strong>{e().info?.name ?? 'a Strategic Event'}</strong>{' '}
                <span class="muted">
                  (Turn {e().turn}, drawn by {sideName(e().by)})
                </span>
              </summary>
              <p>{e().info?.text}</p>
            </details>
          )}
        </Show>
      </div>

      <Show when={battle()}>
        {(b) => (
          <section class="dg-battle" aria-label={`Battle at ${b().where}`} data-battle={b().hex}>
            <h3>
              ⚔ {sideName(b().attacker)} attacks {b().where}{' '}
              <button type="button" class="dg-link" onClick={() => refocus(grid.range(b().hex, 1))}>
                show
              </button>
            </h3>
            <Show
              when={b().roll}
              fallback={<p class="muted">Not rolled yet: the defender may first retreat before combat.</p>}
            >
              {(r) => (
                <>
                  <p class="dg-odds">
                    Strength <strong>{r().attack}</strong> against <strong>{r().defence}</strong>: column{' '}
                    <strong>{r().column}</strong>. Die <strong class="dg-die">{r().die}</strong>
                    {r().mods.length ? '' : ', no modifiers'} → <strong>{r().total}</strong>
                  </p>
                  <Show when={r().mods.length}>
                    <ul class="dg-mods" aria-label="Modifiers">
                      <For each={r().mods}>
                        {(m) => (
                          <li data-rule={m.rule}>
                            <span class="dg-mod">{signed(m.value)}</span> {m.label}
                          </li>
                        )}
                      </For>
                    </ul>
                  </Show>
                </>
              )}
            </Show>
            <Show when={b().result}>
              {(res) => (
                <p class="dg-res">
                  Result <strong>{res().attacker}</strong>/<strong>{res().defender}</strong>: {sideName(b().attacker)}{' '}
                  {resultWords(res().attacker)}; {sideName(b().defender)} {resultWords(res().defender)}.
                </p>
              )}
            </Show>
            <Show when={b().owed.length}>
              <p class="muted">Still to do: {b().owed.join('; ')}.</p>
            </Show>
            <details class="dg-forces">
              <summary>
                {b().attackers.length} attacking, {b().defenders.length} defending
              </summary>
              <p>
                <span class="dg-dot" style={{ background: SIDE_STYLE[b().attacker].fill }} aria-hidden="true" />
                <strong>{sideName(b().attacker)}</strong>: {b().attackers.join(', ')}
              </p>
              <p>
                <span class="dg-dot" style={{ background: SIDE_STYLE[b().defender].fill }} aria-hidden="true" />
                <strong>{sideName(b().defender)}</strong>: {b().defenders.join(', ') || 'nobody'}
                {b().fled.length ? ` (retreated before combat: ${b().fled.join(', ')})` : ''}
              </p>
            </details>
          </section>
        )}
      </Show>
      <SeaPanel view={view()} />

      <div class="dg-map" ref={frame} style={{ '--u': upp().toFixed(4) }}>
        <PanZoom
          box={MAP_BOX}
          start={start()}
          goTo={goTo()}
          label="Map of Ansalon"
          persistKey={`map:${props.game.gameId}`}
          minScale={0.1}
          overlay={
            <>
              <Show when={stackPick() && !offered().length ? stackPick() : null}>
                {(p) => (
                  <fieldset class="dg-who" aria-label={`Who goes from ${placeWords(pickedOrigin() ?? '')}`}>
                    <legend>Who goes? Tap one to leave it behind:</legend>
                    <div class="dg-who-row">
                      <For each={p().options}>
                        {(o) => (
                          <button
                            type="button"
                            class="dg-who-unit"
                            aria-pressed={!staying().includes(o.id)}
                            disabled={!staying().includes(o.id) && p().options.length - staying().length <= p().min}
                            onClick={() => toggleStay(o.id)}
                          >
                            {staying().includes(o.id) ? '○' : '●'} {o.label}
                          </button>
                        )}
                      </For>
                    </div>
                  </fieldset>
                )}
              </Show>
              <MapSheet
                class="dg-offer"
                title={`Choices for ${placeWords(selected() ?? '0101')}`}
                choices={offered()}
                onChoose={send}
                onClose={closeSheet}
                onPreview={setPreview}
                pickUnits={!pickedOrigin()}
              />
              <Show when={inspecting() && !offered().length && !(stackPick() && pickedOrigin()) ? selected() : null}>
                {(id) => (
                  <section class="dg-inspect" aria-live="polite" aria-label={`About ${placeWords(id())}`}>
                    <button
                      type="button"
                      class="dg-inspect-close"
                      aria-label="Close the description"
                      onClick={() => setInspecting(false)}
                    >
                      ✕
                    </button>
                    <p class="dg-inspect-head">{isSideId(id()) ? placeWords(id()) : hexDescription(view(), id())}</p>
                    <For each={tokensAt(id())}>
                      {(t) => (
                        <div class="dg-inspect-stack" data-inspect-stack={t.key}>
                          <p>
                            <span class="dg-dot" style={{ background: t.fill }} aria-hidden="true" />
                            <strong>{Cap(stackWords(t))}</strong>
                          </p>
                          <Show when={t.units.length > 1}>
                            <details open={t.units.length <= 4}>
                              <summary>The units</summary>
                              <ul>
                                <For each={t.units}>{(u) => <li>{unitWords(u)}</li>}</For>
                              </ul>
                            </details>
                          </Show>
                          <Show when={t.units.length === 1 && t.units[0]}>
                            {(u) => <p class="muted">{unitWords(u())}</p>}
                          </Show>
                        </div>
                      )}
                    </For>
                  </section>
                )}
              </Show>
            </>
          }
        >
          <defs>
            <marker id="dg-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto">
              <path d="M0 0 L10 5 L0 10 z" fill="var(--path, #c0392b)" />
            </marker>
          </defs>
          <image
            class="hx-static"
            href={image.url}
            x={MAP_BOX.x}
            y={MAP_BOX.y}
            width={MAP_BOX.w}
            height={MAP_BOX.h}
            preserveAspectRatio="none"
            pointer-events="none"
          />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keys reach every live hex, which are focusable buttons */}
          <rect
            class="hx-ground"
            x={MAP_BOX.x}
            y={MAP_BOX.y}
            width={MAP_BOX.w}
            height={MAP_BOX.h}
            fill="none"
            pointer-events="all"
            onClick={(e) => {
              const svg = (e.currentTarget as SVGRectElement).ownerSVGElement;
              const ctm = svg?.getScreenCTM?.();
              if (!svg || !ctm) return;
              const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
              const id = hexAt(grid, CELLS, pt.x, pt.y);
              if (id) onSelect(id);
            }}
          />
          <g class="dg-places" pointer-events="none">
            <For each={PLACES}>
              {(p) => {
                const at = symbolAt(p.hex);
                const holder = () => view().control[p.id] ?? null;
                return (
                  <g data-place={p.id} data-holder={holder() ?? 'nobody'}>
                    <circle
                      class="dg-hold"
                      cx={at.x}
                      cy={at.y}
                      r="0.3"
                      fill="none"
                      stroke={holder() ? SIDE_STYLE[holder() as Side].fill : NOBODY}
                      stroke-width="0.08"
                    />
                  </g>
                );
              }}
            </For>
          </g>
          <g class="hx-cells">
            <For each={liveHexes()}>
              {(id) => (
                // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the g carries role, name and keys
                <g
                  class="hx"
                  data-hex={id}
                  classList={{
                    'hx--lit': lit().has(id),
                    'hx--sel': selected() === id,
                    'dg-origin': pickedOrigin() === id,
                    'dg-battle-hex': view().battle?.hex === id,
                  }}
                  role="button"
                  tabindex={0}
                  aria-label={describe(id)}
                  aria-pressed={selected() === id}
                  onClick={() => onSelect(id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onSelect(id);
                    }
                  }}
                >
                  <polygon points={corners(id)} class="hx-edge" fill="none" pointer-events="all" />
                </g>
              )}
            </For>
          </g>
          <Show when={path()}>
            {(p) => (
              <line
                class="dg-path"
                x1={p().from.x}
                y1={p().from.y}
                x2={p().to.x}
                y2={p().to.y}
                stroke="var(--path, #c0392b)"
                stroke-width="0.1"
                stroke-dasharray="0.2 0.1"
                marker-end="url(#dg-arrow)"
                pointer-events="none"
              />
            )}
          </Show>
          <g class="dg-stacks" pointer-events="none">
            <For each={toks()}>
              {(t) => <TokenMark t={t} near={near()} inPort={t.kind === 'ship' && portShips().has(t.at)} />}
            </For>
          </g>
          <g class="dg-names" pointer-events="none">
            <For each={PLACES}>
              {(p) => {
                const c = grid.center(p.hex);
                const under = () => tokenHexes().has(p.hex);
                // under a token, narrowed to the token's width when it is wider
                const fit = () => {
                  const f = nameFont();
                  const w = nameWidth(p.name, f, under());
                  return under() && w < ems(p.name) * f * 0.95
                    ? { textLength: w.toFixed(3), lengthAdjust: 'spacingAndGlyphs' as const }
                    : {};
                };
                return (
                  <Show when={named().has(p.id)}>
                    <text
                      x={c.x}
                      y={nameY(p.hex)}
                      text-anchor="middle"
                      dominant-baseline="hanging"
                      class="dg-name"
                      classList={{ 'dg-name--capital': !!p.capital }}
                      data-name={p.id}
                      {...fit()}
                    >
                      {p.name}
                    </text>
                  </Show>
                );
              }}
            </For>
          </g>
          <g class="dg-sides-lit">
            <For each={litSides()}>
              {(id) => {
                const c = pointOf(id);
                return (
                  // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the g carries role, name and keys
                  <g
                    class="hx dg-side-target"
                    classList={{ 'hx--lit': true, 'hx--sel': selected() === id }}
                    data-side={id}
                    role="button"
                    tabindex={0}
                    aria-label={describe(id)}
                    onClick={() => onSelect(id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        onSelect(id);
                      }
                    }}
                  >
                    <circle cx={c.x} cy={c.y} r="0.42" pointer-events="all" />
                  </g>
                );
              }}
            </For>
          </g>
          <g class="dg-tags" pointer-events="none">
            <For each={Object.entries(tags())}>
              {([id, text]) => {
                const c = pointOf(id);
                const f = () => tagFont();
                const w = () => ems(text) * f() + f() * 0.7;
                const top = () =>
                  isSideId(id)
                    ? c.y - 0.45 - f() * 1.35
                    : tokenHexes().has(id)
                      ? c.y - 0.42 - f() * 1.35
                      : c.y - f() * 0.675;
                return (
                  <g class="dg-tag" data-tag={id}>
                    <rect
                      x={c.x - w() / 2}
                      y={top()}
                      width={w()}
                      height={f() * 1.35}
                      rx={f() * 0.3}
                      stroke-width={f() * 0.14}
                    />
                    <text x={c.x} y={top() + f() * 1.02} text-anchor="middle" font-size={f().toFixed(3)}>
                      {text}
                    </text>
                  </g>
                );
              }}
            </For>
          </g>
          <g class="hx-changed" pointer-events="none">
            <For each={changed().filter((h) => CELLS.some((c) => c.id === h))}>
              {(id) => <polygon points={corners(id)} data-changed={id} />}
            </For>
          </g>
        </PanZoom>
      </div>

      <Show
        when={pickedOrigin()}
        fallback={
          <Show when={shown().origins.length}>
            <p class="dg-hint">Tap a stack marked “move” to see where it can go and what each hex costs.</p>
          </Show>
        }
      >
        {(o) => (
          <p class="dg-hint">
            Moves of your stack at {placeWords(o())}.{' '}
            <button type="button" onClick={() => setOrigin(null)}>
              Show all stacks
            </button>
          </p>
        )}
      </Show>

      <div class="dg-panels">
        <details class="dg-panel">
          <summary>
            <strong>Nations</strong>
            <span class="dg-sum">
              {nationsBy().highlord?.length ?? 0} Highlord · {nationsBy().whitestone?.length ?? 0} Whitestone ·{' '}
              {nationsBy().neutral?.length ?? 0} neutral
            </span>
          </summary>
          <ul class="dg-list" aria-label="Nations">
            <li>
              <span class="dg-dot" style={{ background: SIDE_STYLE.highlord.fill }} aria-hidden="true" />
              With the Highlord: {nationsBy().highlord?.join(', ') || 'none'}
            </li>
            <li>
              <span class="dg-dot" style={{ background: SIDE_STYLE.whitestone.fill }} aria-hidden="true" />
              With Whitestone: {nationsBy().whitestone?.join(', ') || 'none'}
            </li>
            <li>Neutral: {nationsBy().neutral?.join(', ') || 'none'}</li>
            <Show when={nationsBy().conquered?.length}>
              <li>Conquered: {nationsBy().conquered?.join(', ')}</li>
            </Show>
          </ul>
        </details>

        <details class="dg-panel">
          <summary>
            <strong>Replacement pools</strong>
            <span class="dg-sum">{SIDES.map((s) => `${sideName(s)} ${view().pool[s].length}`).join(' · ')}</span>
          </summary>
          <ul class="dg-list" aria-label="Replacement pools">
            <For each={SIDES}>
              {(s) => (
                <li>
                  {sideName(s)}: {view().pool[s].length ? view().pool[s].map(unitWord).join(', ') : 'empty'}
                </li>
              )}
            </For>
            <li class="muted">
              Out of the game: {view().removed.length}; waiting off the map (arrivals and neutral armies):{' '}
              {view().waiting}.
            </li>
          </ul>
        </details>

        <details class="dg-panel">
          <summary>
            <strong>Strategic Events</strong>
            <span class="dg-sum">
              {view().drawn.length} drawn · {view().cupSize} in the cup
            </span>
          </summary>
          <ul class="dg-list" aria-label="Strategic Events drawn">
            <For each={[...view().drawn].reverse()}>
              {(d) => (
                <li>
                  Turn {d.turn}, {sideName(d.by)}: <strong>{EVENT_BY_ID.get(d.event)?.name ?? 'an event'}</strong> —{' '}
                  {EVENT_BY_ID.get(d.event)?.text ?? ''}
                </li>
              )}
            </For>
            <Show when={view().effects.length}>
              <li>
                In force this Turn:{' '}
                {view()
                  .effects.map((e) => EVENT_BY_ID.get(e)?.name ?? 'an event')
                  .join(', ')}
              </li>
            </Show>
          </ul>
        </details>

        <details class="dg-panel dg-key">
          <summary>
            <strong>Key</strong>
          </summary>
          <ul class="dg-swatches">
            <For each={Object.values(TERRAIN)}>
              {(t) => (
                <li>
                  <span class="dg-swatch" style={{ background: t.fill }} /> {t.label}
                </li>
              )}
            </For>
            <li>
              <span class="dg-swatch" style={{ background: PASS_FILL }} /> Mountain pass
            </li>
            <li>
              <span class="dg-swatch" style={{ background: MAELSTROM_FILL }} /> The Maelstrom
            </li>
          </ul>
          <ul class="dg-swatches">
            <li>
              <span class="dg-stroke" style={{ background: LINE_STYLE.river.stroke, height: '2px' }} /> River
            </li>
            <li>
              <span class="dg-stroke" style={{ background: LINE_STYLE.major.stroke, height: '4px' }} /> Major river
              (ships sail it)
            </li>
            <li>
              <span class="dg-stroke" style={{ background: LINE_STYLE.deep.stroke, height: '6px' }} /> Deep river (no
              army crosses)
            </li>
            <li>
              <span class="dg-stroke" style={{ background: LINE_STYLE.mountain.stroke, height: '3px' }} /> Mountain
              hexside
            </li>
            <li>
              <span class="dg-stroke dg-stroke--border" /> National border
            </li>
          </ul>
          <ul class="dg-swatches">
            <For
              each={
                [
                  [{ kind: 'fortified-city' }, 'Fortified city'],
                  [{ kind: 'fortress' }, 'Fortress'],
                  [{ kind: 'dwarven-fortress' }, 'Dwarven fortress'],
                  [{ kind: 'port-town' }, 'Port town'],
                  [{ kind: 'fortress', capital: true as const }, 'Capital (star)'],
                  [{ kind: 'port-town', port: true as const }, 'Port (anchor)'],
                ] as const
              }
            >
              {([p, label]) => (
                <li>
                  <svg class="dg-sym" viewBox="-0.32 -0.42 0.8 0.64" aria-hidden="true" innerHTML={symbolMarkup(p)} />{' '}
                  {label}
                </li>
              )}
            </For>
            <li>Ring round a stronghold: who holds it (grey: nobody yet)</li>
          </ul>
          <ul class="dg-swatches">
            <For each={SIDES}>
              {(s) => (
                <li>
                  <span class="dg-swatch" style={{ background: SIDE_STYLE[s].fill }} /> {sideName(s)} (
                  {SIDE_STYLE[s].colour})
                </li>
              )}
            </For>
            <li>
              Token: the top army's name and its Strength-Movement; black disc: how many counters; gold disc: a leader
              (its Tactical Rating); purple W: a wizard; white corner: depleted; boat: ships (in port, a small boat at
              the army's corner with their number; on a river, at the hexside's middle); “?”: a hidden enemy stack.
            </li>
          </ul>
        </details>
      </div>
    </section>
  );
}

/** One token: a stack (name, values, count, badges), a ship, or a hidden enemy stack. */
function TokenMark(props: { t: Token; near: boolean; inPort?: boolean }) {
  const t = props.t;
  if (t.kind === 'ship' && props.inPort) {
    // in port beside a stack: a small boat over the stack's lower right corner (the hex's description names them)
    const c = grid.center(t.at as HexId);
    const w = 0.7;
    const h = 0.3;
    const l = c.x + TOKEN.w / 2 - 0.04 - w;
    const top = c.y + 0.1 + TOKEN.h / 2 - 0.12;
    return (
      <g
        class="dg-token dg-token--ship dg-token--port"
        classList={{ 'dg-token--mine': t.mine }}
        data-stack={t.key}
        data-side={t.side}
        data-depleted={t.depleted ? 'true' : 'false'}
      >
        <path
          d={`M${l} ${top}h${w}l-0.12 ${h}h${-(w - 0.24)}z`}
          fill={t.fill}
          stroke="#111"
          stroke-width="0.03"
          stroke-dasharray={t.depleted ? '0.06 0.04' : undefined}
        />
        <Show when={(t.count ?? 1) > 1}>
          <text x={l + w / 2} y={top + 0.22} text-anchor="middle" class="dg-tcount">
            {t.count}
          </text>
        </Show>
      </g>
    );
  }
  if (t.kind === 'hidden') {
    const g = TOKEN;
    return (
      <g class="dg-token dg-token--hidden" data-stack={t.key} data-side={t.side} data-hidden="true">
        <rect
          x={t.x - g.w / 2}
          y={t.y - g.h / 2}
          width={g.w}
          height={g.h}
          rx="0.1"
          fill={t.fill}
          stroke="#111"
          stroke-width="0.04"
        />
        <text x={t.x} y={t.y + 0.15} text-anchor="middle" class="dg-tq" style={{ fill: t.ink }}>
          ?
        </text>
      </g>
    );
  }
  if (t.kind === 'ship') {
    const s = TOKEN.ship;
    const l = t.x - s.w / 2;
    const top = t.y - s.h / 2;
    const room = s.w - 0.3;
    const font = 0.28;
    return (
      <g
        class="dg-token dg-token--ship"
        classList={{ 'dg-token--mine': t.mine }}
        data-stack={t.key}
        data-side={t.side}
        data-depleted={t.depleted ? 'true' : 'false'}
      >
        <path
          d={`M${l} ${top}h${s.w}l-0.22 ${s.h}h${-(s.w - 0.44)}z`}
          fill={t.fill}
          stroke="#111"
          stroke-width="0.035"
          stroke-dasharray={t.depleted ? '0.08 0.05' : undefined}
        />
        <text
          x={t.x}
          y={top + 0.3}
          text-anchor="middle"
          class="dg-tname"
          style={{ fill: t.ink, 'font-size': `${font}px` }}
          {...(ems(t.short) * font > room ? { textLength: String(room), lengthAdjust: 'spacingAndGlyphs' } : {})}
        >
          {t.short}
        </text>
        <Show when={(t.count ?? 1) > 1}>
          <circle cx={l + s.w} cy={top} r="0.19" fill="#111" stroke="#fff" stroke-width="0.03" />
          <text x={l + s.w} y={top + 0.085} text-anchor="middle" class="dg-tcount">
            {t.count}
          </text>
        </Show>
        <Show when={t.aboard}>
          <circle cx={l} cy={top} r="0.19" fill="#fff" stroke="#111" stroke-width="0.03" />
          <text x={l} y={top + 0.085} text-anchor="middle" class="dg-taboard">
            +{t.aboard}
          </text>
        </Show>
      </g>
    );
  }
  const g = TOKEN;
  const left = t.x - g.w / 2;
  const top = t.y - g.h / 2;
  const room = g.w - 0.16;
  const text = () => (props.near ? t.name : t.short);
  // 10 px at the default zoom (camera.ts); the full name, smaller, once zoomed in
  const font = () => (props.near ? 0.27 : 0.37);
  const counted = (t.count ?? 1) > 1;
  return (
    <g
      class="dg-token dg-token--stack"
      classList={{ 'dg-token--mine': t.mine }}
      data-stack={t.key}
      data-side={t.side}
      data-depleted={t.depleted ? 'true' : 'false'}
    >
      <rect x={left} y={top} width={g.w} height={g.h} rx="0.1" fill={t.fill} stroke="#111" stroke-width="0.04" />
      <Show when={t.depleted}>
        <path d={`M${left + g.w - 0.42} ${top}h0.32a0.1 0.1 0 0 1 0.1 0.1v0.32z`} fill="#fff" class="dg-dep" />
      </Show>
      <text
        x={t.x}
        y={top + 0.37}
        text-anchor="middle"
        class="dg-tname"
        style={{ fill: t.ink, 'font-size': `${font()}px` }}
        {...(ems(text()) * font() > room ? { textLength: String(room), lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {text()}
      </text>
      <text x={t.x - (counted ? 0.14 : 0)} y={top + 0.76} text-anchor="middle" class="dg-tval" style={{ fill: t.ink }}>
        {t.values}
      </text>
      {/* how many counters: a disc inside the token's lower right corner (clear of the neighbours' tokens) */}
      <Show when={counted}>
        <circle cx={left + g.w - 0.22} cy={top + 0.63} r="0.19" fill="#111" stroke="#fff" stroke-width="0.03" />
        <text x={left + g.w - 0.22} y={top + 0.71} text-anchor="middle" class="dg-tcount">
          {t.count}
        </text>
      </Show>
      <For each={t.badges.slice(0, 3)}>
        {(b, i) => (
          <g class="dg-badge" data-badge={b.wizard ? 'wizard' : 'leader'}>
            <circle
              cx={left + 0.08 + i() * 0.34}
              cy={top + g.h - 0.04}
              r="0.16"
              fill={b.wizard ? '#5b2a86' : '#e8b923'}
              stroke="#111"
              stroke-width="0.03"
            />
            <text
              x={left + 0.08 + i() * 0.34}
              y={top + g.h + 0.035}
              text-anchor="middle"
              class="dg-tbadge"
              style={{ fill: b.wizard ? '#fff' : '#111' }}
            >
              {b.text}
            </text>
          </g>
        )}
      </For>
    </g>
  );
}
