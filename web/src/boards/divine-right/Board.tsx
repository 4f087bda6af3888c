/**
 * Divine Right: the map of Minaria (HexMap) with terrain, territories,
 * castles, ports, rivers and the Deep, every stack in its kingdom's colour and
 * letter, sieges; the legal destinations of the seat's choices highlighted
 * with their cost, sent with one tap (or a short list when several choices
 * reach the hex). Below: the turn track with Confusion and Forced Peace
 * markers, the order of play and scores, the diplomacy, siege and combat
 * panels with the numbers needed and the modifiers known before the roll.
 */
import type { KingdomId } from '@hexpost/shared/games/divine-right/data/index.ts';
import { hexWords } from '@hexpost/shared/games/divine-right/words.ts';
import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { createChanges } from '../../lib/changes.ts';
import { stillOffered } from '../../lib/choices.ts';
import { HexMap } from '../../components/HexMap.tsx';
import { MapSheet } from '../../components/MapSheet.tsx';
import { narrowed } from '../../components/PickStep.tsx';
import { seatWords } from '../../lib/seats.ts';
import type { BoardProps, Choice } from '../registry.ts';
import './divine-right.css';
import {
  AREA_LABELS,
  attackOdds,
  cardWords,
  cells,
  choicesTo,
  diplomacyOdds,
  grid,
  HEXSIDES,
  highlights,
  KINGDOM_STYLE,
  kingdomName,
  MERC_STYLE,
  monarchHexOf,
  originOf,
  pct,
  ROUTES,
  siegeOdds,
  signed,
  stacks,
  TERRAIN,
  tagFor,
  targetOf,
  targets,
  type View,
} from './pieces.ts';

const STEP: Record<string, string> = {
  begin: 'Random events',
  draw: 'Diplomacy draw',
  diplomacy: 'Diplomacy',
  card: 'Diplomacy roll',
  discard: 'Discarding',
  sieges: 'Sieges',
  movement: 'Movement',
  declare: 'Combat: declaring',
  resolve: 'Combat: resolving',
  end: 'End of turn',
  over: 'Game over',
};

type Cmd = Record<string, unknown> & { type: string };
const cmd = (c: Choice) => c.command as Cmd;
/** Moves a single tap may send at once: they can be taken back. */
const MOVE_TYPES = new Set(['move', 'sail']);

