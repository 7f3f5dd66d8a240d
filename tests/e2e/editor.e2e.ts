import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { makeVideo } from '../factories/media.ts';
import { EDITOR_MESSAGES, type Sound } from '../../src/shared/sound-types.ts';
import type { FeedItem } from '../../src/shared/feed-types.ts';
import { popreelForFile } from './harness.ts';
import { apiSignUp, call, uploadReadyVideo, waitUntilPlaying } from './api-helpers.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';
import { apiLibrarySound } from './sound-helpers.ts';

const suite = popreelForFile();
let owner: SignedIn;
let track: AsJson<Sound>;
let videoId: string;

beforeAll(async () => {
  const clip = (await makeVideo({ seconds: 4, width: 360, height: 640 })).bytes;
  track = await apiLibrarySound(suite.popreel, await apiSignUp(suite.popreel.baseUrl, 'artist'), clip, { title: 'Neon Nights', artist: 'Synth Club', genre: 'Electronic' });
  owner = await openSignedIn(suite.browser, suite.popreel.baseUrl);
  videoId = await uploadReadyVideo(suite.popreel.baseUrl, owner.api, clip, 'my clip to edit');
});

afterAll(async () => {
  await owner?.context.close();
});

const video = (id: string) => call<FeedItem>(suite.popreel.baseUrl, owner.api, 'GET', `/api/videos/${id}`);

/** The mean spread between a pixel's brightest and dimmest channel: 0 for grey, high for the colour test pattern. */
async function colourfulness(url: string) {
  const { data, info } = await sharp(Buffer.from(await (await fetch(new URL(url, suite.popreel.baseUrl))).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  let total = 0;
  for (let i = 0; i < data.length; i += info.channels) total += Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]);
  return total / (data.length / info.channels);
}

/** Every value the export progress bar shows, in order, recorded inside the page. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Export progress"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

describe('the editor', () => {
  it("applies noir at 50, a trim, 1.25× and music, and 'Replace Original' plays the edit in the feed with the new sound line", async () => {
    const { page } = owner;
    // Measured now: replacing removes the old thumbnail.
    const colourBefore = await colourfulness((await video(videoId)).thumbnailUrl!);
    await page.goto('/');
    await page.locator(`article[data-video-id="${videoId}"]`).getByRole('button', { name: 'More options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/edit/${videoId}`);
    await page.getByText(`Tip: ${EDITOR_MESSAGES.performanceNote}.`).waitFor();

    await page.getByRole('button', { name: 'Noir' }).click();
    await page.getByLabel('Intensity').fill('50');
    expect(await page.getByRole('button', { name: 'Noir' }).getAttribute('aria-pressed')).toBe('true');
    await tab(page, 'Trim');
    await page.getByLabel('End').fill('3');
    await tab(page, 'Effects');
    await page.getByLabel('Speed').fill('1.25');
    await tab(page, 'Music');
    await page.getByRole('button', { name: 'Add Music' }).click();
    await page.getByText(EDITOR_MESSAGES.selectTrack, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use Neon Nights' }).click();
    await page.getByRole('button', { name: 'Add Music' }).click();
    await page.getByText(EDITOR_MESSAGES.confirmRights, { exact: true }).waitFor();
    await page.getByLabel(EDITOR_MESSAGES.rightsLabel).check();
    await page.getByRole('button', { name: 'Add Music' }).click();
    await page.getByText(EDITOR_MESSAGES.musicAdded, { exact: true }).waitFor();
    expect(await page.getByLabel('Video volume').inputValue()).toBe('60');
    expect(await page.getByLabel('Music volume').inputValue()).toBe('40');

    const progress = await watchProgress(page);
    await page.getByRole('button', { name: EDITOR_MESSAGES.replaceOriginal }).click();
    await page.getByText(EDITOR_MESSAGES.videoUpdated, { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === '/');
    const shown = await progress();
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.at(-1)).toBe(100);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    const after = await video(videoId);
    expect(after.sound).toEqual({ id: track.id, title: 'Neon Nights', artist: 'Synth Club' });
    expect(after.duration).toBeGreaterThan(2.2);
    expect(after.duration).toBeLessThan(2.6);
    expect(await colourfulness(after.thumbnailUrl!)).toBeLessThan(colourBefore * 0.75);

    const card = page.locator(`article[data-video-id="${videoId}"]`);
    await card.getByRole('link', { name: '🎵 Neon Nights — Synth Club' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await waitUntilPlaying(page, videoId);
    expect(await card.locator('video').evaluate((element: HTMLVideoElement) => element.currentSrc)).toContain(`/edited/${owner.api.id}/edited-`);
  });

  it("extracts the original sound, and 'Save as New Post' posts a second video using it; the sound is on /sounds", async () => {
    const { page } = owner;
    await page.goto(`/edit/${videoId}`);
    await tab(page, 'Music');
    await page.getByRole('button', { name: 'Use Original Sound' }).click();
    await page.getByText(EDITOR_MESSAGES.originalExtracted, { exact: true }).waitFor();
    const original = `Original sound - ${owner.account.username}`;
    expect(await page.getByTestId('editor-music').innerText()).toBe(`${original} — ${owner.account.username}`);
    await page.getByRole('button', { name: EDITOR_MESSAGES.saveAsNew }).click();
    await page.getByText(EDITOR_MESSAGES.savedAsNew, { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === '/');
    const rows = (await suite.popreel.query('select id, status, caption, music_track_id from videos where user_id = $1 order by created_at', [owner.api.id])) as {
      id: string; status: string; caption: string; musicTrackId: string;
    }[];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ status: 'ready', caption: 'my clip to edit' });

    await page.goto('/sounds');
    await page.getByTestId('sound-row').filter({ hasText: original }).waitFor();
    const sound = await call<Sound>(suite.popreel.baseUrl, owner.api, 'GET', `/api/sounds/${rows[1].musicTrackId}`);
    expect(sound).toMatchObject({ title: original, licenseType: 'user_uploaded', soundUse: 1 });
  });

  it("'Save draft' keeps the export as a draft, held and found in the owner's Drafts tab (issue 42)", async () => {
    const { page } = owner;
    await page.goto(`/edit/${videoId}`);
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await page.getByText('Saved to drafts', { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === `/profile/${owner.api.id}` && url.searchParams.get('tab') === 'drafts');
    const row = page.getByRole('list', { name: 'Drafts' }).locator('li', { hasText: 'my clip to edit' });
    await row.getByText('Ready to post', { exact: true }).waitFor({ timeout: 30_000 });
    const draftId = (await row.getAttribute('data-video-id'))!;
    const [draft] = (await suite.popreel.query('select status, publish_at is not null as draft from videos where id = $1', [draftId])) as { status: string; draft: boolean }[];
    expect(draft).toEqual({ status: 'held', draft: true });
  });

  it("tells a stranger 'You can only edit your own videos' and a missing video 'Failed to load video', returning to /", async () => {
    const stranger = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const { page } = stranger;
      await page.goto(`/edit/${videoId}`);
      await page.getByText(EDITOR_MESSAGES.notOwner, { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/edit/00000000-0000-4000-8000-000000000000');
      await page.getByText(EDITOR_MESSAGES.loadVideoFailed, { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await stranger.context.close();
    }
  });
});
