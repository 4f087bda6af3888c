/**
 * Fixed-window counters for rate limits, kept in the table so every Lambda
 * instance counts together:  RATE#<key> / W#<window start>  {n, ttl}.
 * One conditional-free update per check; TTL sweeps old windows in the cloud.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export class RateStore {
  constructor(
    readonly db: DynamoDBDocumentClient,
    readonly table: string,
  ) {}

  /** Counts one hit in the window starting at `windowStart` (seconds) and returns the count so far. */
  async hit(key: string, windowStart: number, expiresSeconds: number): Promise<number> {
    const r = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: `RATE#${key}`, sk: `W#${windowStart}` },
        UpdateExpression: 'ADD n :one SET #t = :ttl',
        ExpressionAttributeNames: { '#t': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':ttl': expiresSeconds },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(r.Attributes?.n ?? 1);
  }
}
