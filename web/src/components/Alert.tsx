/** A failure the player should read now: announced to screen readers, shown only when there is one. */
import { Show } from 'solid-js';

export function Alert(props: { message: string | null | undefined | false }) {
  return (
    <Show when={props.message}>
      <p class="error" role="alert">
        {props.message}
      </p>
    </Show>
  );
}
