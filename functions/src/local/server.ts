/**
 * Hexpost on one machine: dynalite (on disk under DATA_DIR, or in memory), the
 * API, the built PWA and the deadline sweep, on one port. Used by `npm start`,
 * the API and browser tests, and the benchmark.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import dynalite from 'dynalite';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AnyGame } from '@hexpost/shared';
import { catalog } from '@hexpost/shared/games/catalog.ts';
import { createApp } from '../app.ts';
import { Tokens } from '../auth.ts';
import { LocalBus } from '../live.ts';
import { notifyChange } from '../notify.ts';
import type { PushSender } from '../push.ts';
import { generateVapid, type VapidKeys, WebPushSender } from '../push-web.ts';
import { ChatStore } from '../store/chat.ts';
import { documentClient } from '../store/client.ts';
import { GameStore } from '../store/games.ts';
import { PlayerStore } from '../store/players.ts';
import { ensureTable } from '../store/table.ts';
import { fromCatalog, fromModules } from '../titles.ts';
import type { Rates } from '../limits.ts';
import { pushOriginsFromEnv } from '../push-endpoints.ts';

export interface LocalOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where dynalite and the local secrets live; null keeps everything in memory. */
  dataDir?: string | null;
  /** The built PWA; skipped when missing. */
  webRoot?: string;
  titles?: Record<string, AnyGame>;
  clock?: () => number;
  /** Milliseconds between deadline sweeps; 0 turns the sweep off (tests drive it by hand). */
  sweepMs?: number;
  push?: PushSender;
  /** Use an existing DynamoDB endpoint (DynamoDB Local, say) instead of starting dynalite. */
  dynamoEndpoint?: string;
  table?: string;
  /** Rate limits instead of the defaults (tests that make many players from one address). */
  rates?: Partial<Rates>;
  /** Push origins allowed beside the browser push services (a local test receiver); HEXPOST_PUSH_ORIGINS too. */
  pushOrigins?: readonly string[];
  log?: (msg: string, extra?: Record<string, unknown>) => void;
}

export interface LocalServer {
  url: string;
  dynamoEndpoint: string;
  app: Hono;
  service: ReturnType<typeof createApp>['service'];
  sweep(): Promise<{ timeouts: number; reminders: number }>;
  /** Resolves once the pushes already under way have gone out (tests wait on it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface LocalSecrets {
  tokenKey: string;
  vapid: VapidKeys;
}

/** Secrets made once per data directory, so tokens and push subscriptions survive restarts. */
function localSecrets(dataDir: string | null): LocalSecrets {
  const fresh = (): LocalSecrets => ({
    tokenKey: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex'),
    vapid: generateVapid('mailto:hexpost@localhost'),
  });
  if (!dataDir) return fresh();
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const s = fresh();
  writeFileSync(file, JSON.stringify(s, null, 2), { mode: 0o600 });
  return s;
}

export async function startLocal(opts: LocalOptions = {}): Promise<LocalServer> {
  const dataDir = opts.dataDir === undefined ? resolve('.data') : opts.dataDir ? resolve(opts.dataDir) : null;
  if (dataDir) mkdirSync(join(dataDir, 'db'), { recursive: true });
  let ddbServer: ReturnType<typeof dynalite> | null = null;
  let endpoint = opts.dynamoEndpoint;
  if (!endpoint) {
    const server = dynalite({
      ...(dataDir ? { path: join(dataDir, 'db') } : {}),
      createTableMs: 0,
      deleteTableMs: 0,
      updateTableMs: 0,
    });
    ddbServer = server;
    await new Promise<void>((res, rej) => {
      server.once('error', rej);
      server.listen(0, '127.0.0.1', () => res());
    });
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const db = documentClient({ endpoint });
  const table = opts.table ?? 'hexpost';
  await ensureTable(db, table);
  const secrets = localSecrets(dataDir);
  const clock = opts.clock ?? Date.now;
  const host = opts.host ?? '127.0.0.1';
  const root = new Hono();
  // Compressed as CloudFront compresses in the cloud (infra/lib/web.ts, `compress: true`): a Divine Right
  // game's answer is 60 KB of JSON and 3 KB gzipped. Server-sent events are left alone (hono/compress).
  root.use('*', compress());
  const inflight = new Set<Promise<unknown>>();
  const log = opts.log ?? ((msg: string, extra?: Record<string, unknown>) => console.error(msg, extra ?? ''));
  let url = '';
  const players = new PlayerStore(db, table);
  const pushOrigins = [...(opts.pushOrigins ?? []), ...pushOriginsFromEnv()];
  const push = opts.push ?? new WebPushSender(secrets.vapid, { extraOrigins: pushOrigins });
  // The catalog loads each title on first use, as the Lambda does; tests hand in modules.
  const allTitles = opts.titles ? fromModules(opts.titles) : fromCatalog(catalog);
  const { app: api, service } = createApp({
    games: new GameStore(db, table),
    players,
    chat: new ChatStore(db, table),
    titles: allTitles,
    tokens: new Tokens(secrets.tokenKey),
    push,
    // No table stream here (dynalite has none): pushes go out inline, from the same meta change.
    // Pushes go out after the answer, as the table stream sends them in the cloud: nobody waits on a push service.
    onMetaChange: async (before, after) => {
      const sending = notifyChange({ players, push, clock, titleName: (id) => allTitles.name(id) }, before, after)
        .catch((e) => log('push failed', { error: String(e) }))
        .finally(() => inflight.delete(sending));
      inflight.add(sending);
    },
    live: new LocalBus(),
    clock,
    pushOrigins,
    ...(opts.rates ? { rates: opts.rates } : {}),
    get publicUrl() {
      return url;
    },
    log,
  });
  root.route('/', api);
  const webRoot = opts.webRoot ? resolve(opts.webRoot) : undefined;
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    const index = readFileSync(join(webRoot, 'index.html'), 'utf8');
    root.use(
      '*',
      serveStatic({
        root: webRoot,
        onFound: (path, c) => {
          // The service worker and the shell must be revalidated; hashed assets are immutable.
          c.header('Cache-Control', /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    // Client-side routes (/games/abc, /join/...) all get the app shell.
    root.get('*', (c) => (c.req.path.startsWith('/api/') ? c.notFound() : c.html(index)));
  }
  const server = serve({ fetch: root.fetch, port: opts.port ?? 8787, hostname: host });
  await new Promise<void>((res, rej) => {
    server.once('listening', () => res());
    server.once('error', rej);
  });
  url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${(server.address() as AddressInfo).port}`;
  const sweepMs = opts.sweepMs ?? 30_000;
  const timer =
    sweepMs > 0
      ? setInterval(() => {
          service.sweep().catch((e) => console.error('deadline sweep failed', e));
        }, sweepMs)
      : null;
  timer?.unref();
  return {
    url,
    dynamoEndpoint: endpoint,
    app: root,
    service,
    sweep: () => service.sweep(),
    async idle() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
    async close() {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...inflight]);
      // SSE streams hold connections open; drop them so close() returns.
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((res) => server.close(() => res()));
      db.destroy();
      if (ddbServer) {
        const s = ddbServer;
        await new Promise<void>((res) => s.close(() => res()));
      }
    },
  };
}
