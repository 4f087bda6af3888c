/**
 * Narrowing a choice before sending it (Choice.pick): which units of a stack go. Every option starts
 * ticked; the player unticks what stays, and sends at least `min`. The command sent is the choice's
 * own, narrowed (engine/pick.ts); a step that asks first still asks, after the pick.
 */
import { createSignal, For } from 'solid-js';
import { narrow } from '@hexpost/shared/engine';
import type { Choice } from '../boards/registry.ts';

/** A choice narrowed to some of its ids: it remembers the command it came from, for stillOffered. */
export type Narrowed = Choice & { narrowedFrom?: Choice['command'] };

export function narrowed(c: Choice, picked: readonly string[]): Narrowed {
  const p = c.pick;
  if (!p) return c;
  const all = p.options.length === picked.length;
  if (all) return c;
  const command = narrow(c.command as { type: string }, p, picked) as Choice['command'];
  const names = p.options.filter((o) => picked.includes(o.id)).map((o) => o.label);
  return { ...c, command, label: `${c.label}: only ${names.join(', ')}`, narrowedFrom: c.command };
}

export function PickStep(props: {
  choice: Choice;
  busy?: boolean;
  onPick: (c: Narrowed) => void;
  onCancel: () => void;
  id: string;
}) {
  const p = () => props.choice.pick as NonNullable<Choice['pick']>;
  const [picked, setPicked] = createSignal<string[]>(p().options.map((o) => o.id));
  const toggle = (id: string, on: boolean) => setPicked((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  const enough = () => picked().length >= p().min;
  return (
    <fieldset class="pick" aria-describedby={`${props.id}-what`}>
      <legend>{p().prompt}</legend>
      <p id={`${props.id}-what`} class="muted">
        {props.choice.label}
      </p>
      <For each={p().options}>
        {(o) => (
          <label class="pick-option">
            <input
              type="checkbox"
              checked={picked().includes(o.id)}
              onChange={(e) => toggle(o.id, e.currentTarget.checked)}
            />{' '}
            {o.label}
          </label>
        )}
      </For>
      <div class="row">
        <button
          type="button"
          class="primary"
          disabled={props.busy || !enough()}
          onClick={() => props.onPick(narrowed(props.choice, picked()))}
        >
          {picked().length === p().options.length ? 'Go, all of them' : `Go with ${picked().length}`}
        </button>
        <button type="button" disabled={props.busy} onClick={() => props.onCancel()}>
          Cancel
        </button>
      </div>
      {!enough() ? <p class="error">Pick at least {p().min}.</p> : null}
    </fieldset>
  );
}
