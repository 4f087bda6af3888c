/**
 * Dependencies for the Lambda functions: the real table, secrets from
 * Secrets Manager, Web Push with the stored VAPID keys, live updates posted to
 * WebSocket connections. Built once per cold start and shared by the handlers.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
// The catalog alone: importing the package index would pull every title in eagerly.
import { catalog } from '@hexpost/shared/games/catalog.ts';
import { type AppDeps, createApp } from './app.ts';
import { Tokens } from './auth.ts';
import { AppSecrets, cloudEnv } from './env.ts';
import type { LiveBus } from './live.ts';
import { keyOnly, type PushSender } from './push.ts';
import { ChatStore, ConnectionStore } from './store/chat.ts';
import { documentClient } from './store/client.ts';
import { GameStore } from './store/games.ts';
import { PlayerStore } from './store/players.ts';
import { fromCatalog } from './titles.ts';
import { pushOriginsFromEnv } from './push-endpoints.ts';

/** Posts `{version}` to every connection watching a game; connections that are gone are dropped. */
class WebSocketBus implements LiveBus {
  private readonly api: ApiGatewayManagementApiClient | null;
  constructor(
    private readonly connections: ConnectionStore,
    endpoint: string | undefined,
  ) {
    this.api = endpoint ? new ApiGatewayManagementApiClient({ endpoint }) : null;
  }
  async publish(gameId: string, version: number): Promise<void> {
    const api = this.api;
    if (!api) return;
    const data = new TextEncoder().encode(JSON.stringify({ type: 'version', gameId, version }));
    const ids = await this.connections.forGame(gameId);
    await Promise.allSettled(
      ids.map(async (ConnectionId) => {
        try {
          await api.send(new PostToConnectionCommand({ ConnectionId, Data: data }));
        } catch (e) {
          if (e instanceof GoneException) await this.connections.remove(ConnectionId);
        }
      }),
    );
  }
}

export interface Cloud {
  deps: AppDeps;
  connections: ConnectionStore;
  app: ReturnType<typeof createApp>;
}

/**
 * Built once per cold start. In the cloud each function is its own process; the offline rehearsal runs
 * them in one, so the Notify function's build (with a push sender) is kept apart from the others'.
 */
const cached = new Map<'sender' | 'plain', Promise<Cloud>>();

/**
 * The functions' clock. Always the system's in the cloud; the offline rehearsal of the topology
 * (tests/cloud.rehearsal.test.ts) moves it by hand to make deadlines pass, as the stores' tests do.
 */
export const cloudClock = { now: (): number => Date.now() };

export interface Secrets {
  tokenKey: string;
  vapidPublicKey?: string | undefined;
  vapidPrivateKey?: string | undefined;
  vapidSubject?: string | undefined;
}

/**
 * `sender` builds the push sender from the secrets; only the Notify function
 * passes one (lambda/stream.ts), so web-push stays out of the other bundles.
 */
export function cloud(sender?: (secrets: Secrets, publicUrl: string) => PushSender): Promise<Cloud> {
  const kind = sender ? 'sender' : 'plain';
  const hit = cached.get(kind);
  if (hit) return hit;
  const built = (async () => {
    const env = cloudEnv();
    const sm = new SecretsManagerClient({});
    const raw = await sm.send(new GetSecretValueCommand({ SecretId: env.SECRETS_ARN }));
    const secrets = AppSecrets.parse(JSON.parse(raw.SecretString ?? '{}'));
    const db = documentClient();
    const connections = new ConnectionStore(db, env.TABLE_NAME);
    const push = sender ? sender(secrets, env.PUBLIC_URL) : keyOnly(secrets.vapidPublicKey || null);
    const deps: AppDeps = {
      games: new GameStore(db, env.TABLE_NAME),
      players: new PlayerStore(db, env.TABLE_NAME),
      chat: new ChatStore(db, env.TABLE_NAME),
      titles: fromCatalog(catalog),
      tokens: new Tokens(secrets.tokenKey),
      push,
      live: new WebSocketBus(connections, env.WS_CALLBACK_URL),
      clock: () => cloudClock.now(),
      publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
      pushOrigins: pushOriginsFromEnv(),
      log: (msg, extra) => console.error(JSON.stringify({ msg, ...extra })),
    };
    return { deps, connections, app: createApp(deps) };
  })();
  cached.set(kind, built);
  return built;
}
