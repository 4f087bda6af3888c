/**
 * `npm run bench -- soak`: does the local server stay the same size under use?
 * It starts the real local server (`startLocal`: dynalite on disk in a temp
 * dir, the API, the deadline sweep) in a child process, so the RSS read from
 * /proc is the server's own, and sends it 50,000 mixed requests from a few
 * concurrent clients: a few dozen players made once and reused, games of the
 * `duel` test title created, looked up by invite, joined and played to the
 * end (cards, dice, out-of-turn answers), the game read before each move, its
 * log and the players' game lists read along the way. The server's RSS (after
 * a full GC in the child) is taken after a warm-up of 5,000 requests, halfway
 * and at the end; the growth after the warm-up is the figure, the growth over
 * the second half tells a leak (it keeps its pace) from caches filling up (they
 * slow down and stop: LevelDB's block cache and memtables, V8's heap reserve).
 * SOAK_REQUESTS changes the count; SOAK_DEBUG=1 prints process.memoryUsage()
 * at each sample.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Report = (what: string, figure: string, budget: string) => void;

const root = new URL('..', import.meta.url).pathname;
const TOTAL = Number(process.env.SOAK_REQUESTS ?? 50_000);
const WARMUP = 5_000;
const PLAYERS = 24;
const CLIENTS = 4;
const MB = 1024 * 1024;

interface Pending {
  seat: string;
  kind: string;
}
interface Detail {
  status: string;
  version: number;
  pending: Pending[];
  view: { hand: number[] | null };
}

export async function soak(report: Report) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hexpost-soak-'));
  // Rate limits are for the public; this is one client address making hundreds of games a minute.
  const generous = Object.fromEntries(
    ['accounts', 'games', 'joins', 'invites'].map((k) => [k, { max: 1_000_000, seconds: 60 }]),
  );
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '-e',
      `
    const { startLocal } = await import(${JSON.stringify(join(root, 'functions/src/local/server.ts'))});
    const { duel } = await import(${JSON.stringify(join(root, 'tests/fixture/duel.ts'))});
    const rates = ${JSON.stringify(generous)};
    const s = await startLocal({
      port: 0, dataDir: ${JSON.stringify(dataDir)}, titles: { duel }, sweepMs: 1000, log: () => {},
      rates, limits: rates,
    });
    console.log(s.url);
    // A line on stdin asks for a full GC and the heap, so RSS is read without garbage waiting to be collected.
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', () => {
      for (let i = 0; i < 3; i++) globalThis.gc();
      console.log(JSON.stringify(process.memoryUsage()));
    });
    process.stdin.on('end', () => process.exit(0));
  `,
    ],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      // As `npm start` runs the server (scripts/start.mjs): two malloc arenas.
      env: { MALLOC_ARENA_MAX: '2', ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  const lines: string[] = [];
  const waiters: ((l: string) => void)[] = [];
  let buf = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d: string) => {
    buf += d;
    for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
      const line = buf.slice(0, i).trim();
      buf = buf.slice(i + 1);
      const w = waiters.shift();
      if (w) w(line);
      else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((res) => {
      const l = lines.shift();
      if (l !== undefined) res(l);
      else waiters.push(res);
    });
  const url = await nextLine();

  const memory = async () => {
    child.stdin.write('gc\n');
    const usage = JSON.parse(await nextLine()) as NodeJS.MemoryUsage;
    if (process.env.SOAK_DEBUG) console.log('  soak debug', sent, JSON.stringify(usage));
    const heap = usage.heapUsed / MB;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    return { rss, heap };
  };

  let sent = 0;
  const counts: Record<string, number> = {};
  const call = async <T>(kind: string, path: string, token?: string, body?: unknown): Promise<T> => {
    sent++;
    counts[kind] = (counts[kind] ?? 0) + 1;
    const r = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${kind} ${path}: ${r.status} ${text}`);
    return JSON.parse(text) as T;
  };

  const players: string[] = [];
  for (let i = 0; i < PLAYERS; i++)
    players.push((await call<{ token: string }>('player', '/api/players', undefined, { name: `Soak ${i}` })).token);

  // A fixed pseudo-random sequence per client, so runs compare.
  const rng = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  // RSS is taken at the end of the warm-up (the figure's base), halfway, and every 10,000 requests (printed:
  // a leak grows on at the same pace, while the store's caches filling up slow down and stop).
  const marks = [WARMUP, TOTAL / 2];
  for (let m = 10_000; m < TOTAL; m += 10_000) marks.push(m);
  marks.sort((x, y) => x - y);
  const samples: { sent: number; rss: number; heap: number }[] = [];
  let measuring: Promise<void> | null = null;
  const checkpoint = async () => {
    samples.push({ sent, ...(await memory()) });
  };

  let games = 0;
  const t0 = performance.now();
  const client = async (n: number) => {
    const rand = rng(n + 1);
    for (let g = 0; sent < TOTAL; g++) {
      const a = players[(n + g * CLIENTS) % PLAYERS]!;
      const b = players[(n + g * CLIENTS + 1 + (g % (PLAYERS - 1))) % PLAYERS]!;
      const byseat: Record<string, string> = { north: a, south: b };
      const created = await call<{ gameId: string; inviteCode: string }>('create', '/api/games', a, {
        title: 'duel',
        seat: 'north',
        config: { target: 30, maxTurns: 30 },
      });
      games++;
      const id = created.gameId;
      if (g % 2 === 0) await call('invite', `/api/invites/${created.inviteCode}`, b);
      await call('join', `/api/games/${id}/join`, b, { inviteCode: created.inviteCode });
      for (let step = 0; sent < TOTAL; step++) {
        // Whoever the game waits on reads it (the view of their seat), then moves.
        let d = await call<Detail>('get game', `/api/games/${id}`, a);
        if (d.status === 'finished') break;
        const p = d.pending[0]!;
        const token = byseat[p.seat]!;
        if (token !== a) d = await call<Detail>('get game', `/api/games/${id}`, token);
        const hand = d.view.hand ?? [];
        const r = rand();
        const command =
          p.kind === 'respond'
            ? { type: 'respond', answer: r < 0.5 ? 'accept' : 'challenge' }
            : hand.length && r < 0.5
              ? { type: 'play', card: hand[Math.floor(rand() * hand.length)] }
              : r < 0.8
                ? { type: 'roll' }
                : { type: 'pass' };
        await call('command', `/api/games/${id}/commands`, token, {
          commandId: `soak-${id}-${step}`,
          expectedVersion: d.version,
          command,
        });
        if (step % 3 === 0) await call('get log', `/api/games/${id}/log?after=${Math.max(0, d.version - 4)}`, token);
        if (step % 5 === 0) await call('list games', '/api/games', token);
        if (!measuring && sent >= marks[0]!) {
          marks.shift();
          measuring = checkpoint();
        }
        if (measuring) {
          await measuring;
          measuring = null;
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    await checkpoint();
  } finally {
    child.kill();
  }
  const seconds = (performance.now() - t0) / 1000;
  const end = samples.at(-1)!;
  const bytes = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (n, e) => n + (e.isDirectory() ? bytes(join(dir, e.name)) : statSync(join(dir, e.name)).size),
      0,
    );
  const stored = bytes(dataDir) / MB;
  rmSync(dataDir, { recursive: true, force: true });

  const w = samples[0]!;
  const half = samples.find((m) => m.sent >= TOTAL / 2) ?? w;
  const plus = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} MB`;
  console.log(
    `  soak: ${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s), ${games} games, ` +
      `${PLAYERS} players, ${stored.toFixed(0)} MB on disk; ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
  );
  console.log(`  soak: server RSS after GC at ${samples.map((m) => `${m.sent}: ${m.rss.toFixed(0)} MB`).join(', ')}`);
  report(
    `local server RSS, after ${WARMUP.toLocaleString('en')} mixed requests (warm-up)`,
    `${w.rss.toFixed(0)} MB`,
    '',
  );
  report(
    `local server RSS, after ${sent.toLocaleString('en')} mixed requests`,
    `${end.rss.toFixed(0)} MB (${plus(end.rss - w.rss)}, second half ${plus(end.rss - half.rss)}; heap ${w.heap.toFixed(0)} → ${end.heap.toFixed(0)} MB)`,
    'budget: < 20 MB growth after warm-up',
  );
}
