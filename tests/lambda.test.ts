/**
 * The Lambda entry points as the cloud runs them: configuration from the
 * environment, secrets from a (local stand-in for) Secrets Manager, the table
 * on dynalite, API Gateway events through hono/aws-lambda. Covers the HTTP
 * API, the WebSocket connect check, the tick and the stream consumer.
 */
/// <reference path="../functions/src/local/dynalite.d.ts" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { marshall } from '@aws-sdk/util-dynamodb';
import dynalite from 'dynalite';
import type { LambdaEvent } from 'hono/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../functions/src/store/client.ts';
import { ensureTable } from '../functions/src/store/table.ts';

let ddb: ReturnType<typeof dynalite>;
let secrets: Server;
let secretCalls = 0;
const context = {} as never;

async function listen(server: Server | ReturnType<typeof dynalite>) {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  ddb = dynalite({ createTableMs: 0 });
  const ddbUrl = await listen(ddb);
  // Secrets Manager speaks JSON over POST with an X-Amz-Target header; one call is all the functions make.
  secrets = createServer((req, res) => {
    secretCalls++;
    expect(req.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    res.end(
      JSON.stringify({
        Name: 'AppSecrets',
        SecretString: JSON.stringify({ tokenKey: 'k'.repeat(64), vapidPublicKey: 'BPUBLICKEY' }),
      }),
    );
  });
  const smUrl = await listen(secrets);
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: ddbUrl,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: smUrl,
    TABLE_NAME: 'hexpost-cloud',
    SECRETS_ARN: 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:AppSecrets',
    PUBLIC_URL: 'https://hexpost.example',
  });
  await ensureTable(documentClient({ endpoint: ddbUrl }), 'hexpost-cloud');
});

afterAll(async () => {
  await new Promise<void>((r) => ddb.close(() => r()));
  await new Promise<void>((r) => secrets.close(() => r()));
});

function httpEvent(method: string, path: string, body?: unknown, token?: string): LambdaEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: {
      host: 'api.example',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    requestContext: {
      accountId: '0',
      apiId: 'api',
      domainName: 'api.example',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'r',
      routeKey: '$default',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as LambdaEvent;
}

describe('Lambda entry points', () => {
  it('serves the API through API Gateway events, with secrets fetched once per cold start', async () => {
    const { handler } = await import('../functions/src/lambda/http.ts');
    const health = (await handler(httpEvent('GET', '/api/health'), context)) as { statusCode: number; body: string };
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true });
    const created = (await handler(httpEvent('POST', '/api/players', { name: 'Ann' }), context)) as {
      statusCode: number;
      body: string;
    };
    expect(created.statusCode).toBe(201);
    const { token } = JSON.parse(created.body);
    const me = (await handler(httpEvent('GET', '/api/players/me', undefined, token), context)) as { body: string };
    expect(JSON.parse(me.body).name).toBe('Ann');
    const key = (await handler(httpEvent('GET', '/api/push/key'), context)) as { body: string };
    expect(JSON.parse(key.body)).toEqual({ publicKey: 'BPUBLICKEY' });
    const bad = (await handler(httpEvent('POST', '/api/players', { name: '' }), context)) as { statusCode: number };
    expect(bad.statusCode).toBe(400);
    expect(secretCalls).toBe(1);
  });

  it('the WebSocket connect checks the token and the game', async () => {
    const { handler } = await import('../functions/src/lambda/ws.ts');
    const ws = (routeKey: string, q: Record<string, string> = {}) =>
      handler({ requestContext: { routeKey, connectionId: 'c1' }, queryStringParameters: q } as never);
    expect(await ws('$connect', { game: 'nope', token: 'bad' })).toEqual({ statusCode: 401 });
    expect(await ws('$disconnect')).toEqual({ statusCode: 200 });
  });

  it('a token holds at most four WebSocket connections to a game; others are refused', async () => {
    const http = (await import('../functions/src/lambda/http.ts')).handler;
    const { handler } = await import('../functions/src/lambda/ws.ts');
    const call = async (method: string, path: string, body?: unknown, token?: string) =>
      JSON.parse(((await http(httpEvent(method, path, body, token), context)) as { body: string }).body);
    const ann = await call('POST', '/api/players', { name: 'Ann' });
    const g = await call('POST', '/api/games', { title: 'defenders', seat: 'hero1' }, ann.token);
    const connect = (connectionId: string, token: string, game = g.gameId) =>
      handler({
        requestContext: { routeKey: '$connect', connectionId },
        queryStringParameters: { game, token },
      } as never);
    for (let i = 0; i < 4; i++) expect(await connect(`ann-${i}`, ann.token)).toEqual({ statusCode: 200 });
    expect(await connect('ann-4', ann.token)).toEqual({ statusCode: 429 });
    const eve = await call('POST', '/api/players', { name: 'Eve' });
    expect(await connect('eve-0', eve.token)).toEqual({ statusCode: 403 });
    // A closed connection frees its place.
    await handler({ requestContext: { routeKey: '$disconnect', connectionId: 'ann-0' } } as never);
    expect(await connect('ann-5', ann.token)).toEqual({ statusCode: 200 });
  });

  it('the tick sweeps deadlines', async () => {
    const { handler } = await import('../functions/src/lambda/tick.ts');
    expect(await handler()).toEqual({ timeouts: 0, reminders: 0 });
  });

  it('the stream consumer reads META images and sends nothing without VAPID keys configured', async () => {
    const { handler } = await import('../functions/src/lambda/stream.ts');
    const meta = {
      pk: 'GAME#g1',
      sk: 'META',
      gameId: 'g1',
      title: 'defenders',
      seatIds: ['hero1'],
      holders: { hero1: { playerId: 'p1', name: 'A' } },
      status: 'active',
      pending: [
        { seat: 'hero1', prompt: 'x', kind: 'turn', timeout: true, since: '2026-01-01T00:00:00Z', deadline: null },
      ],
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const event = {
      Records: [
        { dynamodb: { NewImage: marshall(meta), OldImage: marshall({ ...meta, pending: [] }) } },
        { dynamodb: { NewImage: marshall({ pk: 'GAME#g1', sk: 'EV#0000000001' }) } },
      ],
    };
    expect(await handler(event as never)).toEqual({ sent: 0, batchItemFailures: [] });
  });
});
