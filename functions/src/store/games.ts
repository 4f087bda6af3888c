/**
 * The event store for games, on one DynamoDB table (DESIGN.md, Storage).
 *
 * Items under pk GAME#<id>:
 *   META              the game's meta: config, seats, status, version, pending, deadlines, secret seed
 *   EV#<first seq>    one commit: every event one command produced, seqs first..last, written with
 *                     attribute_not_exists(sk) — the single linearisation point, so of two racing
 *                     writers exactly one wins without transactions (dynalite has none)
 *   CMD#<commandId>   pointer from a client's commandId to the version it produced (idempotency)
 *   SNAP#<seq>#<part> the folded state after seq, gzipped and split in parts below the item limit
 * Everything after the commit is derived and repaired on the next load if a writer died midway.
 */
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PendingInfo, Timing } from '@hexpost/shared/protocol';
import { foldCommits, isPlatformEvent, isUndo } from '@hexpost/shared/engine';
import { ITEM_PAYLOAD_MAX, pack, packedSize, pad, unpack } from './codec.ts';
import { Conflict, VersionConflict } from './errors.ts';
import { DUE_INDEX } from './table.ts';
import type { TableState } from '../table.ts';

export interface Holder {
  playerId: string;
  name: string;
  /** The player turned notifications off for this game. */
  muted?: boolean;
}

export interface PendingEntry extends PendingInfo {
  /** Set once a reminder went out for this pending decision. */
  reminded?: boolean;
  /** The clock stopped (vacation, pause) at this time and has not run since. */
  stoppedAt?: string;
  /** Milliseconds the clock stood still before now: the deadline moved on by as much. */
  stoppedMs?: number;
  /** The platform answers at once (the seat is away, resigned, open or late this round). */
  atOnce?: boolean;
}

export interface Meta {
  gameId: string;
  title: string;
  config: unknown;
  seatIds: string[];
  holders: Record<string, Holder>;
  createdBy: string;
  status: 'open' | 'active' | 'finished';
  version: number;
  pending: PendingEntry[];
  timing: Timing;
  inviteCode: string;
  /** Secret: never leaves the server. */
  seed: string;
  createdAt: string;
  updatedAt: string;
  result: { winners: string[]; summary: string; scores?: Record<string, number> } | null;
  snapSeq: number;
  orders: Record<string, unknown>;
  dueAt?: string;
  /** The name the creator gave the game. */
  name?: string;
  /** What each seat is called in words (the title's seatName), kept up to date as the game goes. */
  seatNames?: Record<string, string>;
  /** The table around the game (table.ts), folded from its `@table` events and who acted. */
  table?: TableState;
  /** Seats kept for a player (a rematch invites the same players): nobody else may take them. */
  reserved?: Record<string, string>;
  /** The return match, once a player asked for it. */
  rematch?: { gameId: string; inviteCode: string; by: string };
}

export interface LogItem {
  seat: string | null;
  by: 'standing' | 'timeout' | 'autopilot' | null;
  event: unknown;
}

export interface Commit {
  first: number;
  last: number;
  commandId: string | null;
  at: string;
  entries: LogItem[];
  /** The seat that sent the command may still take it back (engine/undo.ts); absent: sealed. */
  undoable?: boolean;
  /** Set when this commit is an undo: the version it went back to. */
  undoTo?: number;
  /** The seat that sent the command, null for set-up (filled from the entries when read). */
  seat?: string | null;
}

export interface Loaded {
  meta: Meta;
  /** Undefined until the game starts. */
  state: unknown;
  version: number;
  /** Commits after the snapshot the state was built from. */
  tail: Commit[];
  /** Command ids of recent commits, for idempotent retries. */
  recent: string[];
  /** The state at each commit boundary of the tail (and the snapshot), for undo. */
  boundaries: Map<number, unknown>;
}

