import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, call, uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import { card, poll } from './feed-fixture.ts';

/**
 * Issue 55 item 3 end to end: A reposts C's video from the card's share sheet; B, who follows A and not C,
 * finds it in Following marked "A reposted"; A's Reposts tab lists it; Undo repost takes it out of both.
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

describe('reposts', () => {
  it('A reposts from the share sheet, B sees "A reposted" in Following, and Undo repost takes it back', async () => {
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const creator = await apiSignUp(popreel.baseUrl, 'maker');
    const videoId = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'pass this on');
    const a = await openSignedIn(browser, popreel.baseUrl);
    const b = await openSignedIn(browser, popreel.baseUrl);
    try {
      await call(popreel.baseUrl, b.api, 'POST', `/api/users/${a.account.id}/follow`);
      // A has a post of their own, so B's Following is never empty (an empty one shows everyone's newest).
      const ownVideo = await uploadReadyVideo(popreel.baseUrl, a.api, clip, 'my own');

      // A: the creator's grid, the video's card, Share → Repost.
      await a.page.goto(`/profile/${creator.id}`);
      await a.page.getByRole('list', { name: 'Posts' }).locator(`li[data-video-id="${videoId}"] a`).click();
      const share = () => card(a.page, videoId).getByRole('button', { name: 'Share', exact: true });
      await share().click();
      await a.page.getByRole('dialog', { name: 'Share' }).getByRole('button', { name: 'Repost' }).click();
      await a.page.getByText('Reposted', { exact: true }).waitFor();

      // B: Following has it once, marked with A.
      await b.page.goto('/');
      const reposted = card(b.page, videoId).getByTestId('reposted-by');
      await poll(() => reposted.innerText()).toBe(`${a.account.username} reposted`);
      expect(await b.page.locator(`[data-video-id="${videoId}"]`).count()).toBeLessThanOrEqual(1);

      // A's Reposted tab lists it, for B too.
      await b.page.goto(`/profile/${a.account.id}?tab=reposts`);
      await b.page.getByRole('list', { name: 'Reposted' }).locator(`li[data-video-id="${videoId}"]`).waitFor();

      // A takes it back.
      await share().click();
      await a.page.getByRole('dialog', { name: 'Share' }).getByRole('button', { name: 'Undo repost' }).click();
      await a.page.getByText('Repost removed', { exact: true }).waitFor();
      await b.page.goto('/');
      await card(b.page, ownVideo).waitFor();
      expect(await card(b.page, videoId).count()).toBe(0);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
