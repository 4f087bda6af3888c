/**
 * DynamoDB clients. Locally and in tests an endpoint and static fake
 * credentials keep the SDK off its credential chain (and off IMDS).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';

export interface DbOptions {
  endpoint?: string;
  region?: string;
}

export function documentClient(opts: DbOptions = {}): DynamoDBDocumentClient {
  const local = opts.endpoint
    ? { endpoint: opts.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 2 }
    : {};
  const client = new DynamoDBClient({ region: opts.region ?? process.env.AWS_REGION ?? 'local', ...local });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** Every item of one partition whose sort key starts with `prefix`, following the pages to the end. */
export async function queryPrefix(
  db: DynamoDBDocumentClient,
  table: string,
  pk: string,
  prefix: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start);
  return out;
}
