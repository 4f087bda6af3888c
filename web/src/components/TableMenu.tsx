/**
 * The table menu: a sheet over the foot of the game screen (opened from "⋯ Table" in the header's row of
 * tools, so nothing pushes the map down) with what a player does around the game rather than in it:
 * a pause by everyone's vote, a vacation from the deadlines, "I'm back", and resigning (asked first, with
 * what it means). Each control shows the server's refusal next to itself.
 */
import type * as P from '@hexpost/shared/protocol';
import { createSignal, Index, onCleanup, onMount, Show } from 'solid-js';
import type { Agent } from '../api/agent.ts';
import { seatsInWords } from '../lib/seats.ts';
import { resignWords, type TableMenu as Menu } from '../lib/table.ts';
import { formatDate } from '../lib/time.ts';
import { Alert } from './Alert.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';

export type TableAct = (act: (agent: Agent) => Promise<unknown>) => Promise<void>;

/** Runs one action of a control: busy while it runs, the server's message kept for the control to show. */
export function useAction(act: TableAct) {
  const [busy, setBusy] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  const run = async (fn: (agent: Agent) => Promise<unknown>) => {
    setBusy(true);
    setErr(null);
    try {
      await act(fn);
      return true;
    } catch (e) {
      setErr((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, err, run };
}

/** "2 of 3 agreed" and who. */
export function pauseWords(g: P.GameDetail, m: Menu): string {
  const who = g.table?.votes.pause ?? [];
  if (!who.length) return 'Nobody has asked for a pause.';
  return `${seatsInWords(g.seats, who)} voted to pause: ${m.pauseVotes.have} of ${m.pauseVotes.of} agreed.`;
}

/** Vote to pause, Withdraw my vote, or Resume: whichever the table offers now, with the server's refusal. */
export function PauseButton(props: { menu: Menu; act: TableAct; gameId: string; class?: string }) {
  const a = useAction(props.act);
  const label = () =>
    props.menu.pause === 'resume' ? 'Resume' : props.menu.pause === 'withdraw' ? 'Withdraw my vote' : 'Vote to pause';
  const send = () =>
    a.run((ag) => (props.menu.pause === 'vote' ? ag.games.pause(props.gameId) : ag.games.resume(props.gameId)));
  return (
    <>
      <button
        type="button"
        class={props.class ?? (props.menu.pause === 'resume' ? 'primary' : undefined)}
        disabled={a.busy()}
        aria-busy={a.busy()}
        onClick={() => void send()}
      >
        {label()}
      </button>
      <Alert message={a.err()} />
    </>
  );
}

export function PauseControl(props: { game: P.GameDetail; menu: Menu; act: TableAct; gameId: string }) {
  return (
    <section class="table-section" aria-labelledby="table-pause-h">
      <h3 id="table-pause-h">Pause</h3>
      <Show
        when={props.menu.paused}
        fallback={
          <p class="small">
            A pause stops every deadline, for everyone, once all players at the table agree.{' '}
            {pauseWords(props.game, props.menu)}
          </p>
        }
      >
        {(since) => <p class="small">Paused since {formatDate(since())}: no deadline runs. Anyone may resume.</p>}
      </Show>
      <div class="row">
        <PauseButton menu={props.menu} act={props.act} gameId={props.gameId} />
      </div>
    </section>
  );
}

export function BackControl(props: { act: TableAct; gameId: string; class?: string }) {
  const a = useAction(props.act);
  return (
    <>
      <button
        type="button"
        class={props.class ?? 'primary'}
        disabled={a.busy()}
        aria-busy={a.busy()}
        onClick={() => void a.run((ag) => ag.games.back(props.gameId))}
      >
        I’m back
      </button>
      <Alert message={a.err()} />
    </>
  );
}

export function TableMenu(props: {
  game: P.GameDetail;
  menu: Menu;
  act: TableAct;
  gameId: string;
  onClose: () => void;
}) {
  const vacation = useAction(props.act);
  const resign = useAction(props.act);
  const [days, setDays] = createSignal(1);
  const [asking, setAsking] = createSignal(false);
  const v = () => props.menu.vacation;
  const left = () => {
    const x = v();
    return 'daysLeft' in x ? x : null;
  };
  const unavailable = () => {
    const x = v();
    return 'unavailable' in x ? x.unavailable : null;
  };
  const choice = () => ({ command: { type: 'resign' }, label: 'Resign', confirm: resignWords(props.game) });
  let sheet: HTMLDivElement | undefined;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') props.onClose();
  };
  onMount(() => {
    document.addEventListener('keydown', onKey);
    sheet?.querySelector<HTMLElement>('button')?.focus();
  });
  onCleanup(() => document.removeEventListener('keydown', onKey));
  return (
    <div class="table-sheet" role="dialog" aria-labelledby="table-sheet-h" ref={sheet}>
      <div class="table-sheet__head">
        <h2 id="table-sheet-h">The table</h2>
        <button type="button" class="table-sheet__close" aria-label="Close the table menu" onClick={props.onClose}>
          ✕
        </button>
      </div>

      <Show when={props.menu.back}>
        {(b) => (
          <section class="table-section" aria-labelledby="table-back-h">
            <h3 id="table-back-h">{b().why === 'away' ? 'The autopilot plays for you' : 'On vacation'}</h3>
            <p class="small">
              {b().why === 'away'
                ? 'You missed several deadlines in a row, so your decisions are taken at once.'
                : `Your deadlines stop${b().until ? ` until ${formatDate(b().until as string)}` : ''}.`}
            </p>
            <div class="row">
              <BackControl act={props.act} gameId={props.gameId} />
            </div>
          </section>
        )}
      </Show>

      <PauseControl game={props.game} menu={props.menu} act={props.act} gameId={props.gameId} />

      <section class="table-section" aria-labelledby="table-vacation-h">
        <h3 id="table-vacation-h">Vacation</h3>
        <Show
          when={left()}
          fallback={
            <p class="small" id="vacation-why">
              {unavailable()}
            </p>
          }
        >
          {(l) => (
            <>
              <p class="small">
                Your deadlines stop while you are away; the others play on. {l().daysLeft} of {l().of} day
                {l().of === 1 ? '' : 's'} left in this game.
              </p>
              <div class="row">
                <label for="vacation-days">Days</label>
                <select
                  id="vacation-days"
                  class="table-days"
                  value={days()}
                  onChange={(e) => setDays(Number(e.currentTarget.value))}
                >
                  <Index each={Array.from({ length: l().daysLeft }, (_, i) => i + 1)}>
                    {(d) => <option value={d()}>{d()}</option>}
                  </Index>
                </select>
                <button
                  type="button"
                  disabled={vacation.busy()}
                  aria-busy={vacation.busy()}
                  onClick={() => void vacation.run((ag) => ag.games.vacation(props.gameId, { days: days() }))}
                >
                  Take {days()} day{days() === 1 ? '' : 's'} off
                </button>
              </div>
            </>
          )}
        </Show>
        <Show when={!left()}>
          <button type="button" disabled aria-describedby="vacation-why">
            Take a vacation
          </button>
        </Show>
        <Alert message={vacation.err()} />
      </section>

      <section class="table-section" aria-labelledby="table-resign-h">
        <h3 id="table-resign-h">Resign</h3>
        <Show
          when={asking()}
          fallback={
            <>
              <p class="small">{resignWords(props.game)}</p>
              <button type="button" class="table-resign" onClick={() => setAsking(true)}>
                Resign…
              </button>
            </>
          }
        >
          <ConfirmStep
            id="resign-confirm"
            choice={choice()}
            busy={resign.busy()}
            onYes={() =>
              void resign
                .run((ag) => ag.games.resign(props.gameId))
                .then((ok) => {
                  setAsking(false);
                  if (ok) props.onClose();
                })
            }
            onCancel={() => setAsking(false)}
          />
        </Show>
        <Alert message={resign.err()} />
      </section>
    </div>
  );
}
