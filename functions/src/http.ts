/** Request helpers shared by the routes: one way to read a body, one way to read the caller. */
import type { Context } from 'hono';
import type * as z from 'zod';
import { ApiError, invalid } from './errors.ts';
import type { Grant } from './store/players.ts';

export type Env = {
  Variables: {
    /** Who is calling: the Authorization header's grant, or a read-only token from the query. */
    grant: Grant | null;
    /** A spectator link's grant sent beside a signed-in player's header (a link opened on a signed-in device). */
    spectator: Grant | null;
    /** The token's hash, for caps per token (open streams). */
    tokenHash: string | null;
  };
};

/**
 * Only `application/json`, with at most a charset parameter, is a JSON body:
 * `text/plain; x=application/json` or `application/jsonp` are not (a plain
 * substring test let them through).
 */
export function isJsonType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => p === '' || /^charset=("?)utf-8\1$/.test(p));
}

/** Reads and checks a JSON body; every failure is a 4xx saying what to fix. */
export async function body<T>(c: Context<Env>, schema: z.ZodType<T>): Promise<T> {
  if (!isJsonType(c.req.header('content-type'))) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the body as JSON with Content-Type: application/json (charset utf-8 at most).',
    );
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

/** Every grant the caller brought for reading a game: their own, then a spectator link opened on their device. */
export function readGrants(c: Context<Env>): Grant[] {
  const own = c.get('grant');
  const spectator = c.get('spectator');
  const all = [own, spectator].filter((g): g is Grant => g !== null);
  if (all.length === 0) grantOf(c);
  return all;
}

/** The player behind a player token or a seat token. */
export function playerOf(c: Context<Env>): string {
  const g = grantOf(c);
  if (g.kind === 'spectator') throw new ApiError(403, 'forbidden', 'A spectator link can only read.');
  return g.playerId;
}

export function playerToken(c: Context<Env>): string {
  return playerGrant(c).playerId;
}

export function playerGrant(c: Context<Env>): Extract<Grant, { kind: 'player' }> {
  const g = grantOf(c);
  if (g.kind !== 'player')
    throw new ApiError(403, 'forbidden', 'This needs your player token, not a seat or spectator token.');
  return g;
}

/**
 * The address a request came from, for limits per client. Locally it is the
 * socket's peer. In Lambda it is `x-hexpost-viewer-ip`, which the CloudFront
 * function on /api/* sets from the viewer's connection (overwriting whatever
 * the viewer sent), else the address API Gateway saw. A caller of the
 * execute-api URL that skips CloudFront can forge the header; API Gateway's
 * throttling still bounds it (docs/infra.md). IPv6 counts by its /64, which a
 * single subscriber usually holds whole.
 */
export function clientIp(c: Context<Env>): string {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } };
        event?: { requestContext?: { http?: { sourceIp?: string } } };
      }
    | undefined;
  const local = env?.incoming?.socket?.remoteAddress;
  if (local) return addressKey(local);
  const viewer = env?.event ? c.req.header('x-hexpost-viewer-ip') : undefined;
  if (viewer && /^[0-9a-fA-F:.]{2,45}$/.test(viewer)) return addressKey(viewer);
  return addressKey(env?.event?.requestContext?.http?.sourceIp ?? 'unknown');
}

/** An IPv4 address as it is; an IPv6 address by its first 64 bits. */
export function addressKey(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (!ip.includes(':') || /^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4;
  const [head, tail] = ip.toLowerCase().split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((h) => h.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
