/** The HTTP API as one Lambda (a lambda-lith): API Gateway HTTP API → Hono. */
import { handle, type LambdaEvent } from 'hono/aws-lambda';
import type { Context } from 'aws-lambda';
import { cloud } from '../cloud.ts';

export const handler = async (event: LambdaEvent, context: Context) => {
  const { app } = await cloud();
  return handle(app.app)(event, context);
};
