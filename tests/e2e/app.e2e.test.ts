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
import { demonlord } from '../../shared/src/games/demonlord/index.ts';
import { divineRight } from '../../shared/src/games/divine-right/index.ts';
import { PROVINCE_BY_ID } from '../../shared/src/games/domains/data/provinces.ts';
import { domains } from '../../shared/src/games/domains/index.ts';
import { dragonsOfGlory } from '../../shared/src/games/dragons-of-glory/index.ts';
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
      titles: {
        duel,
        defenders: defenders as AnyGame,
        'divine-right': divineRight as AnyGame,
        demonlord: demonlord as AnyGame,
        'dragons-of-glory': dragonsOfGlory as AnyGame,
        domains: domains as AnyGame,
      },
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

  // ---- The two titles, each played by two friends on two phones through the map and the result panels.

  /** Whoever's screen says it is their move, or null when neither does within the wait. */
  async function mover(pages: Page[], ms = 20_000): Promise<Page | null> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      for (const p of pages) if (await p.locator('.turn-yours').isVisible()) return p;
      await pages[0]?.waitForTimeout(150);
    }
    return null;
  }

  /** The centre of a lit place the player can see and tap (not under the sheet, the tools or the prompt). */
  const visibleLit = (p: Page, sel: string) =>
    p.evaluate((sel) => {
      const svg = document.querySelector('.panzoom svg')?.getBoundingClientRect();
      if (!svg) return null;
      const prompt = document.querySelector('.prompt')?.getBoundingClientRect();
      const bottom = Math.min(svg.bottom, prompt?.top ?? Number.POSITIVE_INFINITY, innerHeight) - 4;
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < svg.left + 4 || x > svg.right - 4 || y < Math.max(svg.top, 0) + 4 || y > bottom) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && el.contains(hit)) return { x, y };
      }
      return null;
    }, sel);

  /**
   * One decision by the player whose move it is: a tap on a lit place of the map when there is one in
   * sight (then its sheet's first choice, and "yes" when the step asks first), else the first choice
   * the prompt offers for what has no place on the map. Returns how it was made.
   */
  /** How often a stack's pick of units came up, and whether a split was sent (reported by the title tests). */
  const picks = { shown: 0, split: 0 };
  async function decide(p: Page, lit: string, posts: { n: number }): Promise<'map' | 'pick' | 'prompt' | 'none'> {
    const before = posts.n;
    await p.evaluate(() => window.scrollTo(0, 0));
    // what the last move brought has been read: close it, as a player would, to see the whole map
    const close = p.getByRole('button', { name: 'Close what just happened' });
    if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => undefined);
    // The screen may still be settling (a live update, a sent command's answer): look for up to 10 s.
    const plain = p.locator('.prompt button.choice:not([disabled]):visible');
    const folded = p.locator('.prompt-map summary');
    let at: { x: number; y: number } | null = null;
    let how: 'map' | 'pick' | 'prompt' | null = null;
    for (let i = 0; i < 50 && !how; i++) {
      // A pick of which cards or units go left open (a live update redrew the screen under the last tap):
      // send it as it stands.
      const open = p.locator('.pick button.primary:not([disabled])');
      if (await open.count()) {
        await open
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        picks.shown++;
        how = 'prompt';
        break;
      }
      at = await visibleLit(p, lit);
      if (!at && (await p.locator(lit).count())) {
        await p.getByRole('button', { name: 'Show whole board' }).click();
        await p.waitForTimeout(150);
        at = await visibleLit(p, lit);
      }
      if (at) {
        await p.mouse.click(at.x, at.y);
        how = 'map';
      } else if (await plain.count()) {
        if (process.env.E2E_TRACE) console.log(`prompt: ${(await plain.first().textContent())?.slice(0, 120)}`);
        await plain
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        how = 'prompt';
        // nothing lit in sight and nothing off the map: the folded list of map choices is the last resort
      } else if (await folded.count()) await folded.click({ timeout: 2_000 }).catch(() => undefined);
      else await p.waitForTimeout(200);
    }
    if (!how) {
      // Nothing to tap in 10 s (the screen between two states): counted with the taps that led nowhere (fewer
      // than 5 a game), with what the prompt said, for the record.
      await shot(p, '99-nothing-to-decide');
      const said =
        (await p
          .locator('.prompt')
          .textContent()
          .catch(() => null)) ?? '(no prompt)';
      console.log(`nothing to decide on the map or in the prompt: ${said.slice(0, 300).replace(/\s+/g, ' ')}`);
      return 'none';
    }
    for (let i = 0; i < 100 && posts.n === before; i++) {
      const yes = p.getByRole('button', { name: /^Yes,/ });
      // (a button may go busy or away as the answer arrives: then the loop looks again)
      if ((await yes.count()) && (await yes.isEnabled({ timeout: 500 }).catch(() => false))) {
        await yes.click({ timeout: 2_000 }).catch(() => undefined);
        continue;
      }
      // Which units of a stack go (Choice.pick): the first time, one stays behind, as a player splits a stack.
      const go = p.locator('.pick button.primary');
      if (await go.count()) {
        const boxes = p.locator('.pick input[type=checkbox]');
        if (picks.split === 0 && (await boxes.count()) > 1) {
          await boxes
            .last()
            .uncheck({ timeout: 2_000 })
            .catch(() => undefined);
          picks.split++;
        }
        picks.shown++;
        await go.click({ timeout: 2_000 }).catch(() => undefined);
        continue;
      }
      const sheet = p.locator('.map-sheet button.choice');
      if (await sheet.count()) {
        await sheet
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        continue;
      }
      // Divine Right and Demonlord: a tap on a stack picks it; its destinations light up for the next tap.
      // The first time a stack of several units is picked, one is left behind, as a player splits a stack.
      if (
        how === 'map' &&
        ((await p.getByText(/^Showing the moves of the stack/).isVisible()) ||
          (await p.getByText(/^Moves of your stack at/).isVisible()))
      ) {
        const going = p.locator(
          '.dr-who button[aria-pressed="true"], .dl-who button[aria-pressed="true"], .dg-who button[aria-pressed="true"]',
        );
        if (await going.count()) {
          picks.shown++;
          if (picks.split === 0 && (await going.count()) > 1) {
            await going
              .last()
              .click({ timeout: 2_000 })
              .then(() => picks.split++)
              .catch(() => undefined);
            if ((picks.split as number) === 1)
              await shot(
                p,
                (await p.locator('.dg-who').count())
                  ? '70-dg-split'
                  : (await p.locator('.dl-who').count())
                    ? '60-dl-split'
                    : '50-dr-split',
              );
          }
        }
        return 'pick';
      }
      await p.waitForTimeout(100);
    }
    // A step that led nowhere in 10 s (the screen moved on under the tap: a live update, the other
    // friend's move) is counted and tried again by the loop; the totals below must still hold.
    if (posts.n === before) return 'none';
    return how ?? 'prompt';
  }

  /** Every id the game's view uses (places, units, seats): none may appear in what a player reads. */
  function idsIn(d: { view: unknown; seats: { seat: string }[] }): string[] {
    const out = new Set(d.seats.map((s) => s.seat));
    const looksLikeId = /^(?:[a-z][a-z0-9]*(?:-[a-z0-9]+)+|(?:hero|p|seat)\d+)$/;
    const walk = (v: unknown) => {
      if (typeof v === 'string' && looksLikeId.test(v)) out.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (looksLikeId.test(k)) out.add(k);
          walk(x);
        }
    };
    walk(d.view);
    return [...out];
  }
  const readable = (p: Page) =>
    p.evaluate(() =>
      [...document.querySelectorAll('.turn, .prompt, .map-sheet, .result-panel, .log-list, .dr-now, .df-status')]
        .map((e) => e.textContent ?? '')
        .join('\n'),
    );
  const rawIds = (text: string, ids: string[]) =>
    ids.filter((id) => new RegExp(`(^|[^\\w-])${id.replace(/[-]/g, '\\-')}($|[^\\w-])`).test(text));

  /** Sizes and overlaps on the phone screen at the map's default zoom, and the prompt's share of it. */
  const measureScreen = (p: Page, targetSel: string, labelSel: string) =>
    p.evaluate(
      ({ targetSel, labelSel }) => {
        const svg = document.querySelector('.panzoom svg')?.getBoundingClientRect() as DOMRect;
        const inside = (r: DOMRect) =>
          r.width > 0 && r.left >= svg.left && r.right <= svg.right && r.top >= svg.top && r.bottom <= svg.bottom;
        const targets = [...document.querySelectorAll(targetSel)].map((e) => e.getBoundingClientRect()).filter(inside);
        const labels = [...document.querySelectorAll(labelSel)].map((e) => e.getBoundingClientRect()).filter(inside);
        let overlaps = 0;
        for (let i = 0; i < labels.length; i++)
          for (let j = i + 1; j < labels.length; j++) {
            const a = labels[i] as DOMRect;
            const b = labels[j] as DOMRect;
            // a pixel of anti-aliasing is not an overlap a reader notices
            if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
              overlaps++;
          }
        const prompt = document.querySelector('.prompt')?.getBoundingClientRect();
        return {
          targets: targets.length,
          smallest: Math.min(...targets.map((r) => Math.min(r.width, r.height))),
          labels: labels.length,
          overlaps,
          promptShare: prompt ? Math.min(prompt.bottom, innerHeight) - Math.max(prompt.top, 0) : 0,
          mapShown: Math.min(svg.bottom, prompt?.top ?? innerHeight, innerHeight) - Math.max(svg.top, 0),
          height: innerHeight,
        };
      },
      { targetSel, labelSel },
    );

  async function signUp(p: Page, name: string) {
    await p.goto(server.url);
    await p.getByLabel('Your name at the table').fill(name);
    await p.getByRole('button', { name: 'Start playing' }).click();
    await p.getByRole('heading', { name: `${name}’s games` }).waitFor();
  }
  /** Creates a two-player game of a title in the form and returns the invitation link. */
  async function create(p: Page, title: string, players = true) {
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
    await p.getByLabel('Game', { exact: true }).selectOption(title);
    // (a title of two seats only, such as Demonlord, has no number of players to set)
    if (players) {
      await p.getByLabel('Players', { exact: true }).fill('2');
      await p.getByLabel('Players', { exact: true }).press('Tab');
    }
    await p.getByRole('button', { name: 'Create and invite' }).click();
    return p.getByLabel('Send this link to your friends').inputValue();
  }
  async function joinByLink(p: Page, link: string) {
    await p.goto(link);
    await p
      .getByRole('button', { name: /^Take seat/ })
      .first()
      .click();
  }
  /** Counts the page's answered commands and keeps the last game detail it read (for the ids it holds). */
  const watchApi = (p: Page) => {
    const posts = { n: 0, detail: null as null | { view: unknown; seats: { seat: string }[] } };
    p.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('/commands') && r.request().method() === 'POST' && r.status() === 200) posts.n++;
      if (/^\/api\/games\/[^/]+$/.test(path) && r.request().method() === 'GET' && r.status() === 200)
        void r
          .json()
          .then((d) => {
            posts.detail = d;
          })
          .catch(() => undefined);
    });
    return posts;
  };

  /**
   * Two friends play a title from the link to several turns each: every decision is a tap on the map
   * (and its sheet) when the map has a place for it, the prompt otherwise. Checks what a player reads
   * (no raw id anywhere), that results appear in the panel with their dice, and measures the screen.
   */
  async function twoFriends(opts: {
    title: string;
    names: [string, string];
    lit: string;
    targets: string;
    labels: string;
    decisions: number;
    shotName: string;
    /** The new-game form asks for the number of players (false: the title has two seats only). */
    players?: boolean;
    /** How long to wait for the result panel after a decision, in ms (unset: it is read at once). */
    panelWait?: number;
  }) {
    const [a, b] = [await device(opts.names[0].toLowerCase()), await device(opts.names[1].toLowerCase())];
    const apis = [watchApi(a), watchApi(b)] as const;
    try {
      await signUp(a, opts.names[0]);
      const link = await create(a, opts.title, opts.players ?? true);
      await signUp(b, opts.names[1]);
      await joinByLink(b, link);
      await b.waitForURL(/\/games\/[^/]+$/, { timeout: 30_000 }).catch(() => undefined);
      if (!/\/games\/[^/]+$/.test(b.url())) await b.getByRole('link', { name: 'Go to the game' }).click();
      await a.getByRole('link', { name: 'Go to the game' }).click();
      for (const p of [a, b]) await p.locator('.panzoom svg').waitFor({ timeout: 30_000 });
      const gameId = new URL(a.url()).pathname.split('/')[2] ?? '';
      const posts = new Map([
        [a, apis[0]],
        [b, apis[1]],
      ]);
      const tally = { map: 0, pick: 0, prompt: 0, none: 0, results: 0, dice: 0 };
      const first = await mover([a, b]);
      expect(first, 'one of the two is to move once the game starts').not.toBeNull();
      const screen = await measureScreen(first as Page, opts.targets, opts.labels);
      await shot(first as Page, `${opts.shotName}-turn`);
      const seen = new Set<Page>();
      const timings: number[] = [];
      // at least the decisions asked for, and on until both friends have had their turn (within a cap)
      for (let i = 0; i < opts.decisions * 4 && (i < opts.decisions || seen.size < 2); i++) {
        const w0 = Date.now();
        const p = await mover([a, b]);
        if (process.env.E2E_TRACE) console.log(`${opts.title} #${i} waited ${Date.now() - w0} ms for a mover`);
        if (!p) break;
        seen.add(p);
        const t0 = Date.now();
        const how = await decide(p, opts.lit, posts.get(p) as { n: number });
        tally[how]++;
        timings.push(Date.now() - t0);
        if (process.env.E2E_TRACE) console.log(`${opts.title} #${i} ${how} ${Date.now() - t0} ms`);
        // what this player reads now: words, never an id of the game
        const detail = posts.get(p)?.detail;
        if (detail) expect(rawIds(await readable(p), idsIn(detail))).toEqual([]);
        const panel = p.locator('.result-panel');
        // (a title whose answer comes back after the command's: give the panel a moment to show what it brought)
        if (opts.panelWait && (how === 'map' || how === 'prompt'))
          await panel.waitFor({ state: 'visible', timeout: opts.panelWait }).catch(() => undefined);
        if (await panel.isVisible()) {
          tally.results++;
          if (/\b(rolls?|rolled|dice|die)\b/i.test((await panel.textContent()) ?? '')) tally.dice++;
          if (tally.results === 1) await shot(p, `${opts.shotName}-result`);
        }
      }
      await shot(a, `${opts.shotName}-after`);
      console.log(`${opts.title}: ms per decision ${timings.join(' ')}`);
      return { a, b, gameId, tally, screen, both: seen.size };
    } catch (e) {
      await shot(a, `failed-${opts.names[0]}`).catch(() => undefined);
      await shot(b, `failed-${opts.names[1]}`).catch(() => undefined);
      throw e;
    }
  }

  /**
   * The board on a throttled mid-range phone (150 ms RTT, 1.6 Mbps, 4x CPU), warm cache: how long from
   * opening the game until the map is drawn with its pieces and the player's choices are lit, then the
   * frame times while the map is dragged for two seconds (from Chromium's trace: the frames it drew).
   */
  async function throttledBoard(p: Page, ready: string) {
    // A hex map's static layer is kept on the device as a PNG once the page has idled after its first drawing
    // (web/src/components/staticBitmap.ts): wait for it (up to 20 s), so the warm opening measures the PNG's
    // and no rasterising lands in the drag; say how many are kept.
    const hexMap = (await p.locator('.hexmap').count()) > 0;
    const kept = hexMap
      ? await p
          .evaluate(async () => {
            for (let i = 0; i < 40; i++) {
              const names = await caches.keys();
              const n = names.includes('hexpost-map-images-v1')
                ? (await (await caches.open('hexpost-map-images-v1')).keys()).length
                : 0;
              if (n > 0) return n;
              await new Promise((r) => setTimeout(r, 500));
            }
            return 0;
          })
          .catch(() => -1)
      : null;
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const url = p.url();
    const responses: { url: string; status: number; bytes: number; encoding?: string; fromSW: boolean }[] = [];
    p.on('response', async (r) => {
      const body = await r.body().catch(() => Buffer.alloc(0));
      responses.push({
        url: new URL(r.url()).pathname,
        status: r.status(),
        bytes: body.length,
        encoding: r.headers()['content-encoding'],
        fromSW: r.fromServiceWorker(),
      });
    });
    const loadEvents: { name: string; dur?: number; ph: string; tid: number }[] = [];
    if (process.env.E2E_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      cdp.on('Tracing.dataCollected', (e) => {
        loadEvents.push(...(e.value as unknown as typeof loadEvents));
      });
      await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    }
    const t0 = Date.now();
    await p.goto(url);
    await p.locator(ready).first().waitFor({ timeout: 30_000 });
    const usable = Date.now() - t0;
    // what the opening drew the static layer from: the kept PNG (a blob: URL) or the SVG
    const drawn = hexMap
      ? await p
          .locator('image.hx-static')
          .first()
          .evaluate(async (el) => {
            const href = el.getAttribute('href');
            const type = href ? (await (await fetch(href)).blob()).type : '';
            return type === 'image/png' ? 'the kept PNG' : type === 'image/svg+xml' ? 'the SVG' : `"${type}"`;
          })
          .catch(() => 'nothing yet')
      : null;
    const image = hexMap ? `; map images kept on the device ${kept}, static layer drawn from ${drawn}` : '';
    if (process.env.E2E_PROFILE) {
      const ended = new Promise<void>((res) => cdp.once('Tracing.tracingComplete', () => res()));
      await cdp.send('Tracing.end');
      await ended;
      const sum = new Map<string, number>();
      for (const e of loadEvents) if (e.ph === 'X' && e.dur) sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur / 1000);
      console.log(
        [...sum]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 20)
          .map(([k, v]) => `trace ${v.toFixed(0)} ms ${k}`)
          .join('\n'),
      );
      loadEvents.length = 0;
      console.log(
        await p.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const res = performance
            .getEntriesByType('resource')
            .map(
              (r) =>
                `${r.name.split('/').pop()} ${r.startTime.toFixed(0)}→${(r as PerformanceResourceTiming).responseEnd.toFixed(0)}`,
            );
          return `nav response ${nav.responseEnd.toFixed(0)} dcl ${nav.domContentLoadedEventEnd.toFixed(0)} now ${performance.now().toFixed(0)}\n${res.join('\n')}`;
        }),
      );
      for (const r of responses)
        console.log(`${r.url} ${r.status} ${r.bytes} bytes ${r.encoding ?? ''} ${r.fromSW ? 'from SW' : ''}`);
      const { profile } = (await cdp.send('Profiler.stop')) as {
        profile: {
          nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
          samples: number[];
          timeDeltas: number[];
        };
      };
      const self = new Map<string, number>();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      profile.samples.forEach((id, i) => {
        const f = byId.get(id)?.callFrame;
        const k = `${f?.functionName || '(anon)'} ${f?.url.split('/').pop()}:${f?.lineNumber}`;
        self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      console.log(
        [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 30)
          .map(([k, v]) => `${v.toFixed(0)} ms ${k}`)
          .join('\n'),
      );
    }
    // two seconds of dragging the map, recorded by the tracer
    const events: { name: string; ts: number; ph: string }[] = [];
    cdp.on('Tracing.dataCollected', (e) => {
      events.push(...(e.value as unknown as typeof events));
    });
    const done = new Promise<void>((res) => cdp.once('Tracing.tracingComplete', () => res()));
    await cdp.send('Tracing.start', {
      categories: 'disabled-by-default-devtools.timeline.frame,devtools.timeline',
      transferMode: 'ReportEvents',
    });
    const box = (await p.locator('.panzoom svg').boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await p.mouse.move(cx, cy);
    // The press is real (pointer 1 is then down, so the map's setPointerCapture works), but the moves are sent
    // inside the page, one pointermove per animation frame for two seconds, on the same figure-of-eight path.
    // Sent from here with mouse.move, each move was a round trip over CDP, so the gaps between frames measured
    // how fast the test could send input, not how fast the page draws. The rAF intervals are a cross-check.
    await p.mouse.down();
    const raf = await p.evaluate(
      ({ cx, cy, w, h }) =>
        new Promise<number[]>((done) => {
          const svg = document.querySelector('.panzoom svg') as SVGSVGElement;
          const times: number[] = [];
          const tick = (now: number) => {
            const first = times[0] ?? now;
            times.push(now);
            const t = Math.min(1, (now - first) / 2000) * 2 * Math.PI;
            svg.dispatchEvent(
              new PointerEvent('pointermove', {
                pointerId: 1,
                isPrimary: true,
                pointerType: 'mouse',
                buttons: 1,
                clientX: cx + Math.sin(t) * w * 0.3,
                clientY: cy + Math.sin(2 * t) * h * 0.2,
                bubbles: true,
                composed: true,
              }),
            );
            if (now - first < 2000) requestAnimationFrame(tick);
            else done(times);
          };
          requestAnimationFrame(tick);
        }),
      { cx, cy, w: box.width, h: box.height },
    );
    // (the path ends where it began, under the real pointer)
    await p.mouse.up();
    await cdp.send('Tracing.end');
    await done;
    const frames = events
      .filter((e) => e.name === 'DrawFrame')
      .map((e) => e.ts)
      .sort((x, y) => x - y);
    const gaps = frames.slice(1).map((t, i) => (t - (frames[i] as number)) / 1000);
    gaps.sort((x, y) => x - y);
    const p95 = gaps.length ? (gaps[Math.floor(gaps.length * 0.95)] as number) : Number.NaN;
    const rafGaps = raf
      .slice(1)
      .map((t, i) => t - (raf[i] as number))
      .sort((x, y) => x - y);
    console.log(
      `drag cross-check: ${raf.length} animation frames, p95 interval ${rafGaps.length ? (rafGaps[Math.floor(rafGaps.length * 0.95)] as number).toFixed(1) : 'none'} ms`,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    return { usable, frames: frames.length, p95: Math.round(p95 * 10) / 10, image };
  }

  it('Defenders of the Realm: two friends play from the link by tapping the map, results in the panel', async () => {
    picks.shown = 0;
    picks.split = 0;
    const r = await twoFriends({
      title: 'defenders',
      names: ['Cat', 'Fay'],
      lit: '.gm-node--lit',
      targets: '.gm-hit',
      labels: '.gm-name',
      decisions: 30,
      shotName: '20-defenders',
    });
    console.log(
      `Defenders, two friends: ${JSON.stringify(r.tally)}; card picks ${JSON.stringify(picks)}; phone screen ${JSON.stringify(r.screen)}`,
    );
    const slow = await throttledBoard(r.a, '.gm-token');
    console.log(
      `Defenders board on a throttled phone (150 ms RTT, 1.6 Mbps, 4x CPU, warm cache): usable after ${slow.usable} ms; dragging the map: ${slow.frames} frames drawn, p95 frame time ${slow.p95} ms${slow.image}`,
    );
    expect(r.both, 'both friends had turns').toBe(2);
    expect(r.tally.map).toBeGreaterThan(r.tally.prompt);
    expect(r.tally.none, 'taps that led nowhere').toBeLessThan(5);
    expect(r.tally.results).toBeGreaterThan(0);
    expect(r.screen.smallest, 'every place is a 40 px tap target at the default zoom').toBeGreaterThanOrEqual(40);
    expect(r.screen.overlaps, 'no place names overlap at the default zoom').toBe(0);
    expect(r.screen.promptShare / r.screen.height, 'the prompt takes at most a quarter').toBeLessThanOrEqual(0.26);
    expect(errors).toEqual([]);
  }, 300_000);

  it('Divine Right: two friends play from the link by tapping the map, rolls in the panel', async () => {
    // Counted for this title alone (a Defenders commit may have been picked before).
    picks.shown = 0;
    picks.split = 0;
    const r = await twoFriends({
      title: 'divine-right',
      names: ['Dee', 'Eve'],
      lit: '.hx--lit',
      targets: '.hx',
      labels: '.hx-name',
      decisions: 40,
      shotName: '30-divine-right',
    });
    console.log(
      `Divine Right, two friends: ${JSON.stringify(r.tally)}; stack picks ${JSON.stringify(picks)}; phone screen ${JSON.stringify(r.screen)}`,
    );
    const slow = await throttledBoard(r.a, '.hx-stacks .stack');
    console.log(
      `Divine Right board on a throttled phone (150 ms RTT, 1.6 Mbps, 4x CPU, warm cache): usable after ${slow.usable} ms; dragging the map: ${slow.frames} frames drawn, p95 frame time ${slow.p95} ms${slow.image}`,
    );
    expect(r.both, 'both friends had turns').toBe(2);
    expect(r.tally.map + r.tally.pick).toBeGreaterThan(r.tally.prompt);
    expect(r.tally.none, 'taps that led nowhere').toBeLessThan(5);
    expect(r.tally.dice, 'a roll was shown with its dice').toBeGreaterThan(0);
    // A stack moved with the pick of which units go, and once with one of them left behind.
    expect(picks.shown, 'a stack’s pick of units came up').toBeGreaterThan(0);
    expect(picks.split, 'a stack was split').toBe(1);
    expect(r.screen.smallest, 'every hex is a 40 px tap target at the default zoom').toBeGreaterThanOrEqual(40);
    expect(r.screen.overlaps, 'no place names overlap at the default zoom').toBe(0);
    expect(r.screen.promptShare / r.screen.height, 'the prompt takes at most a quarter').toBeLessThanOrEqual(0.26);
    expect(errors).toEqual([]);
  }, 300_000);

  it('Demonlord: two friends play from the link by tapping the map, rolls in the panel', async () => {
    // Counted for this title alone (another title's stacks may have been picked before).
    picks.shown = 0;
    picks.split = 0;
    const r = await twoFriends({
      title: 'demonlord',
      names: ['Gil', 'Hal'],
      lit: '.dl .hx--lit',
      targets: '.dl .hx',
      labels: '.dl-name',
      decisions: 40,
      shotName: '60-demonlord',
      players: false,
    });
    // token text at the default zoom (the board opened afresh on the state the game reached): the smallest
    // name on a token, in screen pixels, and the screen measured again there
    await r.a.evaluate(() => sessionStorage.clear());
    await r.a.reload();
    await r.a.locator('.dl-token').first().waitFor({ timeout: 30_000 });
    await r.a.waitForTimeout(500);
    const again = await measureScreen(r.a, '.dl .hx', '.dl-name');
    // what the seat may act on opens in sight, above the prompt (null: nothing lit, not its move)
    const litInSight = (await r.a.locator('.dl .hx--lit').count())
      ? (await visibleLit(r.a, '.dl .hx--lit')) !== null
      : null;
    await shot(r.a, '60-demonlord-reopened');
    const tokenText = await r.a.evaluate(() => {
      const svg = document.querySelector('.panzoom svg') as SVGSVGElement;
      const frame = svg.getBoundingClientRect();
      // the font size on screen: its size in map units times the map's pixels per unit (and the token's scale)
      const sizes = [...document.querySelectorAll<SVGTextElement>('.dl-token .dl-tname')]
        .filter((e) => {
          const b = e.getBoundingClientRect();
          return (
            b.height > 0 &&
            b.left >= frame.left &&
            b.right <= frame.right &&
            b.top >= frame.top &&
            b.bottom <= frame.bottom
          );
        })
        .map((e) => Number.parseFloat(getComputedStyle(e).fontSize) * (e.getScreenCTM()?.a ?? 0));
      return { names: sizes.length, smallest: Math.round(Math.min(...sizes) * 10) / 10 };
    });
    console.log(
      `Demonlord, two friends: ${JSON.stringify(r.tally)}; stack picks ${JSON.stringify(picks)}; phone screen ${JSON.stringify(r.screen)}, reopened ${JSON.stringify(again)}, lit in sight ${litInSight}; token names ${JSON.stringify(tokenText)}`,
    );
    const slow = await throttledBoard(r.a, '.dl-token');
    console.log(
      `Demonlord board on a throttled phone (150 ms RTT, 1.6 Mbps, 4x CPU, warm cache): usable after ${slow.usable} ms; dragging the map: ${slow.frames} frames drawn, p95 frame time ${slow.p95} ms${slow.image}`,
    );
    expect(r.both, 'both friends had turns').toBe(2);
    expect(r.tally.map + r.tally.pick).toBeGreaterThan(r.tally.prompt);
    expect(r.tally.none, 'taps that led nowhere').toBeLessThan(5);
    expect(r.tally.dice, 'a roll was shown with its dice').toBeGreaterThan(0);
    // A stack moved with the pick of which units go, and once with one of them left behind.
    expect(picks.shown, 'a stack’s pick of units came up').toBeGreaterThan(0);
    expect(picks.split, 'a stack was split').toBe(1);
    expect(r.screen.smallest, 'every area is a 40 px tap target at the default zoom').toBeGreaterThanOrEqual(40);
    expect(r.screen.overlaps, 'no place names overlap at the default zoom').toBe(0);
    expect(r.screen.promptShare / r.screen.height, 'the prompt takes at most a quarter').toBeLessThanOrEqual(0.26);
    expect(again.smallest, 'reopened: every area is a 40 px tap target').toBeGreaterThanOrEqual(40);
    expect(again.overlaps, 'reopened: no place names overlap').toBe(0);
    expect(litInSight, 'reopened: something lit is in sight above the prompt').not.toBe(false);
    expect(tokenText.names, 'tokens show names at the default zoom').toBeGreaterThan(0);
    expect(tokenText.smallest, 'names on tokens are readable at the default zoom').toBeGreaterThanOrEqual(10);
    expect(errors).toEqual([]);
  }, 400_000);

  it('Dragons of Glory: two friends play from the link by tapping the map, rolls in the panel', async () => {
    // Counted for this title alone (another title's stacks may have been picked before).
    picks.shown = 0;
    picks.split = 0;
    // Step 1 (the Dark Temple), Steps 2-4 in the prompt, then the Movement Step on the map: enough decisions
    // to move stacks by tapping them and where they go.
    const r = await twoFriends({
      title: 'dragons-of-glory',
      names: ['Kit', 'Lou'],
      lit: '.dg .hx--lit',
      targets: '.dg .hx',
      labels: '.dg-name',
      decisions: 40,
      shotName: '70-dragons',
      // one seat a side by default (its option is seats per side): no number of players to set
      players: false,
      panelWait: 1_500,
    });
    // the board opened afresh on the state the game reached, at the default zoom
    await r.a.evaluate(() => sessionStorage.clear());
    await r.a.reload();
    await r.a.locator('.dg-token').first().waitFor({ timeout: 30_000 });
    await r.a.waitForTimeout(500);
    const again = await measureScreen(r.a, '.dg .hx', '.dg-name');
    const litInSight = (await r.a.locator('.dg .hx--lit').count())
      ? (await visibleLit(r.a, '.dg .hx--lit')) !== null
      : null;
    await shot(r.a, '70-dragons-reopened');
    const tokenText = await r.a.evaluate(() => {
      const svg = document.querySelector('.panzoom svg') as SVGSVGElement;
      const frame = svg.getBoundingClientRect();
      // the stacks' names (a ship's boat token is smaller)
      const sizes = [...document.querySelectorAll<SVGTextElement>('.dg-token--stack .dg-tname')]
        .filter((e) => {
          const b = e.getBoundingClientRect();
          return (
            b.height > 0 &&
            b.left >= frame.left &&
            b.right <= frame.right &&
            b.top >= frame.top &&
            b.bottom <= frame.bottom
          );
        })
        .map((e) => Number.parseFloat(getComputedStyle(e).fontSize) * (e.getScreenCTM()?.a ?? 0));
      return { names: sizes.length, smallest: Math.round(Math.min(...sizes) * 10) / 10 };
    });
    console.log(
      `Dragons of Glory, two friends: ${JSON.stringify(r.tally)}; stack picks ${JSON.stringify(picks)}; phone screen ${JSON.stringify(r.screen)}, reopened ${JSON.stringify(again)}, lit in sight ${litInSight}; token names ${JSON.stringify(tokenText)}`,
    );
    const slow = await throttledBoard(r.a, '.dg-token');
    console.log(
      `Dragons of Glory board on a throttled phone (150 ms RTT, 1.6 Mbps, 4x CPU, warm cache): usable after ${slow.usable} ms; dragging the map: ${slow.frames} frames drawn, p95 frame time ${slow.p95} ms${slow.image}`,
    );
    expect(r.both, 'both friends had turns').toBe(2);
    expect(r.tally.map, 'moves were made on the map').toBeGreaterThan(0);
    expect(r.tally.map + r.tally.pick).toBeGreaterThan(r.tally.prompt);
    expect(r.tally.none, 'taps that led nowhere').toBeLessThan(5);
    expect(r.tally.dice, 'a roll was shown with its dice').toBeGreaterThan(0);
    expect(r.screen.smallest, 'every hex is a 40 px tap target at the default zoom').toBeGreaterThanOrEqual(40);
    expect(r.screen.overlaps, 'no place names overlap at the default zoom').toBe(0);
    expect(r.screen.promptShare / r.screen.height, 'the prompt takes at most a quarter').toBeLessThanOrEqual(0.26);
    expect(again.smallest, 'reopened: every hex is a 40 px tap target').toBeGreaterThanOrEqual(40);
    expect(again.overlaps, 'reopened: no place names overlap').toBe(0);
    expect(litInSight, 'reopened: something lit is in sight above the prompt').not.toBe(false);
    expect(tokenText.names, 'tokens show names at the default zoom').toBeGreaterThan(0);
    expect(tokenText.smallest, 'names on tokens are readable at the default zoom').toBeGreaterThanOrEqual(10);
    expect(errors).toEqual([]);
  }, 400_000);

  it('Domains: two friends write their orders on the map, hand in, and read the round in the panel', async () => {
    const [a, b] = [await device('mia'), await device('ned')];
    const apis = [watchApi(a), watchApi(b)] as const;
    try {
      await signUp(a, 'Mia');
      await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
      await a.getByLabel('Game', { exact: true }).selectOption('domains');
      await a.getByLabel('Regents', { exact: true }).fill('2');
      await a.getByLabel('Regents', { exact: true }).press('Tab');
      await a.getByRole('button', { name: 'Create and invite' }).click();
      const link = await a.getByLabel('Send this link to your friends').inputValue();
      await signUp(b, 'Ned');
      await joinByLink(b, link);
      await b.waitForURL(/\/games\/[^/]+$/, { timeout: 30_000 }).catch(() => undefined);
      if (!/\/games\/[^/]+$/.test(b.url())) await b.getByRole('link', { name: 'Go to the game' }).click();
      await a.getByRole('link', { name: 'Go to the game' }).click();
      for (const p of [a, b]) await p.locator('.dm .panzoom svg').waitFor({ timeout: 30_000 });

      // creation: each friend plays its domain's own regent, in the prompt (the map has no place for it)
      // (both at once: a command sent on a version the other's move has just passed is refused, and sent again)
      for (const p of [a, b]) {
        const regent = p.getByRole('button', { name: 'Play the domain’s own regent' });
        for (let i = 0; i < 5 && (await regent.count()); i++) {
          await regent.click({ timeout: 5_000 }).catch(() => undefined);
          await regent.waitFor({ state: 'detached', timeout: 3_000 }).catch(() => undefined);
        }
      }
      for (const p of [a, b]) await p.getByText(/Round 1 · Turn 1/).waitFor({ timeout: 20_000 });
      await a.evaluate(() => window.scrollTo(0, 0));
      const close = a.getByRole('button', { name: 'Close what just happened' });
      if (await close.isVisible()) await close.click();
      await a.waitForTimeout(300);
      const screen = await measureScreen(a, '.dm .hx', '.dm .hx-name');
      const sheetShare = await a.evaluate(() => {
        const r = document.querySelector('.dm-sheet')?.getBoundingClientRect();
        return r ? Math.round(r.height) : 0;
      });
      await shot(a, '80-domains-map');
      // the other friend's domain, across the Gulf, at its own default zoom
      await b.evaluate(() => window.scrollTo(0, 0));
      const closeB = b.getByRole('button', { name: 'Close what just happened' });
      if (await closeB.isVisible()) await closeB.click();
      const screenB = await measureScreen(b, '.dm .hx', '.dm .hx-name');
      await shot(b, '80-domains-map-other');

      // Mia writes an order on the map: a province where her domain may Rule Province, then that order
      await expect
        .poll(() => (apis[0].detail?.view as { offers?: unknown[] } | undefined)?.offers?.length ?? 0)
        .toBeGreaterThan(0);
      const view = apis[0].detail?.view as {
        offers: { order: { action: string; as: string; targets: string[] }; label: string; group: { name: string } }[];
      };
      // (the first such province in sight at the default zoom)
      let rule: (typeof view.offers)[number] | undefined;
      let at: { x: number; y: number } | null = null;
      for (const o of view.offers.filter((x) => x.order.action === 'rule-province' && x.order.as === 'domain')) {
        const hex = PROVINCE_BY_ID.get(o.order.targets[0] ?? '')?.hex;
        at = hex ? await visibleLit(a, `.dm .hx--lit[data-hex="${hex}"]`) : null;
        if (at) {
          rule = o;
          break;
        }
      }
      expect(rule, 'a province the domain may rule is lit and in sight').toBeDefined();
      await a.mouse.click(at?.x ?? 0, at?.y ?? 0);
      const sheet = a.locator('.dm-offer');
      await sheet.waitFor();
      const group = sheet.locator('summary', { hasText: 'Domain action (one a round)' });
      if (await group.count()) await group.click();
      await shot(a, '81-domains-sheet');
      const sheetBox = await sheet.boundingBox();
      const mapBox = await a.locator('.dm .panzoom svg').boundingBox();
      const sheetButtons = await a.evaluate(() =>
        Math.min(
          ...[...document.querySelectorAll('.dm-offer button, .dm-sheet button, .dm-offer summary')]
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => Math.min(r.width, r.height)),
        ),
      );
      await sheet
        .getByRole('button', { name: rule?.label ?? '' })
        .first()
        .click();
      await a.getByRole('button', { name: /My sheet \(1\)/ }).waitFor({ timeout: 10_000 });
      await a.getByRole('button', { name: /My sheet/ }).click();
      await a.locator('.dm-orders li').first().waitFor();
      await shot(a, '81-domains-sheet-panel');
      // backing another regent's order: the form in the unfolded sheet, looked at and closed again
      const backing = a.locator('.dm-backing > summary');
      await backing.click();
      await a.locator('.dm-backing-form').waitFor();
      await a.locator('.dm-backing-form button').scrollIntoViewIfNeeded();
      await shot(a, '83-domains-backing');
      const backingControls = await a.evaluate(() =>
        Math.min(
          ...[
            ...document.querySelectorAll(
              '.dm-backing-form select, .dm-backing-form input[type="number"], .dm-backing-form button, .dm-backing-side label, .dm-backing > summary',
            ),
          ]
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => r.height),
        ),
      );
      expect(backingControls, 'the backing form’s controls are 44 px targets').toBeGreaterThanOrEqual(44);
      await backing.click();
      // (an order's variant "counter-espionage" is also the English word its label uses: "your counter-espionage pool")
      const detail = apis[0].detail;
      const ids = detail ? idsIn(detail).filter((id) => id !== 'counter-espionage') : [];
      expect(rawIds(await readable(a), ids)).toEqual([]);
      expect(rawIds((await a.locator('.dm').textContent()) ?? '', ids)).toEqual([]);

      // both hand in, asked first; the round resolves when the second sheet is in
      await a
        .locator('.dm-sheet')
        .getByRole('button', { name: /^Hand in my 1 order/ })
        .click();
      await a.getByRole('alertdialog').waitFor();
      await a.getByRole('button', { name: /^Yes, Hand in my 1 order/ }).click();
      await a.getByText('✓ Your orders are in').waitFor({ timeout: 10_000 });
      await a.getByRole('button', { name: 'Take back' }).waitFor();
      await b.getByText(/1 of 2 in/).waitFor({ timeout: 10_000 });
      await b
        .locator('.dm-sheet')
        .getByRole('button', { name: /^Hand in an empty sheet/ })
        .click();
      await b.getByRole('alertdialog').waitFor();
      await b.getByRole('button', { name: /^Yes, Hand in an empty sheet/ }).click();

      // what the round did, where Mia looks: her action with its die, DC and modifiers
      await a.getByText(/Round 2 · Turn 1/).waitFor({ timeout: 20_000 });
      const panel = a.locator('.result-panel');
      await expect
        .poll(async () => ((await panel.isVisible()) ? await panel.textContent() : ''), { timeout: 20_000 })
        .toMatch(/Round resolved: .+’s Rule Province at .+ — (d20 rolled \d+|took ten) against DC \d+ \(base \d+/);
      await a.evaluate(() => window.scrollTo(0, 0));
      await shot(a, '82-domains-result-first');
      // the panel scrolls: the action's own line, as Mia scrolls to it
      const line = panel.locator('li', { hasText: /Rule Province at/ }).first();
      await line.evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
      console.log(`Domains, the action's line in the panel: ${await line.textContent()}`);
      await shot(a, '82-domains-result');
      console.log(
        `Domains, two friends: phone screen ${JSON.stringify(screen)}, the other's ${JSON.stringify(screenB)}; sheet panel folded ${sheetShare} px of ${screen.height}; province sheet ${JSON.stringify(sheetBox)} over the map ${JSON.stringify(mapBox)}; smallest sheet control ${sheetButtons} px`,
      );
      expect(screen.smallest, 'every province is a 44 px tap target at the default zoom').toBeGreaterThanOrEqual(44);
      expect(screen.overlaps, 'no province names overlap at the default zoom').toBe(0);
      expect(screenB.smallest, 'the other friend’s provinces too').toBeGreaterThanOrEqual(44);
      expect(screenB.overlaps, 'nor the other friend’s names').toBe(0);
      expect(sheetShare / screen.height, 'the folded sheet takes at most a quarter').toBeLessThanOrEqual(0.25);
      expect(sheetButtons, 'the sheets’ controls are 44 px targets').toBeGreaterThanOrEqual(44);
      expect(errors).toEqual([]);
    } catch (e) {
      await shot(a, 'failed-mia').catch(() => undefined);
      await shot(b, 'failed-ned').catch(() => undefined);
      throw e;
    }
  }, 300_000);

  it('the table: a vacation, a pause by vote, a resignation, a rematch from the end screen, the next game', async () => {
    const tia = await device('tia');
    const ugo = await device('ugo');
    try {
      await theTable(tia, ugo);
    } catch (e) {
      await shot(tia, 'failed-tia').catch(() => undefined);
      await shot(ugo, 'failed-ugo').catch(() => undefined);
      throw e;
    }
    expect(errors).toEqual([]);
  }, 300_000);

  /** Every visible control in the part of the screen: none may be smaller than a 40 px tap target. */
  const smallTargets = (p: Page, within: string) =>
    p.evaluate((within) => {
      const out: string[] = [];
      for (const root of document.querySelectorAll(within))
        for (const el of root.querySelectorAll('button, select, input, a')) {
          // a radio or checkbox is tapped through its whole label
          const r = (el.closest('label') ?? el).getBoundingClientRect();
          if (r.width === 0 || el.classList.contains('link')) continue;
          if (Math.min(r.width, r.height) < 40)
            out.push(`${el.textContent?.trim() || el.tagName} ${r.width}x${r.height}`);
        }
      return out;
    }, within);
  /** The header's tools stay one row; the table's sheet sits at the foot of the screen, inside it. */
  const layout = (p: Page) =>
    p.evaluate(() => {
      const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect() ?? null;
      const tools = box('.game-tools');
      const sheet = box('.table-sheet');
      const svg = box('.panzoom svg');
      return {
        toolsHeight: tools?.height ?? 0,
        sheet: sheet && { top: sheet.top, bottom: sheet.bottom, left: sheet.left, right: sheet.right },
        mapTop: svg?.top ?? null,
        mapHeight: svg?.height ?? null,
        width: innerWidth,
        height: innerHeight,
      };
    });

  async function theTable(tia: Page, ugo: Page) {
    const menu = (p: Page) => p.getByRole('dialog', { name: 'The table' });
    const openMenu = async (p: Page) => {
      await p.getByRole('button', { name: 'Table', exact: true }).click();
      await menu(p).waitFor();
      return menu(p);
    };
    // --- Tia makes a duel, Ugo takes the other seat from the link
    await signUp(tia, 'Tia');
    await tia.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
    await tia.getByLabel('Game', { exact: true }).selectOption('duel');
    await tia.getByLabel('Target').fill('100');
    await tia.getByLabel('Target').press('Tab');
    await tia.getByLabel('Your seat').selectOption('north');
    await tia.getByLabel('Time for each decision').selectOption('24');
    // the table's options are in the form, in words, with their defaults
    await expect.poll(() => tia.getByLabel('Vacation days per player').inputValue()).toBe('7');
    await tia.getByRole('button', { name: 'Create and invite' }).click();
    const link = await tia.getByLabel('Send this link to your friends').inputValue();
    await signUp(ugo, 'Ugo');
    await joinByLink(ugo, link);
    await ugo.getByText('Waiting for Tia — North.').waitFor({ timeout: 20_000 });
    const first = new URL(ugo.url()).pathname.split('/')[2] ?? '';
    await tia.getByRole('link', { name: 'Go to the game' }).click();
    await tia.getByText('Your move as Tia — North.').waitFor();

    // --- Ugo takes two days off from the table menu; Tia sees it in the seat list
    let sheet = await openMenu(ugo);
    await sheet.getByText('7 of 7 days left in this game.').waitFor();
    await shot(ugo, '40-table-menu');
    expect(await smallTargets(ugo, '.table-sheet'), 'tap targets in the menu').toEqual([]);
    await sheet.getByLabel('Days').selectOption('2');
    await sheet.getByRole('button', { name: 'Take 2 days off' }).click();
    await sheet.getByText(/^You are on vacation until/).waitFor();
    await sheet.getByRole('button', { name: 'Close the table menu' }).click();
    await ugo.getByText(/^On vacation until .*: your deadlines stop\.$/).waitFor();
    const ugoSeat = tia.locator('.seat-list [data-seat="south"]');
    await expect.poll(() => ugoSeat.textContent(), { timeout: 20_000 }).toMatch(/on vacation until/);
    await ugoSeat.scrollIntoViewIfNeeded();
    await shot(tia, '41-table-seats');
    // back early: the banner's "I'm back"
    await ugo.locator('.banner--table').getByRole('button', { name: 'I’m back' }).click();
    await expect.poll(() => ugoSeat.textContent(), { timeout: 20_000 }).not.toMatch(/vacation/);

    // --- a pause by everyone's vote, then Resume
    await tia.evaluate(() => window.scrollTo(0, 0));
    sheet = await openMenu(tia);
    await sheet.getByRole('button', { name: 'Vote to pause' }).click();
    await sheet.getByText('Tia — North voted to pause: 1 of 2 agreed.').waitFor();
    await sheet.getByRole('button', { name: 'Withdraw my vote' }).waitFor();
    await sheet.getByRole('button', { name: 'Close the table menu' }).click();
    sheet = await openMenu(ugo);
    await sheet.getByText('Tia — North voted to pause: 1 of 2 agreed.').waitFor({ timeout: 20_000 });
    await sheet.getByRole('button', { name: 'Vote to pause' }).click();
    await sheet.getByText(/^Paused since .*: no deadline runs\. Anyone may resume\.$/).waitFor();
    await sheet.getByRole('button', { name: 'Close the table menu' }).click();
    const paused = tia.locator('.banner--table', { hasText: 'Paused' });
    await paused.waitFor({ timeout: 20_000 });
    expect(await paused.textContent()).toMatch(/Paused since .*: no deadline runs\./);
    await shot(tia, '42-table-paused');
    expect(await smallTargets(tia, '.game-head'), 'tap targets in the header').toEqual([]);
    await paused.getByRole('button', { name: 'Resume' }).click();
    await paused.waitFor({ state: 'detached' });
    await ugo.locator('.banner--table', { hasText: 'Paused' }).waitFor({ state: 'detached', timeout: 20_000 });

    // --- Ugo resigns (asked first, with what it means); Tia wins and sees the end screen
    sheet = await openMenu(ugo);
    await sheet.getByRole('button', { name: 'Resign…' }).click();
    const ask = sheet.getByRole('alertdialog');
    expect(await ask.textContent()).toContain('You leave the game; the other side wins the game.');
    await ask.getByRole('button', { name: 'Yes, Resign' }).click();
    await tia.getByText('Game over.').waitFor({ timeout: 20_000 });
    await expect.poll(() => ugoSeat.textContent()).toMatch(/resigned/);
    const rematch = tia.locator('.end-panel');
    await rematch.scrollIntoViewIfNeeded();
    await shot(tia, '43-end-rematch');
    expect(await smallTargets(tia, '.end-panel'), 'tap targets on the end screen').toEqual([]);

    // --- Tia asks for a rematch with the same seats; Ugo joins it from his end screen
    await rematch.getByRole('radio', { name: /Same seats/ }).check();
    await rematch.getByRole('button', { name: 'Ask for a rematch' }).click();
    await tia.waitForURL(/\/games\/[^/]+\/invite$/);
    const second = new URL(tia.url()).pathname.split('/')[2] ?? '';
    expect(second).not.toBe(first);
    const join = ugo.locator('.end-panel');
    await join.getByText('Tia asks for a rematch.').waitFor({ timeout: 30_000 });
    await join.scrollIntoViewIfNeeded();
    await shot(ugo, '44-end-join');
    await join.getByRole('button', { name: 'Join the rematch' }).click();
    await ugo.waitForURL(new RegExp(`/games/${second}$`));
    await ugo.getByText('Waiting for Tia — North.').waitFor({ timeout: 20_000 });

    // --- the next game: from the finished game to the rematch waiting for Tia; none after it
    await tia.goto(`${server.url}/games/${first}`);
    await tia.getByText('Game over.').waitFor();
    await tia.getByRole('button', { name: 'Next game ›' }).click();
    await tia.waitForURL(new RegExp(`/games/${second}$`));
    await tia.getByText('Your move as Tia — North.').waitFor();
    await tia.waitForTimeout(1500);
    expect(await tia.getByRole('button', { name: 'Next game ›' }).count(), 'no other game waits').toBe(0);
    // on the game list: a game Ugo resigned from is marked; nothing waits for him
    await ugo.getByRole('link', { name: 'Hexpost, my games' }).click();
    await ugo.locator('section[data-section="finished"]').getByText('You resigned').waitFor();
    await ugo.getByRole('button', { name: 'Next game ›' }).click();
    await ugo.getByText('No other game waits for you.').waitFor();
    await shot(ugo, '45-games-resigned');

    // --- on a map: the header stays one row of tools and the menu sits over the map's foot
    const dlink = await create(tia, 'defenders');
    await joinByLink(ugo, dlink);
    await tia.getByRole('link', { name: 'Go to the game' }).click();
    await tia.locator('.panzoom svg').waitFor({ timeout: 30_000 });
    const closed = await layout(tia);
    await shot(tia, '46-table-map');
    sheet = await openMenu(tia);
    expect(await sheet.textContent()).toContain('your hero stays with the group');
    const open = await layout(tia);
    await shot(tia, '47-table-menu-map');
    console.log(`the table on a phone: ${JSON.stringify({ closed, open })}`);
    expect(closed.toolsHeight, 'the tools are one row').toBeLessThanOrEqual(48);
    expect(closed.mapHeight ?? 0, 'the map keeps most of the screen').toBeGreaterThanOrEqual(closed.height * 0.45);
    expect(open.mapTop, 'opening the menu moves nothing').toBe(closed.mapTop);
    expect(
      open.sheet && open.sheet.bottom <= open.height && open.sheet.left >= 0 && open.sheet.right <= open.width,
    ).toBe(true);
    expect(await smallTargets(tia, '.table-sheet, .game-tools'), 'tap targets over the map').toEqual([]);
  }

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
