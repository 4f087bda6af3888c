/**
 * Players, their tokens (stored only as hashes), seats held, push
 * subscriptions and device-transfer codes. Items:
 *   PLAYER#<id> / PROFILE            name, quiet hours
 *   PLAYER#<id> / SEAT#<game>        the seats a player holds in a game not yet over
 *   PLAYER#<id> / DONE#<at>#<game>   the same once the game is over, newest last: the paged archive of "my games"
 *   PLAYER#<id> / PUSH#<hash>        one Web Push subscription per device (at most MAX_SUBSCRIPTIONS)
 *   PLAYER#<id> / DEVICE#<id>        a signed-in device and the hashes of every token issued to it
 *   PLAYER#<id> / TRANSFER           the player's one live transfer code
 *   PLAYER#<id> / SENT#<change>#<sub> a push delivered for one change of a game (the stream's record), so a
 *                                    retried batch sends it no second time; expires after a day
 *   TOKEN#<sha256> / TOKEN           what a token may do (player, one seat, spectator)
 *   TRANSFER#<code> / TRANSFER       a one-time code moving a player to a new device (expires)
 *   GAME#<id> / SPEC#<link>          a spectator link of a game, so the creator can list and revoke it
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { queryPrefix } from './client.ts';

export interface Profile {
  playerId: string;
  name: string;
  quietHours: { from: number; to: number; tz: string } | null;
  createdAt: string;
}

/**
 * What a token may do. Player and seat tokens name the device they were issued
 * to, so signing a device out revokes all of them; a spectator token names its
 * link, so the link can be revoked. (Tokens issued before devices existed have neither.)
 */
export type Grant =
  | { kind: 'player'; playerId: string; device?: string }
  | { kind: 'seat'; playerId: string; gameId: string; seat: string; device?: string }
  | { kind: 'spectator'; gameId: string; link?: string };

export interface Device {
  deviceId: string;
  /** What the device said it is, shortened from its user agent when it did not say. */
  label: string;
  createdAt: string;
}

export interface SpectatorLinkItem {
  linkId: string;
  createdAt: string;
  createdBy: string;
}

/** Subscriptions a player may hold; the oldest is dropped past this (one per browser and device is typical). */
export const MAX_SUBSCRIPTIONS = 10;
/** Devices signed in at once; past this a new sign-in is refused until one is signed out. */
export const MAX_DEVICES = 20;
/**
 * How long a process trusts a grant it has read. Revocation clears it at once
 * in the process that revoked; other processes (Lambda instances) notice within this.
 */
export const GRANT_CACHE_MS = 30_000;

