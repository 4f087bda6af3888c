/** Invite friends: the join link, a QR code to scan from across the table, and the phone's share sheet. */
import { createEffect, createResource, createSignal, on, onCleanup, onMount, Show } from 'solid-js';
import { QrCode } from '../components/QrCode.tsx';
import { SeatList } from '../components/SeatList.tsx';
import { Link, navigate } from '../router.tsx';
import { useStore } from '../stores/index.tsx';
import { Alert } from '../components/Alert.tsx';
import { NotifyOffer } from '../components/NotifyOffer.tsx';
import { inviteLink } from '../lib/table.ts';

export default function Invite(props: { gameId: string }) {
  const [state, actions, agent] = useStore();
  const [loaded, { refetch }] = createResource(
    () => props.gameId,
    (id) => actions.load(id),
  );
  // Live: seats fill in as friends join; once the game starts, the page says so instead of offering a start.
  const game = () => state.games[props.gameId]?.detail ?? loaded();
  onMount(() => {
    const stop = actions.watch(props.gameId);
    onCleanup(stop);
  });
  createEffect(
    on(
      () => game()?.status,
      (now, before) => {
        if (before === 'open' && now === 'active') actions.notify('Everyone is seated: the game has begun.');
      },
    ),
  );
  const [copied, setCopied] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  const link = () => {
    const code = loaded.error ? undefined : game()?.inviteCode;
    return code ? inviteLink(location.origin, props.gameId, code) : null;
  };
  const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    const l = link();
    if (!l) return;
    try {
      await navigator.clipboard.writeText(l);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setErr('Copying is not allowed here: select the link and copy it by hand.');
    }
  };
  const share = async () => {
    const l = link();
    if (!l) return;
    try {
      await navigator.share({ title: 'Join my Hexpost game', text: 'Take a seat at my table', url: l });
    } catch {
      // the player closed the share sheet
    }
  };
  const start = async () => {
    setErr(null);
    try {
      await actions.startGame(props.gameId);
      navigate(`/games/${encodeURIComponent(props.gameId)}`);
    } catch (x) {
      setErr((x as Error).message);
      void refetch();
    }
  };
  return (
    <section class="invite">
      <h1>Invite players</h1>
      <Show
        when={!loaded.error && game()}
        fallback={<p class="muted">{loaded.error ? (loaded.error as Error).message : 'Loading…'}</p>}
      >
        {(g) => (
          <>
            <Show when={link()} fallback={<p>Only the game's creator can see its invitation.</p>}>
              {(l) => (
                <div class="card">
                  <label for="invite-link">Send this link to your friends</label>
                  <input id="invite-link" readOnly value={l()} onFocus={(e) => e.currentTarget.select()} />
                  <div class="row">
                    <button type="button" onClick={copy}>
                      {copied() ? 'Copied' : 'Copy link'}
                    </button>
                    <Show when={canShare()}>
                      <button type="button" class="primary" onClick={share}>
                        Share…
                      </button>
                    </Show>
                  </div>
                  <QrCode text={l()} label="QR code of the invitation link" />
                </div>
              )}
            </Show>
            <Show when={g().you.length}>
              <NotifyOffer agent={agent} />
            </Show>
            <SeatList seats={g().seats} pending={g().pending} you={g().you} />
            <Show when={g().status !== 'open'}>
              <p class="ok" role="status">
                The game has begun. <Link href={`/games/${encodeURIComponent(props.gameId)}`}>Play it</Link>
              </p>
            </Show>
            <Show when={g().status === 'open' && g().createdBy === state.player?.playerId}>
              <p>The game starts by itself when every seat is taken, or you can start it now.</p>
              <button type="button" onClick={start}>
                Start now
              </button>
            </Show>
            <p>
              <Link href={`/games/${encodeURIComponent(props.gameId)}`}>Go to the game</Link>
            </p>
          </>
        )}
      </Show>
      <Alert message={err()} />
    </section>
  );
}
