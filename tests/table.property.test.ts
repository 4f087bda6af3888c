/**
 * A property of the async table, through the real server over HTTP with a fake
 * clock: in seeded games of every title, random moves, resignations, absences
 * (deadlines left to run out), vacations, pauses, returns and replaced players
 * never dead-end a game, and never lose or reorder an event.
 *   - Never a dead end: after every step the game is over, or every seat it
 *     waits on has a deadline running, or a clock stopped that something will
 *     start again (a vacation ends by itself; a pause, by any player present),
 *     or a player who holds it and has a legal choice.
 *   - Nothing lost or reordered: the log read after each step begins with the
 *     log read before it, seq by seq; at the end the stored commits run
 *     1..head without a gap and fold to the very view the server shows.
 *   - Liveness: with the players gone quiet, the sweep alone carries the game
 *     on (each pass moves it forward, or it is over).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocal, type LocalServer } from '../functions/src/local/server.ts';
import { documentClient } from '../functions/src/store/client.ts';
import { GameStore } from '../functions/src/store/games.ts';
import { type AnyGame, foldCommits, seededDice } from '../shared/src/engine/index.ts';
import { defenders } from '../shared/src/games/defenders/index.ts';
import { demonlord } from '../shared/src/games/demonlord/index.ts';
import { divineRight } from '../shared/src/games/divine-right/index.ts';
import { client, fakeClock, relaxedRates } from './support/api.ts';
import { duel } from './fixture/duel.ts';
import { march } from './fixture/march.ts';
import { roundTable } from './fixture/round.ts';

const clock = fakeClock();
let server: LocalServer;
let api: ReturnType<typeof client>;
let store: GameStore;

const titles: Record<string, AnyGame> = {
  round: roundTable as AnyGame,
  duel: duel as AnyGame,
  march: march as AnyGame,
  'divine-right': divineRight as AnyGame,
  defenders: defenders as AnyGame,
  demonlord: demonlord as AnyGame,
};
/** Each title with the table it is played at here. */
const tables: { title: string; players: number; config: Record<string, unknown>; seeds: number; steps: number }[] = [
  { title: 'round', players: 4, config: { players: 4, rounds: 12 }, seeds: 4, steps: 70 },
  { title: 'duel', players: 2, config: {}, seeds: 3, steps: 50 },
  { title: 'march', players: 2, config: { turns: 10 }, seeds: 3, steps: 50 },
  { title: 'divine-right', players: 4, config: { players: 4 }, seeds: 3, steps: 90 },
  { title: 'defenders', players: 3, config: { players: 3 }, seeds: 3, steps: 90 },
  { title: 'demonlord', players: 2, config: {}, seeds: 3, steps: 90 },
];

beforeAll(async () => {
  server = await startLocal({
    port: 0,
    dataDir: null,
    titles,
    sweepMs: 0,
    clock: clock.now,
    rates: relaxedRates,
    log: () => {},
  });
  api = client(server.url);
  store = new GameStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
});
afterAll(async () => server?.close());

interface P {
  playerId: string;
  token: string;
}
interface TableSeat {
  seat: string;
  status: string;
  inviteCode?: string;
}
interface Detail {
  version: number;
  status: string;
  you: string[];
  createdBy: string;
  pending: { seat: string; deadline: string | null }[];
  choices: Record<string, { command: unknown }[]>;
  seats: { seat: string; playerId: string | null }[];
  table: { seats: TableSeat[]; paused: unknown; votes: { pause: string[] } };
  view: unknown;
}

