/**
 * The AWS topology rehearsed on one machine, from the synthesized template:
 *   - the table created in DynamoDB Local from the template's table definition (keys, the due-time
 *     index, the stream view type, TTL), so the test table and the deployed one cannot drift apart;
 *   - the HTTP API as API Gateway invokes the Api function (HTTP API v2 events: headers, query string,
 *     base64 bodies, the /api/* path as CloudFront forwards it), secrets from a Secrets Manager stand-in;
 *   - the stream as Lambda reads it: DynamoDB Local's stream polled through the DynamoDB Streams API,
 *     the event source mapping's filter, batch size, bisect-on-error, retries and batch item failures
 *     read from the template, feeding the real Notify function with VAPID keys, delivering to a local
 *     push service (through a proxy that can refuse a push, to rehearse a retry);
 *   - the schedule as EventBridge Scheduler runs it: the Tick function invoked with its target's payload;
 *   - WebSocket live updates: $connect and $disconnect into the Ws function, and the management API's
 *     postToConnection answered by a local endpoint the SDK is pointed at (410 for a gone connection).
 * Everything runs in this process except DynamoDB Local (Java).
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import webpush from 'web-push';
import { projectContext } from '../../infra/lib/paths.ts';
import { HexpostStack } from '../../infra/lib/stack.ts';
import { VIEWER_IP_HEADER } from '../../infra/lib/web.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startPushReceiver } from './push-receiver.ts';

const REGION = 'eu-west-1';
const CREDENTIALS = { accessKeyId: 'test', secretAccessKey: 'test' };
type Json = Record<string, unknown>;
type Resource = { Type: string; Properties: Json };

/** The stack as `cdk synth` builds it (bundling skipped: the rehearsal runs the sources). */
export function synthTemplate(): { resources: Record<string, Resource> } {
  const app = new App({ context: { ...projectContext(), 'aws:cdk:bundling-stacks': [] } });
  const stack = new HexpostStack(app, 'HexpostStack', {});
  return { resources: Template.fromStack(stack).toJSON().Resources as Record<string, Resource> };
}

function only(resources: Record<string, Resource>, type: string): Resource {
  const found = Object.values(resources).filter((r) => r.Type === type);
  if (found.length !== 1) throw new Error(`expected one ${type} in the template, found ${found.length}`);
  return found[0] as Resource;
}

/** The table exactly as the template defines it. */
async function createTable(db: DynamoDBClient, name: string, def: Json) {
  const stream = def.StreamSpecification as { StreamViewType: string };
  const ttl = def.TimeToLiveSpecification as { AttributeName: string; Enabled: boolean };
  await db.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: def.BillingMode as 'PAY_PER_REQUEST',
      AttributeDefinitions: def.AttributeDefinitions as never,
      KeySchema: def.KeySchema as never,
      GlobalSecondaryIndexes: def.GlobalSecondaryIndexes as never,
      StreamSpecification: { StreamEnabled: true, StreamViewType: stream.StreamViewType as never },
    }),
  );
  await db.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: ttl.AttributeName, Enabled: ttl.Enabled },
    }),
  );
  const d = await db.send(new DescribeTableCommand({ TableName: name }));
  if (!d.Table?.LatestStreamArn) throw new Error('the table has no stream');
  return d.Table.LatestStreamArn;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => res(Buffer.concat(parts)));
  });

/**
 * DynamoDB Local writes an empty map into a stream image as `{}` where DynamoDB writes `{"M": {}}` (an
 * item's `holders` before anyone sits down, say). Lambda hands the function DynamoDB's form, so the
 * rehearsal puts it back; every other attribute value passes through as DynamoDB Local wrote it.
 */
function fixEmptyMaps<T>(record: T): T {
  const av = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const o = v as Record<string, unknown>;
    if (Object.keys(o).length === 0) return { M: {} };
    if (o.M) return { M: Object.fromEntries(Object.entries(o.M as Json).map(([k, x]) => [k, av(x)])) };
    if (o.L) return { L: (o.L as unknown[]).map(av) };
    return o;
  };
  const image = (i: unknown) => (i ? Object.fromEntries(Object.entries(i as Json).map(([k, x]) => [k, av(x)])) : i);
  const r = record as { dynamodb?: { NewImage?: unknown; OldImage?: unknown } };
  if (r.dynamodb) {
    if (r.dynamodb.NewImage) r.dynamodb.NewImage = image(r.dynamodb.NewImage);
    if (r.dynamodb.OldImage) r.dynamodb.OldImage = image(r.dynamodb.OldImage);
  }
  return record;
}

