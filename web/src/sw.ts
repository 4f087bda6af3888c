/// <reference lib="webworker" />
/**
 * The service worker: the precached app shell, every navigation answered by
 * index.html (except /api/), the last-seen answers of GET /api/games* kept so
 * a game can be read offline, and Web Push: a notification that deep-links to
 * the game, and a click that focuses an open tab before opening a new one.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

const API_CACHE = 'hexpost-api-v1';
const MAX_ENTRIES = 60;
const cacheable = (url: URL) =>
  url.origin === self.location.origin &&
  /^\/api\/(games(\/[^/]+(\/(log|chat))?)?|titles|players\/me)$/.test(url.pathname) &&
  // the next game waiting is news or nothing: an old answer would send the player to a game done with
  url.pathname !== '/api/games/next' &&
  !url.searchParams.has('spectate');

/** The cache key drops the Authorization header's effect: one player per device. */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(API_CACHE);
  try {
    const res = await fetch(request);
    if (res.ok) {
      await cache.put(request.url, res.clone());
      void trim(cache);
    } else if (res.status === 304) {
      // the page holds the data already; refresh nothing
    }
    return res;
  } catch (err) {
    const hit = await cache.match(request.url);
    if (hit) {
      const headers = new Headers(hit.headers);
      headers.set('x-hexpost-offline', '1');
      // a conditional request must not get a 200 of the same version: the page already has it
      const etag = hit.headers.get('etag');
      if (etag && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
      return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
    }
    throw err;
  }
}

async function trim(cache: Cache) {
  const keys = await cache.keys();
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(k);
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (!cacheable(url)) return;
  event.respondWith(networkFirst(req));
});

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  gameId?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let d: PushPayload = {};
  try {
    d = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    d = { body: event.data?.text() };
  }
  const url = d.url ?? (d.gameId ? `/games/${encodeURIComponent(d.gameId)}` : '/');
  const gameId = d.gameId ?? /^\/games\/([^/?#]+)/.exec(url)?.[1];
  event.waitUntil(
    (async () => {
      // open tabs refresh at once; the notification still shows (a page in the background may be unseen)
      for (const c of await self.clients.matchAll({ type: 'window' })) c.postMessage({ type: 'push', gameId });
      await self.registration.showNotification(d.title ?? 'Hexpost', {
        body: d.body ?? 'Something happened in one of your games.',
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        tag: d.tag ?? gameId ?? 'hexpost',
        data: { url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | undefined)?.url ?? '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = all.find((c) => new URL(c.url).pathname === target.pathname);
      if (same) return same.focus();
      const any = all.find((c) => new URL(c.url).origin === target.origin);
      if (any) {
        await any.focus();
        return any.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
