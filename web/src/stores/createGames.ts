/** One entry per open game: its detail (ETag-cached), log, chat, and the commands sent from here. */
import type * as P from '@hexpost/shared/protocol';
import { reconcile } from 'solid-js/store';
import { isApiError, type QueuedCommand } from '../api/agent.ts';
import { sameJson } from '../lib/json.ts';
import { watchGame } from '../lib/live.ts';
import type { Ctx, GameEntry } from './state.ts';

const empty = (): GameEntry => ({
  detail: null,
  etag: null,
  log: [],
  logVersion: 0,
  chat: [],
  results: [],
  error: null,
  stale: false,
});

export type ChooseOutcome = 'sent' | 'queued' | 'refused';

export function createGames({ agent, state, setState, notify }: Ctx) {
  const ensure = (id: string) => {
    if (!state.games[id]) setState('games', id, empty());
  };

  async function load(id: string): Promise<P.GameDetail | null> {
    ensure(id);
    try {
      const r = await agent.games.get(id, state.games[id]?.etag ?? undefined);
      if (r.game) {
        setState('games', id, 'detail', reconcile(r.game, { merge: true }));
        setState('games', id, 'etag', r.etag);
      }
      setState('games', id, { error: null, stale: r.offline });
    } catch (e) {
      setState('games', id, { error: (e as Error).message, stale: true });
      if (!isApiError(e, 'network') && !state.games[id]?.detail) throw e;
    }
    return state.games[id]?.detail ?? null;
  }

  async function loadLog(id: string) {
    ensure(id);
    const after = state.games[id]?.logVersion ?? 0;
    try {
      const page = await agent.games.log(id, after);
      const known = new Set(state.games[id]?.log.map((e) => e.seq));
      const fresh = page.entries.filter((e) => !known.has(e.seq));
      if (fresh.length) setState('games', id, 'log', (l) => [...l, ...fresh].sort((a, b) => a.seq - b.seq));
      // After the first load, what a move brought goes to the result panel (the set-up and old history do not).
      if (after > 0 && fresh.length) setState('games', id, 'results', fresh.slice(-12));
      // An undo takes back entries this screen may already show: marked for the seat that took them back,
      // gone for everyone else.
      const mine = new Set(state.games[id]?.detail?.you ?? []);
      for (const u of fresh) {
        const ev = u.event as { type?: string; to?: number } | null;
        if (ev?.type !== '@undo' || typeof ev.to !== 'number') continue;
        const to = ev.to;
        const taken = (e: P.LogEntry) => e.seq > to && e.seq < u.seq && e.event !== null;
        setState('games', id, 'log', (l) =>
          u.seat && mine.has(u.seat)
            ? l.map((e) => (taken(e) && !e.undone ? { ...e, undone: true } : e))
            : l.filter((e) => !taken(e) || (e.event as { type?: string })?.type === '@undo'),
        );
      }
      setState('games', id, 'logVersion', Math.max(after, page.version, ...page.entries.map((e) => e.seq)));
    } catch (e) {
      if (!isApiError(e, 'network')) throw e;
    }
  }

  async function loadChat(id: string) {
    ensure(id);
    // Chat is the table's; a spectator does not read it.
    if (state.games[id]?.detail?.you.length === 0) return;
    const chat = state.games[id]?.chat ?? [];
    const after = chat.at(-1)?.at;
    try {
      const msgs = await agent.games.chat(id, after);
      // Merged by id when set, not when fetched: a send and a live update load the chat at the same
      // time, and both would otherwise append the same message.
      if (msgs.length)
        setState('games', id, 'chat', (c) => {
          const known = new Set(c.map((m) => m.id));
          const fresh = msgs.filter((m) => !known.has(m.id));
          return fresh.length ? [...c, ...fresh].sort((a, b) => a.at.localeCompare(b.at)) : c;
        });
    } catch (e) {
      if (!isApiError(e, 'network')) throw e;
    }
  }

  /** Called by the queue when a stored command's expected version is stale: resend only if still legal. */
  async function rebase(item: QueuedCommand): Promise<number | null> {
    const d = await load(item.gameId);
    if (!d) return null;
    const seat = item.body.seat ?? d.you[0];
    const legal = seat ? (d.choices[seat] ?? []) : [];
    return legal.some((c) => sameJson(c.command, item.body.command)) ? d.version : null;
  }

  return {
    load,
    loadLog,
    loadChat,
    rebase,
    /** Everything a game screen shows, loaded together. */
    async open(id: string) {
      await load(id);
      await Promise.all([loadLog(id), loadChat(id)]);
    },
    /** Live updates while a game screen is open; returns the stop function. */
    watch(id: string) {
      return watchGame(agent, id, (version) => {
        const d = state.games[id]?.detail;
        // the same version again means only the chat changed, or, before the start, that someone sat down,
        // or, once the game is over, that a rematch was asked for (the ETag tells; no new event)
        if (d?.status === 'open') void load(id);
        else if (d?.status === 'finished' && version !== undefined && version <= d.version)
          void load(id).then(() => loadChat(id));
        else if (version !== undefined && d && version <= d.version) void loadChat(id);
        else void load(id).then(() => Promise.all([loadLog(id), loadChat(id)]));
      });
    },
    async choose(id: string, seat: string, choice: P.GameDetail['choices'][string][number]): Promise<ChooseOutcome> {
      const d = state.games[id]?.detail;
      if (!d) return 'refused';
      try {
        const r = await agent.submit(
          id,
          { expectedVersion: d.version, command: choice.command as { type: string }, seat },
          choice.label,
        );
        if (r.status === 'queued') {
          notify(`Saved “${choice.label}”. It will be sent when you are back online.`);
          return 'queued';
        }
        await load(id);
        await loadLog(id);
        return 'sent';
      } catch (e) {
        if (isApiError(e, 'version_conflict')) {
          await load(id);
          notify('The game moved on while you were deciding: here are your options now.', 'error');
        } else notify((e as Error).message, 'error');
        return 'refused';
      }
    },
    dismissResults(id: string) {
      if (state.games[id]) setState('games', id, 'results', []);
    },
    /** Takes back this device's player's last step in the game, if the server says it may. */
    async undo(id: string): Promise<boolean> {
      const d = state.games[id]?.detail;
      if (!d?.undo) return false;
      try {
        await agent.games.undo(id, { expectedVersion: d.version, seat: d.undo.seat });
        await load(id);
        await loadLog(id);
        return true;
      } catch (e) {
        await load(id);
        notify(
          isApiError(e, 'version_conflict') ? 'The game moved on; that step is sealed now.' : (e as Error).message,
          'error',
        );
        return false;
      }
    },
    /**
     * A change of the table (resign, vacation, back, pause, resume, open a seat): sent, then the game and
     * its log loaded again. A refusal is thrown for the control that asked to show next to itself (the
     * server's message says why), after the game is loaded again (the table may have moved on).
     */
    async table(id: string, act: (agent: Ctx['agent']) => Promise<unknown>): Promise<void> {
      try {
        await act(agent);
      } catch (e) {
        if (!isApiError(e, 'network')) await load(id).catch(() => undefined);
        throw e;
      }
      await load(id);
      await loadLog(id);
    },
    /** The next game waiting for my move after this one, or null when none does (404). */
    async nextGame(after?: string): Promise<P.NextGame | null> {
      try {
        return await agent.games.next(after);
      } catch (e) {
        if (isApiError(e, 'not_found')) return null;
        throw e;
      }
    },
    /** Asks for the return match of a finished game; the game is loaded again to show it. */
    async rematch(id: string, seats: 'same' | 'rotate' | 'shuffle') {
      // (the answer's seatToken is not kept: the answer does not say which seat it is for)
      const r = await agent.games.rematch(id, { seats });
      await load(id).catch(() => undefined);
      return r;
    },
    async say(id: string, text: string, seat?: string) {
      await agent.games.say(id, text, seat);
      await loadChat(id);
    },
  };
}
