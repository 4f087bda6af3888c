/**
 * Web Push on this device: whether it can and will be told, and turning it
 * on with each step visible (asking the browser, subscribing, telling the
 * server) and a plain message when the browser refuses.
 */
import type { Agent } from '../api/agent.ts';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ? 'on' : 'off';
}

function urlBase64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob((b64 + '='.repeat((4 - (b64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Turns push on; `step` hears each stage in words. Throws an Error whose message a player can act on. */
export async function enablePush(agent: Agent, step: (words: string) => void = () => {}): Promise<void> {
  if (!pushSupported()) throw new Error('This browser cannot show notifications from Hexpost.');
  step('Asking your browser for permission…');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error(
      permission === 'denied'
        ? 'Your browser blocks notifications for this site. Allow them in the site settings (the lock by the address), then try again.'
        : 'Notifications were not allowed. Try again when you are ready.',
    );
  step('Subscribing this device…');
  const { publicKey } = await agent.push.key();
  if (!publicKey) throw new Error('This Hexpost server has no push keys set up, so it cannot notify you.');
  const reg = await navigator.serviceWorker.ready;
  const sub = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: urlBase64ToBytes(publicKey),
  });
  const j = sub.toJSON();
  step('Telling the server…');
  await agent.push.subscribe({
    endpoint: sub.endpoint,
    expirationTime: sub.expirationTime,
    keys: { p256dh: j.keys?.p256dh ?? '', auth: j.keys?.auth ?? '' },
  });
}

export async function disablePush(agent: Agent): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await agent.push.unsubscribe(sub.endpoint);
    await sub.unsubscribe();
  }
}
