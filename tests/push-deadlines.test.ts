/**
 * Notifications and deadlines end to end: Web Push to a local push service
 * when a seat must act (deep link, no duplicate on a retried command, gone
 * subscriptions deleted), reminders, and the deadline sweep applying the
 * game's timeout (or the seat's standing order) under a fake clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocal, type LocalServer } from '../functions/src/local/server.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';
import { client, fakeClock, relaxedRates } from './support/api.ts';
import { startPushReceiver } from './support/push-receiver.ts';
import { duel } from './fixture/duel.ts';
import { documentClient } from '../functions/src/store/client.ts';
import { PlayerStore } from '../functions/src/store/players.ts';
import { GameStore } from '../functions/src/store/games.ts';

let server: LocalServer;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
const clock = fakeClock();
let api: ReturnType<typeof client>;

beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startLocal({
    port: 0,
    dataDir: null,
    titles: { duel: duel as AnyGame },
    sweepMs: 0,
    clock: clock.now,
    pushOrigins: [receiver.origin],
    rates: relaxedRates,
    log: () => {},
  });
  api = client(server.url);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** What reached a device, once the pushes under way have gone out. */
async function inbox(clientHash: string) {
  await server.idle();
  return receiver.messages(clientHash);
}

async function subscribedPlayer(name: string) {
  const p = (await api.post('/api/players', { name })).body as { playerId: string; token: string };
  const key = (await api.get('/api/push/key')).body.publicKey as string;
  const sub = await receiver.subscribe(key);
  const r = await api.post('/api/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys }, p.token);
  expect(r.status).toBe(201);
  return { ...p, clientHash: sub.clientHash };
}

async function game(a: { token: string }, b: { token: string }, timing = { decisionHours: 10, reminderHours: 2 }) {
  const g = (await api.post('/api/games', { title: 'duel', seat: 'north', timing }, a.token)).body;
  await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
  return g.gameId as string;
}

describe('web push', () => {
  it('pushes "your move" with a deep link to the seat that must act, once per fresh decision', async () => {
    const a = await subscribedPlayer('Ann');
    const b = await subscribedPlayer('Bob');
    const id = await game(a, b);
    // The start makes north pending: Ann hears of it, Bob does not.
    expect(await inbox(a.clientHash)).toMatchObject([
      { title: 'Your move in Duel (test fixture)', url: `/games/${id}` },
    ]);
    expect(await inbox(b.clientHash)).toEqual([]);
    const cmd = { commandId: 'push-0001', expectedVersion: 1, command: { type: 'pass' } };
    await api.post(`/api/games/${id}/commands`, cmd, a.token);
    await api.post(`/api/games/${id}/commands`, cmd, a.token); // a retry: no second push
    const bobs = await inbox(b.clientHash);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]).toMatchObject({ url: `/games/${id}`, tag: id, body: 'Play a card, roll or pass' });
  });

  it('a muted game sends nothing; a subscription the push service calls gone is deleted', async () => {
    const a = await subscribedPlayer('Ann');
    const b = await subscribedPlayer('Bob');
    const id = await game(a, b);
    await api.put(`/api/games/${id}/notifications`, { enabled: false }, b.token);
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'mute-0001', expectedVersion: 1, command: { type: 'pass' } },
      a.token,
    );
    expect(await inbox(b.clientHash)).toEqual([]);

    const players = new PlayerStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
    expect(await players.subscriptions(a.playerId)).toHaveLength(1);
    await receiver.expire(a.clientHash);
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'gone-0001', expectedVersion: 2, command: { type: 'pass' } },
      b.token,
    );
    await server.idle();
    expect(await players.subscriptions(a.playerId)).toHaveLength(0);
  });
});