async function scenario(title: string, players: number, config: Record<string, unknown>, seed: number, steps: number) {
  const rng = seededDice(`table-property-${title}-${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)] as T;
  const newPlayer = async () => (await api.post('/api/players', { name: `P${rng.int(1, 9999)}` })).body as P;
  const ps: P[] = [];
  for (let i = 0; i < players; i++) ps.push(await newPlayer());
  const creator = ps[0] as P;
  const g = await api.post(
    '/api/games',
    { title, config, timing: { decisionHours: 24, reminderHours: 0, absentAfter: 2, vacationDays: 3 } },
    creator.token,
  );
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  const id = g.body.gameId as string;
  const seats: string[] = g.body.seats.map((s: { seat: string }) => s.seat);
  for (const [i, p] of ps.entries()) {
    const j = await api.post(`/api/games/${id}/join`, { inviteCode: g.body.inviteCode, seat: seats[i] }, p.token);
    expect(j.status, JSON.stringify(j.body)).toBe(200);
  }
  const spectator = (await api.post(`/api/games/${id}/spectators`, {}, creator.token)).body.token as string;
  const detail = async (p: P | string) =>
    (await api.get(`/api/games/${id}`, typeof p === 'string' ? p : p.token)).body as Detail;
  let lastLog: { seq: number; event: unknown }[] = [];
  const what: string[] = [];

  /** The invariants after each step. */
  const check = async () => {
    const pub = await detail(spectator);
    // Nothing lost or reordered: the earlier log is a prefix of this one.
    const log = (await api.get(`/api/games/${id}/log`, spectator)).body.entries as { seq: number; event: unknown }[];
    const seqs = log.map((e) => e.seq);
    expect(seqs, what.join(' · ')).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    // Every entry read before is still there, same place in the order, same event (a finished game shows
    // what was hidden, and names follow a seat to its new player, so only seq and kind are compared).
    const now = new Map(log.map((e) => [e.seq, (e.event as { type: string }).type]));
    for (const e of lastLog)
      expect(now.get(e.seq), `${e.seq} lost: ${what.join(' · ')}`).toBe((e.event as { type: string }).type);
    lastLog = log;
    if (pub.status === 'finished') return pub;
    // Never a dead end.
    expect(pub.pending.length, `nobody to wait on: ${what.join(' · ')}`).toBeGreaterThan(0);
    for (const p of pub.pending) {
      if (p.deadline !== null) continue;
      const t = pub.table.seats.find((s) => s.seat === p.seat);
      if (pub.table.paused || t?.status === 'vacation') continue;
      const holder = pub.seats.find((s) => s.seat === p.seat)?.playerId;
      const owner = ps.find((x) => x.playerId === holder);
      expect(owner, `${p.seat} waits with no deadline and no player: ${what.join(' · ')}`).toBeDefined();
      const mine = await detail(owner as P);
      expect(mine.choices[p.seat]?.length ?? 0, `${p.seat} has nothing to do: ${what.join(' · ')}`).toBeGreaterThan(0);
    }
    return pub;
  };

  for (let step = 0; step < steps; step++) {
    const pub = await check();
    if (pub.status === 'finished') break;
    const roll = rng.int(1, 100);
    const someone = pick(ps);
    if (roll <= 50) {
      // A player the game waits on picks one of their choices.
      const waiting = pub.pending.map((p) => p.seat);
      const movers = [];
      for (const p of ps) {
        const d = await detail(p);
        for (const s of d.you) if (waiting.includes(s) && d.choices[s]?.length) movers.push({ p, s, d });
      }
      if (movers.length === 0) continue;
      const m = pick(movers);
      const choice = pick(m.d.choices[m.s] as { command: unknown }[]);
      const r = await api.post(
        `/api/games/${id}/commands`,
        { commandId: `prop-${id}-${step}`, expectedVersion: m.d.version, command: choice.command, seat: m.s },
        m.p.token,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      what.push(`${m.s}:${(choice.command as { type: string }).type}`);
    } else if (roll <= 54) {
      const r = await api.post(`/api/games/${id}/resign`, {}, someone.token);
      expect([200, 403, 409]).toContain(r.status);
      if (r.status === 200) what.push('resign');
    } else if (roll <= 64) {
      const r = await api.post(`/api/games/${id}/vacation`, { days: rng.int(1, 2) }, someone.token);
      expect([200, 403, 409]).toContain(r.status);
      if (r.status === 200) what.push('vacation');
    } else if (roll <= 71) {
      const r = await api.post(`/api/games/${id}/pause`, {}, someone.token);
      expect([200, 403, 409]).toContain(r.status);
      if (r.status === 200) what.push('pause-vote');
    } else if (roll <= 75) {
      const r = await api.post(`/api/games/${id}/resume`, {}, someone.token);
      expect([200, 403, 409]).toContain(r.status);
      if (r.status === 200) what.push('resume');
    } else if (roll <= 79) {
      const r = await api.post(`/api/games/${id}/back`, {}, someone.token);
      expect([200, 403, 409]).toContain(r.status);
      if (r.status === 200) what.push('back');
    } else if (roll <= 84) {
      // The creator opens a seat that is free to open, and a newcomer takes it.
      const seat = pub.table.seats.find((s) => s.status === 'away' || s.status === 'resigned');
      if (!seat) continue;
      const r = await api.post(`/api/games/${id}/seats/${seat.seat}/open`, {}, creator.token);
      expect([200, 409]).toContain(r.status);
      if (r.status !== 200) continue;
      what.push(`open:${seat.seat}`);
      const code = (await detail(creator)).table.seats.find((s) => s.seat === seat.seat)?.inviteCode;
      expect(code).toBeDefined();
      const newcomer = await newPlayer();
      const j = await api.post(`/api/games/${id}/join`, { inviteCode: code }, newcomer.token);
      expect(j.status, JSON.stringify(j.body)).toBe(200);
      ps.push(newcomer);
      what.push('seated');
    } else {
      // Time passes; deadlines run out.
      clock.hours(rng.int(1, 40));
      await server.sweep();
      what.push('time');
    }
  }

  // Liveness: the players go quiet; the sweep alone carries the game on.
  let pub = await check();
  if (pub.table.paused) {
    const present = ps.find((p) => pub.seats.some((s) => s.playerId === p.playerId));
    if (present) await api.post(`/api/games/${id}/resume`, {}, present.token);
  }
  for (let pass = 0; pass < 4; pass++) {
    pub = await check();
    if (pub.status === 'finished') break;
    const before = pub.version;
    clock.hours(24 * 4);
    await server.sweep();
    const after = await check();
    if (after.status === 'finished') break;
    // Paused by the only players left is the one stop a sweep cannot end.
    if (after.table.paused) break;
    expect(after.version, `the sweep did not carry the game on: ${what.join(' · ')}`).toBeGreaterThan(before);
  }

  // Every event stored once, in order, and folding them gives the server's own view.
  const game = titles[title] as AnyGame;
  const commits = await store.commitsAfter(id, 0);
  let expected = 1;
  for (const c of commits) {
    expect(c.first).toBe(expected);
    expected = c.last + 1;
  }
  expect(expected - 1).toBe((await detail(spectator)).version);
  const { state } = foldCommits(game.evolve, { state: undefined, version: 0 }, commits);
  const final = await detail(spectator);
  expect(game.view(state, 'spectator')).toEqual(final.view);
  return { what, version: final.version, status: final.status };
}

describe('the table never dead-ends a game and never loses an event', () => {
  for (const t of tables) {
    it(`${t.title}: ${t.seeds} seeded games of random moves, resignations, absences, vacations and pauses`, async () => {
      for (let seed = 1; seed <= t.seeds; seed++) {
        const r = await scenario(t.title, t.players, t.config, seed, t.steps);
        expect(r.version).toBeGreaterThan(1);
        if (process.env.TABLE_TRACE) console.log(t.title, seed, r.status, r.version, r.what.join(' '));
      }
    }, 240_000);
  }
});
