/** Replay: step through the game's events as your seat may see them (a finished game in full). */
import { createEffect, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { boardComponent } from '../boards/lazy.ts';
import { LogEntryLine } from '../components/Log.tsx';
import { ViewTree } from '../components/ViewTree.tsx';
import { Link } from '../router.tsx';
import { useStore } from '../stores/index.tsx';
import { Alert } from '../components/Alert.tsx';

export default function Replay(props: { gameId: string }) {
  const [state, actions, agent] = useStore();
  const entry = () => state.games[props.gameId];
  const log = () => entry()?.log ?? [];
  const [step, setStep] = createSignal(0);
  const [playing, setPlaying] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  onMount(() => {
    actions
      .load(props.gameId)
      .then(() => actions.loadLog(props.gameId))
      .catch((e: Error) => setErr(e.message));
  });
  const last = () => Math.max(0, log().length - 1);
  const go = (n: number) => setStep(Math.max(0, Math.min(last(), n)));
  const current = () => log()[step()];
  createEffect(() => {
    if (!playing()) return;
    const t = setInterval(() => {
      if (step() >= last()) setPlaying(false);
      else go(step() + 1);
    }, 1200);
    onCleanup(() => clearInterval(t));
  });
  // The board at each step comes from the server, folded as this seat saw it (GET /view?at=seq).
  const views = new Map<number, unknown>();
  const [boardView, setBoardView] = createSignal<unknown>(null);
  createEffect(() => {
    const e = current();
    if (!e) return;
    const seq = e.seq;
    if (views.has(seq)) return setBoardView(() => views.get(seq));
    agent.games.viewAt(props.gameId, seq).then(
      (r) => {
        views.set(seq, r.view);
        if (current()?.seq === seq) setBoardView(() => r.view);
      },
      () => undefined,
    );
  });
  const seat = () => entry()?.detail?.you[0] ?? null;
  const title = () => entry()?.detail?.title ?? '';
  return (
    <section class="replay">
      <h1>Replay</h1>
      <p>
        <Link href={`/games/${encodeURIComponent(props.gameId)}`}>Back to the game</Link>
      </p>
      <Alert message={err()} />
      <Show when={log().length} fallback={<p class="muted">No events to replay yet.</p>}>
        <fieldset class="replay-controls">
          <legend class="sr-only">Replay controls</legend>
          <button type="button" onClick={() => go(0)} aria-label="First step" disabled={step() === 0}>
            ⏮
          </button>
          <button type="button" onClick={() => go(step() - 1)} aria-label="Previous step" disabled={step() === 0}>
            ◀
          </button>
          <button type="button" onClick={() => setPlaying(!playing())} aria-pressed={playing()}>
            {playing() ? 'Pause' : 'Play'}
          </button>
          <button type="button" onClick={() => go(step() + 1)} aria-label="Next step" disabled={step() >= last()}>
            ▶
          </button>
          <button type="button" onClick={() => go(last())} aria-label="Last step" disabled={step() >= last()}>
            ⏭
          </button>
        </fieldset>
        <label for="replay-step">
          Step {step() + 1} of {log().length}
        </label>
        <input
          id="replay-step"
          type="range"
          min={0}
          max={last()}
          value={step()}
          onInput={(e) => go(Number(e.currentTarget.value))}
        />
        <Show when={entry()?.detail && boardView() !== null}>
          <section class="replay-board" aria-label={`The board after step ${step() + 1}`}>
            <Show
              when={boardComponent(title())}
              fallback={<ViewTree view={boardView()} label={`What ${seat() ?? 'a spectator'} could see then`} />}
            >
              {(B) => (
                <Dynamic
                  component={B()}
                  game={entry()?.detail as NonNullable<ReturnType<typeof entry>>['detail'] & object}
                  seat={seat()}
                  view={boardView()}
                  choices={[]}
                  choose={() => undefined}
                />
              )}
            </Show>
          </section>
        </Show>
        <Show when={current()}>
          {(e) => (
            <div class="card replay-current" aria-live="polite">
              <p>
                <LogEntryLine title={title()} entry={e()} seat={seat()} />
              </p>
              <p class="muted small">{new Date(e().at).toLocaleString()}</p>
              <details>
                <summary>Details</summary>
                <ViewTree view={e().event} label="Event details" />
              </details>
            </div>
          )}
        </Show>
        <ol class="log-list replay-list">
          <For each={log()}>
            {(e, i) => (
              <li classList={{ current: i() === step() }}>
                <button
                  type="button"
                  class="link"
                  aria-current={i() === step() ? 'step' : undefined}
                  onClick={() => go(i())}
                >
                  <LogEntryLine title={title()} entry={e} seat={seat()} />
                </button>
              </li>
            )}
          </For>
        </ol>
      </Show>
      <Show when={state.games[props.gameId]?.detail?.status === 'finished'}>
        <p class="muted">The game is over: every event is shown as the rules allow your seat to see it.</p>
      </Show>
    </section>
  );
}
