/**
 * `npm run smoke -- <base-url>`: the core API contract (docs/api.md, the routes marked ●) checked against
 * a running deployment, over plain fetch: the local server (`npm start`, http://127.0.0.1:8787) or a
 * cloud deploy's SiteUrl. It makes two players and one game and leaves them there.
 *
 * Answers are parsed with the protocol's zod schemas, so a change of shape fails the smoke. One line per
 * check (✓/✗ and the route), then the latency per route; exit code 0 when every check passed, else 1.
 * Base URL: argv[2], else SMOKE_URL, else http://127.0.0.1:8787.
 */
import { pathToFileURL } from 'node:url';
import type * as z from 'zod';
import {
  CommandAccepted,
  ErrorBody,
  GameCreated,
  GameDetail,
  GameList,
  Joined,
  LogPage,
  PlayerCreated,
  TitleDetail,
  TitleList,
} from '../shared/src/protocol/index.ts';

export interface SmokeCheck {
  ok: boolean;
  /** The route the check exercises, as `METHOD /api/…` with `:id` for the game. */
  route: string;
  /** What was checked, and on failure why it failed. */
  what: string;
  detail?: string;
}

export interface RouteLatency {
  route: string;
  count: number;
  medianMs: number;
  maxMs: number;
}

export interface SmokeResult {
  ok: boolean;
  base: string;
  checks: SmokeCheck[];
  latency: RouteLatency[];
  /** Every answer's status, in order (the 5xx check reads them). */
  statuses: { route: string; status: number }[];
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
  ms: number;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/** Thrown by a check that failed; a failed check the rest depend on stops the run. */
class Failed extends Error {}
class Stop extends Error {}

const TIMEOUT_MS = 20_000;
/** Commands played from the choices before the race (the race and the retry come on top). */
const PLAYS = 4;

function fail(reason: string): never {
  throw new Failed(reason);
}

function expect(cond: unknown, reason: string): asserts cond {
  if (!cond) fail(reason);
}

const short = (v: unknown, n = 160) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s === undefined ? String(v) : s.length > n ? `${s.slice(0, n)}…` : s;
};

/** Parses an answer with a protocol schema; a mismatch names the first few fields that are off. */
function parse<T>(schema: z.ZodType<T>, a: Answer, what: string): T {
  const r = schema.safeParse(a.body);
  if (r.success) return r.data;
  const issues = r.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
  fail(`${what} does not match the protocol schema (${issues}); got ${short(a.body)}`);
}

function status(a: Answer, want: number, what: string) {
  if (a.status !== want) {
    const err = ErrorBody.safeParse(a.body);
    const why = err.success ? `${err.data.error}: ${err.data.message}` : short(a.text || '(empty body)');
    fail(`${what}: expected ${want}, got ${a.status} (${why})`);
  }
}

