/**
 * Defenders of the Realm: the realm's map (GraphMap) with every piece, the
 * war status, the four General cards with their wound tracks, the heroes with
 * their life, hands and quests, the battle under way and the result. Tapping a
 * highlighted place sends the move that goes there (or offers the ways to go
 * when there are several); everything else is in the prompt below.
 */
import { WAR_STATUS } from '@hexpost/shared/games/defenders/describe.ts';
import { GENERALS, HEROES } from '@hexpost/shared/games/defenders/data/index.ts';
import { createMemo, createSignal, For, Show } from 'solid-js';
import { createChanges } from '../../lib/changes.ts';
import { seatWords } from '../../lib/seats.ts';
import { GraphMap } from '../../components/GraphMap.tsx';
import { MapSheet } from '../../components/MapSheet.tsx';
import type { BoardProps } from '../registry.ts';
import './defenders.css';
import {
  CRYSTAL,
  cardWords,
  choicesTo,
  GATE,
  heroColour,
  isMove,
  LINK_PAIRS,
  NODES,
  placeName,
  questWords,
  RACE_COLOUR,
  RACE_LETTER,
  RACE_PLURAL,
  targets,
  tokens,
  type View,
  woundTrack,
} from './pieces.ts';

const PHASE: Record<string, string> = {
  pick: 'choosing heroes',
  day: 'Daytime',
  battle: 'battle',
  discard: 'Evening: discard',
  night: 'Night',
  over: 'game over',
};

