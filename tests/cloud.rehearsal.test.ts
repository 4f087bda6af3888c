/**
 * The cloud, rehearsed end to end on one machine (tests/support/cloud.ts): a
 * move goes from an HTTP API event through the Api function into the table in
 * DynamoDB Local, out of the table's stream through the event source mapping's
 * filter into the Notify function, to a push on a device; and out of the Api
 * function to every live WebSocket connection of that game. The tick, as the
 * scheduler runs it, applies deadlines and reminders whose pushes flow the
 * same way. Needs Java (DynamoDB Local); skipped with a message without it.
 */
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDice } from '../shared/src/engine/index.ts';
import { type Cloud, matches, startCloud } from './support/cloud.ts';
import { javaAvailable } from './support/dynamodb-local.ts';

const HAVE_JAVA = javaAvailable();
if (!HAVE_JAVA) console.warn('cloud rehearsal skipped: no Java for DynamoDB Local');

let cloud: Cloud;

beforeAll(async () => {
  if (HAVE_JAVA) cloud = await startCloud();
}, 120_000);
afterAll(async () => cloud?.close());

interface Seat {
  playerId: string;
  token: string;
  clientHash: string;
  name: string;
}
type Push = { title: string; body: string; url: string };

async function seatedPlayer(name: string): Promise<Seat> {
  const p = await cloud.api('POST', '/api/players', { body: { name } });
  expect(p.status).toBe(201);
  const sub = await cloud.receiver.subscribe(cloud.vapidPublicKey);
  // Through the proxy, which can refuse a push when a test asks it to.
  const endpoint = sub.endpoint.replace(cloud.receiver.origin, cloud.proxy.url);
  const s = await cloud.api('POST', '/api/push/subscriptions', {
    body: { endpoint, keys: sub.keys },
    token: p.body.token,
    base64: true,
  });
  expect(s.status, JSON.stringify(s.body)).toBe(201);
  return { ...p.body, clientHash: sub.clientHash, name };
}

const pushes = async (s: Seat) => (await cloud.receiver.messages(s.clientHash)) as Push[];
const liveFor = (connectionId: string) =>
  cloud.connections.posts.filter((p) => p.connectionId === connectionId).map((p) => p.data);

