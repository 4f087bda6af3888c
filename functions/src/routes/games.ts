/** Games: create, join, start, read (as your seat may see it), command, log, orders, chat, live, export. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  CreateGame,
  GameNotifications,
  JoinGame,
  PostChat,
  RematchRequest,
  ResignRequest,
  SeatRequest,
  StandingOrders,
  VacationRequest,
  SubmitCommand,
  UndoRequest,
} from '@hexpost/shared/protocol';
import type { Context } from 'hono';
import { randomId } from '../auth.ts';
import { ApiError, notFound } from '../errors.ts';
import { body, clientIp, type Env, grantOf, playerGrant, readGrants } from '../http.ts';
import type { AppDeps } from '../app.ts';
import { CAPS, type Limiter } from '../limits.ts';
import type { Caller, GameService } from '../service.ts';
import { TableService } from '../table-service.ts';

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

const caller = (c: Context<Env>): Caller => {
  const g = playerGrant(c);
  return { playerId: g.playerId, device: g.device };
};

/** Keys a code-guessing route counts against: the client's address, and the player if signed in. */
const guessKeys = (c: Context<Env>) => {
  const g = c.get('grant');
  return [`ip:${clientIp(c)}`, ...(g && g.kind !== 'spectator' ? [`player:${g.playerId}`] : [])];
};

export function inviteRoutes(service: GameService, limiter: Limiter) {
  const r = new Hono<Env>();
  r.get('/:code', async (c) => {
    await limiter.check('invites', guessKeys(c));
    const code = c.req.param('code');
    if (!/^[A-Z0-9]{4,16}$/.test(code)) throw notFound('That invitation');
    return c.json(await service.invite(code));
  });
  return r;
}

/** Open update streams per token and in all (local server-sent events); each holds a connection. */
const openStreams = new Map<string, number>();
let streamsInAll = 0;

