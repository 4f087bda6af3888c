/**
 * Players: created by name alone (the token is the device key), renamed,
 * moved to a new device, and signed out device by device.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ClaimTransfer, CreatePlayer, UpdatePlayer } from '@hexpost/shared/protocol';
import { randomId } from '../auth.ts';
import { ApiError, notFound } from '../errors.ts';
import { body, clientIp, type Env, playerGrant, playerToken } from '../http.ts';
import type { Limiter } from '../limits.ts';
import type { Deps } from '../service.ts';
import { MAX_DEVICES } from '../store/players.ts';

const TRANSFER_MINUTES = 15;

/** A short name for a device from its user agent, for the list of signed-in devices. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edge', /Edg\//],
      ['Firefox', /Firefox\//],
      ['Samsung Internet', /SamsungBrowser\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, re]) => (re as RegExp).test(ua))?.[0] ?? 'A browser';
  const os =
    [
      ['Android', /Android/],
      ['iPhone', /iPhone/],
      ['iPad', /iPad/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X/],
      ['Linux', /Linux/],
    ].find(([, re]) => (re as RegExp).test(ua))?.[0] ?? null;
  return os ? `${browser} on ${os}` : String(browser);
}

export function playerRoutes(d: Deps, limiter: Limiter) {
  const r = new Hono<Env>();

  /** A new device for the player, and its token. */
  const signIn = async (c: Context<Env>, playerId: string, label: string | undefined) => {
    const deviceId = randomId(12);
    await d.players.addDevice(playerId, {
      deviceId,
      label: label ?? deviceLabel(c.req.header('user-agent')),
      createdAt: new Date(d.clock()).toISOString(),
    });
    const grant = { kind: 'player' as const, playerId, device: deviceId };
    const { token, hash } = d.tokens.issue(grant);
    await d.players.saveGrant(hash, grant);
    return token;
  };

  r.post('/', async (c) => {
    await limiter.check('accounts', [`ip:${clientIp(c)}`]);
    const { name, device } = await body(c, CreatePlayer);
    const playerId = `p${randomId(15)}`;
    await d.players.create({ playerId, name, quietHours: null, createdAt: new Date(d.clock()).toISOString() });
    return c.json({ playerId, token: await signIn(c, playerId, device) }, 201);
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

  // The devices signed in as this player; signing one out revokes its player token and every seat token it got.
  r.get('/me/devices', async (c) => {
    const g = playerGrant(c);
    const devices = await d.players.devices(g.playerId);
    return c.json({ devices: devices.map((x) => ({ ...x, current: x.deviceId === g.device })) });
  });

  r.delete('/me/devices/:device', async (c) => {
    const g = playerGrant(c);
    const deviceId = c.req.param('device');
    if (!/^[a-z0-9]{4,20}$/.test(deviceId) || !(await d.players.revokeDevice(g.playerId, deviceId)))
      throw notFound('That device');
    return c.body(null, 204);
  });

  // One live transfer code per player: a new one replaces the one before.
  r.post('/me/transfer', async (c) => {
    const id = playerToken(c);
    await limiter.check('links', [`player:${id}`]);
    const code = randomId(10).toUpperCase();
    const expires = d.clock() + TRANSFER_MINUTES * 60_000;
    await d.players.saveTransfer(code, id, Math.floor(expires / 1000));
    return c.json({ code, expiresAt: new Date(expires).toISOString() }, 201);
  });

  r.post('/claim', async (c) => {
    await limiter.check('claims', [`ip:${clientIp(c)}`]);
    const { code, device } = await body(c, ClaimTransfer);
    const playerId = await d.players.takeTransfer(code.toUpperCase(), Math.floor(d.clock() / 1000));
    if (!playerId) throw new ApiError(410, 'expired', 'That transfer code is used up or expired; make a new one.');
    if ((await d.players.devices(playerId)).length >= MAX_DEVICES)
      throw new ApiError(
        409,
        'too_many_devices',
        `This player is signed in on ${MAX_DEVICES} devices; sign one out in Settings first.`,
      );
    return c.json({ playerId, token: await signIn(c, playerId, device) });
  });

  return r;
}
