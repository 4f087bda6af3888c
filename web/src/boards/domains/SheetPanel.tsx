/**
 * The regent's sheet of orders, above the map: the round and turn, the
 * treasury, the hand-in (which asks first, listing the orders) or "Your orders
 * are in" with Take back, and who else has handed in, by domain name. Unfolded:
 * the court (its level with the levels paid this turn, J-10), the orders in words, each with Strike and "+2 RP" where RP can help, and the
 * orders with no place on the map (decrees, diplomacy, agendas…) by group,
 * the backing of other regents' orders with Strike, and the form that adds one.
 * Folded it stays a few lines, so the map keeps the phone's screen.
 */
import { SEASON_NAMES } from '@hexpost/shared/games/domains/data/ids.ts';
import type { Offer } from '@hexpost/shared/games/domains/rules/draft.ts';
import { seasonOf, turnOf, yearOf } from '@hexpost/shared/games/domains/rules/calendar.ts';
import { createSignal, For, type JSX, Show } from 'solid-js';
import type { Choice } from '../registry.ts';
import {
  backChoice,
  groupOffers,
  handInChoice,
  moreRpChoice,
  RP_STEP,
  rpFree,
  strikeBackingChoice,
  strikeChoice,
  withdrawChoice,
} from './orders.ts';
import { BackingForm } from './BackingForm.tsx';
import { DomainName, domainName, styleOf, type View } from './pieces.ts';

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** One line of the sheet in words, with Strike (and whatever else helps it) while the sheet is open. */
function SheetLine(props: { words: string; open: boolean; onStrike: () => void; children?: JSX.Element }) {
  return (
    <li>
      <span class="dm-order-words">{props.words}</span>
      <Show when={props.open}>
        <span class="dm-order-tools">
          <button type="button" aria-label={`Strike: ${props.words}`} onClick={() => props.onStrike()}>
            Strike
          </button>
          {props.children}
        </span>
      </Show>
    </li>
  );
}