export function gameRoutes(d: AppDeps, service: GameService, limiter: Limiter) {
  const r = new Hono<Env>();
  const table = new TableService(service, d.clock);
  /** A seated player's grant; a spectator link only reads. */
  const actor = (c: Context<Env>) => {
    const grant = grantOf(c);
    if (grant.kind === 'spectator') throw new ApiError(403, 'forbidden', 'A spectator link can only read.');
    return grant;
  };

  r.post('/', async (c) => {
    const who = caller(c);
    const b = await body(c, CreateGame);
    return c.json(await service.create(who, b), 201);
  });

  // The list is an array (the core contract); the next page of finished games is named in Link and X-Next-Cursor.
  r.get('/', async (c) => {
    const playerId = playerGrant(c).playerId;
    const cursor = c.req.query('cursor');
    if (cursor !== undefined && !/^DONE#[0-9T:.Z-]{10,30}#[a-z0-9]{4,20}$/.test(cursor))
      throw new ApiError(400, 'invalid', 'cursor: use the X-Next-Cursor of the page before.');
    const { games, next } = await service.myGames(playerId, cursor);
    if (next) {
      c.header('X-Next-Cursor', next);
      c.header('Link', `</api/games?cursor=${encodeURIComponent(next)}>; rel="next"`);
    }
    return c.json(games);
  });

  // The next game waiting for the caller, most urgent deadline first; `after` steps past the one open now.
  r.get('/next', async (c) => {
    const after = c.req.query('after');
    const next = await table.next(playerGrant(c).playerId, after === undefined ? undefined : gameId(after));
    if (!next) throw new ApiError(404, 'no_game_waiting', 'No other game is waiting for you.');
    return c.json(next);
  });

  r.get('/:id', async (c) => {
    const detail = await service.detail(readGrants(c), gameId(c.req.param('id')), seatParam(c.req.query('seat')));
    const held = detail.seats.filter((s) => s.playerId).length;
    // A rematch asked for changes a finished game's answer without a new event.
    const etag =
      detail.status === 'open' ? `W/"open-${held}"` : `W/"${detail.version}${detail.table?.rematch ? '-r' : ''}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json(detail);
  });

  r.post('/:id/join', async (c) => {
    const who = caller(c);
    await limiter.check('joins', guessKeys(c));
    const b = await body(c, JoinGame);
    return c.json(await service.join(who, gameId(c.req.param('id')), b));
  });

  r.post('/:id/start', async (c) => c.json(await service.start(caller(c), gameId(c.req.param('id')))));

  r.post('/:id/commands', async (c) => {
    const grant = grantOf(c);
    if (grant.kind === 'spectator') throw new ApiError(403, 'forbidden', 'A spectator link can only read.');
    const b = await body(c, SubmitCommand);
    return c.json(await service.command(grant, gameId(c.req.param('id')), b));
  });

  // Takes back the caller's last command while nothing has sealed it; 409 nothing_to_undo otherwise.
  r.post('/:id/undo', async (c) => {
    const grant = grantOf(c);
    if (grant.kind === 'spectator') throw new ApiError(403, 'forbidden', 'A spectator link can only read.');
    const b = await body(c, UndoRequest);
    return c.json(await service.undo(grant, gameId(c.req.param('id')), b));
  });

  // The table: resign, vacation, back, pause by vote, open a seat, rematch (docs/api.md, The table).
  r.post('/:id/resign', async (c) => {
    const grant = actor(c);
    const b = await body(c, ResignRequest);
    return c.json(await table.resign(grant, gameId(c.req.param('id')), b.seat));
  });

  r.post('/:id/vacation', async (c) => {
    const grant = actor(c);
    const b = await body(c, VacationRequest);
    return c.json(await table.vacation(grant, gameId(c.req.param('id')), b.days, b.seat));
  });

  r.post('/:id/back', async (c) => {
    const grant = actor(c);
    const b = await body(c, SeatRequest);
    return c.json(await table.back(grant, gameId(c.req.param('id')), b.seat));
  });

  r.post('/:id/pause', async (c) => c.json(await table.votePause(actor(c), gameId(c.req.param('id')))));

  r.post('/:id/resume', async (c) => c.json(await table.resume(actor(c), gameId(c.req.param('id')))));

  r.post('/:id/seats/:seat/open', async (c) => {
    const grant = actor(c);
    const seat = seatParam(c.req.param('seat')) as string;
    return c.json(await table.openSeat(grant, gameId(c.req.param('id')), seat));
  });

  r.post('/:id/rematch', async (c) => {
    const who = caller(c);
    const b = await body(c, RematchRequest);
    const made = await table.rematch(who, gameId(c.req.param('id')), b.seats);
    return c.json(made, made.created ? 201 : 200);
  });

  r.get('/:id/log', async (c) =>
    c.json(
      await service.log(
        readGrants(c),
        gameId(c.req.param('id')),
        seqParam(c.req.query('after')),
        seatParam(c.req.query('seat')),
      ),
    ),
  );

  r.get('/:id/view', async (c) => {
    const at = seqParam(c.req.query('at'));
    return c.json(await service.viewAt(readGrants(c), gameId(c.req.param('id')), at, seatParam(c.req.query('seat'))));
  });

  r.get('/:id/export', async (c) => {
    const id = gameId(c.req.param('id'));
    const grant = readGrants(c);
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

  // Chat is the table's: seated players only, never a spectator link.
  r.get('/:id/chat', async (c) => {
    const id = gameId(c.req.param('id'));
    const meta = await d.games.getMeta(id);
    if (!meta) throw notFound('That game');
    if (service.held(grantOf(c), meta).length === 0)
      throw new ApiError(403, 'forbidden', 'Chat is for the players at the table.');
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
    await limiter.check('chat', [`player:${grant.playerId}:${id}`]);
    if (!(await d.chat.count(id, CAPS.chatMessages)))
      throw new ApiError(409, 'chat_full', `This game's chat holds ${CAPS.chatMessages} messages, its limit.`);
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

  // Spectator links: made by anyone seated, listed for the table, revoked by the creator or whoever made it.
  r.post('/:id/spectators', async (c) => {
    const id = gameId(c.req.param('id'));
    const grant = grantOf(c);
    const meta = await d.games.getMeta(id);
    if (!meta) throw notFound('That game');
    if (grant.kind === 'spectator' || service.held(grant, meta).length === 0)
      throw new ApiError(403, 'forbidden', 'Only seated players can share a spectator link.');
    await limiter.check('links', [`player:${grant.playerId}`]);
    const live = await d.players.spectatorLinks(id);
    if (live.length >= CAPS.spectatorLinks)
      throw new ApiError(
        409,
        'too_many_links',
        `This game has ${live.length} spectator links; revoke one before making another.`,
      );
    const linkId = randomId(10);
    const link = { linkId, createdAt: new Date(d.clock()).toISOString(), createdBy: grant.playerId };
    const spectator = { kind: 'spectator' as const, gameId: id, link: linkId };
    const { token, hash } = d.tokens.issue(spectator);
    await d.players.saveGrant(hash, spectator);
    await d.players.addSpectatorLink(id, link, hash);
    return c.json({ linkId, token, url: `${d.publicUrl}/games/${id}?spectate=${encodeURIComponent(token)}` }, 201);
  });

  r.get('/:id/spectators', async (c) => {
    const id = gameId(c.req.param('id'));
    const grant = grantOf(c);
    const meta = await d.games.getMeta(id);
    if (!meta) throw notFound('That game');
    if (service.held(grant, meta).length === 0 && !(grant.kind === 'player' && grant.playerId === meta.createdBy))
      throw new ApiError(403, 'forbidden', 'Only the table sees its spectator links.');
    const links = await d.players.spectatorLinks(id);
    const nameOf = (playerId: string) =>
      Object.values(meta.holders).find((h) => h.playerId === playerId)?.name ?? 'a former player';
    return c.json({
      links: links.map((l) => ({
        ...l,
        createdByName: nameOf(l.createdBy),
        revocable: grant.kind !== 'spectator' && (grant.playerId === meta.createdBy || grant.playerId === l.createdBy),
      })),
    });
  });

  r.delete('/:id/spectators/:link', async (c) => {
    const id = gameId(c.req.param('id'));
    const grant = grantOf(c);
    if (grant.kind === 'spectator') throw new ApiError(403, 'forbidden', 'A spectator link can only read.');
    const meta = await d.games.getMeta(id);
    if (!meta) throw notFound('That game');
    const linkId = c.req.param('link');
    const link = (await d.players.spectatorLinks(id)).find((l) => l.linkId === linkId);
    if (!link) throw notFound('That spectator link');
    if (grant.playerId !== meta.createdBy && grant.playerId !== link.createdBy)
      throw new ApiError(403, 'forbidden', 'Only the creator of the game or of the link can revoke it.');
    await d.players.revokeSpectatorLink(id, linkId);
    return c.body(null, 204);
  });

  // Server-sent events: one `version` event whenever the game changes (chat included).
  r.get('/:id/stream', async (c) => {
    const id = gameId(c.req.param('id'));
    const meta = await service.readable(readGrants(c), id);
    const subscribe = d.live.subscribe?.bind(d.live);
    if (!subscribe) throw new ApiError(404, 'not_found', 'Live updates here come over the WebSocket API.');
    const key = c.get('tokenHash') ?? `ip:${clientIp(c)}`;
    const mine = openStreams.get(key) ?? 0;
    if (mine >= CAPS.streamsPerToken || streamsInAll >= CAPS.streamsInAll) {
      throw new ApiError(429, 'too_many_streams', 'Too many update streams are open for this sign-in; close one.', {
        retryAfter: 30,
      });
    }
    openStreams.set(key, mine + 1);
    streamsInAll++;
    const release = () => {
      const n = (openStreams.get(key) ?? 1) - 1;
      if (n <= 0) openStreams.delete(key);
      else openStreams.set(key, n);
      streamsInAll--;
    };
    return streamSSE(c, async (stream) => {
      let off = () => {};
      let beat: ReturnType<typeof setInterval> | undefined;
      try {
        let queue = Promise.resolve();
        const send = (version: number) => {
          queue = queue.then(() => stream.writeSSE({ event: 'version', data: JSON.stringify({ version }) }));
        };
        send(meta.version);
        off = subscribe(id, send);
        beat = setInterval(() => {
          queue = queue.then(() => stream.writeSSE({ event: 'ping', data: '{}' }));
        }, 25_000);
        await new Promise<void>((resolve) => stream.onAbort(resolve));
      } finally {
        clearInterval(beat);
        off();
        release();
      }
    });
  });

  return r;
}
