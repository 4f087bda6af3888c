/**
 * Trust: what a hostile or careless client could do with the API, each hole
 * closed and kept closed. Rigged set-ups, unstorable configs, invite codes and
 * chat leaking to outsiders, a commandId applied twice, push subscriptions
 * aimed anywhere, tokens that cannot be revoked, loose content types, code
 * guessing without limits and lists without bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { startLocal, type LocalServer } from '../functions/src/local/server.ts';
import { allowedPushEndpoint } from '../functions/src/push-endpoints.ts';
import { WebPushSender } from '../functions/src/push-web.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';
import { titles } from '../shared/src/index.ts';
import { client, fakeClock, relaxedRates } from './support/api.ts';
import { duel } from './fixture/duel.ts';

const base = duel as AnyGame;
/** A title whose config takes anything: only the platform's own checks stand between it and the store. */
const loose = {
  ...base,
  id: 'loose',
  title: 'Loose config',
  configSchema: z.object({ extra: z.unknown().optional() }),
  setup: (_c: unknown, dice: Parameters<AnyGame['setup']>[1]) => base.setup(base.configSchema.parse({}), dice),
} as AnyGame;
/** A title whose set-up can be made to fail after the game was created, as an outage would. */
let setupFails = false;
const fragile = {
  ...base,
  id: 'fragile',
  title: 'Fragile start',
  setup: (c: unknown, dice: Parameters<AnyGame['setup']>[1]) => {
    if (setupFails) throw new Error('the set-up failed');
    return base.setup(c, dice);
  },
} as AnyGame;
/** A title that is over as soon as it starts: finished games by the dozen. */
const instant = {
  ...base,
  id: 'instant',
  title: 'Instant',
  result: () => ({ winners: ['north'], summary: 'North wins at once.' }),
} as AnyGame;

const gameTitles = {
  duel: base,
  loose,
  fragile,
  instant,
  defenders: titles.defenders as AnyGame,
  'divine-right': titles['divine-right'] as AnyGame,
};

let server: LocalServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startLocal({
    port: 0,
    dataDir: null,
    titles: gameTitles,
    sweepMs: 0,
    rates: relaxedRates,
    log: () => {},
  });
  api = client(server.url);
});
afterAll(async () => server?.close());

async function player(name: string, a = api) {
  const r = await a.post('/api/players', { name });
  expect(r.status).toBe(201);
  return r.body as { playerId: string; token: string };
}

async function duelFor(a: { token: string }, b: { token: string }, title = 'duel') {
  const g = await api.post('/api/games', { title, seat: 'north' }, a.token);
  expect(g.status).toBe(201);
  const j = await api.post(`/api/games/${g.body.gameId}/join`, { inviteCode: g.body.inviteCode }, b.token);
  return { id: g.body.gameId as string, invite: g.body.inviteCode as string, join: j };
}

