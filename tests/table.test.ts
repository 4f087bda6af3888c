/**
 * The async table through the real server over HTTP, on dynalite, with a fake
 * clock: deadlines per kind of decision, absence and the autopilot, vacation,
 * a pause by vote, resigning (autopilot, to the group, a forfeit), opening a
 * seat to a new player, rematch, the next game waiting, and cleaning up open
 * and finished games. Races: two players voting at once, a resign racing a move,
 * two rematches asked at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { startLocal, type LocalServer } from '../functions/src/local/server.ts';
import { documentClient } from '../functions/src/store/client.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';
import { client, fakeClock, relaxedRates } from './support/api.ts';
import { duel } from './fixture/duel.ts';
import { roundTable } from './fixture/round.ts';
import { startPushReceiver } from './support/push-receiver.ts';

const HOUR = 3600_000;
const clock = fakeClock();
let server: LocalServer;
let api: ReturnType<typeof client>;
let db: ReturnType<typeof documentClient>;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
const seen: { status: number; what: string }[] = [];

beforeAll(async () => {
  receiver = await startPushReceiver();
  // `group` is the round table whose resigning players leave their seat to the rest of the table.
  const group = {
    ...roundTable,
    id: 'group',
    title: 'Round table (kept by the group)',
    onResign: () => ({ events: [], seat: 'group' as const }),
  } as AnyGame;
  server = await startLocal({
    port: 0,
    dataDir: null,
    titles: { round: roundTable as AnyGame, group, duel: duel as AnyGame },
    sweepMs: 0,
    clock: clock.now,
    pushOrigins: [receiver.origin],
    rates: relaxedRates,
    log: () => {},
  });
  const raw = client(server.url);
  const call: typeof raw.call = async (method, path, opts) => {
    const r = await raw.call(method, path, opts);
    seen.push({ status: r.status, what: `${method} ${path}` });
    return r;
  };
  api = {
    call,
    get: (p, t) => call('GET', p, { token: t }),
    post: (p, b, t) => call('POST', p, { body: b, token: t }),
    put: (p, b, t) => call('PUT', p, { body: b, token: t }),
  };
  db = documentClient({ endpoint: server.dynamoEndpoint });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

interface P {
  playerId: string;
  token: string;
  name: string;
}
let made = 0;
async function player(name = `P${made++}`): Promise<P> {
  const r = await api.post('/api/players', { name });
  expect(r.status).toBe(201);
  return { ...r.body, name };
}

/** A started game with one player per seat, in seat order. */
async function table(
  n = 3,
  opts: { title?: string; timing?: Record<string, unknown>; config?: Record<string, unknown> } = {},
) {
  const title = opts.title ?? 'round';
  const ps = await Promise.all(Array.from({ length: n }, () => player()));
  const config = title === 'duel' ? (opts.config ?? {}) : { players: n, ...opts.config };
  const g = await api.post(
    '/api/games',
    {
      title,
      config,
      timing: opts.timing ?? { decisionHours: 24, reminderHours: 0 },
      seat: title === 'duel' ? 'north' : 'red',
    },
    ps[0]?.token,
  );
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  const id = g.body.gameId as string;
  for (const p of ps.slice(1)) {
    const j = await api.post(`/api/games/${id}/join`, { inviteCode: g.body.inviteCode }, p.token);
    expect(j.status, JSON.stringify(j.body)).toBe(200);
  }
  const seats = (await api.get(`/api/games/${id}`, ps[0]?.token)).body.seats.map((s: { seat: string }) => s.seat);
  let n2 = 0;
  const detail = async (p: P) => (await api.get(`/api/games/${id}`, p.token)).body;
  const act = async (p: P, command: Record<string, unknown>, seat?: string) => {
    const version = (await detail(p)).version;
    return api.post(
      `/api/games/${id}/commands`,
      { commandId: `c-${id}-${n2++}-${Math.random()}`, expectedVersion: version, command, ...(seat ? { seat } : {}) },
      p.token,
    );
  };
  const log = async (p: P) =>
    (await api.get(`/api/games/${id}/log`, p.token)).body.entries as {
      text?: string;
      by: string | null;
      seq: number;
    }[];
  const seatOf = (d: { table: { seats: { seat: string; status: string }[] } }, seat: string) =>
    d.table.seats.find((s) => s.seat === seat);
  return { id, ps, seats, detail, act, log, seatOf, invite: g.body.inviteCode as string };
}

