import sharp from 'sharp';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MAX_VIDEO_BYTES } from '../../src/shared/constants.ts';
import { UPLOAD_MESSAGES } from '../../src/shared/messages.ts';
import { UPLOAD_UI_TEXT } from '../../src/shared/creator-messages.ts';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { getVideo, waitUntilPlaying } from './api-helpers.ts';
import { openSignedIn, recordAnalytics, recordRequests } from './creator-helpers.ts';

let popreel: RunningPopreel;
let browser: Browser;
let workDir: string;

beforeAll(async () => {
  [popreel, browser, workDir] = await Promise.all([startPopreel(), newBrowser(), mkdtemp(join(tmpdir(), 'popreel-upload-'))]);
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });

/** Records every value the upload bar shows, in order, from inside the page. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"][aria-label="Upload progress"]')?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: string[] }).__progress.map(Number));
}

describe('upload', () => {
  it('refuses a non-video and a file over 50MB before sending a byte, and Reset clears the form', async () => {
    const { page, context } = await openSignedIn(browser, popreel.baseUrl);
    try {
      const uploads = recordRequests(page, 'POST', '/api/videos');
      const resumable = recordRequests(page, 'POST', '/api/uploads');
      await page.goto('/upload');
      await page.getByRole('heading', { name: 'Upload Video', level: 1 }).waitFor();
      expect(await uploadButton(page).isDisabled()).toBe(true);

      await page.getByLabel('Video file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
      await page.getByText(UPLOAD_MESSAGES.invalidTypeTitle, { exact: true }).waitFor();
      await page.getByText(UPLOAD_MESSAGES.invalidType, { exact: true }).waitFor();
      expect(await uploadButton(page).isDisabled()).toBe(true);

      // A sparse file: 50MB + 1 byte on paper, nothing on disk.
      const big = join(workDir, 'huge.mp4');
      await writeFile(big, '');
      await truncate(big, MAX_VIDEO_BYTES + 1);
      await page.getByLabel('Video file').setInputFiles(big);
      await page.getByText(UPLOAD_MESSAGES.tooLargeTitle, { exact: true }).waitFor();
      await page.getByText(UPLOAD_MESSAGES.tooLarge, { exact: true }).waitFor();
      expect(await uploadButton(page).isDisabled()).toBe(true);
      expect(await page.getByLabel('Video file').inputValue()).toBe('');

      // The language follows the caption as it is typed, until one is picked (issue 39).
      const language = page.getByLabel('Language', { exact: true });
      await page.getByLabel('Caption', { exact: true }).fill('bailando en la playa');
      expect(await language.inputValue()).toBe('es');
      await language.selectOption('ar');
      await page.getByLabel('Caption', { exact: true }).fill('will be cleared');
      expect(await language.inputValue()).toBe('ar');
      await page.getByLabel('Video file').setInputFiles({ name: 'tiny.mp4', mimeType: 'video/mp4', buffer: Buffer.from('tiny') });
      expect(await uploadButton(page).isDisabled()).toBe(false);
      await page.getByRole('button', { name: 'Reset' }).click();
      expect(await page.getByLabel('Caption', { exact: true }).inputValue()).toBe('');
      expect(await language.inputValue()).toBe('');
      expect(await page.getByLabel('Video file').inputValue()).toBe('');
      expect(await uploadButton(page).isDisabled()).toBe(true);

      expect(uploads).toEqual([]);
      expect(resumable).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('uploads a real video tagged with a new place: real byte progress, 40, 60, 90, 100%, then it plays and the place lists it', async () => {
    const clip = await makeVideo({ seconds: 2 });
    const { page, context, api, account } = await openSignedIn(browser, popreel.baseUrl);
    try {
      const analytics = recordAnalytics(page);
      await page.goto('/upload');
      await page.getByLabel('Caption', { exact: true }).fill('Sunset at the pier');
      await page.getByLabel('Video file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip.bytes });

      // The place picker: a new place, located with a click on the (tile-less) map.
      await page.getByRole('button', { name: 'Add place' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose a place' });
      await dialog.getByRole('button', { name: 'Add new place' }).click();
      const placeName = `Pier Cafe ${Date.now().toString(36)}`;
      await dialog.getByLabel('Place name').fill(placeName);
      await dialog.getByLabel('Type').selectOption('venue');
      await dialog.getByLabel('City').fill('Brighton');
      const map = dialog.getByTestId('leaflet-map');
      await map.locator('.leaflet-pane').first().waitFor({ state: 'attached' });
      await map.click({ position: { x: 120, y: 80 } });
      await dialog.getByText(/^Latitude -?\d+\.\d{5}, Longitude -?\d+\.\d{5}$/).waitFor();
      await map.locator('.leaflet-marker-icon').waitFor();
      await auditScreen(page);
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/places');
      await dialog.getByRole('button', { name: 'Create place' }).click();
      const place = (await (await created).json()) as { id: string; lat: number; lng: number };
      expect(place.lat).not.toBe(0);
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('chosen-place').innerText()).toBe(`${placeName} — venue`);

      // A slow uplink (about 512 KB/s) so the bar shows real byte progress between 10% and 40%.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
      const progress = await watchProgress(page);
      await uploadButton(page).click();
      expect(await uploadButton(page).isDisabled()).toBe(true);
      await page.getByRole('heading', { name: 'Upload complete' }).waitFor({ timeout: 90_000 });
      expect(await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('100');
      const values = await progress();
      expect(values[0]).toBe(10);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values.filter((value) => value > 10 && value < 40).length).toBeGreaterThan(1);
      for (const step of [40, 60, 90, 100]) expect(values).toContain(step);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

      const href = await page.getByRole('link', { name: 'View video' }).getAttribute('href');
      const videoId = href!.replace('/v/', '');
      expect(await page.getByRole('link', { name: 'Go to profile' }).getAttribute('href')).toBe(`/profile/${account.id}`);
      const video = await getVideo(popreel.baseUrl, api, videoId);
      expect(video.captionAi).toBeTruthy();
      expect(video.place).toMatchObject({ id: place.id, name: placeName, type: 'venue' });
      // Detected from 'Sunset at the pier' and sent with the upload.
      expect(video.language).toBe('en');
      expect(await page.getByTestId('ai-caption').innerText()).toBe(video.captionAi);
      const thumbnail = page.getByRole('img', { name: 'Video thumbnail' });
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await thumbnail.elementHandle());
      // The result plays the signed link (GET /api/videos/{id}/link).
      await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('video[aria-label="Uploaded video"]')?.readyState ?? 0) >= 1);
      expect(analytics.filter((event) => event.name === 'upload_success')).toEqual([{ name: 'upload_success', props: { videoId: videoId } }]);
      expect(analytics.some((event) => event.name === 'place_select')).toBe(true);

      await page.getByRole('link', { name: 'View video' }).click();
      await waitUntilPlaying(page, videoId);

      // Its share card: the share page's preview image (a stable link) becomes the rendered 1200×630 JPEG.
      const html = await (await fetch(`${popreel.baseUrl}/v/${videoId}`)).text();
      const shareImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(shareImage).toBe(`${popreel.baseUrl}/v/${videoId}/card.jpg`);
      let preview = await fetch(shareImage);
      for (const end = Date.now() + 30_000; preview.headers.get('content-type') !== 'image/jpeg' && Date.now() < end; ) {
        await preview.arrayBuffer(); // the logo, until the card is made
        await new Promise((wait) => setTimeout(wait, 250));
        preview = await fetch(shareImage);
      }
      expect(preview.headers.get('content-type')).toBe('image/jpeg');
      const card = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
      expect([card.width, card.height]).toEqual([1200, 630]);

      await page.goto('/');
      await page.locator(`article[data-video-id="${videoId}"]`).waitFor();
      await waitUntilPlaying(page, videoId);

      await page.goto(`/place/${place.id}`);
      await page.getByRole('heading', { name: placeName, level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Videos at this place' }).locator(`a[href="/place/${place.id}/videos/${videoId}"]`).waitFor();
      expect(await page.getByRole('link', { name: `@${account.username}` }).getAttribute('href')).toBe(`/profile/${account.id}`);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('shows a processing failure with its reason and Retry, and an AI caption failure as a toast', async () => {
    const clip = await makeVideo({ seconds: 1 });
    const { page, context, account } = await openSignedIn(browser, popreel.baseUrl);
    try {
      // The server's status answers are rewritten: first a failed transcode, then (after Retry) a failed caption.
      let phase: 'failed' | 'retried' = 'failed';
      const retries: string[] = [];
      await page.route(/\/api\/videos\/[^/]+\/status$/, async (route) => {
        const real = await route.fetch();
        const body = (await real.json()) as Record<string, unknown>;
        if (phase === 'failed') Object.assign(body, { status: 'failed', statusReason: 'We could not process this video' });
        else if (body.status === 'ready') Object.assign(body, { aiStatus: 'failed', captionAi: null, tagsAi: [] });
        await route.fulfill({ response: real, json: body });
      });
      await page.route(/\/api\/videos\/[^/]+\/retry$/, (route) => {
        retries.push(route.request().url());
        phase = 'retried';
        return route.fulfill({ status: 202, json: { status: 'processing' } });
      });

      await page.goto('/upload');
      await page.getByLabel('Video file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip.bytes });
      await uploadButton(page).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Processing failed' });
      await alert.getByText('We could not process this video').waitFor({ timeout: 30_000 });
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => retries.length).toBe(1);

      await page.getByText(UPLOAD_UI_TEXT.aiFailedTitle, { exact: true }).waitFor({ timeout: 60_000 });
      await page.getByText(UPLOAD_UI_TEXT.aiFailed, { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Upload complete' }).waitFor();
      expect(await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('100');

      // On the profile, an owner's failed video shows its reason and a Retry.
      await page.route(`**/api/profiles/${account.id}/videos`, async (route) => {
        const real = await route.fetch();
        const body = (await real.json()) as { items: Record<string, unknown>[] };
        body.items = body.items.map((item) => ({ ...item, status: 'failed', statusReason: 'The file has no video we can play' }));
        await route.fulfill({ response: real, json: body });
      });
      await page.getByRole('link', { name: 'Go to profile' }).click();
      const tile = page.locator('[data-status="failed"]');
      await tile.getByText('The file has no video we can play').waitFor();
      await tile.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => retries.length).toBe(2);
    } finally {
      // A refetch still in the route handler when the context closes would fail after the test has ended.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  }, 120_000);
});