/** A game of `title` for two new players, each with a push subscription and a live connection. */
async function table(title: string, config: Record<string, unknown>, tag: string) {
  const a = await seatedPlayer(`Ann ${tag}`);
  const b = await seatedPlayer(`Bob ${tag}`);
  const g = await cloud.api('POST', '/api/games', {
    body: { title, config, timing: { decisionHours: 24, reminderHours: 6 } },
    token: a.token,
  });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  const id = g.body.gameId as string;
  const seats = g.body.seats.map((s: { seat: string }) => s.seat) as string[];
  expect(
    (
      await cloud.api('POST', `/api/games/${id}/join`, {
        body: { inviteCode: g.body.inviteCode, seat: seats[0] },
        token: a.token,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await cloud.api('POST', `/api/games/${id}/join`, {
        body: { inviteCode: g.body.inviteCode, seat: seats[1] },
        token: b.token,
      })
    ).status,
  ).toBe(200);
  for (const [p, c] of [
    [a, `${tag}-a`],
    [b, `${tag}-b`],
  ] as const)
    expect(await cloud.connect(c, id, p.token)).toMatchObject({ statusCode: 200 });
  await cloud.stream.drain();
  return { id, a, b, seats, bySeat: { [seats[0] as string]: a, [seats[1] as string]: b } as Record<string, Seat> };
}

describe.skipIf(!HAVE_JAVA)('the cloud topology, rehearsed offline', () => {
  it('the table is the template’s: keys, due-time index, stream of new and old images, TTL', async () => {
    const db = new DynamoDBClient({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const t = (await db.send(new DescribeTableCommand({ TableName: 'hexpost-rehearsal' }))).Table;
    expect(t?.KeySchema).toEqual(cloud.tableDef.KeySchema);
    expect(t?.GlobalSecondaryIndexes?.map((i) => [i.IndexName, i.KeySchema, i.Projection?.ProjectionType])).toEqual([
      [
        'byDue',
        [
          { AttributeName: 'duePk', KeyType: 'HASH' },
          { AttributeName: 'dueAt', KeyType: 'RANGE' },
        ],
        'KEYS_ONLY',
      ],
    ]);
    expect(t?.StreamSpecification).toMatchObject({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    const ttl = await db.send(new DescribeTimeToLiveCommand({ TableName: 'hexpost-rehearsal' }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe('ttl');
    // The mapping the rehearsal follows is the template's.
    expect(cloud.mapping).toMatchObject({
      BatchSize: 50,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 3,
    });
    expect(
      matches({ dynamodb: { Keys: { sk: { S: ['META'] } } } }, { dynamodb: { Keys: { sk: { S: 'EV#1' } } } }),
    ).toBe(false);
  });

  it('the API answers API Gateway events (query strings, base64 bodies, bad input 4xx), with secrets fetched once per cold start', async () => {
    expect(await cloud.api('GET', '/api/health')).toMatchObject({ status: 200, body: { ok: true } });
    const p = await cloud.api('POST', '/api/players', { body: { name: 'Base Sixty-Four' }, base64: true });
    expect(p.status).toBe(201);
    expect((await cloud.api('GET', '/api/players/me', { token: p.body.token })).body.name).toBe('Base Sixty-Four');
    expect((await cloud.api('GET', '/api/games?cursor=bogus', { token: p.body.token })).status).toBe(400);
    expect((await cloud.api('POST', '/api/players', { body: { name: '' } })).status).toBe(400);
    expect((await cloud.api('GET', '/api/players/me')).status).toBe(401);
    expect(cloud.secretCalls.filter((c) => c === 'secretsmanager.GetSecretValue').length).toBe(1);
  });

  for (const [title, config] of [
    ['defenders', { players: 2 }],
    ['divine-right', { players: 2 }],
  ] as const) {
    it(`${title}: every move reaches each live seat and no other game, and each seat is pushed once per turn it newly owes`, async () => {
      const t = await table(title, config, title);
      const other = await table(title, config, `${title}-other`);
      const dice = seededDice(`rehearsal-${title}`);
      // What each seat was newly asked to do, from the game itself: the pushes must be exactly these.
      const owed: Record<string, number> = { [t.a.playerId]: 0, [t.b.playerId]: 0 };
      const before = await pushes(t.a);
      const beforeB = await pushes(t.b);
      let pending = (await cloud.api('GET', `/api/games/${t.id}`, { token: t.a.token })).body.pending as {
        seat: string;
        kind: string;
      }[];
      const versions: number[] = [];
      for (let step = 0; step < 14; step++) {
        const waiting = pending[0]?.seat as string;
        const who = t.bySeat[waiting] as Seat;
        const d = (await cloud.api('GET', `/api/games/${t.id}?seat=${waiting}`, { token: who.token })).body;
        const choices = (d.choices[waiting] as { command: unknown; confirm?: unknown }[]) ?? [];
        const plain = choices.filter((c) => !c.confirm);
        const choice = (plain.length ? plain : choices)[dice.int(0, (plain.length ? plain : choices).length - 1)];
        const r = await cloud.api('POST', `/api/games/${t.id}/commands`, {
          body: {
            commandId: `${title}-${step}-cmd`,
            expectedVersion: d.version,
            command: choice?.command,
            seat: waiting,
          },
          token: who.token,
          base64: step % 2 === 0,
        });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        versions.push(r.body.version);
        const now = (await cloud.api('GET', `/api/games/${t.id}`, { token: t.a.token })).body;
        const next = now.pending as { seat: string; kind: string }[];
        for (const p of next) {
          const fresh = !pending.some((q) => q.seat === p.seat && q.kind === p.kind);
          const holder = now.seats.find((s: { seat: string }) => s.seat === p.seat).playerId as string;
          if (fresh) owed[holder] = (owed[holder] ?? 0) + 1;
        }
        pending = next;
        await cloud.stream.drain();
      }
      // A chat message changes no META: the filter drops it before Notify.
      const invocations = cloud.stream.stats.invocations;
      const filtered = cloud.stream.stats.filtered;
      expect(
        (await cloud.api('POST', `/api/games/${t.id}/chat`, { body: { text: 'gg' }, token: t.a.token })).status,
      ).toBe(201);
      await cloud.stream.drain();
      expect(cloud.stream.stats.invocations).toBe(invocations);
      expect(cloud.stream.stats.filtered).toBeGreaterThan(filtered);

      // Live: every connection of the game heard the final version, in order, and the other game heard none of it.
      const last = versions.at(-1) as number;
      for (const c of [`${title}-a`, `${title}-b`]) {
        const heard = liveFor(c).map((m) => m.version as number);
        expect(heard.at(-1)).toBe(last);
        expect(heard).toEqual([...heard].sort((x, y) => x - y));
        for (const v of versions) expect(heard).toContain(v);
        for (const m of liveFor(c)) expect(m).toMatchObject({ type: 'version', gameId: t.id });
      }
      for (const c of [`${title}-other-a`, `${title}-other-b`])
        for (const m of liveFor(c)) expect(m.gameId).toBe(other.id);

      // Pushes: exactly one "your move" per decision newly owed, each a deep link into the game; none twice.
      const gotA = (await pushes(t.a)).slice(before.length).filter((m) => m.title.startsWith('Your move'));
      const gotB = (await pushes(t.b)).slice(beforeB.length).filter((m) => m.title.startsWith('Your move'));
      // A seat asked again before it answered is told once (one pending entry per seat and kind).
      expect(gotA.length).toBe(owed[t.a.playerId]);
      expect(gotB.length).toBe(owed[t.b.playerId]);
      for (const m of [...gotA, ...gotB]) expect(m.url).toBe(`/games/${t.id}`);
      for (const n of cloud.stream.deliveries.values()) expect(n).toBeLessThanOrEqual(2);
    }, 120_000);
  }

  it('the tick on a fake clock: a reminder and then a timeout, each pushed through the stream', async () => {
    const t = await table('defenders', { players: 2 }, 'tick');
    const d = (await cloud.api('GET', `/api/games/${t.id}`, { token: t.a.token })).body;
    const waiting = d.pending[0].seat as string;
    const who = t.bySeat[waiting] as Seat;
    const otherSeat = t.seats.find((s) => s !== waiting) as string;
    const before = (await pushes(who)).length;
    cloud.clock.hours(19); // 5 h before the 24 h deadline: the reminder (6 h) is due
    expect((await cloud.tick()).reminders).toBeGreaterThanOrEqual(1);
    await cloud.stream.drain();
    const reminded = (await pushes(who)).slice(before);
    expect(reminded.map((m) => m.title)).toEqual([expect.stringMatching(/^Reminder/)]);
    cloud.clock.hours(6); // the deadline passed
    expect((await cloud.tick()).timeouts).toBeGreaterThanOrEqual(1);
    await cloud.stream.drain();
    const after = (await cloud.api('GET', `/api/games/${t.id}`, { token: t.a.token })).body;
    expect(after.version).toBeGreaterThan(d.version);
    const log = (await cloud.api('GET', `/api/games/${t.id}/log`, { token: t.a.token })).body.entries as {
      by: string;
    }[];
    expect(log.some((e) => e.by === 'timeout')).toBe(true);
    // Whoever the game waits on now was told, once.
    for (const p of after.pending as { seat: string }[]) {
      if (p.seat === waiting && d.pending.some((q: { seat: string; kind: string }) => q.seat === p.seat)) continue;
      const s = t.bySeat[p.seat] as Seat;
      const told = (await pushes(s)).filter((m) => m.title.startsWith('Your move'));
      expect(told.length).toBeGreaterThanOrEqual(1);
    }
    expect(otherSeat).toBeDefined();
  }, 60_000);

  it('a batch retried after a push service refused halfway sends no push twice', async () => {
    const a = await seatedPlayer('Ann retry');
    const b = await seatedPlayer('Bob retry');
    // Each has a second device: one change, two deliveries, and the refusal falls between them.
    const secondDevice = async (p: Seat): Promise<Seat> => {
      const sub = await cloud.receiver.subscribe(cloud.vapidPublicKey);
      const r = await cloud.api('POST', '/api/push/subscriptions', {
        body: { endpoint: sub.endpoint.replace(cloud.receiver.origin, cloud.proxy.url), keys: sub.keys },
        token: p.token,
      });
      expect(r.status).toBe(201);
      return { ...p, clientHash: sub.clientHash };
    };
    const a2 = await secondDevice(a);
    const b2 = await secondDevice(b);
    await cloud.stream.drain();
    // Three games start before the stream is read: one batch holding every META change, each start a push.
    const games: string[] = [];
    for (let i = 0; i < 3; i++) {
      const g = await cloud.api('POST', '/api/games', {
        body: { title: 'defenders', config: { players: 2 } },
        token: a.token,
      });
      expect(
        (
          await cloud.api('POST', `/api/games/${g.body.gameId}/join`, {
            body: { inviteCode: g.body.inviteCode, seat: 'hero1' },
            token: a.token,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await cloud.api('POST', `/api/games/${g.body.gameId}/join`, {
            body: { inviteCode: g.body.inviteCode, seat: 'hero2' },
            token: b.token,
          })
        ).status,
      ).toBe(200);
      games.push(g.body.gameId);
    }
    // The push service refuses the first push of the batch: Notify names that record and Lambda retries from it.
    cloud.proxy.refuseNext(1);
    const retries = cloud.stream.stats.retries;
    await cloud.stream.drain();
    expect(cloud.proxy.refused()).toBe(1);
    expect(cloud.stream.stats.retries).toBe(retries + 1);
    expect([...cloud.stream.deliveries.values()].some((n) => n >= 2)).toBe(true);
    // Every device of each player a game waits on was told once: nothing delivered before the refusal was sent
    // again on the retry, and nothing was lost.
    let deliveries = 0;
    for (const id of games) {
      const d = (await cloud.api('GET', `/api/games/${id}`, { token: a.token })).body;
      const waiting = new Set(
        (d.pending as { seat: string }[]).map((p) => d.seats.find((s: { seat: string }) => s.seat === p.seat).playerId),
      );
      for (const device of [a, a2, b, b2]) {
        const told = (await pushes(device)).filter((m) => m.url === `/games/${id}` && m.title.startsWith('Your move'));
        expect(told.length, `${id} ${device.clientHash}`).toBe(waiting.has(device.playerId) ? 1 : 0);
        deliveries += told.length;
      }
    }
    expect(deliveries).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('WebSocket: $connect checks the reader, a move reaches that game’s connections only, a gone connection is deleted', async () => {
    const t = await table('defenders', { players: 2 }, 'ws');
    const other = await table('defenders', { players: 2 }, 'ws-other');
    expect(await cloud.connect('ws-stranger', t.id, 'not-a-token')).toMatchObject({ statusCode: 401 });
    expect(await cloud.connect('ws-cross', t.id, other.a.token)).toMatchObject({ statusCode: 403 });
    cloud.connections.gone.add('ws-b');
    const d = (await cloud.api('GET', `/api/games/${t.id}`, { token: t.a.token })).body;
    const waiting = d.pending[0].seat as string;
    const who = t.bySeat[waiting] as Seat;
    const mine = (await cloud.api('GET', `/api/games/${t.id}?seat=${waiting}`, { token: who.token })).body;
    const choice = (mine.choices[waiting] as { command: unknown; confirm?: unknown }[]).find((c) => !c.confirm);
    const postsBefore = cloud.connections.posts.length;
    const r = await cloud.api('POST', `/api/games/${t.id}/commands`, {
      body: { commandId: 'ws-move-1', expectedVersion: mine.version, command: choice?.command, seat: waiting },
      token: who.token,
    });
    expect(r.status).toBe(200);
    const fresh = cloud.connections.posts.slice(postsBefore);
    expect(fresh.filter((p) => p.connectionId === 'ws-a').map((p) => p.data.version)).toContain(r.body.version);
    expect(fresh.filter((p) => p.connectionId.startsWith('ws-other'))).toEqual([]);
    expect(fresh.filter((p) => p.connectionId === 'ws-b')).toEqual([]);
    // The gone connection was deleted: the next move does not even try it.
    cloud.connections.gone.delete('ws-b');
    const again = (await cloud.api('GET', `/api/games/${t.id}`, { token: t.a.token })).body;
    const w2 = again.pending[0].seat as string;
    const who2 = t.bySeat[w2] as Seat;
    const m2 = (await cloud.api('GET', `/api/games/${t.id}?seat=${w2}`, { token: who2.token })).body;
    const c2 =
      (m2.choices[w2] as { command: unknown; confirm?: unknown }[]).find((c) => !c.confirm) ?? m2.choices[w2][0];
    const before2 = cloud.connections.posts.length;
    await cloud.api('POST', `/api/games/${t.id}/commands`, {
      body: { commandId: 'ws-move-2', expectedVersion: m2.version, command: c2.command, seat: w2 },
      token: who2.token,
    });
    expect(cloud.connections.posts.slice(before2).filter((p) => p.connectionId === 'ws-b')).toEqual([]);
    expect(cloud.connections.posts.slice(before2).some((p) => p.connectionId === 'ws-a')).toBe(true);
    await cloud.disconnect('ws-a');
    const before3 = cloud.connections.posts.length;
    await cloud.api('POST', `/api/games/${t.id}/chat`, { body: { text: 'still there?' }, token: t.a.token });
    expect(cloud.connections.posts.slice(before3).filter((p) => p.connectionId === 'ws-a')).toEqual([]);
  }, 60_000);
});
