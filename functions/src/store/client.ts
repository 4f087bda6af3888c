/**
 * DynamoDB clients. Locally and in tests an endpoint and static fake
 * credentials keep the SDK off its credential chain (and off IMDS).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
