/**
 * The WebSocket API: a client connects with ?game=<id>&token=<token>, is
 * checked like any reader of that game, and then hears `{type:'version'}`
 * messages whenever the game changes (posted by cloud.ts).
 */
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { cloud } from '../cloud.ts';
import { CAPS } from '../limits.ts';
import { GameService } from '../service.ts';

type WsEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  const { deps, connections } = await cloud();
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$disconnect') {
    await connections.remove(connectionId);
    return { statusCode: 200 };
  }
  if (routeKey === '$connect') {
    const gameId = event.queryStringParameters?.game ?? '';
    const token = event.queryStringParameters?.token ?? '';
    const v = deps.tokens.verify(token);
    const grant = v ? await deps.players.grant(v.hash, Math.floor(Date.now() / 1000)) : null;
    if (!grant) return { statusCode: 401 };
    try {
      await new GameService(deps).readable(grant, gameId);
    } catch {
      return { statusCode: 403 };
    }
    // Each connection costs a post per change of the game: a token holds a few, like the local streams.
    if (v && (await connections.countFor(gameId, v.hash)) >= CAPS.streamsPerToken) return { statusCode: 429 };
    // Connections live at most two hours; API Gateway closes them anyway.
    await connections.add(gameId, connectionId, Math.floor(Date.now() / 1000) + 7200, v?.hash);
    return { statusCode: 200 };
  }
  return { statusCode: 200, body: JSON.stringify({ type: 'pong' }) };
};
