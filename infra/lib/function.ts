import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lockFile } from './paths.ts';

/**
 * esbuild options shared by every Hexpost function: one ESM file, minified, no
 * source map, the AWS SDK v3 taken from the runtime. The banner gives ESM code a
 * `require` for the CommonJS dependencies that call it at run time. Bundling uses
 * the esbuild installed in node_modules, never Docker.
 */
export const bundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: false,
  externalModules: ['@aws-sdk/*'],
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  esbuildArgs: { '--legal-comments': 'none' },
  forceDockerBundling: false,
};

export interface AppFunctionProps {
  /** Absolute path of the entry file; it exports `handler`. */
  entry: string;
  description: string;
  memorySize?: number;
  timeout?: Duration;
  environment?: Record<string, string>;
}

/** A Node.js 22 arm64 function bundled from the monorepo, with a log group kept for a month. */
export function appFunction(scope: Construct, id: string, props: AppFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return new NodejsFunction(scope, id, {
    entry: props.entry,
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 1024,
    timeout: props.timeout ?? Duration.seconds(10),
    depsLockFilePath: lockFile,
    bundling,
    logGroup,
    environment: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...props.environment,
    },
  });
}
