/** Chat and live-connection items that live beside a game's events. */
import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { queryPrefix } from './client.ts';
import type { ChatMessage } from '@hexpost/shared/protocol';

export class ChatStore {
  constructor(
    readonly db: DynamoDBDocumentClient,
    readonly table: string,
  ) {}

  async post(gameId: string, m: ChatMessage): Promise<void> {
    await this.db.send(
      new PutCommand({ TableName: this.table, Item: { pk: `GAME#${gameId}`, sk: `CHAT#${m.at}#${m.id}`, ...m } }),
    );
  }

  /**
   * Counts one more message against a game's cap (GAME#<id> / CHATCOUNT);
   * false, counting nothing, once the cap is reached.
   */
  async count(gameId: string, cap: number): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: `GAME#${gameId}`, sk: 'CHATCOUNT' },
          UpdateExpression: 'ADD n :one',
          ConditionExpression: 'attribute_not_exists(n) OR n < :cap',
          ExpressionAttributeValues: { ':one': 1, ':cap': cap },
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  }

  /** Messages after `after` (an ISO time), oldest first, at most `limit`. */
  async list(gameId: string, after: string | undefined, limit = 200): Promise<ChatMessage[]> {
    const r = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': `GAME#${gameId}`,
          ':from': after ? `CHAT#${after}~` : 'CHAT#',
          ':to': 'CHAT#~',
        },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (r.Items ?? []).map(({ pk: _pk, sk: _sk, ...m }) => m as ChatMessage).reverse();
  }
}

/** WebSocket connections per game (cloud only), so a commit can be broadcast. */
export class ConnectionStore {
  constructor(
    readonly db: DynamoDBDocumentClient,
    readonly table: string,
  ) {}

  async add(gameId: string, connectionId: string, ttl: number, tokenHash?: string): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `GAME#${gameId}`, sk: `CONN#${connectionId}`, ttl, ...(tokenHash ? { tokenHash } : {}) },
      }),
    );
    await this.db.send(
      new PutCommand({ TableName: this.table, Item: { pk: `CONN#${connectionId}`, sk: 'CONN', gameId, ttl } }),
    );
  }

  async remove(connectionId: string): Promise<void> {
    const r = await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: { pk: `CONN#${connectionId}`, sk: 'CONN' },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const gameId = r.Attributes?.gameId;
    if (typeof gameId === 'string') {
      await this.db.send(
        new DeleteCommand({ TableName: this.table, Key: { pk: `GAME#${gameId}`, sk: `CONN#${connectionId}` } }),
      );
    }
  }

  async forGame(gameId: string): Promise<string[]> {
    return (await this.items(gameId)).map((i) => String(i.sk).slice('CONN#'.length));
  }

  /** Connections to a game opened with one token: each costs a post per change, so they are capped. */
  async countFor(gameId: string, tokenHash: string): Promise<number> {
    return (await this.items(gameId)).filter((i) => i.tokenHash === tokenHash).length;
  }

  private items(gameId: string): Promise<Record<string, unknown>[]> {
    return queryPrefix(this.db, this.table, `GAME#${gameId}`, 'CONN#');
  }
}
