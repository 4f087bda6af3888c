/**
 * The generic prompt: what the server says this seat may do now, as buttons
 * grouped by `group`. A choice marked `confirm` asks once more before it is
 * sent, since it cannot be taken back. Sends `choice.command` exactly as given.
 */
import { createEffect, createMemo, createSignal, For, Show } from 'solid-js';
import type { Choice } from '../boards/registry.ts';
import { stillOffered } from '../lib/choices.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { PickStep } from './PickStep.tsx';

export interface PromptProps {
  choices: Choice[];
  /** The pending prompt text for this seat, when the game waits on it. */
  prompt?: string | null;
  /** Resolves once the command was sent, queued or refused. */
  onChoose: (choice: Choice) => Promise<unknown> | unknown;
  disabled?: boolean;
  /**
   * A board is on screen: choices that name a board element (`target`) are played there, so the
   * prompt lists what has no place on the map first and keeps the others folded away under "On the map".
   */
  mapFirst?: boolean;
}

export function groupChoices(
  choices: readonly Choice[],
): { group: string; items: { choice: Choice; index: number }[] }[] {
  const out: { group: string; items: { choice: Choice; index: number }[] }[] = [];
  choices.forEach((choice, index) => {
    const group = choice.group ?? '';
    let g = out.find((x) => x.group === group);
    if (!g) {
      g = { group, items: [] };
      out.push(g);
    }
    g.items.push({ choice, index });
  });
  return out;
}

export function Prompt(props: PromptProps) {
  const [asking, setAsking] = createSignal<Choice | null>(null);
  // A choice that lets the player pick which units go: the pick first, then (if it asks) the question.
  const [picking, setPicking] = createSignal<Choice | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [folded, setFolded] = createSignal(false);
  const offMap = createMemo(() => (props.mapFirst ? props.choices.filter((c) => !c.target) : props.choices));
  const onMap = createMemo(() => (props.mapFirst ? props.choices.filter((c) => c.target) : []));
  const groups = createMemo(() => groupChoices(offMap()));
  const mapGroups = createMemo(() => groupChoices(onMap()));
  // A question about a step that is no longer legal (the phase moved on, another device played) goes away.
  createEffect(() => {
    const a = asking();
    if (a && !busy() && !stillOffered([a], props.choices).length) setAsking(null);
    const p = picking();
    if (p && !busy() && !stillOffered([p], props.choices).length) setPicking(null);
  });

  const send = async (c: Choice) => {
    setBusy(true);
    try {
      await props.onChoose(c);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const pick = (c: Choice, narrowedAlready = false) => {
    if (busy() || props.disabled) return;
    if (c.pick && !narrowedAlready) setPicking(c);
    else if (c.confirm) setAsking(c);
    else void send(c);
  };

  const renderGroups = (gs: ReturnType<typeof groupChoices>) => (
    <For each={gs}>
      {(g) => (
        <fieldset class="choice-group">
          <legend classList={{ 'sr-only': !g.group }}>{g.group || 'Actions'}</legend>
          <div class="choice-list">
            <For each={g.items}>
              {({ choice }) => (
                <button
                  type="button"
                  class="choice"
                  classList={{ 'choice--confirm': !!choice.confirm }}
                  disabled={busy() || props.disabled}
                  onClick={() => pick(choice)}
                >
                  {choice.label}
                  <Show when={choice.confirm}>
                    <span class="choice-mark" title="asks to confirm">
                      {' '}
                      <span aria-hidden="true">⚠</span>
                      <span class="sr-only">(asks to confirm)</span>
                    </span>
                  </Show>
                </button>
              )}
            </For>
          </div>
        </fieldset>
      )}
    </For>
  );

  return (
    <section
      class="prompt"
      classList={{ 'prompt--folded': folded() }}
      aria-labelledby="prompt-heading"
      aria-busy={busy()}
    >
      <div class="row row--between prompt-head">
        <h2 id="prompt-heading">{props.prompt ?? 'Your move'}</h2>
        <Show when={props.choices.length}>
          <button
            type="button"
            class="link prompt-fold"
            aria-expanded={!folded()}
            aria-controls="prompt-body"
            onClick={() => setFolded(!folded())}
          >
            {folded() ? `Show choices (${props.choices.length})` : 'Hide'}
          </button>
        </Show>
      </div>
      <div id="prompt-body" hidden={folded()}>
        <Show when={props.choices.length} fallback={<p class="muted">Nothing to decide right now.</p>}>
          <Show when={picking()}>
            {(c) => (
              <PickStep
                id="prompt-pick"
                choice={c()}
                busy={busy()}
                onPick={(n) => {
                  setPicking(null);
                  pick(n, true);
                }}
                onCancel={() => setPicking(null)}
              />
            )}
          </Show>
          <Show
            when={asking()}
            fallback={
              picking() ? null : (
                <>
                  {renderGroups(groups())}
                  <Show when={onMap().length}>
                    <details class="prompt-map">
                      <summary>On the map ({onMap().length}): tap the board, or pick here</summary>
                      {renderGroups(mapGroups())}
                    </details>
                  </Show>
                </>
              )
            }
          >
            {(c) => (
              <ConfirmStep
                id="confirm"
                choice={c()}
                busy={busy()}
                onYes={(chosen) => void send(chosen)}
                onCancel={() => setAsking(null)}
              />
            )}
          </Show>
        </Show>
      </div>
    </section>
  );
}