/** An EventBridge-style pattern, as Lambda filters stream records: literals in arrays, nested objects. */
export function matches(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) {
    for (const p of pattern)
      if (typeof p === 'object' && p !== null) throw new Error(`filter operator not rehearsed: ${JSON.stringify(p)}`);
    return pattern.some((p) => p === value);
  }
  if (typeof pattern === 'object' && pattern !== null) {
    if (typeof value !== 'object' || value === null) return false;
    return Object.entries(pattern).every(([k, p]) => matches(p, (value as Json)[k]));
  }
  throw new Error(`filter pattern not rehearsed: ${JSON.stringify(pattern)}`);
}

export interface LambdaRecord {
  eventID: string;
  eventName: string;
  dynamodb: { Keys: Json; NewImage?: Json; OldImage?: Json; SequenceNumber: string };
}

/**
 * The event source mapping, as Lambda runs one over a DynamoDB stream: records in shard order, the
 * filter applied (what it drops never reaches the function), batches of BatchSize, a batch the
 * function fails split in two when BisectBatchOnFunctionError, each record tried 1 + MaximumRetryAttempts
 * times, and with ReportBatchItemFailures a retry from the first record the function names.
 */
export class StreamMapping {
  private readonly iterators = new Map<string, string | undefined>();
  readonly stats = { records: 0, filtered: 0, invocations: 0, retries: 0, discarded: 0 };
  /** What the function threw, for a failing test to show. */
  readonly errors: string[] = [];
  /** Every record the function was given, by sequence number, with how many times. */
  readonly deliveries = new Map<string, number>();
  constructor(
    private readonly streams: DynamoDBStreamsClient,
    private readonly endpoint: string,
    private readonly streamArn: string,
    private readonly mapping: Json,
    private readonly fn: (event: { Records: LambdaRecord[] }) => Promise<unknown>,
  ) {}

  /** Starts reading where the mapping's StartingPosition says (LATEST: only changes from now). */
  async start() {
    await this.refreshShards(String(this.mapping.StartingPosition ?? 'LATEST'));
  }

  private async refreshShards(position: string) {
    const d = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    for (const shard of d.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId as string;
      if (this.iterators.has(id)) continue;
      const it = await this.streams.send(
        new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: id, ShardIteratorType: position as never }),
      );
      this.iterators.set(id, it.ShardIterator);
    }
  }

  /**
   * GetRecords on the wire, as Lambda's poller reads it: the SDK's own deserializer turns an empty map
   * ({"M": {}}) into {}, which is not what a function is handed in the cloud.
   */
  private async getRecords(iterator: string): Promise<{ Records?: LambdaRecord[]; NextShardIterator?: string }> {
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDBStreams_20120810.GetRecords',
        authorization:
          'AWS4-HMAC-SHA256 Credential=test/20261201/eu-west-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
      },
      body: JSON.stringify({ ShardIterator: iterator }),
    });
    if (!res.ok) throw new Error(`GetRecords: ${res.status} ${await res.text()}`);
    return (await res.json()) as { Records?: LambdaRecord[]; NextShardIterator?: string };
  }

  /** Reads what the stream has now and runs the function over it, as the mapping would. */
  async drain(): Promise<void> {
    await this.refreshShards('TRIM_HORIZON');
    const records: LambdaRecord[] = [];
    for (const [shard, iterator] of this.iterators) {
      let it = iterator;
      while (it) {
        const r = await this.getRecords(it);
        for (const rec of r.Records ?? []) records.push(fixEmptyMaps(rec));
        it = r.NextShardIterator;
        if (!r.Records?.length) break;
      }
      this.iterators.set(shard, it);
    }
    this.stats.records += records.length;
    const filters = (
      (this.mapping.FilterCriteria as { Filters?: { Pattern: string }[] } | undefined)?.Filters ?? []
    ).map((f) => JSON.parse(f.Pattern) as unknown);
    const kept = records.filter((r) => filters.length === 0 || filters.some((p) => matches(p, r)));
    this.stats.filtered += records.length - kept.length;
    const size = Number(this.mapping.BatchSize ?? 100);
    for (let i = 0; i < kept.length; i += size) await this.runBatch(kept.slice(i, i + size), 0);
  }

  private async runBatch(batch: LambdaRecord[], attempt: number): Promise<void> {
    if (batch.length === 0) return;
    const retries = Number(this.mapping.MaximumRetryAttempts ?? -1);
    const reports = ((this.mapping.FunctionResponseTypes as string[] | undefined) ?? []).includes(
      'ReportBatchItemFailures',
    );
    this.stats.invocations++;
    for (const r of batch)
      this.deliveries.set(r.dynamodb.SequenceNumber, (this.deliveries.get(r.dynamodb.SequenceNumber) ?? 0) + 1);
    let failedFrom = -1;
    let threw = false;
    try {
      const answer = (await this.fn({ Records: batch })) as { batchItemFailures?: { itemIdentifier: string }[] } | null;
      if (reports && answer?.batchItemFailures?.length) {
        const ids = new Set(answer.batchItemFailures.map((f) => f.itemIdentifier));
        failedFrom = batch.findIndex((r) => ids.has(r.dynamodb.SequenceNumber));
        // An identifier that names no record of the batch fails the whole batch, as Lambda does.
        if (failedFrom < 0) failedFrom = 0;
      }
    } catch (e) {
      this.errors.push(String(e));
      threw = true;
      failedFrom = 0;
    }
    if (failedFrom < 0) return;
    if (retries >= 0 && attempt >= retries) {
      this.stats.discarded += batch.length - failedFrom;
      return;
    }
    this.stats.retries++;
    const rest = batch.slice(failedFrom);
    if (threw && this.mapping.BisectBatchOnFunctionError === true && rest.length > 1) {
      const half = Math.ceil(rest.length / 2);
      await this.runBatch(rest.slice(0, half), attempt + 1);
      await this.runBatch(rest.slice(half), attempt + 1);
      return;
    }
    await this.runBatch(rest, attempt + 1);
  }
}

