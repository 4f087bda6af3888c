/** `npm start`: Hexpost on this machine. The first line printed is the URL to open. */
import { resolve } from 'node:path';
import type { AnyGame } from '@hexpost/shared';
import { titles } from '@hexpost/shared';
import { startLocal } from './server.ts';

const port = Number(process.env.PORT ?? 8787);
const dataDir = process.env.DATA_DIR ?? '.data';
const extra: Record<string, AnyGame> = {};
if (process.env.HEXPOST_FIXTURES === '1') {
  // The platform's two-seat test game, for trying the API before a title is installed.
  // Imported by a computed path: the fixture lives in tests/ and is not part of this package's build.
  const fixture = '../../../tests/fixture/duel.ts';
  const { duel } = (await import(fixture)) as { duel: AnyGame };
  extra[duel.id] = duel;
}
const server = await startLocal({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  webRoot: resolve(import.meta.dirname, '../../../web/dist'),
  // With the fixture, every title is loaded up front; otherwise the catalog loads each on first use.
  ...(Object.keys(extra).length ? { titles: { ...titles, ...extra } } : {}),
});
console.log(server.url);
console.log(`Hexpost is running: API at ${server.url}/api, data in ${resolve(dataDir)}. Ctrl-C stops it.`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
