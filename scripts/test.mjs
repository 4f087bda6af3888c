#!/usr/bin/env node
// `npm test`: type-check every package, then every test (unit, store contract on
// dynalite and DynamoDB Local, API, push, CDK assertions, web components, and the
// end-to-end run in Chromium). Extra arguments go to vitest (a file filter, say).
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_EC2_METADATA_DISABLED: 'true',
};
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npx', ['tsc', '-b']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
