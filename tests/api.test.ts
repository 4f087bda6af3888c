/**
 * The API through the real Hono app over HTTP on dynalite: every core route,
 * every documented error status, hostile bodies, forged seats and tokens, and
 * no secret in any answer. Every answer is recorded; none may be a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocal, type LocalServer } from '../functions/src/local/server.ts';
import { documentClient } from '../functions/src/store/client.ts';
import { GameStore } from '../functions/src/store/games.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';
import { client, relaxedRates } from './support/api.ts';
import { duel } from './fixture/duel.ts';

let server: LocalServer;
let api: ReturnType<typeof client>;
const seen: { status: number; text: string; what: string }[] = [];

beforeAll(async () => {
  // `solo` is the duel with one seat needed, to exercise starting before every seat is taken.
  const solo = { ...duel, id: 'solo', title: 'Duel (solo start)', minSeats: 1 } as AnyGame;
  server = await startLocal({
    port: 0,
    dataDir: null,
    titles: { duel: duel as AnyGame, solo },
    sweepMs: 0,
    rates: relaxedRates,
    log: () => {},
  });
  const raw = client(server.url);
  // Record every answer for the no-5xx and no-secret checks at the end.
  const call: typeof raw.call = async (method, path, opts) => {
    const r = await raw.call(method, path, opts);
    seen.push({ status: r.status, text: JSON.stringify(r.body), what: `${method} ${path}` });
    return r;
  };
  api = {
    call,
    get: (path, token) => call('GET', path, { token }),
    post: (path, body, token) => call('POST', path, { body, token }),
    put: (path, body, token) => call('PUT', path, { body, token }),
  };
});
afterAll(async () => server?.close());

async function player(name: string) {
  const r = await api.post('/api/players', { name });
  expect(r.status).toBe(201);
  return r.body as { playerId: string; token: string };
}

/** A started duel between two new players; north moves first. */
async function startedGame() {
  const a = await player('Ann');
  const b = await player('Bob');
  const g = await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token);
  expect(g.status).toBe(201);
  const j = await api.post(`/api/games/${g.body.gameId}/join`, { inviteCode: g.body.inviteCode }, b.token);
  expect(j.body).toMatchObject({ seat: 'south', started: true });
  return {
    a,
    b,
    id: g.body.gameId as string,
    invite: g.body.inviteCode as string,
    northSeat: g.body.seatToken,
    southSeat: j.body.seatToken,
  };
}

async function state(id: string, token: string) {
  const d = await api.get(`/api/games/${id}`, token);
  const log = await api.get(`/api/games/${id}/log`, token);
  return { version: d.body.version as number, entries: (log.body.entries as unknown[]).length };
}

