/** The cloud configuration, parsed at cold start: a bad deployment fails loudly with the field named. */
import * as z from 'zod';

const CloudEnv = z.object({
  TABLE_NAME: z.string().min(3),
  SECRETS_ARN: z.string().min(1),
  PUBLIC_URL: z.string().url(),
  /** https callback URL of the WebSocket stage, for posting updates to connections. */
  WS_CALLBACK_URL: z.string().url().optional(),
});
export type CloudEnv = z.infer<typeof CloudEnv>;

export function cloudEnv(env: NodeJS.ProcessEnv = process.env): CloudEnv {
  const r = CloudEnv.safeParse(env);
  if (!r.success) {
    const fields = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Hexpost is misconfigured: ${fields}`);
  }
  return r.data;
}

/** The secret's JSON, kept in Secrets Manager (see docs/infra.md). */
export const AppSecrets = z.object({
  tokenKey: z.string().min(16),
  vapidPublicKey: z.string().optional(),
  vapidPrivateKey: z.string().optional(),
  vapidSubject: z.string().optional(),
});
