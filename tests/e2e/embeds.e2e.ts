import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeVideo } from '../factories/media.ts';
import { apiSignUp, call, uploadReadyVideo } from './api-helpers.ts';
import { popreelForFile } from './harness.ts';

/**
 * Issue 57's embeds end to end: a page on another origin (a local server here) embeds a public video with the
 * oEmbed answer's `html`, and the video plays inside the frame; a followers-only video has no oEmbed answer, and
 * its player framed all the same shows the unavailable page with nothing of the video.
 */
const suite = popreelForFile();
let blog: Server;
let blogPage = '';
let blogOrigin: string;

beforeAll(async () => {
  blog = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(blogPage));
  await new Promise<void>((done) => blog.listen(0, '127.0.0.1', done));
  // localhost, not 127.0.0.1: another origin than Popreel's, as a blog elsewhere is.
  blogOrigin = `http://localhost:${(blog.address() as AddressInfo).port}`;
});
afterAll(async () => {
  blog?.closeAllConnections();
  await new Promise((done) => blog?.close(done));
});

it('plays a public video framed on another site from its oEmbed html, and shows nothing of a followers-only one', async () => {
  const { popreel, browser } = suite;
  const origin = new URL(popreel.baseUrl).origin;
  const creator = await apiSignUp(popreel.baseUrl);
  const clip = (await makeVideo({ seconds: 3, width: 180, height: 320 })).bytes;
  const shown = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'waves at the pier');
  const hidden = await uploadReadyVideo(popreel.baseUrl, creator, clip, 'mxfollowersembed only for followers');
  await call(popreel.baseUrl, creator, 'PATCH', `/api/videos/${hidden}`, { visibility: 'followers' });

  const answer = await fetch(`${popreel.baseUrl}/oembed?url=${encodeURIComponent(`${origin}/v/${shown}`)}&format=json`);
  expect(answer.status).toBe(200);
  const { html } = (await answer.json()) as { html: string };
  const refused = await fetch(`${popreel.baseUrl}/oembed?url=${encodeURIComponent(`${origin}/v/${hidden}`)}`);
  expect(refused.status).toBe(404);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    blogPage = `<!doctype html><html lang="en"><title>A blog</title><body><h1>My post</h1>${html}</body></html>`;
    await page.goto(blogOrigin);
    const player = page.frameLocator('iframe').locator('video');
    await player.waitFor();
    // Playing, as a reader's tap would start it (muted: a page may play sound only after a gesture).
    const played = await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
      await new Promise<void>((resolve) => {
        const check = () => (video.currentTime > 0.5 ? resolve() : requestAnimationFrame(check));
        check();
      });
      return video.currentTime;
    });
    expect(played).toBeGreaterThan(0.5);
    await page.frameLocator('iframe').getByText('waves at the pier').waitFor();

    blogPage = `<!doctype html><html lang="en"><title>A blog</title><body><iframe src="${origin}/embed/${hidden}" width="340" height="604"></iframe></body></html>`;
    await page.goto(blogOrigin);
    const frame = page.frameLocator('iframe');
    await frame.getByText("This post isn't available").waitFor();
    expect(await frame.locator('video').count()).toBe(0);
    expect(await frame.locator('body').textContent()).not.toContain('mxfollowersembed');
  } finally {
    await context.close();
  }
});
