/**
 * Read-only links to a game: make one to share, see the ones that exist and
 * who made them, revoke those you may (the game's creator, or the link's maker).
 */
import { createResource, createSignal, For, Show } from 'solid-js';
import type { Agent } from '../api/agent.ts';

export function SpectatorLinks(props: {
  agent: Agent;
  gameId: string;
  notify: (text: string, tone?: 'info' | 'error') => void;
}) {
  const [open, setOpen] = createSignal(false);
  const [links, { refetch }] = createResource(
    () => (open() ? props.gameId : null),
    (id) => props.agent.games.spectatorLinks(id),
  );
  const make = async () => {
    try {
      const link = await props.agent.games.spectate(props.gameId);
      const url = new URL(link.url, location.origin).href;
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      props.notify(`Read-only link copied: ${url}`);
      setOpen(true);
      void refetch();
    } catch (e) {
      props.notify((e as Error).message, 'error');
    }
  };
  const revoke = async (linkId: string) => {
    if (!confirm('Revoke this spectator link? Whoever has it can no longer watch.')) return;
    try {
      await props.agent.games.revokeSpectatorLink(props.gameId, linkId);
      props.notify('Spectator link revoked.');
      void refetch();
    } catch (e) {
      props.notify((e as Error).message, 'error');
    }
  };
  return (
    <details class="spectators" open={open()} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Spectator links</summary>
      <button type="button" onClick={() => void make()}>
        Share a read-only link
      </button>
      <Show when={links()}>
        {(l) => (
          <Show when={l().links.length} fallback={<p class="muted small">No spectator links yet.</p>}>
            <ul>
              <For each={l().links}>
                {(x) => (
                  <li class="row row--between">
                    <span>
                      Made by {x.createdByName}, {new Date(x.createdAt).toLocaleString()}
                    </span>
                    <Show when={x.revocable}>
                      <button type="button" class="link" onClick={() => void revoke(x.linkId)}>
                        Revoke
                      </button>
                    </Show>
                  </li>
                )}
              </For>
            </ul>
          </Show>
        )}
      </Show>
    </details>
  );
}
