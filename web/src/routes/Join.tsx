/** Joining from an invitation link: pick a free seat. */
import { createResource, createSignal, For, Show } from 'solid-js';
import { isApiError } from '../api/agent.ts';
import { SeatMark } from '../components/SeatList.tsx';
import { navigate } from '../router.tsx';
import { useStore } from '../stores/index.tsx';
import { Alert } from '../components/Alert.tsx';
import { seatLabel } from '../lib/seats.ts';

export default function Join(props: { gameId: string; code: string }) {
  const [state, actions] = useStore();
  const [invite, { refetch }] = createResource(
    () => props.code || null,
    (code) => actions.invite(code),
  );
  const [busy, setBusy] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  const mine = () =>
    (invite.error ? undefined : invite())?.seats.filter((s) => s.playerId && s.playerId === state.player?.playerId) ??
    [];
  const take = async (seat: string) => {
    setBusy(true);
    setErr(null);
    try {
      await actions.join(props.gameId, props.code, seat);
      navigate(`/games/${encodeURIComponent(props.gameId)}`, { replace: true });
    } catch (x) {
      setErr(isApiError(x, 'conflict') ? 'Someone took that seat a moment ago. Pick another.' : (x as Error).message);
      void refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="join">
      <h1>Take a seat</h1>
      <Show when={props.code} fallback={<p class="error">This invitation link has no code. Ask for the link again.</p>}>
        <Show
          when={!invite.error && invite()}
          fallback={<p class="muted">{invite.error ? (invite.error as Error).message : 'Loading the invitation…'}</p>}
        >
          {(inv) => (
            <>
              <p>
                You are invited to <strong>{inv().title}</strong>.
                <Show when={inv().status !== 'open'}>
                  {' '}
                  <Show when={inv().seat} fallback="This game has already started.">
                    {(s) => (
                      <>
                        The game is under way: take over <strong>{seatLabel(inv().seats, s())}</strong>, whose player
                        left; the autopilot has played it meanwhile.
                      </>
                    )}
                  </Show>
                </Show>
              </p>
              <Show when={mine().length}>
                <p>
                  You already sit here as{' '}
                  {mine()
                    .map((s) => seatLabel(inv().seats, s.seat))
                    .join(', ')}
                  .{' '}
                  <button
                    type="button"
                    class="link"
                    onClick={() => navigate(`/games/${encodeURIComponent(props.gameId)}`)}
                  >
                    Open the game
                  </button>
                </p>
              </Show>
              <ul class="seat-picker">
                <For each={inv().seats}>
                  {(s, i) => (
                    <li>
                      <button
                        type="button"
                        class="seat-choice"
                        disabled={busy() || !!s.playerId}
                        onClick={() => void take(s.seat)}
                        aria-label={
                          s.playerId
                            ? `${seatLabel(inv().seats, s.seat)}, taken by ${s.name ?? 'someone'}`
                            : `Take seat ${seatLabel(inv().seats, s.seat)}`
                        }
                      >
                        <SeatMark index={i()} seat={s.seat} />
                        <span>
                          <strong>{seatLabel(inv().seats, s.seat)}</strong>{' '}
                          {s.playerId ? `— ${s.name ?? 'taken'}` : '— free'}
                        </span>
                      </button>
                    </li>
                  )}
                </For>
              </ul>
            </>
          )}
        </Show>
      </Show>
      <Alert message={err()} />
    </section>
  );
}
