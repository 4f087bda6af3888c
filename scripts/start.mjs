#!/usr/bin/env node
// `npm start`: build the PWA if it is missing or older than its sources, then run
// the local server (dynalite on disk + API + PWA on one port) and restart it if it
// crashes. PORT and DATA_DIR apply.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'web/dist/index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared/src'].map((p) =>
  join(root, p),
);
const stale =
  !existsSync(built) ||
  sources.some(
    (p) => existsSync(p) && (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > statSync(built).mtimeMs,
  );
if (stale) {
  console.error('Building the web app (web/dist)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@hexpost/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error('The web build failed; see the errors above.');
    process.exit(r.status ?? 1);
  }
}

// Supervise the server: restart it when it dies unexpectedly, after a short backoff that grows with
// each crash; give up when it crashes MAX_CRASHES times within CRASH_WINDOW_MS (it will not come up).
// SIGINT and SIGTERM are passed to the server, which closes the store; then this process exits.
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const crashes = [];
let child = null;
let stopping = null;
let restartTimer = null;

function run() {
  restartTimer = null;
  child = spawn(process.execPath, ['--import', 'tsx', join(root, 'functions/src/local/main.ts')], {
    stdio: 'inherit',
    // Two malloc arenas: glibc's default (8 per core) kept freed memory and grew the server's RSS by
    // 28-35 MB over the 50,000-request soak; with two it grew 14 MB, the heap flat both times (README).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', MALLOC_ARENA_MAX: '2', ...process.env },
  });
  child.on('error', (e) => {
    console.error(`Could not start the Hexpost server: ${e.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    child = null;
    if (stopping) process.exit(0);
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length >= MAX_CRASHES) {
      console.error(
        `The Hexpost server stopped ${crashes.length} times within ${CRASH_WINDOW_MS / 1000} s (last: ${how}); ` +
          'not restarting it again. See the errors above.',
      );
      process.exit(1);
    }
    const delay = 250 * 2 ** (crashes.length - 1);
    console.error(`The Hexpost server stopped unexpectedly (${how}); restarting it in ${delay / 1000} s.`);
    restartTimer = setTimeout(run, delay);
  });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (!child) process.exit(0); // between a crash and its restart
    if (stopping) {
      // A second Ctrl-C: do not wait for a clean close.
      child.kill('SIGKILL');
      return;
    }
    if (restartTimer) clearTimeout(restartTimer);
    stopping = sig;
    child.kill(sig);
    setTimeout(() => child?.kill('SIGKILL'), STOP_GRACE_MS).unref();
  });
}

run();