describe('no rigged games', () => {
  it('refuses a custom set-up (config.sandbox) from the API, for every title, and creates nothing', async () => {
    const a = await player('Ann');
    const rigged = [
      { title: 'defenders', config: { sandbox: { heroDeck: [] } } },
      { title: 'divine-right', config: { players: 2, sandbox: { kingdoms: ['muetar', 'hothior'] } } },
      { title: 'duel', config: { sandbox: {} } },
    ];
    for (const body of rigged) {
      const r = await api.post('/api/games', { ...body, seat: undefined }, a.token);
      expect(r.status, body.title).toBe(400);
      expect(r.body.message).toMatch(/sandbox/);
    }
    expect((await api.get('/api/games', a.token)).body).toEqual([]);
    // The title's own options still work.
    expect((await api.post('/api/games', { title: 'defenders', config: { players: 3 } }, a.token)).status).toBe(201);
  });

  it('the config form offers no sandbox', async () => {
    for (const id of ['defenders', 'divine-right']) {
      const d = await api.get(`/api/titles/${id}`);
      expect(d.status).toBe(200);
      expect(Object.keys(d.body.config.properties)).not.toContain('sandbox');
    }
  });

  it('configs the store cannot hold are 400, not 500', async () => {
    const a = await player('Ann');
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { d: deep };
    for (const extra of [1e200, -1e200, 1e-200, deep, Array.from({ length: 10_000 }, () => 1)]) {
      const r = await api.post('/api/games', { title: 'loose', config: { extra } }, a.token);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('invalid');
    }
    // The limits are not too tight for real values.
    expect((await api.post('/api/games', { title: 'loose', config: { extra: { n: 1.5e-5 } } }, a.token)).status).toBe(
      201,
    );
  });

  it('timing is bounded: no deadline of seconds, none past 30 days', async () => {
    const a = await player('Ann');
    for (const timing of [{ decisionHours: 0.0003 }, { decisionHours: 721 }, { reminderHours: 0.01 }]) {
      expect((await api.post('/api/games', { title: 'duel', timing }, a.token)).status).toBe(400);
    }
    for (const timing of [{ decisionHours: 0.25, reminderHours: 0 }, { decisionHours: 0 }, { decisionHours: 720 }]) {
      expect((await api.post('/api/games', { title: 'duel', timing }, a.token)).status).toBe(201);
    }
  });

  it('a join whose start fails leaves the seat free and the game open; a later join starts it', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const g = (await api.post('/api/games', { title: 'fragile', seat: 'north' }, a.token)).body;
    setupFails = true;
    try {
      const j = await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
      expect(j.status).toBe(500);
    } finally {
      setupFails = false;
    }
    const d = (await api.get(`/api/games/${g.gameId}`, a.token)).body;
    expect(d.status).toBe('open');
    expect(d.seats).toEqual([
      { seat: 'north', playerId: a.playerId, name: 'Ann' },
      { seat: 'south', playerId: null, name: null },
    ]);
    expect((await api.get('/api/games', b.token)).body).toEqual([]);
    const again = await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
    expect(again.body).toMatchObject({ seat: 'south', started: true });
  });
});

describe('privacy', () => {
  it('an unseated player who knows the id gets neither the invite code nor the open game', async () => {
    const a = await player('Ann');
    const eve = await player('Eve');
    const g = (await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
    const peek = await api.get(`/api/games/${g.gameId}`, eve.token);
    expect(peek.status).toBe(403);
    expect(JSON.stringify(peek.body)).not.toContain(g.inviteCode);
    expect((await api.get(`/api/games/${g.gameId}/log`, eve.token)).status).toBe(403);
    // The table gets it; so does a creator who took no seat.
    expect((await api.get(`/api/games/${g.gameId}`, a.token)).body.inviteCode).toBe(g.inviteCode);
    const host = (await api.post('/api/games', { title: 'duel' }, a.token)).body;
    expect((await api.get(`/api/games/${host.gameId}`, a.token)).body.inviteCode).toBe(host.inviteCode);
    // Through the invitation, anyone may look and join.
    expect((await api.get(`/api/invites/${g.inviteCode}`, eve.token)).body.gameId).toBe(g.gameId);
  });

  it('a spectator link does not read the chat; the table does', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const { id } = await duelFor(a, b);
    await api.post(`/api/games/${id}/chat`, { text: 'our plan' }, a.token);
    const link = (await api.post(`/api/games/${id}/spectators`, undefined, a.token)).body;
    const spy = await api.get(`/api/games/${id}/chat?spectate=${encodeURIComponent(link.token)}`);
    expect(spy.status).toBe(403);
    expect(JSON.stringify(spy.body)).not.toContain('our plan');
    expect((await api.get(`/api/games/${id}/chat`, link.token)).status).toBe(403);
    expect((await api.get(`/api/games/${id}/chat`, b.token)).body).toMatchObject([{ text: 'our plan' }]);
  });

  it('a spectator link opened on a signed-in device shows the game', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const watcher = await player('Wes');
    const { id } = await duelFor(a, b);
    const link = (await api.post(`/api/games/${id}/spectators`, undefined, a.token)).body;
    const r = await api.get(`/api/games/${id}?spectate=${encodeURIComponent(link.token)}`, watcher.token);
    expect(r.status).toBe(200);
    expect(r.body.you).toEqual([]);
    expect(r.body.view.hand).toBeNull();
    expect(r.body.inviteCode).toBeUndefined();
    // A player token is no spectator link.
    expect((await api.get(`/api/games/${id}?spectate=${encodeURIComponent(a.token)}`)).status).toBe(401);
  });
});

