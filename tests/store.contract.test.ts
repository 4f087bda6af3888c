/// <reference path="../functions/src/local/dynalite.d.ts" />
/**
 * The event store's contract, run against dynalite (the local store) and
 * DynamoDB Local (Amazon's own emulator): racing appends, snapshot + tail
 * equals full replay, idempotent retries (also across a restart), meta kept
 * in step even when a writer dies between its commit and its meta update.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../functions/src/store/client.ts';
import { type Commit, GameStore, type Meta } from '../functions/src/store/games.ts';
import { VersionConflict } from '../functions/src/store/errors.ts';
import { ensureTable } from '../functions/src/store/table.ts';
import { javaAvailable, startDynamoDbLocal } from './support/dynamodb-local.ts';
import { startLocal } from '../functions/src/local/server.ts';
import { duel } from './fixture/duel.ts';
import { client } from './support/api.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';

type Backend = { name: string; start(): Promise<{ endpoint: string; stop(): Promise<void> }> };

const backends: Backend[] = [
  {
    name: 'dynalite',
    async start() {
      const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      return {
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        stop: () => new Promise<void>((r) => server.close(() => r())),
      };
    },
  },
];
if (javaAvailable()) backends.push({ name: 'DynamoDB Local', start: startDynamoDbLocal });
else it.skip('DynamoDB Local needs Java (apt-get install -y default-jre-headless)', () => {});

// A counter game small enough to fold by hand: state is the list of values seen.
const evolve = (s: unknown, e: never) => [...((s as number[] | undefined) ?? []), (e as { n: number }).n];

function meta(gameId: string): Meta {
  const now = new Date().toISOString();
  return {
    gameId,
    title: 'duel',
    config: {},
    seatIds: ['north', 'south'],
    holders: {},
    createdBy: 'p1',
    status: 'active',
    version: 0,
    pending: [],
    timing: { decisionHours: 0, reminderHours: 0 },
    inviteCode: `INV${gameId.toUpperCase()}`,
    seed: 'secret',
    createdAt: now,
    updatedAt: now,
    result: null,
    snapSeq: 0,
    orders: {},
  };
}

const commit = (first: number, n: number, commandId: string | null = null): Commit => ({
  first,
  last: first + n - 1,
  commandId,
  at: new Date().toISOString(),
  entries: Array.from({ length: n }, (_, i) => ({ seat: 'north', by: null, event: { type: 'n', n: first + i } })),
});

for (const backend of backends) {
  describe(`event store on ${backend.name}`, () => {
    let stop: () => Promise<void>;
    let endpoint: string;
    let store: GameStore;

    beforeAll(async () => {
      const b = await backend.start();
      stop = b.stop;
      endpoint = b.endpoint;
      const db = documentClient({ endpoint });
      await ensureTable(db, 'contract');
      store = new GameStore(db, 'contract');
    }, 60_000);
    afterAll(async () => stop?.());

    it('racing appends: exactly one of two writers wins each seq, the other learns the version', async () => {
      await store.createMeta(meta('race1'));
      for (let round = 0; round < 20; round++) {
        const first = round * 2 + 1;
        const results = await Promise.allSettled([
          store.append('race1', commit(first, 2, `a${round}`)),
          store.append('race1', commit(first, 2, `b${round}`)),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(lost.reason).toBeInstanceOf(VersionConflict);
        expect((lost.reason as VersionConflict).version).toBe(first + 1);
      }
      expect(await store.headVersion('race1')).toBe(40);
    });

    it('snapshot + tail load equals a full replay, and costs the same reads at any length', async () => {
      await store.createMeta(meta('snap1'));
      let version = 0;
      let m = (await store.getMeta('snap1')) as Meta;
      const all: number[] = [];
      for (let i = 0; i < 90; i++) {
        const n = 1 + (i % 4);
        await store.append('snap1', commit(version + 1, n, `c${i}`));
        for (let k = 1; k <= n; k++) all.push(version + k);
        version += n;
        if (store.snapshotDue(m, version)) {
          await store.writeSnapshot('snap1', version, all.slice(), [`c${i}`]);
          await store.updateMeta('snap1', version, { snapSeq: version });
          m = (await store.getMeta('snap1')) as Meta;
        }
      }
      const loaded = await store.load('snap1', () => evolve);
      expect(loaded?.state).toEqual(all);
      expect(loaded?.version).toBe(version);
      expect(m.snapSeq).toBeGreaterThan(0);
      // The tail after the snapshot is short however long the game is.
      expect(version - m.snapSeq).toBeLessThan(100 + 4);
      expect(loaded?.tail.reduce((n, c) => n + c.entries.length, 0)).toBe(version - m.snapSeq);
    });

    it('a snapshot larger than one item is split and read back whole', async () => {
      await store.createMeta(meta('big1'));
      // Random digits barely compress: about 1 MB of state, several parts.
      let seed = 7;
      const big = Array.from({ length: 120_000 }, () => (seed = (seed * 48271) % 2147483647));
      await store.writeSnapshot('big1', 5, big, []);
      await store.append('big1', commit(6, 1));
      await store.updateMeta('big1', 6, { snapSeq: 5 });
      const loaded = await store.load('big1', () => (s, e) => [...(s as number[]), (e as { n: number }).n]);
      expect((loaded!.state as number[]).length).toBe(120_001);
      expect((loaded!.state as number[])[0]).toBe(big[0]);
    });

    it('loads a tail longer than one page when no snapshot was written, and skips a half-written snapshot', async () => {
      await store.createMeta(meta('page1'));
      for (let v = 1; v <= 300; v++) await store.append('page1', commit(v, 1));
      const loaded = await store.load('page1', () => evolve);
      expect(loaded?.state).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
      expect(loaded?.version).toBe(300);
      // A good snapshot at 100, then one at 200 whose writer died after the first of its two parts.
      await store.writeSnapshot(
        'page1',
        100,
        Array.from({ length: 100 }, (_, i) => i + 1),
        [],
      );
      await store.db.send(
        new PutCommand({
          TableName: 'contract',
          Item: { pk: 'GAME#page1', sk: 'SNAP#0000000200#0', seq: 200, parts: 2, part: new Uint8Array([1, 2, 3]) },
        }),
      );
      const again = await store.load('page1', () => evolve);
      expect(again?.state).toEqual(loaded?.state);
      expect(again?.meta.snapSeq).toBe(100);
      expect(again?.tail).toHaveLength(200);
    });

    it('commitsAfter returns the commit spanning the cursor and everything after', async () => {
      await store.createMeta(meta('log1'));
      await store.append('log1', commit(1, 3));
      await store.append('log1', commit(4, 2));
      await store.append('log1', commit(6, 1));
      expect((await store.commitsAfter('log1', 0)).map((c) => c.first)).toEqual([1, 4, 6]);
      expect((await store.commitsAfter('log1', 4)).map((c) => c.first)).toEqual([4, 6]);
      expect((await store.commitsAfter('log1', 5)).map((c) => c.first)).toEqual([6]);
      expect(await store.commitsAfter('log1', 6)).toEqual([]);
    });

    it('meta only moves forward: an older writer never overwrites a newer meta', async () => {
      await store.createMeta(meta('meta1'));
      expect(await store.updateMeta('meta1', 5, { updatedAt: 'five' })).toMatchObject({ version: 5 });
      expect(await store.updateMeta('meta1', 3, { updatedAt: 'three' })).toBeNull();
      const m = await store.getMeta('meta1');
      expect(m?.version).toBe(5);
      expect(m?.updatedAt).toBe('five');
    });

    it('through the service: idempotent retries (also after a restart) and meta repaired after a crash', async () => {
      const titles = { duel: duel as AnyGame };
      // The data dir keeps the token key, so tokens outlive the restart as they do in `npm start`.
      const dataDir = mkdtempSync(join(tmpdir(), 'hexpost-contract-'));
      let server = await startLocal({ port: 0, dataDir, dynamoEndpoint: endpoint, table: 'svc', titles, sweepMs: 0 });
      let api = client(server.url);
      const a = (await api.post('/api/players', { name: 'Ann' })).body;
      const b = (await api.post('/api/players', { name: 'Bob' })).body;
      const g = (await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
      await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
      const cmd = { commandId: 'retry-0001', expectedVersion: 1, command: { type: 'roll' } };
      const first = await api.post(`/api/games/${g.gameId}/commands`, cmd, a.token);
      expect(first).toMatchObject({ status: 200, body: { version: 2 } });
      const again = await api.post(`/api/games/${g.gameId}/commands`, cmd, a.token);
      expect(again).toMatchObject({ status: 200, body: { version: 2, duplicate: true } });
      // A restart keeps the server's memory in the table, not in the process.
      await server.close();
      server = await startLocal({ port: 0, dataDir, dynamoEndpoint: endpoint, table: 'svc', titles, sweepMs: 0 });
      api = client(server.url);
      const afterRestart = await api.post(`/api/games/${g.gameId}/commands`, cmd, a.token);
      expect(afterRestart).toMatchObject({ status: 200, body: { version: 2, duplicate: true } });
      const store2 = new GameStore(documentClient({ endpoint }), 'svc');
      expect(await store2.commandVersion(g.gameId, 'retry-0001')).toBe(2);
      const log = await store2.commitsAfter(g.gameId, 0);
      expect(log.map((c) => c.commandId)).toEqual([null, 'retry-0001']);

      // A writer that died after its commit, before the meta: the next load finishes its work.
      const loaded = await store2.load(g.gameId, () => duel.evolve as never);
      const state = loaded?.state as { active: string };
      expect(state.active).toBe('south');
      await store2.append(g.gameId, {
        first: 3,
        last: 3,
        commandId: null,
        at: new Date().toISOString(),
        entries: [{ seat: 'south', by: null, event: { type: 'passed', seat: 'south' } }],
      });
      expect((await store2.getMeta(g.gameId))?.version).toBe(2);
      await server.service.load(g.gameId);
      const repaired = await store2.getMeta(g.gameId);
      expect(repaired?.version).toBe(3);
      expect(repaired?.pending.map((p) => p.seat)).toEqual(['north']);
      await server.close();
    });
  });
}
