import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { popreelForFile, signUpViaApi } from './harness.ts';
import { apiSignUp, uploadReadyVideo, waitUntilPlaying } from './api-helpers.ts';

/**
 * Issue 53: the signed-in feed's first video plays from the page's shell, before the app has loaded
 * (src/server/http/plugins/feed-boot.ts), and the first card takes it over where it has got to
 * (src/web/components/video/boot-video.ts): then one video plays, the card's, and taps are the app's.
 */
const suite = popreelForFile();
let videoId: string;

beforeAll(async () => {
  // Long enough that the handoff happens before the clip loops back to its start.
  const clip = (await makeVideo({ seconds: 8, width: 180, height: 320 })).bytes;
  videoId = await uploadReadyVideo(suite.popreel.baseUrl, await apiSignUp(suite.popreel.baseUrl, 'opener'), clip, 'the first thing you see');
}, 180_000);

async function signedIn(viewport: { width: number; height: number }, phone: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl, viewport, isMobile: phone, hasTouch: phone });
  await signUpViaApi(suite.popreel.baseUrl, context);
  return { context, page: await context.newPage() };
}

const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return [x, y, width, height].map(Math.round);
  });

const playing = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('video')].filter((video) => !video.paused).map((video) => video.closest('article')?.dataset.videoId ?? video.className));

describe('the first video before the app', () => {
  it('plays on a phone before the app runs, where the card will be; the card takes over and taps reach it', async () => {
    const { context, page } = await signedIn({ width: 390, height: 844 }, true);
    try {
      // The app's entry is held back, so what plays is the shell's alone.
      let startApp = () => {};
      const appHeld = new Promise<void>((resolve) => (startApp = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await appHeld;
        await route.continue();
      });
      await page.goto('/foryou', { waitUntil: 'commit' });
      await page.waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>('video.boot-video');
        return Boolean(video && !video.paused && video.currentTime > 1);
      });
      expect(await page.locator('article').count()).toBe(0);
      const boot = page.locator('video.boot-video');
      expect(await boot.getAttribute('data-video-id')).toBe(videoId);
      const bootBox = await box(page, 'video.boot-video');
      // Untouchable: a tap at its centre lands on the page under it, never on the video.
      expect(await boot.evaluate((video) => {
        const { x, y, width, height } = video.getBoundingClientRect();
        return document.elementFromPoint(x + width / 2, y + height / 2) !== video && getComputedStyle(video).pointerEvents === 'none';
      })).toBe(true);

      // The card's video, from the moment the boot video goes: where it had got to.
      await page.evaluate(() => {
        new MutationObserver((_changes, observer) => {
          if (document.querySelector('video.boot-video')) return;
          const card = document.querySelector<HTMLVideoElement>('article video');
          (window as unknown as { handoffAt?: number }).handoffAt = card?.currentTime;
          observer.disconnect();
        }).observe(document.body, { childList: true });
      });
      startApp();
      await waitUntilPlaying(page, videoId);
      await boot.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { handoffAt?: number }).handoffAt)).toBeGreaterThan(0.9);
      expect(await box(page, `article[data-video-id="${videoId}"] video`)).toEqual(bootBox);
      expect(await playing(page)).toEqual([videoId]);

      await page.locator(`article[data-video-id="${videoId}"]`).getByRole('button', { name: 'Pause video' }).tap();
      await expect.poll(() => playing(page)).toEqual([]);
      await page.locator(`article[data-video-id="${videoId}"]`).getByRole('button', { name: 'Play video' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('stays out of the way on a desktop-wide window: nothing loads, the app starts at once and removes it', async () => {
    const { context, page } = await signedIn({ width: 1280, height: 800 }, false);
    try {
      // Whether the shell's video ever fetched or played anything before the app removed it.
      await page.addInitScript(() => {
        for (const name of ['progress', 'loadedmetadata', 'playing']) {
          document.addEventListener(name, (event) => {
            if ((event.target as Element).classList.contains('boot-video')) (window as unknown as { bootLoaded?: boolean }).bootLoaded = true;
          }, true);
        }
      });
      await page.goto('/foryou');
      await waitUntilPlaying(page, videoId);
      expect(await page.locator('video.boot-video').count()).toBe(0);
      expect(await playing(page)).toEqual([videoId]);
      expect(await page.evaluate(() => (window as unknown as { bootLoaded?: boolean }).bootLoaded ?? false)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
