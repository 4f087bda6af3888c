/**
 * The end of a game: the return match. A player of the game asks for one with the seats as before,
 * each one seat on, or shuffled, and goes to its invitation; once someone asked, the others see
 * "Ann asks for a rematch — Join", take the seat kept for them and go to the new game.
 */
import type * as P from '@hexpost/shared/protocol';
import { createResource, createSignal, For, Show } from 'solid-js';
import { REMATCH_ORDERS, type SeatOrder, playedIn } from '../lib/table.ts';
import { navigate } from '../router.tsx';
import { useStore } from '../stores/index.tsx';
import { Alert } from './Alert.tsx';

const gamePath = (id: string) => `/games/${encodeURIComponent(id)}`;

export function EndPanel(props: { game: P.GameDetail; gameId: string }) {
  const [state, actions, agent] = useStore();
  const me = () => state.player?.playerId;
  const [order, setOrder] = createSignal<SeatOrder>('rotate');
  const [busy, setBusy] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  const rematch = () => props.game.table?.rematch ?? null;
  // Whether the viewer sits in the rematch already (the table says who asked, not who joined since).
  const [there, { refetch }] = createResource(
    () => rematch()?.gameId,
    async (id) => (await agent.games.get(id).catch(() => null))?.game ?? null,
  );
  const inIt = () => rematch()?.by === me() || !!there()?.you.length;
  const asker = () => props.game.seats.find((s) => s.playerId === rematch()?.by)?.name ?? 'A player';
  const go = (id: string, started: boolean) => navigate(started ? gamePath(id) : `${gamePath(id)}/invite`);

  const join = async (id: string, code: string) => {
    const r = await actions.join(id, code);
    go(id, r.started);
  };
  const ask = async () => {
    setBusy(true);
    setErr(null);
    try {
      const r = await actions.rematch(props.gameId, order());
      // Someone else asked a moment before: theirs is the rematch, and a seat in it is kept for me.
      if (r.created || r.by === me()) go(r.gameId, false);
      else await join(r.gameId, r.inviteCode);
    } catch (e) {
      setErr((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const take = async () => {
    const r = rematch();
    if (!r) return;
    setBusy(true);
    setErr(null);
    try {
      await join(r.gameId, r.inviteCode);
    } catch (e) {
      setErr((e as Error).message);
      void refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Show when={playedIn(props.game, me())}>
      <section class="end-panel card" aria-labelledby="end-heading">
        <h2 id="end-heading">Rematch</h2>
        <Show
          when={rematch()}
          fallback={
            <>
              <fieldset class="rematch-seats">
                <legend>Who sits where</legend>
                <For each={REMATCH_ORDERS}>
                  {(o) => (
                    <label class="check">
                      <input
                        type="radio"
                        name="rematch-seats"
                        value={o.value}
                        checked={order() === o.value}
                        onChange={() => setOrder(o.value)}
                      />
                      <span>
                        {o.label} <small class="muted">— {o.hint}</small>
                      </span>
                    </label>
                  )}
                </For>
              </fieldset>
              <button type="button" class="primary" disabled={busy()} aria-busy={busy()} onClick={() => void ask()}>
                Ask for a rematch
              </button>
              <small class="hint">
                The same game, options and time, with the same players: their seats are kept for them.
              </small>
            </>
          }
        >
          {(r) => (
            <Show
              when={inIt()}
              fallback={
                <p class="row">
                  <span>
                    <strong>{asker()}</strong> asks for a rematch.
                  </span>
                  <button
                    type="button"
                    class="primary"
                    disabled={busy()}
                    aria-busy={busy()}
                    onClick={() => void take()}
                  >
                    Join the rematch
                  </button>
                </p>
              }
            >
              <p class="row">
                <span>
                  {r().by === me() ? 'You asked for a rematch.' : `${asker()} asked for a rematch; you are in it.`}
                </span>
                <button
                  type="button"
                  onClick={() => go(r().gameId, there()?.status === 'active' || there()?.status === 'finished')}
                >
                  Open the rematch
                </button>
              </p>
            </Show>
          )}
        </Show>
        <Alert message={err()} />
      </section>
    </Show>
  );
}
