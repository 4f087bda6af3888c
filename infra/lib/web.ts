import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface WebProps {
  /** The HTTP API that serves /api/*. */
  httpApi: IHttpApi;
  /** The built PWA folder; nothing is uploaded when it is absent or does not exist. */
  webDist?: string;
}

/**
 * SPA routing for the site behaviour only: a path whose last segment has no dot
 * (/games/abc, /join/XYZ) is an app route and gets /index.html. Done here rather
 * than with distribution-wide error responses, which would also turn the API's
 * own 403 and 404 answers into index.html.
 */
export const spaRewrite = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('.', uri.lastIndexOf('/') + 1) === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The header that carries the viewer's address to the Api function (docs/infra.md,
 * "The viewer's address"). CloudFront's own `CloudFront-Viewer-Address` cannot be
 * forwarded here: an origin request policy adds CloudFront headers only with
 * `allViewerAndWhitelistCloudFront` (every viewer header, Host included, and API
 * Gateway answers 403 to a Host that is not its own) or `whitelist` (every header
 * named, and Authorization cannot be), while the managed AllViewerExceptHostHeader
 * (`allExcept: Host`) forwards viewer headers only. So a viewer-request function
 * writes the address CloudFront saw on the TCP connection, replacing whatever a
 * viewer sent under that name.
 */
export const VIEWER_IP_HEADER = 'x-hexpost-viewer-ip';

/**
 * Runs on every /api/* request: sets VIEWER_IP_HEADER to the viewer's IP address
 * (IPv4 dotted or IPv6 text, no port), overwriting any value the viewer sent. A
 * `CloudFront-Viewer-Address` reaching the function can only have come from the caller.
 */
export const viewerAddress = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * The public site: the PWA from a private bucket and /api/* from the HTTP API, on
 * one CloudFront domain, so the app needs no CORS.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://<distribution domain>, without a trailing slash. */
  readonly url: string;
  /** The BucketDeployments made from webDist (none before the web build). */
  readonly deployments: BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      autoDeleteObjects: false,
    });

    const stack = Stack.of(this);
    const apiDomain = `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    const apiOrigin = new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Hexpost (${stack.stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', {
              comment: 'Hexpost: app routes get /index.html',
              runtime: FunctionRuntime.JS_2_0,
              code: FunctionCode.fromInline(spaRewrite),
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new CloudFrontFunction(this, 'ViewerAddress', {
                comment: 'Hexpost: the viewer address for the API',
                runtime: FunctionRuntime.JS_2_0,
                code: FunctionCode.fromInline(viewerAddress),
              }),
            },
          ],
        },
      },
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    if (props.webDist && existsSync(props.webDist)) this.deploy(props.webDist);
  }

  /**
   * Upload the built PWA. Content-hashed files under assets/ are immutable and
   * never pruned (an open tab may still ask for last version's chunks); every
   * other file, index.html and the service worker sw.js first among them, is
   * served `no-cache` so a new version is seen on the next visit. Then invalidate.
   */
  private deploy(webDist: string): void {
    const hashed = join(webDist, 'assets');
    let assets: BucketDeployment | undefined;
    if (existsSync(hashed)) {
      assets = new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(hashed)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      });
      this.deployments.push(assets);
    }
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(webDist, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: this.bucket,
      // Neither upload nor prune what DeployAssets owns.
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // index.html goes up only once the chunks it names are there.
    if (assets) site.node.addDependency(assets);
    this.deployments.push(site);
  }
}