describe('health, players and titles', () => {
  it('GET /api/health is 200 {ok:true}', async () => {
    expect(await api.get('/api/health')).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('POST /api/players makes a player with a token; bad names are 400', async () => {
    const p = await api.post('/api/players', { name: '  Ann  ' });
    expect(p.status).toBe(201);
    expect(p.body.token).toMatch(/^hx1\./);
    expect((await api.get('/api/players/me', p.body.token)).body).toMatchObject({
      name: 'Ann',
      playerId: p.body.playerId,
    });
    expect((await api.post('/api/players', { name: '' })).status).toBe(400);
    expect((await api.post('/api/players', { name: 'x'.repeat(41) })).status).toBe(400);
    expect((await api.post('/api/players', { name: 7 })).status).toBe(400);
    expect((await api.post('/api/players', { name: 'A', admin: true })).status).toBe(400);
    expect((await api.post('/api/players', [])).status).toBe(400);
  });

  it('malformed JSON is 400, a body that is not JSON is 415, an oversized one 413', async () => {
    const bad = await api.call('POST', '/api/players', { raw: '{"name": "Ann"' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid' } });
    const form = await api.call('POST', '/api/players', {
      raw: 'name=Ann',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const big = await api.call('POST', '/api/players', { raw: JSON.stringify({ name: 'x'.repeat(100_000) }) });
    expect(big).toMatchObject({ status: 413, body: { error: 'too_large' } });
  });

  it('missing, forged and tampered tokens are 401', async () => {
    expect((await api.get('/api/players/me')).status).toBe(401);
    expect((await api.get('/api/players/me', 'nonsense')).status).toBe(401);
    const p = await player('Eve');
    const [h, payload, sig] = p.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, playerId: 'someone-else' })).toString('base64url');
    expect((await api.get('/api/players/me', `${h}.${forged}.${sig}`)).status).toBe(401);
    expect((await api.get('/api/players/me', `${h}.${payload}.${sig.slice(0, -2)}xx`)).status).toBe(401);
  });

  it('PATCH /api/players/me renames and sets quiet hours; a bad zone is 400', async () => {
    const p = await player('Cat');
    const r = await api.call('PATCH', '/api/players/me', {
      token: p.token,
      body: { name: 'Kat', quietHours: { from: 1320, to: 420, tz: 'Europe/Berlin' } },
    });
    expect(r.body).toMatchObject({ name: 'Kat', quietHours: { from: 1320 } });
    const bad = await api.call('PATCH', '/api/players/me', {
      token: p.token,
      body: { quietHours: { from: 1, to: 2, tz: 'Mars/Olympus' } },
    });
    expect(bad.status).toBe(400);
  });

  it('a transfer code moves a player to a new device once', async () => {
    const p = await player('Dan');
    const t = await api.post('/api/players/me/transfer', undefined, p.token);
    expect(t.status).toBe(201);
    const claim = await api.post('/api/players/claim', { code: t.body.code });
    expect(claim).toMatchObject({ status: 200, body: { playerId: p.playerId } });
    expect((await api.get('/api/players/me', claim.body.token)).body.name).toBe('Dan');
    expect((await api.post('/api/players/claim', { code: t.body.code })).status).toBe(410);
  });

  it('GET /api/titles lists every playable game; /api/titles/:id gives its config form', async () => {
    const t = await api.get('/api/titles');
    expect(t.body).toContainEqual({ id: 'duel', title: 'Duel (test fixture)', minSeats: 2, maxSeats: 2 });
    expect(t.body).toHaveLength(2);
    const d = await api.get('/api/titles/duel');
    expect(d.body).toMatchObject({ id: 'duel', seats: ['north', 'south'], defaults: { target: 15 } });
    expect(d.body.config.properties.target).toBeTruthy();
    expect((await api.get('/api/titles/chess')).status).toBe(404);
  });

  it('answers compressed when the client accepts it, as CloudFront does in the cloud, and plain when it does not', async () => {
    const g = await startedGame();
    const big = await fetch(`${server.url}/api/games/${g.id}/export`, {
      headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${g.a.token}` },
    });
    const text = await big.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(text).game.gameId).toBe(g.id);
    const plain = await fetch(`${server.url}/api/games/${g.id}/export`, {
      headers: { 'accept-encoding': 'identity', authorization: `Bearer ${g.a.token}` },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('creating, joining and starting games', () => {
  it('POST /api/games is 201 with an invite; bad input changes nothing', async () => {
    const a = await player('Ann');
    expect((await api.post('/api/games', { title: 'duel' })).status).toBe(401);
    expect(await api.post('/api/games', { title: 'chess' }, a.token)).toMatchObject({
      status: 404,
      body: { error: 'unknown_title' },
    });
    expect((await api.post('/api/games', { title: 'duel', config: { target: 'high' } }, a.token)).status).toBe(400);
    expect((await api.post('/api/games', { title: 'duel', seat: 'east' }, a.token)).status).toBe(400);
    expect((await api.post('/api/games', { title: 'duel', timing: { decisionHours: -1 } }, a.token)).status).toBe(400);
    expect((await api.get('/api/games', a.token)).body).toEqual([]);
    const g = await api.post('/api/games', { title: 'duel', seat: 'south', config: { target: 20 } }, a.token);
    expect(g.status).toBe(201);
    expect(g.body.seats).toEqual([
      { seat: 'north', playerId: null, name: null },
      { seat: 'south', playerId: a.playerId, name: 'Ann' },
    ]);
    const inv = await api.get(`/api/invites/${g.body.inviteCode}`);
    expect(inv.body).toMatchObject({ gameId: g.body.gameId, title: 'duel', status: 'open' });
    expect((await api.get('/api/invites/NOPE1234')).status).toBe(404);
    const list = (await api.get('/api/games', a.token)).body;
    expect(list).toMatchObject([{ gameId: g.body.gameId, status: 'open', yourMove: false, seats: ['south'] }]);
  });

  it('join: wrong code 403, unknown seat 400, taken seat 409, unknown game 404; full table starts by itself', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const c = await player('Cy');
    const g = (await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
    const path = `/api/games/${g.gameId}/join`;
    expect((await api.post(path, { inviteCode: 'WRONG123' }, b.token)).status).toBe(403);
    expect((await api.post(path, { inviteCode: g.inviteCode, seat: 'east' }, b.token)).status).toBe(400);
    expect(await api.post(path, { inviteCode: g.inviteCode, seat: 'north' }, b.token)).toMatchObject({
      status: 409,
      body: { error: 'seat_taken' },
    });
    expect((await api.post('/api/games/zzzzzzzzzz/join', { inviteCode: g.inviteCode }, b.token)).status).toBe(404);
    const j = await api.post(path, { inviteCode: g.inviteCode, seat: 'south' }, b.token);
    expect(j).toMatchObject({ status: 200, body: { seat: 'south', started: true } });
    expect((await api.post(path, { inviteCode: g.inviteCode }, c.token)).status).toBe(409);
    expect((await api.get(`/api/games/${g.gameId}`, a.token)).body).toMatchObject({ status: 'active', version: 1 });
  });

  it('start: only the creator, only once, only with enough players', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const g = (await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
    expect((await api.post(`/api/games/${g.gameId}/start`, undefined, b.token)).status).toBe(403);
    expect(await api.post(`/api/games/${g.gameId}/start`, undefined, a.token)).toMatchObject({
      status: 409,
      body: { error: 'not_enough_players' },
    });
    await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
    expect(await api.post(`/api/games/${g.gameId}/start`, undefined, a.token)).toMatchObject({
      status: 409,
      body: { error: 'already_started' },
    });
  });

  it('commands before the start are 409 not_started', async () => {
    const a = await player('Ann');
    const g = (await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
    const r = await api.post(
      `/api/games/${g.gameId}/commands`,
      { commandId: 'early-001', expectedVersion: 0, command: { type: 'pass' } },
      a.token,
    );
    expect(r).toMatchObject({ status: 409, body: { error: 'not_started' } });
  });
});

describe('playing', () => {
  it('GET /api/games/:id shows the caller their own hand only, with an ETag and 304', async () => {
    const { a, b, id } = await startedGame();
    const north = await api.get(`/api/games/${id}`, a.token);
    const south = await api.get(`/api/games/${id}`, b.token);
    expect(north.body.view.hand).toHaveLength(3);
    expect(south.body.view.hand).toHaveLength(3);
    expect(north.body.view.hand).not.toEqual(south.body.view.hand);
    expect(north.body.you).toEqual(['north']);
    expect(Object.keys(north.body.choices)).toEqual(['north']);
    expect(south.body.choices).toEqual({});
    expect(north.body.pending).toMatchObject([{ seat: 'north', kind: 'turn', timeout: true }]);
    // Nothing of south's hand appears anywhere in north's answer.
    for (const card of south.body.view.hand as number[]) expect(north.body.view.hand).not.toContain(card);
    expect(north.headers.get('etag')).toBe('W/"1"');
    const again = await api.call('GET', `/api/games/${id}`, { token: a.token, headers: { 'if-none-match': 'W/"1"' } });
    expect(again.status).toBe(304);
    const stranger = await player('Zed');
    expect((await api.get(`/api/games/${id}`, stranger.token)).status).toBe(403);
    expect((await api.get('/api/games/zzzzzzzzzz', a.token)).status).toBe(404);
  });

  it('POST commands: 200, then stale 409 with the version, rule breach 422, malformed 400, not your seat 403 — and the bad ones change nothing', async () => {
    const { a, b, id, northSeat, southSeat } = await startedGame();
    const path = `/api/games/${id}/commands`;
    const hand = (await api.get(`/api/games/${id}`, a.token)).body.view.hand as number[];
    const notHeld = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((n) => !hand.includes(n));
    const before = await state(id, a.token);
    const refusals: [unknown, string | undefined, number, string][] = [
      [{ commandId: 'bad-00001', expectedVersion: 1, command: { type: 'play', card: notHeld } }, a.token, 422, 'rule'],
      [{ commandId: 'bad-00002', expectedVersion: 1, command: { type: 'fly' } }, a.token, 400, 'invalid'],
      [
        { commandId: 'bad-00003', expectedVersion: 1, command: { type: 'play', card: 'seven' } },
        a.token,
        400,
        'invalid',
      ],
      [{ commandId: 'bad-00004', expectedVersion: 1 }, a.token, 400, 'invalid'],
      [{ expectedVersion: 1, command: { type: 'pass' } }, a.token, 400, 'invalid'],
      [{ commandId: 'bad-00005', expectedVersion: '1', command: { type: 'pass' } }, a.token, 400, 'invalid'],
      [{ commandId: 'bad-00006', expectedVersion: 0, command: { type: 'pass' } }, a.token, 409, 'version_conflict'],
      [{ commandId: 'bad-00007', expectedVersion: 1, command: { type: 'pass' } }, b.token, 422, 'rule'],
      [
        { commandId: 'bad-00008', expectedVersion: 1, command: { type: 'pass' }, seat: 'north' },
        b.token,
        403,
        'forbidden',
      ],
      [
        { commandId: 'bad-00009', expectedVersion: 1, command: { type: 'pass' }, seat: 'north' },
        southSeat,
        403,
        'forbidden',
      ],
      [{ commandId: 'bad-00010', expectedVersion: 1, command: { type: 'pass' } }, undefined, 401, 'unauthorized'],
    ];
    for (const [body, token, status, error] of refusals) {
      const r = await api.post(path, body, token);
      expect({ status: r.status, error: r.body.error }, JSON.stringify(body)).toEqual({ status, error });
    }
    const stale = await api.post(
      path,
      { commandId: 'bad-00011', expectedVersion: 0, command: { type: 'pass' } },
      a.token,
    );
    expect(stale.body.version).toBe(1);
    const rule = await api.post(
      path,
      { commandId: 'bad-00012', expectedVersion: 1, command: { type: 'play', card: notHeld } },
      a.token,
    );
    expect(rule.body).toMatchObject({ error: 'rule', code: 'rule/not_in_hand' });
    expect(rule.body.message).toMatch(/do not hold/);
    expect(await state(id, a.token)).toEqual(before);

    // The seat token acts for its seat.
    const ok = await api.post(
      path,
      { commandId: 'good-0001', expectedVersion: 1, command: { type: 'pass' } },
      northSeat,
    );
    expect(ok).toMatchObject({ status: 200, body: { version: 2 } });
    expect((await api.get(`/api/games/${id}`, b.token)).body.choices.south.length).toBeGreaterThan(0);
  });

  it('a retry long after (its commit behind a snapshot) still answers the stored version and applies nothing', async () => {
    const { a, b, id } = await startedGame();
    const path = `/api/games/${id}/commands`;
    const first = { commandId: 'old-00001', expectedVersion: 1, command: { type: 'pass' } };
    expect((await api.post(path, first, a.token)).body).toEqual({ version: 2 });
    for (let v = 2; v < 40; v++) {
      const r = await api.post(
        path,
        { commandId: `later-${String(v).padStart(4, '0')}`, expectedVersion: v, command: { type: 'pass' } },
        v % 2 ? a.token : b.token,
      );
      expect(r.status).toBe(200);
    }
    expect(await api.post(path, first, a.token)).toMatchObject({ status: 200, body: { version: 2, duplicate: true } });
    expect((await state(id, a.token)).version).toBe(40);
  });

  it('two writers racing on one version: exactly one wins, the other gets 409 and the fresh version', async () => {
    const { a, id } = await startedGame();
    const path = `/api/games/${id}/commands`;
    const rs = await Promise.all([
      api.post(path, { commandId: 'race-0001', expectedVersion: 1, command: { type: 'pass' } }, a.token),
      api.post(path, { commandId: 'race-0002', expectedVersion: 1, command: { type: 'roll' } }, a.token),
    ]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = rs.find((r) => r.status === 409);
    expect(lost?.body).toMatchObject({ error: 'version_conflict', version: 2 });
    expect((await state(id, a.token)).version).toBe(2);
  });

  it('the log is redacted per seat and pages with ?after=', async () => {
    const { a, b, id } = await startedGame();
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'log-00001', expectedVersion: 1, command: { type: 'roll' } },
      a.token,
    );
    const northLog = (await api.get(`/api/games/${id}/log`, a.token)).body;
    const southLog = (await api.get(`/api/games/${id}/log`, b.token)).body;
    expect(northLog.version).toBe(2);
    const dealtN = northLog.entries[0].event;
    const dealtS = southLog.entries[0].event;
    expect(dealtN.hands.north).toHaveLength(3);
    expect(dealtN.hands.south).toEqual([]);
    expect(dealtS.hands.north).toEqual([]);
    expect(dealtN.deck).toEqual([]);
    expect(northLog.entries[1]).toMatchObject({ seq: 2, seat: 'north', by: null, event: { type: 'rolled' } });
    expect(northLog.entries[1].text).toMatch(/^north rolls \d and draws a card\.$/);
    // South sees the roll but not which card north drew.
    expect(southLog.entries[1].event.drew).toBe(0);
    expect(
      (await api.get(`/api/games/${id}/log?after=1`, a.token)).body.entries.map((e: { seq: number }) => e.seq),
    ).toEqual([2]);
    expect((await api.get(`/api/games/${id}/log?after=-1`, a.token)).status).toBe(400);
    expect((await api.get(`/api/games/${id}/log?after=abc`, a.token)).status).toBe(400);
  });

  it('standing orders answer out-of-turn questions without waiting', async () => {
    const { a, b, id } = await startedGame();
    expect((await api.put(`/api/games/${id}/orders`, { orders: { respond: 'sometimes' } }, b.token)).status).toBe(400);
    const set = await api.put(`/api/games/${id}/orders`, { orders: { respond: 'accept' } }, b.token);
    expect(set).toMatchObject({ status: 200, body: { seat: 'south', orders: { respond: 'accept' } } });
    expect((await api.get(`/api/games/${id}/orders`, b.token)).body.orders).toEqual({ respond: 'accept' });
    expect((await api.put(`/api/games/${id}/orders`, { orders: {}, seat: 'north' }, b.token)).status).toBe(403);
    const hand = (await api.get(`/api/games/${id}`, a.token)).body.view.hand as number[];
    const r = await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'ord-00001', expectedVersion: 1, command: { type: 'play', card: hand[0] } },
      a.token,
    );
    expect(r.body.version).toBe(3);
    const log = (await api.get(`/api/games/${id}/log?after=1`, a.token)).body.entries;
    expect(log).toMatchObject([
      { seat: 'north', by: null, event: { type: 'played' } },
      { seat: 'south', by: 'standing', event: { type: 'accepted' } },
    ]);
    const d = (await api.get(`/api/games/${id}`, b.token)).body;
    expect(d.pending).toMatchObject([{ seat: 'south', kind: 'turn' }]);
  });

  it('my games lists games waiting for me first', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const mk = async () => {
      const g = (await api.post('/api/games', { title: 'duel', seat: 'north' }, a.token)).body;
      await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
      return g.gameId as string;
    };
    const g1 = await mk();
    const g2 = await mk();
    await api.post(
      `/api/games/${g1}/commands`,
      { commandId: 'mine-0001', expectedVersion: 1, command: { type: 'pass' } },
      a.token,
    );
    const list = (await api.get('/api/games', b.token)).body as {
      gameId: string;
      yourMove: boolean;
      deadline: string | null;
    }[];
    expect(list.map((g) => [g.gameId, g.yourMove])).toEqual([
      [g1, true],
      [g2, false],
    ]);
    expect(list[0]?.deadline).toMatch(/T/);
  });

  it('chat, spectator links, notifications and export', async () => {
    const { a, b, id } = await startedGame();
    const m = await api.post(`/api/games/${id}/chat`, { text: 'good luck' }, a.token);
    expect(m).toMatchObject({ status: 201, body: { text: 'good luck', seat: 'north', name: 'Ann' } });
    expect((await api.post(`/api/games/${id}/chat`, { text: '' }, a.token)).status).toBe(400);
    expect((await api.get(`/api/games/${id}/chat`, b.token)).body).toMatchObject([{ text: 'good luck' }]);
    expect((await api.get(`/api/games/${id}/chat?after=${encodeURIComponent(m.body.at)}`, b.token)).body).toEqual([]);
    const stranger = await player('Zed');
    expect((await api.post(`/api/games/${id}/chat`, { text: 'hi' }, stranger.token)).status).toBe(403);

    const link = await api.post(`/api/games/${id}/spectators`, undefined, a.token);
    expect(link.status).toBe(201);
    const watch = await api.get(`/api/games/${id}?spectate=${encodeURIComponent(link.body.token)}`);
    expect(watch.body.view.hand).toBeNull();
    expect(watch.body.you).toEqual([]);
    expect(watch.body.choices).toEqual({});
    const spectatorLog = (await api.get(`/api/games/${id}/log`, link.body.token)).body.entries;
    expect(spectatorLog[0].event.hands).toEqual({ north: [], south: [] });
    expect(
      (
        await api.post(
          `/api/games/${id}/commands`,
          { commandId: 'spec-0001', expectedVersion: 1, command: { type: 'pass' } },
          link.body.token,
        )
      ).status,
    ).toBe(403);
    expect((await api.post(`/api/games/${id}/chat`, { text: 'boo' }, link.body.token)).status).toBe(403);

    expect(await api.put(`/api/games/${id}/notifications`, { enabled: false }, b.token)).toMatchObject({
      status: 200,
      body: { enabled: false },
    });
    expect(
      (await api.get('/api/games', b.token)).body.find((g: { gameId: string }) => g.gameId === id).notifications,
    ).toBe(false);
    expect(
      (await api.get('/api/games', a.token)).body.find((g: { gameId: string }) => g.gameId === id).notifications,
    ).toBe(true);
    expect((await api.put(`/api/games/${id}/notifications`, { enabled: false }, stranger.token)).status).toBe(404);

    const exp = await api.get(`/api/games/${id}/export`, b.token);
    expect(exp.headers.get('content-disposition')).toMatch(/attachment/);
    expect(exp.body.log[0].event.hands.north).toEqual([]);
  });

  it('push subscription routes validate and store', async () => {
    const a = await player('Ann');
    expect((await api.get('/api/push/key')).body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BNc', auth: 'x' } };
    expect((await api.post('/api/push/subscriptions', sub, a.token)).status).toBe(201);
    expect((await api.post('/api/push/subscriptions', { endpoint: 'not a url', keys: sub.keys }, a.token)).status).toBe(
      400,
    );
    expect(
      (await api.call('DELETE', '/api/push/subscriptions', { token: a.token, body: { endpoint: sub.endpoint } }))
        .status,
    ).toBe(204);
  });

  it('the stream sends a version event when the game changes', async () => {
    const { a, b, id } = await startedGame();
    const ctrl = new AbortController();
    const res = await fetch(`${server.url}/api/games/${id}/stream?access_token=${encodeURIComponent(b.token)}`, {
      signal: ctrl.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await until('"version":1');
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'sse-00001', expectedVersion: 1, command: { type: 'pass' } },
      a.token,
    );
    await until('"version":2');
    expect(text).toMatch(/event: version/);
    ctrl.abort();
  });

  it('fuzzed bodies on every write route are 4xx and change nothing', async () => {
    const { a, id } = await startedGame();
    const before = await state(id, a.token);
    const bodies = [
      '',
      'null',
      '[]',
      '0',
      '"x"',
      '{',
      '{"commandId":{}}',
      JSON.stringify({ command: { type: 'pass', extra: 'x'.repeat(5000) } }),
      '\u0000',
      '{"__proto__":{"admin":true}}',
    ];
    const routes = [
      '/api/players',
      '/api/games',
      `/api/games/${id}/join`,
      `/api/games/${id}/commands`,
      `/api/games/${id}/chat`,
      '/api/push/subscriptions',
      '/api/players/claim',
    ];
    for (const route of routes) {
      for (const raw of bodies) {
        const r = await api.call('POST', route, { raw, token: a.token });
        expect(r.status, `${route} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${route} ${raw}`).toBeLessThan(500);
        expect(typeof r.body.message, `${route} ${raw}`).toBe('string');
      }
    }
    expect((await api.call('PUT', `/api/games/${id}/orders`, { raw: '{"orders":', token: a.token })).status).toBe(400);
    expect((await api.get('/api/nothing-here')).status).toBe(404);
    expect(await state(id, a.token)).toEqual(before);
  });

  it('no answer was a 5xx, and none carried a game seed', async () => {
    const store = new GameStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
    const ids = [
      ...new Set(seen.flatMap((s) => [...s.text.matchAll(/"gameId":"([a-z0-9]+)"/g)].map((m) => m[1] as string))),
    ];
    expect(ids.length).toBeGreaterThan(5);
    const seeds = (await store.metas(ids)).map((m) => m.seed);
    for (const s of seen) {
      expect(s.status, s.what).toBeLessThan(500);
      for (const seed of seeds) expect(s.text.includes(seed), s.what).toBe(false);
    }
  });
});

describe('starting early', () => {
  it('gives the seats nobody took to the creator, who then plays them', async () => {
    const a = await player('Ann');
    const g = (await api.post('/api/games', { title: 'solo', seat: 'north' }, a.token)).body;
    expect((await api.post(`/api/games/${g.gameId}/start`, undefined, a.token)).status).toBe(200);
    const d = (await api.get(`/api/games/${g.gameId}`, a.token)).body;
    expect(d.status).toBe('active');
    expect(d.you).toEqual(['north', 'south']);
    // North moves; then the same player answers for south, naming the seat only when both wait.
    const r = await api.post(
      `/api/games/${g.gameId}/commands`,
      { commandId: 'solo-0001', expectedVersion: 1, command: { type: 'pass' } },
      a.token,
    );
    expect(r.status).toBe(200);
    // Holding both seats, one sees the game as the seat it waits on: south now, with south's hand.
    const both = (await api.get(`/api/games/${g.gameId}`, a.token)).body;
    expect(both.pending[0].seat).toBe('south');
    expect(both.view.you).toBe('south');
    const r2 = await api.post(
      `/api/games/${g.gameId}/commands`,
      { commandId: 'solo-0002', expectedVersion: 2, command: { type: 'pass' } },
      a.token,
    );
    expect(r2.status).toBe(200);
    expect((await api.get(`/api/games/${g.gameId}?seat=south`, a.token)).body.view.you).toBe('south');
    expect(
      (await api.get(`/api/games/${g.gameId}/log`, a.token)).body.entries.map((e: { seat: string }) => e.seat),
    ).toEqual([null, 'north', 'south']);
  });
});

describe('replay', () => {
  it('GET /view?at=N shows the board as the caller saw it after event N', async () => {
    const { a, id } = await startedGame();
    const before = (await api.get(`/api/games/${id}`, a.token)).body.view;
    await api.post(
      `/api/games/${id}/commands`,
      { commandId: 'rep-00001', expectedVersion: 1, command: { type: 'roll' } },
      a.token,
    );
    const now = (await api.get(`/api/games/${id}`, a.token)).body.view;
    expect(now.turn).toBe(2);
    expect((await api.get(`/api/games/${id}/view?at=1`, a.token)).body).toEqual({ version: 1, view: before });
    expect((await api.get(`/api/games/${id}/view?at=2`, a.token)).body.view).toEqual(now);
    expect((await api.get(`/api/games/${id}/view?at=0`, a.token)).status).toBe(400);
    expect((await api.get(`/api/games/${id}/view?at=3`, a.token)).status).toBe(400);
    const stranger = await player('Zed');
    expect((await api.get(`/api/games/${id}/view?at=1`, stranger.token)).status).toBe(403);
  });

  it('a finished game replays in full: every hand is shown to everyone', async () => {
    const a = await player('Ann');
    const b = await player('Bob');
    const g = (await api.post('/api/games', { title: 'duel', seat: 'north', config: { maxTurns: 2 } }, a.token)).body;
    await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
    await api.post(
      `/api/games/${g.gameId}/commands`,
      { commandId: 'end-00001', expectedVersion: 1, command: { type: 'pass' } },
      a.token,
    );
    await api.post(
      `/api/games/${g.gameId}/commands`,
      { commandId: 'end-00002', expectedVersion: 2, command: { type: 'pass' } },
      b.token,
    );
    expect((await api.get(`/api/games/${g.gameId}`, a.token)).body).toMatchObject({
      status: 'finished',
      result: { summary: 'A draw' },
    });
    const dealt = (await api.get(`/api/games/${g.gameId}/log`, b.token)).body.entries[0].event;
    expect(dealt.hands.north).toHaveLength(3);
    expect(dealt.hands.south).toHaveLength(3);
    expect(dealt.deck).toHaveLength(3);
  });
});
