import { describe, expect, it } from 'vitest';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { call } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import type { FeedItem } from '../../src/shared/feed-types.ts';

/**
 * Issue 42's draft "Done when": a video saved with "Save draft" is found in the Drafts tab (and nowhere
 * else), edited there, and posted; then it is in the creator's Posts and a follower's Following feed.
 */
const suite = popreelForFile();

describe('drafts', () => {
  it('saves a draft, finds it in Drafts only, edits it, posts it, and followers then see it', async () => {
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const creator = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const fan = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const { page, account } = creator;
    const following = async () => (await call<{ items: FeedItem[] }>(suite.popreel.baseUrl, fan.api, 'GET', '/api/feed/following')).items.map((item) => item.caption);
    try {
      await call(suite.popreel.baseUrl, fan.api, 'POST', `/api/users/${account.id}/follow`);

      await page.goto('/upload');
      await page.getByLabel('Caption', { exact: true }).fill('Rehearsal take');
      await page.getByLabel('Video file').setInputFiles({ name: 'take.mp4', mimeType: 'video/mp4', buffer: clip });
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      await page.getByRole('heading', { name: 'Saved to drafts' }).waitFor({ timeout: 60_000 });
      await page.getByRole('link', { name: 'Go to drafts' }).click();

      // The Drafts tab holds it, ready to post; Posts does not, nor does anyone else's feed.
      const drafts = page.getByRole('list', { name: 'Drafts' });
      const row = drafts.locator('li', { hasText: 'Rehearsal take' });
      await row.getByText('Ready to post', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('tab', { name: 'Drafts' }).getAttribute('aria-selected')).toBe('true');
      await auditScreen(page);
      const videoId = (await row.getAttribute('data-video-id'))!;
      expect((await fetch(`${suite.popreel.baseUrl}/api/videos/${videoId}`, { headers: fan.api.headers })).status).toBe(404);
      expect(await following()).not.toContain('Rehearsal take');
      await page.getByRole('tab', { name: 'Posts' }).click();
      await page.getByText('No posts yet', { exact: true }).waitFor();

      // Edited in the Drafts tab with the video's own dialog.
      await page.getByRole('tab', { name: 'Drafts' }).click();
      await page.getByRole('button', { name: 'Edit: Rehearsal take' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit video' });
      await dialog.getByLabel('Caption', { exact: true }).fill('Final take');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await drafts.locator('li', { hasText: 'Final take' }).waitFor();

      // Posted: it leaves Drafts for Posts, and reaches the follower.
      await page.getByRole('button', { name: 'Post now: Final take' }).click();
      await page.getByText('Posted', { exact: true }).waitFor();
      await page.getByText('No drafts. Save one from the upload screen to post it later.', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Posts' }).click();
      await page.getByRole('list', { name: 'Posts' }).locator(`li[data-video-id="${videoId}"]`).waitFor();
      await expect.poll(following, { timeout: 10_000 }).toContain('Final take');

      await fan.page.goto('/');
      await fan.page.locator(`article[data-video-id="${videoId}"]`).waitFor();
    } finally {
      await creator.context.close();
      await fan.context.close();
    }
  }, 150_000);
});
