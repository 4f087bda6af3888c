/** Short messages (sent, queued, refused) announced to screen readers. */
import { For } from 'solid-js';
import { useStore } from '../stores/index.tsx';

export function Notices() {
  const [state, actions] = useStore();
  return (
    <div class="notices" role="status" aria-live="polite">
      <For each={state.notices}>
        {(n) => (
          <div
            class="notice"
            classList={{ 'notice--error': n.tone === 'error' }}
            role={n.tone === 'error' ? 'alert' : undefined}
          >
            <span>{n.text}</span>
            <button type="button" class="link" aria-label="Dismiss" onClick={() => actions.dismiss(n.id)}>
              ✕
            </button>
          </div>
        )}
      </For>
    </div>
  );
}
