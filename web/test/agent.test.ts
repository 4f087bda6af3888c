import { createStore } from 'solid-js/store';
import { describe, expect, it, vi } from 'vitest';
import { type ApiError, createAgent, isApiError } from '../src/api/agent.ts';
import { memoryStore } from '../src/api/idb.ts';
import { sseParser } from '../src/lib/live.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function fake(handler: Handler) {
  const calls: { url: string; init: RequestInit; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const u = String(url);
    calls.push({ url: u, init, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return handler(u, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const detail = (version: number, choices: unknown[] = []) => ({
  gameId: 'g1',
  title: 'duel',
  status: 'active',
  version,
  seats: [{ seat: 'north', playerId: 'p1', name: 'Ann' }],
  you: ['north'],
  pending: [],
  view: {},
  choices: { north: choices },
  result: null,
  timing: { decisionHours: 48, reminderHours: 12 },
  createdBy: 'p1',
});

describe('agent: requests', () => {
  it('keeps the token from POST /api/players in the store and sends it as a bearer token', async () => {
    const kv = memoryStore();
    const f = fake((url) =>
      url.endsWith('/api/players')
        ? json(201, { playerId: 'p1', token: 'tok-1' })
        : json(200, { playerId: 'p1', name: 'Ann', quietHours: null }),
    );
    const a = createAgent({ fetch: f.fetch, kv });
    await a.players.create('Ann');
    expect(await kv.get('token')).toBe('tok-1');
    const b = createAgent({ fetch: f.fetch, kv }); // a fresh start of the app
    await b.players.me();
    expect((f.calls[1]?.init.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok-1');
  });

  it('turns every documented error into a typed ApiError with the server message', async () => {
    const cases: [number, unknown, string][] = [
      [400, { error: 'invalid', message: 'name: a name is needed' }, 'invalid'],
      [401, { error: 'unauthorized', message: 'bad token' }, 'unauthorized'],
      [403, { error: 'forbidden', message: 'not your seat' }, 'forbidden'],
      [404, { error: 'not_found', message: 'no such game' }, 'not_found'],
      [409, { error: 'version_conflict', message: 'stale', version: 7 }, 'version_conflict'],
      [409, { error: 'seat_taken', message: 'taken' }, 'conflict'],
      [422, { error: 'rule', code: 'rule/not_your_turn', message: 'It is not your turn.' }, 'rule'],
      [500, { error: 'internal', message: 'boom' }, 'server'],
    ];
    for (const [status, body, kind] of cases) {
      const a = createAgent({ fetch: fake(() => json(status, body)).fetch, kv: memoryStore() });
      const err = await a.games.list().catch((e: unknown) => e);
      expect(isApiError(err, kind as never), `${status} → ${kind}`).toBe(true);
      expect((err as ApiError).message).toBe((body as { message: string }).message);
      expect((err as ApiError).status).toBe(status);
    }
    const a = createAgent({
      fetch: fake(() => json(422, { error: 'rule', code: 'rule/x', message: 'm' })).fetch,
      kv: memoryStore(),
    });
    const e = (await a.games.list().catch((x: unknown) => x)) as ApiError;
    expect(e.code).toBe('rule/x');
    const c = createAgent({
      fetch: fake(() => json(409, { error: 'version_conflict', message: 'm', version: 9 })).fetch,
      kv: memoryStore(),
    });
    expect(((await c.games.list().catch((x: unknown) => x)) as ApiError).version).toBe(9);
  });

  it('gives a readable message when the error body is not JSON', async () => {
    const a = createAgent({ fetch: fake(() => new Response('Bad Gateway', { status: 502 })).fetch, kv: memoryStore() });
    const err = (await a.games.list().catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('server');
    expect(err.message).toMatch(/server ran into a problem/);
  });

  it('reports no connection as a network failure and a malformed answer as bad_response', async () => {
    const down = createAgent({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      kv: memoryStore(),
    });
    expect(((await down.games.list().catch((e: unknown) => e)) as ApiError).kind).toBe('network');
    const odd = createAgent({ fetch: fake(() => json(200, [{ nope: 1 }])).fetch, kv: memoryStore() });
    expect(((await odd.games.list().catch((e: unknown) => e)) as ApiError).kind).toBe('bad_response');
  });

  it('sends If-None-Match and treats 304 as "nothing new"', async () => {
    const f = fake((_u, init) =>
      (init.headers as Record<string, string>)['if-none-match'] === 'W/"3"'
        ? new Response(null, { status: 304 })
        : json(200, detail(3), { etag: 'W/"3"' }),
    );
    const a = createAgent({ fetch: f.fetch, kv: memoryStore() });
    const first = await a.games.get('g1');
    expect(first.game?.version).toBe(3);
    expect(first.etag).toBe('W/"3"');
    const second = await a.games.get('g1', first.etag ?? undefined);
    expect(second.game).toBeNull();
  });

  it('adds ?spectate= to GET requests for a spectator link', async () => {
    const f = fake(() => json(200, []));
    const a = createAgent({ fetch: f.fetch, kv: memoryStore(), spectate: 'sp 1' });
    await a.games.list();
    expect(f.calls[0]?.url).toBe('/api/games?spectate=sp%201');
  });
});

describe('agent: commands and the offline queue', () => {
  it('sends a command with a fresh commandId and the expected version', async () => {
    const f = fake(() => json(200, { version: 5 }));
    const a = createAgent({ fetch: f.fetch, kv: memoryStore() });
    const r = await a.submit('g1', { expectedVersion: 4, command: { type: 'roll' }, seat: 'north' });
    expect(r).toEqual({ status: 'sent', version: 5 });
    expect(f.calls[0]?.url).toBe('/api/games/g1/commands');
    expect(f.calls[0]?.body).toMatchObject({ expectedVersion: 4, command: { type: 'roll' }, seat: 'north' });
    expect(String((f.calls[0]?.body as { commandId: string } | undefined)?.commandId).length).toBeGreaterThanOrEqual(8);
  });

  it('rejects refusals instead of queueing them', async () => {
    const a = createAgent({
      fetch: fake(() => json(422, { error: 'rule', code: 'rule/no', message: 'Not now.' })).fetch,
      kv: memoryStore(),
    });
    await expect(a.submit('g1', { expectedVersion: 1, command: { type: 'x' } })).rejects.toMatchObject({
      kind: 'rule',
      message: 'Not now.',
    });
    expect(await a.queue()).toEqual([]);
  });

  it('queues commands made offline, persists them, and sends them in order when back online', async () => {
    const kv = memoryStore();
    let online = false;
    const f = fake(() => json(200, { version: 2 }));
    const a = createAgent({ fetch: f.fetch, kv, online: () => online });
    const seen: number[] = [];
    a.onQueue((q) => seen.push(q.length));
    const r1 = await a.submit('g1', { expectedVersion: 1, command: { type: 'a' } }, 'First');
    const r2 = await a.submit('g1', { expectedVersion: 1, command: { type: 'b' } }, 'Second');
    expect(r1.status).toBe('queued');
    expect(r2.status).toBe('queued');
    expect(f.calls).toHaveLength(0);
    // a restart of the app finds the queue in IndexedDB
    const again = createAgent({ fetch: f.fetch, kv, online: () => online });
    expect((await again.queue()).map((q) => q.label)).toEqual(['First', 'Second']);
    online = true;
    await again.flush();
    expect(f.calls.map((c) => (c.body as { command: { type: string } }).command.type)).toEqual(['a', 'b']);
    expect(await again.queue()).toEqual([]);
    expect(seen).toEqual([1, 2]);
  });

  it('stores a command taken from the reactive store as a plain copy', async () => {
    const [store] = createStore({ choice: { command: { type: 'play', card: 4, meta: { x: [1] } } } });
    const a = createAgent({ fetch: fake(() => json(200, {})).fetch, kv: memoryStore(), online: () => false });
    const r = await a.submit('g1', { expectedVersion: 1, command: store.choice.command });
    expect(r.status).toBe('queued');
    expect((await a.queue())[0]?.body.command).toEqual({ type: 'play', card: 4, meta: { x: [1] } });
  });

  it('queues a command whose request never reached the server', async () => {
    const a = createAgent({
      fetch: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
      kv: memoryStore(),
      online: () => true,
    });
    const r = await a.submit('g1', { expectedVersion: 1, command: { type: 'a' } });
    expect(r.status).toBe('queued');
  });

  it('on flush: keeps items while still offline, rebases a stale version, drops and reports a refused one', async () => {
    const kv = memoryStore();
    let mode: 'down' | 'up' = 'down';
    const f = fake((_u, init) => {
      if (mode === 'down') throw new TypeError('offline');
      const body = JSON.parse(String(init.body)) as { expectedVersion: number; command: { type: string } };
      if (body.command.type === 'illegal')
        return json(422, { error: 'rule', code: 'rule/x', message: 'Not legal now.' });
      if (body.expectedVersion < 5) return json(409, { error: 'version_conflict', message: 'stale', version: 5 });
      return json(200, { version: body.expectedVersion + 1 });
    });
    const a = createAgent({ fetch: f.fetch as typeof fetch, kv, online: () => false });
    await a.submit('g1', { expectedVersion: 3, command: { type: 'move' } }, 'Move');
    await a.submit('g2', { expectedVersion: 5, command: { type: 'illegal' } }, 'Illegal');
    await a.flush();
    expect(await a.queue()).toHaveLength(2);

    mode = 'up';
    const failures: string[] = [];
    a.onQueueFailure((x) => failures.push(`${x.item.label}: ${x.error.kind}`));
    const rebase = vi.fn(async () => 5);
    await a.flush(rebase);
    expect(rebase).toHaveBeenCalledTimes(1);
    const sent = f.calls.filter((c) => (c.body as { expectedVersion: number }).expectedVersion === 5);
    expect(sent.map((c) => (c.body as { command: { type: string } }).command.type)).toEqual(['move', 'illegal']);
    // the resend kept its commandId, so the server can dedupe it
    const ids = f.calls
      .filter((c) => (c.body as { command: { type: string } }).command.type === 'move')
      .map((c) => (c.body as { commandId: string }).commandId);
    expect(new Set(ids).size).toBe(1);
    expect(failures).toEqual(['Illegal: rule']);
    expect(await a.queue()).toEqual([]);
  });

  it('drops a stale queued command when it is no longer legal', async () => {
    const f = fake(() => json(409, { error: 'version_conflict', message: 'stale', version: 9 }));
    let online = false;
    const a = createAgent({ fetch: f.fetch, kv: memoryStore(), online: () => online });
    await a.submit('g1', { expectedVersion: 3, command: { type: 'move' } }, 'Move');
    online = true;
    const failures: string[] = [];
    a.onQueueFailure((x) => failures.push(x.error.kind));
    await a.flush(async () => null);
    expect(failures).toEqual(['version_conflict']);
    expect(await a.queue()).toEqual([]);
  });
});

describe('server-sent events parser', () => {
  it('splits events across chunks and ignores comments', () => {
    const got: [string, string][] = [];
    const feed = sseParser((e, d) => got.push([e, d]));
    feed(': hello\n\nevent: version\ndata: {"vers');
    feed('ion":3}\n\nevent: version\r\ndata: {"version":4}\r\n\r\ndata: plain\n\n');
    expect(got).toEqual([
      ['version', '{"version":3}'],
      ['version', '{"version":4}'],
      ['message', 'plain'],
    ]);
  });
});

describe('starting again on a device that has been here before', () => {
  it('shows the app with the kept profile before the server answers, and signs out if the token is refused', async () => {
    const { createHexpost } = await import('../src/stores/index.tsx');
    const kv = memoryStore();
    await kv.set('token', 'tok-1');
    await kv.set('profile', { playerId: 'p1', name: 'Ann', quietHours: null });
    let answer: (r: Response) => void = () => {};
    const f = fake(() => new Promise<Response>((res) => (answer = res)));
    const [state, actions] = createHexpost(createAgent({ fetch: f.fetch, kv }));
    const stop = await actions.start();
    // Ready at once, as Ann, while /api/players/me is still on its way.
    expect(state.ready).toBe(true);
    expect(state.player?.name).toBe('Ann');
    expect(f.calls.map((c) => c.url)).toContain('/api/players/me');
    answer(json(401, { error: 'unauthorized', message: 'signed out' }));
    await vi.waitFor(() => expect(state.player).toBeNull());
    expect(await kv.get('token')).toBeUndefined();
    expect(await kv.get('profile')).toBeUndefined();
    stop();
  });

  it('a first start waits for the profile, and keeps it for next time', async () => {
    const { createHexpost } = await import('../src/stores/index.tsx');
    const kv = memoryStore();
    await kv.set('token', 'tok-1');
    const f = fake(() => json(200, { playerId: 'p1', name: 'Ann', quietHours: null }));
    const [state, actions] = createHexpost(createAgent({ fetch: f.fetch, kv }));
    const stop = await actions.start();
    expect(state.player?.name).toBe('Ann');
    expect(await kv.get('profile')).toEqual({ playerId: 'p1', name: 'Ann', quietHours: null });
    stop();
  });
});
