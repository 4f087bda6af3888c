/**
 * `npm run bench -- capacity`: DynamoDB read and write units per request, and what they cost on demand.
 *
 * The local server runs against DynamoDB Local (tests/support/dynamodb-local.ts: the npm jar, Java 17,
 * telemetry off), which accounts capacity like DynamoDB: 4 KB read units, halved for eventually
 * consistent reads, 1 KB write units, index writes included. Every call the server makes gets
 * `ReturnConsumedCapacity: 'TOTAL'` from one middleware, which adds up what comes back.
 *
 * The hook: startLocal builds its own client (functions/src/store/client.ts,
 * `DynamoDBDocumentClient.from(new DynamoDBClient(...))`) and takes none, so `DynamoDBDocumentClient.from`
 * is wrapped while startLocal runs and the middleware goes onto the client it returns (a document client
 * shares its middleware stack with its DynamoDBClient). Nothing in functions/src changes, and the wrap is
 * undone before the first request.
 *
 * What is measured, the duel fixture (tests/fixture/duel.ts) between two players with one push
 * subscription each (a stub sender; nothing leaves the machine):
 *   - a move: POST /api/games/{id}/commands and what follows it (snapshot, meta, the push lookups,
 *     which in the cloud the Notify function does from the stream), random legal choices, MOVES of them;
 *   - a game read: GET /api/games/{id}, as each player's screen does after every move;
 *   - a new player, and a game created, looked up by its invite and joined (which starts it);
 *   - the cloud-only read of a move: the Api function queries the game's WebSocket connections to broadcast;
 *   - one deadline sweep with nothing due (the Tick function, every minute).
 * A warm Lambda caches token grants for 30 s (PlayerStore.grant), as this one process does.
 */
import { javaAvailable, startDynamoDbLocal } from '../tests/support/dynamodb-local.ts';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type LocalServer, startLocal } from '../functions/src/local/server.ts';
import type { PushSender } from '../functions/src/push.ts';
import { ConnectionStore } from '../functions/src/store/chat.ts';
import { documentClient } from '../functions/src/store/client.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';
import { duel } from '../tests/fixture/duel.ts';

/**
 * DynamoDB on-demand prices, us-east-1, Standard table class (since AWS halved on-demand throughput
 * prices on 2024-11-01): $0.625 per million write request units, $0.125 per million read request units.
 * Source: https://aws.amazon.com/dynamodb/pricing/on-demand/ , figures as quoted (US East) at
 * https://airbyte.com/data-engineering-resources/dynamodb-pricing , read 2026-12-01. Our table is a
 * single-Region GlobalTable (TableV2, one replica): no replicated writes. Stream reads made by a Lambda
 * trigger (Notify) are not charged: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CostOptimization_StreamsUsage.html
 */
export const ON_DEMAND_USD = { perWriteUnit: 0.625 / 1e6, perReadUnit: 0.125 / 1e6 };

const MOVES = 400;
/** Games created and joined (each by the same two players) for the creation figure. */
const GAMES = 5;
/** From here on the load's tail page (META plus up to 127 commits) is full: the steady state of a long game. */
const STEADY_FROM = 128;

type Kind = 'read' | 'write';
/** The operations that take ReturnConsumedCapacity. */
const OPERATIONS: Record<string, Kind> = {
  GetItem: 'read',
  BatchGetItem: 'read',
  Query: 'read',
  Scan: 'read',
  TransactGetItems: 'read',
  PutItem: 'write',
  UpdateItem: 'write',
  DeleteItem: 'write',
  BatchWriteItem: 'write',
  TransactWriteItems: 'write',
};

interface Usage {
  rcu: number;
  wcu: number;
  calls: number;
  /** Queries that returned no item: DynamoDB Local charges them 0; DynamoDB may charge a minimum. */
  emptyQueries: number;
  /** Calls that failed (a lost conditional write still costs DynamoDB a write unit). */
  failed: number;
}
const zero = (): Usage => ({ rcu: 0, wcu: 0, calls: 0, emptyQueries: 0, failed: 0 });
const plus = (a: Usage, b: Usage): Usage => ({
  rcu: a.rcu + b.rcu,
  wcu: a.wcu + b.wcu,
  calls: a.calls + b.calls,
  emptyQueries: a.emptyQueries + b.emptyQueries,
  failed: a.failed + b.failed,
});
const minus = (a: Usage, b: Usage): Usage => ({
  rcu: a.rcu - b.rcu,
  wcu: a.wcu - b.wcu,
  calls: a.calls - b.calls,
  emptyQueries: a.emptyQueries - b.emptyQueries,
  failed: a.failed - b.failed,
});

