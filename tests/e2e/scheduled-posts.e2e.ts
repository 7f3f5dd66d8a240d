import { describe, expect, it } from 'vitest';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { call } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import type { FeedItem } from '../../src/shared/feed-types.ts';
import type { NotificationItem } from '../../src/shared/api-types.ts';

/**
 * Issue 42's scheduling "Done when": a post scheduled about a minute ahead, at a time chosen in the creator's
 * own time zone (Chromium runs in Asia/Kolkata, +05:30, while the server runs in UTC), is in no feed before its
 * time, appears in a follower's Following feed at its time, once, and its creator is told.
 */
const suite = popreelForFile();

describe('scheduled posts', () => {
  it('posts a video scheduled a minute ahead at its time, once, and tells its creator', async () => {
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const creator = await openSignedIn(suite.browser, suite.popreel.baseUrl, { timezoneId: 'Asia/Kolkata' });
    const fan = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const { page, account } = creator;
    const inFollowing = async () => (await call<{ items: FeedItem[] }>(suite.popreel.baseUrl, fan.api, 'GET', '/api/feed/following')).items.filter((item) => item.caption === 'Sunrise, on time').length;
    try {
      await call(suite.popreel.baseUrl, fan.api, 'POST', `/api/users/${account.id}/follow`);
      await page.goto('/upload');
      await page.getByLabel('Caption', { exact: true }).fill('Sunrise, on time');
      await page.getByLabel('Video file').setInputFiles({ name: 'sunrise.mp4', mimeType: 'video/mp4', buffer: clip });
      await page.getByLabel('Schedule for later').check();
      const postAt = page.getByLabel('Post at');
      await page.getByText('In your time zone: Asia/Calcutta').or(page.getByText('In your time zone: Asia/Kolkata')).waitFor();
      // The earliest time the field offers: the first whole minute at least half a minute away, Kolkata time.
      const earliest = (await postAt.getAttribute('min'))!;
      await postAt.fill(earliest);
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByRole('heading', { name: 'Scheduled' }).waitFor({ timeout: 60_000 });
      const goesOutAt = new Date(`${earliest}:00+05:30`).getTime();

      // Before its time: in the Scheduled tab with its Kolkata time, and in nobody's feed.
      await page.getByRole('link', { name: 'Go to scheduled' }).click();
      const row = page.getByRole('list', { name: 'Scheduled' }).locator('li', { hasText: 'Sunrise, on time' });
      const shown = await page.evaluate((at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)), goesOutAt);
      await row.getByText(`Scheduled for ${shown}`, { exact: true }).waitFor();
      await auditScreen(page);
      const [listed] = (await call<{ items: { scheduledAt: string }[] }>(suite.popreel.baseUrl, creator.api, 'GET', '/api/me/scheduled')).items;
      expect(new Date(listed.scheduledAt).getTime()).toBe(goesOutAt);
      expect(await inFollowing()).toBe(0);

      // At its time (the workers look every few seconds), once.
      await expect.poll(inFollowing, { timeout: goesOutAt - Date.now() + 30_000, interval: 1000 }).toBe(1);
      expect(Date.now()).toBeGreaterThanOrEqual(goesOutAt);
      await new Promise((wait) => setTimeout(wait, 6000)); // another sweep or two
      expect(await inFollowing()).toBe(1);

      await fan.page.goto('/');
      await fan.page.locator('article[data-video-id]', { hasText: 'Sunrise, on time' }).waitFor();
      const notices = (await call<{ items: NotificationItem[] }>(suite.popreel.baseUrl, creator.api, 'GET', '/api/notifications')).items.filter((item) => item.type === 'video_posted');
      expect(notices).toHaveLength(1);
      await page.goto('/notifications');
      await page.getByText('Your scheduled video is posted', { exact: true }).waitFor();
    } finally {
      await creator.context.close();
      await fan.context.close();
    }
  }, 240_000);
});
