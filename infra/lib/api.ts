import { Duration } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpMethod, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { type AppFunction, appFunction } from './function.ts';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import { lambdaEntries } from './paths.ts';
import { CODE_ROUTE_THROTTLE, CODE_ROUTES, HTTP_API_THROTTLE, WEBSOCKET_THROTTLE } from './throttle.ts';

export interface BackendProps {
  table: ITableV2;
  secrets: ISecret;
}

/**
 * The server side: three functions over the one table and secret.
 * - Api: the Hono app, a lambda-lith behind an HTTP API that routes /api/* itself.
 * - Ws: $connect / $disconnect / $default of the WebSocket API (stage `live`).
 * - Tick: every minute from EventBridge Scheduler, applies passed deadlines and marks reminders due.
 * - Notify: the table stream's META changes become Web Push messages, so web-push stays out of Api.
 * Api and Tick post to WebSocket connections: they change games and broadcast the updates.
 */
export class Backend extends Construct {
  readonly api: AppFunction;
  readonly ws: AppFunction;
  readonly tick: AppFunction;
  readonly notify: AppFunction;
  readonly functions: Record<'Api' | 'Ws' | 'Tick' | 'Notify', AppFunction>;
  readonly httpApi: HttpApi;
  readonly webSocketApi: WebSocketApi;
  readonly webSocketStage: WebSocketStage;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: BackendProps) {
    super(scope, id);
    const environment = { TABLE_NAME: props.table.tableName, SECRETS_ARN: props.secrets.secretArn };

    this.api = appFunction(this, 'Api', {
      entry: lambdaEntries.http,
      description: 'Hexpost HTTP API (Hono, /api/*)',
      memorySize: 1024,
      timeout: Duration.seconds(15),
      environment,
    });
    this.ws = appFunction(this, 'Ws', {
      entry: lambdaEntries.ws,
      description: 'Hexpost WebSocket connect, disconnect and messages',
      memorySize: 512,
      timeout: Duration.seconds(10),
      environment,
    });
    this.tick = appFunction(this, 'Tick', {
      entry: lambdaEntries.tick,
      description: 'Hexpost deadline sweep and reminders, every minute',
      memorySize: 1024,
      // Finish well inside the minute, before the next tick starts.
      timeout: Duration.seconds(50),
      environment,
    });
    this.notify = appFunction(this, 'Notify', {
      entry: lambdaEntries.stream,
      description: 'Hexpost Web Push from game changes (table stream)',
      memorySize: 512,
      timeout: Duration.seconds(30),
      environment,
    });
    this.functions = { Api: this.api, Ws: this.ws, Tick: this.tick, Notify: this.notify };

    // Only META items matter to pushes; commits, snapshots and chat never wake the function.
    props.table.grantStreamRead(this.notify);
    this.notify.addEventSourceMapping('MetaChanges', {
      eventSourceArn: props.table.tableStreamArn as string,
      startingPosition: StartingPosition.LATEST,
      batchSize: 50,
      maxBatchingWindow: Duration.seconds(1),
      retryAttempts: 3,
      bisectBatchOnError: true,
      // The handler names the first record it could not finish; Lambda retries from there (lambda/stream.ts).
      reportBatchItemFailures: true,
      filters: [FilterCriteria.filter({ dynamodb: { Keys: { sk: { S: FilterRule.isEqual('META') } } } })],
    });

    // Same origin through CloudFront, so no CORS. The $default stage deploys itself.
    const apiIntegration = new HttpLambdaIntegration('ApiIntegration', this.api);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Hexpost HTTP API',
      defaultIntegration: apiIntegration,
    });
    // Throttling (infra/lib/throttle.ts). The app routes /api/* itself behind the $default route; the routes
    // that take a guessable code get routes of their own, to the same integration, only so that API Gateway
    // can give them a tighter limit. The L2 stage has no per-route throttle: set it on the CfnStage.
    const codeRoutes = CODE_ROUTES.flatMap(({ method, path }) =>
      this.httpApi.addRoutes({ path, methods: [HttpMethod[method]], integration: apiIntegration }),
    );
    const defaultStage = this.httpApi.defaultStage!;
    const cfnStage = defaultStage.node.defaultChild as CfnStage;
    cfnStage.defaultRouteSettings = {
      throttlingRateLimit: HTTP_API_THROTTLE.rateLimit,
      throttlingBurstLimit: HTTP_API_THROTTLE.burstLimit,
    };
    // RouteSettings is untyped JSON in CloudFormation's schema: CDK passes it as is, so the keys are CloudFormation's.
    cfnStage.routeSettings = Object.fromEntries(
      CODE_ROUTES.map(({ method, path }) => [
        `${method} ${path}`,
        { ThrottlingRateLimit: CODE_ROUTE_THROTTLE.rateLimit, ThrottlingBurstLimit: CODE_ROUTE_THROTTLE.burstLimit },
      ]),
    );
    // API Gateway refuses route settings for a route key that does not exist yet.
    for (const route of codeRoutes) defaultStage.node.addDependency(route);

    const wsIntegration = (name: string) => new WebSocketLambdaIntegration(name, this.ws);
    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Hexpost live updates',
      connectRouteOptions: { integration: wsIntegration('ConnectIntegration') },
      disconnectRouteOptions: { integration: wsIntegration('DisconnectIntegration') },
      defaultRouteOptions: { integration: wsIntegration('DefaultIntegration') },
    });
    this.webSocketStage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.webSocketApi,
      stageName: 'live',
      autoDeploy: true,
      throttle: WEBSOCKET_THROTTLE,
    });

    // Least privilege, function by function: named item actions only (never dynamodb:*), the stream only for
    // Notify, the due-time index only for the tick, and Notify only on players' items (PLAYER#…): it reads
    // subscriptions and remembers deliveries, and can never write a game's commits.
    const itemActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
    const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
    const tableArn = props.table.tableArn;
    const indexArn = `${tableArn}/index/byDue`;
    for (const fn of [this.api, this.ws]) {
      fn.addToRolePolicy(new PolicyStatement({ actions: [...itemActions, ...writeActions], resources: [tableArn] }));
    }
    this.tick.addToRolePolicy(
      new PolicyStatement({ actions: [...itemActions, ...writeActions], resources: [tableArn, indexArn] }),
    );
    this.notify.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', ...writeActions],
        resources: [tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PLAYER#*'] } },
      }),
    );
    // The Api and the tick change games, so they post the live updates; Ws only admits connections.
    this.webSocketApi.grantManageConnections(this.api);
    this.webSocketApi.grantManageConnections(this.tick);
    for (const fn of Object.values(this.functions)) {
      props.secrets.grantRead(fn);
      fn.addEnvironment('WS_CALLBACK_URL', this.webSocketStage.callbackUrl);
      fn.addEnvironment('WS_URL', this.webSocketStage.url);
    }

    // A missed tick is made up by the next one a minute later: no retries, no backlog.
    this.schedule = new Schedule(this, 'TickSchedule', {
      description: 'Hexpost tick: deadlines and reminders',
      schedule: ScheduleExpression.rate(Duration.minutes(1)),
      target: new LambdaInvoke(this.tick, { retryAttempts: 0, maxEventAge: Duration.minutes(1) }),
    });
  }

  /** Tell every function the public site URL (known once CloudFront exists). */
  setPublicUrl(url: string): void {
    for (const fn of Object.values(this.functions)) fn.addEnvironment('PUBLIC_URL', url);
  }
}
