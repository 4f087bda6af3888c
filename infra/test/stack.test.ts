import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CURRENTLY_RECOMMENDED_FLAGS } from 'aws-cdk-lib/cx-api';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../lib/function.ts';
import { lambdaEntries, projectContext, repoRoot } from '../lib/paths.ts';
import { HexpostStack, type HexpostStackProps } from '../lib/stack.ts';
import { CODE_ROUTE_THROTTLE, CODE_ROUTES, HTTP_API_THROTTLE, WEBSOCKET_THROTTLE } from '../lib/throttle.ts';
import { spaRewrite, VIEWER_IP_HEADER, viewerAddress } from '../lib/web.ts';

// The managed CloudFront policies the /api/* behaviour must use.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const outdirs: string[] = [];

/** The stack as `cdk synth` builds it (same context), minus esbuild: bundling is skipped. */
function build(props: HexpostStackProps = {}, bundle = false) {
  const outdir = mkdtempSync(join(tmpdir(), 'hexpost-cdk-'));
  outdirs.push(outdir);
  const app = new App({
    outdir,
    context: { ...projectContext(), ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const stack = new HexpostStack(app, 'HexpostStack', props);
  const logicalId = (fn: { node: { defaultChild: unknown } }) =>
    stack.getLogicalId(fn.node.defaultChild as CfnFunction);
  return { stack, outdir, template: Template.fromStack(stack), logicalId };
}

afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

describe('HexpostStack', () => {
  let built: ReturnType<typeof build>;
  beforeAll(() => {
    built = build();
  });

  it('has the one table: pk/sk, on demand, PITR, ttl, byDue, retained, logical id stable', () => {
    const { template } = built;
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith([
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
          { AttributeName: 'duePk', AttributeType: 'S' },
          { AttributeName: 'dueAt', AttributeType: 'S' },
        ]),
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        GlobalSecondaryIndexes: [
          {
            IndexName: 'byDue',
            KeySchema: [
              { AttributeName: 'duePk', KeyType: 'HASH' },
              { AttributeName: 'dueAt', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ],
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      },
    });
    // Renaming the construct would replace the table with an empty one.
    expect(Object.keys(template.findResources('AWS::DynamoDB::GlobalTable'))).toEqual(['TableCD117FA1']);
  });

  it('has the AppSecrets JSON secret with a generated tokenKey and VAPID fields', () => {
    const { template } = built;
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: {
        GenerateSecretString: Match.objectLike({
          GenerateStringKey: 'tokenKey',
          SecretStringTemplate: JSON.stringify({ vapidPublicKey: '', vapidPrivateKey: '', vapidSubject: '' }),
        }),
      },
    });
  });

  it('streams old and new images and feeds only META changes to Notify', () => {
    const { stack, template } = built;
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: stack.getLogicalId(stack.backend.notify.node.defaultChild as CfnFunction) },
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ dynamodb: { Keys: { sk: { S: ['META'] } } } }) }] },
    });
  });

  it('runs four functions on nodejs22.x arm64 with the app environment', () => {
    const { template } = built;
    template.resourceCountIs('AWS::Lambda::Function', 4);
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Environment: {
        Variables: {
          TABLE_NAME: { Ref: 'TableCD117FA1' },
          SECRETS_ARN: Match.objectLike({ Ref: Match.stringLikeRegexp('^AppSecrets') }),
          WS_CALLBACK_URL: Match.anyValue(),
          WS_URL: Match.anyValue(),
          PUBLIC_URL: Match.anyValue(),
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      },
    });
  });

  it('bundles with local esbuild: minified ESM, SDK external, one chunk per title', () => {
    expect(bundleOptions).toMatchObject({
      format: 'esm',
      minify: true,
      sourcemap: false,
      splitting: true,
      external: ['@aws-sdk/*'],
      outExtension: { '.js': '.mjs' },
    });
    expect((bundleOptions.banner as { js: string }).js).toContain('createRequire(import.meta.url)');
    for (const entry of Object.values(lambdaEntries)) expect(existsSync(entry), entry).toBe(true);
  });

  it('bundles each function from its own entry, the titles split into chunks of their own', () => {
    // The one test that runs esbuild: four bundles, four different assets.
    const real = build({}, true);
    const ours = Object.values(real.stack.backend.functions).map(
      (fn) =>
        (real.template.toJSON().Resources[real.logicalId(fn)].Properties as { Code: { S3Key: string } }).Code.S3Key,
    );
    expect(new Set(ours).size).toBe(4);
    const api = join(real.outdir, `asset.${ours[0]?.replace('.zip', '')}`);
    expect(existsSync(join(api, 'index.mjs'))).toBe(true);
    expect(readdirSync(join(api, 'chunks')).length).toBeGreaterThan(1);
  }, 60_000);

  describe('IAM as least privilege', () => {
    type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };
    /** Every statement of the policies attached to a function's role. */
    const statementsOf = (name: 'Api' | 'Ws' | 'Tick' | 'Notify'): Statement[] => {
      const { stack, template } = built;
      const role = stack.getLogicalId(stack.backend.functions[name].role!.node.defaultChild as CfnFunction);
      return Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]))
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    };
    const actions = (s: Statement) => [s.Action].flat();
    const onTable = (s: Statement) => JSON.stringify(s.Resource).includes('TableCD117FA1');
    const streamActions = ['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream'];

    it('no statement anywhere allows every resource or a wildcard action on the table', () => {
      const all = Object.values(built.template.findResources('AWS::IAM::Policy')).flatMap(
        (p) => p.Properties.PolicyDocument.Statement as Statement[],
      );
      for (const s of all) {
        expect(s.Resource).not.toBe('*');
        if (onTable(s)) for (const a of actions(s)) expect(a, JSON.stringify(s)).not.toMatch(/\*/);
      }
    });

    it('the Api reads and writes items, never the stream or the due-time index, and posts live updates', () => {
      const st = statementsOf('Api');
      const table = st.filter(onTable);
      expect(table.flatMap(actions).sort()).toEqual(
        [
          'dynamodb:BatchGetItem',
          'dynamodb:DeleteItem',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Query',
          'dynamodb:UpdateItem',
        ].sort(),
      );
      for (const a of streamActions) expect(st.flatMap(actions)).not.toContain(a);
      expect(JSON.stringify(table)).not.toContain('byDue');
      expect(JSON.stringify(table)).not.toContain('StreamArn');
      expect(st.flatMap(actions)).toContain('execute-api:ManageConnections');
      expect(st.flatMap(actions)).toContain('secretsmanager:GetSecretValue');
    });

    it('the tick alone may query the due-time index', () => {
      const tick = statementsOf('Tick').filter(onTable);
      expect(JSON.stringify(tick)).toContain('/index/byDue');
      for (const name of ['Api', 'Ws', 'Notify'] as const)
        expect(JSON.stringify(statementsOf(name))).not.toContain('/index/byDue');
    });

    it('Notify reads the stream and touches players’ items only: it cannot write a commit', () => {
      const st = statementsOf('Notify');
      const stream = st.filter((s) => actions(s).includes('dynamodb:GetRecords'));
      expect(stream.length).toBe(1);
      expect(JSON.stringify(stream[0]?.Resource)).toContain('StreamArn');
      const items = st.filter((s) => onTable(s) && !actions(s).includes('dynamodb:GetRecords'));
      expect(items.length).toBeGreaterThan(0);
      for (const s of items) {
        expect(s.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PLAYER#*'] } });
        expect(JSON.stringify(s.Resource)).not.toContain('StreamArn');
      }
      expect(st.flatMap(actions)).not.toContain('execute-api:ManageConnections');
    });

    it('Ws admits connections (items of the table, the secret) and posts nothing', () => {
      const st = statementsOf('Ws');
      expect(st.flatMap(actions)).not.toContain('execute-api:ManageConnections');
      for (const a of streamActions) expect(st.flatMap(actions)).not.toContain(a);
      expect(st.filter(onTable).length).toBeGreaterThan(0);
    });
  });

  it('serves the Api function from an HTTP API without CORS', () => {
    const { template, logicalId, stack } = built;
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [logicalId(stack.backend.api), 'Arn'] },
    });
  });

  it('throttles the HTTP API stage, and the code-guessing routes tighter', () => {
    const { template, logicalId, stack } = built;
    const routes = template.findResources('AWS::ApiGatewayV2::Route', {
      Properties: { ApiId: { Ref: Match.stringLikeRegexp('HttpApi') } },
    });
    const keys = CODE_ROUTES.map(({ method, path }) => `${method} ${path}`);
    expect(keys).toEqual([
      'POST /api/players',
      'POST /api/players/claim',
      'GET /api/invites/{code}',
      'POST /api/games/{id}/join',
    ]);
    expect(
      Object.values(routes)
        .map((r) => r.Properties.RouteKey)
        .sort(),
    ).toEqual([...keys, '$default'].sort());
    // Every route goes to the one Api integration: the extra routes exist only to carry their own limits.
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
      Properties: { IntegrationUri: { 'Fn::GetAtt': [logicalId(stack.backend.api), 'Arn'] } },
    });
    expect(Object.keys(integrations)).toHaveLength(1);
    const [integrationId] = Object.keys(integrations);
    for (const route of Object.values(routes)) {
      expect(route.Properties.Target).toEqual({ 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] });
    }
    const stages = template.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } });
    expect(Object.keys(stages)).toHaveLength(1);
    const stage = Object.values(stages)[0]!;
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: HTTP_API_THROTTLE.rateLimit,
      ThrottlingBurstLimit: HTTP_API_THROTTLE.burstLimit,
    });
    expect(stage.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        keys.map((k) => [
          k,
          { ThrottlingRateLimit: CODE_ROUTE_THROTTLE.rateLimit, ThrottlingBurstLimit: CODE_ROUTE_THROTTLE.burstLimit },
        ]),
      ),
    );
    // Route settings name routes that must exist before the stage is updated.
    const codeRouteIds = Object.keys(routes).filter((id) => routes[id]?.Properties.RouteKey !== '$default');
    expect(stage.DependsOn).toEqual(expect.arrayContaining(codeRouteIds));
    // Tighter than the stage, and both far below the account's default 10,000 requests/s and burst 5,000.
    expect(CODE_ROUTE_THROTTLE.rateLimit).toBeLessThan(HTTP_API_THROTTLE.rateLimit);
    expect(CODE_ROUTE_THROTTLE.burstLimit).toBeLessThan(HTTP_API_THROTTLE.burstLimit);
    expect(HTTP_API_THROTTLE.burstLimit).toBeLessThan(5000);
  });

  it('throttles the WebSocket stage', () => {
    const { template } = built;
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      DefaultRouteSettings: {
        ThrottlingRateLimit: WEBSOCKET_THROTTLE.rateLimit,
        ThrottlingBurstLimit: WEBSOCKET_THROTTLE.burstLimit,
      },
    });
  });

  it('has a WebSocket API with $connect, $disconnect, $default and an auto-deployed live stage', () => {
    const { template } = built;
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    for (const routeKey of ['$connect', '$disconnect', '$default']) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        ApiId: { Ref: Match.stringLikeRegexp('WebSocketApi') },
      });
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
  });

  it('invokes Tick every minute from EventBridge Scheduler', () => {
    const { template, logicalId, stack } = built;
    template.resourceCountIs('AWS::Scheduler::Schedule', 1);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(stack.backend.tick), 'Arn'] } }),
    });
  });

  it('fronts the bucket with CloudFront through an OAC and sends /api/* to the HTTP API', () => {
    const { template } = built;
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        // Error pages would turn the API's 403/404 into index.html: the SPA fallback is a function.
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
          }),
        ],
      }),
    });
    // No web/dist given: nothing to upload, so synth works before the web build.
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it("tells the API the viewer's address in a header CloudFront writes, never the viewer", () => {
    const { template } = built;
    // The /api/* behaviour keeps AllViewerExceptHostHeader (a viewer Host makes API Gateway answer 403)
    // and gets a viewer-request function that writes the address.
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    expect(distribution).toBeDefined();
    const [api] = distribution!.Properties.DistributionConfig.CacheBehaviors as {
      PathPattern: string;
      OriginRequestPolicyId: string;
      FunctionAssociations: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
    }[];
    expect(api?.PathPattern).toBe('/api/*');
    expect(api?.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api?.FunctionAssociations).toHaveLength(1);
    expect(api?.FunctionAssociations[0]?.EventType).toBe('viewer-request');
    const fnId = api?.FunctionAssociations[0]?.FunctionARN['Fn::GetAtt'][0] as string;
    const fn = template.toJSON().Resources[fnId];
    expect(fn.Type).toBe('AWS::CloudFront::Function');
    expect(fn.Properties.FunctionCode).toBe(viewerAddress);
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');

    type Request = { headers: Record<string, { value: string }> };
    const handler = runInNewContext(`${viewerAddress}\nhandler`) as (event: {
      viewer: { ip: string };
      request: Request;
    }) => Request;
    const headers = (ip: string, sent: Record<string, { value: string }> = {}) =>
      handler({ viewer: { ip }, request: { headers: { ...sent } } }).headers;
    expect(VIEWER_IP_HEADER).toBe('x-hexpost-viewer-ip');
    expect(headers('198.51.100.7')[VIEWER_IP_HEADER]).toEqual({ value: '198.51.100.7' });
    expect(headers('2001:db8::1')[VIEWER_IP_HEADER]).toEqual({ value: '2001:db8::1' });
    // What a viewer sends under that name is replaced; other headers (Authorization) pass untouched.
    const forged = headers('203.0.113.9', {
      [VIEWER_IP_HEADER]: { value: '10.0.0.1' },
      authorization: { value: 'Bearer t' },
    });
    expect(forged[VIEWER_IP_HEADER]).toEqual({ value: '203.0.113.9' });
    expect(forged.authorization).toEqual({ value: 'Bearer t' });
  });

  it('routes app paths to index.html and leaves files alone', () => {
    const handler = runInNewContext(`${spaRewrite}\nhandler`) as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/games/01HZX')).toBe('/index.html');
    expect(rewrite('/join/abc/')).toBe('/index.html');
    expect(rewrite('/sw.js')).toBe('/sw.js');
    expect(rewrite('/assets/index-Bx1.js')).toBe('/assets/index-Bx1.js');
    expect(rewrite('/manifest.webmanifest')).toBe('/manifest.webmanifest');
  });

  it('raises alarms to one SNS topic', () => {
    const { template } = built;
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThanOrEqual(7);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.any(String) }]);
    template.resourceCountIs('AWS::SNS::Topic', 1);
    for (const metricName of ['Errors', 'Throttles', '5xx']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: metricName });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({
          MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'ThrottledRequests' }) }),
        }),
      ]),
    });
  });

  it('outputs the site, API and WebSocket URLs and the table name', () => {
    const { template } = built;
    for (const name of ['SiteUrl', 'ApiUrl', 'WebSocketUrl', 'TableName', 'SecretsArn', 'AlarmTopicArn']) {
      template.hasOutput(name, {});
    }
  });
});

