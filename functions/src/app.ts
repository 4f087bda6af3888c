/**
 * The Hono app: one factory for Lambda, the local server and tests. Routes
 * live in routes/<resource>.ts; errors become answers in exactly one place.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { isRuleError } from '@hexpost/shared/engine';
import { ApiError } from './errors.ts';
import type { Env } from './http.ts';
import { playerRoutes } from './routes/players.ts';
import { titleRoutes } from './routes/titles.ts';
import { gameRoutes, inviteRoutes } from './routes/games.ts';
import { pushRoutes } from './routes/push.ts';
import { GameService, type Deps } from './service.ts';
import type { ChatStore } from './store/chat.ts';
import { Limiter, type Rates } from './limits.ts';
import { RateStore } from './store/rates.ts';

export interface AppDeps extends Deps {
  chat: ChatStore;
  /** Rate limits to use instead of the defaults (tests that create many players from one address). */
  rates?: Partial<Rates>;
  /**
   * Push service origins accepted beside the known browser ones, e.g.
   * `http://127.0.0.1:8990` for a local test receiver (push-endpoints.ts).
   */
  pushOrigins?: readonly string[];
}

/** Routes that may take a token from the query, where a browser cannot send a header: reads only. */
const QUERY_TOKEN_ROUTES = /^\/api\/games\/[^/]+(\/(stream|log|view|export|chat))?$/;

/** Bodies are small JSON documents; anything larger is refused before it is read. */
export const MAX_BODY = 64 * 1024;

export function createApp(deps: AppDeps) {
  const limiter = new Limiter(new RateStore(deps.games.db, deps.games.table), deps.clock, deps.rates);
  const service = new GameService(deps, limiter);
  const app = new Hono<Env>().basePath('/api');

  app.use(
    bodyLimit({
      maxSize: MAX_BODY,
      onError: (c) => c.json({ error: 'too_large', message: `Bodies are limited to ${MAX_BODY / 1024} KB.` }, 413),
    }),
  );

  // Who is calling: a bearer token; or, for reading a game only, a token in the query, where a browser
  // cannot set headers (EventSource, a spectator link). A token in the query never writes.
  app.use(async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const reading = (c.req.method === 'GET' || c.req.method === 'HEAD') && QUERY_TOKEN_ROUTES.test(c.req.path);
    const spectate = reading ? c.req.query('spectate') : undefined;
    const access = reading ? c.req.query('access_token') : undefined;
    const resolve = async (raw: string) => {
      const v = deps.tokens.verify(raw);
      const grant = v ? await deps.players.grant(v.hash, Math.floor(deps.clock() / 1000)) : null;
      if (!grant) throw new ApiError(401, 'unauthorized', 'That token is not valid; sign in again.');
      return { grant, hash: v?.hash ?? null };
    };
    c.set('grant', null);
    c.set('spectator', null);
    c.set('tokenHash', null);
    const own = bearer ?? access;
    if (own) {
      const r = await resolve(own);
      c.set('grant', r.grant);
      c.set('tokenHash', r.hash);
    }
    if (spectate) {
      // A spectator link, alone or opened on a signed-in device (then it reads what the player's own token
      // may not). It carries a spectator token only.
      const r = own ? await resolve(spectate).catch(() => null) : await resolve(spectate);
      if (!own && r?.grant.kind !== 'spectator')
        throw new ApiError(401, 'unauthorized', 'A spectator link carries a spectator token only.');
      if (r?.grant.kind === 'spectator') {
        if (own) c.set('spectator', r.grant);
        else {
          c.set('grant', r.grant);
          c.set('tokenHash', r.hash);
        }
      }
    }
    await next();
  });

  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/players', playerRoutes(deps, limiter));
  app.route('/titles', titleRoutes(deps));
  app.route('/games', gameRoutes(deps, service, limiter));
  app.route('/invites', inviteRoutes(service, limiter));
  app.route('/push', pushRoutes(deps));

  app.notFound((c) => c.json({ error: 'not_found', message: `No route ${c.req.method} ${c.req.path}.` }, 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.status === 429 && typeof err.extra.retryAfter === 'number')
        c.header('Retry-After', String(err.extra.retryAfter));
      return c.json({ error: err.error, message: err.message, ...err.extra }, err.status);
    }
    if (isRuleError(err)) {
      // A command that does not even have the game's shape is a malformed body, not a rule breach.
      if (err.code === 'rule/invalid_command')
        return c.json({ error: 'invalid', message: err.message, code: err.code }, 400);
      return c.json({ error: 'rule', code: err.code, message: err.message }, 422);
    }
    if (err instanceof HTTPException) {
      const status = err.status >= 400 && err.status < 500 ? err.status : 400;
      return c.json(
        { error: status === 413 ? 'too_large' : 'invalid', message: err.message || 'Bad request.' },
        status,
      );
    }
    deps.log?.('unhandled error', {
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json({ error: 'internal', message: 'Something went wrong on our side; nothing was changed.' }, 500);
  });

  return { app, service };
}

export type App = ReturnType<typeof createApp>['app'];
