/** Web Push subscriptions: one per device, keyed by a hash of its endpoint. */
import { Hono } from 'hono';
import { PushSubscription, Unsubscribe } from '@hexpost/shared/protocol';
import { sha256 } from '../auth.ts';
import { body, type Env, playerToken } from '../http.ts';
import type { Deps } from '../service.ts';

export function pushRoutes(d: Deps) {
  const r = new Hono<Env>();
  r.get('/key', (c) => c.json({ publicKey: d.push.publicKey }));
  r.post('/subscriptions', async (c) => {
    const playerId = playerToken(c);
    const sub = await body(c, PushSubscription);
    await d.players.addSubscription(playerId, sha256(sub.endpoint).slice(0, 32), {
      endpoint: sub.endpoint,
      keys: sub.keys,
    });
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
