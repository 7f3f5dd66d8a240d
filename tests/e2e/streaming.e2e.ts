import { expect, it } from 'vitest';
import { makeVideo } from '../factories/media.ts';
import { apiSignUp, uploadReadyVideo } from './api-helpers.ts';
import { popreelForFile } from './harness.ts';

/**
 * Issue 57 parts 1 and 2 in Chromium: a video with a streaming ladder plays through hls.js (Media Source
 * Extensions, so the element's source is a blob: URL) from its rungs' segments, without the MP4; and looping
 * does not send it back down the ladder: after a loop it shows a rung at least as good, and fetches no segment
 * of a lower rung than it had reached.
 */
const suite = popreelForFile();

it('plays a laddered video through hls.js, and a loop keeps the rung it had reached', async () => {
  const { popreel, browser } = suite;
  const creator = await apiSignUp(popreel.baseUrl);
  const clip = (await makeVideo({ seconds: 4, width: 720, height: 1280 })).bytes;
  const id = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'a ladder to climb');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const fetched: { path: string; at: number }[] = [];
    page.on('request', (request) => fetched.push({ path: new URL(request.url()).pathname, at: Date.now() }));
    await page.goto(`${popreel.baseUrl}/v/${id}`);
    const video = page.locator(`article[data-video-id="${id}"] video`);
    await video.waitFor({ state: 'attached' });
    // A visitor's tap starts it; muted, as the feed plays before the first tap.
    const firstPass = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise<void>((resolve) => {
        const check = () => (element.currentTime > 3 ? resolve() : requestAnimationFrame(check));
        check();
      });
      return { src: element.currentSrc, height: element.videoHeight };
    });
    expect(firstPass.src).toMatch(/^blob:/);
    expect(fetched.some((request) => request.path === `/api/videos/${id}/hls/master.m3u8`)).toBe(true);
    expect(fetched.some((request) => request.path.endsWith('.m4s'))).toBe(true);
    expect(fetched.some((request) => request.path.endsWith('.mp4') && !request.path.includes('-hls/'))).toBe(false);

    const loopedAt = Date.now();
    const secondPass = await video.evaluate(async (element: HTMLVideoElement) => {
      // Past the loop's start and well into the second pass.
      await new Promise<void>((resolve) => {
        let wrapped = false;
        const check = () => {
          if (element.currentTime < 1) wrapped = true;
          if (wrapped && element.currentTime > 2) resolve();
          else requestAnimationFrame(check);
        };
        check();
      });
      return { height: element.videoHeight, paused: element.paused };
    });
    expect(secondPass.paused).toBe(false);
    expect(secondPass.height).toBeGreaterThanOrEqual(firstPass.height);
    const rungOf = (path: string) => Number(/\/(\d{3,4})p-\d+\.m4s$/.exec(path)?.[1] ?? 0);
    const reached = Math.max(...fetched.filter((request) => request.at < loopedAt).map((request) => rungOf(request.path)));
    const lowerAfterLoop = fetched.filter((request) => request.at >= loopedAt && rungOf(request.path) > 0 && rungOf(request.path) < reached);
    expect(lowerAfterLoop.map((request) => request.path)).toEqual([]);
  } finally {
    await context.close();
  }
});