describe('a commandId applies at most once', () => {
  it('a retry with the fresh expectedVersion is answered as a duplicate and applies nothing', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const { id } = await duelFor(a, b);
    const cmd = { commandId: 'retry-fresh-0001', expectedVersion: 1, command: { type: 'pass' } };
    const first = await api.post(`/api/games/${id}/commands`, cmd, a.token);
    expect(first.body).toEqual({ version: 2 });
    // The client re-read the game (version 2) and retried the same command.
    const again = await api.post(`/api/games/${id}/commands`, { ...cmd, expectedVersion: 2 }, a.token);
    expect(again.body).toEqual({ version: 2, duplicate: true });
    expect((await api.get(`/api/games/${id}`, a.token)).body.version).toBe(2);
    // South moves on; north's old commandId still never applies again, at any version.
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'retry-fresh-0002', expectedVersion: 2, command: { type: 'pass' } },
      b.token,
    );
    const late = await api.post(`/api/games/${id}/commands`, { ...cmd, expectedVersion: 3 }, a.token);
    expect(late.body).toEqual({ version: 2, duplicate: true });
    expect((await api.get(`/api/games/${id}/log`, a.token)).body.entries.map((e: { seq: number }) => e.seq)).toEqual([
      1, 2, 3,
    ]);
  });

  it('the same command sent twice at once applies once; the loser hears it was a duplicate', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const { id } = await duelFor(a, b);
    const cmd = { commandId: 'twice-at-once-1', expectedVersion: 1, command: { type: 'pass' } };
    const rs = await Promise.all([1, 2, 3].map(() => api.post(`/api/games/${id}/commands`, cmd, a.token)));
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(rs.filter((r) => r.body.duplicate === true)).toHaveLength(2);
    expect(new Set(rs.map((r) => r.body.version))).toEqual(new Set([2]));
    expect((await api.get(`/api/games/${id}`, a.token)).body.version).toBe(2);
  });
});

describe('push subscriptions', () => {
  const keys = { p256dh: 'BNc', auth: 'x' };

  it('accept only https endpoints of the browser push services', async () => {
    const a = await player('Ann');
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:8787/api/games',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://updates.push.services.mozilla.com/x',
    ]) {
      const r = await api.post('/api/push/subscriptions', { endpoint, keys }, a.token);
      expect(r.status, endpoint).toBe(400);
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-bl2p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await api.post('/api/push/subscriptions', { endpoint, keys }, a.token)).status, endpoint).toBe(201);
    }
    expect(allowedPushEndpoint('http://127.0.0.1:9000/push/1', ['http://127.0.0.1:9000'])).toBe(true);
    expect(allowedPushEndpoint('http://127.0.0.1:9001/push/1', ['http://127.0.0.1:9000'])).toBe(false);
  });

  it('keep at most 10 per player, dropping the oldest', async () => {
    const a = await player('Ann');
    for (let i = 0; i < 12; i++) {
      const endpoint = `https://fcm.googleapis.com/fcm/send/device-${i}`;
      expect((await api.post('/api/push/subscriptions', { endpoint, keys }, a.token)).status).toBe(201);
    }
    const { PlayerStore } = await import('../functions/src/store/players.ts');
    const { documentClient } = await import('../functions/src/store/client.ts');
    const players = new PlayerStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
    const kept = (await players.subscriptions(a.playerId)).map((s) => s.sub.endpoint).sort();
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain('https://fcm.googleapis.com/fcm/send/device-0');
    expect(kept).not.toContain('https://fcm.googleapis.com/fcm/send/device-1');
    expect(kept).toContain('https://fcm.googleapis.com/fcm/send/device-11');
  });

  it('the sender never posts to an endpoint off the list, and gives up on a slow one', async () => {
    const calls: string[] = [];
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(String(url));
      return new Promise<Response>((_res, rej) =>
        init?.signal?.addEventListener('abort', () => rej(new Error('timed out'))),
      );
    }) as typeof fetch;
    const webpush = (await import('web-push')).default;
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.com' };
    const sender = new WebPushSender(vapid, { fetcher, timeoutMs: 50 });
    const device = (await import('node:crypto')).createECDH('prime256v1');
    const sub = (endpoint: string) => ({
      endpoint,
      keys: { p256dh: device.generateKeys('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
    });
    const msg = { title: 't', body: 'b', url: '/' };
    expect(await sender.send(sub('http://10.0.0.1/internal'), msg)).toBe('gone');
    expect(calls).toEqual([]);
    const t0 = Date.now();
    expect(await sender.send(sub('https://fcm.googleapis.com/fcm/send/slow'), msg)).toBe('failed');
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(calls).toEqual(['https://fcm.googleapis.com/fcm/send/slow']);
  });
});

