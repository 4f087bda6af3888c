/** The game's log in plain language; every die roll and its modifiers shown beside the line. */
import type * as P from '@hexpost/shared/protocol';
import { createSignal, For, Show } from 'solid-js';
import { boardFor } from '../boards/registry.ts';
import { seatWords } from '../lib/seats.ts';
import { formatWhen } from '../lib/time.ts';
import { describeEvent } from '../lib/words.ts';

/**
 * A log line's words: the board plug-in's own, else the title's (the server's `text`, written by the
 * game's describe() with its dice included), else the generic description with the dice pulled out.
 */
/** An event of the platform (an undo, a change of the table), worded by the server, never by the title. */
const isPlatform = (e: P.LogEntry) => String((e.event as { type?: unknown } | null)?.type ?? '').startsWith('@');

/** Who acted for the seat when its player did not, in words. */
export const BY_WORDS: Record<NonNullable<P.LogEntry['by']>, string> = {
  timeout: 'deadline passed',
  standing: 'standing order',
  autopilot: 'autopilot',
};

export function describeEntry(title: string, entry: P.LogEntry, seat: string | null) {
  // An undo or a change of the table is the platform's, not the title's: the server words it.
  if (isPlatform(entry) && entry.text) return { text: entry.text, dice: null };
  const own = boardFor(title)?.describe?.(entry.event, seat) ?? entry.text;
  return own ? { text: own, dice: null } : describeEvent(entry.event);
}

export function LogEntryLine(props: {
  title: string;
  entry: P.LogEntry;
  seat: string | null;
  seats?: readonly P.SeatInfo[];
}) {
  const d = () => describeEntry(props.title, props.entry, props.seat);
  // the server's words for an undo or a change of the table name the seat already
  const isUndo = () => isPlatform(props.entry);
  return (
    <>
      <span class="log-seq">#{props.entry.seq}</span>{' '}
      <Show when={props.entry.seat && !isUndo() && (boardFor(props.title)?.bySeat?.(props.entry.event) ?? true)}>
        <strong>{seatWords(props.seats, props.entry.seat)}: </strong>
      </Show>
      <span>{d().text}</span>
      <Show when={d().dice}>
        <span class="log-dice">
          {' '}
          <span aria-hidden="true">🎲</span> {d().dice}
        </span>
      </Show>
      <Show when={props.entry.by}>{(by) => <em class="log-by"> ({BY_WORDS[by()]})</em>}</Show>
      <Show when={props.entry.undone}>
        <em class="log-by"> (taken back)</em>
      </Show>
    </>
  );
}

export function Log(props: {
  title: string;
  entries: readonly P.LogEntry[];
  seat: string | null;
  seats?: readonly P.SeatInfo[];
  limit?: number;
}) {
  const page = props.limit ?? 50;
  const [count, setCount] = createSignal(page);
  const shown = () => [...props.entries].reverse().slice(0, count());
  return (
    <section class="log" aria-labelledby="log-heading">
      <h2 id="log-heading">What happened</h2>
      <Show when={props.entries.length} fallback={<p class="muted">Nothing yet.</p>}>
        <ol class="log-list" reversed>
          <For each={shown()}>
            {(e) => (
              <li classList={{ 'log-undone': !!e.undone }}>
                <LogEntryLine title={props.title} entry={e} seat={props.seat} seats={props.seats} />{' '}
                <time class="muted" dateTime={e.at}>
                  {formatWhen(e.at)}
                </time>
              </li>
            )}
          </For>
        </ol>
        <Show when={props.entries.length > count()}>
          <button type="button" class="link" onClick={() => setCount(count() + page)}>
            Show earlier ({props.entries.length - count()} more)
          </button>
        </Show>
      </Show>
    </section>
  );
}
