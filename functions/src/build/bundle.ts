/**
 * How a Lambda function is bundled, shared by the CDK stack and the benchmark:
 * one ESM entry, minified, the AWS SDK v3 left to the runtime, and code
 * splitting, so each title's rules and data sit in a chunk of their own that
 * loads only when a request needs that game (shared/src/games/catalog.ts).
 * Runs the esbuild in node_modules: no Docker.
 */
import { type BuildOptions, buildSync } from 'esbuild';

export function lambdaBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    // ESM code gets a `require` for the CommonJS dependencies that call it at run time.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
    metafile: true,
  };
}

/** Bundles `entry` into `outdir` (index.mjs plus chunks/); returns esbuild's metafile for size reports. */
export function bundleLambda(entry: string, outdir: string) {
  return buildSync(lambdaBuildOptions(entry, outdir)).metafile;
}