describe('tokens', () => {
  it('lists my devices; signing one out revokes its player token and the seat tokens it got', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const code = (await api.post('/api/players/me/transfer', undefined, a.token)).body.code;
    const phone = (
      await api.call('POST', '/api/players/claim', {
        body: { code },
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36',
        },
      })
    ).body;
    const { id, join } = await duelFor(b, { token: phone.token });
    const seatToken = join.body.seatToken as string;
    expect((await api.get(`/api/games/${id}`, seatToken)).status).toBe(200);
    const list = await api.get('/api/players/me/devices', a.token);
    expect(list.status).toBe(200);
    expect(list.body.devices).toHaveLength(2);
    const mine = list.body.devices.find((d: { current: boolean }) => d.current);
    const other = list.body.devices.find((d: { current: boolean }) => !d.current);
    expect(other.label).toBe('Chrome on Android');
    expect(JSON.stringify(list.body)).not.toMatch(/hx1\./);
    const out = await api.call('DELETE', `/api/players/me/devices/${other.deviceId}`, { token: a.token });
    expect(out.status).toBe(204);
    expect((await api.get('/api/players/me', phone.token)).status).toBe(401);
    expect((await api.get(`/api/games/${id}`, seatToken)).status).toBe(401);
    // The device that signed it out stays signed in, and still holds its seat in the game.
    expect((await api.get('/api/players/me', a.token)).status).toBe(200);
    expect((await api.get(`/api/games/${id}`, a.token)).body.you).toEqual(['south']);
    expect((await api.call('DELETE', `/api/players/me/devices/${other.deviceId}`, { token: a.token })).status).toBe(
      404,
    );
    expect((await api.call('DELETE', `/api/players/me/devices/${mine.deviceId}`, { token: b.token })).status).toBe(404);
  });

  it('only one transfer code is live at a time', async () => {
    const a = await player('Ann');
    const first = (await api.post('/api/players/me/transfer', undefined, a.token)).body.code;
    const second = (await api.post('/api/players/me/transfer', undefined, a.token)).body.code;
    expect(first).not.toBe(second);
    expect((await api.post('/api/players/claim', { code: first })).status).toBe(410);
    expect((await api.post('/api/players/claim', { code: second })).status).toBe(200);
  });

  it('spectator links are listed for the table and revoked by the creator', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const eve = await player('Eve');
    const { id } = await duelFor(a, b);
    const byBob = (await api.post(`/api/games/${id}/spectators`, undefined, b.token)).body;
    const byAnn = (await api.post(`/api/games/${id}/spectators`, undefined, a.token)).body;
    const watch = (t: string) => api.get(`/api/games/${id}?spectate=${encodeURIComponent(t)}`);
    expect((await watch(byBob.token)).status).toBe(200);
    const listed = (await api.get(`/api/games/${id}/spectators`, b.token)).body.links;
    expect(listed.map((l: { createdByName: string; revocable: boolean }) => [l.createdByName, l.revocable])).toEqual([
      ['Bob', true],
      ['Ann', false],
    ]);
    expect(JSON.stringify(listed)).not.toContain(byBob.token);
    expect((await api.get(`/api/games/${id}/spectators`, eve.token)).status).toBe(403);
    // Bob made his, Ann created the game: both may revoke Bob's; Bob may not revoke Ann's.
    expect((await api.call('DELETE', `/api/games/${id}/spectators/${byAnn.linkId}`, { token: b.token })).status).toBe(
      403,
    );
    expect((await api.call('DELETE', `/api/games/${id}/spectators/${byBob.linkId}`, { token: a.token })).status).toBe(
      204,
    );
    expect((await watch(byBob.token)).status).toBe(401);
    expect((await watch(byAnn.token)).status).toBe(200);
  });

  it('caps spectator links at 10 live per game', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const { id } = await duelFor(a, b);
    for (let i = 0; i < 10; i++)
      expect((await api.post(`/api/games/${id}/spectators`, undefined, a.token)).status).toBe(201);
    expect(await api.post(`/api/games/${id}/spectators`, undefined, a.token)).toMatchObject({
      status: 409,
      body: { error: 'too_many_links' },
    });
  });

  it('a token in the query string only reads, and only a game', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const { id } = await duelFor(a, b);
    const q = `access_token=${encodeURIComponent(a.token)}`;
    const write = await api.call('POST', `/api/games/${id}/commands?${q}`, {
      body: { commandId: 'query-token-1', expectedVersion: 1, command: { type: 'pass' } },
    });
    expect(write.status).toBe(401);
    expect((await api.call('POST', `/api/games/${id}/chat?${q}`, { body: { text: 'hi' } })).status).toBe(401);
    expect((await api.get(`/api/players/me?${q}`)).status).toBe(401);
    expect((await api.post(`/api/players/me/transfer?${q}`, {})).status).toBe(401);
    expect((await api.get(`/api/games/${id}?${q}`)).status).toBe(200);
    expect((await api.get(`/api/games/${id}`, a.token)).body.version).toBe(1);
  });

  it('caps open update streams per token', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const { id } = await duelFor(a, b);
    const ctrls: AbortController[] = [];
    const open = async () => {
      const ctrl = new AbortController();
      ctrls.push(ctrl);
      return fetch(`${server.url}/api/games/${id}/stream`, {
        headers: { authorization: `Bearer ${a.token}` },
        signal: ctrl.signal,
      });
    };
    try {
      for (let i = 0; i < 4; i++) expect((await open()).status).toBe(200);
      const fifth = await open();
      expect(fifth.status).toBe(429);
      expect(fifth.headers.get('retry-after')).toBeTruthy();
      // Another player's streams are their own.
      const bobCtrl = new AbortController();
      ctrls.push(bobCtrl);
      const bobs = await fetch(`${server.url}/api/games/${id}/stream`, {
        headers: { authorization: `Bearer ${b.token}` },
        signal: bobCtrl.signal,
      });
      expect(bobs.status).toBe(200);
    } finally {
      for (const c of ctrls) c?.abort();
    }
    // Closed streams free their places.
    await new Promise((r) => setTimeout(r, 200));
    const again = await open();
    expect(again.status).toBe(200);
    ctrls.at(-1)?.abort();
  });
});