export function SheetPanel(props: {
  view: View;
  choices: readonly Choice[];
  choose: (c: Choice) => void;
  /** Orders with no place on the map. */
  other: readonly Offer[];
  onAdd: (o: Offer) => void;
}) {
  const v = () => props.view;
  const [open, setOpen] = createSignal(false);
  const mine = () => (v().me ? v().domains[v().me as string] : undefined);
  const orders = () => v().sheet?.orders ?? [];
  const isIn = () => !!v().sheet?.in;
  const writing = () => v().phase === 'rounds' && !v().result && !!v().me;
  const handIn = () => handInChoice(props.choices);
  const back = () => (handIn() ? null : backChoice(props.choices));
  const withdraw = () => withdrawChoice(props.choices);
  const named = (ds: readonly string[]) => ds.map((d) => (d === v().me ? `${domainName(d)} (you)` : domainName(d)));
  const waiting = () => v().regents.filter((d) => !v().handedIn.includes(d));
  const otherGroups = () => groupOffers(props.other);
  /** Who has handed in (in creation: made a regent), and who has not, by domain name. */
  const whoLine = () => (
    <p class="dm-who small">
      <Show
        when={v().handedIn.length}
        fallback={<span>Nobody has {v().phase === 'creation' ? 'made a regent' : 'handed in'} yet. </span>}
      >
        <span>
          {v().phase === 'creation' ? 'Made: ' : 'Handed in: '}
          {list(named(v().handedIn))}.{' '}
        </span>
      </Show>
      <Show when={waiting().length}>
        <span>
          {v().phase === 'creation' ? 'Still to make: ' : 'Still writing: '}
          {list(named(waiting()))}.
        </span>
      </Show>
    </p>
  );

  return (
    <section class="dm-sheet" aria-label="My sheet of orders">
      <p class="dm-now">
        <Show when={v().phase !== 'creation'} fallback={<strong>Making the regents</strong>}>
          <strong class="dm-nowrap">
            Round {v().round} · Turn {turnOf(v().round)}
          </strong>
        </Show>
        <Show when={mine()}>
          {(d) => (
            <>
              {' · '}
              <strong class="dm-treasury dm-nowrap">
                {d().gb} GB · {d().rp} RP
              </strong>
              <Show when={writing() && orders().some((o) => o.rp)}>
                <span class="muted dm-nowrap"> ({rpFree(v())} free)</span>
              </Show>
            </>
          )}
        </Show>
        <span class="muted dm-nowrap">
          {' · '}
          {v().handedIn.length} of {v().regents.length} {v().phase === 'creation' ? 'made' : 'in'}
        </span>
      </p>

      <Show when={writing()}>
        <div class="dm-sheet-row">
          <button
            type="button"
            class="dm-fold"
            aria-expanded={open()}
            aria-controls="dm-sheet-body"
            onClick={() => setOpen(!open())}
          >
            <span aria-hidden="true">{open() ? '▾' : '▸'}</span>
            <Show when={v().me}>
              {(me) => (
                <span
                  class="dm-chip"
                  style={{ background: styleOf(me()).fill, color: styleOf(me()).ink }}
                  aria-hidden="true"
                >
                  {styleOf(me()).code}
                </span>
              )}
            </Show>
            My sheet ({orders().length})
          </button>
          <Show
            when={isIn()}
            fallback={
              <Show
                when={handIn()}
                fallback={
                  <Show when={back()}>
                    {(c) => (
                      <button type="button" class="dm-handin" onClick={() => props.choose(c())}>
                        Back to my sheet to hand it in
                      </button>
                    )}
                  </Show>
                }
              >
                {(c) => (
                  <button type="button" class="primary dm-handin" onClick={() => props.choose(c())}>
                    {orders().length
                      ? `Hand in my ${orders().length} order${orders().length === 1 ? '' : 's'}`
                      : 'Hand in an empty sheet'}{' '}
                    <span aria-hidden="true">⚠</span>
                  </button>
                )}
              </Show>
            }
          >
            <span class="dm-in" role="status">
              ✓ Your orders are in
            </span>
            <Show when={withdraw()}>
              {(c) => (
                <button type="button" class="dm-back" title={c().label} onClick={() => props.choose(c())}>
                  Take back
                </button>
              )}
            </Show>
          </Show>
        </div>
      </Show>

      <Show when={v().phase === 'creation'}>{whoLine()}</Show>

      <Show when={writing() && open()}>
        <div id="dm-sheet-body" class="dm-sheet-body">
          <p class="dm-when small muted">
            {SEASON_NAMES[seasonOf(v().round)]}, year {yearOf(v().round)}; the campaign lasts {v().lastTurn} turns of
            three rounds.
          </p>
          {whoLine()}
          <Show when={v().court}>{(c) => <p class="dm-court small">{c().words}</p>}</Show>
          <Show
            when={orders().length}
            fallback={<p class="muted">No orders yet: tap a lit province on the map to write one there.</p>}
          >
            <ol class="dm-orders" aria-label="My orders this round">
              <For each={v().sheetWords}>
                {(words, i) => (
                  <SheetLine words={words} open={!isIn()} onStrike={() => props.choose(strikeChoice(v(), i()))}>
                    <Show when={moreRpChoice(v(), i())}>
                      {(c) => (
                        <button type="button" aria-label={c().label} onClick={() => props.choose(c())}>
                          +{RP_STEP} RP
                        </button>
                      )}
                    </Show>
                  </SheetLine>
                )}
              </For>
            </ol>
          </Show>
          <Show when={v().backingWords.length}>
            <ul class="dm-orders dm-backed" aria-label="My backing of other regents' orders">
              <For each={v().backingWords}>
                {(words, i) => (
                  <SheetLine
                    words={words}
                    open={!isIn()}
                    onStrike={() => props.choose(strikeBackingChoice(v(), i()))}
                  />
                )}
              </For>
            </ul>
          </Show>
          <Show when={isIn()}>
            <p class="muted">Take them back to change them; the round resolves when the last regent hands in.</p>
          </Show>
          <Show when={!isIn() && v().regents.length > 1}>
            <BackingForm view={v()} choose={props.choose} />
          </Show>
          <Show when={props.other.length}>
            <details class="dm-other">
              <summary>
                <span>
                  Other orders, with no place on the map <span class="count">({props.other.length})</span>
                </span>
              </summary>
              <For each={otherGroups()}>
                {(g) => (
                  <details class="dm-group">
                    <summary>
                      <span>
                        {g.name} <span class="count">({g.offers.length})</span>
                      </span>
                    </summary>
                    <For each={g.offers}>
                      {(o) => (
                        <button type="button" class="choice dm-choice" onClick={() => props.onAdd(o)}>
                          {o.label}
                        </button>
                      )}
                    </For>
                  </details>
                )}
              </For>
            </details>
          </Show>
        </div>
      </Show>

      <Show when={v().result}>
        {(r) => (
          <p class="dm-result" role="status">
            <strong>
              {r().winners.length
                ? `🏆 ${list(r().winners.map(DomainName))} ${r().winners.length > 1 ? 'win' : 'wins'}`
                : 'The campaign is over'}
            </strong>{' '}
            — {r().summary}
          </p>
        )}
      </Show>
    </section>
  );
}
