import type { Page } from 'playwright-core';
import type { Sound } from '../../src/shared/sound-types.ts';
import type { AsJson } from '../../src/shared/as-json.ts';
import { call, uploadReadyVideo, type ApiUser } from './api-helpers.ts';
import type { RunningPopreel } from './harness.ts';

/**
 * A library sound made the way the product makes one: a real clip's sound extracted into the audio bucket,
 * then named like a catalogue track (the product has no screen for adding catalogue tracks).
 */
export async function apiLibrarySound(
  popreel: RunningPopreel,
  artist: ApiUser,
  clip: Uint8Array,
  fields: { title: string; artist: string; genre: string },
): Promise<AsJson<Sound>> {
  const videoId = await uploadReadyVideo(popreel.baseUrl, artist, clip, `source of ${fields.title}`);
  // Extraction runs in a job: the POST queues it (202), its progress answers 200 with the sound once made.
  const path = `/api/videos/${videoId}/original-sound`;
  let sound = await call<Sound | { status: string }>(popreel.baseUrl, artist, 'POST', path);
  for (const deadline = Date.now() + 60_000; !('title' in sound) && Date.now() < deadline; ) {
    await new Promise((wait) => setTimeout(wait, 200));
    sound = await call<Sound | { status: string }>(popreel.baseUrl, artist, 'GET', path);
  }
  if (!('title' in sound)) throw new Error('the original sound was never extracted');
  await popreel.query(`update tracks set title = $2, artist = $3, genre = $4, license_type = 'royalty_free' where id = $1`, [sound.id, fields.title, fields.artist, fields.genre]);
  return { ...sound, ...fields, licenseType: 'royalty_free' };
}

type PlaybackWindow = { __plays: string[]; __media: Set<HTMLMediaElement> };

/**
 * Records which media really play: every `playing` event's source in order, and every element ever played
 * (audio made with `new Audio()` is never in the document, so the record is kept by wrapping play()).
 */
export async function recordPlayback(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as PlaybackWindow;
    state.__plays = [];
    state.__media = new Set();
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!state.__media.has(this)) {
        state.__media.add(this);
        this.addEventListener('playing', () => state.__plays.push(this.currentSrc));
      }
      return play.call(this);
    };
  });
  return {
    plays: () => page.evaluate(() => (window as unknown as PlaybackWindow).__plays.slice()),
    /** Sources of the audio elements playing right now (not paused, time moving). */
    audioPlaying: () =>
      page.evaluate(() => [...(window as unknown as PlaybackWindow).__media].filter((m) => m.tagName === 'AUDIO' && !m.paused && m.currentTime > 0).map((m) => m.currentSrc)),
  };
}
