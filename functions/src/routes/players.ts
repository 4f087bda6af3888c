/** Players: created by name alone (the token is the device key), renamed, moved to a new device. */
import { Hono } from 'hono';
import { ClaimTransfer, CreatePlayer, UpdatePlayer } from '@hexpost/shared/protocol';
import { randomId } from '../auth.ts';
import { ApiError } from '../errors.ts';
import { body, type Env, playerToken } from '../http.ts';
import type { Deps } from '../service.ts';

const TRANSFER_MINUTES = 15;

export function playerRoutes(d: Deps) {
  const r = new Hono<Env>();

  const issuePlayerToken = async (playerId: string) => {
    const { token, hash } = d.tokens.issue({ kind: 'player', playerId });
    await d.players.saveGrant(hash, { kind: 'player', playerId });
    return token;
  };

  r.post('/', async (c) => {
    const { name } = await body(c, CreatePlayer);
    const playerId = `p${randomId(15)}`;
    await d.players.create({ playerId, name, quietHours: null, createdAt: new Date(d.clock()).toISOString() });
    return c.json({ playerId, token: await issuePlayerToken(playerId) }, 201);
  });

  r.get('/me', async (c) => {
    const p = await d.players.get(playerToken(c));
    if (!p) throw new ApiError(401, 'unauthorized', 'Unknown player.');
    return c.json({ playerId: p.playerId, name: p.name, quietHours: p.quietHours });
  });

  r.patch('/me', async (c) => {
    const id = playerToken(c);
    const patch = await body(c, UpdatePlayer);
    const p = await d.players.get(id);
    if (!p) throw new ApiError(401, 'unauthorized', 'Unknown player.');
    const next = {
      ...p,
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.quietHours !== undefined ? { quietHours: patch.quietHours } : {}),
    };
    if (next.quietHours) {
      try {
        new Intl.DateTimeFormat('en', { timeZone: next.quietHours.tz });
      } catch {
        throw new ApiError(400, 'invalid', `quietHours.tz: "${next.quietHours.tz}" is not a time zone.`);
      }
    }
    await d.players.put(next);
    return c.json({ playerId: next.playerId, name: next.name, quietHours: next.quietHours });
  });

  r.post('/me/transfer', async (c) => {
    const id = playerToken(c);
    const code = randomId(10).toUpperCase();
    const expires = d.clock() + TRANSFER_MINUTES * 60_000;
    await d.players.saveTransfer(code, id, Math.floor(expires / 1000));
    return c.json({ code, expiresAt: new Date(expires).toISOString() }, 201);
  });

  r.post('/claim', async (c) => {
    const { code } = await body(c, ClaimTransfer);
    const playerId = await d.players.takeTransfer(code.toUpperCase(), Math.floor(d.clock() / 1000));
    if (!playerId) throw new ApiError(410, 'expired', 'That transfer code is used up or expired; make a new one.');
    return c.json({ playerId, token: await issuePlayerToken(playerId) });
  });

  return r;
}
