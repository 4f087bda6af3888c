#!/usr/bin/env node
// `npm run mutate -- <title> [file-or-glob ...] [--force] [--concurrency N]`: mutation
// testing of one title's rules with Stryker, outside `npm test` and CI.
//
// Mutates shared/src/games/<title>/rules/ (or the given files in it: names relative to
// that folder or to the repository, globs, or Stryker ranges such as `board.ts:10-40`),
// runs only that title's tests (the `shared` vitest project, dir set to the title's
// folder), and is incremental: results are kept in reports/mutation/<title>.incremental.json
// (committed), so a later run tests only mutants whose code or covering tests changed.
// Reports: reports/mutation/out/<title>/mutation.{html,json} (ignored by git).
// The sandbox lives under the OS temp dir, never in the repository.
// Equivalent mutants: `// Stryker disable next-line <mutator>: <reason>` (README).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gamesDir = join(root, 'shared', 'src', 'games');
const posix = (p) => p.split(sep).join('/');

const titles = readdirSync(gamesDir)
  .filter((name) => existsSync(join(gamesDir, name, 'rules')) && statSync(join(gamesDir, name, 'rules')).isDirectory())
  .sort();

const usage = `usage: npm run mutate -- <title> [file-or-glob ...] [--force] [--retest-timeouts] [--concurrency N]
titles: ${titles.join(', ')}`;

const args = process.argv.slice(2);
const files = [];
let force = false;
let retestTimeouts = false;
let concurrency = 2;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--force') force = true;
  else if (a === '--retest-timeouts') retestTimeouts = true;
  else if (a === '--concurrency' || a.startsWith('--concurrency=')) {
    const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[++i];
    concurrency = Number(v);
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      console.error(`--concurrency wants a whole number of at least 1, not "${v}"`);
      process.exit(2);
    }
  } else if (a === '--help' || a === '-h') {
    console.log(usage);
    process.exit(0);
  } else if (a.startsWith('--')) {
    console.error(`unknown option ${a}\n${usage}`);
    process.exit(2);
  } else files.push(a);
}

const title = files.shift();
if (!title) {
  console.error(usage);
  process.exit(2);
}
if (!titles.includes(title)) {
  console.error(
    `mutate: unknown title "${title}": no folder shared/src/games/${title}/rules/.\nKnown titles: ${titles.join(', ')}`,
  );
  process.exit(2);
}

const titleDir = `shared/src/games/${title}`;
const rulesDir = `${titleDir}/rules`;

/** A file or glob given on the command line, as a Stryker mutate pattern relative to the repository. */
function toPattern(arg) {
  const range = /:\d+(:\d+)?-\d+(:\d+)?$/.exec(arg);
  const path = range ? arg.slice(0, range.index) : arg;
  const suffix = range ? range[0] : '';
  // Accept names relative to the rules folder ("board.ts") or to the repository / cwd.
  const fromCwd = posix(relative(root, resolve(process.cwd(), path)));
  const candidate = fromCwd.startsWith(`${rulesDir}/`) || fromCwd === rulesDir ? fromCwd : `${rulesDir}/${path}`;
  const normal = posix(relative(root, resolve(root, candidate)));
  if (normal !== rulesDir && !normal.startsWith(`${rulesDir}/`)) {
    console.error(`mutate: "${arg}" is outside ${rulesDir}/`);
    process.exit(2);
  }
  const isGlob = /[*?[\]{}]/.test(normal);
  if (!isGlob && !existsSync(join(root, normal))) {
    console.error(`mutate: no file ${normal}`);
    process.exit(2);
  }
  if (!isGlob && statSync(join(root, normal)).isDirectory()) return `${normal}/**/*.ts`;
  return normal + suffix;
}

const mutate = files.length ? files.map(toPattern) : [`${rulesDir}/**/*.ts`];

const outDir = `reports/mutation/out/${title}`;
const options = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'shared/vitest.config.ts', dir: titleDir, related: true },
  coverageAnalysis: 'perTest',
  mutate,
  concurrency,
  // The machine is shared: a mutant whose tests merely run slow must not pass for an infinite
  // loop (a timeout counts as killed). Stryker allows net time × factor + timeoutMS.
  timeoutFactor: 3,
  timeoutMS: 20_000,
  incremental: true,
  incrementalFile: `reports/mutation/${title}.incremental.json`,
  force,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `${outDir}/mutation.html` },
  jsonReporter: { fileName: `${outDir}/mutation.json` },
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportScoreTable: true,
    reportMutants: true,
  },
  tempDirName: join(tmpdir(), 'hexpost-stryker'),
  cleanTempDir: 'always',
  // Only shared/ is needed to run a title's tests; the rest need not be copied.
  ignorePatterns: [
    '/web',
    '/functions',
    '/infra',
    '/tests',
    '/docs',
    '/reports',
    '/test-artifacts',
    '/.tsbuild',
    '/.data',
    '/coverage',
    '/cdk.out',
  ],
  disableTypeChecks: `${rulesDir}/**/*.ts`,
  thresholds: { high: 90, low: 75, break: null },
};

