/**
 * A local Web Push service (web-push-testing, started in-process): it hands
 * out subscriptions like a browser's push service, checks the VAPID JWT,
 * decrypts what arrives, and answers 410 once a subscription is expired.
 */
import { createServer } from 'node:net';
import WebPushTestingServer from 'web-push-testing/src/server.js';
import pushApi from 'web-push-testing/src/PushApiModel.js';

const { PushApiModel } = pushApi;

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

export async function startPushReceiver() {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {}; // it announces its port on stdout
  server.startServer();
  await new Promise((r) => setTimeout(r, 100));
  console.log = log;
  const base = `http://localhost:${port}`;
  return {
    /** Where it listens: the server must be told to allow it (it is no browser push service). */
    origin: base,
    /** A subscription as a browser would hand it to the app, for the given VAPID public key. */
    async subscribe(applicationServerKey: string) {
      const r = await fetch(`${base}/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ applicationServerKey, userVisibleOnly: 'true' }),
      });
      const { data } = (await r.json()) as {
        data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
      };
      return data;
    },
    async messages(clientHash: string): Promise<unknown[]> {
      const r = await fetch(`${base}/get-notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientHash }),
      });
      const { data } = (await r.json()) as { data: { messages: string[] } };
      return data.messages.map((m) => (typeof m === 'string' ? JSON.parse(m) : m));
    },
    async expire(clientHash: string) {
      await fetch(`${base}/expire-subscription/${clientHash}`, { method: 'POST' });
    },
    close: () => new Promise<void>((r) => (server._server ? server._server.close(() => r()) : r())),
  };
}
