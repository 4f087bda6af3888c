/**
 * The battle being fought, off the map: both lines face to face (each place on
 * the front with its regiments and the characters riding them), and for each side
 * one line of counts (to place, in reserve, fled, lost, characters) with the
 * regiments themselves folded under it, so the panel stays short while a
 * deployment empties the piles pair by pair; then every roll of the latest round
 * with what it needed and each modifier (earlier rounds folded). A regiment that a
 * choice acts on is a button, always in sight: tapped, its choices open right
 * under it. A view of a shape the panel does not know is shown as the generic
 * tree, so nothing is hidden.
 */
import type { Side } from '@hexpost/shared/games/demonlord/data/index.ts';
import { createMemo, createSignal, For, Show } from 'solid-js';
import { MapSheet } from '../../components/MapSheet.tsx';
import { ViewTree } from '../../components/ViewTree.tsx';
import { stillOffered } from '../../lib/choices.ts';
import type { Choice } from '../registry.ts';
import {
  type BattleView,
  characterWords,
  isBattleView,
  type RegimentView,
  regimentWords,
  STAGE_WORDS,
} from './battle.ts';
import { areaWords, Cap, FACTION_STYLE, SIDE_WORD, terrainWord } from './pieces.ts';

const isBattleChoice = (c: Choice) => (c.command as { type: string }).type.startsWith('battle');

