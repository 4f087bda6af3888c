/**
 * `npm run bench`: the figures DESIGN.md budgets, printed (never asserted in tests).
 *   1. a command through the whole handler against dynalite on a game 2,000 events long: p50, p99
 *   2. loading a game at 100 and at 10,000 events (snapshots keep them alike)
 *   3. the minified Lambda bundle and its cold import time
 *   4. resident memory of the local server holding 100 active games
 *   5. a random bot game of each title, headless
 *   6. Domains: a round of 12 regents resolved, and bot campaigns of 10 years (bench-domains.ts)
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleLambda } from '../functions/src/build/bundle.ts';
import { startLocal } from '../functions/src/local/server.ts';
import { documentClient } from '../functions/src/store/client.ts';
import { GameStore } from '../functions/src/store/games.ts';
import { type AnyGame, play, randomPlayout, seededDice } from '../shared/src/engine/index.ts';
import { titles } from '../shared/src/index.ts';
import { duel } from '../tests/fixture/duel.ts';
import { capacity } from './bench-capacity.ts';
import { domainsBench } from './bench-domains.ts';
import { soak } from './bench-soak.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const root = new URL('..', import.meta.url).pathname;
const game = duel as AnyGame;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;
const rows: [string, string, string][] = [];
const report = (what: string, figure: string, budget: string) => {
  rows.push([what, figure, budget]);
  console.log(`${what.padEnd(52)} ${figure.padEnd(34)} ${budget}`);
};

async function commandLatency() {
  const server = await startLocal({ port: 0, dataDir: null, titles: { duel: game }, sweepMs: 0, log: () => {} });
  const req = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    server.app.request(path, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const a = (await (await req('/api/players', { method: 'POST', body: { name: 'A' } })).json()) as { token: string };
  const b = (await (await req('/api/players', { method: 'POST', body: { name: 'B' } })).json()) as { token: string };
  const g = (await (
    await req('/api/games', {
      method: 'POST',
      token: a.token,
      body: { title: 'duel', seat: 'north', config: { target: 100_000, maxTurns: 100_000 } },
    })
  ).json()) as { gameId: string; inviteCode: string };
  await req(`/api/games/${g.gameId}/join`, { method: 'POST', token: b.token, body: { inviteCode: g.inviteCode } });
  let version = 1;
  const times: number[] = [];
  const tokens = [a.token, b.token];
  for (let i = 0; version < 2_200; i++) {
    const t0 = performance.now();
    const r = await req(`/api/games/${g.gameId}/commands`, {
      method: 'POST',
      token: tokens[i % 2],
      body: {
        commandId: `bench-${i.toString().padStart(6, '0')}`,
        expectedVersion: version,
        command: { type: 'pass' },
      },
    });
    const dt = performance.now() - t0;
    if (r.status !== 200) throw new Error(`command ${i}: ${r.status} ${await r.text()}`);
    version = ((await r.json()) as { version: number }).version;
    if (version > 2_000) times.push(dt);
  }
  report('command via handler, game of 2,000 events: p50', ms(pct(times, 50)), 'budget < 15 ms');
  report('command via handler, game of 2,000 events: p99', ms(pct(times, 99)), 'budget < 50 ms');
  await server.close();
}

/**
 * A real title's commands through the whole handler: two players play a bot game from the choices the
 * API offers them, and every command's time is kept (loading the game, deciding, appending, answering).
 */
