/** The shell: header, offline and queue banners, notices, and the route table. */
import { createMemo, ErrorBoundary, lazy, Match, onCleanup, onMount, Show, Suspense, Switch } from 'solid-js';
import { Notices } from './components/Notices.tsx';
import { Link, match, useLocation } from './router.tsx';
import { Games } from './routes/Games.tsx';
import { Welcome } from './routes/Welcome.tsx';
import { useStore } from './stores/index.tsx';

const NewGame = lazy(() => import('./routes/NewGame.tsx'));
const Invite = lazy(() => import('./routes/Invite.tsx'));
const Join = lazy(() => import('./routes/Join.tsx'));
const Game = lazy(() => import('./routes/Game.tsx'));
const Replay = lazy(() => import('./routes/Replay.tsx'));
const Settings = lazy(() => import('./routes/Settings.tsx'));

export function App() {
  const [state, actions] = useStore();
  const loc = useLocation();
  onMount(async () => {
    const stop = await actions.start();
    onCleanup(stop);
  });
  const m = (p: string) => createMemo(() => match(p, loc().path));
  const game = m('/games/:id');
  const invite = m('/games/:id/invite');
  const replay = m('/games/:id/replay');
  const join = m('/join/:id');
  const path = () => loc().path;
  const spectating = () => loc().query.has('spectate');

  return (
    <div class="app">
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <Link href="/" class="brand" aria-label="Hexpost, my games">
          <span aria-hidden="true">⬡</span> Hexpost
        </Link>
        <Show when={state.player}>
          <nav aria-label="Main">
            <Link href="/new" aria-current={path() === '/new' ? 'page' : undefined}>
              New game
            </Link>
            <Link href="/settings" aria-current={path() === '/settings' ? 'page' : undefined}>
              Settings
            </Link>
          </nav>
        </Show>
      </header>
      <Show when={!state.online}>
        <p class="banner banner--offline" role="status">
          Offline: showing what this device saw last. Moves you make are kept and sent when you are back online.
        </p>
      </Show>
      <Show when={state.queue.length}>
        <p class="banner" role="status">
          {state.queue.length} move{state.queue.length === 1 ? '' : 's'} waiting to be sent.
        </p>
      </Show>
      <Notices />
      <main id="main" tabIndex={-1}>
        <Show when={state.ready} fallback={<p class="muted">Loading…</p>}>
          <ErrorBoundary
            fallback={(err, reset) => (
              <div class="card" role="alert">
                <p class="error">{(err as Error)?.message ?? 'Something went wrong.'}</p>
                <button type="button" onClick={reset}>
                  Try again
                </button>
              </div>
            )}
          >
            <Suspense fallback={<p class="muted">Loading…</p>}>
              <Switch fallback={<NotFound />}>
                <Match when={!state.player && !spectating()}>
                  <Welcome />
                </Match>
                <Match when={path() === '/' || path() === '/claim'}>
                  <Games />
                </Match>
                <Match when={path() === '/new'}>
                  <NewGame />
                </Match>
                <Match when={path() === '/settings'}>
                  <Settings />
                </Match>
                <Match when={join()}>
                  {(p) => <Join gameId={p().id ?? ''} code={loc().query.get('code') ?? ''} />}
                </Match>
                <Match when={invite()}>{(p) => <Invite gameId={p().id ?? ''} />}</Match>
                <Match when={replay()}>{(p) => <Replay gameId={p().id ?? ''} />}</Match>
                {/* keyed: "Next game" and a rematch go from one game to another, and each gets a screen afresh */}
                <Match when={game()?.id} keyed>
                  {(id) => <Game gameId={id} />}
                </Match>
              </Switch>
            </Suspense>
          </ErrorBoundary>
        </Show>
      </main>
    </div>
  );
}

function NotFound() {
  return (
    <section>
      <h1>Not here</h1>
      <p>
        That page does not exist. <Link href="/">Back to your games</Link>.
      </p>
    </section>
  );
}
