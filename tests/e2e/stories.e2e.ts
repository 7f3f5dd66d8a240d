import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { UserStories } from '../../src/shared/story-types.ts';
import { auditScreen, newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, follow, type ApiUser } from './api-helpers.ts';
import { apiGet, openSignedIn } from './creator-helpers.ts';
import { postImageStory, postVideoStory } from './story-helpers.ts';

/**
 * The story viewer (/stories/{userId}), the rings over the feed and on the profile avatar: who sees
 * what, how it plays, and what happens when a story runs out its 24 hours.
 */
let popreel: RunningPopreel;
let browser: Browser;
let png: Buffer;

beforeAll(async () => {
  [popreel, browser, png] = await Promise.all([
    startPopreel(),
    newBrowser(),
    sharp({ create: { width: 1080, height: 1920, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

const rings = (page: Page) => page.getByRole('navigation', { name: 'Stories' });
const ring = (page: Page, user: { username: string }) => rings(page).getByRole('link', { name: user.username });
const bars = (page: Page) => page.getByTestId('story-progress').locator('[data-state]');
const barStates = (page: Page) => bars(page).evaluateAll((spans) => spans.map((span) => span.getAttribute('data-state')));
const caption = (page: Page, text: string) => page.getByText(text, { exact: true });
/** Opens the feed and waits until its rings have arrived, so an absent ring means absent, not late. */
async function openFeed(page: Page) {
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stories/rings');
  await page.goto('/');
  await loaded;
  await rings(page).getByRole('link', { name: /^Your story/ }).first().waitFor();
}
/** A tap at a fraction of the story frame's width (the 9:16 story itself, a column on a wide screen). */
async function tapStage(page: Page, across: number) {
  const box = (await page.getByTestId('story-frame').boundingBox())!;
  await page.mouse.click(box.x + box.width * across, box.y + box.height / 2);
}

describe('stories', () => {
  let author: ApiUser;
  let publicId: string;
  let followersId: string;

  beforeAll(async () => {
    author = await apiSignUp(popreel.baseUrl, 'storyteller');
    publicId = await postImageStory(popreel.baseUrl, author, png, { caption: 'Sunrise over the bay', sticker: 'fire', stickerX: '0.3', stickerY: '0.2' });
    followersId = await postImageStory(popreel.baseUrl, author, png, { caption: 'Close friends only', visibility: 'followers' });
  });

  it('a follower watches from the feed rings: steps, pauses, goes on to the next person and closes; the rings turn seen', { timeout: 90_000 }, async () => {
    const fan = await openSignedIn(browser, popreel.baseUrl);
    const { page } = fan;
    try {
      // Posted last, so this ring comes first: watching it runs on into the author's stories by itself.
      const friend = await apiSignUp(popreel.baseUrl, 'friend');
      await postImageStory(popreel.baseUrl, friend, png, { caption: 'Coffee first' });
      await follow(popreel.baseUrl, fan.api, author);
      await follow(popreel.baseUrl, fan.api, friend);

      await openFeed(page);
      const order = await rings(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(order).toEqual(['/stories/new', `/stories/${friend.id}`, `/stories/${author.id}`]);
      expect(await ring(page, author).getAttribute('data-unseen')).toBe('true');
      expect(await rings(page).getByRole('link', { name: /^Your story/ }).getAttribute('href')).toBe('/stories/new');

      await ring(page, friend).click();
      await page.waitForURL((url) => url.pathname === `/stories/${friend.id}`);
      await caption(page, 'Coffee first').waitFor();
      await page.getByRole('button', { name: 'Close stories' }).waitFor();
      await auditScreen(page);
      // The one image story runs its 5 s, then the next ring's stories start.
      await page.waitForURL((url) => url.pathname === `/stories/${author.id}`, { timeout: 10_000 });
      await caption(page, 'Sunrise over the bay').waitFor();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Play story' }).waitFor();
      expect(await barStates(page)).toEqual(['current', 'pending']);
      expect(await page.getByRole('img', { name: 'fire sticker' }).textContent()).toBe('🔥');
      expect(await page.getByRole('link', { name: author.username }).getAttribute('href')).toBe(`/profile/${author.id}`);
      const fill = page.locator('[data-state="current"] > span');
      const pausedAt = await fill.evaluate((span) => span.style.transform);
      await page.waitForTimeout(800);
      expect(await fill.evaluate((span) => span.style.transform)).toBe(pausedAt);
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Pause story' }).waitFor();

      // Press and hold pauses; letting go resumes without stepping.
      const box = (await page.getByTestId('story-frame').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.getByRole('button', { name: 'Play story' }).waitFor();
      await page.mouse.up();
      await page.getByRole('button', { name: 'Pause story' }).waitFor();
      expect(await caption(page, 'Sunrise over the bay').count()).toBe(1);

      await tapStage(page, 0.85);
      await caption(page, 'Close friends only').waitFor();
      expect(await barStates(page)).toEqual(['done', 'current']);
      await page.keyboard.press('ArrowLeft');
      await caption(page, 'Sunrise over the bay').waitFor();
      await tapStage(page, 0.1);
      await caption(page, 'Sunrise over the bay').waitFor();
      await page.keyboard.press('ArrowRight');
      await caption(page, 'Close friends only').waitFor();

      expect((await page.request.get(`/api/stories/${followersId}/media`, { maxRedirects: 0 })).status()).toBe(302);
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => ring(page, author).getAttribute('data-unseen')).toBe('false');
      expect(await ring(page, friend).getAttribute('data-unseen')).toBe('false');
      const { items } = await apiGet<UserStories>(popreel.baseUrl, fan.api, `/api/users/${author.id}/stories`);
      expect(items.map((item) => item.seen)).toEqual([true, true]);
    } finally {
      await fan.context.close();
    }
  });

  it('someone who does not follow gets no ring, sees only the public story, and cannot fetch the followers-only file', async () => {
    const stranger = await openSignedIn(browser, popreel.baseUrl);
    const { page } = stranger;
    try {
      await openFeed(page);
      expect(await ring(page, author).count()).toBe(0);

      await page.goto(`/stories/${author.id}`);
      await caption(page, 'Sunrise over the bay').waitFor();
      expect(await bars(page).count()).toBe(1);
      expect(await caption(page, 'Close friends only').count()).toBe(0);
      expect((await page.request.get(`/api/stories/${followersId}/media`, { maxRedirects: 0 })).status()).toBe(404);
      expect((await page.request.get(`/api/stories/${publicId}/media`, { maxRedirects: 0 })).status()).toBe(302);

      // Swiping down closes; opened straight from an address, it lands on the feed.
      const box = (await page.getByTestId('story-frame').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 150);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + 310, { steps: 6 });
      await page.mouse.up();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await stranger.context.close();
    }
  });

  it('the profile avatar gets a ring that opens the viewer, only while there are stories to watch', async () => {
    const fan = await openSignedIn(browser, popreel.baseUrl);
    const { page } = fan;
    try {
      await follow(popreel.baseUrl, fan.api, author);
      await page.goto(`/profile/${fan.account.id}`);
      await page.getByRole('heading', { name: `@${fan.account.username}` }).waitFor();
      expect(await page.getByRole('link', { name: 'View stories' }).count()).toBe(0);

      await page.goto(`/profile/${author.id}`);
      await page.getByRole('link', { name: 'View stories' }).click();
      await page.waitForURL((url) => url.pathname === `/stories/${author.id}`);
      await caption(page, 'Sunrise over the bay').waitFor();
      expect(await bars(page).count()).toBe(2);
      await page.getByRole('button', { name: 'Close stories' }).click();
      await page.waitForURL((url) => url.pathname === `/profile/${author.id}`);
    } finally {
      await fan.context.close();
    }
  });
});

describe('stories that end', () => {
  it('a story past its 24 hours is gone from the viewer and its ring vanishes', async () => {
    const fan = await openSignedIn(browser, popreel.baseUrl);
    const { page } = fan;
    try {
      const author = await apiSignUp(popreel.baseUrl, 'fleeting');
      const storyId = await postImageStory(popreel.baseUrl, author, png, { caption: 'Here today' });
      await follow(popreel.baseUrl, fan.api, author);
      await openFeed(page);
      await ring(page, author).waitFor();

      // The expiry job would delete the row later; a past expires_at alone must already hide it everywhere.
      await popreel.query("update stories set expires_at = now() - interval '1 minute' where id = $1", [storyId]);
      await page.goto(`/stories/${author.id}`);
      await page.getByText('No active stories', { exact: true }).waitFor();
      expect((await page.request.get(`/api/stories/${storyId}/media`, { maxRedirects: 0 })).status()).toBe(404);
      await page.getByRole('button', { name: 'Close stories' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await openFeed(page);
      expect(await ring(page, author).count()).toBe(0);
    } finally {
      await fan.context.close();
    }
  });

  it('the author opens their own story from "Your story" and deletes it after a confirm', async () => {
    const me = await openSignedIn(browser, popreel.baseUrl);
    const { page } = me;
    try {
      await postImageStory(popreel.baseUrl, me.api, png, { caption: 'Mine to delete' });
      await openFeed(page);
      expect(await rings(page).getByRole('link', { name: 'Add to your story' }).getAttribute('href')).toBe('/stories/new');
      await rings(page).getByRole('link', { name: 'Your story', exact: true }).click();
      await caption(page, 'Mine to delete').waitFor();

      await page.getByRole('button', { name: 'Story options' }).click();
      await page.getByRole('menuitem', { name: 'Delete story' }).waitFor();
      await auditScreen(page);
      const confirmed: string[] = [];
      page.once('dialog', (dialog) => {
        confirmed.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole('menuitem', { name: 'Delete story' }).click();
      await page.getByText('Story deleted', { exact: true }).waitFor();
      expect(confirmed).toHaveLength(1);
      await page.waitForURL((url) => url.pathname === '/');
      await rings(page).getByRole('link', { name: /^Your story\s*, add a story$/ }).waitFor();
      expect((await apiGet<UserStories>(popreel.baseUrl, me.api, `/api/users/${me.account.id}/stories`)).items).toEqual([]);
    } finally {
      await me.context.close();
    }
  });

  it('a video story plays muted inline with a sound toggle, fills its bar with playback and closes when done', { timeout: 120_000 }, async () => {
    const fan = await openSignedIn(browser, popreel.baseUrl);
    const { page } = fan;
    try {
      const author = await apiSignUp(popreel.baseUrl, 'filmmaker');
      await postVideoStory(popreel.baseUrl, author, { seconds: 3, caption: 'Moving pictures' });
      await page.goto(`/stories/${author.id}`);
      await caption(page, 'Moving pictures').waitFor();
      const video = page.locator('video');
      await page.waitForFunction(() => {
        const player = document.querySelector('video');
        return Boolean(player && !player.paused && player.currentTime > 0.2);
      });
      expect(await video.evaluate((player: HTMLVideoElement) => ({ muted: player.muted, inline: player.playsInline }))).toEqual({ muted: true, inline: true });
      await page.getByRole('button', { name: 'Unmute' }).click();
      expect(await video.evaluate((player: HTMLVideoElement) => player.muted)).toBe(false);
      await page.getByRole('button', { name: 'Mute' }).waitFor();
      await expect.poll(() => page.locator('[data-state="current"] > span').evaluate((span) => span.style.transform)).not.toBe('scaleX(0)');
      await auditScreen(page);
      // Nobody else has stories for this viewer: after the clip ends the viewer closes to the feed.
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    } finally {
      await fan.context.close();
    }
  });
});