async function titleCommands(title: string, config: Record<string, unknown>, moves: number) {
  const t = titles[title] as AnyGame;
  const server = await startLocal({ port: 0, dataDir: null, titles: { [title]: t }, sweepMs: 0, log: () => {} });
  const req = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const r = await server.app.request(path, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  const a = (await req('/api/players', { method: 'POST', body: { name: 'A' } })).body as { token: string };
  const b = (await req('/api/players', { method: 'POST', body: { name: 'B' } })).body as { token: string };
  const seat = t.seats(t.configSchema.parse(config))[0];
  const g = (await req('/api/games', { method: 'POST', token: a.token, body: { title, config, seat } })).body as {
    gameId: string;
    inviteCode: string;
  };
  await req(`/api/games/${g.gameId}/join`, { method: 'POST', token: b.token, body: { inviteCode: g.inviteCode } });
  const rng = seededDice(`bench-${title}`);
  const times: number[] = [];
  let events = 0;
  for (let i = 0; i < moves; i++) {
    const who = [a.token, b.token];
    let pick: { token: string; seat: string; version: number; command: unknown } | null = null;
    for (const token of who) {
      const d = (await req(`/api/games/${g.gameId}`, { token })).body as {
        status: string;
        version: number;
        choices: Record<string, { command: { type: string } }[]>;
        pending: { seat: string; timeout: boolean }[];
      };
      if (d.status === 'finished') break;
      // a seat nothing waits on (a Domains sheet already in) is left alone, as the fuzzers do
      const waited = new Set(d.pending.filter((p) => p.timeout).map((p) => p.seat));
      for (const [seat, list] of Object.entries(d.choices)) {
        if (!list.length || !waited.has(seat)) continue;
        // a step's end a third of the time (Demonlord's 'done', Dragons of Glory's end of movement or combat,
        // a Domains sheet handed in)
        const done = list.find((c) => ['done', 'endMovement', 'endCombat', 'handIn'].includes(c.command.type));
        const c = done && rng.int(0, 2) === 0 ? done : (list[rng.int(0, list.length - 1)] as (typeof list)[number]);
        pick = { token, seat, version: d.version, command: c.command };
      }
      if (pick) break;
    }
    if (!pick) {
      if (i === 0) throw new Error(`${title}: no choices for either player at the start`);
      break;
    }
    const t0 = performance.now();
    const r = await req(`/api/games/${g.gameId}/commands`, {
      method: 'POST',
      token: pick.token,
      body: {
        commandId: `bench-${title}-${i.toString().padStart(6, '0')}`,
        expectedVersion: pick.version,
        command: pick.command,
        seat: pick.seat,
      },
    });
    times.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`${title} command ${i}: ${r.status} ${JSON.stringify(r.body)}`);
    events = (r.body as { version: number }).version;
  }
  report(
    `${title} command via handler (${times.length} commands, ${events} events): p50`,
    ms(pct(times, 50)),
    'budget < 15 ms',
  );
  report(`${title} command via handler: p99`, ms(pct(times, 99)), 'budget < 50 ms');
  await server.close();
}

async function loadCost() {
  const server = await startLocal({ port: 0, dataDir: null, titles: { duel: game }, sweepMs: 0, log: () => {} });
  const store = new GameStore(documentClient({ endpoint: server.dynamoEndpoint }), 'hexpost');
  const results: Record<number, number> = {};
  for (const length of [100, 10_000]) {
    // Build the stream as the service does: one commit per command, a snapshot every 100 events.
    const gameId = `load${length}`;
    const config = game.configSchema.parse({ target: 100_000, maxTurns: 100_000 });
    const now = new Date().toISOString();
    await store.createMeta({
      gameId,
      title: 'duel',
      config,
      seatIds: ['north', 'south'],
      holders: {},
      createdBy: 'bench',
      status: 'active',
      version: 0,
      pending: [],
      timing: { decisionHours: 0, reminderHours: 0 },
      inviteCode: `L${length}`,
      seed: 's',
      createdAt: now,
      updatedAt: now,
      result: null,
      snapSeq: 0,
      orders: {},
    });
    let state: unknown;
    const setup = game.setup(config, seededDice(1));
    for (const e of setup) state = game.evolve(state, e);
    await store.append(gameId, {
      first: 1,
      last: 1,
      commandId: null,
      at: now,
      entries: setup.map((event) => ({ seat: null, by: null, event })),
    });
    let meta = (await store.getMeta(gameId))!;
    for (let v = 1; v < length; v++) {
      const seat = game.pending(state)[0]!.seat;
      const out = play(game, state, seat, { type: 'pass' }, { dice: seededDice(v), now: 0 });
      state = out.state;
      await store.append(gameId, {
        first: v + 1,
        last: v + 1,
        commandId: `c${v}`,
        at: now,
        entries: out.events.map((event) => ({ seat, by: null, event })),
      });
      if (store.snapshotDue(meta, v + 1)) {
        await store.writeSnapshot(gameId, v + 1, state, []);
        await store.updateMeta(gameId, v + 1, { snapSeq: v + 1 });
        meta = (await store.getMeta(gameId))!;
      }
    }
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await server.service.load(gameId);
      times.push(performance.now() - t0);
    }
    results[length] = pct(times, 50);
  }
  report('load a game of 100 events: p50', ms(results[100]!), '');
  report(
    'load a game of 10,000 events: p50',
    `${ms(results[10_000]!)} (${(results[10_000]! / results[100]!).toFixed(2)}x)`,
    'budget: same within 2x',
  );
  await server.close();
}

