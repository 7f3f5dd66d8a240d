import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import { card, poll } from './feed-fixture.ts';

/**
 * Issue 55 item 2 end to end: A saves two videos into a new public collection from the cards' options menu;
 * B opens A's profile, finds it in the Collections row, and plays it as a swipe feed; its share link's page
 * carries its preview.
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

/** Opens the card's options menu and its "Add to collection" dialog. */
async function addToCollection(page: Page, videoId: string) {
  await card(page, videoId).getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Add to collection' }).click();
  return page.getByRole('dialog', { name: 'Add to collection' });
}

describe('collections', () => {
  it('A fills a new public collection from the cards; B finds it on A’s profile and plays it', async () => {
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const creator = await apiSignUp(popreel.baseUrl, 'roads');
    const older = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'mountain pass');
    const newer = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'coast road');
    const a = await openSignedIn(browser, popreel.baseUrl);
    let collectionId = '';
    try {
      const { page } = a;
      await page.goto(`/profile/${creator.id}`);
      await page.getByRole('list', { name: 'Posts' }).locator(`li[data-video-id="${newer}"] a`).click();
      await card(page, newer).waitFor();

      // A new public collection, made from the first card's dialog with that video in it.
      let dialog = await addToCollection(page, newer);
      await dialog.getByLabel('Collection name').fill('Road trip');
      await dialog.getByRole('checkbox', { name: 'Public' }).check();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await poll(() => dialog.getByRole('checkbox', { name: 'Road trip' }).isChecked()).toBe(true);
      // Adding it saved it.
      await page.keyboard.press('Escape');
      await poll(() => card(page, newer).getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('true');

      // The next card goes into the same collection with a tick.
      await page.keyboard.press('ArrowDown');
      await card(page, older).waitFor();
      dialog = await addToCollection(page, older);
      await dialog.getByRole('checkbox', { name: 'Road trip' }).check();
      await poll(() => dialog.getByRole('checkbox', { name: 'Road trip' }).isChecked()).toBe(true);
      await page.keyboard.press('Escape');

      await page.goto(`/profile/${a.account.id}?tab=favourites`);
      const mine = page.getByRole('list', { name: 'Collections' });
      await mine.getByRole('link', { name: /Road trip/ }).waitFor();
      collectionId = (await mine.locator('li[data-collection-id]').first().getAttribute('data-collection-id'))!;
    } finally {
      await a.context.close();
    }

    const b = await openSignedIn(browser, popreel.baseUrl);
    try {
      const { page } = b;
      await page.goto(`/profile/${a.account.id}`);
      await page.getByRole('list', { name: 'Collections' }).getByRole('link', { name: /Road trip/ }).click();
      await poll(() => page.evaluate(() => location.pathname)).toBe(`/collections/${collectionId}`);
      const grid = page.getByRole('list', { name: 'Videos in this collection' });
      const tileIds = () => grid.locator('li[data-video-id]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.videoId));
      await poll(tileIds).toEqual([older, newer]);
      // Not B's to change.
      expect(await page.getByRole('button', { name: 'Remove from collection' }).count()).toBe(0);

      // Played as a swipe feed, in the collection's order.
      await grid.locator(`li[data-video-id="${older}"] a`).first().click();
      await card(page, older).waitFor();
      await page.keyboard.press('ArrowDown');
      await card(page, newer).waitFor();
      await poll(() => page.evaluate(() => location.pathname)).toContain(newer);
    } finally {
      await b.context.close();
    }

    // The share link's page carries the collection's preview, for a visitor too.
    const html = await (await fetch(`${popreel.baseUrl}/c/${collectionId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="Road trip · @${a.account.username}&#39;s collection" />`);
  });
});
