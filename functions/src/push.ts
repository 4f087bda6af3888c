/**
 * Web Push: what a sender is. The sender itself lives in push-web.ts, so only
 * the functions that send (the local server, the Notify Lambda) bundle web-push.
 */
import type { StoredSubscription } from './store/players.ts';

export interface PushMessage {
  title: string;
  body: string;
  /** Path inside the app the notification opens. */
  url: string;
  /** Collapses notifications of one game into one on the device. */
  tag?: string;
  /** Quiet hours: shown without sound or vibration. */
  silent?: boolean;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string | null;
  send(sub: StoredSubscription, msg: PushMessage): Promise<PushOutcome>;
}

/**
 * A sender that only knows the public key (or none, when VAPID keys are not
 * configured): the API Lambda serves the key to browsers, the stream sends.
 */
export const keyOnly = (publicKey: string | null): PushSender => ({ publicKey, send: async () => 'failed' });
