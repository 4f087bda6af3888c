/** The table talk of one game. */
import type * as P from '@hexpost/shared/protocol';
import { createSignal, For, Show } from 'solid-js';
import { formatWhen } from '../lib/time.ts';
import { Alert } from './Alert.tsx';

export function Chat(props: {
  messages: readonly P.ChatMessage[];
  onSend?: (text: string) => Promise<unknown>;
  me?: string | null;
  seats?: readonly P.SeatInfo[];
}) {
  /** What the sender's seat is in the game ("Neuth"); the name is already shown. */
  const seatLabel = (seat: string) => props.seats?.find((s) => s.seat === seat)?.label ?? null;
  const [text, setText] = createSignal('');
  const [busy, setBusy] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    const t = text().trim();
    if (!t || !props.onSend) return;
    setBusy(true);
    setErr(null);
    try {
      await props.onSend(t);
      setText('');
    } catch (x) {
      setErr((x as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="chat" aria-labelledby="chat-heading">
      <h2 id="chat-heading">Chat</h2>
      <Show when={props.messages.length} fallback={<p class="muted">No messages yet.</p>}>
        <ol class="chat-list" aria-live="polite">
          <For each={props.messages}>
            {(m) => (
              <li classList={{ 'chat--me': m.playerId === props.me }}>
                <strong>{m.name}</strong>
                <Show when={m.seat && seatLabel(m.seat)}>{(l) => <> ({l()})</>}</Show>: {m.text}{' '}
                <time class="muted" dateTime={m.at}>
                  {formatWhen(m.at)}
                </time>
              </li>
            )}
          </For>
        </ol>
      </Show>
      <Show when={props.onSend}>
        <form class="row" onSubmit={submit}>
          <label for="chat-input" class="sr-only">
            Message
          </label>
          <input
            id="chat-input"
            type="text"
            maxLength={1000}
            placeholder="Say something…"
            value={text()}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" disabled={busy() || !text().trim()}>
            Send
          </button>
        </form>
        <Alert message={err()} />
      </Show>
    </section>
  );
}
