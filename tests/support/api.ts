/** A small HTTP client for tests: every call goes over a real socket to the real app. */
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function client(base: string) {
  async function call<T = any>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(base + path, { method, headers, body: payload });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }
  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string) => call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body: unknown, token?: string) => call<T>('PUT', path, { body, token }),
  };
}

/** A clock tests move by hand. */
export function fakeClock(start = Date.parse('2026-11-29T12:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    hours(h: number) {
      now += h * 3600_000;
    },
  };
}

/**
 * Rate limits out of the way, for suites that make dozens of players from one
 * address; tests/trust.test.ts checks the real limits.
 */
export const relaxedRates = Object.fromEntries(
  ['accounts', 'claims', 'invites', 'joins', 'games', 'chat', 'links'].map((k) => [k, { max: 1e6, seconds: 60 }]),
);
