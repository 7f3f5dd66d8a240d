import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MUTE_DURATION_LABELS } from '../../src/shared/audience.ts';
import { SEARCH_MESSAGES, SEARCH_TAB_LABELS } from '../../src/shared/search-messages.ts';
import { MUTE_TEXT, MUTED_ACCOUNTS_TEXT, MUTED_WORDS_TEXT } from '../../src/web/audience-text.ts';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp, call, uploadReadyVideo, type ApiUser } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';

/**
 * Mute and muted words (issue 38), as a viewer meets them: a creator muted from a card's menu leaves For You
 * and search, a word muted in Settings takes its video out of For You, and undoing either in Settings brings
 * the videos back.
 */
const suite = popreelForFile();
let loud: ApiUser;
let loudVideo: string;
let pancakeVideo: string;
let sunsetVideo: string;

beforeAll(async () => {
  const { baseUrl } = suite.popreel;
  const clip = (await makeVideo({ seconds: 1 })).bytes;
  loud = await apiSignUp(baseUrl, 'loud');
  const calm = await apiSignUp(baseUrl, 'calm');
  [loudVideo, pancakeVideo, sunsetVideo] = await Promise.all([
    uploadReadyVideo(baseUrl, loud, clip, 'zebracorn parade downtown'),
    uploadReadyVideo(baseUrl, calm, clip, 'fluffy pancakes for breakfast'),
    uploadReadyVideo(baseUrl, calm, clip, 'quiet sunset by the lake'),
  ]);
}, 120_000);

const card = (page: Page, videoId: string) => page.locator(`article[data-video-id="${videoId}"]`);
const settingsList = (page: Page, title: string) => page.getByRole('list', { name: title });

/** For You, read afresh; the cards are all in the first page (three videos). */
async function openForYou(page: Page) {
  await page.goto('/foryou');
  await page.locator('article[data-video-id]').first().waitFor({ state: 'attached' });
}

/** The Videos tab of a search for `words`: the video's tile, or the "no results" line. */
async function searchVideos(page: Page, words: string) {
  await page.goto(`/search?q=${encodeURIComponent(words)}`);
  await page.getByRole('tab', { name: SEARCH_TAB_LABELS.videos, exact: true }).click();
}

describe('mute', () => {
  it("mutes a creator from a card's menu: their video leaves For You and search; Unmute in Settings brings it back", async () => {
    const { page, context, api } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await openForYou(page);
      const loudCard = card(page, loudVideo);
      await loudCard.waitFor({ state: 'attached' });
      await loudCard.scrollIntoViewIfNeeded();
      await loudCard.getByRole('button', { name: 'More options', exact: true }).click();
      await auditScreen(page);
      await page.getByRole('menuitem', { name: MUTE_TEXT.mute(loud.username) }).click();
      await page.getByText(MUTE_TEXT.muted(loud.username), { exact: true }).waitFor();
      await loudCard.waitFor({ state: 'detached' });
      expect(await card(page, sunsetVideo).count()).toBe(1);

      // The server agrees: read again, For You and search leave the creator out.
      await openForYou(page);
      await card(page, sunsetVideo).waitFor({ state: 'attached' });
      expect(await card(page, loudVideo).count()).toBe(0);
      await searchVideos(page, 'zebracorn');
      await page.getByText(SEARCH_MESSAGES.noResults('zebracorn')).waitFor();

      // Their profile says so, with Unmute; Settings lists them.
      await page.goto(`/profile/${loud.id}`);
      await page.getByText(MUTE_TEXT.mutedBadge, { exact: true }).waitFor();
      await page.getByRole('button', { name: `${MUTE_TEXT.unmute} @${loud.username}` }).waitFor();
      await page.goto('/settings');
      const muted = settingsList(page, MUTED_ACCOUNTS_TEXT.title);
      await muted.getByRole('link', { name: `@${loud.username}` }).waitFor();
      await auditScreen(page);
      await muted.getByRole('button', { name: `${MUTE_TEXT.unmute} @${loud.username}` }).click();
      await page.getByText(MUTE_TEXT.unmuted(loud.username), { exact: true }).waitFor();
      await page.getByText(MUTED_ACCOUNTS_TEXT.empty, { exact: true }).waitFor();
      expect(await call<{ items: unknown[] }>(suite.popreel.baseUrl, api, 'GET', '/api/me/mutes')).toMatchObject({ items: [] });

      await openForYou(page);
      await card(page, loudVideo).waitFor({ state: 'attached' });
      await searchVideos(page, 'zebracorn');
      await page.getByRole('tabpanel').locator(`a[href="/v/${loudVideo}"]`).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('a word muted in Settings takes its video out of For You; removing it brings the video back', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await openForYou(page);
      await card(page, pancakeVideo).waitFor({ state: 'attached' });

      await page.goto('/settings');
      const field = page.getByLabel(MUTED_WORDS_TEXT.wordLabel);
      // Punctuation alone is refused before it is sent, with the server's own words, and focus stays put.
      await field.fill('!!!');
      await page.getByRole('button', { name: MUTED_WORDS_TEXT.add, exact: true }).click();
      await page.getByText('Enter a word or hashtag with at least one letter or number').waitFor();

      await field.fill('Pancakes');
      await page.getByLabel(MUTED_WORDS_TEXT.durationLabel).selectOption({ label: MUTE_DURATION_LABELS.week });
      await field.press('Enter');
      const words = settingsList(page, MUTED_WORDS_TEXT.title);
      const row = words.getByRole('listitem').filter({ hasText: 'Pancakes' });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/until /);
      expect(await field.inputValue()).toBe('');
      await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
      await auditScreen(page);

      // A word muted forever says so.
      await field.fill('#nothinglikeit');
      await page.getByLabel(MUTED_WORDS_TEXT.durationLabel).selectOption({ label: MUTE_DURATION_LABELS.forever });
      await page.getByRole('button', { name: MUTED_WORDS_TEXT.add, exact: true }).click();
      await words.getByRole('listitem').filter({ hasText: '#nothinglikeit' }).getByText(MUTED_WORDS_TEXT.forever, { exact: true }).waitFor();

      await openForYou(page);
      await card(page, sunsetVideo).waitFor({ state: 'attached' });
      expect(await card(page, pancakeVideo).count()).toBe(0);

      await page.goto('/settings');
      await words.getByRole('button', { name: `${MUTED_WORDS_TEXT.remove} "Pancakes"` }).click();
      await row.waitFor({ state: 'detached' });
      await openForYou(page);
      await card(page, pancakeVideo).waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
  });
});
