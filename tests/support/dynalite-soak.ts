/// <reference path="../../functions/src/local/dynalite.d.ts" />
/**
 * The workload of tests/soak.test.ts, run in a child process started with
 * --expose-gc so that the heap measured is dynalite's and this loop's alone:
 * dynalite on disk (LevelDB) in a temp dir, in this process, a few partitions
 * of events, then backward Queries with Limit (the shape of a game load) mixed
 * with Puts and Gets. Requests are plain DynamoDB JSON over one keep-alive
 * connection (dynalite checks the form of the signature, not its value), so
 * the client adds next to nothing to the heap. Prints one JSON line: heap and
 * RSS after warm-up and at the end, each after a full GC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dynalite from 'dynalite';

const warmup = Number(process.env.SOAK_WARMUP ?? 500);
const queries = Number(process.env.SOAK_QUERIES ?? 3_000);
const TableName = 'soak';
const partitions = 3;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

async function settle() {
  for (let i = 0; i < 3; i++) {
    gc!();
    await new Promise((r) => setImmediate(r));
  }
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

const dir = mkdtempSync(join(tmpdir(), 'hexpost-soak-'));
const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const port = (server.address() as AddressInfo).port;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function call(action: string, body: unknown): Promise<Record<string, any>> {
  const data = JSON.stringify(body);
  return new Promise((res, rej) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': Buffer.byteLength(data),
          'x-amz-target': `DynamoDB_20120810.${action}`,
          'x-amz-date': '20260101T000000Z',
          authorization:
            'AWS4-HMAC-SHA256 Credential=local/20260101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
        },
      },
      (r) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c) => {
          text += c;
        });
        r.on('end', () => (r.statusCode === 200 ? res(JSON.parse(text)) : rej(new Error(`${action}: ${text}`))));
      },
    );
    req.on('error', rej);
    req.end(data);
  });
}

await call('CreateTable', {
  TableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
});

const seq = new Array<number>(partitions).fill(0);
const put = (p: number) =>
  call('PutItem', {
    TableName,
    Item: {
      pk: { S: `GAME#${p}` },
      sk: { S: `EV#${String(++seq[p]!).padStart(9, '0')}` },
      body: { S: 'x'.repeat(300) },
    },
  });
for (let p = 0; p < partitions; p++) {
  await call('PutItem', { TableName, Item: { pk: { S: `GAME#${p}` }, sk: { S: 'META' } } });
  for (let i = 0; i < 100; i++) await put(p);
}

// One step: a backward Query with Limit (always), then a Put or a Get every other step.
async function step(i: number) {
  const p = i % partitions;
  const r = await call('Query', {
    TableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ev)',
    ExpressionAttributeValues: { ':pk': { S: `GAME#${p}` }, ':ev': { S: 'EV#' } },
    ScanIndexForward: false,
    Limit: 5,
  });
  if (r.Items?.length !== 5 || !r.LastEvaluatedKey) throw new Error(`query ${i}: ${JSON.stringify(r)}`);
  if (i % 4 === 1) await put(p);
  if (i % 4 === 3) await call('GetItem', { TableName, Key: { pk: { S: `GAME#${p}` }, sk: { S: 'META' } } });
}

let i = 0;
for (; i < warmup; i++) await step(i);
const start = await settle();
for (; i < warmup + queries; i++) await step(i);
const end = await settle();

agent.destroy();
await new Promise<void>((r) => server.close(() => r()));
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ queries, start, end }));
process.exit(0);
