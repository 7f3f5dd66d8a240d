import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, uploadReadyVideo, type ApiUser } from './api-helpers.ts';
import type { WatchHistoryPage } from '../../src/shared/watch-history.ts';
import { apiGet, openSignedIn } from './creator-helpers.ts';
import { poll } from './feed-fixture.ts';

/**
 * Issue 55 item 4 end to end: real playback keeps a watch history (the player's watch reports), shown in
 * Settings → Watch history under Today; one video removed, recording paused, then everything cleared, and the
 * screen is still empty after a reload.
 */
let popreel: RunningPopreel;
let browser: Browser;

beforeAll(async () => {
  [popreel, browser] = await Promise.all([startPopreel(), newBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

/**
 * Plays the video on its page to the end: a finished watch is reported at once, while the page is open (a
 * report sent only as a page hides may reach the server seconds later), and waits until the history holds it.
 */
async function watch(page: Page, api: ApiUser, videoId: string) {
  await page.goto(`/v/${videoId}`);
  await page.locator('video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        let previous = 0;
        const check = () => {
          const time = video.currentTime;
          if (time < video.duration - 0.1 && time >= previous) return void (previous = time);
          video.removeEventListener('timeupdate', check);
          resolve();
        };
        video.addEventListener('timeupdate', check);
      }),
  );
  await poll(async () => (await apiGet<WatchHistoryPage>(popreel.baseUrl, api, '/api/me/history')).items.map((item) => item.id)).toContain(videoId);
}

describe('watch history', () => {
  it('lists what I watched today, removes one, pauses, and stays empty after Clear all and a reload', async () => {
    const clip = (await makeVideo({ seconds: 2 })).bytes;
    const creator = await apiSignUp(popreel.baseUrl, 'watched');
    const first = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'sunrise run');
    const second = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'late night ramen');
    const { page, context, api } = await openSignedIn(browser, popreel.baseUrl);
    try {
      await watch(page, api, first);
      await watch(page, api, second);

      await page.goto('/settings');
      // Settings → Watch history, last watched first, under Today.
      await page.getByRole('link', { name: /Watch history/ }).click();
      const today = page.getByRole('list', { name: 'Today' });
      const tileIds = () => today.locator('li[data-video-id]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.videoId));
      await poll(tileIds).toEqual([second, first]);
      expect(await today.locator(`li[data-video-id="${first}"] a`).getAttribute('href')).toBe(`/v/${first}`);

      // One removed: gone here and after a reload.
      await today.locator(`li[data-video-id="${first}"]`).getByRole('button', { name: 'Remove from watch history' }).click();
      await poll(tileIds).toEqual([second]);
      await page.reload();
      await poll(tileIds).toEqual([second]);

      // Paused: it stays paused after a reload.
      const pause = page.getByRole('switch', { name: 'Pause watch history' });
      await pause.check();
      await poll(() => page.getByText('Paused: what you watch now is not kept.').isVisible()).toBe(true);
      await page.reload();
      await poll(() => pause.isChecked()).toBe(true);
      await pause.uncheck();
      await poll(() => page.getByText('Paused: what you watch now is not kept.').count()).toBe(0);

      // Clear all, confirmed in its dialog; empty now and after a reload.
      await page.getByRole('button', { name: 'Clear all' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click();
      await poll(() => page.getByText('No videos in your watch history').isVisible()).toBe(true);
      await page.reload();
      await poll(() => page.getByText('No videos in your watch history').isVisible()).toBe(true);
      expect(await page.locator('li[data-video-id]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