export interface SeatHolding {
  gameId: string;
  seats: string[];
}

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionItem {
  hash: string;
  sub: StoredSubscription;
  createdAt: string;
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

  /** Stores a token's grant; a player or seat grant is also listed on its device, so signing out revokes it. */
  async saveGrant(tokenHash: string, grant: Grant, ttlSeconds?: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `TOKEN#${tokenHash}`, sk: 'TOKEN', grant, ...(ttlSeconds ? { ttl: ttlSeconds } : {}) },
      }),
    );
    if (grant.kind !== 'spectator' && grant.device) {
      await this.db
        .send(
          new UpdateCommand({
            TableName: this.table,
            Key: { pk: playerPk(grant.playerId), sk: `DEVICE#${grant.device}` },
            UpdateExpression: 'ADD tokens :t',
            // A device signed out meanwhile must not come back half-made: the token then dies with it.
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':t': new Set([tokenHash]) },
          }),
        )
        .catch(async (e) => {
          if (!(e instanceof ConditionalCheckFailedException)) throw e;
          await this.deleteGrant(tokenHash);
        });
    }
  }

  private async deleteGrant(tokenHash: string): Promise<void> {
    this.grants.delete(tokenHash);
    await this.db.send(new DeleteCommand({ TableName: this.table, Key: { pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' } }));
  }

  /** Grants a process has read recently (GRANT_CACHE_MS); revocation removes them here at once. */
  private readonly grants = new Map<string, { grant: Grant; ttl?: number; until: number }>();

  async grant(tokenHash: string, nowSeconds: number): Promise<Grant | null> {
    const hit = this.grants.get(tokenHash);
    const nowMs = Date.now();
    if (hit && hit.until > nowMs && (hit.ttl === undefined || hit.ttl >= nowSeconds)) return hit.grant;
    const r = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' } }),
    );
    // dynalite keeps expired items (no TTL), so expiry is also checked here.
    if (!r.Item || (typeof r.Item.ttl === 'number' && r.Item.ttl < nowSeconds)) {
      this.grants.delete(tokenHash);
      return null;
    }
    if (this.grants.size >= 10_000) this.grants.clear();
    this.grants.set(tokenHash, {
      grant: r.Item.grant as Grant,
      until: nowMs + GRANT_CACHE_MS,
      ...(typeof r.Item.ttl === 'number' ? { ttl: r.Item.ttl } : {}),
    });
    return r.Item.grant as Grant;
  }

  // --- devices -----------------------------------------------------------

  async addDevice(playerId: string, device: Device): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: playerPk(playerId), sk: `DEVICE#${device.deviceId}`, ...device },
      }),
    );
  }

  async devices(playerId: string): Promise<Device[]> {
    return (await this.queryPrefix(playerId, 'DEVICE#'))
      .map((i) => ({ deviceId: String(i.deviceId), label: String(i.label), createdAt: String(i.createdAt) }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Signs a device out: every token issued to it (player and seats) stops working. False if there was none. */
  async revokeDevice(playerId: string, deviceId: string): Promise<boolean> {
    const r = await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: { pk: playerPk(playerId), sk: `DEVICE#${deviceId}` },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!r.Attributes) return false;
    const tokens = r.Attributes.tokens instanceof Set ? [...(r.Attributes.tokens as Set<string>)] : [];
    await Promise.all(tokens.map((h) => this.deleteGrant(h)));
    return true;
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

  /** Takes one seat out of a holding (a join undone); the holding goes when it has no seat left. */
  async removeSeat(playerId: string, gameId: string, seat: string): Promise<void> {
    const key = { pk: playerPk(playerId), sk: `SEAT#${gameId}` };
    const existing = await this.db.send(new GetCommand({ TableName: this.table, Key: key }));
    const seats = ((existing.Item?.seats as string[] | undefined) ?? []).filter((s) => s !== seat);
    if (!existing.Item) return;
    if (seats.length === 0) await this.db.send(new DeleteCommand({ TableName: this.table, Key: key }));
    else await this.db.send(new PutCommand({ TableName: this.table, Item: { ...existing.Item, seats } }));
  }

  private queryPrefix(playerId: string, prefix: string): Promise<Record<string, unknown>[]> {
    return queryPrefix(this.db, this.table, playerPk(playerId), prefix);
  }

  async holdings(playerId: string): Promise<SeatHolding[]> {
    return (await this.queryPrefix(playerId, 'SEAT#')).map((i) => ({
      gameId: String(i.gameId),
      seats: (i.seats as string[]) ?? [],
    }));
  }

  /** Adds (or renews) a subscription; past MAX_SUBSCRIPTIONS the oldest are dropped. */
  /**
   * Moves a holding into the archive once its game is over, so "my games"
   * reads a bounded set of running games and pages through finished ones.
   */
  async archiveSeat(playerId: string, gameId: string, finishedAt: string): Promise<void> {
    const r = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: playerPk(playerId), sk: `SEAT#${gameId}` } }),
    );
    if (!r.Item) return;
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...r.Item, sk: `DONE#${finishedAt}#${gameId}`, finishedAt },
      }),
    );
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: { pk: playerPk(playerId), sk: `SEAT#${gameId}` } }),
    );
  }

  /** Finished games, newest first, `limit` at a time; `cursor` is the last sort key of the page before. */
  async finished(
    playerId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ holdings: SeatHolding[]; next: string | null }> {
    const r = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': playerPk(playerId), ':from': 'DONE#', ':to': cursor ?? 'DONE#~' },
        ScanIndexForward: false,
        Limit: limit + 1,
      }),
    );
    // The cursor's own item sorts last in BETWEEN's inclusive range: skip it.
    const items = (r.Items ?? []).filter((i) => i.sk !== cursor);
    const page = items.slice(0, limit);
    return {
      holdings: page.map((i) => ({ gameId: String(i.gameId), seats: (i.seats as string[]) ?? [] })),
      next: items.length > limit ? String(page.at(-1)?.sk) : null,
    };
  }

  async addSubscription(playerId: string, hash: string, sub: StoredSubscription, now: string): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: playerPk(playerId), sk: `PUSH#${hash}`, sub, createdAt: now },
      }),
    );
    const all = await this.subscriptions(playerId);
    if (all.length > MAX_SUBSCRIPTIONS) {
      const oldest = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      await Promise.all(
        oldest.slice(0, all.length - MAX_SUBSCRIPTIONS).map((s) => this.removeSubscription(playerId, s.hash)),
      );
    }
  }

  /** Whether the push for one stream record already reached this device (a retried batch skips it). */
  async delivered(playerId: string, change: string, subHash: string): Promise<boolean> {
    const r = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: playerPk(playerId), sk: `SENT#${change}#${subHash}` },
        ConsistentRead: true,
      }),
    );
    return r.Item !== undefined;
  }

  async markDelivered(playerId: string, change: string, subHash: string, ttl: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: playerPk(playerId), sk: `SENT#${change}#${subHash}`, ttl },
      }),
    );
  }

  async removeSubscription(playerId: string, hash: string): Promise<void> {
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: { pk: playerPk(playerId), sk: `PUSH#${hash}` } }),
    );
  }

  async subscriptions(playerId: string): Promise<SubscriptionItem[]> {
    return (await this.queryPrefix(playerId, 'PUSH#')).map((i) => ({
      hash: String(i.sk).slice('PUSH#'.length),
      sub: i.sub as StoredSubscription,
      createdAt: typeof i.createdAt === 'string' ? i.createdAt : '',
    }));
  }

  /** Makes `code` the player's one live transfer code: the one before it stops working. */
  async saveTransfer(code: string, playerId: string, expiresSeconds: number): Promise<void> {
    const r = await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: playerPk(playerId), sk: 'TRANSFER', code },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const previous = r.Attributes?.code;
    if (typeof previous === 'string' && previous !== code) {
      await this.db.send(
        new DeleteCommand({ TableName: this.table, Key: { pk: `TRANSFER#${previous}`, sk: 'TRANSFER' } }),
      );
    }
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `TRANSFER#${code}`, sk: 'TRANSFER', playerId, ttl: expiresSeconds },
      }),
    );
  }

  // --- spectator links ------------------------------------------------------

  async addSpectatorLink(gameId: string, link: SpectatorLinkItem, tokenHash: string): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `GAME#${gameId}`, sk: `SPEC#${link.linkId}`, ...link, tokenHash },
      }),
    );
  }

  async spectatorLinks(gameId: string): Promise<SpectatorLinkItem[]> {
    return (await queryPrefix(this.db, this.table, `GAME#${gameId}`, 'SPEC#'))
      .map((i) => ({ linkId: String(i.linkId), createdAt: String(i.createdAt), createdBy: String(i.createdBy) }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Revokes a spectator link: its token stops working. False if there was no such link. */
  async revokeSpectatorLink(gameId: string, linkId: string): Promise<boolean> {
    const r = await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: { pk: `GAME#${gameId}`, sk: `SPEC#${linkId}` },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (typeof r.Attributes?.tokenHash !== 'string') return false;
    await this.deleteGrant(r.Attributes.tokenHash);
    return true;
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
