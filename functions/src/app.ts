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

export interface AppDeps extends Deps {
  chat: ChatStore;
}

/** Bodies are small JSON documents; anything larger is refused before it is read. */
export const MAX_BODY = 64 * 1024;

export function createApp(deps: AppDeps) {
  const service = new GameService(deps);
  const app = new Hono<Env>().basePath('/api');

  app.use(
    bodyLimit({
      maxSize: MAX_BODY,
      onError: (c) => c.json({ error: 'too_large', message: `Bodies are limited to ${MAX_BODY / 1024} KB.` }, 413),
    }),
  );

  // Who is calling: a bearer token, or a token in the query for links and EventSource (which cannot set headers).
  app.use(async (c, next) => {
    const header = c.req.header('authorization');
    const raw = header?.startsWith('Bearer ')
      ? header.slice(7).trim()
      : (c.req.query('spectate') ?? c.req.query('access_token'));
    c.set('grant', null);
    if (raw) {
      const v = deps.tokens.verify(raw);
      const grant = v ? await deps.players.grant(v.hash, Math.floor(deps.clock() / 1000)) : null;
      if (!grant) throw new ApiError(401, 'unauthorized', 'That token is not valid; sign in again.');
      c.set('grant', grant);
    }
    await next();
  });

  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/players', playerRoutes(deps));
  app.route('/titles', titleRoutes(deps));
  app.route('/games', gameRoutes(deps, service));
  app.route('/invites', inviteRoutes(service));
  app.route('/push', pushRoutes(deps));

  app.notFound((c) => c.json({ error: 'not_found', message: `No route ${c.req.method} ${c.req.path}.` }, 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json({ error: err.error, message: err.message, ...err.extra }, err.status);
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
