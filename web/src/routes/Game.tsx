/**
 * A game: whose move and the deadline, the board (the title's plug-in or the
 * list view of `view`), the prompt built from `choices`, commands waiting to
 * be sent, the seats, the log and the chat. Live while open. The header's row
 * of tools also holds the next game waiting and the table menu (pause,
 * vacation, I'm back, resign); a finished game offers its rematch.
 */
import { createEffect, createMemo, createSignal, For, on, onCleanup, onMount, Show } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import type { Choice } from '../boards/index.ts';
import { boardComponent } from '../boards/lazy.ts';
import { boardFor } from '../boards/registry.ts';
import { TitleNotes } from '../components/TitleNotes.tsx';
import { Chat } from '../components/Chat.tsx';
import { Countdown } from '../components/Countdown.tsx';
import { Log } from '../components/Log.tsx';
import { Prompt } from '../components/Prompt.tsx';
import { SeatList } from '../components/SeatList.tsx';
import { SpectatorLinks } from '../components/SpectatorLinks.tsx';
import { NotifyOffer } from '../components/NotifyOffer.tsx';
import { ResultPanel } from '../components/ResultPanel.tsx';
import { ConfirmStep } from '../components/ConfirmStep.tsx';
import { ViewTree } from '../components/ViewTree.tsx';
import { EndPanel } from '../components/EndPanel.tsx';
import { BackControl, PauseButton, TableMenu, type TableAct } from '../components/TableMenu.tsx';
import { stillOffered } from '../lib/choices.ts';
import { seatsInWords, seatWords } from '../lib/seats.ts';
import { inviteLink, openAction, tableMenu } from '../lib/table.ts';
import { formatDate } from '../lib/time.ts';
import type * as P from '@hexpost/shared/protocol';
import { Link, navigate } from '../router.tsx';
import { useStore } from '../stores/index.tsx';

