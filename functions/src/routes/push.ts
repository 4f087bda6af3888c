/** Web Push subscriptions: one per device, keyed by a hash of its endpoint, at most MAX_SUBSCRIPTIONS a player. */
import { Hono } from 'hono';
import { PushSubscription, Unsubscribe } from '@hexpost/shared/protocol';
import { sha256 } from '../auth.ts';
import { ApiError } from '../errors.ts';
import { body, type Env, playerToken } from '../http.ts';
import { allowedPushEndpoint } from '../push-endpoints.ts';
import type { AppDeps } from '../app.ts';

export function pushRoutes(d: AppDeps) {
  const r = new Hono<Env>();
  r.get('/key', (c) => c.json({ publicKey: d.push.publicKey }));
  r.post('/subscriptions', async (c) => {
    const playerId = playerToken(c);
    const sub = await body(c, PushSubscription);
    if (!allowedPushEndpoint(sub.endpoint, d.pushOrigins)) {
      throw new ApiError(
        400,
        'invalid',
        'endpoint: not a push service we deliver to (an https address of a browser push service).',
      );
    }
    await d.players.addSubscription(
      playerId,
      sha256(sub.endpoint).slice(0, 32),
      { endpoint: sub.endpoint, keys: sub.keys },
      new Date(d.clock()).toISOString(),
    );
    return c.json({ ok: true }, 201);
  });
  r.delete('/subscriptions', async (c) => {
    const playerId = playerToken(c);
    const { endpoint } = await body(c, Unsubscribe);
    await d.players.removeSubscription(playerId, sha256(endpoint).slice(0, 32));
    return c.body(null, 204);
  });
  return r;
}