export default function DivineRightBoard(props: BoardProps) {
  const view = () => props.view as View;
  const [selected, setSelected] = createSignal<string | null>(null);
  /** A stack picked first: highlights only its moves. */
  const [origin, setOrigin] = createSignal<string | null>(null);
  const [preview, setPreview] = createSignal<Choice | null>(null);

  // The map's cells change only when a castle is plundered: rebuilt (with the map's image) then, not on
  // every live update of the view.
  const plundered = createMemo(() => [...view().plundered].sort(), [], { equals: (a, b) => a.join() === b.join() });
  const hexes = createMemo(() => cells(plundered()));
  const stackList = createMemo(() => stacks(view()));
  const pickedOrigin = createMemo(() => {
    const o = origin();
    return o && targets(props.choices, view(), o).length ? o : null;
  });
  const shown = createMemo(() => highlights(props.choices, view(), pickedOrigin()));
  // Splitting the picked stack: its units, each going or staying (Choice.pick); all go until one is tapped off.
  const stackPick = createMemo(() => {
    const o = pickedOrigin();
    return o ? (props.choices.find((c) => c.pick && targets([c], view(), o).length)?.pick ?? null) : null;
  });
  const [staying, setStaying] = createSignal<string[]>([]);
  createEffect(on(pickedOrigin, () => setStaying([])));
  const toggleStay = (id: string) =>
    setStaying((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  /** A choice from the picked stack, narrowed to the units going; the bar is where a stack is split. */
  const withGoing = (c: Choice): Choice => {
    if (!c.pick || !staying().length) return c;
    return narrowed(
      c,
      c.pick.options.map((o) => o.id).filter((id) => !staying().includes(id)),
    );
  };
  const lit = () => shown().hexes;
  const tags = createMemo(() =>
    Object.fromEntries(
      lit().map((h) => [h, shown().origins.includes(h) ? 'move' : tagFor(choicesTo(props.choices, h, pickedOrigin()))]),
    ),
  );
  const [tapped, setOffered] = createSignal<Choice[]>([]);
  // The sheet holds only what is still legal: a move elsewhere, a phase ending or a live update closes
  // what no longer applies (and shows the current wording of what does).
  const offered = createMemo(() => stillOffered(tapped(), props.choices));
  const path = createMemo(() => {
    const c = preview() ?? (offered().length ? offered()[0] : null);
    if (!c) return [];
    const from = originOf(c, view());
    const to = targetOf(c, view());
    return from && to && from !== to ? [from, to] : [];
  });

  const me = createMemo(() => view().players.find((p) => p.seat === props.seat) ?? null);
  const focus = createMemo(() => {
    const p = me();
    if (!p) return [];
    return grid.range(monarchHexOf(p.kingdom), 3);
  });

  // The map is drawn afresh, zoomed on the seat's kingdom, when that kingdom changes to another. The first one
  // known (the game screen settles the seat just after its first drawing) is taken by the map as drawn: it
  // moves its view there (PanZoom takes a later start) instead of drawing the whole board twice.
  const mapKey = createMemo<{ kingdom: string; n: number }>((prev) => {
    const k = me()?.kingdom ?? 'all';
    if (!prev) return { kingdom: k, n: 1 };
    if (prev.kingdom === k) return prev;
    return { kingdom: k, n: prev.kingdom === 'all' ? prev.n : prev.n + 1 };
  });

  // Rings on the hexes whose stacks changed since this device last showed the game.
  const changed = createChanges(
    () => props.game.gameId,
    () =>
      Object.fromEntries(
        stackList().map((st) => [
          st.hex,
          `${st.counters
            .map((c) => `${c.id}:${c.detail ?? ''}`)
            .sort()
            .join(',')}${st.mark ?? ''}`,
        ]),
      ),
  );
  // The map follows a kingdom that has just joined my alliance: it pans to its royal castle.
  const myAllies = createMemo(
    () =>
      (Object.entries(view().kingdoms) as [KingdomId, View['kingdoms'][KingdomId]][])
        .filter(([, k]) => k.seat === props.seat && k.status === 'active')
        .map(([id]) => id),
    [],
    { equals: (a, b) => a.join() === b.join() },
  );
  const goTo = createMemo(
    on(
      myAllies,
      (now, before) => {
        const fresh = before ? now.filter((k) => !before.includes(k)) : [];
        return fresh.length ? fresh.flatMap((k) => grid.range(monarchHexOf(k), 2)) : [];
      },
      { defer: false },
    ),
  );
  const closeSheet = () => {
    setOffered([]);
    setPreview(null);
  };

  const onSelect = (id: string) => {
    setSelected(id);
    setPreview(null);
    const o = pickedOrigin();
    let matching = o ? choicesTo(props.choices, id, o) : [];
    if (!o && shown().origins.includes(id)) {
      setOrigin(id);
      setOffered([]);
      return;
    }
    if (!matching.length) {
      if (id === o) {
        setOrigin(null);
        setOffered([]);
        return;
      }
      // a tap on one of my stacks that can move picks it: its destinations alone are highlighted
      if (targets(props.choices, view(), id).length) {
        setOrigin(id);
        setOffered([]);
        return;
      }
      matching = choicesTo(props.choices, id);
    }
    matching = matching.map(withGoing);
    setOffered(matching);
    const only = matching[0];
    // One tap sends only a plain move (it can be taken back); anything else opens its sheet first.
    if (matching.length === 1 && only && !only.confirm && MOVE_TYPES.has(cmd(only).type)) {
      props.choose(only);
      setOrigin(null);
      setOffered([]);
    }
  };

  const choicesOf = (type: string) => props.choices.filter((c) => cmd(c).type === type);
  const seatKingdom = (seat: string) => view().players.find((p) => p.seat === seat)?.kingdom;
  const locks = createMemo(() =>
    (Object.entries(view().kingdoms) as [KingdomId, View['kingdoms'][KingdomId]][]).filter(([, k]) => k.lock),
  );
  const alliesOf = (seat: string) =>
    (Object.entries(view().kingdoms) as [KingdomId, View['kingdoms'][KingdomId]][])
      .filter(([, k]) => k.seat === seat && k.status === 'active')
      .map(([id]) => id);

  return (
    <section class="dr" aria-label="Divine Right board">
      <Show when={view().result}>
        {(r) => (
          <div class="dr-result" role="status">
            <strong>
              {r().winners.length
                ? `🏆 ${r()
                    .winners.map((w) => seatWords(props.game.seats, w))
                    .join(' and ')} win`
                : 'Game over'}
            </strong>{' '}
            — {r().summary}
          </div>
        )}
      </Show>

      <p class="dr-now">
        {/* one line on a phone: the header above already says when it is this player's move */}
        Turn {view().turn} of {view().turns} · {STEP[view().step] ?? view().step}
        {view().active === props.seat ? '' : ` · ${seatWords(props.game.seats, view().active)} to play`}
      </p>

      {/* keyed on the seat's kingdom (mapKey): the map starts zoomed on it once the view says which it is */}
      <Show when={mapKey().n} keyed>
        {(_n: number) => (
          <HexMap
            persistKey={`map:${props.game.gameId}`}
            grid={grid.spec}
            hexes={hexes()}
            terrain={TERRAIN}
            hexsides={HEXSIDES}
            routes={ROUTES}
            areaLabels={AREA_LABELS}
            stacks={stackList()}
            seats={view().order}
            highlights={lit()}
            tags={tags()}
            path={path()}
            selected={selected()}
            focus={focus()}
            onSelect={onSelect}
            changed={changed()}
            goTo={goTo()}
            label="Map of Minaria"
            overlay={
              <>
                <Show when={stackPick() && !offered().length ? stackPick() : null}>
                  {(p) => (
                    <fieldset class="dr-who" aria-label={`Who goes from ${hexWords(pickedOrigin() ?? '')}`}>
                      <legend>Who goes? Tap one to leave it behind:</legend>
                      <For each={p().options}>
                        {(o) => (
                          <button
                            type="button"
                            class="dr-who-unit"
                            aria-pressed={!staying().includes(o.id)}
                            disabled={!staying().includes(o.id) && p().options.length - staying().length <= p().min}
                            onClick={() => toggleStay(o.id)}
                          >
                            {/* the monarch's name in short: the strip stays small */}
                            {staying().includes(o.id) ? '○' : '●'} {o.label.replace(/ \(.*\)$/, '')}
                          </button>
                        )}
                      </For>
                    </fieldset>
                  )}
                </Show>
                <MapSheet
                  class="dr-offer"
                  title={`Choices for ${hexWords(selected() ?? '')}`}
                  choices={offered()}
                  onChoose={props.choose}
                  onClose={closeSheet}
                  onPreview={setPreview}
                  pickUnits={false}
                />
              </>
            }
          />
        )}
      </Show>

      <Show
        when={origin() && pickedOrigin()}
        fallback={
          <Show when={shown().origins.length}>
            <p class="dr-hint">Tap a stack marked “move” to see where it can go and what each hex costs.</p>
          </Show>
        }
      >
        <p class="dr-hint">
          Showing the moves of the stack at {origin()} (cost in movement points).{' '}
          <button type="button" onClick={() => setOrigin(null)}>
            Show all stacks
          </button>
        </p>
      </Show>

      <ol class="dr-track" aria-label={`Turn track: game turn ${view().turn} of ${view().turns}`}>
        <For each={Array.from({ length: view().turns }, (_, i) => i + 1)}>
          {(t) => {
            const marks = () => locks().filter(([, k]) => k.lock?.until === t);
            return (
              <li
                class="dr-turn"
                classList={{ 'dr-turn--now': t === view().turn, 'dr-turn--past': t < view().turn }}
                aria-current={t === view().turn ? 'step' : undefined}
                aria-label={`Turn ${t}${t === view().turn ? ' (now)' : ''}${marks()
                  .map(
                    ([k, s]) =>
                      `, ${s.lock?.kind === 'confusion' ? 'Confusion' : 'Forced Peace'} in ${kingdomName(k)} ends`,
                  )
                  .join('')}`}
              >
                <span>{t}</span>
                <For each={marks()}>
                  {([k, s]) => (
                    <span
                      class="dr-lock"
                      style={{ background: KINGDOM_STYLE[k].fill, color: KINGDOM_STYLE[k].ink }}
                      title={`${s.lock?.kind === 'confusion' ? 'Confusion' : 'Forced Peace'}: ${kingdomName(k)}`}
                    >
                      {s.lock?.kind === 'confusion' ? 'C' : 'FP'}
                      {KINGDOM_STYLE[k].letter}
                    </span>
                  )}
                </For>
              </li>
            );
          }}
        </For>
      </ol>

      <ol class="dr-players" aria-label="Order of play and scores">
        <For each={view().order}>
          {(seat) => {
            const p = () => view().players.find((x) => x.seat === seat);
            const k = () => p()?.kingdom;
            return (
              <li classList={{ 'dr-active': seat === view().active, 'dr-out': !!p()?.eliminated }}>
                <Show when={k()}>
                  {(kk) => (
                    <span
                      class="dr-chip"
                      style={{ background: KINGDOM_STYLE[kk()].fill, color: KINGDOM_STYLE[kk()].ink }}
                      aria-hidden="true"
                    >
                      {KINGDOM_STYLE[kk()].letter}
                    </span>
                  )}
                </Show>
                <span>
                  {seat === view().active ? '▶ ' : ''}
                  <strong>
                    {props.game.seats?.find((x) => x.seat === seat)?.name ?? seatWords(props.game.seats, seat)}
                  </strong>
                  {seat === props.seat ? ' (you)' : ''} — {k() ? kingdomName(k() as KingdomId) : '?'}:{' '}
                  <strong>{p()?.vp ?? 0} VP</strong>
                  {alliesOf(seat).length ? ` · allies ${alliesOf(seat).map(kingdomName).join(', ')}` : ''}
                  {p()?.eliminated ? ' · out' : ''}
                </span>
              </li>
            );
          }}
        </For>
      </ol>

      <Show when={view().battle}>
        {(b) => (
          <div class="dr-panel dr-battle" role="status">
            <h3>⚔ Battle at {b().attack.targets.join(', ')}</h3>
            <p>
              {b().attack.attackers.length} attacking from {b().attack.from.join(', ')} against{' '}
              {b().attack.defenders.length} of {b().defenderSeat} — stage: {b().stage}
            </p>
          </div>
        )}
      </Show>

      <Show when={me()}>
        {(p) => (
          <div class="dr-panel">
            <h3>Diplomacy</h3>
            <p>
              Your hand ({p().handCount}):{' '}
              <Show when={(p().hand ?? []).length} fallback={<span class="muted">no cards</span>}>
                <ul class="dr-hand" aria-label="Your diplomacy hand">
                  <For each={p().hand ?? []}>{(c) => <li>{cardWords(c)}</li>}</For>
                </ul>
              </Show>
            </p>
            <p class="muted">
              Ambassador {p().ambassadorBack > view().turn ? `back on turn ${p().ambassadorBack}` : 'ready'}
              {Object.keys(p().banished).length
                ? ` · banished from ${Object.entries(p().banished)
                    .filter(([, t]) => (t ?? 0) >= view().turn)
                    .map(([k, t]) => `${kingdomName(k as KingdomId)} (to turn ${t})`)
                    .join(', ')}`
                : ''}
              {p().penalty.length ? ` · penalty with ${p().penalty.map(kingdomName).join(', ')}` : ''}
            </p>
            <Show when={choicesOf('envoy').length + choicesOf('playCard').length + choicesOf('forcePeace').length}>
              <ul class="dr-options" aria-label="Diplomacy targets">
                <For each={choicesOf('envoy')}>
                  {(c) => {
                    const k = cmd(c).kingdom as KingdomId;
                    const a = cmd(c).action as string;
                    const odds = a === 'assassinate' ? null : diplomacyOdds(view(), props.seat, k, a as 'activate');
                    return (
                      <li>
                        <button type="button" onClick={() => props.choose(c)}>
                          {a === 'assassinate' ? 'Assassinate' : a === 'activate' ? 'Activate' : 'Deactivate'}{' '}
                          {kingdomName(k)}
                        </button>{' '}
                        <span class="dr-odds">
                          {odds
                            ? `needs ${odds.need}+ on d6 ${signed(odds.mod)} (${odds.parts.join('; ')}) — ${pct(odds.chance)} before a card`
                            : 'your d6 against the monarch’s d6: higher wins, a tie does nothing'}
                        </span>
                      </li>
                    );
                  }}
                </For>
                <For each={choicesOf('playCard')}>
                  {(c) => (
                    <li>
                      <button type="button" onClick={() => props.choose(c)}>
                        {cmd(c).card ? `Play ${cardWords(cmd(c).card as string)}` : 'Roll without a card'}
                      </button>
                    </li>
                  )}
                </For>
                <For each={choicesOf('forcePeace')}>
                  {(c) => (
                    <li>
                      <button type="button" onClick={() => props.choose(c)}>
                        Force peace on {kingdomName(cmd(c).kingdom as KingdomId)}
                      </button>{' '}
                      <span class="dr-odds">needs 5 or 6, no modifiers (33%)</span>
                    </li>
                  )}
                </For>
              </ul>
            </Show>
          </div>
        )}
      </Show>

      <Show when={choicesOf('siegeAttack').length || Object.keys(view().sieges).length}>
        <div class="dr-panel">
          <h3>Sieges</h3>
          <ul class="dr-options" aria-label="Sieges">
            <For each={Object.keys(view().sieges)}>
              {(hex) => {
                const o = () => siegeOdds(view(), hex);
                const choice = () => props.choices.find((c) => cmd(c).type === 'siegeAttack' && cmd(c).hex === hex);
                return (
                  <li>
                    <strong>
                      {o().castle?.name ?? hex} ({hex})
                    </strong>
                    , besieged by {view().sieges[hex]}: {o().besiegers} besiegers against {o().inside} inside + defense{' '}
                    {o().defense} → d6 {signed(o().mod)}; a natural 1 fails (lose a unit), 6+ plunders (
                    {pct(o().plunder)}).{' '}
                    <Show when={choice()}>
                      {(c) => (
                        <button type="button" onClick={() => props.choose(c())}>
                          {c().label}
                        </button>
                      )}
                    </Show>
                  </li>
                );
              }}
            </For>
          </ul>
        </div>
      </Show>

      <Show when={choicesOf('declare').length}>
        <div class="dr-panel">
          <h3>Attacks you may declare</h3>
          <ul class="dr-options" aria-label="Attacks">
            <For each={choicesOf('declare')}>
              {(c) => {
                const o = attackOdds(
                  view(),
                  props.seat ?? '',
                  cmd(c).from as string[],
                  cmd(c).targets as string[],
                  cmd(c).kind as string,
                );
                return (
                  <li>
                    <button type="button" onClick={() => props.choose(c)}>
                      {c.label}
                    </button>{' '}
                    <span class="dr-odds">
                      strength {o.a} against {o.d} ({o.odds.words}): you d6 {signed(o.aMod)}, defender d6{' '}
                      {signed(o.dMod)}
                      {o.notes.length ? ` — ${o.notes.join('; ')}` : ''} (before leaders)
                    </span>
                  </li>
                );
              }}
            </For>
          </ul>
        </div>
      </Show>

      <details class="dr-key">
        <summary>Key</summary>
        <ul>
          <li>
            Counters: kingdom colour with its letter; ♔ a monarch in the stack; the number is the stack's size; ⚔ a
            siege.
          </li>
          <For each={Object.entries(KINGDOM_STYLE) as [KingdomId, (typeof KINGDOM_STYLE)[KingdomId]][]}>
            {([k, s]) => (
              <li>
                <span class="dr-chip" style={{ background: s.fill, color: s.ink }}>
                  {s.letter}
                </span>{' '}
                {kingdomName(k)}
                {seatKingdom(view().kingdoms[k].seat ?? '') === k
                  ? ` (${seatWords(props.game.seats, view().kingdoms[k].seat)})`
                  : ''}
                {view().kingdoms[k].status === 'active'
                  ? ` · allied to ${seatWords(props.game.seats, view().kingdoms[k].seat)}`
                  : ''}
                {view().kingdoms[k].status === 'inactive' ? ' · inactive' : ''}
              </li>
            )}
          </For>
          <li>
            <span class="dr-chip" style={{ background: MERC_STYLE.fill, color: MERC_STYLE.ink }}>
              M
            </span>{' '}
            Mercenaries
          </li>
          <li>
            ♜ castle (number: defense) · ♚ royal castle · ⚓ port · ✗ plundered · dark blue edge: the River Deep · blue
            line: river · dashed edge: kingdom border · dashed outline: where you may go (cost shown).
          </li>
        </ul>
      </details>
    </section>
  );
}
