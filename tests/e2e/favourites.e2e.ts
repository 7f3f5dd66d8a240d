import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import { card, poll } from './feed-fixture.ts';

/** Issue 55 item 1 end to end: Save on a card (a tap, then `s`), kept in the owner's private Favourites tab, played from there. */
let popreel: RunningPopreel;
let browser: Browser;

beforeAll(async () => {
  [popreel, browser] = await Promise.all([startPopreel(), newBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

describe('favourites', () => {
  it('saves one video with the button and another with s, lists them last saved first in Favourites, and plays them from there', async () => {
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const creator = await apiSignUp(popreel.baseUrl, 'keeper');
    const older = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'worth keeping');
    const newer = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'keep this too');
    const { page, context, account } = await openSignedIn(browser, popreel.baseUrl);
    try {
      // The creator's Posts grid, newest first; its player opens on the newer video.
      await page.goto(`/profile/${creator.id}`);
      await page.getByRole('list', { name: 'Posts' }).locator(`li[data-video-id="${newer}"] a`).click();
      const save = (videoId: string) => card(page, videoId).getByRole('button', { name: 'Save' });
      await save(newer).click();
      await poll(() => save(newer).getAttribute('aria-pressed')).toBe('true');
      await poll(() => card(page, newer).getByTestId('favourite-count').innerText()).toBe('1');

      // The next card, saved from the keyboard.
      await page.keyboard.press('ArrowDown');
      await card(page, older).waitFor();
      await poll(() => page.evaluate(() => location.pathname)).toContain(older);
      await page.keyboard.press('s');
      await poll(() => save(older).getAttribute('aria-pressed')).toBe('true');

      // Kept on the server: my Favourites tab, last saved first, and its player.
      await page.goto(`/profile/${account.id}`);
      await page.getByRole('tab', { name: 'Favourites' }).click();
      const grid = page.getByRole('list', { name: 'Favourites' });
      const tileIds = () => grid.locator('li[data-video-id]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.videoId));
      await poll(tileIds).toEqual([older, newer]);
      await grid.locator(`li[data-video-id="${older}"] a`).click();
      await card(page, older).waitFor();
      expect(await save(older).getAttribute('aria-pressed')).toBe('true');

      // Taking one back: it leaves the tab the next time it is opened.
      await save(older).click();
      await poll(() => save(older).getAttribute('aria-pressed')).toBe('false');
      await page.goto(`/profile/${account.id}?tab=favourites`);
      await poll(tileIds).toEqual([newer]);
    } finally {
      await context.close();
    }

    // Private: someone else sees the count, but no Favourites tab on the saver's profile; the share page saves too.
    const other = await openSignedIn(browser, popreel.baseUrl);
    try {
      await other.page.goto(`/profile/${account.id}`);
      await other.page.getByRole('tab', { name: 'Posts' }).waitFor();
      expect(await other.page.getByRole('tab', { name: 'Favourites' }).count()).toBe(0);
      await other.page.goto(`/v/${newer}`);
      const shareSave = other.page.getByRole('button', { name: 'Save' });
      await poll(() => shareSave.getAttribute('aria-pressed')).toBe('false');
      await poll(() => other.page.getByTestId('favourite-count').innerText()).toBe('1');
      await shareSave.click();
      await poll(() => shareSave.getAttribute('aria-pressed')).toBe('true');
      await poll(() => other.page.getByTestId('favourite-count').innerText()).toBe('2');
    } finally {
      await other.context.close();
    }
  });
});
