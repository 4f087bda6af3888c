/**
 * The PWA end to end in Debian's Chromium (playwright-core, no browser
 * download) against the real local server with the duel fixture: two players
 * on two devices create and join a game by its invite link, play through the
 * generic prompt and see each other's moves arrive live; then the
 * installability, service worker, offline shell and offline queue checks.
 * Screenshots go to test-artifacts/e2e/ (gitignored).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocal } from '@hexpost/functions/local';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defenders } from '../../shared/src/games/defenders/index.ts';
import { divineRight } from '../../shared/src/games/divine-right/index.ts';
import type { AnyGame } from '../../shared/src/engine/index.ts';
import { duel } from '../fixture/duel.ts';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '..', '..');
const WEB_DIST = join(ROOT, 'web', 'dist');
const SHOTS = join(ROOT, 'test-artifacts', 'e2e');

/** The newest modification time under some folders of the repository. */
function newest(dirs: string[]): number {
  let t = 0;
  const walk = (p: string) => {
    const st = statSync(p);
    if (!st.isDirectory()) t = Math.max(t, st.mtimeMs);
    else for (const e of readdirSync(p)) walk(join(p, e));
  };
  for (const d of dirs) walk(join(ROOT, d));
  return t;
}
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`e2e skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);

describe.skipIf(!haveChromium)('the PWA in Chromium', () => {
  let server: Awaited<ReturnType<typeof startLocal>>;
  const dirs: string[] = [];
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  async function device(name: string): Promise<Page> {
    const profile = mkdtempSync(join(tmpdir(), `hexpost-e2e-${name}-`));
    dirs.push(profile);
    const ctx = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 390, height: 844 },
      args: ARGS,
    });
    contexts.push(ctx);
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
    return page;
  }
  // The whole page, and what a 390x844 phone shows at once (the screen a player actually sees).
  const shot = async (page: Page, name: string) => {
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
    await page.screenshot({ path: join(SHOTS, `${name}-phone.png`) });
  };

  beforeAll(async () => {
    // The app under test is the one in the tree: build it when missing or older than its sources.
    if (
      !existsSync(join(WEB_DIST, 'index.html')) ||
      newest(['web/src', 'shared/src']) > statSync(join(WEB_DIST, 'index.html')).mtimeMs
    )
      execFileSync('npm', ['run', 'build', '-w', '@hexpost/web'], { cwd: ROOT, stdio: 'inherit' });
    mkdirSync(SHOTS, { recursive: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'hexpost-e2e-data-'));
    dirs.push(dataDir);
    server = await startLocal({
      port: 0,
      dataDir,
      webRoot: WEB_DIST,
      titles: { duel, defenders: defenders as AnyGame, 'divine-right': divineRight as AnyGame },
      sweepMs: 0,
      log: () => undefined,
    });
  }, 180_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await server?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('two players create, join by link, play live, and the app works installed and offline', async () => {
    const ann = await device('ann');
    const bob = await device('bob');
    try {
      await play(ann, bob);
    } catch (e) {
      await shot(ann, 'failed-ann').catch(() => undefined);
      await shot(bob, 'failed-bob').catch(() => undefined);
      throw e;
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('a real title with its board: Defenders of the Realm started early and played by tapping', async () => {
    const cat = await device('cat');
    try {
      await cat.goto(server.url);
      await cat.getByLabel('Your name at the table').fill('Cat');
      await cat.getByRole('button', { name: 'Start playing' }).click();
      await cat.getByRole('heading', { name: 'Cat’s games' }).waitFor();
      await cat.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
      await cat.getByLabel('Game', { exact: true }).selectOption('defenders');
      await cat.getByRole('button', { name: 'Create and invite' }).click();
      // Nobody else joins: starting now gives Cat every hero.
      await cat.getByRole('button', { name: 'Start now' }).click();
      await cat.waitForURL(/\/games\/[^/]+$/);
      const board = cat.locator('.panzoom svg');
      await board.waitFor({ timeout: 30_000 });
      await expect.poll(() => cat.locator('.prompt button.choice').count()).toBeGreaterThan(0);
      await shot(cat, '20-defenders-board');
      // Three decisions through the prompt, each answered by the server.
      for (let i = 0; i < 3; i++) {
        const answered = cat.waitForResponse((r) => r.url().endsWith('/commands') && r.request().method() === 'POST');
        await cat.locator('.prompt button.choice:not([disabled]):visible').first().click();
        // A step that cannot be taken back asks first: say yes when the question comes (it may take a moment).
        const yes = cat.getByRole('button', { name: /^Yes,/ });
        void Promise.race([answered, yes.waitFor({ timeout: 20_000 })])
          .then(async () => (await yes.isVisible()) && (await yes.click()))
          .catch(() => undefined);
        expect((await answered).status()).toBe(200);
        await expect
          .poll(() => cat.locator('.prompt button.choice:not([disabled]):visible').count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
      }
      await shot(cat, '21-defenders-after-moves');
    } catch (e) {
      await cat.screenshot({ path: join(SHOTS, 'failed-cat-top.png') }).catch(() => undefined);
      await shot(cat, 'failed-cat').catch(() => undefined);
      throw e;
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('Divine Right on its hex board: a friend joins by the link, the creator starts and makes a move', async () => {
    const dee = await device('dee');
    try {
      await dee.goto(server.url);
      await dee.getByLabel('Your name at the table').fill('Dee');
      await dee.getByRole('button', { name: 'Start playing' }).click();
      await dee.getByRole('heading', { name: 'Dee’s games' }).waitFor();
      await dee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
      await dee.getByLabel('Game', { exact: true }).selectOption('divine-right');
      await dee.getByRole('button', { name: 'Create and invite' }).click();
      const link = await dee.getByLabel('Send this link to your friends').inputValue();
      // A friend joins through the API with the code from the link.
      const url = new URL(link);
      const gameId = url.pathname.split('/').at(-1) as string;
      const call = (path: string, body: unknown, token?: string) =>
        fetch(server.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<Record<string, string>>);
      const eve = await call('/api/players', { name: 'Eve' });
      await call(`/api/games/${gameId}/join`, { inviteCode: url.searchParams.get('code') }, eve.token);
      await dee.getByRole('button', { name: 'Start now' }).click();
      await dee.waitForURL(/\/games\/[^/]+$/);
      await dee.locator('.panzoom svg').waitFor({ timeout: 30_000 });
      await shot(dee, '30-divine-right-board');
      // Eve plays her turn through the API (first legal choice each time) until the game waits on Dee.
      for (let i = 0; i < 60; i++) {
        const d = (await fetch(`${server.url}/api/games/${gameId}`, {
          headers: { authorization: `Bearer ${eve.token}` },
        }).then((r) => r.json())) as { version: number; choices: Record<string, { command: unknown }[]> };
        const [seat, list] = Object.entries(d.choices)[0] ?? [];
        if (!seat || !list?.[0]) break;
        await call(
          `/api/games/${gameId}/commands`,
          {
            commandId: `eve-${String(i).padStart(4, '0')}`,
            expectedVersion: d.version,
            command: list[0].command,
            seat,
          },
          eve.token,
        );
      }
      // Whatever Dee's kingdoms must decide first, one decision goes through and is answered: on the map
      // when it has a place there (a lit hex, then its sheet), else through the prompt.
      const inPrompt = dee.locator('.prompt button.choice:not([disabled]):visible');
      const lit = dee.locator('.hx--lit');
      await expect
        .poll(async () => (await inPrompt.count()) + (await lit.count()), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const answered = dee.waitForResponse((r) => r.url().endsWith('/commands') && r.request().method() === 'POST');
      if ((await lit.count()) > 0) {
        await lit.first().focus();
        await lit.first().press('Enter');
        // The hex's sheet of choices opens where it was tapped; its first choice goes.
        const sheet = dee.locator('.dr-offer button');
        await sheet.first().waitFor({ timeout: 10_000 });
        // The prompt sits over the bottom quarter of a phone screen: the sheet scrolls to the middle.
        await sheet.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await sheet.first().click();
      } else await inPrompt.first().click();
      // A step that cannot be taken back asks first: say yes when the question comes (it may take a moment).
      const yes = dee.getByRole('button', { name: /^Yes,/ });
      void Promise.race([answered, yes.waitFor({ timeout: 20_000 })])
        .then(async () => (await yes.isVisible()) && (await yes.click()))
        .catch(() => undefined);
      expect((await answered).status()).toBe(200);
      await shot(dee, '31-divine-right-after-move');
    } catch (e) {
      await dee.screenshot({ path: join(SHOTS, 'failed-dee-top.png') }).catch(() => undefined);
      throw e;
    }
    expect(errors).toEqual([]);
  }, 180_000);

  async function play(ann: Page, bob: Page) {
    // --- Ann: first visit, a player, a new game
    await ann.goto(server.url);
    await expect.poll(() => ann.getByRole('heading', { name: 'Board games that wait for you' }).count()).toBe(1);
    await ann.getByLabel('Your name at the table').fill('Ann');
    await ann.getByRole('button', { name: 'Start playing' }).click();
    await ann.getByRole('heading', { name: 'Ann’s games' }).waitFor();
    await shot(ann, '01-ann-games-empty');
    await ann.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
    await ann.getByLabel('Game', { exact: true }).selectOption('duel');
    // a far target, so random cards and rolls cannot end the game before the test does
    await ann.getByLabel('Target').fill('100');
    await ann.getByLabel('Target').press('Tab');
    await ann.getByLabel('Your seat').selectOption('north');
    await ann.getByLabel('Time for each decision').selectOption('24');
    await shot(ann, '02-ann-new-game');
    await ann.getByRole('button', { name: 'Create and invite' }).click();
    const linkBox = ann.getByLabel('Send this link to your friends');
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/join/[^/?]+\\?code=\\w+`));
    await ann.getByRole('img', { name: 'QR code of the invitation link' }).waitFor();
    await shot(ann, '03-ann-invite');

    // --- Bob: opens the link, picks a name, takes the free seat
    await bob.goto(link);
    await bob.getByText('You were invited to a game.').waitFor();
    await bob.getByLabel('Your name at the table').fill('Bob');
    await bob.getByRole('button', { name: 'Start playing' }).click();
    await expect.poll(() => bob.getByRole('button', { name: /North, taken by Ann/ }).isDisabled()).toBe(true);
    await shot(bob, '04-bob-seat-picker');
    await bob.getByRole('button', { name: 'Take seat South' }).click();
    await bob.getByText('Waiting for Ann — North.').waitFor();
    // replay: the first event, as Bob may see it, carries the option chosen in the form
    await bob.getByRole('link', { name: 'Replay' }).click();
    await bob.getByText('Step 1 of 1').waitFor();
    await bob.getByText('Details').click();
    await expect.poll(() => bob.locator('.replay-current').textContent()).toMatch(/Target\s*100/);
    await shot(bob, '04b-bob-replay');
    await bob.getByRole('link', { name: 'Back to the game' }).click();
    await bob.getByText('Waiting for Ann — North.').waitFor();

    // --- Ann: the game started by itself when Bob sat down
    await ann.getByRole('link', { name: 'Go to the game' }).click();
    await ann.getByText('Your move as Ann — North.').waitFor();
    await shot(ann, '05-ann-your-move');
    const play = ann.getByRole('group', { name: 'Play' }).getByRole('button').first();
    const card = Number((await play.textContent())?.replace(/\D/g, ''));
    await play.click();

    // --- Bob sees the card arrive live and must answer out of turn
    await bob.getByRole('heading', { name: `Accept or challenge the ${card}` }).waitFor({ timeout: 10_000 });
    await shot(bob, '06-bob-respond');
    await bob.getByRole('button', { name: 'Accept', exact: true }).click();

    // --- Ann sees the answer live; Bob rolls; Ann sees the die
    await ann.getByText('Waiting for Bob — South.').waitFor({ timeout: 10_000 });
    await expect.poll(() => ann.locator('.log-list').textContent()).toMatch(/south accepts\./);
    await bob.getByRole('button', { name: 'Roll a die and draw' }).click();
    await ann.getByText('Your move as Ann — North.').waitFor({ timeout: 10_000 });
    await expect.poll(() => ann.locator('.log-list').textContent()).toMatch(/south rolls \d and draws a card\./);

    // --- an irreversible choice asks first
    await ann.getByRole('group', { name: 'Play' }).getByRole('button').first().click();
    await bob.getByRole('button', { name: /Challenge/ }).click({ timeout: 10_000 });
    await bob.getByRole('alertdialog').waitFor();
    await shot(bob, '07-bob-confirm');
    await bob.getByRole('button', { name: /^Yes, Challenge/ }).click();
    // the challenge ended north's turn: south moves next
    await bob.getByText('Your move as Bob — South.').waitFor({ timeout: 10_000 });
    await expect.poll(() => bob.locator('.log-list').textContent()).toMatch(/south challenges and rolls \d/);
    await ann.getByText('Waiting for Bob — South.').waitFor({ timeout: 10_000 });
    await shot(ann, '08-ann-after-challenge');
    // table talk arrives live too
    await ann.getByLabel('Message').fill('Good challenge!');
    await ann.getByRole('button', { name: 'Send', exact: true }).click();
    await bob.getByText('Good challenge!').waitFor({ timeout: 10_000 });
    await bob.getByRole('button', { name: 'Pass', exact: true }).click();
    await ann.getByText('Your move as Ann — North.').waitFor({ timeout: 10_000 });

    // --- installable, service worker active and in control
    const cdp = await ann.context().newCDPSession(ann);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installability.installabilityErrors).toEqual([]);
    const sw = await ann.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return {
        state: reg.active?.state,
        script: reg.active?.scriptURL,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
    expect(sw.state).toBe('activated');
    expect(sw.script).toMatch(/\/sw\.js$/);
    // a push reaches the service worker and shows a notification that deep-links into the game
    const origin = new URL(server.url).origin;
    await ann.context().grantPermissions(['notifications'], { origin });
    const registrationId = new Promise<string>((res) =>
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        (e: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          const r = e.registrations.find((x) => x.scopeURL.startsWith(origin));
          if (r) res(r.registrationId);
        },
      ),
    );
    await cdp.send('ServiceWorker.enable');
    const gameId = new URL(ann.url()).pathname.split('/')[2] ?? '';
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'Your move in Duel', body: 'Bob passed.', gameId }),
    });
    await expect
      .poll(() =>
        ann.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            url: (n.data as { url?: string }).url,
          })),
        ),
      )
      .toEqual([{ title: 'Your move in Duel', body: 'Bob passed.', url: `/games/${gameId}` }]);

    // reload once online so the game's answers pass through (and are kept by) the service worker
    await ann.reload();
    await ann.getByText('Your move as Ann — North.').waitFor();
    expect(await ann.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // --- offline: the shell and the last-seen game still load
    const gameUrl = ann.url();
    await ann.context().setOffline(true);
    await ann.reload();
    await ann.getByRole('link', { name: 'Hexpost, my games' }).waitFor();
    await ann.getByText(/^Offline:/).waitFor();
    await ann.getByText('Your move as Ann — North.').waitFor();
    await shot(ann, '09-ann-offline');
    expect(ann.url()).toBe(gameUrl);

    // --- a move made offline is kept, shown as pending, and sent once back online
    const rollLabel = 'Roll a die and draw';
    await ann.getByRole('button', { name: rollLabel }).click();
    await ann.getByRole('heading', { name: 'Waiting to be sent' }).waitFor();
    await ann.getByText('1 move waiting to be sent.').waitFor();
    await shot(ann, '10-ann-queued');
    await ann.context().setOffline(false);
    await ann.getByText('1 move waiting to be sent.').waitFor({ state: 'detached', timeout: 20_000 });
    await bob.getByText('Your move as Bob — South.').waitFor({ timeout: 20_000 });
    await shot(bob, '11-bob-after-queued-roll');

    // --- my games: the game is listed under "Your move" for Bob
    await bob.getByRole('link', { name: 'Hexpost, my games' }).click();
    const yours = bob.locator('section[data-section="yourMove"]');
    await yours.getByRole('link').first().waitFor();
    expect(await yours.getByRole('link').count()).toBe(1);
    await shot(bob, '12-bob-games');
    await bob.emulateMedia({ colorScheme: 'dark' });
    await shot(bob, '13-bob-games-dark');

    // a first visit on a throttled mid-range phone profile: measured and printed, not asserted
    const carol = await device('carol');
    const slow = await carol.context().newCDPSession(carol);
    await slow.send('Network.enable');
    await slow.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await slow.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = Date.now();
    await carol.goto(server.url);
    await carol.getByLabel('Your name at the table').waitFor();
    const tti = Date.now() - t0;
    console.log(`first visit, throttled (150 ms RTT, 1.6 Mbps, 4x CPU): name field usable after ${tti} ms`);
  }
});