export function BattlePanel(props: {
  battle: unknown;
  seat: string | null;
  choices: readonly Choice[];
  choose: (c: Choice) => void;
}) {
  const b = createMemo<BattleView | null>(() => (isBattleView(props.battle) ? props.battle : null));
  const me = (): Side => (props.seat === 'demon' ? 'demon' : 'khozar');
  const them = (): Side => (me() === 'demon' ? 'khozar' : 'demon');
  const chip = (s: Side) => ({ background: FACTION_STYLE[s].fill, color: FACTION_STYLE[s].ink });
  const byTarget = createMemo(() => {
    const m = new Map<string, Choice[]>();
    for (const c of props.choices) if (c.target && isBattleChoice(c)) m.set(c.target, [...(m.get(c.target) ?? []), c]);
    return m;
  });
  const [open, setOpen] = createSignal<{ id: string; choices: Choice[] } | null>(null);
  const offered = createMemo(() => {
    const o = open();
    return o ? stillOffered(o.choices, props.choices) : [];
  });

  function Regiment(p: { r: RegimentView }) {
    const choices = () => byTarget().get(p.r.id) ?? [];
    return (
      <div class="dl-reg" data-regiment={p.r.id}>
        <Show when={choices().length} fallback={<span>{regimentWords(p.r)}</span>}>
          <button
            type="button"
            class="dl-reg-act"
            aria-expanded={open()?.id === p.r.id}
            onClick={() => setOpen(open()?.id === p.r.id ? null : { id: p.r.id, choices: choices() })}
          >
            {regimentWords(p.r)}{' '}
            {/* the dashed button says it can be tapped; the number is spoken, and shown when there are several */}
            <span class="dl-reg-n" classList={{ 'sr-only': choices().length === 1 }}>
              · {choices().length} choice{choices().length > 1 ? 's' : ''}
            </span>
          </button>
        </Show>
        <Show when={open()?.id === p.r.id && offered().length}>
          <MapSheet
            class="dl-offer dl-offer--battle"
            title={`Choices for ${p.r.name}`}
            choices={offered()}
            onChoose={(c) => {
              setOpen(null);
              props.choose(c);
            }}
            onClose={() => setOpen(null)}
          />
        </Show>
      </div>
    );
  }

  const Pile = (p: { list: readonly RegimentView[]; empty?: string }) => (
    <Show when={p.list.length} fallback={<span class="muted">{p.empty ?? 'none'}</span>}>
      <div class="dl-pile-list">
        <For each={p.list}>{(r) => <Regiment r={r} />}</For>
      </div>
    </Show>
  );
  /** A pile in words only (the regiments a choice acts on are buttons above it). */
  const Names = (p: { list: readonly RegimentView[] }) => (
    <Show when={p.list.length} fallback={<span class="muted">none</span>}>
      <span class="dl-names-list">{p.list.map(regimentWords).join('; ')}</span>
    </Show>
  );
  /** The piles off the line, by side: what each holds, and the regiments of them a choice acts on. */
  const piles = (x: BattleView, s: Side) =>
    [
      { key: 'unplaced', one: 'to place', list: x.unplaced[s], title: 'Not yet placed' },
      { key: 'reserves', one: 'in reserve', list: x.reserves[s], title: 'Reserves' },
      { key: 'fled', one: 'fled', list: x.fled[s], title: 'Fled' },
      { key: 'destroyed', one: 'lost', list: x.destroyed[s], title: 'Lost' },
    ] as const;
  const counts = (x: BattleView, s: Side) => {
    const parts: string[] = piles(x, s)
      .filter((p) => p.list.length)
      .map((p) => `${p.list.length} ${p.one}`);
    const chars = x.characters.filter((c) => c.side === s).length;
    if (chars) parts.push(`${chars} character${chars === 1 ? '' : 's'}`);
    return parts.length ? parts.join(' · ') : 'nothing off the line';
  };

  return (
    <details class="dl-panel dl-battle" open aria-label="The battle">
      <summary>
        <strong>⚔ Battle{b() ? ` at ${areaWords(b()?.area as string)}` : ''}</strong>
        <Show when={b()}>
          {(x) => (
            <span>
              · on the {terrainWord(x().terrain)}
              {x().road ? ' with a road' : ''} · front of {x().front}
              {x().round ? ` · round ${x().round}` : ''} · {STAGE_WORDS[x().stage] ?? x().stage}
            </span>
          )}
        </Show>
      </summary>
      <Show when={b()} fallback={<ViewTree view={props.battle} label="The battle" />}>
        {(x) => (
          <>
            <Show when={x().outcome}>
              {(o) => (
                <p class="dl-battle-outcome">
                  <strong>
                    {o().winner ? `${Cap(SIDE_WORD[o().winner as Side])} wins the battle` : 'Nobody wins the battle'}
                  </strong>{' '}
                  after {o().rounds} round{o().rounds === 1 ? '' : 's'}.
                </p>
              )}
            </Show>
            <Show when={x().stage === 'plans'}>
              <p>
                Plans: {Cap(SIDE_WORD[me()])} {x().planIn[me()] ? 'handed in ✓' : 'not yet'} · {Cap(SIDE_WORD[them()])}{' '}
                {x().planIn[them()] ? 'handed in ✓ (sealed)' : 'not yet'}
              </p>
            </Show>
            <Show when={x().stage !== 'plans' && x().pending.length}>
              <p class="dl-odds">
                Waiting on{' '}
                {[...new Set(x().pending.map((p) => p.side))]
                  .map((s) => (s === props.seat ? 'you' : SIDE_WORD[s]))
                  .join(' and ')}
                .
              </p>
            </Show>
            <Show when={x().line.length}>
              <table class="dl-line" aria-label="The front line">
                <thead>
                  <tr>
                    <For each={[me(), them()]}>
                      {(s) => (
                        <th scope="col">
                          <span class="dl-chip" style={chip(s)}>
                            {Cap(SIDE_WORD[s])}
                            {s === x().active ? ' (active)' : ''}
                          </span>
                        </th>
                      )}
                    </For>
                  </tr>
                </thead>
                <tbody>
                  <For each={x().line}>
                    {(c) => (
                      <tr>
                        <For each={[me(), them()]}>
                          {(s) => (
                            <td>
                              <Pile list={c[s]} empty="—" />
                            </td>
                          )}
                        </For>
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
            </Show>
            <For each={[me(), them()]}>
              {(s) => {
                const acting = () => piles(x(), s).flatMap((p) => p.list.filter((r) => byTarget().has(r.id)));
                return (
                  <div class="dl-battle-side" data-side={s}>
                    {/* one line a side: its counts; tapped, who is where */}
                    <details class="dl-piles">
                      <summary>
                        <span class="dl-chip" style={chip(s)}>
                          {Cap(SIDE_WORD[s])}
                        </span>{' '}
                        <span class="dl-counts">{counts(x(), s)}</span>
                      </summary>
                      <For each={piles(x(), s).filter((p) => p.key !== 'unplaced' || p.list.length)}>
                        {(p) => (
                          <p class="dl-pile" data-pile={p.key}>
                            <em>{p.title}:</em> <Names list={p.list} />
                          </p>
                        )}
                      </For>
                      <p class="dl-pile">
                        <em>Characters:</em>{' '}
                        <Show
                          when={x().characters.filter((c) => c.side === s).length}
                          fallback={<span class="muted">none</span>}
                        >
                          {x()
                            .characters.filter((c) => c.side === s)
                            .map(characterWords)
                            .join('; ')}
                        </Show>
                      </p>
                    </details>
                    <Show when={acting().length}>
                      <div class="dl-pile-list dl-acting">
                        <For each={acting()}>{(r) => <Regiment r={r} />}</For>
                      </div>
                    </Show>
                  </div>
                );
              }}
            </For>
            <Show when={x().rounds.at(-1)}>
              {(r) => (
                <>
                  <h4>Round {r().round}: the rolls</h4>
                  <ol class="dl-rolls" aria-label={`Rolls of round ${r().round}`}>
                    <For each={r().lines.filter(Boolean)}>{(line) => <li>{line}</li>}</For>
                  </ol>
                </>
              )}
            </Show>
            <Show when={x().rounds.length > 1}>
              <details>
                <summary>Earlier rounds</summary>
                <For each={x().rounds.slice(0, -1)}>
                  {(r) => (
                    <>
                      <h4>Round {r.round}</h4>
                      <ol class="dl-rolls">
                        <For each={r.lines.filter(Boolean)}>{(line) => <li>{line}</li>}</For>
                      </ol>
                    </>
                  )}
                </For>
              </details>
            </Show>
          </>
        )}
      </Show>
    </details>
  );
}
