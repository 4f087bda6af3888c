/**
 * `npm run smoke` (scripts/smoke.ts) against the real local server with the real catalog, exactly what a
 * deployment serves: every check passes. Then against a proxy that misbehaves on one route (a 500, a
 * changed shape, a 429), so the smoke is seen to fail when the contract breaks.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocal, type LocalServer } from '../functions/src/local/server.ts';
import { latencyTable, smoke } from '../scripts/smoke.ts';
import { relaxedRates } from './support/api.ts';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocal({ port: 0, dataDir: null, sweepMs: 0, rates: relaxedRates, log: () => {} });
});
afterAll(async () => server?.close());

type Tamper = (
  method: string,
  path: string,
) => { status: number; body: unknown; headers?: Record<string, string> } | { edit: (body: any) => unknown } | null;

/** A node:http server in front of the real one that forwards everything except what `tamper` changes. */
async function proxy(target: string, tamper: Tamper): Promise<{ url: string; close(): Promise<void> }> {
  const read = async (req: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const p of req) parts.push(p as Buffer);
    return Buffer.concat(parts);
  };
  const http: Server = createServer(async (req, res) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const t = tamper(method, path.split('?')[0] as string);
    if (t && 'status' in t) {
      res.writeHead(t.status, { 'content-type': 'application/json', ...(t.headers ?? {}) });
      res.end(JSON.stringify(t.body));
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host') headers[k] = v;
    const raw = await read(req);
    const up = await fetch(target + path, { method, headers, body: raw.length ? raw : undefined });
    let text = await up.text();
    if (t && 'edit' in t && text) text = JSON.stringify(t.edit(JSON.parse(text)));
    const out: Record<string, string> = {};
    up.headers.forEach((v, k) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding'].includes(k))
        out[k] = v;
    });
    res.writeHead(up.status, out);
    res.end(text);
  });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => http.close(() => ok())),
  };
}

async function smokeThrough(tamper: Tamper) {
  const p = await proxy(server.url, tamper);
  try {
    return await smoke(p.url);
  } finally {
    await p.close();
  }
}

describe('npm run smoke', () => {
  it('passes every check against the local server with the real catalog', async () => {
    const lines: string[] = [];
    const r = await smoke(`${server.url}/`, (l) => lines.push(l));
    expect(
      r.checks.filter((c) => !c.ok),
      lines.join('\n'),
    ).toEqual([]);
    expect(r.ok).toBe(true);
    expect(lines.every((l) => l.startsWith('✓'))).toBe(true);
    expect(lines.length).toBe(r.checks.length);
    // Every core route was exercised and timed, and the whole run stayed small.
    const routes = r.latency.map((l) => l.route);
    for (const route of [
      'GET /api/health',
      'GET /api/titles',
      'GET /api/titles/:id',
      'POST /api/players',
      'POST /api/games',
      'POST /api/games/:id/join',
      'GET /api/games/:id',
      'POST /api/games/:id/commands',
      'GET /api/games/:id/log',
      'GET /api/games',
    ])
      expect(routes).toContain(route);
    expect(r.latency.find((l) => l.route === 'POST /api/players')?.count).toBe(2);
    expect(r.checks.some((c) => c.what.includes('playing defenders'))).toBe(true);
    expect(r.checks.some((c) => /one 200 .* one 409 version_conflict/.test(c.what))).toBe(true);
    expect(r.checks.some((c) => c.what.includes('duplicate: true'))).toBe(true);
    for (const l of r.latency) expect(l.maxMs).toBeGreaterThanOrEqual(l.medianMs);
    expect(latencyTable(r.latency)).toHaveLength(r.latency.length + 1);
  });

  it('fails on a 5xx, naming the route and the 5xx check', async () => {
    const r = await smokeThrough((method, path) =>
      method === 'GET' && path === '/api/games'
        ? { status: 500, body: { error: 'internal', message: 'Something went wrong.' } }
        : null,
    );
    expect(r.ok).toBe(false);
    const failed = r.checks.filter((c) => !c.ok);
    // The no-token 401 check and both "my games" checks hit the broken route; then the 5xx check.
    expect(failed.map((c) => c.route)).toEqual(['GET /api/games', 'GET /api/games', 'GET /api/games', 'every route']);
    expect(failed[3]?.detail).toMatch(/500 from GET \/api\/games/);
    expect(r.checks.filter((c) => c.ok).length).toBeGreaterThan(20);
  });

  it('fails when an answer changes shape', async () => {
    const r = await smokeThrough((method, path) =>
      method === 'GET' && path.endsWith('/log')
        ? { edit: (b: { version: number; entries: unknown[] }) => ({ ...b, version: String(b.version) }) }
        : null,
    );
    expect(r.ok).toBe(false);
    const failed = r.checks.filter((c) => !c.ok);
    expect(failed.map((c) => c.route)).toEqual(['GET /api/games/:id/log']);
    expect(failed[0]?.detail).toMatch(/does not match the protocol schema \(version: /);
  });

  it('reports a 429 with its Retry-After and stops', async () => {
    const r = await smokeThrough((method, path) =>
      method === 'POST' && path === '/api/players'
        ? {
            status: 429,
            body: { error: 'rate_limited', message: 'Too many new players from here.' },
            headers: { 'retry-after': '1800' },
          }
        : null,
    );
    expect(r.ok).toBe(false);
    const failed = r.checks.filter((c) => !c.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.detail).toMatch(/429 rate limited, Retry-After: 1800 s/);
    // Nothing after the players was tried: no game was made.
    expect(r.statuses.some((s) => s.route.startsWith('POST /api/games'))).toBe(false);
  });

  it('fails, without throwing, when nothing answers', async () => {
    const p = await proxy(server.url, () => null);
    const url = p.url;
    await p.close();
    const r = await smoke(url);
    expect(r.ok).toBe(false);
    expect(r.checks[0]).toMatchObject({ ok: false, route: 'GET /api/health' });
    expect(r.checks[0]?.detail).toMatch(/no answer from/);
  });
});