/** The management API's connection endpoint: records each post, answers 410 for connections marked gone. */
async function connectionsEndpoint() {
  const posts: { connectionId: string; data: Json }[] = [];
  const gone = new Set<string>();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const m = /^\/@connections\/([^/?]+)/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const connectionId = decodeURIComponent(m[1] as string);
    if (gone.has(connectionId)) {
      res.statusCode = 410;
      res.setHeader('x-amzn-errortype', 'GoneException');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    posts.push({ connectionId, data: JSON.parse(body.toString('utf8')) as Json });
    res.statusCode = 200;
    res.end();
  });
  const url = await listen(server);
  return { url, posts, gone, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A proxy in front of the push service that can refuse the next pushes (a push service having a bad moment). */
async function pushProxy(target: string) {
  let refuse = 0;
  let refused = 0;
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === 'POST' && refuse > 0) {
      refuse--;
      refused++;
      res.statusCode = 503;
      res.end('try later');
      return;
    }
    const t = new URL(target);
    const up = request(
      { host: t.hostname, port: t.port, method: req.method, path: req.url, headers: { ...req.headers, host: t.host } },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.end(body);
  });
  const url = await listen(server);
  return {
    url,
    refuseNext: (n: number) => {
      refuse = n;
    },
    refused: () => refused,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: any;
}

let requestNo = 0;

/** An HTTP API (payload 2.0) event as API Gateway builds it from a request CloudFront forwarded. */
export function httpApiEvent(
  method: string,
  pathAndQuery: string,
  opts: { body?: unknown; token?: string; base64?: boolean; headers?: Record<string, string> } = {},
) {
  const url = new URL(pathAndQuery, 'https://site.example');
  const headers: Record<string, string> = {
    host: 'abc123.execute-api.eu-west-1.amazonaws.com',
    'user-agent': 'Mozilla/5.0 (rehearsal)',
    [VIEWER_IP_HEADER.toLowerCase()]: '203.0.113.7',
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const text = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] ? `${query[k]},${v}` : v;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc123',
      http: {
        method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: '130.176.0.1',
        userAgent: headers['user-agent'],
      },
      requestId: `req-${++requestNo}`,
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(text === undefined
      ? { isBase64Encoded: false }
      : opts.base64
        ? { body: Buffer.from(text).toString('base64'), isBase64Encoded: true }
        : { body: text, isBase64Encoded: false }),
  };
}

