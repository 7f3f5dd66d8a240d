import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { waitUntilPlaying } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import { card, poll } from './feed-fixture.ts';

/**
 * Issue 41 end to end: a creator's alt text is the video's accessible name, a WebVTT track added from the
 * card's Captions screen is drawn over the feed video with CC on (and not with it off), the choice survives
 * a reload, and the screens involved pass axe.
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

const ALT_TEXT = 'A test pattern of coloured bars with a moving clock';
const ENGLISH_CUE = 'Hello from the captions';
const SPANISH_CUE = 'Hola desde los subtítulos';
const TIMED_CUE = 'Only from one second';
// The first cue runs from the first frame to well past the clip's end, so it is on screen however the loop
// falls; the second only from 1.0 s to 1.8 s, to show a cue is drawn at its time and not before or after.
const VTT = `WEBVTT\n\n1\n00:00:00.000 --> 00:01:00.000\n${ENGLISH_CUE}\n\n2\n00:00:01.000 --> 00:00:01.800\n${TIMED_CUE}\n`;

const ccButton = (scope: Locator) => scope.getByRole('button', { name: 'Captions', exact: true });
const cue = (scope: Locator, text: string) => scope.locator('[data-caption-cue]').getByText(text, { exact: true });

/** Through the upload screen, with alt text and, given `vtt`, a captions file (its language left as the video's). */
async function uploadWithAltText(page: Page, clip: Uint8Array, vtt?: string): Promise<string> {
  await page.goto('/upload');
  await page.getByLabel('Caption', { exact: true }).fill('Bars and a clock');
  await page.getByLabel('Alt text').fill(ALT_TEXT);
  await page.getByText(`${ALT_TEXT.length}/1500`).waitFor();
  await page.getByLabel('Video file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from(clip) });
  if (vtt) {
    await page.getByLabel('Captions file (WebVTT)').setInputFiles({ name: 'hello.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) });
    expect(await page.getByLabel('Captions language').inputValue()).toBe('en');
  }
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('heading', { name: 'Upload complete' }).waitFor({ timeout: 90_000 });
  const href = await page.getByRole('link', { name: 'View video' }).getAttribute('href');
  return href!.replace('/v/', '');
}

async function openCaptions(page: Page, videoCard: Locator): Promise<Locator> {
  await videoCard.getByRole('button', { name: 'More options' }).click();
  await videoCard.getByRole('menuitem', { name: 'Captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Captions' });
  await dialog.waitFor();
  return dialog;
}

describe('captions and alt text', () => {
  it('draws an uploaded WebVTT track over the feed video with CC on, not off, remembered across a reload; alt text names the video', async () => {
    const clip = (await makeVideo({ seconds: 2 })).bytes;
    const { page, context, account } = await openSignedIn(browser, popreel.baseUrl);
    try {
      const videoId = await uploadWithAltText(page, clip);
      await page.goto('/');
      const videoCard = card(page, videoId);
      await waitUntilPlaying(page, videoId);

      // The alt text given at upload is the <video>'s accessible name.
      const named = videoCard.getByLabel(ALT_TEXT, { exact: true });
      expect(await named.evaluate((element) => element.tagName)).toBe('VIDEO');
      // No track yet: no CC button.
      expect(await ccButton(videoCard).count()).toBe(0);

      // The Captions screen: empty, then a checked WebVTT file for English.
      const dialog = await openCaptions(page, videoCard);
      await dialog.getByText('No captions yet').waitFor();
      await auditScreen(page);
      await dialog.getByLabel('Captions language').selectOption('en');
      await dialog.getByLabel('WebVTT file').setInputFiles({ name: 'bad.vtt', mimeType: 'text/vtt', buffer: Buffer.from('not captions') });
      await dialog.getByRole('alert').getByText('This file is not WebVTT: it must start with WEBVTT').waitFor();
      expect(await dialog.getByRole('button', { name: 'Upload captions' }).isDisabled()).toBe(true);
      await dialog.getByLabel('WebVTT file').setInputFiles({ name: 'hello.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
      await dialog.getByText('Cues in this file: 2').waitFor();
      await dialog.getByRole('button', { name: 'Upload captions' }).click();
      const tracks = dialog.getByRole('list', { name: 'Caption tracks' });
      await tracks.getByText('Published').waitFor();
      await tracks.getByText('English').waitFor();
      await auditScreen(page);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      // CC is off by default: the track is there, its text is not drawn.
      const cc = ccButton(videoCard);
      await cc.waitFor();
      expect(await cc.getAttribute('aria-pressed')).toBe('false');
      expect(await videoCard.locator('video track[kind="captions"][srclang="en"]').count()).toBe(1);
      expect(await cue(videoCard, ENGLISH_CUE).count()).toBe(0);

      // On: the cue is drawn over the video, above the card's own text.
      await cc.click();
      await poll(() => cc.getAttribute('aria-pressed')).toBe('true');
      await cue(videoCard, ENGLISH_CUE).waitFor();
      const cueBox = (await videoCard.locator('[data-caption-cue]').boundingBox())!;
      const videoBox = (await videoCard.locator('video').boundingBox())!;
      const captionBox = (await videoCard.getByText('Bars and a clock').boundingBox())!;
      expect(cueBox.y).toBeGreaterThanOrEqual(videoBox.y);
      expect(cueBox.y + cueBox.height).toBeLessThanOrEqual(captionBox.y);
      // At its time: paused at 1.4 s the timed cue shows; at 0.4 s and at 1.9 s it does not.
      const seek = (seconds: number) =>
        videoCard.locator('video').evaluate((video: HTMLVideoElement, at) => {
          video.pause();
          video.currentTime = at;
        }, seconds);
      // Both cues are active at 1.4 s: they are drawn together, one line each.
      const drawn = () => videoCard.locator('[data-caption-cue]').innerText();
      await seek(1.4);
      await poll(drawn).toBe(`${ENGLISH_CUE}\n${TIMED_CUE}`);
      await seek(0.4);
      await poll(drawn).toBe(ENGLISH_CUE);
      await seek(1.9);
      await poll(drawn).toBe(ENGLISH_CUE);
      await videoCard.locator('video').evaluate((video: HTMLVideoElement) => video.play());
      // Every track stays hidden: only our overlay draws cues.
      expect(await videoCard.locator('video').evaluate((video: HTMLVideoElement) => Array.from(video.textTracks, (track) => track.mode))).toEqual(['hidden']);

      // Off again: gone.
      await cc.click();
      await poll(() => cue(videoCard, ENGLISH_CUE).count()).toBe(0);

      // The feed's key (listed under ?) turns it on; the choice survives a reload.
      await page.keyboard.press('v');
      await cue(videoCard, ENGLISH_CUE).waitFor();
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `popreel:captions:${account.id}`))!)).toMatchObject({ on: true });
      await page.reload();
      await waitUntilPlaying(page, videoId);
      expect(await ccButton(card(page, videoId)).getAttribute('aria-pressed')).toBe('true');
      await cue(card(page, videoId), ENGLISH_CUE).waitFor();
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Captions on or off').waitFor();
      await page.keyboard.press('Escape');

      // Edit video changes the alt text, and the player's name with it.
      const reloaded = card(page, videoId);
      await reloaded.getByRole('button', { name: 'More options' }).click();
      await reloaded.getByRole('menuitem', { name: 'Edit video' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit video' });
      expect(await edit.getByLabel('Alt text').inputValue()).toBe(ALT_TEXT);
      await edit.getByLabel('Alt text').fill('Coloured bars and a running clock');
      await edit.getByRole('button', { name: 'Save', exact: true }).click();
      await edit.waitFor({ state: 'hidden' });
      await reloaded.getByLabel('Coloured bars and a running clock', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  }, 150_000);

  it('takes a captions file at upload, writes cues for a second language chosen from the CC menu; drafts stay off the player until published', async () => {
    const clip = (await makeVideo({ seconds: 2 })).bytes;
    const { page, context } = await openSignedIn(browser, popreel.baseUrl);
    try {
      const videoId = await uploadWithAltText(page, clip, VTT);
      await page.goto('/');
      const videoCard = card(page, videoId);
      await waitUntilPlaying(page, videoId);
      await ccButton(videoCard).waitFor();

      const dialog = await openCaptions(page, videoCard);
      await dialog.getByRole('list', { name: 'Caption tracks' }).getByText('English').waitFor();

      // Written cues, kept as a draft first.
      await dialog.getByLabel('Captions language').selectOption('es');
      await dialog.getByRole('button', { name: 'Write captions' }).click();
      const cues = dialog.getByRole('form', { name: 'Spanish cues' });
      await cues.getByLabel('End (seconds)').fill('60');
      await cues.getByRole('button', { name: 'Save as draft' }).click();
      await cues.getByRole('alert').getByText('Cue 1 has no text').waitFor();
      await cues.getByLabel('Text').fill(SPANISH_CUE);
      await auditScreen(page);
      await cues.getByRole('button', { name: 'Save as draft' }).click();
      const tracks = dialog.getByRole('list', { name: 'Caption tracks' });
      await tracks.getByText('Draft').waitFor();
      expect(await videoCard.locator('video track').count()).toBe(1);

      await dialog.getByRole('button', { name: 'Publish the Spanish captions' }).click();
      await poll(() => tracks.getByText('Draft').count()).toBe(0);
      await page.getByText('Captions published', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      // The toasts sit over the top of the card for a few seconds (longer under a hovering pointer).
      await page.mouse.move(0, 0);
      await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);

      // Two tracks: the CC menu offers both; picking Spanish turns captions on in Spanish.
      await poll(() => videoCard.locator('video track').count()).toBe(2);
      const menuButton = videoCard.getByRole('button', { name: 'Captions language' });
      await menuButton.click();
      const menu = videoCard.getByRole('menu', { name: 'Captions language' });
      await menu.waitFor();
      await auditScreen(page);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await menuButton.click();
      await menu.getByRole('menuitemradio', { name: 'Spanish' }).click();
      await cue(videoCard, SPANISH_CUE).waitFor();
      expect(await ccButton(videoCard).getAttribute('aria-pressed')).toBe('true');
      await menuButton.click();
      expect(await menu.getByRole('menuitemradio', { name: 'Spanish' }).getAttribute('aria-checked')).toBe('true');
      // Opened again, the menu starts on the chosen language.
      expect(await menu.getByRole('menuitemradio', { name: 'Spanish' }).evaluate((item) => item === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');

      // The share page carries the published tracks too, and the alt text.
      await page.goto(`/v/${videoId}`);
      const share = page.locator(`article[data-video-id="${videoId}"]`);
      await share.getByLabel(ALT_TEXT, { exact: true }).waitFor();
      await poll(() => share.locator('video track[kind="captions"]').count()).toBe(2);
      await cue(share, SPANISH_CUE).waitFor();
    } finally {
      await context.close();
    }
  }, 150_000);
});