process.chdir(root);
// the title's whole-game playouts stay out of mutation runs (vitest.node.ts)
process.env.HEXPOST_MUTATION = '1';

// `--retest-timeouts`: forget the saved timeouts of the files being mutated, so they are tested
// again (on a busy machine a timeout is often slowness, not an infinite loop).
if (retestTimeouts && existsSync(options.incrementalFile)) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const report = JSON.parse(readFileSync(options.incrementalFile, 'utf8'));
  // Globs as regular expressions: ** any path, * and ? within a name; anything fancier counts as the whole folder.
  const matcher = (pattern) => {
    const path = pattern.replace(/:\d+(:\d+)?-\d+(:\d+)?$/, '');
    if (/[[\]{}]/.test(path)) return (file) => file.startsWith(`${rulesDir}/`);
    const name = (part) =>
      part
        .replace(/[.+^$()|\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]');
    const source = path
      .split('**/')
      .map((piece) => piece.split('**').map(name).join('.*'))
      .join('(?:.*/)?');
    const re = new RegExp(`^${source}$`);
    return (file) => re.test(file);
  };
  const matchers = mutate.map(matcher);
  const inScope = (file) => matchers.some((m) => m(file));
  let dropped = 0;
  for (const [file, entry] of Object.entries(report.files ?? {})) {
    if (!inScope(file)) continue;
    const kept = entry.mutants.filter((m) => m.status !== 'Timeout');
    dropped += entry.mutants.length - kept.length;
    entry.mutants = kept;
  }
  writeFileSync(options.incrementalFile, JSON.stringify(report, null, 2));
  console.log(`mutate: ${dropped} timed-out mutant(s) will be tested again.`);
}
const started = Date.now();
const { Stryker } = await import('@stryker-mutator/core');
let results;
try {
  results = await new Stryker(options).runMutationTest();
} catch (e) {
  console.error(`\nmutate: Stryker stopped: ${e instanceof Error ? e.message : e}`);
  console.error(`The title's tests must pass first: npx vitest run --project shared ${titleDir}`);
  process.exit(1);
}

// The incremental file is committed: keep this machine's paths out of it (Stryker writes the project
// root and the temp dir there, and reads neither back; it keys its results by repo-relative file names).
{
  const { readFileSync, writeFileSync } = await import('node:fs');
  if (existsSync(options.incrementalFile)) {
    const report = JSON.parse(readFileSync(options.incrementalFile, 'utf8'));
    report.projectRoot = '.';
    if (report.config) report.config.tempDirName = 'hexpost-stryker (in the OS temp dir)';
    writeFileSync(options.incrementalFile, JSON.stringify(report, null, 2));
  }
}

// The score as Stryker counts it: detected (killed, timeout) over valid (detected + survived + no coverage).
const byFile = new Map();
for (const m of results) {
  const file = posix(relative(root, resolve(root, m.fileName)));
  const c = byFile.get(file) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
  if (m.status === 'Killed') c.killed++;
  else if (m.status === 'Timeout') c.timeout++;
  else if (m.status === 'Survived') c.survived++;
  else if (m.status === 'NoCoverage') c.noCoverage++;
  else if (m.status === 'Ignored') c.ignored++;
  else c.errors++;
  byFile.set(file, c);
}
const score = (c) => {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  return valid ? `${((100 * detected) / valid).toFixed(2)}%` : 'n/a';
};
const total = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
console.log(`\nMutation score, ${title} (this run and results kept from earlier runs):`);
for (const [file, c] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  for (const k of Object.keys(total)) total[k] += c[k];
  console.log(
    `  ${score(c).padStart(7)}  ${relative(rulesDir, file)}  killed ${c.killed}, timed out ${c.timeout}, survived ${c.survived}, no coverage ${c.noCoverage}, disabled ${c.ignored}`,
  );
}
console.log(
  `  ${score(total).padStart(7)}  all ${byFile.size} file(s)  killed ${total.killed}, timed out ${total.timeout}, survived ${total.survived}, no coverage ${total.noCoverage}, disabled ${total.ignored}`,
);
console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s. Report: ${outDir}/mutation.html`);
