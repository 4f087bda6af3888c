/** Games: create, join, start, read (as your seat may see it), command, log, orders, chat, live, export. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  CreateGame,
  GameNotifications,
  JoinGame,
  PostChat,
  StandingOrders,
  SubmitCommand,
} from '@hexpost/shared/protocol';
import { randomId } from '../auth.ts';
import { ApiError, notFound } from '../errors.ts';
import { body, type Env, grantOf, playerToken } from '../http.ts';
import type { AppDeps } from '../app.ts';
import type { GameService } from '../service.ts';

const seqParam = (v: string | undefined): number => {
  if (v === undefined || v === '') return 0;
  if (!/^\d{1,9}$/.test(v)) throw new ApiError(400, 'invalid', 'after: a sequence number (0 or more).');
  return Number(v);
};

const seatParam = (v: string | undefined) => {
  if (v !== undefined && !/^[A-Za-z0-9_-]{1,40}$/.test(v)) throw new ApiError(400, 'invalid', 'seat: not a seat id.');
  return v;
};

const gameId = (v: string) => {
  if (!/^[a-z0-9]{4,20}$/.test(v)) throw notFound('That game');
  return v;
};

export function inviteRoutes(service: GameService) {
  const r = new Hono<Env>();
  r.get('/:code', async (c) => {
    const code = c.req.param('code');
    if (!/^[A-Z0-9]{4,16}$/.test(code)) throw notFound('That invitation');
    return c.json(await service.invite(code));
  });
  return r;
}

export function gameRoutes(d: AppDeps, service: GameService) {
  const r = new Hono<Env>();

  r.post('/', async (c) => {
    const playerId = playerToken(c);
    const b = await body(c, CreateGame);
    return c.json(await service.create(playerId, b), 201);
  });

  r.get('/', async (c) => c.json(await service.myGames(playerToken(c))));

  r.get('/:id', async (c) => {
    const detail = await service.detail(grantOf(c), gameId(c.req.param('id')), seatParam(c.req.query('seat')));
    const held = detail.seats.filter((s) => s.playerId).length;
    const etag = detail.status === 'open' ? `W/"open-${held}"` : `W/"${detail.version}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json(detail);
  });

  r.post('/:id/join', async (c) => {
    const playerId = playerToken(c);
    const b = await body(c, JoinGame);
    return c.json(await service.join(playerId, gameId(c.req.param('id')), b));
  });

  r.post('/:id/start', async (c) => c.json(await service.start(playerToken(c), gameId(c.req.param('id')))));

  r.post('/:id/commands', async (c) => {
    const grant = grantOf(c);
    if (grant.kind === 'spectator') throw new ApiError(403, 'forbidden', 'A spectator link can only read.');
    const b = await body(c, SubmitCommand);
    return c.json(await service.command(grant, gameId(c.req.param('id')), b));
  });

  r.get('/:id/log', async (c) =>
    c.json(
      await service.log(
        grantOf(c),
        gameId(c.req.param('id')),
        seqParam(c.req.query('after')),
        seatParam(c.req.query('seat')),
      ),
    ),
  );

  r.get('/:id/view', async (c) => {
    const at = seqParam(c.req.query('at'));
    return c.json(await service.viewAt(grantOf(c), gameId(c.req.param('id')), at, seatParam(c.req.query('seat'))));
  });

  r.get('/:id/export', async (c) => {
    const id = gameId(c.req.param('id'));
    const grant = grantOf(c);
    const seat = seatParam(c.req.query('seat'));
    const [detail, log] = await Promise.all([service.detail(grant, id, seat), service.log(grant, id, 0, seat)]);
    c.header('Content-Disposition', `attachment; filename="hexpost-${id}-v${log.version}.json"`);
    return c.json({
      exportedAt: new Date(d.clock()).toISOString(),
      game: { ...detail, choices: {} },
      log: log.entries,
    });
  });

  r.get('/:id/orders', async (c) =>
    c.json(await service.getOrders(grantOf(c), gameId(c.req.param('id')), seatParam(c.req.query('seat')))),
  );

  r.put('/:id/orders', async (c) => {
    const grant = grantOf(c);
    const b = await body(c, StandingOrders);
    return c.json(await service.setOrders(grant, gameId(c.req.param('id')), b.seat, b.orders ?? null));
  });

  r.put('/:id/notifications', async (c) => {
    const grant = grantOf(c);
    const id = gameId(c.req.param('id'));
    const { enabled } = await body(c, GameNotifications);
    const meta = await d.games.getMeta(id);
    const seats = meta ? service.held(grant, meta) : [];
    if (seats.length === 0) throw notFound('Your seat in that game');
    await d.games.setMuted(id, seats, !enabled);
    return c.json({ enabled });
  });

  r.get('/:id/chat', async (c) => {
    const id = gameId(c.req.param('id'));
    await service.readable(grantOf(c), id); // the same read rights as the game itself
    const after = c.req.query('after');
    if (after !== undefined && Number.isNaN(Date.parse(after)))
      throw new ApiError(400, 'invalid', 'after: an ISO time.');
    return c.json(await d.chat.list(id, after));
  });

  r.post('/:id/chat', async (c) => {
    const id = gameId(c.req.param('id'));
    const grant = grantOf(c);
    const { text, seat } = await body(c, PostChat);
    const meta = await d.games.getMeta(id);
    if (!meta) throw notFound('That game');
    const seats = service.held(grant, meta);
    if (grant.kind === 'spectator' || seats.length === 0)
      throw new ApiError(403, 'forbidden', 'Only seated players can chat.');
    if (seat !== undefined && !seats.includes(seat))
      throw new ApiError(403, 'forbidden', `You do not hold the seat "${seat}".`);
    const name = meta.holders[seat ?? (seats[0] as string)]?.name ?? 'player';
    const message = {
      id: randomId(12),
      at: new Date(d.clock()).toISOString(),
      playerId: grant.playerId,
      name,
      seat: seat ?? seats[0] ?? null,
      text,
    };
    await d.chat.post(id, message);
    await d.live.publish(id, meta.version);
    return c.json(message, 201);
  });

  r.post('/:id/spectators', async (c) => {
    const id = gameId(c.req.param('id'));
    const grant = grantOf(c);
    const meta = await d.games.getMeta(id);
    if (!meta) throw notFound('That game');
    if (service.held(grant, meta).length === 0)
      throw new ApiError(403, 'forbidden', 'Only seated players can share a spectator link.');
    const { token, hash } = d.tokens.issue({ kind: 'spectator', gameId: id });
    await d.players.saveGrant(hash, { kind: 'spectator', gameId: id });
    return c.json({ token, url: `${d.publicUrl}/games/${id}?spectate=${encodeURIComponent(token)}` }, 201);
  });

  // Server-sent events: one `version` event whenever the game changes (chat included).
  r.get('/:id/stream', async (c) => {
    const id = gameId(c.req.param('id'));
    const meta = await service.readable(grantOf(c), id);
    const subscribe = d.live.subscribe?.bind(d.live);
    if (!subscribe) throw new ApiError(404, 'not_found', 'Live updates here come over the WebSocket API.');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const send = (version: number) => {
        queue = queue.then(() => stream.writeSSE({ event: 'version', data: JSON.stringify({ version }) }));
      };
      send(meta.version);
      const off = subscribe(id, send);
      const beat = setInterval(() => {
        queue = queue.then(() => stream.writeSSE({ event: 'ping', data: '{}' }));
      }, 25_000);
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clearInterval(beat);
      off();
    });
  });

  return r;
}
