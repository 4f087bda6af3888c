/** My games and the titles one can start. */
import type * as P from '@hexpost/shared/protocol';
import type * as z from 'zod';
import { reconcile } from 'solid-js/store';
import type { Ctx } from './state.ts';

export function createLobby({ agent, state, setState }: Ctx) {
  return {
    async loadGames() {
      setState('listLoading', true);
      try {
        const page = await agent.games.page();
        setState('list', reconcile(page.games, { key: 'gameId' }));
        setState('listNext', page.next);
        setState('listError', null);
      } catch (e) {
        setState('listError', (e as Error).message);
      } finally {
        setState('listLoading', false);
      }
    },
    /** The next page of finished games, appended to the list. */
    async loadMoreGames() {
      const cursor = state.listNext;
      if (!cursor) return;
      setState('listLoading', true);
      try {
        const page = await agent.games.page(cursor);
        const known = new Set((state.list ?? []).map((g) => g.gameId));
        setState('list', (l) => [...(l ?? []), ...page.games.filter((g) => !known.has(g.gameId))]);
        setState('listNext', page.next);
      } catch (e) {
        setState('listError', (e as Error).message);
      } finally {
        setState('listLoading', false);
      }
    },
    async loadTitles() {
      if (!state.titles) setState('titles', await agent.titles.list());
      return state.titles ?? [];
    },
    titleDetail: (id: string) => agent.titles.get(id),
    seatsFor: (id: string, config: Record<string, unknown>) => agent.titles.seats(id, config),
    async createGame(body: z.input<typeof P.CreateGame>) {
      const r = await agent.games.create(body);
      if (r.seatToken && body.seat) await agent.rememberSeat(r.gameId, body.seat, r.seatToken);
      return r;
    },
    invite: (code: string) => agent.games.invite(code),
    async join(gameId: string, inviteCode: string, seat?: string) {
      const r = await agent.games.join(gameId, { inviteCode, seat });
      await agent.rememberSeat(gameId, r.seat, r.seatToken);
      return r;
    },
    startGame: (gameId: string) => agent.games.start(gameId),
  };
}
