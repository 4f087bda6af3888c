/** Request helpers shared by the routes: one way to read a body, one way to read the caller. */
import type { Context } from 'hono';
import type * as z from 'zod';
import { ApiError, invalid } from './errors.ts';
import type { Grant } from './store/players.ts';

export type Env = { Variables: { grant: Grant | null } };

/** Reads and checks a JSON body; every failure is a 4xx saying what to fix. */
export async function body<T>(c: Context<Env>, schema: z.ZodType<T>): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'invalid', 'The body is not valid JSON.');
  }
  const r = schema.safeParse(raw);
  if (!r.success) throw invalid('', r.error);
  return r.data;
}

export function grantOf(c: Context<Env>): Grant {
  const g = c.get('grant');
  if (!g)
    throw new ApiError(
      401,
      'unauthorized',
      'Sign in first: send Authorization: Bearer <token> from POST /api/players.',
    );
  return g;
}

/** The player behind a player token or a seat token. */
export function playerOf(c: Context<Env>): string {
  const g = grantOf(c);
  if (g.kind === 'spectator') throw new ApiError(403, 'forbidden', 'A spectator link can only read.');
  return g.playerId;
}

export function playerToken(c: Context<Env>): string {
  const g = grantOf(c);
  if (g.kind !== 'player')
    throw new ApiError(403, 'forbidden', 'This needs your player token, not a seat or spectator token.');
  return g.playerId;
}
