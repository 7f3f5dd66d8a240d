import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newBrowser, signUpViaApi, startPopreel, type RunningPopreel } from './harness.ts';

/** How Popreel reaches the browser: compressed, cache-friendly, and answering HEAD on its pages. */
let popreel: RunningPopreel;
let browser: Browser;

beforeAll(async () => {
  popreel = await startPopreel();
  browser = await newBrowser();
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

/** The signed-in feed's first load must stay light on phones: at most this much JavaScript on the wire. */
const FIRST_LOAD_JS_BUDGET = 180 * 1024;

it('the signed-in feed loads at most 180 KB of compressed JavaScript, every script precompressed', async () => {
  const context = await browser.newContext();
  await signUpViaApi(popreel.baseUrl, context);
  const page = await context.newPage();
  const scripts: Array<{ url: string; encoding: string | null; bytes: number }> = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    scripts.push({ url: request.url(), encoding: (await response?.allHeaders())?.['content-encoding'] ?? null, bytes: (await request.sizes()).responseBodySize });
  });
  await page.goto(`${popreel.baseUrl}/`);
  await page.getByRole('tab', { name: 'Following' }).or(page.getByText('Following')).first().waitFor();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`first load of the signed-in feed: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB compressed JavaScript`);
  if (process.env.DELIVERY_LIST) for (const script of scripts) console.log(`  ${(script.bytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.encoding !== 'br').map((script) => script.url)).toEqual([]);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  await context.close();
});

it('answers HEAD on every page route, and compresses pages and JSON above 1 kB', async () => {
  for (const path of ['/', '/settings', '/foryou', '/profile/00000000-0000-4000-8000-000000000000', '/terms']) {
    const head = await fetch(`${popreel.baseUrl}${path}`, { method: 'HEAD' });
    expect(head.status, path).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  }
  expect((await fetch(`${popreel.baseUrl}/api/nope`, { method: 'HEAD' })).status).toBe(404);

  const page = await fetch(`${popreel.baseUrl}/terms`, { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect(await page.text()).toContain('<div id="root">');
  const json = await fetch(`${popreel.baseUrl}/api/docs/json`, { headers: { 'accept-encoding': 'br' } });
  expect(json.headers.get('content-encoding')).toBe('br');
  const small = await fetch(`${popreel.baseUrl}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(small.headers.get('content-encoding')).toBeNull();
});
