/**
 * Settings: name, look (theme, motion), notifications (this device, per game,
 * quiet hours), standing orders per game seat, and moving to another device.
 */
import { createResource, createSignal, For, onMount, Show } from 'solid-js';
import type { JsonSchema } from '../components/ConfigForm.tsx';
import { OrdersForm } from '../components/OrdersForm.tsx';
import { disablePush, enablePush, pushState, pushSupported } from '../lib/push.ts';
import { minutesToTime, timeToMinutes } from '../lib/time.ts';
import { seatLabel } from '../lib/seats.ts';
import type { Motion, Theme } from '../stores/createSettings.ts';
import { useStore } from '../stores/index.tsx';

const NOTIFY_KEY = 'hexpost.notify';
const readNotify = (): Record<string, boolean> => {
  try {
    return JSON.parse(localStorage.getItem(NOTIFY_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
};

export default function Settings() {
  const [state, actions, agent] = useStore();
  const [msg, setMsg] = createSignal<{ text: string; error?: boolean } | null>(null);
  const say = (text: string, error = false) => setMsg({ text, error });
  const guard = (f: () => Promise<unknown>) => async () => {
    try {
      await f();
    } catch (e) {
      say((e as Error).message, true);
    }
  };
  onMount(() => {
    if (!state.list) void actions.loadGames();
  });

  // --- profile
  const [name, setName] = createSignal(state.player?.name ?? '');

  // --- push on this device
  const supported = pushSupported();
  const [pushOn, setPushOn] = createSignal(false);
  const [pushStep, setPushStep] = createSignal<string | null>(null);
  onMount(async () => setPushOn((await pushState().catch(() => 'off')) === 'on'));
  const enable = guard(async () => {
    try {
      await enablePush(agent, setPushStep);
    } finally {
      setPushStep(null);
    }
    setPushOn(true);
    say('Notifications are on for this device.');
  });
  const disable = guard(async () => {
    await disablePush(agent);
    setPushOn(false);
    say('Notifications are off for this device.');
  });
  // The server knows each game's setting (GET /api/games); what this device last set fills in while the list loads.
  const [perGame, setPerGame] = createSignal<Record<string, boolean>>({
    ...readNotify(),
    ...Object.fromEntries((state.list ?? []).map((g) => [g.gameId, g.notifications !== false])),
  });
  const toggleGame = (id: string, enabled: boolean) =>
    guard(async () => {
      await agent.games.notifications(id, enabled);
      const next = { ...perGame(), [id]: enabled };
      setPerGame(next);
      localStorage.setItem(NOTIFY_KEY, JSON.stringify(next));
    })();

  // --- quiet hours
  const q = state.player?.quietHours;
  const [quiet, setQuiet] = createSignal(!!q);
  const [from, setFrom] = createSignal(minutesToTime(q?.from ?? 22 * 60));
  const [to, setTo] = createSignal(minutesToTime(q?.to ?? 7 * 60));
  const tz = q?.tz ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  const saveQuiet = guard(async () => {
    await actions.updatePlayer({
      quietHours: quiet() ? { from: timeToMinutes(from()), to: timeToMinutes(to()), tz } : null,
    });
    say(quiet() ? `Quiet from ${from()} to ${to()} (${tz}).` : 'No quiet hours.');
  });

  // --- standing orders
  const seatsOf = () =>
    (state.list ?? [])
      .filter((g) => g.status !== 'finished')
      .flatMap((g) => g.seats.map((s) => ({ game: g, seat: s })));
  const [pick, setPick] = createSignal('');
  // The game's orders and the form of its title's orders, loaded together for the picked seat.
  const [orders] = createResource(pick, async (key) => {
    const [gameId, seat] = key.split('\n');
    if (!gameId) return null;
    const game = (state.list ?? []).find((g) => g.gameId === gameId);
    const [r, title] = await Promise.all([
      agent.games.orders(gameId, seat),
      game ? actions.titleDetail(game.title) : Promise.resolve(null),
    ]);
    return {
      gameId,
      seat,
      orders: (r.orders ?? {}) as Record<string, unknown>,
      schema: (title?.orders ?? null) as JsonSchema | null,
    };
  });
  // --- transfer
  const [transfer, setTransfer] = createSignal<{ code: string; expiresAt: string } | null>(null);

  // --- devices signed in as me
  const [devices, { refetch: refetchDevices }] = createResource(() => actions.devices());
  const [devicesMsg, setDevicesMsg] = createSignal<{ text: string; error?: boolean } | null>(null);
  const signOut = async (d: { deviceId: string; label: string; current: boolean }) => {
    const what = d.current ? 'this device' : `“${d.label}”`;
    if (!confirm(`Sign out ${what}? It will need a transfer code to play as you again.`)) return;
    try {
      await actions.signOut(d.deviceId, d.current);
      setDevicesMsg({ text: `Signed out ${what}.` });
      if (!d.current) void refetchDevices();
    } catch (e) {
      setDevicesMsg({ text: (e as Error).message, error: true });
    }
  };

  return (
    <section class="settings">
      <h1>Settings</h1>
      <Show when={msg()}>
        {(m) => (
          <p role={m().error ? 'alert' : 'status'} class={m().error ? 'error' : 'ok'}>
            {m().text}
          </p>
        )}
      </Show>

      <form
        class="card"
        onSubmit={(e) => {
          e.preventDefault();
          void guard(async () => {
            await actions.updatePlayer({ name: name() });
            say('Name saved.');
          })();
        }}
      >
        <h2>You</h2>
        <div class="field">
          <label for="set-name">Name</label>
          <input id="set-name" maxLength={40} value={name()} onInput={(e) => setName(e.currentTarget.value)} />
        </div>
        <button type="submit" disabled={!name().trim()}>
          Save name
        </button>
      </form>

      <div class="card">
        <h2>Look</h2>
        <div class="field">
          <label for="set-theme">Theme</label>
          <select
            id="set-theme"
            value={state.settings.theme}
            onChange={(e) => actions.setTheme(e.currentTarget.value as Theme)}
          >
            <option value="system">Like this device</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </div>
        <div class="field">
          <label for="set-motion">Motion</label>
          <select
            id="set-motion"
            value={state.settings.motion}
            onChange={(e) => actions.setMotion(e.currentTarget.value as Motion)}
          >
            <option value="system">Like this device</option>
            <option value="reduce">Reduced motion</option>
            <option value="full">Full motion</option>
          </select>
        </div>
      </div>

      <div class="card">
        <h2>Notifications</h2>
        <Show when={supported} fallback={<p class="muted">This browser cannot receive notifications.</p>}>
          <p>
            This device: <strong>{pushOn() ? 'on' : 'off'}</strong>{' '}
            <button type="button" disabled={!!pushStep()} onClick={() => void (pushOn() ? disable() : enable())}>
              {pushOn() ? 'Turn off' : 'Turn on'}
            </button>
          </p>
          <Show when={pushStep()}>
            <p role="status" class="small">
              {pushStep()}
            </p>
          </Show>
        </Show>
        <Show when={(state.list ?? []).filter((g) => g.status !== 'finished').length}>
          <fieldset>
            <legend>Per game</legend>
            <For each={(state.list ?? []).filter((g) => g.status !== 'finished')}>
              {(g) => (
                <div class="field field--switch">
                  <label for={`notify-${g.gameId}`}>
                    {state.titles?.find((t) => t.id === g.title)?.title ?? g.title} ({g.seats.join(', ') || 'no seat'})
                  </label>
                  <input
                    id={`notify-${g.gameId}`}
                    type="checkbox"
                    role="switch"
                    aria-checked={perGame()[g.gameId] !== false}
                    checked={perGame()[g.gameId] !== false}
                    onChange={(e) => toggleGame(g.gameId, e.currentTarget.checked)}
                  />
                </div>
              )}
            </For>
          </fieldset>
        </Show>
        <fieldset>
          <legend>Quiet hours</legend>
          <div class="field field--switch">
            <label for="quiet-on">No notifications at night</label>
            <input
              id="quiet-on"
              type="checkbox"
              role="switch"
              aria-checked={quiet()}
              checked={quiet()}
              onChange={(e) => setQuiet(e.currentTarget.checked)}
            />
          </div>
          <div class="row">
            <div class="field">
              <label for="quiet-from">From</label>
              <input
                id="quiet-from"
                type="time"
                value={from()}
                disabled={!quiet()}
                onInput={(e) => setFrom(e.currentTarget.value)}
              />
            </div>
            <div class="field">
              <label for="quiet-to">To</label>
              <input
                id="quiet-to"
                type="time"
                value={to()}
                disabled={!quiet()}
                onInput={(e) => setTo(e.currentTarget.value)}
              />
            </div>
          </div>
          <small class="hint">Time zone: {tz}</small>
          <button type="button" onClick={() => void saveQuiet()}>
            Save quiet hours
          </button>
        </fieldset>
      </div>

      <div class="card">
        <h2>Standing orders</h2>
        <p class="muted small">
          Answers the game may give for you to questions that come up when it is not your turn, so nobody waits days for
          a reply you would always give.
        </p>
        <div class="field">
          <label for="orders-seat">Game and seat</label>
          <select id="orders-seat" value={pick()} onChange={(e) => setPick(e.currentTarget.value)}>
            <option value="">Choose…</option>
            <For each={seatsOf()}>
              {(x) => (
                <option value={`${x.game.gameId}\n${x.seat}`}>
                  {state.titles?.find((t) => t.id === x.game.title)?.title ?? x.game.title}
                  {x.game.name ? ` “${x.game.name}”` : ''} — {seatLabel(x.game.players, x.seat)}
                </option>
              )}
            </For>
          </select>
        </div>
        <Show when={pick()}>
          <Show when={!orders.loading && orders()} fallback={<p class="muted">Loading…</p>}>
            {(o) => (
              <Show
                when={o().schema?.properties && Object.keys(o().schema?.properties ?? {}).length}
                fallback={<p class="muted">This game has no standing orders.</p>}
              >
                <OrdersForm
                  schema={o().schema as JsonSchema}
                  value={o().orders}
                  idPrefix={`ord-${o().gameId}`}
                  onSave={(next) => agent.games.setOrders(o().gameId, next, o().seat)}
                />
              </Show>
            )}
          </Show>
          <Show when={orders.error}>
            <p class="error">{(orders.error as Error).message}</p>
          </Show>
        </Show>
      </div>

      <div class="card">
        <h2>Move to another device</h2>
        <p class="muted small">
          Get a one-time code, then enter it on the new device's first screen (or open the link there).
        </p>
        <button type="button" onClick={guard(async () => setTransfer(await actions.transferCode()))}>
          Get a transfer code
        </button>
        <Show when={transfer()}>
          {(t) => (
            <p>
              Code: <strong class="code">{t().code}</strong> (valid until {new Date(t().expiresAt).toLocaleString()})
              <br />
              Link: <code>{`${location.origin}/claim?code=${encodeURIComponent(t().code)}`}</code>
              <br />
              <small class="muted">A new code replaces this one.</small>
            </p>
          )}
        </Show>
      </div>

      <div class="card">
        <h2>Signed-in devices</h2>
        <p class="muted small">
          Every device that plays as you. Sign out one you lost or no longer use: its seats and links stop working.
        </p>
        <Show when={!devices.error} fallback={<p class="error">{(devices.error as Error)?.message}</p>}>
          <ul class="devices">
            <For each={devices()?.devices ?? []}>
              {(d) => (
                <li class="row row--between">
                  <span>
                    <strong>{d.label}</strong>
                    {d.current ? ' (this device)' : ''}
                    <br />
                    <small class="muted">signed in {new Date(d.createdAt).toLocaleDateString()}</small>
                  </span>
                  <button type="button" onClick={() => void signOut(d)}>
                    Sign out
                  </button>
                </li>
              )}
            </For>
          </ul>
        </Show>
        <Show when={devicesMsg()}>
          {(m) => (
            <p role={m().error ? 'alert' : 'status'} class={m().error ? 'error' : 'ok'}>
              {m().text}
            </p>
          )}
        </Show>
      </div>
    </section>
  );
}
