/**
 * Demonlord: the map of the war between the Demonlord and the Khozar Alliance
 * (506 areas by terrain, rivers, fords, roads, bridges, the lake and the cliffs,
 * the 32 settlements with who holds them), one token per stack and side showing
 * only what the viewer may see, and the legal targets of the seat's choices lit
 * with their cost: tap a stack, then where it goes (a sheet beside the tap when
 * several choices reach one area). Around it: the turn, phase and step, the
 * victory points, the battle fought off the map with every roll, sieges,
 * reinforcements, spells, prisoners and the neutrals.
 */
import {
  AREAS,
  type AreaId,
  FACTION_NAMES,
  grid,
  type Neutral,
  NEUTRAL_HOMES,
  NEUTRALS,
  REGIONS,
  REINFORCEMENTS,
  SETTLEMENT_BY_ID,
  SETTLEMENTS,
  type Side,
} from '@hexpost/shared/games/demonlord/data/index.ts';
import { createEffect, createMemo, createSignal, For, on, onCleanup, onMount, Show } from 'solid-js';
import { hexAt } from '../../components/HexMap.tsx';
import { MapSheet } from '../../components/MapSheet.tsx';
import { type Box, PanZoom } from '../../components/PanZoom.tsx';
import { narrowed } from '../../components/PickStep.tsx';
import { svgUrl } from '../../components/hexStatic.ts';
import { createChanges } from '../../lib/changes.ts';
import { stillOffered } from '../../lib/choices.ts';
import { seatWords } from '../../lib/seats.ts';
import type { BoardProps, Choice } from '../registry.ts';
import { BattlePanel } from './BattlePanel.tsx';
import {
  anyInSight,
  bandOf,
  DEFAULT_UPP,
  estimateEm,
  type Frame,
  type Label,
  MAX_RANK,
  NAME_DROP,
  nameFont,
  nameRank,
  PHONE_FRAME,
  placeLabels,
  shownPart,
  TAP_UPP,
  uppOf,
  windowOn,
} from './camera.ts';
import './demonlord.css';
import { LINE_STYLE, MAP_BOX, mapMarkup, symbolAt, symbolMarkup, TERRAIN } from './mapImage.ts';
import {
  areaDescription,
  areaWords,
  Cap,
  choicesTo,
  cmdOf,
  effectsAt,
  FACTION_STYLE,
  factionName,
  highlights,
  holderWords,
  MOVES,
  originOf,
  SIDE_WORD,
  siegeMods,
  signed,
  spellWords,
  stackWords,
  stageWords,
  stepWords,
  tagFor,
  targetOf,
  TOKEN,
  targets,
  tokens,
  unitWords,
  type View,
} from './pieces.ts';

