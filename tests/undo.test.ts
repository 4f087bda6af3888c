/**
 * Undo through the API: a seat takes back its own steps until something
 * sealed them (a roll, a reveal, the turn passing, another seat's decision),
 * the log says so, the other seat never sees a taken-back step, and the
 * stored stream still replays exactly. Played on the March fixture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocal, type LocalServer } from '../functions/src/local/server.ts';
import { documentClient } from '../functions/src/store/client.ts';
import { GameStore } from '../functions/src/store/games.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';
import { client, relaxedRates } from './support/api.ts';
import { march } from './fixture/march.ts';

let server: LocalServer;
let api: ReturnType<typeof client>;
let store: GameStore;

beforeAll(async () => {
  server = await startLocal({
    port: 0,
    dataDir: null,
    titles: { march: march as AnyGame },
    sweepMs: 0,
    rates: relaxedRates,
    log: () => {},
  });
  api = client(server.url);
  store = new GameStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
});
afterAll(async () => server?.close());

async function table() {
  const a = (await api.post('/api/players', { name: 'Ann' })).body;
  const b = (await api.post('/api/players', { name: 'Bob' })).body;
  const g = (await api.post('/api/games', { title: 'march', seat: 'north' }, a.token)).body;
  await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
  const id = g.gameId as string;
  let n = 0;
  const send = async (token: string, type: string) => {
    const version = (await api.get(`/api/games/${id}`, token)).body.version;
    return api.post(
      `/api/games/${id}/commands`,
      { commandId: `cmd-${id}-${n++}`, expectedVersion: version, command: { type } },
      token,
    );
  };
  const undo = async (token: string, expectedVersion?: number) => {
    const version = expectedVersion ?? (await api.get(`/api/games/${id}`, token)).body.version;
    return api.post(`/api/games/${id}/undo`, { expectedVersion: version }, token);
  };
  const detail = async (token: string) => (await api.get(`/api/games/${id}`, token)).body;
  return { a, b, id, send, undo, detail };
}

describe('undo', () => {
  it('takes back my own steps one at a time, and says when it can', async () => {
    const t = await table();
    expect((await t.detail(t.a.token)).undo).toBeNull();
    await t.send(t.a.token, 'step');
    await t.send(t.a.token, 'step');
    const d = await t.detail(t.a.token);
    expect(d.view.at.north).toBe(2);
    expect(d.undo).toEqual({ seat: 'north', steps: 2 });
    // Only the seat that stepped may take it back.
    expect((await t.detail(t.b.token)).undo).toBeNull();
    expect(await t.undo(t.b.token)).toMatchObject({ status: 409, body: { error: 'nothing_to_undo' } });
    // A stale version is a conflict (a double tap undoes once).
    expect(await t.undo(t.a.token, d.version - 1)).toMatchObject({ status: 409, body: { error: 'version_conflict' } });
    const u1 = await t.undo(t.a.token, d.version);
    expect(u1).toMatchObject({ status: 200, body: { version: d.version + 1 } });
    expect(await t.undo(t.a.token, d.version)).toMatchObject({ status: 409, body: { error: 'version_conflict' } });
    const after1 = await t.detail(t.a.token);
    expect(after1.view.at.north).toBe(1);
    expect(after1.undo).toEqual({ seat: 'north', steps: 1 });
    expect((await t.undo(t.a.token)).status).toBe(200);
    const after2 = await t.detail(t.a.token);
    expect(after2.view.at.north).toBe(0);
    expect(after2.undo).toBeNull();
    expect(await t.undo(t.a.token)).toMatchObject({ status: 409, body: { error: 'nothing_to_undo' } });
    // Play goes on from the restored state.
    await t.send(t.a.token, 'step');
    expect((await t.detail(t.a.token)).view.at.north).toBe(1);
  });

  it('a roll seals the steps before it and itself', async () => {
    const t = await table();
    await t.send(t.a.token, 'step');
    await t.send(t.a.token, 'roll');
    expect((await t.detail(t.a.token)).undo).toBeNull();
    expect(await t.undo(t.a.token)).toMatchObject({ status: 409, body: { error: 'nothing_to_undo' } });
    // Steps after the roll are undoable again, back to the roll and no further.
    await t.send(t.a.token, 'step');
    expect((await t.detail(t.a.token)).undo).toEqual({ seat: 'north', steps: 1 });
    expect((await t.undo(t.a.token)).status).toBe(200);
    expect((await t.undo(t.a.token)).status).toBe(409);
  });

  it('a card turned face up seals', async () => {
    const t = await table();
    await t.send(t.a.token, 'step');
    await t.send(t.a.token, 'peek');
    expect((await t.detail(t.a.token)).view.card).toBeGreaterThan(0);
    expect(await t.undo(t.a.token)).toMatchObject({ status: 409, body: { error: 'nothing_to_undo' } });
  });

  it('the turn passing seals, and the other seat’s move seals mine', async () => {
    const t = await table();
    await t.send(t.a.token, 'step');
    await t.send(t.a.token, 'end');
    expect(await t.undo(t.a.token)).toMatchObject({ status: 409, body: { error: 'nothing_to_undo' } });
    // An event its title leaves undescribed ('') is no log line, though it happened.
    const log = (await api.get(`/api/games/${t.id}/log`, t.a.token)).body;
    expect(log.entries.map((e: { event: { type: string } }) => e.event.type)).toEqual(['began', 'stepped']);
    expect(log.version).toBe(3);
    await t.send(t.b.token, 'step');
    expect((await t.detail(t.b.token)).undo).toEqual({ seat: 'south', steps: 1 });
    expect((await t.detail(t.a.token)).undo).toBeNull();
  });

  it('the log marks my taken-back steps for me and hides them from the other seat', async () => {
    const t = await table();
    await t.send(t.a.token, 'step');
    await t.send(t.a.token, 'step');
    await t.undo(t.a.token);
    const mine = (await api.get(`/api/games/${t.id}/log`, t.a.token)).body.entries;
    const theirs = (await api.get(`/api/games/${t.id}/log`, t.b.token)).body.entries;
    expect(mine.map((e: { seq: number; undone?: boolean }) => [e.seq, e.undone ?? false])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(mine.at(-1).text).toBe('Ann took back a step.');
    expect(theirs.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 4]);
    expect(theirs.at(-1).text).toBe('Ann took back a step.');
    expect(JSON.stringify(theirs)).not.toContain('"undone"');
    // Paging after the undone step still tells the reader what the undo took back.
    const tail = (await api.get(`/api/games/${t.id}/log?after=3`, t.b.token)).body.entries;
    expect(tail).toMatchObject([{ seq: 4, event: { type: '@undo', to: 2 } }]);
  });

  it('replays exactly: every step of the replay and a fresh load agree with the game', async () => {
    const t = await table();
    for (const c of ['step', 'step', 'step']) await t.send(t.a.token, c);
    await t.undo(t.a.token);
    await t.send(t.a.token, 'step');
    await t.undo(t.a.token);
    await t.undo(t.a.token);
    const d = await t.detail(t.a.token);
    expect(d.view.at.north).toBe(1);
    const views = [];
    for (let at = 1; at <= d.version; at++)
      views.push((await api.get(`/api/games/${t.id}/view?at=${at}`, t.a.token)).body.view.at.north);
    // began, step 1, 2, 3, undo → 2, step → 3, undo → 2, undo → 1
    expect(views).toEqual([0, 1, 2, 3, 2, 3, 2, 1]);
    const loaded = await store.load(t.id, () => march.evolve as never);
    expect(loaded).not.toBeNull();
    expect((loaded as NonNullable<typeof loaded>).state).toMatchObject({ at: { north: 1 } });
  });

  it('a long run of undoable steps holds the snapshot back, so every one can still be taken back', async () => {
    const t = await table();
    for (let i = 0; i < 30; i++) await t.send(t.a.token, 'step');
    expect((await t.detail(t.a.token)).undo).toEqual({ seat: 'north', steps: 30 });
    for (let i = 0; i < 30; i++) expect((await t.undo(t.a.token)).status).toBe(200);
    expect((await t.detail(t.a.token)).view.at.north).toBe(0);
    await t.send(t.a.token, 'end');
    for (let i = 0; i < 3; i++) await t.send(t.b.token, 'step');
    const loaded = await store.load(t.id, () => march.evolve as never);
    // Once sealed, the snapshot follows.
    expect(loaded?.meta.snapSeq).toBeGreaterThan(0);
    expect(loaded?.state).toMatchObject({ at: { north: 0, south: 3 } });
  });

  it('spectators and strangers cannot undo', async () => {
    const t = await table();
    await t.send(t.a.token, 'step');
    const link = (await api.post(`/api/games/${t.id}/spectators`, undefined, t.a.token)).body;
    const v = (await t.detail(t.a.token)).version;
    expect((await api.post(`/api/games/${t.id}/undo`, { expectedVersion: v }, link.token)).status).toBe(403);
    const eve = (await api.post('/api/players', { name: 'Eve' })).body;
    expect((await api.post(`/api/games/${t.id}/undo`, { expectedVersion: v }, eve.token)).status).toBe(403);
    expect((await api.post(`/api/games/${t.id}/undo`, { expectedVersion: 'x' }, t.a.token)).status).toBe(400);
    expect((await t.detail(t.a.token)).undo).toEqual({ seat: 'north', steps: 1 });
  });
});