describe('deadlines per kind of decision', () => {
  it('a quick out-of-turn answer gets the title’s shorter deadline; the creator may change it; unknown kinds are 400', async () => {
    const info = await api.get('/api/titles/round');
    expect(info.body.decisions).toEqual({
      turn: { label: 'A whole turn', hours: 48 },
      answer: { label: 'Answering a call', hours: 4 },
    });
    const t = await table(3);
    const [red] = t.ps as [P];
    expect(await t.act(red, { type: 'call' })).toMatchObject({ status: 200 });
    let d = await t.detail(red);
    const asked = d.pending[0];
    expect(asked).toMatchObject({ seat: 'green', kind: 'answer' });
    expect(Date.parse(asked.deadline) - Date.parse(asked.since)).toBe(4 * HOUR);
    // The creator's own hours for a kind win over the title's.
    const t2 = await table(2, { timing: { decisionHours: 24, reminderHours: 0, byKind: { answer: 1 } } });
    await t2.act(t2.ps[0] as P, { type: 'call' });
    d = await t2.detail(t2.ps[0] as P);
    expect(Date.parse(d.pending[0].deadline) - Date.parse(d.pending[0].since)).toBe(1 * HOUR);
    expect(d.timing.byKind).toEqual({ answer: 1 });
    // The turn itself keeps the game's deadline (the title's 48 h is capped by the game's 24 h).
    await t2.act(t2.ps[1] as P, { type: 'answer', yes: true });
    d = await t2.detail(t2.ps[0] as P);
    expect(Date.parse(d.pending[0].deadline) - Date.parse(d.pending[0].since)).toBe(24 * HOUR);
    const p = await player();
    const bad = await api.post(
      '/api/games',
      { title: 'round', timing: { decisionHours: 24, reminderHours: 0, byKind: { lunch: 2 } } },
      p.token,
    );
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid' } });
    expect(bad.body.message).toContain('answer');
  });
});