const SNAPSHOT_EVERY = 100;
const SNAPSHOT_COMMITS = 24;
const SNAPSHOT_HARD_COMMITS = 120;
const RECENT_KEEP = 64;
/**
 * Items in the first page of the tail query: META plus one snapshot interval of commits and a little
 * more. Reads are billed by the bytes read, so the first page stays this short; a longer tail (a snapshot
 * held back while an undo was open, or one that failed) reads on in pages of TAIL_PAGE_MORE.
 */
const TAIL_PAGE = SNAPSHOT_COMMITS + 4;
const TAIL_PAGE_MORE = 128;
const gamePk = (id: string) => `GAME#${id}`;
type Evolve = (s: unknown, e: never) => unknown;

export class GameStore {
  constructor(
    readonly db: DynamoDBDocumentClient,
    readonly table: string,
  ) {}

  async createMeta(meta: Meta): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: gamePk(meta.gameId), sk: 'META', ...meta, ...(meta.dueAt ? { duePk: 'DUE' } : {}) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `INVITE#${meta.inviteCode}`, sk: 'INVITE', gameId: meta.gameId },
      }),
    );
  }

  async getMeta(gameId: string): Promise<Meta | null> {
    const r = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: gamePk(gameId), sk: 'META' }, ConsistentRead: true }),
    );
    return r.Item ? toMeta(r.Item) : null;
  }

  async metas(gameIds: string[]): Promise<Meta[]> {
    const out: Meta[] = [];
    for (let i = 0; i < gameIds.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = gameIds
        .slice(i, i + 100)
        .map((id) => ({ pk: gamePk(id), sk: 'META' }));
      while (keys?.length) {
        const r: import('@aws-sdk/lib-dynamodb').BatchGetCommandOutput = await this.db.send(
          new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys } } }),
        );
        out.push(...(r.Responses?.[this.table] ?? []).map(toMeta));
        keys = r.UnprocessedKeys?.[this.table]?.Keys;
      }
    }
    return out;
  }

  async gameByInvite(code: string): Promise<string | null> {
    const r = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: `INVITE#${code}`, sk: 'INVITE' } }),
    );
    return typeof r.Item?.gameId === 'string' ? r.Item.gameId : null;
  }

  /** Takes a free seat; a taken one (or a finished game) is a Conflict. */
  async claimSeat(gameId: string, seat: string, holder: Holder, now: string): Promise<Meta> {
    try {
      const r = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: gamePk(gameId), sk: 'META' },
          UpdateExpression: 'SET holders.#s = :h, updatedAt = :now',
          ConditionExpression: 'attribute_not_exists(holders.#s) AND #st <> :fin',
          ExpressionAttributeNames: { '#s': seat, '#st': 'status' },
          ExpressionAttributeValues: { ':h': holder, ':now': now, ':fin': 'finished' },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toMeta(r.Attributes ?? {});
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) throw new Conflict('seat_taken', `Seat ${seat} is taken.`);
      throw e;
    }
  }

  /** Frees a seat its holder took while the game is still open (a join that failed halfway). */
  async releaseSeat(gameId: string, seat: string, playerId: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: gamePk(gameId), sk: 'META' },
          UpdateExpression: 'REMOVE holders.#s',
          ConditionExpression: 'holders.#s.playerId = :p AND #st = :open',
          ExpressionAttributeNames: { '#s': seat, '#st': 'status' },
          ExpressionAttributeValues: { ':p': playerId, ':open': 'open' },
        }),
      );
    } catch (e) {
      if (!(e instanceof ConditionalCheckFailedException)) throw e;
    }
  }

  async setMuted(gameId: string, seats: string[], muted: boolean): Promise<void> {
    if (seats.length === 0) return;
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: gamePk(gameId), sk: 'META' },
        UpdateExpression: `SET ${seats.map((_, i) => `holders.#s${i}.muted = :m`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(seats.map((s, i) => [`#s${i}`, s])),
        ExpressionAttributeValues: { ':m': muted },
      }),
    );
  }

  async setOrders(gameId: string, seat: string, orders: unknown): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: gamePk(gameId), sk: 'META' },
        UpdateExpression: orders === null ? 'REMOVE orders.#s' : 'SET orders.#s = :o',
        ExpressionAttributeNames: { '#s': seat },
        ...(orders === null ? {} : { ExpressionAttributeValues: { ':o': orders } }),
      }),
    );
  }

  /** Appends one commit; a lost race is a VersionConflict carrying the version that won. */
  async append(gameId: string, commit: Commit): Promise<void> {
    const payload = pack(commit.entries);
    if (packedSize(payload) > ITEM_PAYLOAD_MAX) {
      throw new Error(`commit of ${commit.entries.length} events is too large to store`);
    }
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            pk: gamePk(gameId),
            sk: `EV#${pad(commit.first)}`,
            first: commit.first,
            last: commit.last,
            commandId: commit.commandId,
            at: commit.at,
            ...(commit.undoable ? { undoable: true } : {}),
            ...payload,
          },
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
      );
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) {
        throw new VersionConflict(gameId, await this.headVersion(gameId));
      }
      throw e;
    }
  }

  /**
   * Remembers which version a client's commandId produced, for retries after the recent window. The pointer
   * is derived (the commit itself carries the commandId) and only guards retries, so it expires (`ttl`,
   * epoch seconds) instead of living as long as the game's events.
   */
  async putCommandPointer(gameId: string, commandId: string, version: number, ttl?: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: gamePk(gameId), sk: `CMD#${commandId}`, version, ...(ttl ? { ttl } : {}) },
      }),
    );
  }

  /** An invitation code leading to a game, or to one seat of it (a seat opened to a new player). */
  async putInvite(code: string, gameId: string, seat?: string): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `INVITE#${code}`, sk: 'INVITE', gameId, ...(seat ? { seat } : {}) },
      }),
    );
  }

  /** Where an invitation code leads: the game, and the seat when it opens one seat only. */
  async inviteTarget(code: string): Promise<{ gameId: string; seat?: string } | null> {
    const r = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: `INVITE#${code}`, sk: 'INVITE' } }),
    );
    if (typeof r.Item?.gameId !== 'string') return null;
    return { gameId: r.Item.gameId, ...(typeof r.Item.seat === 'string' ? { seat: r.Item.seat } : {}) };
  }

  /** Invitations of a game that is over or closed expire (`ttl`, epoch seconds): they lead nowhere any more. */
  async expireInvites(codes: string[], ttl: number): Promise<void> {
    await Promise.all(
      codes.map((code) =>
        this.db
          .send(
            new UpdateCommand({
              TableName: this.table,
              Key: { pk: `INVITE#${code}`, sk: 'INVITE' },
              UpdateExpression: 'SET #t = :t',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#t': 'ttl' },
              ExpressionAttributeValues: { ':t': ttl },
            }),
          )
          .catch((e) => {
            if (!(e instanceof ConditionalCheckFailedException)) throw e;
          }),
      ),
    );
  }

  /** Gives a seat to a player or takes it from them (the table: a seat handed on, opened, resigned to the group). */
  async setHolder(gameId: string, seat: string, holder: Holder | null): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: gamePk(gameId), sk: 'META' },
        UpdateExpression: holder ? 'SET holders.#s = :h' : 'REMOVE holders.#s, orders.#s',
        ExpressionAttributeNames: { '#s': seat },
        ...(holder ? { ExpressionAttributeValues: { ':h': holder } } : {}),
      }),
    );
  }

  /** Records the return match once: of two players asking at once, the first one's game is the rematch. */
  async setRematch(gameId: string, rematch: NonNullable<Meta['rematch']>, now: string): Promise<Meta | null> {
    try {
      const r = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: gamePk(gameId), sk: 'META' },
          UpdateExpression: 'SET rematch = :r, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(rematch)',
          ExpressionAttributeValues: { ':r': rematch, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toMeta(r.Attributes ?? {});
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return null;
      throw e;
    }
  }

  /** Closes a game nobody came to while it is still open; false when it started (or closed) meanwhile. */
  async closeOpen(gameId: string, result: NonNullable<Meta['result']>, now: string): Promise<Meta | null> {
    try {
      const r = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: gamePk(gameId), sk: 'META' },
          UpdateExpression: 'SET #st = :fin, #r = :r, updatedAt = :now REMOVE duePk, dueAt',
          ConditionExpression: '#st = :open',
          ExpressionAttributeNames: { '#st': 'status', '#r': 'result' },
          ExpressionAttributeValues: { ':fin': 'finished', ':open': 'open', ':r': result, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toMeta(r.Attributes ?? {});
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return null;
      throw e;
    }
  }

  /** Moves an open game's look-again time (the sweep closes it when nobody joined for a while). */
  async setOpenDue(gameId: string, dueAt: string): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: gamePk(gameId), sk: 'META' },
          UpdateExpression: 'SET dueAt = :d, duePk = :p',
          ConditionExpression: '#st = :open',
          ExpressionAttributeNames: { '#st': 'status' },
          ExpressionAttributeValues: { ':d': dueAt, ':p': 'DUE', ':open': 'open' },
        }),
      )
      .catch((e) => {
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
      });
  }

  /** The version of the newest commit: the truth, whatever META says. */
  async headVersion(gameId: string): Promise<number> {
    const r = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ev)',
        ExpressionAttributeValues: { ':pk': gamePk(gameId), ':ev': 'EV#' },
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
        ProjectionExpression: '#l',
        ExpressionAttributeNames: { '#l': 'last' },
      }),
    );
    return Number(r.Items?.[0]?.last ?? 0);
  }

  /**
   * The version a commandId produced, from its pointer. An eventually consistent read is enough on the
   * hot path: a pointer too fresh to show is for a commit still in the loaded tail.
   */
  async commandVersion(gameId: string, commandId: string, consistent = true): Promise<number | null> {
    const r = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: gamePk(gameId), sk: `CMD#${commandId}` },
        ConsistentRead: consistent,
      }),
    );
    return r.Item ? Number(r.Item.version) : null;
  }

  /**
   * Commits whose events come after seq `after`, the one spanning it included.
   * `aligned` says `after` ends a commit (a snapshot's seq always does), which saves a read.
   */
  async commitsAfter(gameId: string, after: number, aligned = false): Promise<Commit[]> {
    const out: Commit[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': gamePk(gameId), ':from': `EV#${pad(after + 1)}`, ':to': 'EV#~' },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      out.push(...(r.Items ?? []).map(toCommit));
      start = r.LastEvaluatedKey;
    } while (start);
    if (after > 0 && !aligned) {
      // A commit starting at or before `after` may still hold later events.
      const r = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': gamePk(gameId), ':from': 'EV#', ':to': `EV#${pad(after)}` },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }),
      );
      const prev = r.Items?.[0];
      if (prev && Number(prev.last) > after) out.unshift(toCommit(prev));
    }
    return out;
  }

  /**
   * Meta, the latest snapshot and the commits after it, folded: one round trip
   * whatever the length. META sorts just after the EV# items, so one query read
   * backwards from META returns the meta and then the newest commits; the
   * snapshot query runs beside it. A tail longer than a page (a snapshot that
   * was never written) pages on until it reaches the snapshot.
   */
  async load(
    gameId: string,
    /** The fold, given once the meta says which game this is (a title may load on first use). */
    evolveFor: (meta: Meta) => Evolve | Promise<Evolve>,
  ): Promise<Loaded | null> {
    const tailPage = (start?: Record<string, unknown>, limit = TAIL_PAGE) =>
      this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': gamePk(gameId), ':from': 'EV#', ':to': 'META' },
          ScanIndexForward: false,
          ConsistentRead: true,
          Limit: limit,
          ExclusiveStartKey: start,
        }),
      );
    const [first, snap] = await Promise.all([tailPage(), this.latestSnapshot(gameId)]);
    const items = first.Items ?? [];
    if (items[0]?.sk !== 'META') return null;
    const meta = toMeta(items[0]);
    const base = snap?.seq ?? 0;
    // Only EV# items sort between EV# and META today; the filter keeps it so if a new item kind ever does.
    const commitsOf = (xs: Record<string, unknown>[]) => xs.filter((i) => String(i.sk).startsWith('EV#')).map(toCommit);
    const newestFirst = commitsOf(items.slice(1));
    let next = first.LastEvaluatedKey;
    while (next && (newestFirst.at(-1)?.first ?? 0) > base + 1) {
      const page = await tailPage(next, TAIL_PAGE_MORE);
      newestFirst.push(...commitsOf(page.Items ?? []));
      next = page.LastEvaluatedKey;
    }
    const tail = newestFirst.filter((c) => c.first > base).reverse();
    const evolve = await evolveFor(meta);
    const { state, version, boundaries } = foldCommits(evolve, { state: snap?.state, version: base }, tail);
    const recent = [...(snap?.recent ?? []), ...tail.flatMap((c) => (c.commandId ? [c.commandId] : []))].slice(
      -RECENT_KEEP,
    );
    return { meta: { ...meta, snapSeq: base }, state, version, tail, recent, boundaries };
  }

  /** The newest complete snapshot at or before seq `atMost`, or null to replay from the start. */
  private async latestSnapshot(
    gameId: string,
    atMost?: number,
  ): Promise<{ seq: number; state: unknown; recent: string[] } | null> {
    const r = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': gamePk(gameId),
          ':from': 'SNAP#',
          ':to': atMost === undefined ? 'SNAP#~' : `SNAP#${pad(atMost)}#~`,
        },
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    const top = r.Items?.[0];
    if (!top) return null;
    const seq = Number(top.seq);
    // One part (the usual case) is all there is; a larger snapshot reads its other parts.
    const whole = Number(top.parts) === 1 ? [top] : await this.snapshotParts(gameId, seq);
    const head = whole.find((i) => String(i.sk).endsWith('#0'));
    if (!head || whole.length !== Number(head.parts)) {
      // A snapshot whose writer died midway: use the one before it.
      return seq > 1 ? this.latestSnapshot(gameId, seq - 1) : null;
    }
    const gz = Buffer.concat(whole.map((i) => i.part as Uint8Array));
    return { seq, state: JSON.parse(gunzipSync(gz).toString('utf8')), recent: (head.recent as string[]) ?? [] };
  }

  private async snapshotParts(gameId: string, seq: number): Promise<Record<string, unknown>[]> {
    const r = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':pk': gamePk(gameId), ':s': `SNAP#${pad(seq)}#` },
        ConsistentRead: true,
      }),
    );
    return (r.Items ?? []).sort((a, b) => Number(String(a.sk).split('#')[2]) - Number(String(b.sk).split('#')[2]));
  }

  /** The state after seq `at`: the latest snapshot at or before it, then the commits up to it. */
  async stateAt(gameId: string, at: number, evolve: (s: unknown, e: never) => unknown): Promise<unknown> {
    const snap = await this.latestSnapshot(gameId, at);
    const commits = (await this.commitsAfter(gameId, snap?.seq ?? 0, true)).filter((c) => c.first <= at);
    const whole = commits.filter((c) => c.last <= at);
    let { state } = foldCommits(evolve, { state: snap?.state, version: snap?.seq ?? 0 }, whole);
    // A commit that spans `at` (never an undo: that is one event) folds up to it.
    const part = commits.find((c) => c.last > at);
    part?.entries.forEach((e, i) => {
      if ((part.first as number) + i <= at && !isPlatformEvent(e.event)) state = evolve(state, e.event as never);
    });
    return state;
  }

  /**
   * A snapshot is due after 100 events or 24 commits since the last one: the tail a load reads stays
   * short. While a seat may still undo, it waits (undo goes back to states the tail keeps), up to a hard
   * bound past which the snapshot is written anyway and seals what came before it.
   */
  snapshotDue(meta: Meta, version: number, tailCommits = 0, undoOpen = false): boolean {
    if (tailCommits >= SNAPSHOT_HARD_COMMITS) return true;
    if (undoOpen) return false;
    return version - meta.snapSeq >= SNAPSHOT_EVERY || tailCommits >= SNAPSHOT_COMMITS;
  }

  async writeSnapshot(gameId: string, seq: number, state: unknown, recent: string[]): Promise<void> {
    const gz = gzipSync(JSON.stringify(state));
    const parts = Math.max(1, Math.ceil(gz.byteLength / ITEM_PAYLOAD_MAX));
    for (let i = 0; i < parts; i++) {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            pk: gamePk(gameId),
            sk: `SNAP#${pad(seq)}#${i}`,
            seq,
            parts,
            part: gz.subarray(i * ITEM_PAYLOAD_MAX, (i + 1) * ITEM_PAYLOAD_MAX),
            ...(i === 0 ? { recent: recent.slice(-RECENT_KEEP) } : {}),
          },
        }),
      );
    }
  }

  /**
   * Brings META up to `version`. Guarded so an older writer never overwrites a
   * newer meta: updates only ever move the version forward.
   */
  async updateMeta(gameId: string, version: number, fields: Partial<Meta>): Promise<Meta | null> {
    const names: Record<string, string> = { '#v': 'version' };
    const values: Record<string, unknown> = { ':v': version };
    const sets = ['#v = :v'];
    const removes: string[] = [];
    for (const [k, v] of Object.entries(fields)) {
      if (k === 'version' || k === 'gameId') continue;
      names[`#${k}`] = k;
      if (v === undefined) removes.push(`#${k}`);
      else {
        values[`:${k}`] = v;
        sets.push(`#${k} = :${k}`);
      }
    }
    if (fields.dueAt !== undefined) {
      names['#duePk'] = 'duePk';
      values[':due'] = 'DUE';
      sets.push('#duePk = :due');
    } else if ('dueAt' in fields) {
      names['#duePk'] = 'duePk';
      removes.push('#duePk');
    }
    try {
      const r = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: gamePk(gameId), sk: 'META' },
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND #v <= :v',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toMeta(r.Attributes ?? {});
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return null;
      throw e;
    }
  }

  /** Games with a deadline or reminder at or before `now`. */
  async due(now: string): Promise<string[]> {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: DUE_INDEX,
          KeyConditionExpression: 'duePk = :d AND dueAt <= :now',
          ExpressionAttributeValues: { ':d': 'DUE', ':now': now },
          ExclusiveStartKey: start,
        }),
      );
      for (const i of r.Items ?? []) ids.push(String(i.pk).slice('GAME#'.length));
      start = r.LastEvaluatedKey;
    } while (start);
    return ids;
  }
}

function toCommit(item: Record<string, unknown>): Commit {
  const entries = unpack(item) as LogItem[];
  const head = entries[0]?.event;
  return {
    first: Number(item.first),
    last: Number(item.last),
    commandId: typeof item.commandId === 'string' ? item.commandId : null,
    at: String(item.at),
    entries,
    seat: entries[0]?.seat ?? null,
    ...(item.undoable === true ? { undoable: true } : {}),
    ...(isUndo(head) ? { undoTo: head.to } : {}),
  };
}

function toMeta(item: Record<string, unknown>): Meta {
  const { pk: _pk, sk: _sk, duePk: _d, ...rest } = item;
  return rest as unknown as Meta;
}