/** A documented error answer: the status, `{error, message}` and the stable `error` code. */
function refusal(a: Answer, want: number, error: string, what: string) {
  status(a, want, what);
  const e = parse(ErrorBody, a, `${what} error body`);
  expect(e.error === error, `${what}: expected error "${error}", got "${e.error}" (${e.message})`);
  expect(e.message.trim().length > 0, `${what}: the error has no message`);
  return e;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export function latencyTable(latency: RouteLatency[]): string[] {
  if (latency.length === 0) return ['(no route answered)'];
  const w = Math.max(5, ...latency.map((l) => l.route.length));
  const lines = [`${'route'.padEnd(w)}  ${'count'.padStart(5)}  ${'median'.padStart(9)}  ${'max'.padStart(9)}`];
  for (const l of latency) {
    lines.push(
      `${l.route.padEnd(w)}  ${String(l.count).padStart(5)}  ${`${l.medianMs.toFixed(1)} ms`.padStart(9)}  ${`${l.maxMs.toFixed(1)} ms`.padStart(9)}`,
    );
  }
  return lines;
}

/**
 * Runs every check against `base` (no trailing `/api`). Never throws: an unreachable server or an
 * unexpected error is a failed check. `log` gets one line per check as it goes.
 */
export async function smoke(base: string, log: (line: string) => void = () => {}): Promise<SmokeResult> {
  const root = base.replace(/\/+$/, '');
  const checks: SmokeCheck[] = [];
  const times = new Map<string, number[]>();
  const statuses: { route: string; status: number }[] = [];

  async function call(route: string, path: string, opts: CallOptions = {}): Promise<Answer> {
    const [method = 'GET'] = route.split(' ');
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json';
    const t0 = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(root + path, { method, headers, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
      text = await res.text();
    } catch (e) {
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      fail(`${route}: no answer from ${root} (${cause?.code ?? cause?.message ?? (e as Error).message})`);
    }
    const ms = performance.now() - t0;
    times.set(route, [...(times.get(route) ?? []), ms]);
    statuses.push({ route, status: res.status });
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    if (res.status === 429) {
      const msg = ErrorBody.safeParse(body);
      fail(
        `${route}: 429 rate limited, Retry-After: ${res.headers.get('retry-after') ?? '(none)'} s` +
          (msg.success ? ` (${msg.data.message})` : ''),
      );
    }
    return { status: res.status, body, text, headers: res.headers, ms };
  }

  /** One check, one line. `critical`: what follows needs it, so a failure stops the run. */
  async function check<T>(route: string, what: string, fn: () => Promise<T>, critical = false): Promise<T | undefined> {
    try {
      const out = await fn();
      const said = typeof out === 'string' ? out : what;
      checks.push({ ok: true, route, what: said });
      log(`✓ ${route.padEnd(36)} ${said}`);
      return out;
    } catch (e) {
      const reason = e instanceof Failed ? e.message : `unexpected error: ${(e as Error).stack ?? String(e)}`;
      checks.push({ ok: false, route, what, detail: reason });
      log(`✗ ${route.padEnd(36)} ${what}\n    ${reason}`);
      if (critical) throw new Stop(reason);
      return undefined;
    }
  }

  try {
    await run();
  } catch (e) {
    if (!(e instanceof Stop)) {
      checks.push({ ok: false, route: '-', what: 'the smoke itself', detail: String(e) });
      log(`✗ ${'-'.padEnd(36)} the smoke itself\n    ${String(e)}`);
    } else log('  (stopped: the checks after this one need it)');
  }

  // Nothing a client sends may answer 5xx (docs/api.md).
  const fives = statuses.filter((s) => s.status >= 500);
  await check('every route', 'no answer was a 5xx', async () => {
    expect(fives.length === 0, `5xx answers: ${fives.map((f) => `${f.status} from ${f.route}`).join(', ')}`);
    return `no answer was a 5xx (${statuses.length} answers)`;
  });

  const latency = [...times].map(([route, xs]) => ({
    route,
    count: xs.length,
    medianMs: median(xs),
    maxMs: Math.max(...xs),
  }));
  return { ok: checks.every((c) => c.ok), base: root, checks, latency, statuses };

  async function run() {
    // --- health and titles ----------------------------------------------------------------------
    await check(
      'GET /api/health',
      '200 {ok: true}',
      async () => {
        const a = await call('GET /api/health', '/api/health');
        status(a, 200, 'health');
        expect((a.body as { ok?: unknown })?.ok === true, `health answered ${short(a.body)}, not {ok: true}`);
        return `200 {ok: true} in ${a.ms.toFixed(0)} ms`;
      },
      true,
    );

    let titleId = '';
    await check(
      'GET /api/titles',
      'the catalog',
      async () => {
        const a = await call('GET /api/titles', '/api/titles');
        status(a, 200, 'titles');
        const list = parse(TitleList, a, 'the title list');
        expect(list.length > 0, 'the title list is empty');
        titleId = (list.find((t) => t.id === 'defenders') ?? list[0])?.id as string;
        return `${list.length} titles (${list.map((t) => t.id).join(', ')}); playing ${titleId}`;
      },
      true,
    );

    let seats: string[] = [];
    await check(
      'GET /api/titles/:id',
      `the ${titleId} form`,
      async () => {
        const a = await call('GET /api/titles/:id', `/api/titles/${encodeURIComponent(titleId)}`);
        status(a, 200, 'title detail');
        const t = parse(TitleDetail, a, 'the title detail');
        expect(t.id === titleId, `asked for ${titleId}, got ${t.id}`);
        expect(t.seats.length >= 2, `${titleId} has ${t.seats.length} seats by default; the smoke needs 2`);
        expect(t.minSeats <= 2, `${titleId} needs ${t.minSeats} players; the smoke brings 2`);
        seats = t.seats;
        return `${titleId}: seats ${t.seats.join(', ')}`;
      },
      true,
    );

    // --- players, a game, joined and started ---------------------------------------------------
    const players: { name: string; token: string; playerId: string; seat: string }[] = [];
    for (const name of ['Smoke A', 'Smoke B']) {
      await check(
        'POST /api/players',
        `make player "${name}"`,
        async () => {
          const a = await call('POST /api/players', '/api/players', { body: { name, device: 'smoke check' } });
          status(a, 201, 'create player');
          const p = parse(PlayerCreated, a, 'the new player');
          players.push({ name, token: p.token, playerId: p.playerId, seat: '' });
          return `201 player "${name}" ${p.playerId}`;
        },
        true,
      );
    }
    const [pa, pb] = players as [(typeof players)[0], (typeof players)[0]];

    let gameId = '';
    let inviteCode = '';
    await check(
      'POST /api/games',
      `create a ${titleId} game in seat ${seats[0]}`,
      async () => {
        const a = await call('POST /api/games', '/api/games', {
          token: pa.token,
          body: { title: titleId, seat: seats[0], name: 'smoke check' },
        });
        status(a, 201, 'create game');
        const g = parse(GameCreated, a, 'the new game');
        const mine = g.seats.find((s) => s.seat === seats[0]);
        expect(mine?.playerId === pa.playerId, `seat ${seats[0]} is not the creator's: ${short(g.seats)}`);
        gameId = g.gameId;
        inviteCode = g.inviteCode;
        pa.seat = seats[0] as string;
        return `201 game ${g.gameId}, invite ${g.inviteCode}, ${g.seats.length} seats`;
      },
      true,
    );
    const gpath = `/api/games/${encodeURIComponent(gameId)}`;

    await check(
      'POST /api/games/:id/join',
      'the second player joins',
      async () => {
        const a = await call('POST /api/games/:id/join', `${gpath}/join`, { token: pb.token, body: { inviteCode } });
        status(a, 200, 'join');
        const j = parse(Joined, a, 'the join answer');
        expect(j.seat !== pa.seat, `joined into the creator's seat ${j.seat}`);
        pb.seat = j.seat;
        if (j.started) return `200 seat ${j.seat}, started`;
        // More seats than two players (a title whose default table is bigger): the creator starts it.
        const s = await call('POST /api/games/:id/start', `${gpath}/start`, { token: pa.token });
        status(s, 200, 'start');
        parse(CommandAccepted, s, 'the start answer');
        return `200 seat ${j.seat}; started by the creator (POST …/start)`;
      },
      true,
    );

    // --- reading the game: each player's view, the ETag ----------------------------------------
    const read = async (p: (typeof players)[0], what: string) => {
      const a = await call('GET /api/games/:id', gpath, { token: p.token });
      status(a, 200, what);
      return { game: parse(GameDetail, a, what), etag: a.headers.get('etag') };
    };

    let version = 0;
    for (const p of players) {
      await check(
        'GET /api/games/:id',
        `read the game as ${p.name}`,
        async () => {
          const { game, etag } = await read(p, `the game as ${p.name}`);
          expect(game.gameId === gameId, `asked for ${gameId}, got ${game.gameId}`);
          expect(game.status === 'active', `the game is ${game.status}, not active, after the join`);
          expect(game.you.length === 1 && game.you[0] === p.seat, `you is ${short(game.you)}, expected [${p.seat}]`);
          for (const seat of Object.keys(game.choices))
            expect(seat === p.seat, `${p.name} is offered choices for ${seat}, a seat not theirs`);
          expect(etag === `W/"${game.version}"`, `ETag is ${etag}, expected W/"${game.version}"`);
          if (version) expect(game.version === version, `${p.name} sees version ${game.version}, not ${version}`);
          version = game.version;
          return `200 as ${p.seat}: ${game.status}, version ${game.version}, ETag ${etag}`;
        },
        true,
      );
    }

    await check('GET /api/games/:id', 'If-None-Match answers 304', async () => {
      const a = await call('GET /api/games/:id', gpath, {
        token: pa.token,
        headers: { 'if-none-match': `W/"${version}"` },
      });
      status(a, 304, 'If-None-Match of the current ETag');
      expect(a.text === '', `a 304 with a body: ${short(a.text)}`);
      return `304 for If-None-Match: W/"${version}"`;
    });

    // --- playing from the choices ----------------------------------------------------------------
    const commands = `${gpath}/commands`;
    const send = (p: (typeof players)[0], body: unknown, opts: CallOptions = {}) =>
      call('POST /api/games/:id/commands', commands, { token: p.token, body, ...opts });
    /** Who the game waits on, as the player holding that seat sees it, with their choices (no `confirm` first). */
    const waiting = async () => {
      for (const p of players) {
        const { game } = await read(p, `the game as ${p.name}`);
        const offered = game.choices[p.seat] ?? [];
        if (game.status === 'active' && offered.length > 0 && game.pending.some((q) => q.seat === p.seat)) {
          const plain = offered.filter((c) => !c.confirm);
          return { p, game, choices: plain.length > 0 ? plain : offered };
        }
      }
      return null;
    };
    const other = (p: (typeof players)[0]) => (p === pa ? pb : pa);

    let played = 0;
    let over = false;
    for (let i = 0; i < PLAYS && !over; i++) {
      await check(
        'POST /api/games/:id/commands',
        `play a choice (${i + 1} of ${PLAYS})`,
        async () => {
          const w = await waiting();
          if (!w) {
            if (i === 0) fail('the started game waits on neither player with any choice');
            over = true;
            return `the game waits on no one after ${played} commands (version ${version}): stopped playing`;
          }
          const choice = w.choices[i % w.choices.length] as (typeof w.choices)[0];
          const a = await send(w.p, {
            commandId: crypto.randomUUID(),
            expectedVersion: w.game.version,
            command: choice.command,
            seat: w.p.seat,
          });
          status(a, 200, `the choice "${choice.label}"`);
          const r = parse(CommandAccepted, a, 'the command answer');
          expect(!r.duplicate, 'a fresh commandId answered duplicate: true');
          expect(r.version > w.game.version, `the version went from ${w.game.version} to ${r.version}`);
          version = r.version;
          played++;
          return `200 ${w.p.seat} "${choice.label}": version ${w.game.version} → ${r.version}`;
        },
        i === 0,
      );
    }

    // --- a race on one version, then a retried commandId ---------------------------------------
    let winner: { body: unknown; p: (typeof players)[0]; version: number } | null = null;
    await check('POST /api/games/:id/commands', 'race: two commands on one version', async () => {
      const w = await waiting();
      if (!w) fail(`after ${played} commands the game waits on no one (${version}); nothing to race`);
      const [c1, c2 = c1] = w.choices as [(typeof w.choices)[0], ...(typeof w.choices)[0][]];
      const bodies = [c1, c2].map((c) => ({
        commandId: crypto.randomUUID(),
        expectedVersion: w.game.version,
        command: c.command,
        seat: w.p.seat,
      }));
      const rs = await Promise.all(bodies.map((b) => send(w.p, b)));
      const codes = rs.map((r) => r.status).sort();
      expect(
        codes[0] === 200 && codes[1] === 409,
        `expected one 200 and one 409, got ${rs.map((r) => `${r.status} ${short(r.body, 80)}`).join(' and ')}`,
      );
      const wi = rs.findIndex((r) => r.status === 200);
      const won = parse(CommandAccepted, rs[wi] as Answer, 'the winner');
      const lost = refusal(rs[1 - wi] as Answer, 409, 'version_conflict', 'the loser');
      expect(typeof lost.version === 'number', `the 409 carries no version: ${short(rs[1 - wi]?.body)}`);
      expect(lost.version === won.version, `the 409 says version ${lost.version}, the winner made ${won.version}`);
      winner = { body: bodies[wi], p: w.p, version: won.version };
      version = won.version;
      return `one 200 (version ${won.version}), one 409 version_conflict with version ${lost.version}`;
    });

    await check('POST /api/games/:id/commands', 'retry: the same commandId again', async () => {
      if (!winner) fail('no command won the race to retry');
      const a = await send(winner.p, winner.body);
      status(a, 200, 'the retried command');
      const r = parse(CommandAccepted, a, 'the retry answer');
      expect(r.duplicate === true, `the retry answered ${short(a.body)} without duplicate: true`);
      expect(r.version === winner.version, `the retry answered version ${r.version}, not ${winner.version}`);
      const { game } = await read(winner.p, 'the game after the retry');
      expect(game.version === winner.version, `the retry moved the game to version ${game.version}`);
      return `200 duplicate: true, version ${r.version}; the game stays at ${game.version}`;
    });

    // --- bad input: documented 4xx answers, nothing changes --------------------------------------
    const fresh = (extra: Record<string, unknown> = {}) => ({
      commandId: crypto.randomUUID(),
      expectedVersion: version,
      command: { type: 'pass' },
      ...extra,
    });
    await check('POST /api/games/:id/commands', 'malformed JSON is 400', async () => {
      refusal(await send(pa, undefined, { raw: '{"commandId": "x", ' }), 400, 'invalid', 'malformed JSON');
      return '400 invalid for malformed JSON';
    });
    await check('POST /api/games/:id/commands', 'a non-JSON content type is 415', async () => {
      const a = await send(pa, undefined, {
        raw: JSON.stringify(fresh()),
        headers: { 'content-type': 'text/plain' },
      });
      refusal(a, 415, 'unsupported_media_type', 'text/plain body');
      return '415 unsupported_media_type for Content-Type: text/plain';
    });
    await check('POST /api/games/:id/commands', 'a body over 64 KB is 413', async () => {
      const a = await send(pa, undefined, { raw: JSON.stringify(fresh({ pad: 'x'.repeat(70 * 1024) })) });
      refusal(a, 413, 'too_large', 'a 70 KB body');
      return '413 too_large for a 70 KB body';
    });
    let w: Awaited<ReturnType<typeof waiting>> = null;
    await check('POST /api/games/:id/commands', 'a seat not yours is 403', async () => {
      w = await waiting();
      if (!w) fail('the game waits on no one: no command to send for the wrong seat');
      const choice = w.choices[0] as (typeof w.choices)[0];
      // The waiting seat's own legal command, sent by the other player naming that seat.
      const a = await send(other(w.p), fresh({ command: choice.command, seat: w.p.seat }));
      refusal(a, 403, 'forbidden', `${other(w.p).name} acting for ${w.p.seat}`);
      return `403 forbidden: ${other(w.p).seat}'s player acting for ${w.p.seat}`;
    });
    await check('POST /api/games/:id/commands', 'a stale expectedVersion is 409', async () => {
      if (!w) fail('the game waits on no one: no command to send stale');
      const choice = w.choices[0] as (typeof w.choices)[0];
      const a = await send(w.p, fresh({ command: choice.command, seat: w.p.seat, expectedVersion: version - 1 }));
      const e = refusal(a, 409, 'version_conflict', `expectedVersion ${version - 1}`);
      expect(e.version === version, `the 409 says version ${e.version}, the game is at ${version}`);
      return `409 version_conflict with version ${e.version} for expectedVersion ${version - 1}`;
    });
    await check('POST /api/games', 'an unknown title is 404', async () => {
      const a = await call('POST /api/games', '/api/games', { token: pa.token, body: { title: 'no-such-title' } });
      refusal(a, 404, 'unknown_title', 'title "no-such-title"');
      return '404 unknown_title for "no-such-title"';
    });
    await check('GET /api/games', 'no token is 401', async () => {
      refusal(await call('GET /api/games', '/api/games'), 401, 'unauthorized', 'my games without a token');
      return '401 unauthorized without Authorization';
    });
    await check('GET /api/games/:id', 'the refused requests changed nothing', async () => {
      const { game } = await read(pa, 'the game after the refusals');
      expect(game.version === version, `the game moved from version ${version} to ${game.version}`);
      return `200 still version ${game.version}`;
    });

    // --- the log and my games ------------------------------------------------------------------
    await check('GET /api/games/:id/log', 'the log', async () => {
      const a = await call('GET /api/games/:id/log', `${gpath}/log`, { token: pa.token });
      status(a, 200, 'the log');
      const page = parse(LogPage, a, 'the log');
      expect(page.version === version, `the log is at version ${page.version}, the game at ${version}`);
      expect(page.entries.length > 0, 'the log of a started game is empty');
      const seqs = page.entries.map((e) => e.seq);
      expect(
        seqs.every((s, i) => i === 0 || s > (seqs[i - 1] as number)),
        `seqs do not rise: ${short(seqs)}`,
      );
      expect((seqs.at(-1) as number) <= version, `the last seq ${seqs.at(-1)} is past version ${version}`);
      const after = seqs.at(-2) ?? 0;
      const b = await call('GET /api/games/:id/log', `${gpath}/log?after=${after}`, { token: pa.token });
      status(b, 200, `the log after ${after}`);
      const tail = parse(LogPage, b, `the log after ${after}`);
      expect(
        tail.entries.length > 0 && tail.entries.every((e) => e.seq > after),
        `?after=${after} gave seqs ${short(tail.entries.map((e) => e.seq))}`,
      );
      return `200 version ${page.version}, ${page.entries.length} entries; ?after=${after} gives ${tail.entries.length}`;
    });

    for (const p of players) {
      await check('GET /api/games', `my games as ${p.name}`, async () => {
        const a = await call('GET /api/games', '/api/games', { token: p.token });
        status(a, 200, 'my games');
        const list = parse(GameList, a, 'my games');
        const g = list.find((x) => x.gameId === gameId);
        expect(g, `the game ${gameId} is not in ${p.name}'s games (${list.length} listed)`);
        expect(g.title === titleId, `listed with title ${g.title}, not ${titleId}`);
        expect(g.status === 'active', `listed as ${g.status}, not active`);
        expect(g.seats.length === 1 && g.seats[0] === p.seat, `listed with seats ${short(g.seats)}, not [${p.seat}]`);
        // The list may trail a moment behind the game in the cloud; it is never ahead of it.
        expect(g.version > 0 && g.version <= version, `listed at version ${g.version}, the game is at ${version}`);
        return `200 ${list.length} game(s); this one ${g.status}, version ${g.version}, yourMove ${g.yourMove}`;
      });
    }
  }
}

async function main() {
  const base = process.argv[2] ?? process.env.SMOKE_URL ?? 'http://127.0.0.1:8787';
  console.log(`Smoke check of ${base}`);
  const r = await smoke(base, (line) => console.log(line));
  console.log('');
  for (const line of latencyTable(r.latency)) console.log(line);
  console.log('');
  const failed = r.checks.filter((c) => !c.ok);
  if (r.ok) console.log(`All ${r.checks.length} checks passed.`);
  else {
    console.log(`${failed.length} of ${r.checks.length} checks failed:`);
    for (const c of failed) console.log(`  ✗ ${c.route} ${c.what}: ${c.detail}`);
  }
  process.exitCode = r.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