describe('content types', () => {
  it('only application/json (with a utf-8 charset at most) is JSON', async () => {
    const send = (type: string) =>
      api.call('POST', '/api/players', { raw: JSON.stringify({ name: 'Typ' }), headers: { 'content-type': type } });
    for (const t of ['text/plain; x=application/json', 'application/jsonp', 'application/json-patch+json', 'text/json'])
      expect((await send(t)).status, t).toBe(415);
    expect((await send('application/json; charset=latin1')).status).toBe(415);
    for (const t of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])
      expect((await send(t)).status, t).toBe(201);
  });
});

describe('bounded lists and holdings', () => {
  it('GET /api/games pages finished games with a cursor; running games come first, all of them', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const running = await duelFor(a, b);
    for (let i = 0; i < 53; i++) {
      const g = await duelFor(a, b, 'instant');
      expect(g.join.status).toBe(200);
    }
    const first = await api.get('/api/games', a.token);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(51);
    expect(first.body[0]).toMatchObject({ gameId: running.id, status: 'active' });
    expect(first.body.slice(1).every((g: { status: string }) => g.status === 'finished')).toBe(true);
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    expect(first.headers.get('link')).toContain('rel="next"');
    const second = await api.get(`/api/games?cursor=${encodeURIComponent(next as string)}`, a.token);
    expect(second.body).toHaveLength(3);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    const ids = [...first.body, ...second.body].map((g: { gameId: string }) => g.gameId);
    expect(new Set(ids).size).toBe(54);
    expect((await api.get('/api/games?cursor=nonsense', a.token)).status).toBe(400);
  });

  it('caps the games not yet over that one player may sit in', async () => {
    const a = await player('Ann');
    for (let i = 0; i < 100; i++)
      expect((await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).status).toBe(201);
    const over = await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token);
    expect(over).toMatchObject({ status: 409, body: { error: 'too_many_games' } });
    const b = await player('Bob');
    const theirs = (await api.post('/api/games', { title: 'duel', seat: 'north' }, b.token)).body;
    expect(
      (await api.post(`/api/games/${theirs.gameId}/join`, { inviteCode: theirs.inviteCode }, a.token)).status,
    ).toBe(409);
  });
});

