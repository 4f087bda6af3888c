import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root: where package-lock.json and cdk.json live. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The root lock file: NodejsFunction's depsLockFilePath, and so its projectRoot. */
export const lockFile = fileURLToPath(new URL('../../package-lock.json', import.meta.url));

/** The built PWA (`npm run build:web`); deployed only when it exists. */
export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Lambda entry points, one file per function, each exporting `handler`. */
export const lambdaEntries = {
  http: fileURLToPath(new URL('../../functions/src/lambda/http.ts', import.meta.url)),
  ws: fileURLToPath(new URL('../../functions/src/lambda/ws.ts', import.meta.url)),
  tick: fileURLToPath(new URL('../../functions/src/lambda/tick.ts', import.meta.url)),
  stream: fileURLToPath(new URL('../../functions/src/lambda/stream.ts', import.meta.url)),
} as const;

/**
 * The `context` block of the root cdk.json: feature flags and project settings.
 * The app applies it as its default context, so a synth started from infra/
 * (whose own cdk.json only names the app) and the unit tests build exactly the
 * template a synth from the repo root builds. Context given by the CLI wins.
 */
export function projectContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(fileURLToPath(new URL('../../cdk.json', import.meta.url)), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}
