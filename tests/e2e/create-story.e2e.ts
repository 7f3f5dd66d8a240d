import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { STORY_MESSAGES, type UserStories } from '../../src/shared/story-types.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiGet, openSignedIn, recordRequests } from './creator-helpers.ts';

/**
 * Create Story (/stories/new) end to end: Chromium's fake camera (harness flags) records for real, the
 * server's story job trims and encodes the clip, and the API shows what was posted.
 */
const suite = popreelForFile();

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2, exact: true });

/** Moves a range input with the keyboard, as a keyboard user would, until it reads `target`. */
async function slideTo(slider: Locator, target: number) {
  await slider.focus();
  for (let presses = 0; presses < 400; presses++) {
    const value = Number(await slider.inputValue());
    if (Math.abs(value - target) < 0.05) return;
    await slider.press(value > target ? 'ArrowLeft' : 'ArrowRight');
  }
  throw new Error(`slider stuck at ${await slider.inputValue()}, wanted ${target}`);
}

/** Drags the placed sticker so its centre lands at the given fractions of the preview. */
async function dragSticker(page: Page, x: number, y: number) {
  const frame = (await page.getByTestId('story-preview').boundingBox())!;
  const sticker = (await page.getByRole('button', { name: /^Move sticker/ }).boundingBox())!;
  await page.mouse.move(sticker.x + sticker.width / 2, sticker.y + sticker.height / 2);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width * x, frame.y + frame.height * y, { steps: 8 });
  await page.mouse.up();
}