describe('deadlines', () => {
  // A server of its own, so the games of the push tests do not fall due here.
  beforeAll(async () => {
    await server.close();
    server = await startLocal({
      port: 0,
      dataDir: null,
      titles: { duel: duel as AnyGame },
      sweepMs: 0,
      clock: clock.now,
      pushOrigins: [receiver.origin],
      rates: relaxedRates,
      log: () => {},
    });
    api = client(server.url);
  });

  it('reminds before the deadline, then applies the timeout default when it passes', async () => {
    const a = await subscribedPlayer('Ann');
    const b = await subscribedPlayer('Bob');
    const id = await game(a, b, { decisionHours: 10, reminderHours: 2 });
    const d = (await api.get(`/api/games/${id}`, a.token)).body;
    expect(Date.parse(d.pending[0].deadline) - clock.now()).toBe(10 * 3600_000);
    await inbox(a.clientHash);

    clock.hours(7);
    expect(await server.sweep()).toEqual({ timeouts: 0, reminders: 0 });
    clock.hours(1.5);
    expect(await server.sweep()).toEqual({ timeouts: 0, reminders: 1 });
    const msgs = await inbox(a.clientHash);
    expect(msgs.at(-1)).toMatchObject({ title: 'Reminder: Duel (test fixture)', url: `/games/${id}` });
    expect(await server.sweep()).toEqual({ timeouts: 0, reminders: 0 }); // once only

    clock.hours(2);
    expect(await server.sweep()).toEqual({ timeouts: 1, reminders: 0 });
    const log = (await api.get(`/api/games/${id}/log?after=1`, a.token)).body.entries;
    expect(log).toMatchObject([{ seat: 'north', by: 'timeout', event: { type: 'passed' } }]);
    const now = (await api.get(`/api/games/${id}`, b.token)).body;
    expect(now.pending).toMatchObject([{ seat: 'south' }]);
    expect(Date.parse(now.pending[0].deadline) - clock.now()).toBe(10 * 3600_000);
  });

  it("a passed deadline uses the seat's standing order when one answers", async () => {
    const a = await subscribedPlayer('Ann');
    const b = await subscribedPlayer('Bob');
    const id = await game(a, b, { decisionHours: 1, reminderHours: 0 });
    const hand = (await api.get(`/api/games/${id}`, a.token)).body.view.hand as number[];
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'dl-00001', expectedVersion: 1, command: { type: 'play', card: hand[0] } },
      a.token,
    );
    // South must answer. An order written straight to the store (as one saved by an older server would be)
    // has not acted yet; the timeout must use it rather than the game's default of accepting.
    const store = new GameStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
    await store.setOrders(id, 'south', { respond: 'challenge' });
    clock.hours(2);
    expect((await server.sweep()).timeouts).toBeGreaterThanOrEqual(1);
    const log = (await api.get(`/api/games/${id}/log?after=2`, a.token)).body.entries;
    expect(log[0]).toMatchObject({ seat: 'south', by: 'timeout', event: { type: 'challenged' } });
  });

  it('an order set while its question is pending answers it at once', async () => {
    const a = await subscribedPlayer('Ann');
    const b = await subscribedPlayer('Bob');
    const id = await game(a, b, { decisionHours: 1, reminderHours: 0 });
    const hand = (await api.get(`/api/games/${id}`, a.token)).body.view.hand as number[];
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'now-00001', expectedVersion: 1, command: { type: 'play', card: hand[0] } },
      a.token,
    );
    await api.put(`/api/games/${id}/orders`, { orders: { respond: 'accept' } }, b.token);
    const log = (await api.get(`/api/games/${id}/log?after=2`, a.token)).body.entries;
    expect(log).toMatchObject([{ seat: 'south', by: 'standing', event: { type: 'accepted' } }]);
  });

  it('games without deadlines are never swept', async () => {
    const a = await subscribedPlayer('Ann');
    const b = await subscribedPlayer('Bob');
    const id = await game(a, b, { decisionHours: 0, reminderHours: 0 });
    clock.hours(24 * 365);
    await server.sweep();
    expect((await api.get(`/api/games/${id}`, a.token)).body.version).toBe(1);
  });
});
