/**
 * The only place the app talks HTTP. One `send()` adds the token and JSON,
 * parses every answer with the protocol's zod schemas and turns every failure
 * into an `ApiError` with a kind the UI can branch on; nothing is swallowed.
 *
 * Commands go through `submit()`: when the device is offline they are kept in
 * a queue persisted in IndexedDB and sent, in order, once it is back online.
 */
import type * as P from '@hexpost/shared/protocol';
import type * as z from 'zod';
import { idbStore, type KeyValue } from './idb.ts';

export type FailureKind =
  | 'network' // no answer at all: offline, DNS, server down
  | 'invalid' // 400: the request was malformed
  | 'unauthorized' // 401: no or a bad token
  | 'forbidden' // 403: not your seat, not the creator
  | 'not_found' // 404
  | 'version_conflict' // 409 with the current version
  | 'conflict' // other 409s: a seat already taken
  | 'rule' // 422: the game's rules refused the command
  | 'too_large' // 413
  | 'server' // 5xx
  | 'bad_response'; // an answer that does not match the protocol

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status: number,
    readonly body?: P.ErrorBody,
  ) {
    super(message);
  }
  get code() {
    return this.body?.code;
  }
  get version() {
    return this.body?.version;
  }
}

export const isApiError = (e: unknown, kind?: FailureKind): e is ApiError =>
  e instanceof ApiError && (kind === undefined || e.kind === kind);

function kindOf(status: number, body: P.ErrorBody | undefined): FailureKind {
  if (status === 400) return 'invalid';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return body?.error === 'version_conflict' ? 'version_conflict' : 'conflict';
  if (status === 413) return 'too_large';
  if (status === 422) return 'rule';
  if (status >= 500) return 'server';
  return 'invalid';
}

const DEFAULT_MESSAGES: Record<FailureKind, string> = {
  network: 'No connection to the Hexpost server.',
  invalid: 'The server did not understand that request.',
  unauthorized: 'This device is not signed in any more.',
  forbidden: 'You may not do that here.',
  not_found: 'Not found.',
  version_conflict: 'The game moved on while you were deciding.',
  conflict: 'Someone was quicker.',
  rule: 'The rules do not allow that.',
  too_large: 'That is too long.',
  server: 'The server ran into a problem. Try again in a moment.',
  bad_response: 'The server answered something this app does not understand.',
};

export interface QueuedCommand {
  /** Also the command's `commandId`, so a resend is idempotent on the server. */
  id: string;
  gameId: string;
  body: P.SubmitCommand;
  label: string;
  queuedAt: string;
}

export interface QueueFailure {
  item: QueuedCommand;
  error: ApiError;
}

export type SubmitResult = { status: 'sent'; version: number } | { status: 'queued'; item: QueuedCommand };

export interface AgentOptions {
  fetch?: typeof fetch;
  kv?: KeyValue;
  /** Origin prefix of the API; '' for the same origin. */
  base?: string;
  /** Whether the device believes it is online; navigator.onLine by default. */
  online?: () => boolean;
  /** Read-only spectator token appended to GET requests as `?spectate=`. */
  spectate?: string;
}

export const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export interface SendOpts {
  etag?: string;
  signal?: AbortSignal;
  accept?: string;
}

/** Anything with zod's `safeParse`: the protocol's schemas, or a small hand-written check. */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

const PushKey: Schema<{ publicKey: string }> = {
  safeParse: (d) =>
    typeof d === 'object' && d !== null && typeof (d as { publicKey?: unknown }).publicKey === 'string'
      ? { success: true, data: d as { publicKey: string } }
      : { success: false },
};

type Protocol = typeof P;
let protocol: Promise<Protocol> | undefined;
/**
 * The protocol's zod schemas are loaded beside the first request rather than
 * with the page: they are most of the app's JavaScript and the first screen
 * needs none of them.
 */
export const loadProtocol = (): Promise<Protocol> => {
  protocol ??= import('@hexpost/shared/protocol');
  return protocol;
};
/** Picks a schema out of the lazily loaded protocol module. */
type SchemaOf<T> = (p: Protocol) => Schema<T>;

const inviteSchema = (p: Protocol) =>
  p.GameSummary.pick({ gameId: true, title: true, status: true }).extend({
    seats: p.GameCreated.shape.seats,
    /** Set when the code is a seat's own invitation (a seat opened to a new player in a game under way). */
    seat: p.SeatInfo.shape.seat.optional(),
  });
export type Invite = z.infer<ReturnType<typeof inviteSchema>>;