/** Only a plain move goes with one tap (it is the most common step and the log shows it at once). */
const ONE_TAP = new Set(['move']);
const CELLS = [...AREAS.keys()].map((id) => ({ id }));
/** The regions of more than two areas, named at their middle. */
const REGION_LABELS = REGIONS.filter((r) => r.areas.length > 2).map((r) => {
  const cs = r.areas.map((a) => grid.center(a));
  return {
    id: `region:${r.name}`,
    name: Cap(r.name),
    x: cs.reduce((n, c) => n + c.x, 0) / cs.length,
    y: cs.reduce((n, c) => n + c.y, 0) / cs.length,
  };
});
const regionFont = (upp: number) => Math.max(0.5, upp * 10);
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The width in ems of each place and region name as this browser draws it (the map's own faces), or
 * nothing where text cannot be measured (then the estimates stand).
 */
function measureNames(svg: SVGSVGElement): Record<string, number> {
  const t = document.createElementNS(SVG_NS, 'text') as SVGTextElement;
  if (typeof t.getComputedTextLength !== 'function') return {};
  t.setAttribute('visibility', 'hidden');
  svg.appendChild(t);
  const out: Record<string, number> = {};
  const run = (style: string, list: readonly { id: string; name: string }[]) => {
    t.setAttribute('style', `font-size:10px;${style}`);
    for (const x of list) {
      t.textContent = x.name;
      const n = t.getComputedTextLength();
      if (n > 0) out[x.id] = n / 10;
    }
  };
  run('font-weight:700', SETTLEMENTS);
  run('font-weight:600;font-style:italic;letter-spacing:0.04em', REGION_LABELS);
  t.remove();
  return out;
}
const corners = (id: AreaId) =>
  grid
    .corners(id)
    .map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`)
    .join(' ');

/** Map units per screen pixel and the zoom band, read from the map's viewBox whenever PanZoom changes it. */
function createZoom(frame: () => HTMLElement | undefined) {
  // before the map is measured (and in a test without layout): the default zoom
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
  const band = () => bandOf(upp());
  return { upp, band };
}

export default function DemonlordBoard(props: BoardProps) {
  const view = () => props.view as View;
  const viewer = (): Side | null => {
    const s = props.seat;
    return s === 'demon' || s === 'khozar' ? s : null;
  };
  const [selected, setSelected] = createSignal<AreaId | null>(null);
  const [inspecting, setInspecting] = createSignal(false);
  /** A stack picked first: only its moves are lit. */
  const [origin, setOrigin] = createSignal<AreaId | null>(null);
  const [preview, setPreview] = createSignal<Choice | null>(null);

  const pickedOrigin = createMemo(() => {
    const o = origin();
    return o && targets(props.choices, view(), o).length ? o : null;
  });
  const shown = createMemo(() => highlights(props.choices, view(), pickedOrigin()));
  const lit = createMemo(() => new Set(shown().areas));
  const tags = createMemo(() =>
    Object.fromEntries(
      shown().areas.map((a) => [
        a,
        shown().origins.includes(a) ? 'move' : tagFor(choicesTo(props.choices, a, pickedOrigin())),
      ]),
    ),
  );

  // Splitting the picked stack: each unit goes or stays (Choice.pick); all go until one is tapped off.
  const stackPick = createMemo(() => {
    const o = pickedOrigin();
    return o ? (props.choices.find((c) => c.pick && targets([c], view(), o).length)?.pick ?? null) : null;
  });
  const [staying, setStaying] = createSignal<string[]>([]);
  createEffect(on(pickedOrigin, () => setStaying([])));
  const toggleStay = (id: string) =>
    setStaying((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const withGoing = (c: Choice): Choice => {
    if (!c.pick || !staying().length || !MOVES.has(cmdOf(c).type as string)) return c;
    return narrowed(
      c,
      c.pick.options.map((o) => o.id).filter((id) => !staying().includes(id)),
    );
  };

  const [tapped, setOffered] = createSignal<Choice[]>([]);
  // The sheet holds only what is still legal: a live update closes what no longer applies.
  const offered = createMemo(() => stillOffered(tapped(), props.choices));
  const path = createMemo(() => {
    const c = preview() ?? (offered().length ? offered()[0] : null);
    if (!c) return null;
    const from = originOf(c, view());
    const to = targetOf(c);
    return from && to && from !== to ? { from: grid.center(from), to: grid.center(to) } : null;
  });

  // Rings on the areas whose stacks or holders changed since this device last showed the game.
  const changed = createChanges(
    () => props.game.gameId,
    () => {
      const sig: Record<string, string> = {};
      for (const s of view().stacks)
        sig[s.area] =
          `${sig[s.area] ?? ''}${s.side}:${s.top.id}:${s.count ?? '?'}:${(s.units ?? []).map((u) => u.id).join(',')};`;
      for (const [id, h] of Object.entries(view().control)) {
        const s = SETTLEMENT_BY_ID.get(id);
        if (s) sig[s.area] = `${sig[s.area] ?? ''}@${h ?? '-'}`;
      }
      return sig;
    },
  );

  const stageArea = createMemo(() => {
    const st = view().stage as { area?: unknown } | null;
    return typeof st?.area === 'string' && AREAS.has(st.area) ? st.area : null;
  });

  // The unchanging layer, written once per board (the data never changes during a game).
  const image = svgUrl(mapMarkup());
  onCleanup(() => image.revoke());

  let frame: HTMLDivElement | undefined;
  const zoom = createZoom(() => frame);
  /** Chips grow a little when the map is far out; tags keep a readable size on screen at every zoom. */
  const tokenScale = () => Math.min(1.5, Math.max(1, zoom.upp() / 0.045));
  const tagFont = () => Math.max(0.24, zoom.upp() * 11);
  /** Strips (the unit's name readable) from the default zoom in; chips when the map is far out. */
  const shape = () => (zoom.band() === 'far' ? 'chip' : 'strip');
  const toks = createMemo(() => tokens(view(), viewer(), shape()));
  const tokenAreas = createMemo(() => new Set(view().stacks.map((x) => x.area)));

  // Place names drawn at this zoom, none over another: the lit and picked first, then by rank.
  const [ems, setEms] = createSignal<Record<string, number>>({});
  onMount(() => {
    const svg = frame?.querySelector('svg');
    if (svg) setEms(measureNames(svg));
  });
  const named = createMemo(() => {
    const upp = zoom.upp();
    const band = bandOf(upp);
    const f = nameFont(upp);
    const labels: Label[] = SETTLEMENTS.map((s) => {
      const c = grid.center(s.area);
      return {
        id: s.id,
        x: c.x,
        y: c.y + NAME_DROP,
        em: ems()[s.id] ?? estimateEm(s.name),
        rank: lit().has(s.area) || selected() === s.area ? 0 : nameRank(s),
        font: f,
        area: s.area,
      };
    });
    if (band === 'mid') {
      const rf = regionFont(upp);
      for (const r of REGION_LABELS)
        labels.push({
          id: r.id,
          x: r.x,
          y: r.y - rf * 0.8,
          em: ems()[r.id] ?? estimateEm(r.name) * 0.95 + 0.04 * r.name.length,
          rank: 2.5,
          font: rf,
        });
    }
    // strips reach into the neighbouring areas: a name there would be written over them
    const g = TOKEN.strip;
    const blocks =
      shape() === 'strip'
        ? toks().map((t) => ({
            area: t.area,
            l: t.x - g.w / 2,
            r: t.x + g.w / 2 + 0.25,
            t: t.y - g.h / 2 - 0.25,
            b: t.y + g.h / 2,
          }))
        : [];
    return placeLabels(labels, MAX_RANK[band], blocks);
  });

  // ---- Where the map looks

  /**
   * What the map opens on and comes back to: the areas the seat may act on (a battle's or a siege's
   * neighbourhood when the step is there), else its own stacks, else (a spectator) those of the side to move.
   */
  const focus = createMemo((): AreaId[] => {
    const l = shown().areas;
    if (l.length) return l;
    const st = stageArea();
    if (st) return grid.range(st, 1).filter((a) => AREAS.has(a));
    const side = viewer() ?? view().active;
    return view()
      .stacks.filter((s) => s.side === side)
      .map((s) => s.area);
  });
  /** The map's frame as measured now: the prompt over its foot, the zoom buttons at its right. Null without layout. */
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
  const same = (a: Box | null, b: Box | null) =>
    !!a && !!b && Math.abs(a.x - b.x) + Math.abs(a.y - b.y) + Math.abs(a.w - b.w) + Math.abs(a.h - b.h) < 1e-3;

  /** The first view (before the frame is measured): the focus at the default zoom on a phone's frame. */
  const first = windowOn(focus(), PHONE_FRAME);
  const start = (): Box => {
    if (first) return first;
    // nothing to look at: the map's whole width, on its middle (both capitals are near it)
    const w = MAP_BOX.w;
    const h = w * 0.9;
    return { x: MAP_BOX.x, y: MAP_BOX.y + (MAP_BOX.h - h) / 2, w, h };
  };
  const [goTo, setGoTo] = createSignal<Box | null>(null);
  /** The last view the board chose by itself: while the map still shows it, the board may choose again. */
  let chosen: Box | null = first;
  const show = (b: Box | null) => {
    if (!b) return;
    chosen = b;
    setGoTo(b);
  };
  /** The focus in the uncovered part of the measured frame, at the default zoom (or closer, as the player had it). */
  const refocus = (
    areas: readonly AreaId[],
    opts: { upp?: number; top?: number; weight?: (a: AreaId) => number } = {},
  ) => {
    const f = measure(opts.top);
    if (f) show(windowOn(areas, f, opts.upp ?? DEFAULT_UPP, opts.weight));
  };
  const inSight = (areas: readonly AreaId[], top = 0) => {
    const f = measure(top);
    const vb = viewBox();
    return !f || !vb || anyInSight(areas, shownPart(vb, f));
  };
  onMount(() => {
    // The map as laid out (the prompt's height is known once the page has settled): the first view again for
    // the real frame, unless the map opened where the player left it (kept for the tab) and what is lit is
    // in sight there.
    const settle = () => {
      const lit = shown().areas;
      if (same(viewBox(), chosen) || (lit.length && !inSight(lit))) refocus(focus());
    };
    const raf = typeof requestAnimationFrame === 'undefined' ? null : requestAnimationFrame;
    if (raf) raf(() => raf(settle));
  });
  // When what the seat may act on changes and none of it is in sight (under the prompt, off the screen), the
  // map goes there, at the zoom the player had if it is close enough for taps.
  createEffect(
    on(
      () => shown().areas.join(),
      () => {
        const areas = shown().areas;
        if (!areas.length || typeof requestAnimationFrame === 'undefined') return;
        requestAnimationFrame(() => {
          if (inSight(areas, stackPick() ? 80 : 0)) return;
          const f = measure();
          const vb = viewBox();
          const upp = f && vb ? Math.min(DEFAULT_UPP, Math.max(DEFAULT_UPP * 0.6, uppOf(vb, f))) : DEFAULT_UPP;
          refocus(areas, { upp, top: stackPick() ? 80 : 0 });
        });
      },
      { defer: true },
    ),
  );
  // The map pans to where the game now asks something (a battle, a siege, a withdrawal), once per new place.
  createEffect(
    on(
      stageArea,
      (a, before) => {
        if (a && a !== before && !inSight([a])) refocus(grid.range(a, 1).filter((x) => AREAS.has(x)));
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
    // what was tapped is done with: its description would only cover the map
    setInspecting(false);
    props.choose(c);
  };

  /**
   * A stack picked: only its moves are lit, and the strip above asks who goes. The map moves only when some
   * of its moves are out of sight: then it shows the stack and as many of them as it can with 40 px taps.
   */
  const pick = (id: AreaId) => {
    setOrigin(id);
    setOffered([]);
    setInspecting(false);
    const to = targets(props.choices, view(), id);
    // room at the top for the strip that asks who goes
    const top = stackPick() ? 80 : 0;
    const f = measure(top);
    const vb = viewBox();
    if (!f || !vb) return;
    const part = shownPart(vb, f);
    if ([id, ...to].every((a) => anyInSight([a], part))) return;
    const cs = [id, ...to].map((a) => grid.center(a));
    const span = Math.max(
      (Math.max(...cs.map((c) => c.x)) - Math.min(...cs.map((c) => c.x)) + 2) / Math.max(1, f.width - (f.right ?? 0)),
      (Math.max(...cs.map((c) => c.y)) - Math.min(...cs.map((c) => c.y)) + 2) /
        Math.max(1, f.height - top - (f.bottom ?? 0)),
    );
    refocus([id, ...to], {
      top,
      upp: Math.min(TAP_UPP * 0.97, Math.max(DEFAULT_UPP * 0.75, span)),
      weight: (a) => (a === id ? to.length + 1 : 1),
    });
  };

  const onSelect = (id: AreaId) => {
    setSelected(id);
    setInspecting(true);
    setPreview(null);
    const o = pickedOrigin();
    let matching = o ? choicesTo(props.choices, id, o) : [];
    if (!o && shown().origins.includes(id)) return pick(id);
    if (!matching.length) {
      if (id === o) {
        setOrigin(null);
        setOffered([]);
        return;
      }
      // a tap on another of my stacks that can move picks it instead
      if (targets(props.choices, view(), id).length) return pick(id);
      matching = choicesTo(props.choices, id);
    }
    matching = matching.map(withGoing);
    setOffered(matching);
    const only = matching[0];
    if (matching.length === 1 && only && !only.confirm && ONE_TAP.has(cmdOf(only).type)) send(only);
  };

  const stacksAt = (id: AreaId) => view().stacks.filter((s) => s.area === id);
  const describe = (id: AreaId) => {
    const parts = [areaDescription(view(), id)];
    for (const s of stacksAt(id)) parts.push(stackWords(s, viewer() ?? '').head);
    if (lit().has(id)) parts.push(`you may act here (${tags()[id] ?? ''})`);
    if (changed().includes(id)) parts.push('changed since you last looked');
    return parts.join('. ');
  };
  const liveAreas = createMemo(() => {
    const s = new Set<AreaId>([...lit(), ...view().stacks.map((x) => x.area), ...changed()]);
    for (const t of SETTLEMENTS) s.add(t.area);
    const sel = selected();
    if (sel) s.add(sel);
    return [...s].sort();
  });

  const me = () => viewer();
  const other = (s: Side): Side => (s === 'demon' ? 'khozar' : 'demon');
  const phaseNo = () => (view().active === view().first ? 'first' : 'second');
  const waiting = () => stageWords(view());

  return (
    <section class="dl" aria-label="Demonlord board">
      <Show when={view().result}>
        {(r) => (
          <div class="dl-result" role="status">
            <strong>
              {r().winners.length
                ? `🏆 ${r()
                    .winners.map((w) => seatWords(props.game.seats, w))
                    .join(' and ')} won`
                : 'Game over'}
            </strong>{' '}
            — {r().summary}
          </div>
        )}
      </Show>

      {/* one short block over the map: the score first, then the turn, phase and step */}
      <div class="dl-head">
        <ul class="dl-score" aria-label="Victory points">
          <For each={['khozar', 'demon'] as Side[]}>
            {(s) => (
              <li>
                <span class="dl-chip" style={{ background: FACTION_STYLE[s].fill, color: FACTION_STYLE[s].ink }}>
                  {Cap(SIDE_WORD[s])}
                  {s === me() ? ' (you)' : ''}
                </span>{' '}
                <strong>{view().sides[s].vp} VP</strong>
                <span class="muted">
                  {view().sides[s].arrived ? ' · reinforced' : view().sides[s].called ? ' · reinforcements called' : ''}
                </span>
              </li>
            )}
          </For>
          <Show when={view().truce.open}>
            <li class="dl-truce">☮ truce talks open</li>
          </Show>
        </ul>
        <p class="dl-now">
          Turn {view().turn} · {Cap(SIDE_WORD[view().active])}'s phase ({phaseNo()}) · {stepWords(view().step)}
          {waiting() ? ` · ${waiting()}` : ''}
        </p>
      </div>

      <Show when={view().battle}>
        <BattlePanel battle={view().battle} seat={props.seat} choices={props.choices} choose={send} />
      </Show>

      <div class={`dl-map dl-${zoom.band()}`} ref={frame} style={{ '--u': zoom.upp().toFixed(4) }}>
        <PanZoom
          box={MAP_BOX}
          start={start()}
          goTo={goTo()}
          label="Map of the Demonlord's war"
          persistKey={`map:${props.game.gameId}`}
          minScale={0.12}
          overlay={
            <>
              <Show when={stackPick() && !offered().length ? stackPick() : null}>
                {(p) => (
                  <fieldset class="dl-who" aria-label={`Who goes from ${areaWords(pickedOrigin() ?? '')}`}>
                    <legend>Who goes? Tap one to leave it behind:</legend>
                    <div class="dl-who-row">
                      <For each={p().options}>
                        {(o) => (
                          <button
                            type="button"
                            class="dl-who-unit"
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
                class="dl-offer"
                title={`Choices for ${areaWords(selected() ?? '0101')}`}
                choices={offered()}
                onChoose={send}
                onClose={closeSheet}
                onPreview={setPreview}
                pickUnits={!pickedOrigin()}
              />
              <Show when={inspecting() && !offered().length && !(stackPick() && pickedOrigin()) ? selected() : null}>
                {(id) => (
                  <section class="dl-inspect" aria-live="polite" aria-label={`About ${areaWords(id())}`}>
                    <button
                      type="button"
                      class="dl-inspect-close"
                      aria-label="Close the description"
                      onClick={() => setInspecting(false)}
                    >
                      ✕
                    </button>
                    <p class="dl-inspect-head">{areaDescription(view(), id())}</p>
                    <For each={stacksAt(id())}>
                      {(s) => {
                        const w = () => stackWords(s, viewer() ?? '');
                        return (
                          <div class="dl-inspect-stack" data-inspect-stack={`${s.area}:${s.side}`}>
                            <p>
                              <span
                                class="dl-dot"
                                style={{ background: FACTION_STYLE[s.side].fill }}
                                aria-hidden="true"
                              />
                              <strong>{w().head}</strong>
                            </p>
                            <Show when={w().units.length}>
                              <details open={w().units.length <= 3}>
                                <summary>The units</summary>
                                <ul>
                                  <For each={w().units}>{(u) => <li>{u}</li>}</For>
                                </ul>
                              </details>
                            </Show>
                          </div>
                        );
                      }}
                    </For>
                  </section>
                )}
              </Show>
            </>
          }
        >
          <defs>
            <marker id="dl-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto">
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
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keys reach every live area, which are focusable buttons */}
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
          <g class="dl-fx" pointer-events="none">
            <For each={[...AREAS.keys()].filter((a) => effectsAt(view(), a).length)}>
              {(a) => {
                const c = grid.center(a);
                const fx = () => effectsAt(view(), a);
                return (
                  <g data-effect={a} class={`dl-fx--${fx()[0]?.kind ?? ''}`}>
                    <polygon points={corners(a)} />
                    <text x={c.x} y={c.y - 0.62} text-anchor="middle" class="dl-fx-tag">
                      {fx()
                        .map((f) => f.tag)
                        .join(' ')}
                    </text>
                  </g>
                );
              }}
            </For>
          </g>
          <g class="hx-cells">
            <For each={liveAreas()}>
              {(id) => (
                // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the g carries role, name and keys
                <g
                  class="hx"
                  data-hex={id}
                  classList={{
                    'hx--lit': lit().has(id),
                    'hx--sel': selected() === id,
                    'dl-origin': pickedOrigin() === id,
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
          <g class="dl-regions" pointer-events="none">
            <For each={REGION_LABELS}>
              {(r) => (
                <Show when={named().has(r.id)}>
                  <text x={r.x} y={r.y} text-anchor="middle" class="dl-region">
                    {r.name}
                  </text>
                </Show>
              )}
            </For>
          </g>
          <g class="dl-places" pointer-events="none">
            <For each={SETTLEMENTS}>
              {(s) => {
                const at = symbolAt(s.area);
                const holder = () => view().control[s.id] ?? null;
                const siege = () => view().sieges.find((x) => x.area === s.area);
                return (
                  <g data-place={s.id}>
                    <Show when={holder()}>
                      {(h) => (
                        <path
                          class="dl-flag"
                          data-holder={h()}
                          d={`M${at.x + 0.26} ${at.y + 0.14}v-0.42l0.26 0.1l-0.26 0.1`}
                          fill={FACTION_STYLE[h()].fill}
                          stroke="#111"
                          stroke-width="0.025"
                        />
                      )}
                    </Show>
                    <Show when={view().razed.includes(s.id)}>
                      <path
                        class="dl-razed"
                        d={`M${at.x - 0.2} ${at.y - 0.2}l0.4 0.4M${at.x + 0.2} ${at.y - 0.2}l-0.4 0.4`}
                        stroke="#c8102e"
                        stroke-width="0.06"
                      />
                    </Show>
                    <Show when={siege()}>
                      {(sg) => (
                        <g class="dl-siege" data-siege={s.area}>
                          <circle
                            cx={at.x}
                            cy={at.y}
                            r="0.3"
                            fill="none"
                            stroke="#c8102e"
                            stroke-width="0.06"
                            stroke-dasharray="0.1 0.05"
                          />
                          <text x={at.x - 0.42} y={at.y + 0.06} text-anchor="middle" class="dl-siege-rounds">
                            {sg().rounds}
                          </text>
                        </g>
                      )}
                    </Show>
                  </g>
                );
              }}
            </For>
          </g>
          <Show when={path()}>
            {(p) => (
              <line
                class="dl-path"
                x1={p().from.x}
                y1={p().from.y}
                x2={p().to.x}
                y2={p().to.y}
                stroke="var(--path, #c0392b)"
                stroke-width="0.1"
                stroke-dasharray="0.2 0.1"
                marker-end="url(#dl-arrow)"
                pointer-events="none"
              />
            )}
          </Show>
          <g class="dl-stacks" pointer-events="none">
            <For each={toks()}>
              {(t) => (
                <Show
                  when={shape() === 'strip'}
                  fallback={
                    <g
                      class="dl-token dl-token--chip"
                      classList={{ 'dl-token--mine': t.mine }}
                      data-stack={t.key}
                      data-side={t.side}
                      transform={`translate(${t.x} ${t.y}) scale(${tokenScale()}) translate(${-t.x} ${-t.y})`}
                    >
                      <rect
                        x={t.x - TOKEN.chip.w / 2}
                        y={t.y - TOKEN.chip.h / 2}
                        width={TOKEN.chip.w}
                        height={TOKEN.chip.h}
                        rx="0.07"
                        fill={t.fill}
                        stroke="#111"
                        stroke-width="0.035"
                      />
                      <Show when={t.count !== 1}>
                        <circle
                          cx={t.x + 0.42 * t.outer}
                          cy={t.y - 0.31}
                          r="0.18"
                          fill="#111"
                          stroke="#fff"
                          stroke-width="0.03"
                        />
                        <text x={t.x + 0.42 * t.outer} y={t.y - 0.245} text-anchor="middle" class="dl-tcount">
                          {t.count ?? '?'}
                        </text>
                      </Show>
                      <Show when={t.mpLeft !== null}>
                        <rect
                          x={t.x + 0.42 * t.outer - 0.2}
                          y={t.y + 0.04}
                          width="0.4"
                          height="0.28"
                          rx="0.05"
                          class="dl-mp"
                        />
                        <text x={t.x + 0.42 * t.outer} y={t.y + 0.25} text-anchor="middle" class="dl-mp-text">
                          {t.mpLeft}
                        </text>
                      </Show>
                    </g>
                  }
                >
                  {(() => {
                    const g = TOKEN.strip;
                    // zoomed in: the longer name over the regiment's number; at the default zoom the short name alone
                    const near = () => zoom.band() === 'near' && !!t.code;
                    const text = () => (zoom.band() === 'near' ? t.label : t.short);
                    const font = () => (near() ? 0.34 : 0.42);
                    // the MP left sits at the strip's right end, the name beside it
                    const mp = t.mpLeft !== null;
                    const room = g.w - 0.22 - (mp ? 0.42 : 0);
                    const nameX = t.x - (mp ? 0.21 : 0);
                    const squeeze = () => estimateEm(text()) * font() * 0.92 > room;
                    const right = t.x + g.w / 2;
                    const top = t.y - g.h / 2;
                    return (
                      <g
                        class="dl-token dl-token--strip"
                        classList={{ 'dl-token--mine': t.mine }}
                        data-stack={t.key}
                        data-side={t.side}
                      >
                        <rect
                          x={t.x - g.w / 2}
                          y={top}
                          width={g.w}
                          height={g.h}
                          rx="0.1"
                          fill={t.fill}
                          stroke="#111"
                          stroke-width="0.04"
                        />
                        <text
                          x={nameX}
                          y={near() ? t.y - 0.02 : t.y + 0.15}
                          text-anchor="middle"
                          class="dl-tname"
                          style={{ fill: t.ink, 'font-size': `${font()}px` }}
                          {...(squeeze() ? { textLength: String(room), lengthAdjust: 'spacingAndGlyphs' } : {})}
                        >
                          {text()}
                        </text>
                        <Show when={near()}>
                          <text x={nameX} y={t.y + 0.31} text-anchor="middle" class="dl-tcode" style={{ fill: t.ink }}>
                            {t.code}
                          </text>
                        </Show>
                        <Show when={t.count !== 1}>
                          <circle cx={right} cy={top} r="0.25" fill="#111" stroke="#fff" stroke-width="0.04" />
                          <text
                            x={right}
                            y={top + 0.115}
                            text-anchor="middle"
                            class="dl-tcount"
                            style={{ 'font-size': '0.33px' }}
                          >
                            {t.count ?? '?'}
                          </text>
                        </Show>
                        <Show when={t.mpLeft !== null}>
                          <rect x={right - 0.5} y={t.y - 0.13} width="0.46" height="0.4" rx="0.08" class="dl-mp" />
                          <text
                            x={right - 0.27}
                            y={t.y + 0.18}
                            text-anchor="middle"
                            class="dl-mp-text"
                            style={{ 'font-size': '0.31px' }}
                          >
                            {t.mpLeft}
                          </text>
                        </Show>
                      </g>
                    );
                  })()}
                </Show>
              )}
            </For>
          </g>
          <g class="dl-names" pointer-events="none">
            <For each={SETTLEMENTS}>
              {(s) => {
                const c = grid.center(s.area);
                return (
                  <Show when={named().has(s.id)}>
                    <text
                      x={c.x}
                      y={c.y + NAME_DROP}
                      text-anchor="middle"
                      dominant-baseline="hanging"
                      class="dl-name"
                      data-name={s.id}
                    >
                      {s.name}
                    </text>
                  </Show>
                );
              }}
            </For>
          </g>
          <g class="dl-tags" pointer-events="none">
            <For each={Object.entries(tags())}>
              {([id, text]) => {
                const c = grid.center(id);
                const f = () => tagFont();
                const w = () => text.length * f() * 0.62 + f() * 0.7;
                // over the token of an area that has one; in the middle of an empty one, clear of the tokens
                // of its neighbours (a strip reaches into the areas beside it)
                const top = () => (tokenAreas().has(id) ? c.y - 0.3 - f() * 1.35 : c.y - f() * 0.675);
                return (
                  <g class="dl-tag" data-tag={id}>
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
            <For each={changed().filter((a) => AREAS.has(a))}>
              {(id) => <polygon points={corners(id)} data-changed={id} />}
            </For>
          </g>
        </PanZoom>
      </div>

      <Show
        when={pickedOrigin()}
        fallback={
          <Show when={shown().origins.length}>
            <p class="dl-hint">Tap a stack marked “move” to see where it can go and what each area costs.</p>
          </Show>
        }
      >
        {(o) => (
          <p class="dl-hint">
            Moves of your stack at {areaWords(o())} (cost in MP; * a minimum move, ⚔ a battle).{' '}
            <button type="button" onClick={() => setOrigin(null)}>
              Show all stacks
            </button>
          </p>
        )}
      </Show>

      <div class="dl-panels">
        <Show when={me()}>
          {(s) => (
            <details class="dl-panel">
              <summary>
                <strong>Your spells</strong>
                <span class="dl-sum">
                  {view().sides[s()].spells.length
                    ? view()
                        .sides[s()].spells.map((x) => x.name)
                        .join(', ')
                    : 'none yet'}
                </span>
              </summary>
              <Show
                when={view().sides[s()].spells.length}
                fallback={<p class="muted">No spells in hand{view().step === 'setup' ? ' yet' : ''}.</p>}
              >
                <ul class="dl-spells" aria-label="Your spells">
                  <For each={view().sides[s()].spells}>
                    {(sp) => {
                      const w = spellWords(sp.id, s());
                      return (
                        <li>
                          <strong>{sp.name}</strong>: {w.effect}
                          <span class="dl-odds">{w.roll ? ` — ${w.roll}` : ''}</span>
                        </li>
                      );
                    }}
                  </For>
                </ul>
              </Show>
              <p class="muted">
                {Cap(SIDE_WORD[other(s())])} holds {view().sides[other(s())].handCount} spell
                {view().sides[other(s())].handCount === 1 ? '' : 's'}
                {view().sides[other(s())].spells.length
                  ? `; used so far: ${view()
                      .sides[other(s())].spells.map((x) => x.name)
                      .join(', ')}`
                  : ', none used yet'}
                .
              </p>
            </details>
          )}
        </Show>

        <details class="dl-panel">
          <summary>
            <strong>Reinforcements</strong>
            <span class="dl-sum">
              {(['khozar', 'demon'] as Side[])
                .map(
                  (s) =>
                    `${Cap(SIDE_WORD[s])} ${view().sides[s].arrived ? 'arrived' : view().sides[s].called ? 'called' : 'not called'}`,
                )
                .join(' · ')}
            </span>
          </summary>
          <ul class="dl-list">
            <For each={['khozar', 'demon'] as Side[]}>
              {(s) => {
                const st = () => view().sides[s];
                return (
                  <li>
                    {Cap(SIDE_WORD[s])} ({REINFORCEMENTS[s].name}):{' '}
                    {st().arrived
                      ? 'arrived'
                      : st().called
                        ? 'called; each of its phases a roll of 1-3 brings them'
                        : 'not called'}
                    {st().toPlace.length
                      ? `; waiting to come in at ${REINFORCEMENTS[s].entries.map(areaWords).join(', ')}: ${st()
                          .toPlace.map((u) => u.name)
                          .join(', ')}`
                      : ''}
                  </li>
                );
              }}
            </For>
          </ul>
        </details>

        <Show when={view().sieges.length}>
          <details class="dl-panel" open>
            <summary>
              <strong>Sieges</strong> ({view().sieges.length})
            </summary>
            <ul class="dl-list" aria-label="Sieges">
              <For each={view().sieges}>
                {(sg) => {
                  const s = SETTLEMENT_BY_ID.get(sg.settlement);
                  const m = siegeMods(sg);
                  return (
                    <li>
                      <strong>{s?.name ?? areaWords(sg.area)}</strong>: {Cap(SIDE_WORD[sg.besieger])} besieges{' '}
                      {SIDE_WORD[sg.defender]}, {sg.rounds} round{sg.rounds === 1 ? '' : 's'} so far.{' '}
                      <span class="dl-odds">
                        Next roll, 2d6 for each side on the siege table
                        {m.length
                          ? `; besieger ${m.map((x) => `${signed(x.value)} ${x.label}`).join(', ')}`
                          : '; no fortress or duration modifier'}
                        ; ±1 to the side with the better leader there, ±1 for more siege magic.
                      </span>
                    </li>
                  );
                }}
              </For>
            </ul>
          </details>
        </Show>

        <Show when={view().sides.khozar.prisoners.length + view().sides.demon.prisoners.length}>
          <details class="dl-panel" open>
            <summary>
              <strong>Prisoners</strong>
            </summary>
            <ul class="dl-list" aria-label="Prisoners">
              <For each={['khozar', 'demon'] as Side[]}>
                {(s) => (
                  <Show when={view().sides[s].prisoners.length}>
                    <li>
                      Held by {SIDE_WORD[s]}: {view().sides[s].prisoners.map(unitWords).join('; ')}
                    </li>
                  </Show>
                )}
              </For>
            </ul>
          </details>
        </Show>

        <details class="dl-panel">
          <summary>
            <strong>Neutrals</strong>
            <span class="dl-sum">
              {(() => {
                const allied = (NEUTRALS as readonly Neutral[]).filter((n) => view().neutrals[n]?.ally);
                return allied.length
                  ? allied
                      .map((n) => `${FACTION_NAMES[n]} with ${SIDE_WORD[view().neutrals[n]?.ally as Side]}`)
                      .join(', ')
                  : 'all five unallied';
              })()}
            </span>
          </summary>
          <ul class="dl-list" aria-label="Neutrals">
            <For each={NEUTRALS as readonly Neutral[]}>
              {(n) => {
                const st = () => view().neutrals[n];
                const home = SETTLEMENTS.find((s) => s.area === NEUTRAL_HOMES[n]);
                return (
                  <li>
                    <span class="dl-dot" style={{ background: FACTION_STYLE[n].fill }} aria-hidden="true" />
                    <strong>{Cap(FACTION_NAMES[n])}</strong> ({home?.name ?? areaWords(NEUTRAL_HOMES[n])}
                    {home ? `, ${holderWords(view(), home)}` : ''}):{' '}
                    {st()?.myth
                      ? 'a myth: gone from the war'
                      : st()?.ally
                        ? `allied to ${SIDE_WORD[st()?.ally as Side]}${st()?.kind === 'temporary' ? ' for now' : ''}`
                        : 'unallied'}
                    {st()?.ruler ? ` · ruled by ${st()?.ruler === 'balor' ? 'Balor' : 'the Dwarf King'}` : ''}
                  </li>
                );
              }}
            </For>
          </ul>
        </details>

        <details class="dl-panel dl-key">
          <summary>
            <strong>Key</strong>
          </summary>
          <ul class="dl-swatches">
            <For each={Object.entries(TERRAIN)}>
              {([, t]) => (
                <li>
                  <span class="dl-swatch" style={{ background: t.fill }} /> {t.label}
                </li>
              )}
            </For>
            <li>A second terrain in an area fills its lower part.</li>
          </ul>
          <ul class="dl-swatches">
            <li>
              <span class="dl-stroke" style={{ background: LINE_STYLE.river.stroke }} /> River (along the border)
            </li>
            <li>
              <span class="dl-stroke dl-stroke--ford" /> Ford
            </li>
            <li>
              <span class="dl-stroke" style={{ background: LINE_STYLE.road.stroke, height: '3px' }} /> Road
            </li>
            <li>
              <span class="dl-stroke dl-stroke--bridge" /> Bridge
            </li>
            <li>
              <span class="dl-stroke" style={{ background: LINE_STYLE.lake.stroke, height: '6px' }} /> Lake border
            </li>
            <li>
              <span class="dl-stroke dl-stroke--cliff" /> Cliff (ticks point down)
            </li>
          </ul>
          <ul class="dl-swatches">
            <For
              each={
                [
                  ['city', true, 'Capital'],
                  ['city', false, 'City'],
                  ['castle', false, 'Castle'],
                  ['village', false, 'Village'],
                  ['temple', false, 'Temple'],
                ] as const
              }
            >
              {([cls, capital, label]) => (
                <li>
                  <svg
                    class="dl-sym"
                    viewBox="-0.3 -0.4 0.6 0.6"
                    aria-hidden="true"
                    innerHTML={symbolMarkup({ class: cls, ...(capital ? { capital: true as const } : {}) })}
                  />{' '}
                  {label}
                </li>
              )}
            </For>
            <li>Flag: who holds it · dashed red ring: a siege (number: rounds)</li>
          </ul>
          <ul class="dl-swatches">
            <For
              each={Object.entries(FACTION_STYLE) as [keyof typeof FACTION_STYLE, (typeof FACTION_STYLE)['demon']][]}
            >
              {([f, s]) => (
                <li>
                  <span class="dl-swatch" style={{ background: s.fill }} /> {Cap(factionName(f))} ({s.colour})
                </li>
              )}
            </For>
            <li>
              Token: the top unit's name and, for a regiment, its number (missile, melee, morale, MP); the black disc is
              how many units (? when hidden); green: MP left.
            </li>
          </ul>
        </details>
      </div>
    </section>
  );
}
