/**
 * The embedded store must not grow with use: dynalite 4.0.0 left one level
 * iterator open per Query or Scan (patches/dynalite+4.0.0.patch, applied by
 * patch-package on install, closes it). The workload runs in a child process
 * with --expose-gc (tests/support/dynalite-soak.ts): dynalite on disk, 3,000
 * backward Queries with Limit mixed with Puts and Gets after a warm-up. Unpatched
 * the heap grows by about 10 MB over them (3.5 KB a query); patched it stays
 * within the noise of a few hundred KB.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const MB = 1024 * 1024;

interface Sample {
  heap: number;
  rss: number;
}

function runSoak(): Promise<{ queries: number; start: Sample; end: Sample }> {
  return new Promise((res, rej) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(root, 'tests/support/dynalite-soak.ts')],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', rej);
    child.on('exit', (code) => {
      if (code !== 0) return rej(new Error(`soak child exited ${code}: ${err}`));
      res(JSON.parse(out.trim().split('\n').at(-1)!));
    });
  });
}

it('dynalite on disk: heap stays flat over 3,000 backward Queries with Limit (and Puts, Gets)', async () => {
  const { queries, start, end } = await runSoak();
  const growth = (end.heap - start.heap) / MB;
  console.log(
    `soak: ${queries} queries after warm-up, heap ${(start.heap / MB).toFixed(1)} -> ${(end.heap / MB).toFixed(1)} MB,` +
      ` RSS ${(start.rss / MB).toFixed(0)} -> ${(end.rss / MB).toFixed(0)} MB`,
  );
  expect(
    growth,
    `heap grew ${growth.toFixed(1)} MB: is patches/dynalite+4.0.0.patch applied (npm install runs patch-package)?`,
  ).toBeLessThan(3);
}, 60_000);
