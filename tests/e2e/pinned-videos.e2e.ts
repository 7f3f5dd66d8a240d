import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import { card, poll } from './feed-fixture.ts';

/** Issue 42 item 4 end to end: a creator pins an older video from its card's menu, and it leads their Posts grid, marked. */
let popreel: RunningPopreel;
let browser: Browser;

beforeAll(async () => {
  [popreel, browser] = await Promise.all([startPopreel(), newBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

describe('pinned videos', () => {
  it('a pinned video leads the profile grid with a mark, for others too, until it is unpinned', async () => {
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const { page, context, account, api } = await openSignedIn(browser, popreel.baseUrl);
    try {
      const older = await uploadReadyVideo(popreel.baseUrl, api, clip, 'the older one');
      const newer = await uploadReadyVideo(popreel.baseUrl, api, clip, 'the newer one');
      const grid = page.getByRole('list', { name: 'Posts' });
      const tileIds = () => grid.locator('li[data-video-id]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.videoId));

      await page.goto(`/profile/${account.id}`);
      await poll(tileIds).toEqual([newer, older]);
      expect(await grid.locator('[data-pinned]').count()).toBe(0);

      // Pin the older one from its card's menu, in the grid's player.
      await grid.locator(`li[data-video-id="${older}"] a`).click();
      const olderCard = card(page, older);
      await olderCard.getByRole('button', { name: 'More options' }).click();
      await olderCard.getByRole('menuitem', { name: 'Pin to profile' }).click();
      await page.getByText('Pinned to your profile', { exact: true }).waitFor();

      await page.goto(`/profile/${account.id}`);
      await poll(tileIds).toEqual([older, newer]);
      const first = grid.locator(`li[data-video-id="${older}"]`);
      await first.getByText('Pinned', { exact: true }).waitFor();
      expect(await grid.locator('[data-pinned]').count()).toBe(1);

      // Someone else sees the same order and mark.
      const other = await openSignedIn(browser, popreel.baseUrl);
      try {
        const visitorPage = other.page;
        await visitorPage.goto(`/profile/${account.id}`);
        const visitorGrid = visitorPage.getByRole('list', { name: 'Posts' });
        await poll(() => visitorGrid.locator('li[data-video-id]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.videoId))).toEqual([older, newer]);
        await visitorGrid.locator(`li[data-video-id="${older}"]`).getByText('Pinned', { exact: true }).waitFor();
      } finally {
        await other.context.close();
      }

      // Unpinned from the same menu, the grid is newest first again.
      await first.locator('a').click();
      await card(page, older).getByRole('button', { name: 'More options' }).click();
      await card(page, older).getByRole('menuitem', { name: 'Unpin from profile' }).click();
      await page.getByText('Unpinned from your profile', { exact: true }).waitFor();
      await page.goto(`/profile/${account.id}`);
      await poll(tileIds).toEqual([newer, older]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
