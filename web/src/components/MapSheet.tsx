/**
 * The sheet of choices for a tapped place, drawn inside the map's frame (a map's `overlay`): one
 * button per choice, ⚠ on a step that asks first, ✕ to close. Choosing closes it before sending.
 */
import { createSignal, For, Show } from 'solid-js';
import type { Choice } from '../boards/registry.ts';
import { PickStep } from './PickStep.tsx';

export function MapSheet(props: {
  /** The board's own class for the fieldset (e.g. `dr-offer`). */
  class: string;
  /** What the sheet is for, in words ("Choices for Highcrag (2911)"). */
  title: string;
  choices: readonly Choice[];
  onChoose: (c: Choice) => void;
  onClose: () => void;
  /** A choice looked at (focus, hover): a board may preview it on the map. */
  onPreview?: (c: Choice) => void;
  /** False when the board itself asks which units go (Divine Right's bar over a picked stack). */
  pickUnits?: boolean;
}) {
  const picks = (c: Choice) => !!c.pick && props.pickUnits !== false;
  // A choice that lets the player pick which units go asks that first, inside the sheet.
  const [picking, setPicking] = createSignal<Choice | null>(null);
  return (
    <Show when={props.choices.length > 0}>
      <fieldset class={`${props.class} map-sheet`}>
        <legend>{props.title}</legend>
        <button type="button" class="map-sheet-close" aria-label="Close these choices" onClick={() => props.onClose()}>
          ✕
        </button>
        <Show when={picking()}>
          {(c) => (
            <PickStep
              id="sheet-pick"
              choice={c()}
              onPick={(n) => {
                setPicking(null);
                props.onClose();
                props.onChoose(n);
              }}
              onCancel={() => setPicking(null)}
            />
          )}
        </Show>
        <For each={picking() ? [] : props.choices}>
          {(c) => (
            <button
              type="button"
              class="choice"
              classList={{ 'choice--confirm': !!c.confirm }}
              onClick={() => {
                if (picks(c)) {
                  setPicking(c);
                  return;
                }
                props.onClose();
                props.onChoose(c);
              }}
              onFocus={() => props.onPreview?.(c)}
              onMouseEnter={() => props.onPreview?.(c)}
            >
              {c.label}
              <Show when={picks(c)}>
                <span class="choice-pick"> · pick units</span>
              </Show>
              <Show when={c.confirm}>
                <span aria-hidden="true">⚠</span>
              </Show>
            </button>
          )}
        </For>
      </fieldset>
    </Show>
  );
}
