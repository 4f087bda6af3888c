/**
 * The Web Push sender. Requests are built by the web-push package (VAPID
 * signature, aes128gcm encryption) and sent with fetch, which works in Lambda,
 * against plain-HTTP test push services, and over HTTPS alike (STACK.md 8).
 */
import webpush from 'web-push';
import type { PushMessage, PushOutcome, PushSender } from './push.ts';
import type { StoredSubscription } from './store/players.ts';
import { allowedPushEndpoint } from './push-endpoints.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface SenderOptions {
  fetcher?: typeof fetch;
  /** Push origins allowed beside the browser push services (push-endpoints.ts). */
  extraOrigins?: readonly string[];
  /** A push service that has not answered by then is given up on for this message. */
  timeoutMs?: number;
}

export class WebPushSender implements PushSender {
  readonly publicKey: string;
  private readonly fetcher: typeof fetch;
  constructor(
    private readonly vapid: VapidKeys,
    private readonly opts: SenderOptions = {},
  ) {
    this.publicKey = vapid.publicKey;
    this.fetcher = opts.fetcher ?? fetch;
  }

  async send(sub: StoredSubscription, msg: PushMessage): Promise<PushOutcome> {
    // Checked again here, not only when subscribing: a stored endpoint from before the list is never sent to.
    if (!allowedPushEndpoint(sub.endpoint, this.opts.extraOrigins)) return 'gone';
    const req = webpush.generateRequestDetails(sub, JSON.stringify(msg), {
      vapidDetails: this.vapid,
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
      urgency: msg.silent ? 'low' : 'normal',
      ...(msg.tag ? { topic: msg.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
    });
    try {
      const res = await this.fetcher(req.endpoint, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.body ?? null,
        // A push service answers itself; following a redirect would let it send us anywhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
      // 404 and 410 are the push service saying this subscription will never work again.
      if (res.status === 404 || res.status === 410) return 'gone';
      return res.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}

export function generateVapid(subject: string): VapidKeys {
  const k = webpush.generateVAPIDKeys();
  return { publicKey: k.publicKey, privateKey: k.privateKey, subject };
}