describe('create story', () => {
  it('records from the camera until the 15 s stop, trims to 2–8 s, adds a sticker and caption, and posts', { timeout: 180_000 }, async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl, { permissions: ['camera', 'microphone'] });
    const { page } = me;
    try {
      await page.goto('/stories/new');
      await page.getByRole('heading', { name: STORY_MESSAGES.createTitle, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Open camera' }).click();
      const record = page.getByRole('button', { name: 'Record', exact: true });
      await expect.poll(() => record.isEnabled(), { timeout: 15_000 }).toBe(true);
      const timer = page.getByRole('timer', { name: 'Recording time' });
      expect(await timer.innerText()).toBe('0:00 / 0:15');
      await auditScreen(page);

      const started = Date.now();
      await record.click();
      await page.getByRole('button', { name: 'Stop', exact: true }).waitFor();
      // Nobody presses Stop: the recorder ends the take by itself at the limit.
      await page.getByRole('button', { name: 'Retake' }).waitFor({ timeout: 30_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
      expect(await timer.innerText()).toBe('0:15 / 0:15');
      await page.getByText('Recording stopped at the 0:15 limit', { exact: true }).waitFor();
      await auditScreen(page);

      await page.getByRole('button', { name: 'Use video' }).click();
      await stepHeading(page, 'Trim').waitFor({ timeout: 20_000 });
      const end = page.getByLabel('Trim end');
      await end.focus();
      await end.press('End');
      expect(Number(await end.inputValue())).toBeGreaterThanOrEqual(14.5);
      await slideTo(end, 8);
      await slideTo(page.getByLabel('Trim start'), 2);
      await page.getByText('Story length 6.0 s of at most 15 s', { exact: true }).waitFor();
      await auditScreen(page);
      await page.getByRole('button', { name: 'Next' }).click();

      await stepHeading(page, 'Details').waitFor();
      const fire = page.getByRole('button', { name: 'Sticker fire', exact: true });
      await fire.click();
      expect(await fire.getAttribute('aria-pressed')).toBe('true');
      await dragSticker(page, 0.25, 0.3);
      await page.getByRole('button', { name: /^Move sticker fire, now 25% across and 30% down/ }).waitFor();
      const caption = page.getByLabel('Caption');
      await caption.fill('x'.repeat(130));
      expect((await caption.inputValue()).length).toBe(120);
      expect(await page.getByText('120/120', { exact: true }).count()).toBe(1);
      await caption.fill('Morning run');
      await auditScreen(page);
      expect(await page.getByRole('radio', { name: 'Public' }).isChecked()).toBe(true);

      const post = page.getByRole('button', { name: STORY_MESSAGES.post });
      await post.click();
      const posting = page.getByRole('button', { name: 'Posting...' });
      await posting.waitFor();
      expect(await posting.isDisabled()).toBe(true);
      await page.getByText(STORY_MESSAGES.posted, { exact: true }).waitFor({ timeout: 90_000 });
      await page.waitForURL((url) => url.pathname === `/stories/${me.account.id}`);
      // …and watch it there: the caption over the trimmed clip, which plays.
      await page.getByText('Morning run', { exact: true }).waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, undefined, { timeout: 15_000 });

      const { items } = await apiGet<UserStories>(suite.popreel.baseUrl, me.api, `/api/users/${me.account.id}/stories`);
      expect(items).toHaveLength(1);
      const [story] = items;
      expect(story).toMatchObject({ mediaType: 'video', caption: 'Morning run', sticker: 'fire', visibility: 'public' });
      expect(story.stickerX).toBeCloseTo(0.25, 1);
      expect(story.stickerY).toBeCloseTo(0.3, 1);
      // The 6 s between the handles, give or take the camera's frame timing on two busy cores (6.66 s and 7.22 s
      // seen in CI): never the whole 15 s recording, nor 8 s or more, which ignoring either handle would give.
      expect(Math.abs(story.duration! - 6)).toBeLessThan(2);
    } finally {
      await me.context.close();
    }
  });

  it('crops a chosen picture with wheel zoom, keeps the crop on Back, and posts it as a 1080×1920 image', { timeout: 90_000 }, async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const { page } = me;
    try {
      const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 220, g: 40, b: 110 } } }).png().toBuffer();
      await page.goto('/stories/new');
      await page.locator('input[type="file"]').setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png });
      await stepHeading(page, 'Crop').waitFor();

      const zoom = page.getByLabel('Zoom');
      expect(Number(await zoom.inputValue())).toBe(1);
      await page.getByRole('group', { name: 'Crop area' }).hover();
      await page.mouse.wheel(0, -200);
      await expect.poll(async () => Number(await zoom.inputValue())).toBeGreaterThan(1.5);
      const zoomed = await zoom.inputValue();
      await auditScreen(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await stepHeading(page, 'Details').waitFor();

      // Back steps to the crop as it was left, then forward again.
      await page.getByRole('button', { name: 'Back to Crop' }).click();
      await stepHeading(page, 'Crop').waitFor();
      expect(await zoom.inputValue()).toBe(zoomed);
      await page.getByRole('button', { name: 'Next' }).click();
      await stepHeading(page, 'Details').waitFor();
      await page.getByRole('radio', { name: 'Followers' }).check();
      // Issue 41: alt text, the story's accessible name in the viewer.
      await page.getByLabel('Alt text').fill('A sunny beach with two umbrellas');
      await auditScreen(page);

      await page.getByRole('button', { name: STORY_MESSAGES.post }).click();
      await page.getByText(STORY_MESSAGES.posted, { exact: true }).waitFor({ timeout: 30_000 });
      await page.waitForURL((url) => url.pathname === `/stories/${me.account.id}`);

      const { items } = await apiGet<UserStories>(suite.popreel.baseUrl, me.api, `/api/users/${me.account.id}/stories`);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ mediaType: 'image', caption: null, sticker: null, visibility: 'followers', duration: null, altText: 'A sunny beach with two umbrellas' });
      await page.getByRole('img', { name: 'A sunny beach with two umbrellas', exact: true }).waitFor();
      const media = await fetch(`${suite.popreel.baseUrl}${items[0].mediaUrl}`, { headers: me.api.headers });
      expect(media.ok).toBe(true);
      const { width, height, format } = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
      expect({ width, height, format }).toEqual({ width: 1080, height: 1920, format: 'jpeg' });
    } finally {
      await me.context.close();
    }
  });

  it('refuses a file that is not an image or video, a broken image and a missing camera, and Back leaves the page', async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const { page } = me;
    try {
      // No camera on this device: getUserMedia refuses, as it does when permission is denied.
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
      });
      const posts = recordRequests(page, 'POST', '/api/stories');
      await page.goto('/stories/new');
      await stepHeading(page, 'Choose media').waitFor();

      await page.getByRole('button', { name: 'Open camera' }).click();
      await page.getByText(STORY_MESSAGES.cameraFailed, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Choose a file' }).isEnabled()).toBe(true);

      const input = page.locator('input[type="file"]');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a story') });
      await page.getByText(STORY_MESSAGES.invalidFile, { exact: true }).waitFor();
      await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
      await page.getByText(STORY_MESSAGES.imageFailed, { exact: true }).waitFor();
      await stepHeading(page, 'Choose media').waitFor();
      expect(posts).toEqual([]);

      // Opened directly, so the app has no earlier screen of its own: Back lands on the feed.
      await page.getByRole('button', { name: 'Leave Create Story' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await me.context.close();
    }
  });

  it('sends a visitor to /auth with the sign-in message', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/stories/new');
      await page.getByText(STORY_MESSAGES.signIn, { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/auth');
    } finally {
      await context.close();
    }
  });
});
