import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Alarms } from './alarms.ts';
import { Backend } from './api.ts';
import { AppSecrets, AppTable } from './data.ts';
import { Web } from './web.ts';

export interface HexpostStackProps extends StackProps {
  /** The built PWA to upload; skipped when absent or missing on disk. */
  webDist?: string;
  /** An address to subscribe to the alarm topic. */
  alarmEmail?: string;
}

/**
 * Hexpost in the cloud (DESIGN.md, Running): DynamoDB, HTTP API and Lambda,
 * WebSocket API, Scheduler, S3 and CloudFront for the PWA, CloudWatch alarms.
 */
export class HexpostStack extends Stack {
  readonly table: AppTable;
  readonly secrets: AppSecrets;
  readonly backend: Backend;
  readonly web: Web;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: HexpostStackProps = {}) {
    super(scope, id, props);

    // Ids `Table` and `AppSecrets` sit at the stack's top level and must never change.
    this.table = new AppTable(this, 'Table');
    this.secrets = new AppSecrets(this, 'AppSecrets');
    this.backend = new Backend(this, 'Backend', { table: this.table, secrets: this.secrets });
    this.web = new Web(this, 'Web', { httpApi: this.backend.httpApi, webDist: props.webDist });
    this.backend.setPublicUrl(this.web.url);
    this.alarms = new Alarms(this, 'Alarms', {
      functions: this.backend.functions,
      tick: this.backend.tick,
      httpApi: this.backend.httpApi,
      table: this.table,
      email: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { description: 'Open this: the PWA and /api/*', value: this.web.url });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself (the site serves it at /api)',
      value: this.backend.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'WebSocketUrl', { description: 'Live updates', value: this.backend.webSocketStage.url });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'SecretsArn', { description: 'Set the VAPID keys here', value: this.secrets.secretArn });
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'Subscribe to hear alarms',
      value: this.alarms.topic.topicArn,
    });
    new CfnOutput(this, 'BucketName', { value: this.web.bucket.bucketName });
  }
}
