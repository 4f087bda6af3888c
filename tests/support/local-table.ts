/**
 * One title served by the real local server (embedded store, relaxed rates, a
 * fake clock) for the tests that play games through HTTP and read the stored
 * commits back: the secrets tests of each title. Call at the top of a test
 * file; the server starts before its tests and closes after them.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type LocalServer, startLocal } from '../../functions/src/local/server.ts';
import { documentClient } from '../../functions/src/store/client.ts';
import { GameStore } from '../../functions/src/store/games.ts';
import type { AnyGame } from '../../shared/src/engine/index.ts';
import { client, fakeClock, relaxedRates } from './api.ts';

export interface LocalTable {
  readonly api: ReturnType<typeof client>;
  /** The server's store, read directly: the tests compare what seats are sent with what is stored. */
  readonly store: GameStore;
  readonly clock: ReturnType<typeof fakeClock>;
  /** New players by name, their tokens in the same order. */
  players(...names: string[]): Promise<string[]>;
  /** Creates a game as `creator` with `body` (title and options) and has each token join it. */
  seated(creator: string, body: Record<string, unknown>, joiners: string[]): Promise<string>;
}

export function localTable(title: string, game: AnyGame): LocalTable {
  const clock = fakeClock();
  let server: LocalServer | undefined;
  let api: ReturnType<typeof client> | undefined;
  let store: GameStore | undefined;
  beforeAll(async () => {
    server = await startLocal({
      port: 0,
      dataDir: null,
      titles: { [title]: game },
      sweepMs: 0,
      clock: clock.now,
      rates: relaxedRates,
      log: () => {},
    });
    api = client(server.url);
    store = new GameStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
  });
  afterAll(async () => server?.close());
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('the local table is used before its server started (beforeAll)');
    return x;
  };
  const table: LocalTable = {
    get api() {
      return started(api);
    },
    get store() {
      return started(store);
    },
    clock,
    async players(...names) {
      const tokens: string[] = [];
      for (const name of names) {
        const r = await table.api.post('/api/players', { name });
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        tokens.push((r.body as { token: string }).token);
      }
      return tokens;
    },
    async seated(creator, body, joiners) {
      const g = await table.api.post('/api/games', { title, ...body }, creator);
      expect(g.status, JSON.stringify(g.body)).toBe(201);
      const id = g.body.gameId as string;
      for (const t of joiners) {
        const j = await table.api.post(`/api/games/${id}/join`, { inviteCode: g.body.inviteCode }, t);
        expect(j.status, JSON.stringify(j.body)).toBe(200);
      }
      return id;
    },
  };
  return table;
}
