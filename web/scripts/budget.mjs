// Prints the JavaScript a first visit downloads (the entry script, its modulepreloads and every
// chunk they import statically), gzipped, against the 150 KB budget. Lazy routes, boards and the QR
// code library are not counted: they load when used. Not asserted; run after `vite build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build -w @hexpost/web` first');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) =>
  m[1].replace(/^\//, ''),
);
const seen = new Set();
const queue = [...roots];
while (queue.length) {
  const f = queue.shift();
  if (seen.has(f)) continue;
  seen.add(f);
  const src = readFileSync(join(dist, f), 'utf8');
  // static imports only: `import {a} from "./x.js"`, `import "./x.js"`; not `import("./x.js")`
  for (const m of src.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    queue.push(posix.normalize(posix.join(posix.dirname(f), m[1])));
  }
}
let raw = 0;
let gz = 0;
const rows = [...seen].map((f) => {
  const buf = readFileSync(join(dist, f));
  const g = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += g;
  return { file: f, kb: (buf.length / 1024).toFixed(1), gzipKb: (g / 1024).toFixed(1) };
});
// the protocol's zod schemas are imported dynamically, but every visit fetches them right after the first paint
const after = readdirSync(join(dist, 'assets'))
  .filter((f) => /^protocol-.*\.js$/.test(f))
  .map((f) => `assets/${f}`)
  .filter((f) => !seen.has(f));
let afterGz = 0;
for (const f of after) {
  const buf = readFileSync(join(dist, f));
  const g = gzipSync(buf, { level: 9 }).length;
  afterGz += g;
  rows.push({
    file: `${f} (right after first paint)`,
    kb: (buf.length / 1024).toFixed(1),
    gzipKb: (g / 1024).toFixed(1),
  });
}
console.table(rows);
const total = gz / 1024;
const withAfter = (gz + afterGz) / 1024;
console.log(`first-paint JS: ${(raw / 1024).toFixed(1)} KB raw, ${total.toFixed(1)} KB gzipped`);
console.log(
  `first-load JS (with the schemas fetched right after): ${withAfter.toFixed(1)} KB gzipped; budget ${BUDGET_KB} KB: ${
    withAfter <= BUDGET_KB ? 'within' : 'OVER'
  }`,
);
