/**
 * The list-view fallback for a title without a board: the seat's `view` JSON
 * as nested definition lists, with humanized keys. Long arrays fold away.
 */
import { For, Match, Switch } from 'solid-js';
import { humanize } from '../lib/words.ts';

function Value(props: { v: unknown; depth: number }) {
  return (
    <Switch fallback={<span>{String(props.v)}</span>}>
      <Match when={props.v === null || props.v === undefined}>
        <span class="muted">—</span>
      </Match>
      <Match when={typeof props.v === 'boolean'}>
        <span>{props.v ? 'yes' : 'no'}</span>
      </Match>
      <Match when={Array.isArray(props.v) && (props.v as unknown[])}>
        {(arr) => (
          <Switch>
            <Match when={arr().length === 0}>
              <span class="muted">none</span>
            </Match>
            <Match when={arr().every((x) => x === null || typeof x !== 'object')}>
              <span>
                {arr()
                  .map((x) => String(x))
                  .join(', ')}
              </span>
            </Match>
            <Match when={true}>
              <details open={props.depth < 2 && arr().length <= 12}>
                <summary>{arr().length} items</summary>
                <ol class="view-list">
                  <For each={arr()}>
                    {(x) => (
                      <li>
                        <Value v={x} depth={props.depth + 1} />
                      </li>
                    )}
                  </For>
                </ol>
              </details>
            </Match>
          </Switch>
        )}
      </Match>
      <Match when={typeof props.v === 'object' && (props.v as Record<string, unknown>)}>
        {(o) => <Fields o={o()} depth={props.depth + 1} />}
      </Match>
    </Switch>
  );
}

function Fields(props: { o: Record<string, unknown>; depth: number }) {
  return (
    <dl class="view-fields">
      <For each={Object.entries(props.o)}>
        {([k, v]) => (
          <div class="view-field">
            <dt>{humanize(k)}</dt>
            <dd>
              <Value v={v} depth={props.depth} />
            </dd>
          </div>
        )}
      </For>
    </dl>
  );
}

export function ViewTree(props: { view: unknown; label?: string }) {
  return (
    <section class="view-tree" aria-label={props.label ?? 'Game state'}>
      <Value v={props.view} depth={0} />
    </section>
  );
}
