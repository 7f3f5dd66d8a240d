import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newBrowser, signUpViaApi, startPopreel, type RunningPopreel, type TestAccount } from './harness.ts';

/**
 * Popreel's screens load under its strict Content-Security-Policy without a single violation, and a page on
 * another origin, opened in a browser that holds a Popreel session cookie: it can neither open
 * the realtime socket with that cookie (cross-site WebSocket hijacking) nor show Popreel in a frame.
 * Both are checked against the same code run from Popreel's own origin, where it works.
 */
let popreel: RunningPopreel;
let browser: Browser;
let context: BrowserContext;
let account: TestAccount;
let foreign: Server;
let foreignUrl: string;

beforeAll(async () => {
  popreel = await startPopreel();
  browser = await newBrowser();
  context = await browser.newContext();
  account = await signUpViaApi(popreel.baseUrl, context);
  // Another origin on the same host (a different port), as a page an attacker got the user to open.
  foreign = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>elsewhere</title><iframe id="popreel" src="${popreel.baseUrl}/settings" width="400" height="600"></iframe>`);
  });
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as { port: number }).port}/`;
});

afterAll(async () => {
  foreign?.close();
  await browser?.close();
  await popreel?.stop();
});

/** Opens the realtime socket from the page and asks for the user's notifications: what came back. */
function trySocket(page: Page, baseUrl: string, userId: string) {
  return page.evaluate(
    ({ url, channel }) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(url);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'subscribe', channel }));
        socket.onmessage = (event) => resolve(`message ${event.data}`);
        socket.onclose = (event) => resolve(`closed ${event.code}`);
        setTimeout(() => resolve('timeout'), 5000);
      }),
    { url: `${baseUrl.replace('http', 'ws')}/api/realtime`, channel: `notifications:${userId}` },
  );
}

it("a page on another origin cannot open the socket with the user's cookie; Popreel's own page can", async () => {
  const page = await context.newPage();
  await page.goto(foreignUrl);
  expect(await trySocket(page, popreel.baseUrl, account.id)).toBe('closed 1006');

  await page.goto(`${popreel.baseUrl}/install`);
  expect(await trySocket(page, popreel.baseUrl, account.id)).toBe(`message {"type":"subscribed","channel":"notifications:${account.id}"}`);
  await page.close();
});

it('/settings does not render inside a frame on another origin, though it renders on its own', async () => {
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  await page.goto(foreignUrl);
  await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  const framedText = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
  expect(framedText).not.toContain('Edit Profile');

  await page.goto(`${popreel.baseUrl}/settings`);
  await expect.poll(() => page.getByRole('heading', { name: 'Edit Profile' }).count(), { timeout: 15_000 }).toBe(1);
  await page.close();
});

it("Popreel's own screens, the map included, load with no Content-Security-Policy violation", async () => {
  const place = await context.request.post(`${popreel.baseUrl}/api/places`, {
    data: { name: 'CSP Cafe', type: 'restaurant', lat: 51.5, lng: -0.09 },
    headers: { origin: popreel.baseUrl },
  });
  const placeId = ((await place.json()) as { id: string }).id;
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  const screens = ['/', '/foryou', '/upload', '/notifications', '/settings', `/profile/${account.id}`, `/place/${placeId}`, '/install', '/terms', '/no-such-page'];
  for (const screen of screens) {
    await page.goto(`${popreel.baseUrl}${screen}`);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), screen).toEqual([]);
  }
  await page.close();
});