/** The answer of POST …/rematch: the return match (made now, or the one asked for already). */
export interface RematchMade {
  gameId: string;
  inviteCode: string;
  /** The player who asked for it. */
  by: string;
  created: boolean;
  seatToken?: string;
}
// The protocol has no schema for this answer (only RematchRequest): the table's `rematch` shape plus two fields.
const rematchSchema = (p: Protocol): Schema<RematchMade> => {
  const base = p.TableInfo.shape.rematch.unwrap();
  return {
    safeParse(d) {
      const r = base.safeParse(d);
      const o = d as { created?: unknown; seatToken?: unknown } | null;
      if (!r.success || typeof o?.created !== 'boolean') return { success: false };
      if (o.seatToken !== undefined && typeof o.seatToken !== 'string') return { success: false };
      return {
        success: true,
        data: { ...r.data, created: o.created, ...(typeof o.seatToken === 'string' ? { seatToken: o.seatToken } : {}) },
      };
    },
  };
};

export function createAgent(opts: AgentOptions = {}) {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const kv = opts.kv ?? idbStore();
  const base = opts.base ?? '';
  const online = opts.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  let token: string | null | undefined;
  let queue: QueuedCommand[] | undefined;
  const queueListeners = new Set<(q: readonly QueuedCommand[]) => void>();
  const failureListeners = new Set<(f: QueueFailure) => void>();
  const reachListeners = new Set<(reached: boolean) => void>();
  /** Tells listeners whether the last request reached the server (navigator.onLine alone is not to be trusted). */
  const reached = (ok: boolean) => {
    for (const l of reachListeners) l(ok);
  };

  async function getToken(): Promise<string | null> {
    if (token === undefined) token = (await kv.get<string>('token')) ?? null;
    return token;
  }
  async function setToken(t: string | null) {
    token = t;
    if (t) await kv.set('token', t);
    else await Promise.all([kv.del('token'), kv.del('profile')]);
  }

  async function raw(method: string, path: string, body?: unknown, o: SendOpts = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: o.accept ?? 'application/json' };
    const t = await getToken();
    if (t) headers.authorization = `Bearer ${t}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (o.etag) headers['if-none-match'] = o.etag;
    let url = base + path;
    if (opts.spectate && method === 'GET')
      url += `${url.includes('?') ? '&' : '?'}spectate=${encodeURIComponent(opts.spectate)}`;
    try {
      const res = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: o.signal,
      });
      // the service worker marks answers it gave from its copy
      reached(res.headers.get('x-hexpost-offline') !== '1');
      return res;
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      reached(false);
      throw new ApiError('network', DEFAULT_MESSAGES.network, 0);
    }
  }

  async function failure(res: Response): Promise<ApiError> {
    let body: P.ErrorBody | undefined;
    try {
      const parsed = (await loadProtocol()).ErrorBody.safeParse(await res.json());
      if (parsed.success) body = parsed.data;
    } catch {
      // not JSON: keep the default message
    }
    const kind = kindOf(res.status, body);
    return new ApiError(kind, body?.message || DEFAULT_MESSAGES[kind], res.status, body);
  }

  async function parse<T>(schema: SchemaOf<T>, data: unknown, path: string): Promise<T> {
    const r = schema(await loadProtocol()).safeParse(data);
    if (!r.success) throw new ApiError('bad_response', `${DEFAULT_MESSAGES.bad_response} (${path})`, 200);
    return r.data;
  }

  async function send<T>(method: string, path: string, schema: SchemaOf<T> | null, body?: unknown, o?: SendOpts) {
    const res = await raw(method, path, body, o);
    if (!res.ok) throw await failure(res);
    if (!schema || res.status === 204) return undefined as T;
    let data: unknown;
    try {
      data = await res.json();
    } catch {
      throw new ApiError('bad_response', DEFAULT_MESSAGES.bad_response, res.status);
    }
    return parse(schema, data, path);
  }

  const g = (id: string) => `/api/games/${encodeURIComponent(id)}`;

  // --- the offline queue -------------------------------------------------
  async function loadQueue(): Promise<QueuedCommand[]> {
    queue ??= (await kv.get<QueuedCommand[]>('queue')) ?? [];
    return queue;
  }
  async function saveQueue(q: QueuedCommand[]) {
    queue = q;
    await kv.set('queue', q);
    for (const l of queueListeners) l(q);
  }

  let flushing: Promise<void> | undefined;
  /**
   * Sends queued commands in order. Stops at the first network failure (still
   * offline); drops and reports a command the server refuses. On a version
   * conflict it asks `rebase` for the fresh expected version (or null to drop).
   */
  function flush(rebase?: (item: QueuedCommand, err: ApiError) => Promise<number | null>): Promise<void> {
    flushing ??= (async () => {
      try {
        for (;;) {
          const q = await loadQueue();
          const item = q[0];
          if (!item) return;
          try {
            await send('POST', `${g(item.gameId)}/commands`, (p) => p.CommandAccepted, item.body);
          } catch (e) {
            if (!isApiError(e)) throw e;
            if (e.kind === 'network' || e.kind === 'server') return;
            if (e.kind === 'version_conflict' && rebase) {
              const v = await rebase(item, e);
              if (v !== null && v !== item.body.expectedVersion) {
                await saveQueue([{ ...item, body: { ...item.body, expectedVersion: v } }, ...q.slice(1)]);
                continue;
              }
            }
            for (const l of failureListeners) l({ item, error: e });
          }
          await saveQueue((await loadQueue()).filter((x) => x.id !== item.id));
        }
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  // start fetching the schemas once the page has drawn
  if (typeof window !== 'undefined') setTimeout(() => void loadProtocol(), 0);

  return {
    getToken,
    setToken,
    health: () => send('GET', '/api/health', null),
    onReach(l: (reached: boolean) => void) {
      reachListeners.add(l);
      return () => reachListeners.delete(l);
    },
    /** The raw request, for the update stream (needs the body as a stream). */
    raw,
    players: {
      async create(name: string) {
        const r = await send('POST', '/api/players', (p) => p.PlayerCreated, { name });
        await setToken(r.token);
        return r;
      },
      /** The profile; kept on the device, so the next start can show the app before the server answers. */
      async me() {
        const p = await send('GET', '/api/players/me', (x) => x.Player);
        await kv.set('profile', p);
        return p;
      },
      /** The profile this device last read, if any. */
      cached: () => kv.get<z.infer<typeof P.Player>>('profile'),
      devices: () => send('GET', '/api/players/me/devices', (p) => p.DeviceList),
      signOut: (deviceId: string) => send('DELETE', `/api/players/me/devices/${encodeURIComponent(deviceId)}`, null),
      update: (body: z.input<typeof P.UpdatePlayer>) => send('PATCH', '/api/players/me', (p) => p.Player, body),
      transfer: () => send('POST', '/api/players/me/transfer', (p) => p.TransferCode, {}),
      async claim(code: string) {
        const r = await send('POST', '/api/players/claim', (p) => p.PlayerCreated, { code });
        await setToken(r.token);
        return r;
      },
    },
    titles: {
      list: () => send('GET', '/api/titles', (p) => p.TitleList),
      get: (id: string) => send('GET', `/api/titles/${encodeURIComponent(id)}`, (p) => p.TitleDetail),
      seats: (id: string, config: Record<string, unknown>) =>
        send('POST', `/api/titles/${encodeURIComponent(id)}/seats`, (p) => p.SeatsAnswer, { config }),
    },
    games: {
      list: () => send('GET', '/api/games', (p) => p.GameList),
      /** One page of my games: every running game and the newest finished ones, then older finished ones by cursor. */
      async page(cursor?: string): Promise<{ games: P.GameSummary[]; next: string | null }> {
        const path = `/api/games${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
        const res = await raw('GET', path);
        if (!res.ok) throw await failure(res);
        const games = await parse((p) => p.GameList, await res.json(), path);
        return { games, next: res.headers.get('x-next-cursor') };
      },
      create: (body: z.input<typeof P.CreateGame>) => send('POST', '/api/games', (p) => p.GameCreated, body),
      invite: (code: string) => send('GET', `/api/invites/${encodeURIComponent(code)}`, inviteSchema),
      join: (id: string, body: z.input<typeof P.JoinGame>) => send('POST', `${g(id)}/join`, (p) => p.Joined, body),
      start: (id: string) => send('POST', `${g(id)}/start`, null, {}),
      /** The game as your seats may see it; `null` when the ETag still matches. */
      async get(
        id: string,
        etag?: string,
      ): Promise<{ game: P.GameDetail | null; etag: string | null; offline: boolean }> {
        const res = await raw('GET', g(id), undefined, { etag });
        // set by the service worker when it answered from its copy
        const offline = res.headers.get('x-hexpost-offline') === '1';
        if (res.status === 304) return { game: null, etag: etag ?? null, offline };
        if (!res.ok) throw await failure(res);
        const game = await parse((p) => p.GameDetail, await res.json(), g(id));
        return { game, etag: res.headers.get('etag') ?? `W/"${game.version}"`, offline };
      },
      log: (id: string, after = 0) => send('GET', `${g(id)}/log?after=${after}`, (p) => p.LogPage),
      viewAt: (id: string, at: number) => send('GET', `${g(id)}/view?at=${at}`, (p) => p.ViewAt),
      orders: (id: string, seat?: string) =>
        send('GET', `${g(id)}/orders${seat ? `?seat=${encodeURIComponent(seat)}` : ''}`, (p) =>
          p.StandingOrders.partial(),
        ),
      setOrders: (id: string, orders: unknown, seat?: string) => send('PUT', `${g(id)}/orders`, null, { seat, orders }),
      chat: (id: string, after?: string) =>
        send('GET', `${g(id)}/chat${after ? `?after=${encodeURIComponent(after)}` : ''}`, (p) => p.ChatPage),
      say: (id: string, text: string, seat?: string) => send('POST', `${g(id)}/chat`, null, { text, seat }),
      notifications: (id: string, enabled: boolean) => send('PUT', `${g(id)}/notifications`, null, { enabled }),
      spectate: (id: string) => send('POST', `${g(id)}/spectators`, (p) => p.SpectatorLink, {}),
      undo: (id: string, body: z.input<typeof P.UndoRequest>) =>
        send('POST', `${g(id)}/undo`, (p) => p.CommandAccepted, body),
      spectatorLinks: (id: string) => send('GET', `${g(id)}/spectators`, (p) => p.SpectatorLinks),
      revokeSpectatorLink: (id: string, linkId: string) =>
        send('DELETE', `${g(id)}/spectators/${encodeURIComponent(linkId)}`, null),
      exportUrl: (id: string) => `${base}${g(id)}/export`,
      // --- the table (docs/api.md, The table): each answers the game's new version
      /** The next game waiting for my move, most urgent first, after `after` (wrapping round); 404 when none. */
      next: (after?: string) =>
        send('GET', `/api/games/next${after ? `?after=${encodeURIComponent(after)}` : ''}`, (p) => p.NextGame),
      resign: (id: string, body: z.input<typeof P.ResignRequest> = {}) =>
        send('POST', `${g(id)}/resign`, (p) => p.CommandAccepted, body),
      vacation: (id: string, body: z.input<typeof P.VacationRequest>) =>
        send('POST', `${g(id)}/vacation`, (p) => p.CommandAccepted, body),
      back: (id: string, body: z.input<typeof P.SeatRequest> = {}) =>
        send('POST', `${g(id)}/back`, (p) => p.CommandAccepted, body),
      pause: (id: string) => send('POST', `${g(id)}/pause`, (p) => p.CommandAccepted, {}),
      resume: (id: string) => send('POST', `${g(id)}/resume`, (p) => p.CommandAccepted, {}),
      openSeat: (id: string, seat: string) =>
        send('POST', `${g(id)}/seats/${encodeURIComponent(seat)}/open`, (p) => p.CommandAccepted, {}),
      rematch: (id: string, body: z.input<typeof P.RematchRequest>) =>
        send('POST', `${g(id)}/rematch`, rematchSchema, body),
    },
    push: {
      key: () => send('GET', '/api/push/key', () => PushKey),
      subscribe: (sub: z.input<typeof P.PushSubscription>) => send('POST', '/api/push/subscriptions', null, sub),
      unsubscribe: (endpoint: string) => send('DELETE', '/api/push/subscriptions', null, { endpoint }),
    },
    /**
     * Sends a command, or queues it when the device is offline (or the
     * request cannot reach the server). Refusals (409/422/403/400) reject.
     */
    async submit(gameId: string, body: Omit<P.SubmitCommand, 'commandId'> & { commandId?: string }, label = '') {
      // a plain copy: the command may come from a reactive store, which IndexedDB cannot clone
      const full = JSON.parse(JSON.stringify({ ...body, commandId: body.commandId ?? newId() })) as P.SubmitCommand;
      const enqueue = async (): Promise<SubmitResult> => {
        const item: QueuedCommand = {
          id: full.commandId,
          gameId,
          body: full,
          label,
          queuedAt: new Date().toISOString(),
        };
        await saveQueue([...(await loadQueue()), item]);
        return { status: 'queued', item };
      };
      if (!online() || (await loadQueue()).some((x) => x.gameId === gameId)) return enqueue();
      try {
        const r = await send('POST', `${g(gameId)}/commands`, (p) => p.CommandAccepted, full);
        return { status: 'sent', version: r.version } as SubmitResult;
      } catch (e) {
        if (isApiError(e, 'network')) return enqueue();
        throw e;
      }
    },
    queue: loadQueue,
    async dropQueued(id: string) {
      await saveQueue((await loadQueue()).filter((x) => x.id !== id));
    },
    flush,
    onQueue(l: (q: readonly QueuedCommand[]) => void) {
      queueListeners.add(l);
      return () => queueListeners.delete(l);
    },
    onQueueFailure(l: (f: QueueFailure) => void) {
      failureListeners.add(l);
      return () => failureListeners.delete(l);
    },
    /** Seat tokens from create/join, kept in case a seat is played from another app or a bot. */
    async rememberSeat(gameId: string, seat: string, seatToken: string) {
      const all = (await kv.get<Record<string, string>>('seats')) ?? {};
      all[`${gameId}/${seat}`] = seatToken;
      await kv.set('seats', all);
    },
  };
}

export type Agent = ReturnType<typeof createAgent>;