describe('HexpostStack with a built PWA', () => {
  it('uploads hashed assets immutable and everything else, sw.js and index.html included, no-cache', () => {
    const dist = mkdtempSync(join(tmpdir(), 'hexpost-dist-'));
    outdirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'sw.js'), 'self');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
    writeFileSync(join(dist, 'assets', 'index-Bx1.js'), 'export {}');

    const { template, outdir } = build({ webDist: dist });
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    expect(Object.keys(deployments)).toHaveLength(2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: Match.absent(),
      SystemMetadata: { 'cache-control': 'no-cache' },
      Exclude: ['assets/*'],
      DistributionPaths: ['/*'],
    });

    // The no-cache upload holds the root files and none of assets/.
    const site = Object.values(deployments).find((d) => d.Properties.SystemMetadata['cache-control'] === 'no-cache');
    const zip = JSON.stringify(site?.Properties.SourceObjectKeys);
    const staged = readdirSync(outdir).find((name) => name.startsWith('asset.') && zip.includes(name.slice(6)));
    expect(staged).toBeDefined();
    expect(readdirSync(join(outdir, staged!)).sort()).toEqual(['index.html', 'manifest.webmanifest', 'sw.js']);
  });
});

describe('cdk.json', () => {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8'));
  const infraCdkJson = JSON.parse(readFileSync(join(repoRoot, 'infra', 'cdk.json'), 'utf8'));

  it('runs the same app from the repo root and from infra/', () => {
    expect(cdkJson).toMatchObject({
      app: 'node --import tsx infra/bin/app.ts',
      output: 'infra/cdk.out',
      notices: false,
    });
    expect(infraCdkJson).toMatchObject({ app: 'node --import tsx bin/app.ts', output: 'cdk.out', notices: false });
    expect(cdkJson.context['cli-telemetry']).toBe(false);
  });

  it('sets every feature flag this aws-cdk-lib recommends', () => {
    expect(cdkJson.context).toMatchObject(CURRENTLY_RECOMMENDED_FLAGS);
  });
});
