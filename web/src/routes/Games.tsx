/** My games: your move first. Pull down (or press Refresh) to reload; refreshed every 20 s while visible. */
import { createSignal, onMount, Show } from 'solid-js';
import { GameList } from '../components/GameList.tsx';
import { Link, navigate } from '../router.tsx';
import { useInterval, useStore } from '../stores/index.tsx';
import { Alert } from '../components/Alert.tsx';

const PULL_PX = 70;

export function Games() {
  const [state, actions] = useStore();
  const [pull, setPull] = createSignal(0);
  onMount(() => {
    void actions.loadGames();
    void actions.loadTitles().catch(() => undefined);
  });
  useInterval(() => void actions.loadGames(), 20_000);
  const titleName = (id: string) => state.titles?.find((t) => t.id === id)?.title ?? id;
  // The most urgent game waiting for my move (the server's order), or why there is none.
  const [nextMsg, setNextMsg] = createSignal<string | null>(null);
  const [nextBusy, setNextBusy] = createSignal(false);
  const goNext = async () => {
    setNextMsg(null);
    setNextBusy(true);
    try {
      const n = await actions.nextGame();
      if (n) navigate(`/games/${encodeURIComponent(n.gameId)}`);
      else setNextMsg('No other game waits for you.');
    } catch (e) {
      setNextMsg((e as Error).message);
    } finally {
      setNextBusy(false);
    }
  };

  let startY: number | null = null;
  const touchStart = (e: TouchEvent) => {
    startY = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
  };
  const touchMove = (e: TouchEvent) => {
    if (startY === null) return;
    setPull(Math.max(0, Math.min(120, (e.touches[0]?.clientY ?? startY) - startY)));
  };
  const touchEnd = () => {
    if (pull() >= PULL_PX) void actions.loadGames();
    setPull(0);
    startY = null;
  };

  return (
    <section class="games" onTouchStart={touchStart} onTouchMove={touchMove} onTouchEnd={touchEnd}>
      <div class="pull" style={{ height: `${pull() / 2}px` }} aria-hidden="true">
        {pull() >= PULL_PX ? 'Release to refresh' : pull() > 0 ? 'Pull to refresh' : ''}
      </div>
      <div class="row row--between">
        <h1>{state.player?.name ? `${state.player.name}’s games` : 'My games'}</h1>
        <div class="row">
          <button type="button" onClick={() => void goNext()} disabled={nextBusy()} aria-busy={nextBusy()}>
            Next game ›
          </button>
          <button
            type="button"
            onClick={() => void actions.loadGames()}
            disabled={state.listLoading}
            aria-busy={state.listLoading}
          >
            {state.listLoading ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </div>
      <Show when={nextMsg()}>
        <p class="muted" role="status">
          {nextMsg()}
        </p>
      </Show>
      <Alert message={state.listError} />
      <Show when={state.list} fallback={<p class="muted">Loading your games…</p>}>
        {(list) => (
          <Show
            when={list().length}
            fallback={
              <div class="card">
                <p>No games yet.</p>
                <Link href="/new" class="button primary">
                  Start a game
                </Link>
              </div>
            }
          >
            <GameList games={list()} titleName={titleName} me={state.player?.playerId} />
            <Show when={state.listNext}>
              <button
                type="button"
                onClick={() => void actions.loadMoreGames()}
                disabled={state.listLoading}
                aria-busy={state.listLoading}
              >
                {state.listLoading ? 'Loading…' : 'Show older games'}
              </button>
            </Show>
          </Show>
        )}
      </Show>
      <p>
        <Link href="/new" class="button primary">
          New game
        </Link>
      </p>
    </section>
  );
}
