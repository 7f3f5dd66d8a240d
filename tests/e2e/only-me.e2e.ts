import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_PAGE_TEXT } from '../../src/shared/feed-messages.ts';
import { SEARCH_MESSAGES, SEARCH_TAB_LABELS } from '../../src/shared/search-messages.ts';
import { makeVideo } from '../factories/media.ts';
import { popreelForFile } from './harness.ts';
import { uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';

/**
 * An "Only me" video (issue 38) is its owner's alone: absent from someone else's view of the profile grid and
 * of search, and its link shows the unavailable state (the API answers 404). The setting is written in the
 * database here, since this file is about who sees it, not the screen that sets it.
 */
const suite = popreelForFile();
let owner: SignedIn;
let publicVideo: string;
let privateVideo: string;

beforeAll(async () => {
  const { baseUrl } = suite.popreel;
  const clip = (await makeVideo({ seconds: 1 })).bytes;
  owner = await openSignedIn(suite.browser, baseUrl);
  [publicVideo, privateVideo] = await Promise.all([
    uploadReadyVideo(baseUrl, owner.api, clip, 'morning walk with everyone'),
    uploadReadyVideo(baseUrl, owner.api, clip, 'quokkasecret diary entry'),
  ]);
  await suite.popreel.query("update videos set visibility = 'only_me' where id = $1", [privateVideo]);
}, 120_000);
afterAll(() => owner.context.close());

describe('only me', () => {
  it("is absent from another user's profile grid and search, and its link shows the unavailable state", async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await page.goto(`/profile/${owner.account.id}`);
      await page.locator(`li[data-video-id="${publicVideo}"]`).waitFor();
      expect(await page.locator(`li[data-video-id="${privateVideo}"]`).count()).toBe(0);

      // Search finds the owner's public video, so the empty answer below is the rule, not a missing index.
      await page.goto('/search?q=morning%20walk');
      await page.getByRole('tab', { name: SEARCH_TAB_LABELS.videos, exact: true }).click();
      await page.getByRole('tabpanel').locator(`a[href="/v/${publicVideo}"]`).first().waitFor();
      await page.goto('/search?q=quokkasecret');
      await page.getByRole('tab', { name: SEARCH_TAB_LABELS.videos, exact: true }).click();
      await page.getByText(SEARCH_MESSAGES.noResults('quokkasecret')).waitFor();

      const answer = await context.request.get(`${suite.popreel.baseUrl}/api/videos/${privateVideo}`);
      expect(answer.status()).toBe(404);
      await page.goto(`/v/${privateVideo}`);
      await page.getByRole('heading', { name: SHARE_PAGE_TEXT.unavailableTitle }).waitFor();
      expect(await page.getByText(SHARE_PAGE_TEXT.unavailableBody).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("stays in its owner's own Posts grid", async () => {
    await owner.page.goto(`/profile/${owner.account.id}`);
    await owner.page.locator(`li[data-video-id="${privateVideo}"]`).waitFor();
    expect(await owner.page.locator(`li[data-video-id="${publicVideo}"]`).count()).toBe(1);
  });
});
