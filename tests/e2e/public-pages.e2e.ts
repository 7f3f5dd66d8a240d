import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LEGAL_LAST_UPDATED } from '../../src/shared/constants.ts';
import { NOT_FOUND_TEXT } from '../../src/shared/messages.ts';
import { newBrowser, signUpViaApi, startPopreel, type RunningPopreel } from './harness.ts';

let popreel: RunningPopreel;
let browser: Browser;
/** Signed in, so "home" links end on the feed rather than bouncing to /auth. */
let member: BrowserContext;

beforeAll(async () => {
  popreel = await startPopreel();
  browser = await newBrowser();
  member = await browser.newContext({ baseURL: popreel.baseUrl });
  await signUpViaApi(popreel.baseUrl, member);
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

async function visitorPage(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: popreel.baseUrl });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The paths the service worker holds in its caches. */
function workerCache(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

async function sectionHeadings(page: Page): Promise<string[]> {
  return (await page.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim());
}

const LEGAL_PAGES = [
  {
    path: '/terms',
    title: 'Terms of Service',
    sections: 8,
    mustSay: ['at least 13 years old', 'worldwide non-exclusive royalty-free licence', 'keep ownership'],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: 11,
    mustSay: ['children under 13', 'United States', 'privacy@popreel.app'],
  },
  {
    path: '/guidelines',
    title: 'Community Guidelines',
    sections: 7,
    mustSay: ['report button', 'Content removal', 'Temporary suspension', 'Permanent ban', 'Report to law enforcement', 'support@popreel.app'],
  },
];

describe('legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    it(`${legal.path} shows every section, the date, and Back to Home`, async () => {
      const page = await member.newPage();
      await page.goto(legal.path);
      await page.getByRole('heading', { name: legal.title, level: 1 }).waitFor();
      expect(await page.getByText(LEGAL_LAST_UPDATED).isVisible()).toBe(true);

      const headings = await sectionHeadings(page);
      expect(headings).toHaveLength(legal.sections);
      if (legal.path !== '/guidelines') headings.forEach((heading, index) => expect(heading.startsWith(`${index + 1}. `)).toBe(true));
      const text = await page.locator('main').innerText();
      for (const phrase of legal.mustSay) expect(text).toContain(phrase);

      await page.getByRole('button', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Popreel', level: 1 }).waitFor();
      await page.close();
    });
  }

  it('are readable by visitors', async () => {
    await visitorPage(async (page) => {
      for (const legal of LEGAL_PAGES) {
        await page.goto(legal.path);
        await page.getByRole('heading', { name: legal.title, level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe(legal.path);
      }
    });
  });
});

describe('install page', () => {
  it('shows manual steps and three benefit cards when the browser offers no prompt', async () => {
    await visitorPage(async (page) => {
      // Keep a real install prompt (if headless Chromium ever offers one) from replacing the manual steps.
      await page.addInitScript(() => {
        window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true);
      });
      await page.goto('/install');
      await page.getByRole('heading', { name: 'Install Popreel', level: 1 }).waitFor();
      const iphone = await page.getByRole('region', { name: 'iPhone/iPad' }).innerText();
      expect(iphone).toContain('Share');
      expect(iphone).toContain('Add to Home Screen');
      expect(iphone).toContain('"Add"');
      const android = await page.getByRole('region', { name: 'Android' }).innerText();
      expect(android).toContain('menu');
      expect(android).toContain('Add to Home screen');
      expect(android).toContain('"Add"');

      const benefits = await page.getByTestId('install-benefit').allInnerTexts();
      expect(benefits).toHaveLength(3);
      expect(benefits.join('\n')).toMatch(/Fast[\s\S]*Works Offline[\s\S]*Native Feel/);
      expect(await page.getByRole('button', { name: 'Install App' }).count()).toBe(0);
    });
  });

  it('offers Install App when the browser can install, and records the outcome', async () => {
    await visitorPage(async (page) => {
      await page.goto('/install');
      await page.getByRole('heading', { name: 'Install Popreel', level: 1 }).waitFor();
      await page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
      const analytics = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/analytics'));
      await page.getByRole('button', { name: 'Install App' }).click();
      expect((await analytics).postDataJSON()).toEqual({ name: 'pwa_install_attempt', props: { outcome: 'accepted' } });
    });
  });
});

describe('not-found page', () => {
  it('shows 404 for an unknown path and Return to Home goes to /', async () => {
    const page = await member.newPage();
    await page.goto('/this/is/not/a/popreel/page');
    await page.getByRole('heading', { name: NOT_FOUND_TEXT.title, level: 1 }).waitFor();
    expect(await page.getByText(NOT_FOUND_TEXT.code, { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: NOT_FOUND_TEXT.link }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Popreel', level: 1 }).waitFor();
    await page.close();
  });
});

describe('offline shell', () => {
  it('keeps the shell and the feed installed, and opens offline a screen opened while the worker controlled the page', async () => {
    await visitorPage(async (page) => {
      await page.goto('/terms');
      await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
      // The worker installs after load and claims the page once it has precached the shell and the feed.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
      const { files } = (await (await fetch(`${popreel.baseUrl}/precache-manifest.json`)).json()) as { files: string[] };
      expect(await workerCache(page)).toEqual(expect.arrayContaining(['/index.html', ...files]));
      // Opened while the worker controls the page: its chunk is cached on the way.
      await page.goto('/privacy');
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();

      // Only the worker's cache may answer now: the browser's HTTP cache would serve the chunk offline too.
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await page.context().setOffline(true);
      await page.goto('/privacy');
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      await page.context().setOffline(false);
    });
  });

  it('precaches the shell and the feed, not the screens a first visit never opens', async () => {
    const { files } = (await (await fetch(`${popreel.baseUrl}/precache-manifest.json`)).json()) as { files: string[] };
    const { scripts, styles } = { scripts: files.filter((file) => file.endsWith('.js')), styles: files.filter((file) => file.endsWith('.css')) };
    expect(scripts.some((file) => /\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    // The feed's own chunk (decision 032): `feed-` and Vite's 8-character hash, not feed-aside's.
    expect(scripts.some((file) => /\/assets\/feed-[\w-]{8}\.js$/.test(file))).toBe(true);
    expect(styles).toHaveLength(1);
    expect(files.filter((file) => /place-page|leaflet|editor|admin|match|chat/.test(file))).toEqual([]);
    // The map's chunk is in the build, so its absence above is the list's choice, not a renamed file.
    expect(readdirSync(resolve(import.meta.dirname, '../../dist/web/assets')).some((file) => /^leaflet-map-[\w-]+\.js$/.test(file))).toBe(true);
  });
});
