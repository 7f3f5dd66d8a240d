import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/server/seed/demo-accounts.ts';
import { popreelForFile } from './harness.ts';

/**
 * Every screen of Popreel on the demo content, at a phone's size and a desktop's (issue 25): each one shows
 * its content rather than a spinner or an error, logs nothing to the console, and passes axe (the audited
 * browser audits each screen as the test leaves it). Other files test what the screens do; this one makes
 * sure none is left out of the audit at either size.
 */
const suite = popreelForFile({ env: { SEED_DEMO: 'true' } });
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

async function first<T>(sql: string, values: unknown[] = []): Promise<T> {
  const rows = (await suite.popreel.query(sql, values)) as T[];
  if (!rows[0]) throw new Error(`the demo content has nothing for: ${sql}`);
  return rows[0];
}

async function demoIds() {
  const maya = await first<{ userId: string }>('select user_id from profiles where username = $1', [DEMO_ACCOUNTS.users[0].username]);
  const other = await first<{ userId: string }>('select user_id from profiles where username = $1', [DEMO_ACCOUNTS.users[1].username]);
  const video = await first<{ id: string }>("select id from videos where user_id = $1 and status = 'ready' order by created_at limit 1", [maya.userId]);
  const place = await first<{ id: string }>('select place_id as id from videos where place_id is not null limit 1');
  const sound = await first<{ id: string }>('select id from tracks order by created_at limit 1');
  const room = await first<{ id: string }>('select id from chat_rooms where not is_private order by created_at limit 1');
  const tag = await first<{ name: string }>('select name from tags order by video_count desc limit 1');
  // Issue 55: maya's public demo collection (seed/keeping.ts).
  const collection = await first<{ id: string }>('select id from collections where user_id = $1 and public order by position limit 1', [maya.userId]);
  return { maya: maya.userId, other: other.userId, video: video.id, place: place.id, sound: sound.id, room: room.id, tag: tag.name, collection: collection.id };
}

async function signIn(context: BrowserContext, email: string, password: string): Promise<void> {
  const response = await context.request.post(`${suite.popreel.baseUrl}/api/auth/sign-in`, { data: { email, password }, headers: { origin: suite.popreel.baseUrl } });
  if (!response.ok()) throw new Error(`demo sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Opens a screen and waits until it has drawn its content: no spinner left, no error screen. */
async function visit(page: Page, path: string, errors: string[]): Promise<void> {
  errors.length = 0;
  await page.goto(path);
  await page.locator('h1, h2, article, [role="main"], main').first().waitFor();
  // A spinner below the fold (the feed's "Loading more videos" marker) is not the screen waiting.
  const drawn = () =>
    !Array.from(document.querySelectorAll('[role="status"][aria-label^="Loading"]')).some((spinner) => {
      const box = spinner.getBoundingClientRect();
      return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
  await page.waitForFunction(drawn, null, { timeout: 15_000 }).catch(() => {
    throw new Error(`${path} still shows a loading spinner after 15 s`);
  });
  await page.waitForTimeout(300);
  expect(await page.getByText('Something went wrong').count(), `${path} shows the error screen`).toBe(0);
  expect(errors, `${path} logged to the console`).toEqual([]);
}

async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const ours = new URL(suite.popreel.baseUrl).origin;
  page.on('console', (message) => {
    // This machine has no internet: the map's tiles from openstreetmap.org fail here, and only here.
    const from = message.location().url;
    if (from && !from.startsWith(ours)) return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()} (${from})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('every screen at %s size', (size) => {
  it('a member sees each signed-in screen drawn, with nothing logged', async () => {
    const ids = await demoIds();
    const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl, viewport: SIZES[size] });
    try {
      await signIn(context, DEMO_ACCOUNTS.users[0].email, DEMO_ACCOUNTS.users[0].password);
      const { page, errors } = await openPage(context);
      const screens = [
        '/',
        '/foryou',
        '/upload',
        `/profile/${ids.maya}`,
        `/profile/${ids.other}`,
        '/settings',
        '/settings/account',
        '/settings/apps',
        '/settings/history',
        '/settings/import',
        '/settings/import/archive',
        '/settings/move',
        '/welcome',
        `/collections/${ids.collection}`,
        '/notifications',
        `/place/${ids.place}`,
        '/chat',
        `/chat/${ids.room}`,
        '/match',
        '/search',
        '/search?q=dance',
        `/tag/${encodeURIComponent(ids.tag)}`,
        '/sounds',
        `/sounds/${ids.sound}`,
        `/edit/${ids.video}`,
        `/stories/${ids.other}`,
        '/stories/new',
        `/v/${ids.video}`,
        '/install',
        '/terms',
        '/no-such-screen',
      ];
      for (const path of screens) await visit(page, path, errors);
    } finally {
      await context.close();
    }
    // About thirty screens, each drawn and audited by axe: some 40 s alone on two cores, more beside another file.
  }, 150_000);

  it('an admin sees the moderation and server health screens, and a visitor the public screens, with nothing logged', async () => {
    const ids = await demoIds();
    const admin = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl, viewport: SIZES[size] });
    const visitor = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl, viewport: SIZES[size] });
    try {
      await signIn(admin, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const adminPage = await openPage(admin);
      for (const path of ['/admin/reports', '/admin/health']) await visit(adminPage.page, path, adminPage.errors);

      const visitorPage = await openPage(visitor);
      for (const path of ['/auth', '/auth/forgot', `/v/${ids.video}`, '/privacy', '/guidelines', '/install']) {
        await visit(visitorPage.page, path, visitorPage.errors);
      }
    } finally {
      await admin.close();
      await visitor.close();
    }
  });
});