describe('rate limits', () => {
  let limited: LocalServer;
  let lapi: ReturnType<typeof client>;
  const clock = fakeClock();
  beforeAll(async () => {
    limited = await startLocal({
      port: 0,
      dataDir: null,
      titles: { duel: base },
      sweepMs: 0,
      clock: clock.now,
      log: () => {},
    });
    lapi = client(limited.url);
  });
  afterAll(async () => limited?.close());

  it('account creation per client address: 429 with Retry-After, then allowed again after the window', async () => {
    for (let i = 0; i < 20; i++) expect((await lapi.post('/api/players', { name: `P${i}` })).status).toBe(201);
    const r = await lapi.post('/api/players', { name: 'One too many' });
    expect(r.status).toBe(429);
    expect(r.body.error).toBe('rate_limited');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    clock.hours(1);
    expect((await lapi.post('/api/players', { name: 'Later' })).status).toBe(201);
  });

  it('invite codes, joins and transfer claims cannot be guessed at speed', async () => {
    clock.hours(1);
    const a = await player('Ann', lapi);
    const g = (await lapi.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
    const guesses: number[] = [];
    for (let i = 0; i < 31; i++) guesses.push((await lapi.get(`/api/invites/GUESS${100 + i}`, a.token)).status);
    expect(guesses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(guesses[30]).toBe(429);
    // The right code is refused too while the limit holds: guessing gains nothing.
    expect((await lapi.get(`/api/invites/${g.inviteCode}`, a.token)).status).toBe(429);

    const eve = await player('Eve', lapi);
    const joins: number[] = [];
    for (let i = 0; i < 21; i++)
      joins.push((await lapi.post(`/api/games/${g.gameId}/join`, { inviteCode: `WRONG${i}X` }, eve.token)).status);
    expect(joins.slice(0, 20).every((s) => s === 403)).toBe(true);
    expect(joins[20]).toBe(429);

    const claims: number[] = [];
    for (let i = 0; i < 11; i++) claims.push((await lapi.post('/api/players/claim', { code: `NOPE${i}NOPE` })).status);
    expect(claims.slice(0, 10).every((s) => s === 410)).toBe(true);
    expect(claims[10]).toBe(429);
    clock.hours(1);
    expect((await lapi.get(`/api/invites/${g.inviteCode}`, a.token)).status).toBe(200);
  });

  it('chat messages per player per game', async () => {
    clock.hours(1);
    const a = await player('Ann', lapi);
    const b = await player('Bob', lapi);
    const g = (await lapi.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
    await lapi.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
    for (let i = 0; i < 30; i++)
      expect((await lapi.post(`/api/games/${g.gameId}/chat`, { text: `m${i}` }, a.token)).status).toBe(201);
    expect((await lapi.post(`/api/games/${g.gameId}/chat`, { text: 'spam' }, a.token)).status).toBe(429);
    expect((await lapi.post(`/api/games/${g.gameId}/chat`, { text: 'my turn to talk' }, b.token)).status).toBe(201);
  });
});
