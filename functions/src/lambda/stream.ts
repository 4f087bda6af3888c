/**
 * The table's stream consumer: each change of a game's META item (old and new
 * image) becomes the pushes it implies (notify.ts). Subscribed with a filter
 * on sk = META, so commits, snapshots and chat never wake it.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { cloud, type Secrets } from '../cloud.ts';
import { notifyChange } from '../notify.ts';
import { keyOnly, type PushSender } from '../push.ts';
import { pushOriginsFromEnv } from '../push-endpoints.ts';
import { WebPushSender } from '../push-web.ts';
import type { Meta } from '../store/games.ts';

type Image = Record<string, AttributeValue> | undefined;

/** One parser from a stream image to a Meta (Castore's imageParser): null for anything else. */
export function metaOf(image: Image): Meta | null {
  if (!image) return null;
  const item = unmarshall(image);
  if (item.sk !== 'META' || typeof item.gameId !== 'string') return null;
  const { pk: _pk, sk: _sk, duePk: _d, ...meta } = item;
  return meta as Meta;
}

/** The sender from the stored VAPID keys; without them pushes are off and nothing fails. */
function webPush(s: Secrets, publicUrl: string): PushSender {
  if (!s.vapidPublicKey || !s.vapidPrivateKey) return keyOnly(null);
  return new WebPushSender(
    {
      publicKey: s.vapidPublicKey,
      privateKey: s.vapidPrivateKey,
      subject: s.vapidSubject || `${publicUrl}/`,
    },
    { extraOrigins: pushOriginsFromEnv() },
  );
}

export const handler = async (event: DynamoDBStreamEvent) => {
  const { deps } = await cloud(webPush);
  let sent = 0;
  for (const record of event.Records) {
    const after = metaOf(record.dynamodb?.NewImage as Image);
    if (!after) continue;
    const before = metaOf(record.dynamodb?.OldImage as Image);
    sent += await notifyChange(
      { players: deps.players, push: deps.push, clock: deps.clock, titleName: (id) => deps.titles.name(id) },
      before,
      after,
    );
  }
  return { sent };
};
