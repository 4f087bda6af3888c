/**
 * Which push endpoints the server will POST to. A subscription names a URL
 * and the server then sends signed requests there, so an open list would let
 * any client aim the server at internal hosts (request forgery) or at many
 * hosts at once (amplification). Only https endpoints of the browser push
 * services are accepted; deployments and tests add origins of their own.
 */

/** The push services of the browsers we support: host, or `*.` and a domain suffix. */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'android.googleapis.com', // older Chrome subscriptions
  'updates.push.services.mozilla.com', // Firefox
  '*.push.services.mozilla.com',
  'web.push.apple.com', // Safari on macOS and iOS
  '*.push.apple.com',
  '*.notify.windows.com', // Edge on Windows (WNS)
] as const;

/**
 * True when `endpoint` is an https URL on a known push service, or starts
 * with one of `extra` (full origins such as `http://127.0.0.1:8990`).
 */
export function allowedPushEndpoint(endpoint: string, extra: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extra.some((origin) => url.origin === new URL(origin).origin)) return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return KNOWN_PUSH_HOSTS.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
}

/** Extra push origins from the environment (`HEXPOST_PUSH_ORIGINS`, comma-separated). */
export function pushOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.HEXPOST_PUSH_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => {
      try {
        return Boolean(new URL(s).origin);
      } catch {
        return false;
      }
    });
}
