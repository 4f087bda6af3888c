/**
 * Whether this device will be told when it is the player's move, with the
 * offer to turn it on where it is off: shown right after creating or joining
 * a game, and on the game screen.
 */
import { createSignal, onMount, Show } from 'solid-js';
import type { Agent } from '../api/agent.ts';
import { enablePush, type PushState, pushState } from '../lib/push.ts';

export function NotifyOffer(props: { agent: Agent; muted?: boolean; compact?: boolean }) {
  const [st, setSt] = createSignal<PushState | null>(null);
  const [progress, setProgress] = createSignal<string | null>(null);
  const [err, setErr] = createSignal<string | null>(null);
  onMount(async () => setSt(await pushState().catch(() => 'unsupported' as const)));
  const turnOn = async () => {
    setErr(null);
    try {
      await enablePush(props.agent, setProgress);
      setSt('on');
    } catch (e) {
      setErr((e as Error).message);
      setSt(await pushState().catch(() => 'unsupported' as const));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div class="notify-offer" classList={{ 'notify-offer--compact': !!props.compact }}>
      <Show when={st() === 'on' && !props.muted}>
        <p class="muted small" title={props.compact ? 'This device will be told when it is your move.' : undefined}>
          {props.compact ? '🔔 Notified here' : '🔔 This device will be told when it is your move.'}
        </p>
      </Show>
      <Show when={st() === 'on' && props.muted}>
        <p class="muted small">🔕 Notifications for this game are off (Settings).</p>
      </Show>
      <Show when={st() === 'off'}>
        <p class="small">
          {/* compact (the game screen, one row of tools): the offer says it all */}
          {props.compact ? '' : 'This device will not be told when it is your move. '}
          <button
            type="button"
            onClick={() => void turnOn()}
            disabled={!!progress()}
            aria-busy={!!progress()}
            title={props.compact ? 'This device is not told when it is your move: turn it on' : undefined}
          >
            Notify me here
          </button>
        </p>
      </Show>
      <Show when={st() === 'blocked'}>
        <p class="small error">
          Notifications are blocked for this site in your browser: allow them in the site settings to be told.
        </p>
      </Show>
      <Show when={st() === 'unsupported' && !props.compact}>
        <p class="muted small">This browser cannot show notifications; check back here for your move.</p>
      </Show>
      <Show when={progress()}>
        <p class="small" role="status">
          {progress()}
        </p>
      </Show>
      <Show when={err()}>
        <p class="small error" role="alert">
          {err()}
        </p>
      </Show>
    </div>
  );
}