describe('absence and the autopilot', () => {
  it('a silent seat holds the table one deadline a round, then is played at once after three missed rounds, until it is back', async () => {
    const t = await table(3);
    const [red, green, blue] = t.ps as [P, P, P];
    const roundOf = async () => (await t.detail(red)).view.round as number;
    // Round 1: red and green play; blue is silent and its deadline passes.
    await t.act(red, { type: 'end' });
    await t.act(green, { type: 'call' }); // green calls on blue: blue must answer first
    clock.hours(3);
    await server.sweep();
    expect((await t.detail(red)).pending[0]).toMatchObject({ seat: 'blue', kind: 'answer' });
    clock.hours(2); // past the 4 h answer deadline
    await server.sweep();
    // The answer timed out; it is green's turn again.
    let d = await t.detail(red);
    expect(d.pending[0]).toMatchObject({ seat: 'green', kind: 'turn' });
    expect(t.seatOf(d, 'blue')).toMatchObject({ status: 'playing', missed: 1 });
    await t.act(green, { type: 'end' });
    d = await t.detail(red);
    expect(d.view.round).toBe(2); // blue's turn of round 1 went by at once, not after another 24 h
    expect(d.pending[0].seat).toBe('red');
    const lines = await t.log(red);
    // One deadline ran out (the answer); the turn of the same round was the autopilot's at once.
    expect(lines.filter((l) => l.by === 'autopilot').length).toBe(1);
    expect(lines.filter((l) => l.by === 'timeout').length).toBe(1);
    // Rounds 2 and 3: blue misses its turn each time, one deadline each.
    for (const round of [2, 3]) {
      await t.act(red, { type: 'end' });
      await t.act(green, { type: 'end' });
      expect((await t.detail(red)).pending[0].seat).toBe('blue');
      clock.hours(25);
      await server.sweep();
      expect(await roundOf()).toBe(round + 1);
    }
    d = await t.detail(red);
    expect(t.seatOf(d, 'blue')).toMatchObject({ status: 'away', missed: 3 });
    expect((await t.log(red)).some((l) => l.text?.includes('missed 3 deadlines in a row'))).toBe(true);
    // Away: blue's turn goes by the moment green ends, with no sweep and no wait.
    await t.act(red, { type: 'end' });
    await t.act(green, { type: 'end' });
    d = await t.detail(red);
    expect(d.view.round).toBe(5);
    expect(d.pending[0].seat).toBe('red');
    // Blue is back: the autopilot stops and blue's next turn waits for blue.
    expect(await api.post(`/api/games/${t.id}/back`, {}, blue.token)).toMatchObject({ status: 200 });
    d = await t.detail(red);
    expect(t.seatOf(d, 'blue')).toMatchObject({ status: 'playing', missed: 0 });
    await t.act(red, { type: 'end' });
    await t.act(green, { type: 'end' });
    d = await t.detail(blue);
    expect(d.pending[0]).toMatchObject({ seat: 'blue', kind: 'turn' });
    expect(d.pending[0].deadline).not.toBeNull();
    expect(Date.parse(d.pending[0].deadline) - clock.now()).toBe(24 * HOUR);
    // Back when not away is refused and changes nothing.
    const v = d.version;
    expect(await api.post(`/api/games/${t.id}/back`, {}, blue.token)).toMatchObject({ status: 409 });
    expect((await t.detail(blue)).version).toBe(v);
  });

  it('absentAfter 0 never marks a seat away; the count starts again when the player acts', async () => {
    const t = await table(2, { timing: { decisionHours: 24, reminderHours: 0, absentAfter: 0 } });
    const [red, green] = t.ps as [P, P];
    for (let i = 0; i < 4; i++) {
      await t.act(red, { type: 'end' });
      clock.hours(25);
      await server.sweep();
    }
    let d = await t.detail(red);
    expect(t.seatOf(d, 'green')).toMatchObject({ status: 'playing', missed: 4 });
    const t2 = await table(2, { timing: { decisionHours: 24, reminderHours: 0, absentAfter: 2 } });
    const [r2, g2] = t2.ps as [P, P];
    await t2.act(r2, { type: 'end' });
    clock.hours(25);
    await server.sweep();
    await t2.act(r2, { type: 'end' });
    await t2.act(g2, { type: 'step' }); // green acts: its count starts again
    d = await t2.detail(r2);
    expect(t2.seatOf(d, 'green')).toMatchObject({ status: 'playing', missed: 0 });
    expect(green).toBeDefined();
  });
});

describe('vacation', () => {
  it('stops a seat’s deadlines within its budget of days; they resume from where they stopped', async () => {
    const t = await table(2, { timing: { decisionHours: 24, reminderHours: 0, vacationDays: 3 } });
    const [red, green] = t.ps as [P, P];
    await t.act(red, { type: 'end' });
    clock.hours(10); // green has 14 h left
    expect(await api.post(`/api/games/${t.id}/vacation`, { days: 4 }, green.token)).toMatchObject({
      status: 409,
      body: { error: 'no_days_left', daysLeft: 3 },
    });
    expect(await api.post(`/api/games/${t.id}/vacation`, { days: 0 }, green.token)).toMatchObject({ status: 400 });
    expect(await api.post(`/api/games/${t.id}/vacation`, { days: 2 }, green.token)).toMatchObject({ status: 200 });
    let d = await t.detail(red);
    expect(t.seatOf(d, 'green')).toMatchObject({ status: 'vacation', daysLeft: 3 });
    expect(d.pending[0]).toMatchObject({ seat: 'green', deadline: null });
    expect((await t.log(red)).some((l) => l.text?.includes('away for 2 days'))).toBe(true);
    clock.hours(30);
    await server.sweep();
    expect((await t.detail(red)).pending[0].seat).toBe('green');
    // Back early after 30 h: two whole days used, and green's 14 h run again.
    expect(await api.post(`/api/games/${t.id}/back`, {}, green.token)).toMatchObject({ status: 200 });
    d = await t.detail(green);
    expect(t.seatOf(d, 'green')).toMatchObject({ status: 'playing', daysLeft: 1 });
    expect(Date.parse(d.pending[0].deadline) - clock.now()).toBe(14 * HOUR);
    // The last day, run out to its end by the sweep: green is back by itself.
    expect(await api.post(`/api/games/${t.id}/vacation`, { days: 1 }, green.token)).toMatchObject({ status: 200 });
    clock.hours(24);
    await server.sweep();
    d = await t.detail(green);
    expect(t.seatOf(d, 'green')).toMatchObject({ status: 'playing', daysLeft: 0 });
    expect(Date.parse(d.pending[0].deadline) - clock.now()).toBe(14 * HOUR);
    expect(await api.post(`/api/games/${t.id}/vacation`, { days: 1 }, green.token)).toMatchObject({
      status: 409,
      body: { error: 'no_days_left' },
    });
  });
});

