/**
 * The table's stream consumer: each change of a game's META item (old and new
 * image) becomes the pushes it implies (notify.ts). Subscribed with a filter
 * on sk = META, so commits, snapshots and chat never wake it.
 *
 * Retries send nothing twice. The event source mapping reports batch item
 * failures (infra/lib/api.ts): a record whose pushes a push service refused
 * for now, or whose subscriptions could not be read, is named as failed, and
 * Lambda retries from it. Every delivery is remembered per record and device
 * (PlayerStore.markDelivered), so the records and devices that were done are
 * skipped on the retry.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { cloud, type Secrets } from '../cloud.ts';
import { deliver } from '../notify.ts';
import { keyOnly, type PushSender } from '../push.ts';
import { pushOriginsFromEnv } from '../push-endpoints.ts';
import { WebPushSender } from '../push-web.ts';
import type { Meta } from '../store/games.ts';

type Image = Record<string, AttributeValue> | undefined;

/** A delivery is remembered for a day: longer than Lambda retries a stream record. */
const DELIVERED_TTL_S = 24 * 3600;

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

/** The record's identity for a retry: its sequence number in the shard. */
const changeOf = (r: DynamoDBRecord) => r.dynamodb?.SequenceNumber ?? r.eventID ?? '';

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse & { sent: number }> => {
  const { deps } = await cloud(webPush);
  // Without VAPID keys nothing can be sent: nothing to retry either.
  if (!deps.push.publicKey) return { sent: 0, batchItemFailures: [] };
  let sent = 0;
  for (const record of event.Records) {
    const after = metaOf(record.dynamodb?.NewImage as Image);
    if (!after) continue;
    const before = metaOf(record.dynamodb?.OldImage as Image);
    const change = changeOf(record);
    try {
      const r = await deliver(
        { players: deps.players, push: deps.push, clock: deps.clock, titleName: (id) => deps.titles.name(id) },
        before,
        after,
        {
          seen: (playerId, sub) => deps.players.delivered(playerId, change, sub),
          mark: (playerId, sub) =>
            deps.players.markDelivered(playerId, change, sub, Math.floor(deps.clock() / 1000) + DELIVERED_TTL_S),
        },
      );
      sent += r.sent;
      if (r.failed > 0) throw new Error(`${r.failed} pushes refused for now`);
    } catch (e) {
      // Lambda retries from the first failed record; what was delivered before it is not sent again.
      console.error(JSON.stringify({ msg: 'notify failed', change, error: String(e) }));
      return { sent, batchItemFailures: [{ itemIdentifier: change }] };
    }
  }
  return { sent, batchItemFailures: [] };
};
