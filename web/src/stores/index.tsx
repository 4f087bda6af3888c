/**
 * One store assembled from per-resource factories, handed out by one Provider
 * (the shape of solid-realworld's store/index.js).
 */
import { createContext, type JSX, onCleanup, useContext } from 'solid-js';
import { createStore } from 'solid-js/store';
import { type Agent, createAgent } from '../api/agent.ts';
import { createGames } from './createGames.ts';
import { createLobby } from './createLobby.ts';
import { createSession } from './createSession.ts';
import { applySettings, createSettings, loadSettings } from './createSettings.ts';
import type { AppState, Ctx, Notice } from './state.ts';

export type { AppState, GameEntry } from './state.ts';

export function createHexpost(agent: Agent = createAgent()) {
  const settings = loadSettings();
  applySettings(settings);
  const [state, setState] = createStore<AppState>({
    ready: false,
    player: null,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    list: null,
    listError: null,
    listLoading: false,
    listNext: null,
    titles: null,
    games: {},
    queue: [],
    notices: [],
    settings,
  });
  let noticeId = 0;
  const notify = (text: string, tone: Notice['tone'] = 'info') => {
    const id = ++noticeId;
    setState('notices', (n) => [...n, { id, text, tone }]);
    setTimeout(() => setState('notices', (n) => n.filter((x) => x.id !== id)), tone === 'error' ? 8000 : 5000);
  };
  const ctx: Ctx = { agent, state, setState, notify };
  const session = createSession(ctx);
  const lobby = createLobby(ctx);
  const games = createGames(ctx);
  const prefs = createSettings(setState);

  /** Sends the offline queue, then refreshes the games it touched. */
  const flush = async () => {
    const touched = new Set((await agent.queue()).map((q) => q.gameId));
    await agent.flush((item) => games.rebase(item));
    for (const id of touched) if (state.games[id]) void games.load(id).then(() => games.loadLog(id));
  };
  const actions = {
    ...session,
    ...lobby,
    ...games,
    ...prefs,
    notify,
    dismiss: (id: number) => setState('notices', (n) => n.filter((x) => x.id !== id)),
    flush,
    dropQueued: (id: string) => agent.dropQueued(id),
    /** Starts the session: token, profile, queue, online/offline tracking. */
    async start() {
      const offQueue = agent.onQueue((q) => setState('queue', [...q]));
      const offFail = agent.onQueueFailure(({ item, error }) =>
        notify(`“${item.label || item.body.command.type}” was not applied: ${error.message}`, 'error'),
      );
      // online = the last request reached the server; while not, probe every few seconds
      let probe: ReturnType<typeof setInterval> | undefined;
      const up = () => {
        clearInterval(probe);
        probe = undefined;
        if (state.online) return;
        setState('online', true);
        void flush();
      };
      const down = () => {
        setState('online', false);
        probe ??= setInterval(() => void agent.health().catch(() => undefined), 5000);
      };
      const offReach = agent.onReach((ok) => (ok ? up() : down()));
      const check = () => void agent.health().catch(() => undefined);
      window.addEventListener('online', check);
      window.addEventListener('offline', down);
      // a push while the app is open: refresh the list and, if open, the game
      const onMessage = (e: MessageEvent) => {
        const d = e.data as { type?: string; gameId?: string } | null;
        if (d?.type !== 'push') return;
        void lobby.loadGames();
        if (d.gameId && state.games[d.gameId]) void games.load(d.gameId).then(() => games.loadLog(d.gameId ?? ''));
      };
      navigator.serviceWorker?.addEventListener('message', onMessage);
      setState('queue', [...(await agent.queue())]);
      await session.init();
      if (state.online) void flush();
      return () => {
        clearInterval(probe);
        offReach();
        navigator.serviceWorker?.removeEventListener('message', onMessage);
        offQueue();
        offFail();
        window.removeEventListener('online', check);
        window.removeEventListener('offline', down);
      };
    },
  };
  return [state, actions, agent] as const;
}

export type Store = ReturnType<typeof createHexpost>;
export type Actions = Store[1];

const StoreContext = createContext<Store>();

export function StoreProvider(props: { store?: Store; children: JSX.Element }) {
  const store = props.store ?? createHexpost();
  return <StoreContext.Provider value={store}>{props.children}</StoreContext.Provider>;
}

export function useStore(): Store {
  const s = useContext(StoreContext);
  if (!s) throw new Error('useStore outside <StoreProvider>');
  return s;
}

/** Runs `fn` every `ms` while mounted and the page is visible. */
export function useInterval(fn: () => void, ms: number) {
  const t = setInterval(() => {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') fn();
  }, ms);
  onCleanup(() => clearInterval(t));
}
