/**
 * "How Hexpost plays this game": a title's simplifications against its rulebook, what is not built yet,
 * and the rulings that change play (shared/src/games/<title>/notes.ts), folded away under the log. Loaded
 * when first opened, so the words stay out of the game screen's first load.
 */
import type { TitleNotes as Notes } from '@hexpost/shared/games/notes.ts';
import { createResource, createSignal, For, Show } from 'solid-js';

export function TitleNotes(props: { load: () => Promise<Notes> }) {
  const [opened, setOpened] = createSignal(false);
  const [notes] = createResource(opened, () => props.load());
  return (
    <details class="title-notes" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>How Hexpost plays this game</summary>
      <Show when={notes()} fallback={<p>{notes.error ? 'These notes could not be loaded.' : 'Loading…'}</p>}>
        {(n) => (
          <>
            <h3>Where it differs from the rulebook</h3>
            <Show when={n().simplified.length} fallback={<p>Nowhere: every rule is played as the rulebook has it.</p>}>
              <ul>
                <For each={n().simplified}>{(line) => <li>{line}</li>}</For>
              </ul>
            </Show>
            <Show when={n().notYet?.length}>
              <h3>Not built yet</h3>
              <ul>
                <For each={n().notYet}>{(line) => <li>{line}</li>}</For>
              </ul>
            </Show>
            <Show when={n().rulings?.length}>
              <h3>Rulings on open questions</h3>
              <ul>
                <For each={n().rulings}>{(line) => <li>{line}</li>}</For>
              </ul>
            </Show>
          </>
        )}
      </Show>
    </details>
  );
}
