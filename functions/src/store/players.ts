/**
 * Players, their tokens (stored only as hashes), seats held, push
 * subscriptions and device-transfer codes. Items:
 *   PLAYER#<id> / PROFILE            name, quiet hours
 *   PLAYER#<id> / SEAT#<game>        the seats a player holds in a game, and whether it notifies
 *   PLAYER#<id> / PUSH#<hash>        one Web Push subscription per device
 *   TOKEN#<sha256> / TOKEN           what a token may do (player, one seat, spectator)
 *   TRANSFER#<code> / TRANSFER       a one-time code moving a player to a new device (expires)
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

export interface Profile {
  playerId: string;
  name: string;
  quietHours: { from: number; to: number; tz: string } | null;
  createdAt: string;
}

export type Grant =
  | { kind: 'player'; playerId: string }
  | { kind: 'seat'; playerId: string; gameId: string; seat: string }
  | { kind: 'spectator'; gameId: string };

export interface SeatHolding {
  gameId: string;
  seats: string[];
}

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const playerPk = (id: string) => `PLAYER#${id}`;

export class PlayerStore {
  constructor(
    readonly db: DynamoDBDocumentClient,
    readonly table: string,
  ) {}

  async create(p: Profile): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: playerPk(p.playerId), sk: 'PROFILE', ...p },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async get(playerId: string): Promise<Profile | null> {
    const r = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: playerPk(playerId), sk: 'PROFILE' } }),
    );
    if (!r.Item) return null;
    const { pk: _pk, sk: _sk, ...rest } = r.Item;
    return rest as Profile;
  }

  async put(p: Profile): Promise<void> {
    await this.db.send(
      new PutCommand({ TableName: this.table, Item: { pk: playerPk(p.playerId), sk: 'PROFILE', ...p } }),
    );
  }

  async saveGrant(tokenHash: string, grant: Grant, ttlSeconds?: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `TOKEN#${tokenHash}`, sk: 'TOKEN', grant, ...(ttlSeconds ? { ttl: ttlSeconds } : {}) },
      }),
    );
  }

  /** Grants never change once written, so a warm process keeps the ones it has seen. */
  private readonly grants = new Map<string, { grant: Grant; ttl?: number }>();

  async grant(tokenHash: string, nowSeconds: number): Promise<Grant | null> {
    const hit = this.grants.get(tokenHash);
    if (hit && (hit.ttl === undefined || hit.ttl >= nowSeconds)) return hit.grant;
    const r = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' } }),
    );
    // dynalite keeps expired items (no TTL), so expiry is also checked here.
    if (!r.Item || (typeof r.Item.ttl === 'number' && r.Item.ttl < nowSeconds)) return null;
    if (this.grants.size >= 10_000) this.grants.clear();
    this.grants.set(tokenHash, {
      grant: r.Item.grant as Grant,
      ...(typeof r.Item.ttl === 'number' ? { ttl: r.Item.ttl } : {}),
    });
    return r.Item.grant as Grant;
  }

  async addSeat(playerId: string, gameId: string, seat: string, now: string): Promise<void> {
    const existing = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: playerPk(playerId), sk: `SEAT#${gameId}` } }),
    );
    const seats = new Set<string>((existing.Item?.seats as string[] | undefined) ?? []);
    seats.add(seat);
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          pk: playerPk(playerId),
          sk: `SEAT#${gameId}`,
          gameId,
          seats: [...seats],
          joinedAt: existing.Item?.joinedAt ?? now,
        },
      }),
    );
  }

  private async queryPrefix(playerId: string, prefix: string): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': playerPk(playerId), ':p': prefix },
          ExclusiveStartKey: start,
        }),
      );
      out.push(...(r.Items ?? []));
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }

  async holdings(playerId: string): Promise<SeatHolding[]> {
    return (await this.queryPrefix(playerId, 'SEAT#')).map((i) => ({
      gameId: String(i.gameId),
      seats: (i.seats as string[]) ?? [],
    }));
  }

  async addSubscription(playerId: string, hash: string, sub: StoredSubscription): Promise<void> {
    await this.db.send(
      new PutCommand({ TableName: this.table, Item: { pk: playerPk(playerId), sk: `PUSH#${hash}`, sub } }),
    );
  }

  async removeSubscription(playerId: string, hash: string): Promise<void> {
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: { pk: playerPk(playerId), sk: `PUSH#${hash}` } }),
    );
  }

  async subscriptions(playerId: string): Promise<{ hash: string; sub: StoredSubscription }[]> {
    return (await this.queryPrefix(playerId, 'PUSH#')).map((i) => ({
      hash: String(i.sk).slice('PUSH#'.length),
      sub: i.sub as StoredSubscription,
    }));
  }

  async saveTransfer(code: string, playerId: string, expiresSeconds: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `TRANSFER#${code}`, sk: 'TRANSFER', playerId, ttl: expiresSeconds },
      }),
    );
  }

  /** Uses a transfer code up: a second claim of the same code finds nothing. */
  async takeTransfer(code: string, nowSeconds: number): Promise<string | null> {
    try {
      const r = await this.db.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { pk: `TRANSFER#${code}`, sk: 'TRANSFER' },
          ConditionExpression: 'attribute_exists(pk) AND #t >= :now',
          ExpressionAttributeNames: { '#t': 'ttl' },
          ExpressionAttributeValues: { ':now': nowSeconds },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return typeof r.Attributes?.playerId === 'string' ? r.Attributes.playerId : null;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return null;
      throw e;
    }
  }
}
