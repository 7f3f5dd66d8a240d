import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, call, uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import { card, poll } from './feed-fixture.ts';

/**
 * Issue 55 item 6 (decision 071): a card on screen follows its video's counts live (`video.counts`, at most once
 * a second): someone else's like and save show on it without a reload.
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

describe('live counts', () => {
  it("shows someone else's like and save on the card being watched, without a reload", async () => {
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const creator = await apiSignUp(popreel.baseUrl, 'maker');
    const fan = await apiSignUp(popreel.baseUrl, 'fan');
    const videoId = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'watch the hearts');
    const watcher = await openSignedIn(browser, popreel.baseUrl);
    try {
      await watcher.page.goto(`/profile/${creator.id}`);
      await watcher.page.getByRole('list', { name: 'Posts' }).locator(`li[data-video-id="${videoId}"] a`).click();
      const likes = card(watcher.page, videoId).getByTestId('like-count');
      await poll(() => likes.innerText()).toBe('0');
      // The card listens once it has been on screen a moment.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await call(popreel.baseUrl, fan, 'PUT', `/api/videos/${videoId}/like`);
      await call(popreel.baseUrl, fan, 'PUT', `/api/videos/${videoId}/favourite`);
      await poll(() => likes.innerText()).toBe('1');
      await poll(() => card(watcher.page, videoId).getByTestId('favourite-count').innerText()).toBe('1');
    } finally {
      await watcher.context.close();
    }
  });
});
