/**
 * The question before a step that cannot be taken back (or, with `takeBack`,
 * one taken back only some other way): the choice's label, the title's words
 * for what it gives up, Yes and Cancel. The prompt and the
 * boards' taps ask with the same one.
 */
import type { Choice } from '../boards/registry.ts';

export function ConfirmStep(props: {
  choice: Choice;
  busy?: boolean;
  onYes: (choice: Choice) => void;
  onCancel: () => void;
  class?: string;
  id: string;
}) {
  // The choice is read before anything closes the question: an accessor of a closed Show is gone.
  const yes = () => props.onYes(props.choice);
  return (
    <div
      class={`confirm${props.class ? ` ${props.class}` : ''}`}
      role="alertdialog"
      aria-labelledby={`${props.id}-q`}
      aria-describedby={`${props.id}-d`}
    >
      <p id={`${props.id}-q`}>
        <strong>{props.choice.label}</strong>?
      </p>
      <p id={`${props.id}-d`} class="muted">
        {typeof props.choice.confirm === 'string' ? `${props.choice.confirm} ` : ''}
        {props.choice.takeBack ?? 'This cannot be taken back.'}
      </p>
      <div class="row">
        <button type="button" class="primary" disabled={props.busy} onClick={yes} autofocus>
          Yes, {props.choice.label}
        </button>
        <button type="button" disabled={props.busy} onClick={() => props.onCancel()}>
          Cancel
        </button>
      </div>
    </div>
  );
}
