import { basename, dirname } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { bundleLambda, lambdaBuildOptions } from '../../functions/src/build/bundle.ts';

/**
 * Every Hexpost function is bundled the same way (functions/src/build/bundle.ts):
 * ESM, minified, the AWS SDK v3 from the runtime, and code splitting so each
 * title is a chunk loaded on first use. NodejsFunction cannot split (it writes
 * one file), so the asset is bundled here with the esbuild in node_modules, as
 * CDK's local bundling; the Docker image named below is never used.
 */
export const bundleOptions = lambdaBuildOptions('<entry>', '<outdir>');

export interface AppFunctionProps {
  /** Absolute path of the entry file; it exports `handler`. */
  entry: string;
  description: string;
  memorySize?: number;
  timeout?: Duration;
  environment?: Record<string, string>;
}

export type AppFunction = LambdaFunction;

/** A Node.js 22 arm64 function bundled from the monorepo, with a log group kept for a month. */
export function appFunction(scope: Construct, id: string, props: AppFunctionProps): AppFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return new LambdaFunction(scope, id, {
    code: Code.fromAsset(dirname(props.entry), {
      // The hash of what is deployed: the bundle, not the source folder.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
        // CDK caches bundles by source folder and bundling options; the four entries share a
        // folder, so the entry must be part of the options or every function would get one bundle.
        environment: { HEXPOST_ENTRY: basename(props.entry) },
        local: {
          tryBundle(outputDir) {
            bundleLambda(props.entry, outputDir);
            return true;
          },
        },
      },
    }),
    handler: 'index.handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 1024,
    timeout: props.timeout ?? Duration.seconds(10),
    logGroup,
    environment: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...props.environment,
    },
  });
}
