import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_ACCOUNTS_TEXT } from '../../src/shared/creator-messages.ts';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp, block, follow, uploadReadyVideo, type ApiUser } from './api-helpers.ts';
import { apiGet, openSignedIn } from './creator-helpers.ts';

const suite = popreelForFile();
let creator: ApiUser;
let videoId: string;

beforeAll(async () => {
  creator = await apiSignUp(suite.popreel.baseUrl, 'blocked');
  videoId = await uploadReadyVideo(suite.popreel.baseUrl, creator, (await makeVideo({ seconds: 1 })).bytes, 'back after unblock');
}, 120_000);

describe('blocked accounts', () => {
  it('lists a blocked creator in Edit Profile; Unblock rolls back on failure, then succeeds and their video is back in the feed', async () => {
    const { page, context, api } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await follow(suite.popreel.baseUrl, api, creator);
      await block(suite.popreel.baseUrl, api, creator);
      const card = page.locator(`article[data-video-id="${videoId}"]`);

      // The feed is read (and cached) while the creator is blocked; settings is reached inside the app.
      await page.goto('/');
      // The phone header's Profile, or the desktop rail's (decision 029): one of them, whatever the size.
      await page.getByRole('link', { name: 'Profile', exact: true }).waitFor();
      expect(await card.count()).toBe(0);
      await page.getByRole('link', { name: 'Profile', exact: true }).click();
      await page.getByRole('main').getByRole('link', { name: 'Edit Profile' }).click();

      const blocked = page.getByRole('list', { name: BLOCKED_ACCOUNTS_TEXT.title });
      const profileLink = blocked.getByRole('link', { name: `@${creator.username}` });
      await profileLink.waitFor();
      expect(await profileLink.getAttribute('href')).toBe(`/profile/${creator.id}`);
      const unblock = blocked.getByRole('button', { name: `Unblock @${creator.username}` });
      await auditScreen(page);

      // The row leaves before the server answers; a refusal puts it back.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/blocks/*', async (route) => {
        if (route.request().method() !== 'DELETE') return route.continue();
        await held;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' });
      });
      await unblock.click();
      await unblock.waitFor({ state: 'detached' });
      release();
      await page.getByText(BLOCKED_ACCOUNTS_TEXT.unblockFailed, { exact: true }).waitFor();
      await unblock.waitFor();
      await page.unroute('**/api/blocks/*');

      await unblock.click();
      await page.getByText(BLOCKED_ACCOUNTS_TEXT.unblocked, { exact: true }).waitFor();
      await page.getByText(BLOCKED_ACCOUNTS_TEXT.empty, { exact: true }).waitFor();
      expect(await apiGet<{ items: unknown[] }>(suite.popreel.baseUrl, api, '/api/blocks')).toEqual({ items: [], nextCursor: null });
      await auditScreen(page);

      // Back to the feed without a reload: the cached pages were invalidated, so the video is there again.
      await page.getByRole('link', { name: 'Back to profile' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await card.waitFor({ state: 'attached' });

      // Their profile, with its video tile, is one of the screens the audit sees.
      await page.goto(`/profile/${creator.id}`);
      await page.locator(`li[data-video-id="${videoId}"]`).waitFor();
    } finally {
      await context.close();
    }
  });
});