export default function Game(props: { gameId: string }) {
  const [state, actions, agent] = useStore();
  const entry = () => state.games[props.gameId];
  const game = () => entry()?.detail ?? null;
  const [seat, setSeat] = createSignal<string | null>(null);
  const [loadError, setLoadError] = createSignal<string | null>(null);

  onMount(() => {
    actions.open(props.gameId).catch((e: Error) => setLoadError(e.message));
    void actions.loadTitles().catch(() => undefined);
    const stop = actions.watch(props.gameId);
    onCleanup(stop);
  });

  // act for the first of my seats the game waits on, else my first seat
  // The store reconciles answers into the same object, so track the fields themselves, not the object.
  const seatsKey = () => {
    const g = game();
    return g ? `${g.you.join(',')}|${g.pending.map((p) => p.seat).join(',')}` : '';
  };
  createEffect(
    on(seatsKey, () => {
      const g = game();
      if (!g) return;
      const current = seat();
      const waiting = g.you.find((s) => g.pending.some((p) => p.seat === s));
      // Holding several seats (a hot-seat or a co-op group running more heroes), the screen follows
      // whichever of them the game waits on; otherwise it stays where the player put it.
      if (current && g.you.includes(current) && (!waiting || g.pending.some((p) => p.seat === current))) return;
      setSeat(waiting ?? g.you[0] ?? null);
    }),
  );

  const choices = createMemo<Choice[]>(() => {
    const s = seat();
    return s ? (game()?.choices[s] ?? []) : [];
  });
  const myPending = () => game()?.pending.find((p) => p.seat === seat()) ?? null;
  const others = () => game()?.pending.filter((p) => !game()?.you.includes(p.seat)) ?? [];
  const queued = () => state.queue.filter((q) => q.gameId === props.gameId);
  const titleName = () => state.titles?.find((t) => t.id === game()?.title)?.title ?? game()?.title ?? '';
  const choose = (c: Choice) => {
    const s = seat();
    return s ? actions.choose(props.gameId, s, c) : undefined;
  };
  // A board's tap on a step that cannot be taken back asks first, as the prompt does.
  const [asking, setAsking] = createSignal<Choice | null>(null);
  // A question about a step that is no longer legal (the phase moved on, another device played) goes away.
  createEffect(() => {
    const a = asking();
    if (a && !stillOffered([a], choices()).length) setAsking(null);
  });
  const fromBoard = (c: Choice) => {
    if (c.confirm) setAsking(c);
    else void choose(c);
  };

  // --- the table: its menu, the banners for a pause or an autopilot playing for me, opening a seat
  const menu = createMemo(() => {
    const g = game();
    return g ? tableMenu(g) : null;
  });
  const [menuOpen, setMenuOpen] = createSignal(false);
  createEffect(() => {
    if (!menu()) setMenuOpen(false);
  });
  const act: TableAct = (fn) => actions.table(props.gameId, fn);
  const openSeat = (seat: string) => act((a) => a.games.openSeat(props.gameId, seat));

  // --- the next game waiting for my move: asked again whenever this game's turn changes hands
  const [next, setNext] = createSignal<P.NextGame | null>(null);
  const [noNext, setNoNext] = createSignal(false);
  const turnKey = () => `${game()?.status ?? ''}|${myPending()?.seat ?? ''}|${game()?.you.join(',') ?? ''}`;
  createEffect(
    on(turnKey, () => {
      if (!game() || !state.player?.playerId) return;
      actions.nextGame(props.gameId).then(
        (n) => setNext(n),
        () => setNext(null),
      );
    }),
  );
  const goNext = async () => {
    const n = await actions.nextGame(props.gameId).catch(() => null);
    setNext(n);
    if (!n) {
      setNoNext(true);
      setTimeout(() => setNoNext(false), 4000);
      return;
    }
    navigate(`/games/${encodeURIComponent(n.gameId)}`);
  };

  const exportLog = async () => {
    const res = await agent.raw('GET', `/api/games/${encodeURIComponent(props.gameId)}/export`);
    if (!res.ok) return actions.notify('The log could not be exported right now.', 'error');
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `hexpost-${props.gameId}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Show
      when={game()}
      fallback={<p class={loadError() ? 'error' : 'muted'}>{loadError() ?? entry()?.error ?? 'Loading the game…'}</p>}
    >
      {(g) => (
        <article class="game" aria-labelledby="game-title">
          <header class="game-head">
            <h1 id="game-title">{titleName()}</h1>
            <Show when={g().name}>
              <p class="game-name">{g().name}</p>
            </Show>
            <Show when={entry()?.stale}>
              <p class="badge badge--stale" role="status">
                Saved copy — may be out of date
              </p>
            </Show>
            <div class="turn" role="status" aria-live="polite">
              <Show when={g().status === 'finished'}>
                <p>
                  <strong>Game over.</strong> {g().result?.summary}
                </p>
              </Show>
              <Show when={g().status === 'open'}>
                <p>
                  Waiting for players to join.{' '}
                  <Link href={`/games/${encodeURIComponent(props.gameId)}/invite`}>Invite</Link>
                </p>
              </Show>
              <Show when={g().status === 'active'}>
                <Show when={myPending()}>
                  {(p) => (
                    <p class="turn-yours">
                      <strong>Your move</strong> as {seatWords(g().seats, p().seat)}.{' '}
                      <Countdown deadline={p().deadline} />
                    </p>
                  )}
                </Show>
                <Show when={others().length}>
                  <p>
                    Waiting for{' '}
                    {seatsInWords(
                      g().seats,
                      others().map((p) => p.seat),
                    )}
                    . <Countdown deadline={others()[0]?.deadline} />
                  </p>
                </Show>
              </Show>
            </div>
            {/* One row under the turn line, so the map starts high on a phone. */}
            <div class="game-tools">
              {/* Offered exactly when the server says a step of mine can still be taken back. */}
              <Show when={g().status === 'active' && g().undo}>
                {(u) => (
                  <button
                    type="button"
                    class="undo"
                    aria-label={u().steps > 1 ? `Undo (${u().steps} steps can be taken back)` : 'Undo'}
                    onClick={() => void actions.undo(props.gameId)}
                  >
                    {/* short, so the tools stay one row on a phone */}
                    Undo{u().steps > 1 ? ` ×${u().steps}` : ''}
                  </button>
                )}
              </Show>
              <Show when={g().you.length > 1}>
                <div class="field">
                  <label for="acting-seat">Acting as</label>
                  <select id="acting-seat" value={seat() ?? ''} onChange={(e) => setSeat(e.currentTarget.value)}>
                    <For each={g().you}>{(s) => <option value={s}>{seatWords(g().seats, s)}</option>}</For>
                  </select>
                </div>
              </Show>
              <Show when={g().status === 'active' && g().you.length}>
                <NotifyOffer agent={agent} compact />
              </Show>
              <span class="game-tools__end">
                <Show when={next()}>
                  {(n) => (
                    <button
                      type="button"
                      class="tool"
                      title={`Next game waiting for you: ${n().name ?? n().title}`}
                      onClick={() => void goNext()}
                    >
                      Next game ›
                    </button>
                  )}
                </Show>
                <Show when={noNext()}>
                  <span class="small muted" role="status">
                    No other game waits for you.
                  </span>
                </Show>
                <Show when={menu()}>
                  <button
                    type="button"
                    class="tool tool--menu"
                    aria-label="Table"
                    title="The table: pause, vacation, resign"
                    aria-haspopup="dialog"
                    aria-expanded={menuOpen()}
                    onClick={() => setMenuOpen(!menuOpen())}
                  >
                    ⋯
                  </button>
                </Show>
              </span>
            </div>
            {/* The table's news that concerns me now, one line each: a pause, the autopilot playing for me. */}
            <Show when={menu()}>
              {(m) => (
                <>
                  <Show when={m().paused}>
                    {(since) => (
                      <div class="banner banner--table" role="status">
                        <span>
                          <strong>Paused</strong> since {formatDate(since())}: no deadline runs.
                        </span>
                        <PauseButton menu={m()} act={act} gameId={props.gameId} class="tool" />
                      </div>
                    )}
                  </Show>
                  <Show when={m().back}>
                    {(b) => (
                      <div class="banner banner--table" role="status">
                        <span>
                          {b().why === 'away'
                            ? 'The autopilot is playing for you.'
                            : `On vacation${b().until ? ` until ${formatDate(b().until as string)}` : ''}: your deadlines stop.`}
                        </span>
                        <BackControl act={act} gameId={props.gameId} class="tool" />
                      </div>
                    )}
                  </Show>
                </>
              )}
            </Show>
          </header>
          <Show when={menuOpen() && menu()}>
            {(m) => (
              <TableMenu game={g()} menu={m()} act={act} gameId={props.gameId} onClose={() => setMenuOpen(false)} />
            )}
          </Show>

          <Show when={g().view === null}>
            <p class="muted">
              The game has not started yet: it starts when every seat is taken, or when its creator starts it.
            </p>
          </Show>
          {/* A board only ever gets a started game's view; before the start there is nothing to draw. */}
          <Show
            when={g().view !== null && boardComponent(g().title)}
            fallback={
              <Show when={g().view !== null}>
                <ViewTree view={g().view} label={`${titleName()}: what ${seat() ?? 'a spectator'} can see`} />
              </Show>
            }
          >
            {(B) => (
              <Dynamic
                component={B()}
                game={g()}
                seat={seat()}
                view={g().view}
                choices={choices()}
                choose={fromBoard}
              />
            )}
          </Show>

          {/* Below the board, above the prompt: the map is the first thing on a phone, the result right under it. */}
          <ResultPanel
            title={g().title}
            entries={entry()?.results ?? []}
            seat={seat()}
            seats={g().seats}
            onClose={() => actions.dismissResults(props.gameId)}
          />
          <Show when={asking()}>
            {(c) => (
              <ConfirmStep
                id="board-confirm"
                class="confirm--board"
                choice={c()}
                onYes={(chosen) => {
                  setAsking(null);
                  void choose(chosen);
                }}
                onCancel={() => setAsking(null)}
              />
            )}
          </Show>

          <Show when={queued().length}>
            <section class="queued" aria-labelledby="queued-heading">
              <h2 id="queued-heading">Waiting to be sent</h2>
              <ul>
                <For each={queued()}>
                  {(q) => (
                    <li>
                      <span class="badge badge--pending">pending</span> {q.label || q.body.command.type}{' '}
                      <button type="button" class="link" onClick={() => void actions.dropQueued(q.id)}>
                        Discard
                      </button>
                    </li>
                  )}
                </For>
              </ul>
            </section>
          </Show>

          <Show when={g().status === 'active' && seat()}>
            <Prompt
              choices={choices()}
              prompt={myPending()?.prompt ?? (choices().length ? 'You may act' : 'Not your move')}
              onChoose={choose}
              disabled={queued().length > 0}
              mapFirst={!!boardComponent(g().title)}
            />
          </Show>

          <Show when={g().status === 'finished'}>
            <EndPanel game={g()} gameId={props.gameId} />
          </Show>

          <SeatList
            seats={g().seats}
            pending={g().pending}
            you={g().you}
            table={g().table}
            openAction={(s) => openAction(g(), s, state.player?.playerId)}
            onOpen={openSeat}
            inviteUrl={(code) => inviteLink(location.origin, props.gameId, code)}
          />
          <Log title={g().title} entries={entry()?.log ?? []} seat={seat()} seats={g().seats} />
          <Show when={boardFor(g().title)?.notes}>{(load) => <TitleNotes load={load()} />}</Show>
          <Chat
            messages={entry()?.chat ?? []}
            me={state.player?.playerId}
            seats={g().seats}
            onSend={g().you.length ? (t) => actions.say(props.gameId, t, seat() ?? undefined) : undefined}
          />
          <nav class="game-links" aria-label="More">
            <Link href={`/games/${encodeURIComponent(props.gameId)}/replay`}>Replay</Link>
            <Show when={g().inviteCode}>
              <Link href={`/games/${encodeURIComponent(props.gameId)}/invite`}>Invite</Link>
            </Show>
            <button type="button" class="link" onClick={() => void exportLog()}>
              Export log
            </button>
          </nav>
          <Show when={g().you.length}>
            <SpectatorLinks agent={agent} gameId={props.gameId} notify={actions.notify} />
          </Show>
        </article>
      )}
    </Show>
  );
}
