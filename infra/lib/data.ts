import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * The one DynamoDB table (DESIGN.md, Storage): games, events, snapshots, players.
 * Keep its construct id `Table` forever: a new id is a new, empty table.
 * The `byDue` index serves the deadline sweep: items that carry a deadline set
 * `duePk` (a bucket key) and `dueAt` (ISO time), and the tick queries the past ones.
 * Key schema and index must agree with functions/src/store/table.ts, which creates
 * the same table locally and in tests.
 */
export class AppTable extends TableV2 {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'ttl',
      removalPolicy: RemovalPolicy.RETAIN,
      // Old and new images of META feed the Notify function (functions/src/lambda/stream.ts).
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      globalSecondaryIndexes: [
        {
          indexName: 'byDue',
          partitionKey: { name: 'duePk', type: AttributeType.STRING },
          sortKey: { name: 'dueAt', type: AttributeType.STRING },
          // The sweep reads only the game's pk from the index.
          projectionType: ProjectionType.KEYS_ONLY,
        },
      ],
    });
  }
}

/**
 * `AppSecrets`: one JSON secret, {tokenKey, vapidPublicKey, vapidPrivateKey, vapidSubject}.
 * `tokenKey` (the seat-token signing key) is generated at creation; the VAPID
 * fields start empty (push stays off) until the operator writes keys from
 * `npx web-push generate-vapid-keys` (docs/infra.md). Retained on stack
 * deletion: losing `tokenKey` would sign every player out.
 */
export class AppSecrets extends Secret {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      description: 'Hexpost: seat-token signing key and Web Push VAPID keys, as JSON',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ vapidPublicKey: '', vapidPrivateKey: '', vapidSubject: '' }),
        generateStringKey: 'tokenKey',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
