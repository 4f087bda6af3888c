/** The games this server plays, and what a new game of each can be configured with. */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError } from '../errors.ts';
import type { Env } from '../http.ts';
import type { Deps } from '../service.ts';

export function titleRoutes(d: Deps) {
  const r = new Hono<Env>();
  r.get('/', (c) =>
    c.json(
      Object.values(d.titles).map((g) => ({ id: g.id, title: g.title, minSeats: g.minSeats, maxSeats: g.maxSeats })),
    ),
  );
  r.get('/:id', (c) => {
    const g = d.titles[c.req.param('id')];
    if (!g) throw new ApiError(404, 'unknown_title', `There is no game called "${c.req.param('id')}".`);
    const defaults = g.configSchema.parse({});
    let config: unknown = null;
    try {
      config = z.toJSONSchema(g.configSchema, { io: 'input', unrepresentable: 'any' });
    } catch {
      config = null;
    }
    return c.json({
      id: g.id,
      title: g.title,
      minSeats: g.minSeats,
      maxSeats: g.maxSeats,
      config,
      defaults,
      seats: g.seats(defaults),
    });
  });
  return r;
}