/** Running totals, overall and by call shape (operation and key prefixes), for the breakdown. */
class Meter {
  total = zero();
  byShape = new Map<string, Usage>();

  add(shape: string, kind: Kind, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined, empty: boolean) {
    const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
      (n, c) => n + (c.CapacityUnits ?? 0),
      0,
    );
    const use: Usage = {
      ...zero(),
      calls: 1,
      [kind === 'read' ? 'rcu' : 'wcu']: units,
      emptyQueries: empty ? 1 : 0,
    };
    this.record(shape, use);
  }

  fail(shape: string) {
    this.record(shape, { ...zero(), calls: 1, failed: 1 });
  }

  private record(shape: string, use: Usage) {
    this.total = plus(this.total, use);
    this.byShape.set(shape, plus(this.byShape.get(shape) ?? zero(), use));
  }

  snapshot() {
    return { total: this.total, byShape: new Map(this.byShape) };
  }

  since(s: ReturnType<Meter['snapshot']>) {
    const byShape = new Map<string, Usage>();
    for (const [k, v] of this.byShape) {
      const d = minus(v, s.byShape.get(k) ?? zero());
      if (d.calls) byShape.set(k, d);
    }
    return { total: minus(this.total, s.total), byShape };
  }
}

/** `GetItem TOKEN/TOKEN`, `Query GAME/EV..META`: which items a call touches, without ids. */
function shapeOf(op: string, input: Record<string, unknown>): string {
  const prefix = (v: unknown) => (typeof v === 'string' ? (v.split('#')[0] ?? v) : '?');
  const key = (input.Key ?? input.Item) as Record<string, unknown> | undefined;
  if (key) return `${op} ${prefix(key.pk)}/${prefix(key.sk)}`;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  if (op === 'Query') {
    const sk = Object.entries(values)
      .filter(([k]) => k !== ':pk')
      .map(([, v]) => prefix(v))
      .join('..');
    return `Query ${input.IndexName ? `${String(input.IndexName)} ` : ''}${prefix(values[':pk'])}/${sk}`;
  }
  return op;
}

/** Adds ReturnConsumedCapacity: 'TOTAL' to every call of `db` that takes it and feeds the answers to `meter`. */
function meterClient(db: DynamoDBDocumentClient, meter: Meter): void {
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const op = String(context.commandName ?? '').replace(/Command$/, '');
      const kind = OPERATIONS[op];
      if (!kind) return next(args);
      const input = { ...(args.input as Record<string, unknown>), ReturnConsumedCapacity: 'TOTAL' };
      const shape = shapeOf(op, input);
      try {
        const result = await next({ ...args, input });
        const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[]; Count?: number };
        meter.add(shape, kind, output.ConsumedCapacity, op === 'Query' && output.Count === 0);
        // The app never asked for it: hand back what it would have had.
        delete output.ConsumedCapacity;
        return result;
      } catch (e) {
        meter.fail(shape);
        throw e;
      }
    },
    { step: 'initialize', name: 'hexpostCapacityMeter', override: true },
  );
}

/** A small seeded generator, so every run plays the same choices. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

const units = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const usd = (n: number) => `$${n < 0.01 ? n.toFixed(5) : n.toFixed(4)}`;
const costOf = (u: { rcu: number; wcu: number }) =>
  u.rcu * ON_DEMAND_USD.perReadUnit + u.wcu * ON_DEMAND_USD.perWriteUnit;
const per = (u: Usage, n: number): Usage => ({
  rcu: u.rcu / n,
  wcu: u.wcu / n,
  calls: u.calls / n,
  emptyQueries: u.emptyQueries / n,
  failed: u.failed / n,
});
const rw = (u: Usage) => `${units(u.rcu)} RCU + ${units(u.wcu)} WCU`;
/** The same, saying so when it includes a Query that found nothing (billed 0 here). */
const rwOne = (u: Usage) =>
  rw(u) + (u.emptyQueries ? ` (${u.emptyQueries} empty query: DynamoDB may bill it 0.5 RCU)` : '');

