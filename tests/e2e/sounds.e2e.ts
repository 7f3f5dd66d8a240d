import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo } from '../factories/media.ts';
import { SOUND_MESSAGES, type Sound } from '../../src/shared/sound-types.ts';
import { PLAYER_TEXT } from '../../src/shared/feed-messages.ts';
import { MISSING_TEXT } from '../../src/web/web-messages.ts';
import { popreelForFile } from './harness.ts';
import { apiSignUp, call, uploadReadyVideo, type ApiUser } from './api-helpers.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';
import { apiLibrarySound, recordPlayback } from './sound-helpers.ts';

const poll = expect.poll;
const suite = popreelForFile();
let artist: ApiUser;
let clip: Uint8Array;
let sunset: AsJson<Sound>;
let rainy: AsJson<Sound>;
let sunsetVideo: string;

beforeAll(async () => {
  // Long enough that a preview is still playing when a slow machine gets to look at it.
  clip = (await makeVideo({ seconds: 12, width: 180, height: 320 })).bytes;
  artist = await apiSignUp(suite.popreel.baseUrl, 'artist');
  sunset = await apiLibrarySound(suite.popreel, artist, clip, { title: 'Sunset Groove', artist: 'Groove Unit', genre: 'Funk' });
  rainy = await apiLibrarySound(suite.popreel, artist, clip, { title: 'Rainy Loop', artist: 'Cloud Beats', genre: 'Lo-fi' });
  // Two videos use Sunset Groove, so it leads Trending.
  for (const caption of ['groove one', 'groove two']) {
    const id = await uploadReadyVideo(suite.popreel.baseUrl, artist, clip, caption);
    await suite.popreel.query('update videos set music_track_id = $1 where id = $2', [sunset.id, id]);
    sunsetVideo = id;
  }
});

describe('sound library', () => {
  let viewer: SignedIn;
  beforeAll(async () => {
    viewer = await openSignedIn(suite.browser, suite.popreel.baseUrl);
  });
  afterAll(() => viewer?.context.close());

  it('lists sounds newest first with Trending by use, searches, and previews one sound at a time', async () => {
    const { page } = viewer;
    const playback = await recordPlayback(page);
    await page.goto('/sounds');
    const rows = page.getByTestId('sound-row');
    await rows.first().waitFor();
    expect(await rows.locator('a').allInnerTexts()).toEqual(['Rainy Loop', 'Sunset Groove']);
    const trending = page.getByRole('region', { name: SOUND_MESSAGES.trending });
    await trending.getByTestId('trending-sound').first().waitFor();
    expect((await trending.getByTestId('trending-sound').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '1 Sunset Groove Groove Unit 2 uses',
      '2 Rainy Loop Cloud Beats 0 uses',
    ]);

    await page.getByLabel(SOUND_MESSAGES.searchLabel).fill('cloud');
    await poll(() => rows.locator('a').allInnerTexts()).toEqual(['Rainy Loop']);
    await page.getByLabel(SOUND_MESSAGES.searchLabel).fill('');
    await poll(() => rows.count()).toBe(2);

    const previewSunset = page.getByRole('button', { name: 'Preview Sunset Groove' }).first();
    const previewRainy = page.getByRole('button', { name: 'Preview Rainy Loop' }).first();
    await previewSunset.click();
    await poll(() => playback.audioPlaying()).toHaveLength(1);
    expect(await previewSunset.getAttribute('aria-pressed')).toBe('true');
    const [first] = await playback.audioPlaying();
    await previewRainy.click();
    await poll(async () => {
      const now = await playback.audioPlaying();
      return now.length === 1 && now[0] !== first;
    }).toBe(true);
    expect(await previewSunset.getAttribute('aria-pressed')).toBe('false');
    await previewRainy.click();
    await poll(() => playback.audioPlaying()).toEqual([]);
  });

  it("opens a sound with its details and the videos using it; a video opens the sound's player", async () => {
    const { page } = viewer;
    await page.goto('/sounds');
    await page.getByTestId('sound-row').filter({ hasText: 'Sunset Groove' }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/sounds/${sunset.id}`);
    await page.getByRole('heading', { name: 'Sunset Groove', level: 1 }).waitFor();
    for (const text of ['Groove Unit', 'Funk', 'royalty free', '2 uses']) await page.getByText(text, { exact: true }).first().waitFor();
    const grid = page.getByRole('list', { name: /videos/i });
    await poll(() => grid.getByRole('link', { name: /Video/ }).count()).toBe(2);
    await grid.locator(`a[href="/sounds/${sunset.id}/videos/${sunsetVideo}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/sounds/${sunset.id}/videos/${sunsetVideo}`);
    await page.locator(`article[data-video-id="${sunsetVideo}"]`).waitFor();
    await poll(() => page.title()).toContain(PLAYER_TEXT.sound('Sunset Groove'));

    await page.goto(`/video/${sunsetVideo}`);
    await page.waitForURL((url) => url.pathname === `/v/${sunsetVideo}`);
  });

  it("says 'Failed to load sound' and returns to /sounds when the read fails; a missing sound stays to say so", async () => {
    const { page } = viewer;
    const missing = '/sounds/00000000-0000-4000-8000-000000000000';
    await page.goto(missing);
    await page.getByText(SOUND_MESSAGES.loadSoundFailed, { exact: true }).waitFor();
    await page.getByRole('heading', { name: MISSING_TEXT.sound, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(missing);

    await page.route(`**/api/sounds/${rainy.id}`, (route) => route.abort());
    try {
      await page.goto(`/sounds/${rainy.id}`);
      await page.getByText(SOUND_MESSAGES.loadSoundFailed, { exact: true }).waitFor({ timeout: 15_000 });
      await page.waitForURL((url) => url.pathname === '/sounds');
    } finally {
      await page.unroute(`**/api/sounds/${rainy.id}`);
    }
  });
});

describe('a sound on upload', () => {
  it('uploads with a chosen sound; the card shows its sound line, linking to the sound', async () => {
    const creator = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const { page } = creator;
      await page.goto('/upload');
      await page.getByLabel('Video file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from(clip) });
      await page.getByLabel(SOUND_MESSAGES.searchLabel).fill('rainy');
      await page.getByRole('button', { name: 'Use Rainy Loop' }).click();
      expect(await page.getByTestId('chosen-sound').innerText()).toBe('Rainy Loop — Cloud Beats');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await poll(async () => (await call<Sound>(suite.popreel.baseUrl, creator.api, 'GET', `/api/sounds/${rainy.id}`)).soundUse, { timeout: 30_000 }).toBe(1);
      const [{ id }] = (await suite.popreel.query('select id from videos where user_id = $1', [creator.api.id])) as { id: string }[];
      await poll(async () => ((await suite.popreel.query('select status from videos where id = $1', [id])) as { status: string }[])[0].status, { timeout: 60_000 }).toBe('ready');
      await page.goto('/');
      const line = page.locator(`article[data-video-id="${id}"]`).getByRole('link', { name: '🎵 Rainy Loop — Cloud Beats' });
      await line.waitFor();
      await line.click();
      await page.waitForURL((url) => url.pathname === `/sounds/${rainy.id}`);
    } finally {
      await creator.context.close();
    }
  });
});
