/** The games this server plays, and what a new game of each can be configured with. */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalid } from '../errors.ts';
import { body, type Env } from '../http.ts';
import { SeatsForConfig } from '@hexpost/shared/protocol';
import { type Deps, SANDBOX_KEY } from '../service.ts';

export function titleRoutes(d: Deps) {
  const r = new Hono<Env>();
  const game = async (id: string) => {
    const g = await d.titles.get(id);
    if (!g) throw new ApiError(404, 'unknown_title', `There is no game called "${id}".`);
    return g;
  };
  // The list needs no game module: the catalog knows names and seat ranges.
  r.get('/', (c) => c.json(d.titles.list()));
  r.get('/:id', async (c) => {
    const g = await game(c.req.param('id'));
    const defaults = g.configSchema.parse({});
    let config: unknown = null;
    try {
      config = z.toJSONSchema(g.configSchema, { io: 'input', unrepresentable: 'any' });
    } catch {
      config = null;
    }
    // A custom set-up is never accepted from a client (service.ts), so the form does not offer it.
    const props = (config as { properties?: Record<string, unknown> } | null)?.properties;
    if (props) delete props[SANDBOX_KEY];
    // The standing orders a seat may give, for the orders form (null: the title has none).
    let orders: unknown = null;
    if (g.ordersSchema) {
      try {
        orders = z.toJSONSchema(g.ordersSchema, { io: 'input', unrepresentable: 'any' });
      } catch {
        orders = null;
      }
    }
    const { [SANDBOX_KEY]: _sandbox, ...publicDefaults } = defaults as Record<string, unknown>;
    return c.json({
      id: g.id,
      title: g.title,
      minSeats: g.minSeats,
      maxSeats: g.maxSeats,
      config,
      defaults: publicDefaults,
      seats: g.seats(defaults),
      orders,
      ...(g.decisions ? { decisions: g.decisions } : {}),
    });
  });
  // The seats a config gives (they follow options such as the number of players), for the new-game form.
  r.post('/:id/seats', async (c) => {
    const g = await game(c.req.param('id'));
    const { config } = await body(c, SeatsForConfig);
    const parsed = g.configSchema.safeParse(config);
    if (!parsed.success) throw invalid('config', parsed.error);
    return c.json({ seats: g.seats(parsed.data) });
  });
  return r;
}