interface Detail {
  version: number;
  pending: { seat: string }[];
  choices: Record<string, { command: unknown }[]>;
}

export async function capacity(report: (what: string, figure: string, budget: string) => void): Promise<void> {
  if (!javaAvailable()) {
    report('DynamoDB capacity per command (DynamoDB Local)', 'skipped: no Java', '');
    return;
  }
  const ddb = await startDynamoDbLocal();
  let server: LocalServer | undefined;
  const watch = documentClient({ endpoint: ddb.endpoint });
  try {
    const meter = new Meter();
    const from = DynamoDBDocumentClient.from;
    DynamoDBDocumentClient.from = ((...a: Parameters<typeof from>) => {
      const db = from.apply(DynamoDBDocumentClient, a);
      meterClient(db, meter);
      return db;
    }) as typeof from;
    // Pushes go to a stub: the lookups they need are what is measured, not a push service.
    const push: PushSender = { publicKey: null, send: async () => 'sent' };
    try {
      server = await startLocal({
        port: 0,
        dataDir: null,
        titles: { duel: duel as AnyGame },
        sweepMs: 0,
        dynamoEndpoint: ddb.endpoint,
        push,
        log: () => {},
      });
    } finally {
      DynamoDBDocumentClient.from = from;
    }
    const s = server;
    const measure = async <T>(fn: () => Promise<T>) => {
      const before = meter.snapshot();
      const value = await fn();
      // Pushes go out after the answer: wait for them so their reads count with the request.
      await s.idle();
      return { value, used: meter.since(before) };
    };
    const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
      const r = await s.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
      return (await r.json()) as T;
    };

    // Players, each with one device subscribed to pushes.
    let players = zero();
    const tokens: string[] = [];
    for (const name of ['North', 'South']) {
      const { value, used } = await measure(() => call<{ token: string }>('POST', '/api/players', undefined, { name }));
      players = plus(players, used.total);
      tokens.push(value.token);
      await call('POST', '/api/push/subscriptions', value.token, {
        endpoint: `https://fcm.googleapis.com/fcm/send/hexpost-bench-${name}`,
        keys: { p256dh: 'bench-p256dh', auth: 'bench-auth' },
      });
    }
    const [a, b] = tokens as [string, string];

    // Games created, looked up by invite and joined (the join starts the game).
    let creating = zero();
    const gameIds: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const { value: g, used: created } = await measure(() =>
        call<{ gameId: string; inviteCode: string }>('POST', '/api/games', a, {
          title: 'duel',
          seat: 'north',
          config: { target: 100_000, maxTurns: 100_000 },
        }),
      );
      const { used: looked } = await measure(() => call('GET', `/api/invites/${g.inviteCode}`, b));
      const { used: joined } = await measure(() =>
        call('POST', `/api/games/${g.gameId}/join`, b, { inviteCode: g.inviteCode }),
      );
      creating = plus(creating, plus(created.total, plus(looked.total, joined.total)));
      gameIds.push(g.gameId);
    }

    // Moves in one game, with both players' screens reading the game after each.
    const gameId = gameIds[0] as string;
    const pick = rng(1);
    let moves = zero();
    let steady = zero();
    let reads = zero();
    let readCount = 0;
    let steadyReads = zero();
    const breakdown = new Map<string, Usage>();
    let version = 0;
    for (let m = 0; m < MOVES; m++) {
      const details: Detail[] = [];
      for (const token of [a, b]) {
        const { value, used } = await measure(() => call<Detail>('GET', `/api/games/${gameId}`, token));
        details.push(value);
        reads = plus(reads, used.total);
        readCount++;
        if (m >= STEADY_FROM) steadyReads = plus(steadyReads, used.total);
      }
      const seat = details[0]?.pending[0]?.seat;
      const mover = seat === 'north' ? 0 : 1;
      const options = (seat && details[mover]?.choices[seat]) || [];
      if (!options.length) throw new Error(`move ${m}: nobody to move (${JSON.stringify(details[0])})`);
      version = details[mover]?.version ?? version;
      const command = options[pick(options.length)]?.command;
      const { used } = await measure(() =>
        call('POST', `/api/games/${gameId}/commands`, tokens[mover], {
          commandId: `cap-${m.toString().padStart(5, '0')}`,
          expectedVersion: version,
          command,
        }),
      );
      moves = plus(moves, used.total);
      if (m >= STEADY_FROM) steady = plus(steady, used.total);
      for (const [k, v] of used.byShape) breakdown.set(k, plus(breakdown.get(k) ?? zero(), v));
    }
    const snapshots = breakdown.get('PutItem GAME/SNAP')?.calls ?? 0;

    // Cloud only: the Api function reads the game's WebSocket connections to broadcast each new version.
    const connections = new ConnectionStore(watch, 'hexpost');
    await connections.add(gameId, 'bench-conn-north', Math.floor(Date.now() / 1000) + 7200);
    await connections.add(gameId, 'bench-conn-south', Math.floor(Date.now() / 1000) + 7200);
    meterClient(watch, meter);
    const { used: broadcast } = await measure(() => connections.forGame(gameId));
    const { used: tick } = await measure(() => s.sweep());

    const move = per(moves, MOVES);
    const steadyMove = per(steady, MOVES - STEADY_FROM);
    const read = per(reads, readCount);
    const steadyRead = per(steadyReads, 2 * (MOVES - STEADY_FROM));
    const perGame = per(creating, GAMES);
    const perPlayer = per(players, tokens.length);
    const failed = moves.failed + reads.failed + creating.failed;

    report(
      `DynamoDB per move (${MOVES} moves, ${snapshots} snapshots; DynamoDB Local)`,
      `${rw(move)} (after move ${STEADY_FROM}: ${rw(steadyMove)})`,
      '',
    );
    console.log(`    where a move's units go (mean per move, moves 1–${MOVES}):`);
    for (const [shape, u] of [...breakdown].sort((x, y) => y[1].rcu + y[1].wcu - (x[1].rcu + x[1].wcu))) {
      console.log(`      ${shape.padEnd(34)} ${(u.calls / MOVES).toFixed(2)} calls  ${rw(per(u, MOVES))}`);
    }
    report(
      'DynamoDB per game read (GET /api/games/{id})',
      `${rw(read)} (after move ${STEADY_FROM}: ${rw(steadyRead)})`,
      '',
    );
    report('DynamoDB per game created + invite looked up + joined', rw(perGame), '');
    report('DynamoDB per new player (POST /api/players)', rw(perPlayer), '');
    report('DynamoDB per move, cloud only: WebSocket broadcast query', rwOne(broadcast.total), '');
    report('DynamoDB stream reads by Notify (Lambda trigger)', 'not charged', '');
    report('DynamoDB per tick (Tick, every minute, nothing due)', rwOne(tick.total), '');
    const cloudMove = { rcu: steadyMove.rcu + broadcast.total.rcu, wcu: steadyMove.wcu };
    const withReads = { rcu: cloudMove.rcu + 2 * steadyRead.rcu, wcu: cloudMove.wcu + 2 * steadyRead.wcu };
    // DynamoDB Local reports 0 units for a Query that finds nothing, where DynamoDB may bill a minimum
    // (0.5 RRU eventually consistent, 1 strongly): the bound charges each empty Query 1 RRU.
    const emptyPerMove = steadyMove.emptyQueries + 2 * steadyRead.emptyQueries + broadcast.total.emptyQueries;
    report(
      'DynamoDB on demand per 1,000 moves (us-east-1, long game)',
      `${usd(1000 * costOf(cloudMove))} the moves; ${usd(1000 * costOf(withReads))} with 2 game reads each` +
        (emptyPerMove
          ? ` (≤ ${usd(1000 * costOf({ rcu: withReads.rcu + emptyPerMove, wcu: withReads.wcu }))} if empty queries bill 1 RRU)`
          : ''),
      '',
    );
    if (failed)
      console.log(`    note: ${failed} DynamoDB calls failed during the run (each still costs DynamoDB units)`);
  } finally {
    watch.destroy();
    await server?.close();
    await ddb.stop();
  }
}
