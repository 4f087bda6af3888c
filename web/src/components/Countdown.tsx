/** A deadline as time left, refreshed every half minute; urgent when under `urgentMs`. */
import { Show } from 'solid-js';
import { formatRemaining, useNow } from '../lib/time.ts';

export function Countdown(props: { deadline: string | null | undefined; urgentMs?: number; prefix?: string }) {
  const now = useNow();
  const left = () => (props.deadline ? Date.parse(props.deadline) - now() : null);
  return (
    <Show when={left() !== null}>
      <time
        class="countdown"
        classList={{ 'countdown--urgent': (left() ?? 0) < (props.urgentMs ?? 6 * 3_600_000) }}
        dateTime={props.deadline ?? undefined}
        title={props.deadline ? new Date(props.deadline).toLocaleString() : undefined}
      >
        {props.prefix ?? ''}
        {formatRemaining(left() ?? 0)}
        {(left() ?? 0) > 0 ? ' left' : ''}
      </time>
    </Show>
  );
}