export default function DefendersBoard(props: BoardProps) {
  const view = () => props.view as View;
  const [selected, setSelected] = createSignal<string | null>(null);
  const lit = createMemo(() => targets(props.choices));
  /** The place whose sheet of choices is open: closed by a choice, ✕, or when nothing there is legal any more. */
  const [sheetAt, setSheetAt] = createSignal<string | null>(null);
  const offered = createMemo(() => {
    const s = sheetAt();
    return s ? choicesTo(props.choices, s) : [];
  });
  const onSelect = (id: string) => {
    setSelected(id);
    setSheetAt(id);
    const matching = choicesTo(props.choices, id);
    const only = matching[0];
    if (matching.length === 1 && only && !only.confirm && isMove(only)) {
      setSheetAt(null);
      props.choose(only);
    }
  };
  const seatsInOrder = createMemo(() => {
    const v = view();
    const mine = v.seats.filter((s) => s.seat === props.seat);
    return [...mine, ...v.seats.filter((s) => s.seat !== props.seat)];
  });
  // start on my hero (or the active one), so names are readable on a phone; − or 0 shows the whole realm
  const focusNode = () => {
    const v = view();
    const s = v.seats.find((x) => x.seat === props.seat && x.hero) ?? v.seats.find((x) => x.seat === v.active);
    return s?.hero?.location ?? 'monarch-city';
  };
  const tokenList = createMemo(() => tokens(view()));
  // Rings on the places whose pieces changed since this device last showed the game.
  const changed = createChanges(
    () => props.game.gameId,
    () => {
      const sig: Record<string, string> = {};
      for (const t of tokenList()) sig[t.node] = `${sig[t.node] ?? ''}${t.id}:${t.text ?? ''}:${t.label};`;
      return sig;
    },
  );
  const heroOf = (seat: string) => view().seats.find((s) => s.seat === seat)?.hero?.name ?? seat;
  const crystals = () => Object.values(view().taint).reduce((a, b) => a + b, 0);

  return (
    <section class="df" aria-label="Defenders of the Realm board">
      <Show when={view().outcome}>
        {(o) => (
          <div class={`df-result df-result--${o().result}`} role="status">
            <p>
              <strong>
                {o().result === 'win' ? '🏆 Victory — the realm is saved.' : '☠ Defeat — the realm falls.'}
              </strong>{' '}
              {o().reason}
            </p>
            <p>
              {o().result === 'win' ? "King's Champion" : 'Best score'}
              {view().champions.length > 1 ? 's' : ''}:{' '}
              <strong>
                {view()
                  .champions.map((s) => seatWords(props.game.seats, s))
                  .join(', ') || 'none'}
              </strong>
              {' · '}
              {Object.entries(view().scores)
                .map(([s, n]) => `${seatWords(props.game.seats, s)} ${n} pt${n === 1 ? '' : 's'}`)
                .join(', ')}
            </p>
          </div>
        )}
      </Show>

      <Show when={view().battle}>
        {(b) => (
          <div class="df-battle" role="status">
            <strong>⚔ Battle with {GENERALS[b().general].name}</strong> at {placeName(b().location)}:{' '}
            {b()
              .participants.map((s) => {
                const c = b().committed[s];
                return `${heroOf(s)} ${c === null ? 'deciding' : `${b().dice[s] ?? 0} dice`}${b().attacked.includes(s) ? ' (rolled)' : ''}`;
              })
              .join('; ')}
            {b().parries ? ` · ${b().parries} parries` : ''}
          </div>
        )}
      </Show>

      <GraphMap
        persistKey={`map:${props.game.gameId}`}
        nodes={NODES}
        links={LINK_PAIRS}
        tokens={tokenList()}
        changed={changed()}
        highlights={lit()}
        selected={selected()}
        onSelect={onSelect}
        label="The realm"
        radius={18}
        wrapNames={10}
        focus={{ node: focusNode(), width: 600 }}
        overlay={
          <MapSheet
            class="df-offer"
            title={`At ${placeName(sheetAt())}`}
            choices={offered()}
            onChoose={props.choose}
            onClose={() => setSheetAt(null)}
          />
        }
      />

      <Show when={lit().length}>
        <p class="muted df-hint">
          <span aria-hidden="true">◌</span> Dashed places are where you can go: tap one to move.
        </p>
      </Show>

      <dl class="df-status" aria-label="War status">
        <div>
          <dt>War</dt>
          <dd>
            <span class="df-war" aria-hidden="true">
              <For each={[0, 1, 2, 3]}>{(i) => <span classList={{ on: i <= view().war }}>{i + 1}</span>}</For>
            </span>{' '}
            {WAR_STATUS[view().war] ?? 'Early War'} — {view().darknessPerNight} Darkness card
            {view().darknessPerNight === 1 ? '' : 's'} a night
          </dd>
        </div>
        <div>
          <dt>Turn</dt>
          <dd>
            {view().turn}: {heroOf(view().active)}, {PHASE[view().phase] ?? view().phase}
          </dd>
        </div>
        <div>
          <dt>Crystals</dt>
          <dd>
            {crystals()} of 12 on the board{crystals() >= 9 ? ' ⚠' : ''} · gates left {view().supply.gates}
          </dd>
        </div>
        <div>
          <dt>Decks</dt>
          <dd>
            Hero {view().decks.hero} · Darkness {view().decks.darkness} · Quest {view().decks.quest}
          </dd>
        </div>
      </dl>

      <ul class="df-legend" aria-label="Key">
        <For each={['red', 'green', 'blue', 'black'] as const}>
          {(c) => (
            <li>
              <span class="df-chip" style={{ background: RACE_COLOUR[c].fill, color: RACE_COLOUR[c].ink }}>
                {RACE_LETTER[c]}
              </span>{' '}
              {RACE_PLURAL[c]} ({c}): {view().supply.minions[c]} left in the supply
            </li>
          )}
        </For>
        <li>
          <span class="df-chip df-chip--diamond" style={{ background: CRYSTAL.fill, color: CRYSTAL.ink }}>
            <span>◆</span>
          </span>{' '}
          Tainted Crystals
        </li>
        <li>
          <span class="df-chip df-chip--square" style={{ background: GATE.fill, color: GATE.ink }}>
            G
          </span>{' '}
          Magic Gate
        </li>
        <li>
          <span class="df-chip df-chip--square" style={{ background: '#555', color: '#fff' }}>
            Go
          </span>{' '}
          General
        </li>
        <li>♔ Monarch City · Inn</li>
      </ul>

      <h2 class="df-h">Generals</h2>
      <ul class="df-generals">
        <For each={view().generals}>
          {(g) => {
            const data = GENERALS[g.id];
            return (
              <li class="df-general" classList={{ 'df-general--down': g.defeated }}>
                <div class="df-general-head">
                  <span
                    class="df-chip df-chip--square"
                    style={{ background: RACE_COLOUR[data.colour].fill, color: RACE_COLOUR[data.colour].ink }}
                  >
                    {RACE_LETTER[data.colour]}
                  </span>
                  <strong>{g.name}</strong>
                  <span class="muted">
                    {data.race} · hit on {data.toHit}+
                  </span>
                </div>
                <p>
                  {g.defeated
                    ? '☠ Defeated'
                    : `At ${placeName(g.location)} (${4 - g.step} step${4 - g.step === 1 ? '' : 's'} from the city)`}
                  {g.heal && !g.defeated ? ` · ${g.heal.kind === 'healing' ? 'healing' : `${g.heal.kind} wound`}` : ''}
                </p>
                <ol class="df-track" aria-label={`Wound track: ${g.wounds} of ${g.life} wounds`}>
                  <For each={woundTrack(g.id, g.wounds)}>
                    {(box) => (
                      <li class={`df-box df-box--${box.kind}`} classList={{ hit: box.hit }}>
                        <span aria-hidden="true">
                          {box.hit ? '✕' : box.kind === 'skull' ? '☠' : box.kind === 'major' ? 'M' : 'm'}
                        </span>
                      </li>
                    )}
                  </For>
                </ol>
              </li>
            );
          }}
        </For>
      </ul>

      <p class="muted small df-wound-key">
        Wound track: <strong>m</strong> a minor wound: the General starts healing after the next hero's turn;{' '}
        <strong>M</strong> a major wound: it heals only after a full round of turns; <strong>☠</strong> the last box:
        defeated. ✕ marks wounds taken.
      </p>

      <h2 class="df-h">Heroes</h2>
      <ul class="df-heroes">
        <For each={seatsInOrder()}>
          {(s) => (
            <li
              class="df-hero"
              classList={{ 'df-hero--you': s.seat === props.seat, 'df-hero--active': s.seat === view().active }}
            >
              <div class="df-hero-head">
                <span
                  class="df-chip"
                  style={{ background: heroColour(view(), s.seat), color: '#111' }}
                  aria-hidden="true"
                >
                  {s.hero ? s.hero.name.slice(0, 2) : '?'}
                </span>
                <strong>{s.hero ? s.hero.name : s.out ? 'Out of the game' : 'No hero yet'}</strong>
                <span class="muted">
                  {' '}
                  {s.seat}
                  {s.seat === props.seat ? ' (you)' : ''}
                  {s.seat === view().active ? ' · on turn' : ''}
                </span>
              </div>
              <Show when={s.hero}>
                {(h) => (
                  <>
                    <p>
                      At {placeName(h().location)} · {HEROES[h().id].skill}
                    </p>
                    <p class="df-life">
                      <span aria-hidden="true">
                        {'●'.repeat(h().active)}
                        {'○'.repeat(h().spent)}
                        {'✕'.repeat(h().wounds)}
                      </span>{' '}
                      {h().active} ready · {h().spent} spent · {h().wounds} wounds
                    </p>
                  </>
                )}
              </Show>
              <Show
                when={s.hand}
                fallback={
                  <p class="muted">
                    {s.handCount} Hero Card{s.handCount === 1 ? '' : 's'} (hidden){s.hasQuest ? ' · a quest' : ''}
                  </p>
                }
              >
                {(hand) => (
                  <>
                    <p class="df-sub">
                      Hand ({hand().length}){hand().length > 10 ? ' — over the limit of 10' : ''}
                    </p>
                    <ul class="df-hand" aria-label={`${s.seat}'s hand`}>
                      <For each={hand()}>
                        {(id) => {
                          const c = cardWords(id);
                          return (
                            <li class={`df-card df-card--${c.colour}`}>
                              <span class="df-card-colour">{c.colour}</span> <strong>{c.title}</strong>
                              <Show when={c.detail}>
                                <span class="muted"> · {c.detail}</span>
                              </Show>
                            </li>
                          );
                        }}
                      </For>
                    </ul>
                    <Show when={s.quest}>
                      {(q) => (
                        <p class="df-quest">
                          <strong>Quest: {questWords(q()).name}</strong>{' '}
                          <span class="muted">{questWords(q()).detail}</span>
                        </p>
                      )}
                    </Show>
                  </>
                )}
              </Show>
              <Show when={s.completed.length || s.slain.length}>
                <p class="muted">
                  {s.completed.length ? `Quests done: ${s.completed.map((q) => questWords(q).name).join(', ')}. ` : ''}
                  {s.slain.length ? `Slew ${s.slain.map((g) => GENERALS[g].name).join(', ')}.` : ''}
                </p>
              </Show>
            </li>
          )}
        </For>
      </ul>
    </section>
  );
}
