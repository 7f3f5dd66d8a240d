import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SHARE_MESSAGES, SHARE_PAGE_TEXT } from '../../src/shared/feed-messages.ts';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, deleteVideo, getVideo, uploadReadyVideo, videoState, waitUntilPlaying, type ApiUser } from './api-helpers.ts';

let popreel: RunningPopreel;
let browser: Browser;
let author: ApiUser;
let videoId: string;
let deletedId: string;
const CAPTION = 'A very long caption that goes on and on, well past the sixty characters the title keeps #share';

beforeAll(async () => {
  popreel = await startPopreel();
  browser = await newBrowser();
  const { bytes } = await makeVideo({ seconds: 2 });
  author = await apiSignUp(popreel.baseUrl, 'sharer');
  [videoId, deletedId] = await Promise.all([
    uploadReadyVideo(popreel.baseUrl, author, bytes, CAPTION),
    uploadReadyVideo(popreel.baseUrl, author, bytes, 'soon deleted'),
  ]);
  await deleteVideo(popreel.baseUrl, author, deletedId);
  // The AI caption job runs after the video is ready; let it finish so the page shows settled text.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !(await getVideo(popreel.baseUrl, null, videoId)).captionAi) await new Promise((wait) => setTimeout(wait, 250));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

/** A visitor: a fresh context with no session cookie. */
async function asVisitor(run: (page: Page, context: BrowserContext) => Promise<void>, permissions?: string[]): Promise<void> {
  const context = await browser.newContext({ baseURL: popreel.baseUrl, permissions });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function expectUnavailable(page: Page): Promise<void> {
  await page.getByRole('heading', { name: SHARE_PAGE_TEXT.unavailableTitle }).waitFor();
  expect(await page.getByText(SHARE_PAGE_TEXT.unavailableBody).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: SHARE_PAGE_TEXT.home }).getAttribute('href')).toBe('/');
}

describe('public share page', () => {
  it('plays the video for a visitor, with skeletons first, author, caption, title and mute toggle', async () => {
    await asVisitor(async (page) => {
      // Hold the video read back a moment so the skeletons can be seen.
      await page.route('**/api/videos/*', async (route) => {
        await new Promise((wait) => setTimeout(wait, 600));
        await route.continue();
      });
      await page.goto(`/v/${videoId}`);
      await page.getByRole('status', { name: 'Loading video' }).waitFor();

      await waitUntilPlaying(page, videoId);
      const state = await videoState(page, videoId);
      expect(state?.muted).toBe(true);
      const before = state!.currentTime;
      await page.waitForTimeout(500);
      expect((await videoState(page, videoId))!.currentTime).not.toBe(before);
      expect(new URL(page.url()).pathname).toBe(`/v/${videoId}`);

      expect(await page.getByText(`@${author.username}`).isVisible()).toBe(true);
      // The AI caption is preferred over the author's, and the AI tags show as #tags.
      const video = await getVideo(popreel.baseUrl, null, videoId);
      const caption = (video.captionAi || video.caption).trim();
      expect(await page.getByText(caption, { exact: true }).isVisible()).toBe(true);
      const tags = await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts();
      expect(tags).toEqual(video.tagsAi.map((tag) => `#${tag}`));
      expect(await page.getByText('just now').isVisible()).toBe(true);
      expect(await page.title()).toBe(`${author.username}: ${caption.slice(0, 60)}`);
      expect(await page.getByRole('button', { name: SHARE_PAGE_TEXT.share, exact: true }).isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Unmute' }).click();
      expect((await videoState(page, videoId))?.muted).toBe(false);
      await page.getByRole('button', { name: 'Mute' }).click();
      expect((await videoState(page, videoId))?.muted).toBe(true);

      await page.getByRole('button', { name: 'Pause video' }).click();
      await page.waitForFunction((id) => document.querySelector<HTMLVideoElement>(`[data-video-id="${id}"] video`)?.paused, videoId);
      await page.getByRole('button', { name: 'Play video' }).click();
      await waitUntilPlaying(page, videoId);
    });
  });

  it('Copy Link puts the share link on the clipboard', async () => {
    await asVisitor(
      async (page) => {
        await page.goto(`/v/${videoId}`);
        await page.getByRole('button', { name: SHARE_PAGE_TEXT.copyLink }).click();
        await page.getByText(SHARE_MESSAGES.copied).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${popreel.baseUrl}/v/${videoId}`);
      },
      ['clipboard-read', 'clipboard-write'],
    );
  });

  it('shows the unavailable view for a video that does not exist, a malformed id and a deleted video', async () => {
    await asVisitor(async (page) => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-video', deletedId]) {
        await page.goto(`/v/${id}`);
        await expectUnavailable(page);
      }
      await page.getByRole('link', { name: SHARE_PAGE_TEXT.home }).click();
      // Home is the feed, which sends a visitor on to sign in.
      await page.waitForURL('**/auth');
    });
  });

  it('shows the unavailable view for a hidden video and for a banned author', async () => {
    const { bytes } = await makeVideo({ seconds: 1 });
    const [hiddenId, bannedId] = await Promise.all([
      uploadReadyVideo(popreel.baseUrl, author, bytes, 'to be hidden'),
      uploadReadyVideo(popreel.baseUrl, await apiSignUp(popreel.baseUrl, 'banned'), bytes, 'banned author'),
    ]);
    await popreel.query('update videos set hidden = true where id = $1', [hiddenId]);
    await popreel.query('update profiles set banned = true where user_id = (select user_id from videos where id = $1)', [bannedId]);
    await asVisitor(async (page) => {
      for (const id of [hiddenId, bannedId]) {
        await page.goto(`/v/${id}`);
        await expectUnavailable(page);
      }
    });
  });

  it('sends link-preview metadata in the HTML itself, without JavaScript', async () => {
    const html = await (await fetch(`${popreel.baseUrl}/v/${videoId}`)).text();
    const video = await getVideo(popreel.baseUrl, null, videoId);
    const title = `${author.username}: ${(video.captionAi || video.caption).slice(0, 60)}`;
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${popreel.baseUrl}/v/${videoId}" />`);
    // The share page's own stable links (decision 027), not signed media links that expire.
    expect(html).toContain(`<meta property="og:video" content="${popreel.baseUrl}/v/${videoId}/video.mp4" />`);
    expect(html).toContain(`<meta property="og:image" content="${popreel.baseUrl}/v/${videoId}/card.jpg" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    // Issue 57: a playable video's preview names its embed player, and its oEmbed description.
    expect(html).toContain('<meta name="twitter:card" content="player" />');
    expect(html).toContain(`<meta name="twitter:player" content="${popreel.baseUrl}/embed/${videoId}" />`);
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${popreel.baseUrl}/oembed?url=${encodeURIComponent(`${popreel.baseUrl}/v/${videoId}`)}&amp;format=json"`);
    const missing = await (await fetch(`${popreel.baseUrl}/v/00000000-0000-4000-8000-000000000000`)).text();
    expect(missing).toContain('<title>Popreel</title>');
  });

  it('shows the unavailable view when the video has no playable link', async () => {
    await asVisitor(async (page) => {
      await page.route(`**/api/videos/${videoId}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), videoUrl: null } });
      });
      await page.goto(`/v/${videoId}`);
      await expectUnavailable(page);
    });
  });

  it("keeps a caption's $' and $` as text and never builds links on the request's Host header", async () => {
    const [before] = (await popreel.query('select caption, caption_ai from videos where id = $1', [videoId])) as Array<{ caption: string; captionAi: string | null }>;
    const caption = "Deal: $' off, $` more and $& #share";
    await popreel.query('update videos set caption = $2, caption_ai = null where id = $1', [videoId, caption]);
    try {
      const html = await (await fetch(`${popreel.baseUrl}/v/${videoId}`)).text();
      expect(html.match(/<html/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html).toContain(`<meta property="og:description" content="Deal: $&#39; off, $\` more and $&amp; #share" />`);

      const port = new URL(popreel.baseUrl).port;
      const spoofed = await new Promise<string>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: `/v/${videoId}`, headers: { host: 'evil.example' } }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(body));
        });
        request.on('error', reject).end();
      });
      expect(spoofed).not.toContain('evil.example');
      expect(spoofed).toContain(`<meta property="og:url" content="http://localhost:${port}/v/${videoId}" />`);
    } finally {
      await popreel.query('update videos set caption = $2, caption_ai = $3 where id = $1', [videoId, before.caption, before.captionAi]);
    }
  });
});