describe('pause by unanimous vote', () => {
  it('pauses only when everyone present agreed (two voting at once both count), stops every deadline, and resumes where it was', async () => {
    const t = await table(3);
    const [red, green, blue] = t.ps as [P, P, P];
    clock.hours(4); // red has 20 h left
    expect(await api.post(`/api/games/${t.id}/pause`, {}, red.token)).toMatchObject({ status: 200 });
    let d = await t.detail(red);
    expect(d.table.paused).toBeNull();
    expect(d.table.votes.pause).toEqual(['red']);
    expect(await api.post(`/api/games/${t.id}/pause`, {}, red.token)).toMatchObject({ status: 409 });
    const v0 = (await t.detail(red)).version;
    // Green and blue vote at the same moment: both votes land and the game pauses once.
    const [a, b] = await Promise.all([
      api.post(`/api/games/${t.id}/pause`, {}, green.token),
      api.post(`/api/games/${t.id}/pause`, {}, blue.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    d = await t.detail(red);
    expect(d.table.paused).not.toBeNull();
    expect(d.table.votes.pause).toEqual([]);
    expect(d.pending[0].deadline).toBeNull();
    const lines = await t.log(red);
    expect(lines.filter((l) => l.text?.startsWith('Everyone agreed')).length).toBe(1);
    expect(d.version).toBe(v0 + 3); // two votes and the pause
    clock.hours(100);
    await server.sweep();
    expect((await t.detail(red)).pending[0].seat).toBe('red');
    // Anyone may resume; red's 20 h run again.
    expect(await api.post(`/api/games/${t.id}/resume`, {}, blue.token)).toMatchObject({ status: 200 });
    d = await t.detail(red);
    expect(d.table.paused).toBeNull();
    expect(Date.parse(d.pending[0].deadline) - clock.now()).toBe(20 * HOUR);
    // Resume with nothing paused and no vote of one's own is refused; a vote may be withdrawn.
    expect(await api.post(`/api/games/${t.id}/resume`, {}, blue.token)).toMatchObject({ status: 409 });
    await api.post(`/api/games/${t.id}/pause`, {}, blue.token);
    expect(await api.post(`/api/games/${t.id}/resume`, {}, blue.token)).toMatchObject({ status: 200 });
    expect((await t.detail(red)).table.votes.pause).toEqual([]);
  });

  it('an absent seat does not block a pause', async () => {
    const t = await table(2, { timing: { decisionHours: 24, reminderHours: 0, absentAfter: 1 } });
    const [red] = t.ps as [P, P];
    await t.act(red, { type: 'end' });
    clock.hours(25);
    await server.sweep(); // green missed one: away
    expect(t.seatOf(await t.detail(red), 'green')?.status).toBe('away');
    await api.post(`/api/games/${t.id}/pause`, {}, red.token);
    expect((await t.detail(red)).table.paused).not.toBeNull();
  });
});

describe('resign', () => {
  it('in a game of three the autopilot plays the seat on; its player acts no more and watches as a spectator', async () => {
    const t = await table(3);
    const [red, green, blue] = t.ps as [P, P, P];
    await t.act(red, { type: 'end' });
    const r = await api.post(`/api/games/${t.id}/resign`, {}, green.token);
    expect(r).toMatchObject({ status: 200 });
    const d = await t.detail(red);
    expect(t.seatOf(d, 'green')).toMatchObject({ status: 'resigned' });
    // Green's turn went by at once; blue is up.
    expect(d.pending[0].seat).toBe('blue');
    const gd = await t.detail(green);
    expect(gd.you).toEqual([]);
    expect(gd.choices).toEqual({});
    expect(await t.act(green, { type: 'end' })).toMatchObject({ status: 403 });
    expect(await api.post(`/api/games/${t.id}/resign`, {}, green.token)).toMatchObject({ status: 403 });
    expect((await t.log(red)).some((l) => l.text?.includes('resigned; the autopilot plays the seat'))).toBe(true);
    // It leaves green's games under way.
    const list = (await api.get('/api/games', green.token)).body as { gameId: string; status: string }[];
    expect(list.find((g) => g.gameId === t.id)).toMatchObject({ resigned: true, yourMove: false, seats: [] });
    await t.act(blue, { type: 'end' });
    await t.act(red, { type: 'end' });
    expect((await t.detail(red)).pending[0].seat).toBe('blue');
  });

  it('in a game of two the other side wins, and the game is over for both', async () => {
    const t = await table(2, { title: 'duel' });
    const [north, south] = t.ps as [P, P];
    const r = await api.post(`/api/games/${t.id}/resign`, {}, south.token);
    expect(r.status).toBe(200);
    const d = await t.detail(north);
    expect(d.status).toBe('finished');
    expect(d.result).toMatchObject({ winners: ['north'] });
    expect(d.result.summary).toMatch(/resigned; .* wins/);
    expect(d.choices).toEqual({});
    expect(await t.act(north, { type: 'pass' })).toMatchObject({ status: 422, body: { code: 'rule/game_over' } });
    const list = (await api.get('/api/games', north.token)).body as {
      gameId: string;
      status: string;
      result: unknown;
    }[];
    expect(list.find((g) => g.gameId === t.id)).toMatchObject({ status: 'finished', result: { winners: ['north'] } });
  });

  it('a cooperative seat resigned to the group goes to the next player, who plays both', async () => {
    const t = await table(3, { title: 'group' });
    const [red, green, blue] = t.ps as [P, P, P];
    await t.act(red, { type: 'end' });
    expect((await api.post(`/api/games/${t.id}/resign`, {}, green.token)).status).toBe(200);
    const d = await t.detail(blue);
    expect(d.you).toEqual(['green', 'blue']);
    expect(d.seats.find((s: { seat: string }) => s.seat === 'green').name).toBe(blue.name);
    expect((await t.log(red)).some((l) => l.text?.includes(`${blue.name} — Blue plays the seat`))).toBe(true);
    expect(await t.act(blue, { type: 'end' }, 'green')).toMatchObject({ status: 200 });
    expect(await t.act(green, { type: 'end' })).toMatchObject({ status: 403 });
  });

  it('a resign racing a move: both land in some order, nothing is lost or applied twice', async () => {
    for (let i = 0; i < 3; i++) {
      const t = await table(3);
      const [red] = t.ps as [P, P, P];
      const v = (await t.detail(red)).version;
      const [move, resign] = await Promise.all([
        api.post(
          `/api/games/${t.id}/commands`,
          { commandId: `race-${t.id}`, expectedVersion: v, command: { type: 'step' } },
          red.token,
        ),
        api.post(`/api/games/${t.id}/resign`, {}, red.token),
      ]);
      expect(resign.status).toBe(200);
      expect([200, 403, 409]).toContain(move.status);
      const d = await t.detail(t.ps[1] as P);
      const log = await t.log(t.ps[1] as P);
      const seqs = log.map((l) => l.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
      const stepped = log.filter((l) => l.text === 'stepped red').length;
      expect(stepped).toBe(move.status === 200 ? 1 : 0);
      expect(d.view.at.red).toBe(stepped);
      expect(t.seatOf(d, 'red')?.status).toBe('resigned');
    }
  });
});

describe('replacing a player', () => {
  it('the creator opens a resigned seat; a new player takes it with its own invitation and plays on; the old one is out', async () => {
    const t = await table(3);
    const [red, green, blue] = t.ps as [P, P, P];
    await api.put(`/api/games/${t.id}/orders`, { orders: null }, green.token);
    // A seat still played cannot be opened.
    expect(await api.post(`/api/games/${t.id}/seats/green/open`, {}, red.token)).toMatchObject({
      status: 409,
      body: { error: 'seat_in_play' },
    });
    await api.post(`/api/games/${t.id}/resign`, {}, green.token);
    // Not the creator: a vote (blue alone is not more than half of red and blue).
    expect(await api.post(`/api/games/${t.id}/seats/green/open`, {}, blue.token)).toMatchObject({ status: 200 });
    let d = await t.detail(red);
    expect(t.seatOf(d, 'green')).toMatchObject({ status: 'resigned', openable: true });
    expect(t.seatOf(d, 'blue')).toMatchObject({ status: 'playing', openable: false });
    expect(d.table.votes.open).toEqual({ green: ['blue'] });
    // The creator decides.
    expect(await api.post(`/api/games/${t.id}/seats/green/open`, {}, red.token)).toMatchObject({ status: 200 });
    d = await t.detail(red);
    const open = t.seatOf(d, 'green') as { status: string; inviteCode?: string };
    expect(open.status).toBe('open');
    expect(open.inviteCode).toMatch(/^[A-Z0-9]{10}$/);
    expect(d.seats.find((s: { seat: string }) => s.seat === 'green').playerId).toBeNull();
    // Spectators never see a seat's invitation.
    const link = (await api.post(`/api/games/${t.id}/spectators`, {}, red.token)).body;
    const spec = (await api.get(`/api/games/${t.id}`, link.token)).body;
    expect(JSON.stringify(spec)).not.toContain(open.inviteCode);
    // The game's own code no longer seats anyone; the seat's does.
    const newcomer = await player('Nia');
    expect(await api.post(`/api/games/${t.id}/join`, { inviteCode: t.invite }, newcomer.token)).toMatchObject({
      status: 409,
      body: { error: 'already_started' },
    });
    expect((await api.get(`/api/invites/${open.inviteCode}`)).body).toMatchObject({ gameId: t.id, seat: 'green' });
    const j = await api.post(`/api/games/${t.id}/join`, { inviteCode: open.inviteCode }, newcomer.token);
    expect(j).toMatchObject({ status: 200, body: { seat: 'green' } });
    d = await t.detail(newcomer);
    expect(d.you).toEqual(['green']);
    expect(t.seatOf(d, 'green')).toMatchObject({ status: 'playing', missed: 0 });
    expect((await t.log(red)).some((l) => l.text === 'Nia took over Green.')).toBe(true);
    // The seat invitation is spent.
    const late = await player();
    expect((await api.post(`/api/games/${t.id}/join`, { inviteCode: open.inviteCode }, late.token)).status).toBe(403);
    // The old holder's tokens answer for nothing.
    expect((await t.detail(green)).you).toEqual([]);
    expect((await api.get(`/api/games/${t.id}/orders`, green.token)).status).toBe(403);
    // Nia plays green's turns from now on.
    await t.act(red, { type: 'end' });
    expect(await t.act(newcomer, { type: 'step' })).toMatchObject({ status: 200 });
  });

  it('a majority of the players present opens a silent seat', async () => {
    const t = await table(4, { timing: { decisionHours: 24, reminderHours: 0, absentAfter: 1 } });
    const [red, green, blue, white] = t.ps as [P, P, P, P];
    await t.act(red, { type: 'end' });
    clock.hours(25);
    await server.sweep(); // green is away
    expect(t.seatOf(await t.detail(red), 'green')?.status).toBe('away');
    expect((await api.post(`/api/games/${t.id}/seats/green/open`, {}, blue.token)).status).toBe(200);
    expect(t.seatOf(await t.detail(red), 'green')?.status).toBe('away');
    expect((await api.post(`/api/games/${t.id}/seats/green/open`, {}, white.token)).status).toBe(200);
    expect(t.seatOf(await t.detail(red), 'green')?.status).toBe('open');
    expect((await t.log(red)).some((l) => l.text?.includes('the table voted'))).toBe(true);
    expect(green).toBeDefined();
  });
});

describe('rematch and the next game', () => {
  it('one tap makes the same game with the same players, seats rotated; each finds their seat kept', async () => {
    const t = await table(3, { config: { rounds: 1 } });
    const [red, green, blue] = t.ps as [P, P, P];
    await t.act(red, { type: 'end' });
    await t.act(green, { type: 'end' });
    expect(await api.post(`/api/games/${t.id}/rematch`, {}, red.token)).toMatchObject({ status: 409 });
    await t.act(blue, { type: 'end' });
    expect((await t.detail(red)).status).toBe('finished');
    const stranger = await player();
    expect((await api.post(`/api/games/${t.id}/rematch`, {}, stranger.token)).status).toBe(404);
    // Green and blue ask at the same moment: one rematch.
    const [a, b] = await Promise.all([
      api.post(`/api/games/${t.id}/rematch`, { seats: 'rotate' }, green.token),
      api.post(`/api/games/${t.id}/rematch`, { seats: 'rotate' }, blue.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.gameId).toBe(b.body.gameId);
    const re = a.body as { gameId: string; inviteCode: string };
    const maker = a.status === 201 ? a : b;
    expect(maker.body).toMatchObject({ created: true, seat: expect.any(String), seatToken: expect.any(String) });
    expect((await t.detail(red)).table.rematch).toMatchObject({ gameId: re.gameId });
    const again = await api.post(`/api/games/${t.id}/rematch`, {}, red.token);
    expect(again).toMatchObject({ status: 200, body: { gameId: re.gameId, created: false } });
    // A stranger cannot take a kept seat.
    expect(await api.post(`/api/games/${re.gameId}/join`, { inviteCode: re.inviteCode }, stranger.token)).toMatchObject(
      {
        status: 409,
      },
    );
    // The asker sits already; asking again is a clear 409, not a second seat.
    const asker = maker === a ? green : blue;
    expect(await api.post(`/api/games/${re.gameId}/join`, { inviteCode: re.inviteCode }, asker.token)).toMatchObject({
      status: 409,
      body: { error: 'already_seated' },
    });
    for (const p of [red, green, blue].filter((x) => x !== asker)) {
      const j = await api.post(`/api/games/${re.gameId}/join`, { inviteCode: re.inviteCode }, p.token);
      expect(j.status, JSON.stringify(j.body)).toBe(200);
    }
    const d = (await api.get(`/api/games/${re.gameId}`, red.token)).body;
    expect(d.status).toBe('active');
    // Rotated: red's player now plays green, green's blue, blue's red.
    const by = Object.fromEntries(d.seats.map((s: { seat: string; playerId: string }) => [s.seat, s.playerId]));
    expect(by).toEqual({ green: red.playerId, blue: green.playerId, red: blue.playerId });
    expect(d.timing).toEqual((await t.detail(red)).timing);
  });

  it('GET /api/games/next goes to the most urgent game waiting for me, and on past the one I am in', async () => {
    const me = await player('Me');
    const other = await player('Other');
    const ids: string[] = [];
    for (const hours of [48, 6, 24]) {
      const g = (
        await api.post(
          '/api/games',
          { title: 'duel', seat: 'north', timing: { decisionHours: hours, reminderHours: 0 } },
          me.token,
        )
      ).body;
      await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, other.token);
      ids.push(g.gameId);
    }
    const first = await api.get('/api/games/next', me.token);
    expect(first).toMatchObject({ status: 200, body: { gameId: ids[1], title: 'duel' } });
    const second = await api.get(`/api/games/next?after=${ids[1]}`, me.token);
    expect(second.body.gameId).toBe(ids[2]);
    expect((await api.get(`/api/games/next?after=${ids[2]}`, me.token)).body.gameId).toBe(ids[0]);
    expect(await api.get('/api/games/next', other.token)).toMatchObject({
      status: 404,
      body: { error: 'no_game_waiting' },
    });
    expect((await api.get('/api/games/next?after=%2F..', me.token)).status).toBe(404);
  });
});

describe('cleaning up', () => {
  it('an open game nobody joined for two weeks is closed; a finished game’s invitations and command pointers expire, its events never', async () => {
    const p = await player();
    const g = (await api.post('/api/games', { title: 'round', seat: 'red' }, p.token)).body;
    clock.hours(13 * 24);
    await server.sweep();
    expect((await api.get(`/api/games/${g.gameId}`, p.token)).body.status).toBe('open');
    clock.hours(2 * 24);
    await server.sweep();
    const closed = (await api.get(`/api/games/${g.gameId}`, p.token)).body;
    expect(closed.status).toBe('finished');
    expect(closed.result.summary).toContain('Nobody joined');
    const inv = await db.send(
      new GetCommand({ TableName: 'hexpost', Key: { pk: `INVITE#${g.inviteCode}`, sk: 'INVITE' } }),
    );
    expect(inv.Item?.ttl).toBeGreaterThan(clock.now() / 1000);
    const newcomer = await player();
    expect((await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, newcomer.token)).status).toBe(
      409,
    );

    const t = await table(2, { config: { rounds: 1 } });
    await t.act(t.ps[0] as P, { type: 'end' });
    await t.act(t.ps[1] as P, { type: 'end' });
    const items =
      (
        await db.send(
          new QueryCommand({
            TableName: 'hexpost',
            KeyConditionExpression: 'pk = :p',
            ExpressionAttributeValues: { ':p': `GAME#${t.id}` },
          }),
        )
      ).Items ?? [];
    const cmd = items.filter((i) => String(i.sk).startsWith('CMD#'));
    expect(cmd.length).toBeGreaterThan(0);
    for (const i of cmd) expect(i.ttl).toBeGreaterThan(clock.now() / 1000);
    for (const i of items.filter((x) => String(x.sk).startsWith('EV#') || x.sk === 'META'))
      expect(i.ttl).toBeUndefined();
    const ti = await db.send(new GetCommand({ TableName: 'hexpost', Key: { pk: `INVITE#${t.invite}`, sk: 'INVITE' } }));
    expect(ti.Item?.ttl).toBeGreaterThan(clock.now() / 1000);
  });
});

describe('the table’s routes', () => {
  it('bad input is 4xx and changes nothing; nothing was a 5xx', async () => {
    const t = await table(2);
    const [red] = t.ps as [P, P];
    const v = (await t.detail(red)).version;
    for (const [path, body] of [
      ['resign', { seat: 'purple' }],
      ['resign', { seat: 5 }],
      ['resign', { extra: true }],
      ['vacation', { days: 'many' }],
      ['vacation', { days: 1000 }],
      ['vacation', {}],
      ['back', { seat: [] }],
      ['seats/purple/open', {}],
      ['seats/red/open', {}],
      ['rematch', { seats: 'sideways' }],
    ] as const) {
      const r = await api.post(`/api/games/${t.id}/${path}`, body, red.token);
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const stranger = await player();
    for (const path of ['resign', 'back', 'pause', 'resume', 'seats/red/open'])
      expect((await api.post(`/api/games/${t.id}/${path}`, {}, stranger.token)).status).toBe(403);
    const link = (await api.post(`/api/games/${t.id}/spectators`, {}, red.token)).body;
    for (const path of ['resign', 'pause', 'vacation'])
      expect((await api.post(`/api/games/${t.id}/${path}`, { days: 1 }, link.token)).status).toBe(403);
    expect((await t.detail(red)).version).toBe(v);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
  });

  it('pushes the table’s news to the others, and no "your move" for a seat the autopilot plays', async () => {
    const subscribed = async (name: string) => {
      const p = await player(name);
      const key = (await api.get('/api/push/key')).body.publicKey as string;
      const sub = await receiver.subscribe(key);
      await api.post('/api/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys }, p.token);
      return { ...p, hash: sub.clientHash };
    };
    const a = await subscribed('Ann');
    const b = await subscribed('Ben');
    const c = await subscribed('Cat');
    const g = (await api.post('/api/games', { title: 'round', seat: 'red', config: { players: 3 } }, a.token)).body;
    await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, b.token);
    await api.post(`/api/games/${g.gameId}/join`, { inviteCode: g.inviteCode }, c.token);
    await api.post(`/api/games/${g.gameId}/resign`, {}, b.token);
    const d = (await api.get(`/api/games/${g.gameId}`, a.token)).body;
    await api.post(
      `/api/games/${g.gameId}/commands`,
      { commandId: `push-${g.gameId}`, expectedVersion: d.version, command: { type: 'end' } },
      a.token,
    );
    await server.idle();
    type Msg = { title: string; body: string };
    const got = async (h: string) => (await receiver.messages(h)) as Msg[];
    const ann = (await got(a.hash)).map((m) => m.body);
    const ben = (await got(b.hash)).map((m) => m.title);
    const cat = (await got(c.hash)).map((m) => m.body);
    expect(ann.some((m) => m.includes('Ben (Green) resigned'))).toBe(true);
    expect(cat.some((m) => m.includes('Ben (Green) resigned'))).toBe(true);
    // Green's turn went by at once: nobody was told it was Ben's move; Cat was told it is hers.
    expect(ben.filter((t) => t.startsWith('Your move')).length).toBe(0);
    expect((await got(c.hash)).some((m) => m.title.startsWith('Your move'))).toBe(true);
  });
});
