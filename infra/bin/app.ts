import { App, Tags } from 'aws-cdk-lib';
import { projectContext, webDist } from '../lib/paths.ts';
import { HexpostStack } from '../lib/stack.ts';

// Run by the CDK CLI from the repo root (cdk.json) or from infra/ (infra/cdk.json).
// Environment-agnostic: the account and region come from the deploying credentials.
const app = new App({ context: projectContext() });
const alarmEmail = app.node.tryGetContext('hexpost:alarmEmail') as string | undefined;

new HexpostStack(app, 'HexpostStack', {
  description: 'Hexpost: asynchronous board games (DynamoDB, Lambda, API Gateway, CloudFront)',
  webDist,
  alarmEmail,
});
Tags.of(app).add('project', 'hexpost');

app.synth();
