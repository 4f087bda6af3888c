/**
 * A form rendered from a title's config JSON Schema (zod's toJSONSchema):
 * enums and const unions as selects, booleans as switches, numbers as number
 * fields, strings as text, arrays of an enum as checkboxes, nested objects as
 * fieldsets. Anything it cannot draw is left at its default.
 */
import { For, Match, Show, Switch } from 'solid-js';
import { humanize } from '../lib/words.ts';

export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  minItems?: number;
  maxItems?: number;
}

export type Field =
  | { kind: 'select'; options: { value: unknown; label: string }[] }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'text' }
  | { kind: 'multi'; options: { value: unknown; label: string }[] }
  | { kind: 'object'; schema: JsonSchema }
  | { kind: 'unsupported' };

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function options(s: JsonSchema): { value: unknown; label: string }[] | null {
  if (s.enum) return s.enum.filter((v) => v !== null).map((v) => ({ value: v, label: humanize(String(v)) }));
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) {
    const nonNull = alts.filter((a) => !types(a).includes('null') || a.const !== undefined);
    if (nonNull.every((a) => a.const !== undefined || a.enum))
      return nonNull.flatMap((a) =>
        a.const !== undefined
          ? [{ value: a.const, label: a.title ?? humanize(String(a.const)) }]
          : (a.enum ?? []).map((v) => ({ value: v, label: humanize(String(v)) })),
      );
  }
  return null;
}

/** How a schema node is drawn. Exported for tests and for boards that reuse it. */
export function fieldFor(s: JsonSchema): Field {
  const opts = options(s);
  if (opts) return { kind: 'select', options: opts };
  const alts = s.anyOf ?? s.oneOf;
  if (alts) {
    const one = alts.filter((a) => !types(a).includes('null'));
    if (one.length === 1 && one[0])
      return fieldFor({
        ...one[0],
        title: s.title ?? one[0].title,
        description: s.description ?? one[0].description,
        default: s.default ?? one[0].default,
      });
  }
  const t = types(s).filter((x) => x !== 'null');
  if (t.includes('boolean')) return { kind: 'boolean' };
  if (t.includes('integer') || t.includes('number'))
    return {
      kind: 'number',
      integer: t.includes('integer'),
      min: s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined),
      max: s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined),
    };
  if (t.includes('string')) return { kind: 'text' };
  if (t.includes('array') && s.items) {
    const o = options(s.items);
    if (o) return { kind: 'multi', options: o };
  }
  if (t.includes('object') && s.properties) return { kind: 'object', schema: s };
  return { kind: 'unsupported' };
}

export interface ConfigFormProps {
  schema: JsonSchema;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  /** Prefix for element ids, so two forms on a page do not clash. */
  idPrefix?: string;
}

export function ConfigForm(props: ConfigFormProps) {
  const entries = () => Object.entries(props.schema.properties ?? {});
  const set = (key: string, v: unknown) => props.onChange({ ...props.value, [key]: v });
  return (
    <For each={entries()}>
      {([key, s]) => {
        const id = `${props.idPrefix ?? 'cfg'}-${key}`;
        const f = fieldFor(s);
        const label = s.title ?? humanize(key);
        const current = () => props.value[key] ?? s.default;
        const hint = () =>
          s.description ? (
            <small id={`${id}-hint`} class="hint">
              {s.description}
            </small>
          ) : null;
        const described = s.description ? `${id}-hint` : undefined;
        return (
          <Switch>
            <Match when={f.kind === 'select' && f}>
              {(sel) => (
                <div class="field">
                  <label for={id}>{label}</label>
                  <select
                    id={id}
                    aria-describedby={described}
                    onChange={(e) => set(key, sel().options[Number(e.currentTarget.value)]?.value)}
                  >
                    <For each={sel().options}>
                      {(o, i) => (
                        <option value={i()} selected={o.value === current()}>
                          {o.label}
                        </option>
                      )}
                    </For>
                  </select>
                  {hint()}
                </div>
              )}
            </Match>
            <Match when={f.kind === 'boolean'}>
              <div class="field field--switch">
                <label for={id}>{label}</label>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  aria-checked={current() === true}
                  aria-describedby={described}
                  checked={current() === true}
                  onChange={(e) => set(key, e.currentTarget.checked)}
                />
                {hint()}
              </div>
            </Match>
            <Match when={f.kind === 'number' && f}>
              {(n) => (
                <div class="field">
                  <label for={id}>{label}</label>
                  <input
                    id={id}
                    type="number"
                    inputmode={n().integer ? 'numeric' : 'decimal'}
                    step={n().integer ? 1 : 'any'}
                    min={n().min}
                    max={n().max}
                    aria-describedby={described}
                    value={current() === undefined ? '' : String(current())}
                    onChange={(e) => {
                      const v = e.currentTarget.valueAsNumber;
                      set(key, Number.isNaN(v) ? undefined : v);
                    }}
                  />
                  {hint()}
                </div>
              )}
            </Match>
            <Match when={f.kind === 'text'}>
              <div class="field">
                <label for={id}>{label}</label>
                <input
                  id={id}
                  type="text"
                  aria-describedby={described}
                  value={(current() as string | undefined) ?? ''}
                  onChange={(e) => set(key, e.currentTarget.value || undefined)}
                />
                {hint()}
              </div>
            </Match>
            <Match when={f.kind === 'multi' && f}>
              {(m) => {
                const picked = () => (Array.isArray(current()) ? (current() as unknown[]) : []);
                return (
                  <fieldset class="field">
                    <legend>{label}</legend>
                    {hint()}
                    <For each={m().options}>
                      {(o, i) => (
                        <label class="check" for={`${id}-${i()}`}>
                          <input
                            id={`${id}-${i()}`}
                            type="checkbox"
                            checked={picked().includes(o.value)}
                            onChange={(e) =>
                              set(
                                key,
                                e.currentTarget.checked
                                  ? [...picked(), o.value]
                                  : picked().filter((x) => x !== o.value),
                              )
                            }
                          />
                          {o.label}
                        </label>
                      )}
                    </For>
                  </fieldset>
                );
              }}
            </Match>
            <Match when={f.kind === 'object' && f}>
              {(o) => (
                <fieldset class="field">
                  <legend>{label}</legend>
                  {hint()}
                  <ConfigForm
                    schema={o().schema}
                    idPrefix={id}
                    value={(current() as Record<string, unknown> | undefined) ?? {}}
                    onChange={(v) => set(key, v)}
                  />
                </fieldset>
              )}
            </Match>
          </Switch>
        );
      }}
    </For>
  );
}

/** Shown when a title has no options at all. */
export function NoOptions(props: { schema: JsonSchema }) {
  return (
    <Show when={!Object.keys(props.schema.properties ?? {}).length}>
      <p class="muted">This game has no options: the standard setup is used.</p>
    </Show>
  );
}