export async function startCloud() {
  const { resources } = synthTemplate();
  const tableDef = only(resources, 'AWS::DynamoDB::GlobalTable').Properties;
  const mapping = only(resources, 'AWS::Lambda::EventSourceMapping').Properties;
  const schedule = only(resources, 'AWS::Scheduler::Schedule').Properties;

  const ddb = await startDynamoDbLocal();
  const TABLE = 'hexpost-rehearsal';
  const raw = new DynamoDBClient({ endpoint: ddb.endpoint, region: REGION, credentials: CREDENTIALS });
  const streamArn = await createTable(raw, TABLE, tableDef);

  const vapid = webpush.generateVAPIDKeys();
  const secretCalls: string[] = [];
  const secretsServer = createServer(async (req, res) => {
    await readBody(req);
    secretCalls.push(String(req.headers['x-amz-target']));
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    res.end(
      JSON.stringify({
        Name: 'AppSecrets',
        SecretString: JSON.stringify({
          tokenKey: 'r'.repeat(64),
          vapidPublicKey: vapid.publicKey,
          vapidPrivateKey: vapid.privateKey,
          vapidSubject: 'mailto:ops@hexpost.example',
        }),
      }),
    );
  });
  const secretsUrl = await listen(secretsServer);
  const receiver = await startPushReceiver();
  const proxy = await pushProxy(receiver.origin);
  const connections = await connectionsEndpoint();

  Object.assign(process.env, {
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: ddb.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsUrl,
    TABLE_NAME: TABLE,
    SECRETS_ARN: 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:AppSecrets',
    PUBLIC_URL: 'https://site.example',
    WS_CALLBACK_URL: connections.url,
    WS_URL: 'wss://ws.example/live',
    HEXPOST_PUSH_ORIGINS: proxy.url,
  });
  // Imported only now: the functions read their environment on the first call.
  const http = (await import('../../functions/src/lambda/http.ts')).handler;
  const ws = (await import('../../functions/src/lambda/ws.ts')).handler;
  const tick = (await import('../../functions/src/lambda/tick.ts')).handler;
  const notify = (await import('../../functions/src/lambda/stream.ts')).handler;
  const { cloudClock } = await import('../../functions/src/cloud.ts');

  const streams = new DynamoDBStreamsClient({ endpoint: ddb.endpoint, region: REGION, credentials: CREDENTIALS });
  const stream = new StreamMapping(streams, ddb.endpoint, streamArn, mapping, (e) => notify(e as never));
  await stream.start();

  let clock = Date.parse('2026-11-29T12:00:00Z');
  cloudClock.now = () => clock;

  return {
    tableDef,
    mapping,
    schedule,
    stream,
    receiver,
    proxy,
    connections,
    secretCalls,
    vapidPublicKey: vapid.publicKey,
    clock: {
      now: () => clock,
      hours(h: number) {
        clock += h * 3600_000;
      },
    },
    /** One request through API Gateway into the Api function. */
    async api(
      method: string,
      path: string,
      opts: { body?: unknown; token?: string; base64?: boolean; headers?: Record<string, string> } = {},
    ): Promise<HttpAnswer> {
      const r = (await http(httpApiEvent(method, path, opts) as never, {} as never)) as {
        statusCode: number;
        headers?: Record<string, string>;
        body?: string;
        isBase64Encoded?: boolean;
      };
      const text = r.isBase64Encoded ? Buffer.from(r.body ?? '', 'base64').toString('utf8') : (r.body ?? '');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: r.statusCode, headers: r.headers ?? {}, body };
    },
    /** A WebSocket client connecting to the live stage. */
    async connect(connectionId: string, gameId: string, token: string) {
      return ws({
        requestContext: { routeKey: '$connect', connectionId },
        queryStringParameters: { game: gameId, token },
      } as never) as Promise<{ statusCode: number }>;
    },
    async disconnect(connectionId: string) {
      return ws({ requestContext: { routeKey: '$disconnect', connectionId } } as never);
    },
    /** EventBridge Scheduler invoking the tick with its target's payload. */
    async tick() {
      const target = schedule.Target as { Input?: string };
      return (tick as (e?: unknown) => Promise<{ timeouts: number; reminders: number }>)(
        target.Input ? JSON.parse(target.Input) : {},
      );
    },
    async close() {
      await Promise.allSettled([
        ddb.stop(),
        receiver.close(),
        proxy.close(),
        connections.close(),
        new Promise<void>((r) => secretsServer.close(() => r())),
      ]);
    },
  };
}

export type Cloud = Awaited<ReturnType<typeof startCloud>>;