async function lambdaBundle() {
  // Inside the repo so the external AWS SDK resolves from node_modules, as the Lambda runtime provides it.
  const dir = join(root, 'node_modules/.cache/hexpost-bench');
  rmSync(dir, { recursive: true, force: true });
  // The same bundling as the CDK asset (functions/src/build/bundle.ts): split, one chunk per title.
  const meta = bundleLambda(join(root, 'functions/src/lambda/http.ts'), dir);
  const outputs = meta?.outputs ?? {};
  const entry = Object.keys(outputs).find((f) => f.endsWith('index.mjs')) as string;
  // What every cold start reads: the entry and the chunks it imports statically.
  const core = new Set<string>();
  const visit = (f: string) => {
    if (core.has(f)) return;
    core.add(f);
    for (const i of outputs[f]?.imports ?? []) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(entry);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const coreBytes = [...core].reduce((n, f) => n + (outputs[f]?.bytes ?? 0), 0);
  report('Lambda bundle (HTTP API), minified: loaded at cold start', kb(coreBytes), 'budget < 300 KB');
  for (const [f, o] of Object.entries(outputs)) {
    if (core.has(f) || f.endsWith('.map')) continue;
    const game = Object.keys(o.inputs)
      .map((i) => /games\/([a-z-]+)\//.exec(i)?.[1])
      .find(Boolean);
    report(`  + chunk loaded on first use${game ? ` (${game})` : ''}`, kb(o.bytes), '');
  }
  const outfile = join(root, entry);
  const env = { ...process.env, NODE_PATH: join(root, 'node_modules') };
  const time = (code: string) => {
    const t: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { env, cwd: join(root, 'functions') });
      if (r.status !== 0) throw new Error(String(r.stderr));
      t.push(performance.now() - t0);
    }
    return pct(t, 50);
  };
  const base = time('0');
  const cold = time(`await import(${JSON.stringify(outfile)})`);
  report('Lambda cold import (process start excluded)', `${ms(cold - base)} (node alone ${ms(base)})`, '');
}

async function serverMemory() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `
    const { startLocal } = await import(${JSON.stringify(join(root, 'functions/src/local/server.ts'))});
    const { duel } = await import(${JSON.stringify(join(root, 'tests/fixture/duel.ts'))});
    const s = await startLocal({ port: 0, dataDir: null, titles: { duel }, sweepMs: 0 });
    console.log(s.url);
  `,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env } },
  );
  const url = await new Promise<string>((res) => child.stdout.once('data', (d) => res(String(d).trim())));
  const call = async (path: string, token: string | undefined, body?: unknown) => {
    const r = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return r.json() as Promise<{ token: string; gameId: string; inviteCode: string }>;
  };
  const streams: AbortController[] = [];
  for (let i = 0; i < 100; i++) {
    const a = await call('/api/players', undefined, { name: `A${i}` });
    const b = await call('/api/players', undefined, { name: `B${i}` });
    const g = await call('/api/games', a.token, { title: 'duel', seat: 'north' });
    await call(`/api/games/${g.gameId}/join`, b.token, { inviteCode: g.inviteCode });
    for (let m = 0; m < 10; m++) {
      await call(`/api/games/${g.gameId}/commands`, m % 2 ? b.token : a.token, {
        commandId: `mem-${i}-${m}-x`,
        expectedVersion: m + 1,
        command: { type: 'pass' },
      });
    }
    // Each game has a live watcher, as an open game screen would.
    const ctrl = new AbortController();
    streams.push(ctrl);
    void fetch(`${url}/api/games/${g.gameId}/stream?access_token=${encodeURIComponent(b.token)}`, {
      signal: ctrl.signal,
    }).catch(() => {});
  }
  await new Promise((r) => setTimeout(r, 500));
  const status = spawnSync('cat', [`/proc/${child.pid}/status`]).stdout.toString();
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  report('local server RSS, 100 active games with live streams', `${rss.toFixed(0)} MB`, 'budget < 300 MB');
  for (const c of streams) c.abort();
  child.kill();
}

function botGames() {
  for (const t of Object.values(titles)) {
    const times: number[] = [];
    for (let seed = 0; seed < 5; seed++) {
      const t0 = performance.now();
      randomPlayout(t, { seed: `bench-${seed}` });
      times.push(performance.now() - t0);
    }
    report(
      `bot game of ${t.id} (uniform random choices), median of 5`,
      ms(pct(times, 50)),
      t.id === 'defenders'
        ? 'budget < 200 ms'
        : t.id === 'divine-right'
          ? 'budget < 5 s'
          : t.id === 'demonlord'
            ? 'budget < 2 s'
            : t.id === 'dragons-of-glory'
              ? 'budget < 10 s (26 Turns)'
              : t.id === 'domains'
                ? 'budget < 20 s (4 regents, 16 turns)'
                : '',
    );
  }
}

console.log(
  `Hexpost bench — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`,
);
// `npm run bench -- load bots` runs only the sections named.
const only = new Set(process.argv.slice(2));
const want = (name: string) => only.size === 0 || only.has(name);
if (want('command')) await commandLatency();
if (want('load')) await loadCost();
if (want('bundle')) await lambdaBundle();
if (want('memory')) await serverMemory();
if (want('bots')) botGames();
if (want('titles')) {
  await titleCommands('demonlord', {}, 300);
  await titleCommands('dragons-of-glory', {}, 300);
  await titleCommands('domains', { regents: 2 }, 300);
}
if (want('domains')) domainsBench(report);
if (want('soak')) await soak(report);
if (want('capacity')) await capacity(report);
console.log('\n| what | figure | budget |\n|---|---|---|');
for (const [w, f, b] of rows) console.log(`| ${w} | ${f} | ${b} |`);
process.exit(0);
