import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmsProps {
  /** The app functions by short name (Api, Ws, Tick). */
  functions: Record<string, IFunction>;
  /** The function the scheduler must call every minute. */
  tick: IFunction;
  httpApi: IHttpApi;
  table: ITableV2;
  /** Subscribe this address to the alarm topic (context `hexpost:alarmEmail`). */
  email?: string;
}

/** The table operations the functions use; at most 10 fit in one alarm's metric math. */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/**
 * Alarms on the things an operator must hear about, all sent to one SNS topic:
 * function errors and throttles, 5XX from the HTTP API, table throttles and
 * system errors, and a tick that stopped running (deadlines would stall).
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Hexpost alarms' });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    const period = Duration.minutes(5);
    for (const [name, fn] of Object.entries(props.functions)) {
      this.atLeastOne(`${name}Errors`, fn.metricErrors({ period, statistic: 'Sum' }), `${name} function errors`);
      this.atLeastOne(`${name}Throttles`, fn.metricThrottles({ period, statistic: 'Sum' }), `${name} throttled`);
    }
    this.atLeastOne(
      'HttpApi5xx',
      props.httpApi.metricServerError({ period, statistic: 'Sum' }),
      'HTTP API answered 5XX (the API promises 4XX for every bad request)',
    );
    this.atLeastOne(
      'TableThrottles',
      props.table.metricThrottledRequestsForOperations({ operations: tableOperations, period }),
      'DynamoDB requests throttled',
    );
    this.atLeastOne(
      'TableSystemErrors',
      props.table.metricSystemErrorsForOperations({ operations: tableOperations, period }),
      'DynamoDB system errors',
    );
    this.add(
      new Alarm(this, 'TickStopped', {
        alarmDescription: 'Hexpost: tick not invoked for 15 minutes: deadlines and reminders have stalled',
        metric: props.tick.metricInvocations({ period, statistic: 'Sum' }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: 3,
        treatMissingData: TreatMissingData.BREACHING,
      }),
    );
  }

  private atLeastOne(id: string, metric: IMetric, description: string): void {
    this.add(
      new Alarm(this, id, {
        alarmDescription: `Hexpost: ${description}`,
        metric,
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  private add(alarm: Alarm): void {
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
