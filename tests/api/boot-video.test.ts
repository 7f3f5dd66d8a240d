import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { FeedBoot } from '../../src/shared/feed-boot.ts';

/**
 * Issue 53: a signed-in feed page's shell plays the first card's video before the app has loaded, and starts
 * the app only after that video's first frame (decision 082). Never a sensitive video, nor one the feed does
 * not open on. The shell is the build's shape: Vite's entry script in the head, #root in the body.
 */
const ENTRY = '/assets/index-test.js';
const IMPORTS = ['/assets/react-test.js', '/assets/feed-test.js'];
const HEAD = `<script type="module" crossorigin src="${ENTRY}"></script>${IMPORTS.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')}`;
const SHELL = `<!doctype html><html><head><title>Popreel</title>${HEAD}</head><body><div id="root"></div></body></html>`;

let app: TestApp;
let webDist: string;
let creator: TestUser;
let videoId: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  app = await startTestApp({ webDist });
  creator = await createUser(app);
  // The only video there is, so it leads every new viewer's For You.
  videoId = (await createVideo(app, creator.id, { thumbnailUrl: `thumbnails/${creator.id}/first.jpg` })).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

async function forYouShell(viewer: TestUser) {
  const html = await (await fetch(`${app.url}/foryou`, { headers: { cookie: viewer.cookie } })).text();
  const json = /<script type="application\/json" id="feed-boot">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, boot: JSON.parse(json!) as FeedBoot };
}

const unescape = (attribute: string) => attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the boot video in a signed-in feed page', () => {
  it('plays a public first card where the card will be, and starts the app after its first frame', async () => {
    const { html, boot } = await forYouShell(await createUser(app));
    const first = boot.page.items[0];
    expect(first.id).toBe(videoId);
    const video = /<div id="root">.*?<\/div>(<video class="boot-video"[^>]*>)<source src="([^"]+)" media="([^"]+)" \/><\/video>/s.exec(html);
    expect(video, 'a video after #root, outside what the app renders').not.toBeNull();
    const [, tag, source, media] = video!;
    expect(unescape(source)).toBe(first.videoUrl);
    expect(unescape(/poster="([^"]+)"/.exec(tag)![1])).toBe(first.thumbnailUrl);
    expect(tag).toContain(`data-video-id="${videoId}"`);
    for (const attribute of ['muted', 'autoplay', 'playsinline', 'loop', 'aria-hidden="true"', 'tabindex="-1"']) expect(tag).toContain(` ${attribute}`);
    // Only where the card's video is at the same place: below the desktop layout's width.
    expect(media).toBe('not all and (min-width: 64rem)');
    // The app's code is fetched and run by the starter after the video's first frame, not by the parser.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`<script src="/start-after-boot-video.js" data-entry="${ENTRY}" data-modules="${IMPORTS.join(' ')}" defer></script>`);
  });

  it('holds nothing of a sensitive first card: it stays covered, and the app starts as ever', async () => {
    await app.ctx.db.updateTable('videos').set({ sensitive: true }).where('id', '=', videoId).execute();
    try {
      const { html, boot } = await forYouShell(await createUser(app));
      expect(boot.page.items[0].id).toBe(videoId);
      expect(boot.page.items[0].sensitive).toBe(true);
      expect(html).not.toContain('<video');
      expect(html).not.toContain('start-after-boot-video.js');
      expect(html).toContain(HEAD);
    } finally {
      await app.ctx.db.updateTable('videos').set({ sensitive: false }).where('id', '=', videoId).execute();
    }
  });

  it('holds none when For You opens on "caught up" (every video seen): the divider comes before the card', async () => {
    const viewer = await createUser(app);
    expect((await postJson(app, `/api/videos/${videoId}/views`, {}, viewer.headers)).status).toBe(204);
    const { html, boot } = await forYouShell(viewer);
    expect(boot.page.items[0]).toMatchObject({ id: videoId, seen: true });
    expect(html).not.toContain('<video');
  });
});
