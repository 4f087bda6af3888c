/**
 * What the last move brought, where the player is looking: each line of the
 * log it made, with the dice, the target and the modifiers the title's words
 * carry, above the board until dismissed. Kept small on a phone (it scrolls).
 */
import type * as P from '@hexpost/shared/protocol';
import { For, Show } from 'solid-js';
import { LogEntryLine } from './Log.tsx';

export function ResultPanel(props: {
  title: string;
  entries: readonly P.LogEntry[];
  seat: string | null;
  seats: readonly P.SeatInfo[];
  onClose: () => void;
}) {
  return (
    <Show when={props.entries.length}>
      <aside class="result-panel" role="status" aria-live="polite" aria-label="What just happened">
        <div class="row row--between">
          <strong>What just happened</strong>
          <button type="button" class="link" onClick={() => props.onClose()} aria-label="Close what just happened">
            Close
          </button>
        </div>
        <ol class="result-lines">
          <For each={props.entries}>
            {(e) => (
              <li classList={{ 'log-undone': !!e.undone }}>
                <LogEntryLine title={props.title} entry={e} seat={props.seat} seats={props.seats} />
              </li>
            )}
          </For>
        </ol>
      </aside>
    </Show>
  );
}
