import { describe, expect, it } from 'vitest';
import { call, uploadReadyVideo, videoState, waitUntilPlaying } from './api-helpers.ts';
import { card, feedFixture } from './feed-fixture.ts';

/**
 * Issue 38 part B: a sensitive video shows as a blurred poster with its warning and a Show button, and does
 * not play until shown: on a feed card, and on the share page a visitor opens.
 */
const feed = feedFixture({ sensitive: 1 });
const WARNING = 'Flashing lights';

async function markSensitive() {
  const [videoId] = feed.creators.sensitive.videos;
  await call(feed.popreel.baseUrl, feed.creators.sensitive.user, 'PATCH', `/api/videos/${videoId}`, { sensitive: true, contentWarning: WARNING });
  return videoId;
}

describe('content warnings', () => {
  it('keeps a sensitive card blurred behind its warning, not playing, until Show', async () => {
    const videoId = await markSensitive();
    const { page, context } = await feed.openViewer([feed.creators.sensitive]);
    try {
      const cover = card(page, videoId).getByRole('group', { name: `Content warning: ${WARNING}` });
      await cover.waitFor();
      expect(await cover.getByText(WARNING, { exact: true }).isVisible()).toBe(true);
      // Held back: no file is loaded, so nothing plays behind the blur.
      await page.waitForTimeout(1000);
      const before = await videoState(page, videoId);
      expect(before === null || (before.paused && before.currentTime === 0)).toBe(true);
      expect(await card(page, videoId).locator('video').getAttribute('src')).toBeNull();

      await cover.getByRole('button', { name: 'Show', exact: true }).click();
      await waitUntilPlaying(page, videoId);
      expect(await card(page, videoId).getByTestId('sensitive-cover').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('covers the share page for a visitor too, with the warning, until Show', async () => {
    const videoId = await markSensitive();
    const context = await feed.browser.newContext({ baseURL: feed.popreel.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto(`/v/${videoId}`);
      const cover = page.getByRole('group', { name: `Content warning: ${WARNING}` });
      await cover.waitFor();
      await page.waitForTimeout(1000);
      const before = await videoState(page, videoId);
      expect(before === null || before.paused).toBe(true);
      await cover.getByRole('button', { name: 'Show', exact: true }).click();
      await waitUntilPlaying(page, videoId);
    } finally {
      await context.close();
    }
  });

  it("lets the owner mark a video sensitive from Edit video, and the card covers itself at once", async () => {
    const { page, context, api } = await feed.openViewer([], { path: null });
    try {
      const videoId = await uploadReadyVideo(feed.popreel.baseUrl, api, feed.clip, 'my own clip');
      await page.goto('/');
      const target = card(page, videoId);
      await waitUntilPlaying(page, videoId);
      await target.getByRole('button', { name: 'More options' }).click();
      await page.getByRole('menuitem', { name: 'Edit video' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit video' });
      await dialog.getByRole('radio', { name: 'Unlisted' }).check();
      await dialog.getByRole('switch', { name: /Sensitive content/ }).check();
      await dialog.getByLabel('Content warning (optional)').fill('Spiders');
      await dialog.getByRole('radio', { name: 'Followers', exact: true }).last().check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await target.getByRole('group', { name: 'Content warning: Spiders' }).waitFor();
      const saved = await call<{ visibility: string; sensitive: boolean; contentWarning: string; commentPolicy: string }>(feed.popreel.baseUrl, api, 'GET', `/api/videos/${videoId}`);
      expect(saved).toMatchObject({ visibility: 'unlisted', sensitive: true, contentWarning: 'Spiders', commentPolicy: 'followers' });
    } finally {
      await context.close();
    }
  });
});
