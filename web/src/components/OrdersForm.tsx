/**
 * Standing orders as a form built from the title's orders schema: one
 * question per out-of-turn decision, each answer in words, and "Ask me each
 * time" wherever the title has no default. Saved and error messages sit next
 * to the button that saved.
 */
import { createSignal, For, Show } from 'solid-js';
import { humanize } from '../lib/words.ts';
import { fieldFor, type JsonSchema } from './ConfigForm.tsx';

export function OrdersForm(props: {
  schema: JsonSchema;
  value: Record<string, unknown>;
  onSave: (orders: Record<string, unknown>) => Promise<unknown>;
  idPrefix?: string;
}) {
  const [draft, setDraft] = createSignal<Record<string, unknown>>({ ...props.value });
  const [msg, setMsg] = createSignal<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = createSignal(false);
  const entries = () => Object.entries(props.schema.properties ?? {});
  const save = async () => {
    setBusy(true);
    setMsg(null);
    try {
      // Unanswered questions are left out: the game asks when they come up.
      const orders = Object.fromEntries(Object.entries(draft()).filter(([, v]) => v !== undefined));
      await props.onSave(orders);
      setMsg({ text: 'Standing orders saved.' });
    } catch (e) {
      setMsg({ text: (e as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="orders-form">
      <For each={entries()}>
        {([key, s]) => {
          const f = fieldFor(s);
          const id = `${props.idPrefix ?? 'ord'}-${key}`;
          const opts = f.kind === 'select' ? f.options : [];
          const ask = s.default === undefined;
          const current = () => draft()[key] ?? s.default;
          return (
            <Show when={f.kind === 'select'}>
              <div class="field">
                <label for={id}>{s.title ?? humanize(key)}</label>
                <select
                  id={id}
                  aria-describedby={s.description ? `${id}-hint` : undefined}
                  onChange={(e) => {
                    const i = Number(e.currentTarget.value);
                    setDraft({ ...draft(), [key]: i < 0 ? undefined : opts[i]?.value });
                  }}
                >
                  <Show when={ask}>
                    <option value={-1} selected={current() === undefined}>
                      Ask me each time
                    </option>
                  </Show>
                  <For each={opts}>
                    {(o, i) => (
                      <option value={i()} selected={o.value === current()}>
                        {o.label}
                      </option>
                    )}
                  </For>
                </select>
                <Show when={s.description}>
                  <small id={`${id}-hint`} class="hint">
                    {s.description}
                  </small>
                </Show>
              </div>
            </Show>
          );
        }}
      </For>
      <button type="button" onClick={() => void save()} disabled={busy()} aria-busy={busy()}>
        Save orders
      </button>
      <Show when={msg()}>
        {(m) => (
          <p role={m().error ? 'alert' : 'status'} class={m().error ? 'error small' : 'ok small'}>
            {m().text}
          </p>
        )}
      </Show>
    </div>
  );
}
