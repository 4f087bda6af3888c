/** First visit: what Hexpost is, a name, and you have a player. Or bring your player from another device. */
import { createSignal, Show } from 'solid-js';
import { useLocation } from '../router.tsx';
import { useStore } from '../stores/index.tsx';
import { Alert } from '../components/Alert.tsx';

export function Welcome() {
  const [, actions] = useStore();
  const loc = useLocation();
  const [name, setName] = createSignal('');
  const [code, setCode] = createSignal(
    loc().query.get('code') && loc().path === '/claim' ? (loc().query.get('code') ?? '') : '',
  );
  const [busy, setBusy] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  const run = (f: () => Promise<unknown>) => async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setErr(null);
    try {
      await f();
    } catch (x) {
      setErr((x as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="welcome">
      <h1>Board games that wait for you</h1>
      <p class="pitch">
        Hexpost lets a group of friends play long strategy board games over days, one move at a time, on their phones.
        The server keeps the rules, the dice and the secrets, so nobody has to host and nobody can peek.
      </p>
      <Show when={loc().path.startsWith('/join/')}>
        <p>
          <strong>You were invited to a game.</strong> Pick a name first, then choose your seat.
        </p>
      </Show>
      <form class="card" onSubmit={run(() => actions.createPlayer(name()))}>
        <div class="field">
          <label for="player-name">Your name at the table</label>
          <input
            id="player-name"
            name="name"
            autocomplete="nickname"
            maxLength={40}
            required
            value={name()}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </div>
        <button type="submit" class="primary" disabled={busy() || !name().trim()}>
          Start playing
        </button>
        <p class="muted small">No password: this device remembers you. You can move to another phone later.</p>
      </form>
      <details class="card" open={!!code()}>
        <summary>I already play on another device</summary>
        <form onSubmit={run(() => actions.claim(code().trim()))}>
          <div class="field">
            <label for="claim-code">Transfer code (from Settings on your other device)</label>
            <input
              id="claim-code"
              autocomplete="one-time-code"
              value={code()}
              onInput={(e) => setCode(e.currentTarget.value)}
            />
          </div>
          <button type="submit" disabled={busy() || code().trim().length < 4}>
            Move my player here
          </button>
        </form>
      </details>
      <Alert message={err()} />
    </section>
  );
}
