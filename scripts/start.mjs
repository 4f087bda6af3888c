#!/usr/bin/env node
// `npm start`: build the PWA if it is missing or older than its sources, then run
// the local server (dynalite on disk + API + PWA on one port). PORT and DATA_DIR apply.
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

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'functions/src/local/main.ts')], {
  stdio: 'inherit',
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
