/**
 * API Gateway throttling, every number in one place (docs/infra.md, "Throttling").
 *
 * API Gateway throttles with a token bucket per stage and per route, summed over
 * every caller: it is a ceiling on what the whole world may make us do (and pay),
 * not a limit per client. Limits per client address and per player are the app's
 * own (functions/src/limits.ts), counted in the table.
 *
 * Sizing. Hexpost is friends playing slow games: a player on a game screen makes
 * about one request every 15 s (the poll when no live stream is open) plus a few
 * for each move. 100 requests/s is about 1,500 players with a game open at once,
 * far above what we expect, and 1/100 of the account's default 10,000 requests/s
 * quota, so a flood is refused at the edge instead of becoming Lambda invocations
 * and DynamoDB requests: at most 8.6 M requests a day reach the Api function,
 * whatever an attacker sends. The burst (the bucket's size) lets a whole group
 * open the app together without a 429.
 */
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';

/** The HTTP API's `$default` stage: every route together. */
export const HTTP_API_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const satisfies ThrottleSettings;

/**
 * Routes that take a guessable code or make an account: each is used about once
 * per player per device or game, so 5/s (432,000 a day) over everyone is ample,
 * while it caps a guesser spread over many addresses (which the app's per-address
 * limit cannot see) at 5 guesses/s in all. An 8-character invite code has 31^8
 * (8.5e11) values and a transfer code 31^10 and expires in 15 minutes. The burst
 * of 20 lets a table of friends join the same game in the same second. The cost:
 * someone flooding one of these routes makes it answer 429 to everyone until
 * they stop; the rest of the API is unaffected.
 */
export const CODE_ROUTE_THROTTLE = { rateLimit: 5, burstLimit: 20 } as const satisfies ThrottleSettings;

/** The HTTP API routes (method and path as API Gateway matches them) that get CODE_ROUTE_THROTTLE. */
export const CODE_ROUTES = [
  { method: 'POST', path: '/api/players' },
  { method: 'POST', path: '/api/players/claim' },
  { method: 'GET', path: '/api/invites/{code}' },
  { method: 'POST', path: '/api/games/{id}/join' },
] as const;

/**
 * The WebSocket stage `live`: connects (each checks a token and reads the game)
 * and the clients' pings together. A client holds one connection per open game
 * screen and reconnects rarely, so 50/s with a burst of 100 covers everyone
 * reconnecting after a network blip. There is no code to guess here: a token's
 * signature is checked before any read.
 */
export const WEBSOCKET_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const satisfies ThrottleSettings;
