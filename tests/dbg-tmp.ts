import { startLocal } from '@hexpost/functions/local';
import { chromium } from 'playwright-core';
import { duel } from './fixture/duel.ts';
import { mkdtempSync } from 'node:fs';
const s = await startLocal({ port: 0, dataDir: null, webRoot: 'web/dist', titles: { duel }, sweepMs: 0 });
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/prof-'), {
  executablePath: '/usr/bin/chromium',
  headless: true,
  viewport: { width: 390, height: 844 },
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const p = ctx.pages()[0]!;
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('response', (r) => {
  if (r.status() >= 400) console.log('resp', r.status(), r.url());
});
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto(s.url);
await p.getByLabel('Your name at the table').fill('Ann');
await p.getByRole('button', { name: 'Start playing' }).click();
await p.waitForTimeout(1000);
await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
await p.waitForTimeout(2000);
await p.screenshot({ path: '/tmp/dbg1.png', fullPage: true });
console.log(await p.locator('main').innerHTML());
await ctx.close();
await s.close();
