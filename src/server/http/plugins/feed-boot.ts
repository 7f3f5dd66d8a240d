import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { FEED_BOOT_ELEMENT_ID, SESSION_BOOT_ELEMENT_ID, type FeedBoot } from '../../../shared/feed-boot.ts';
import { compiledSerializer } from '../compiled-response.ts';
import { feedPageSchema } from '../../../shared/feed-answers.schema.ts';
import { meSchema } from '../../../shared/session-answers.schema.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { bootVideoTag, startAfterBootVideo } from './boot-video.ts';

/** The pages that open on a feed, and which one. */
const FEED_PAGES: Record<string, FeedBoot['kind']> = { '/': 'following', '/foryou': 'foryou' };

/** The page as GET /api/feed/{kind} writes it and the session as GET /api/me does: only the fields their schemas list. */
const writePage = compiledSerializer({ schema: feedPageSchema } as Parameters<typeof compiledSerializer>[0]);
const writeSession = compiledSerializer({ schema: meSchema } as Parameters<typeof compiledSerializer>[0]);

/**
 * The boot element `id` carrying `json`. `<` as \u003c keeps `</script>` and `<!--` in a caption from ending or
 * bending the element; JSON.parse reads it back.
 */
const bootElement = (id: string, json: string) => `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/**
 * The shell of a signed-in feed page with its boot data (src/shared/feed-boot.ts) and a preload of the first
 * card's poster, or null for any other page, a visitor or a bearer token. A failure to read the feed is not
 * the page's failure: the plain shell loads it as before.
 */
export async function feedBootHtml(ctx: AppContext, shell: string, path: string, request: FastifyRequest): Promise<string | null> {
  const kind = FEED_PAGES[path];
  const viewer = request.viewer;
  if (!kind || !viewer || viewer.via !== 'cookie' || viewer.banned) return null;
  try {
    const { auth, feed } = ctx.services;
    const [session, page] = await Promise.all([auth.me(viewer.userId), kind === 'foryou' ? feed.forYou(viewer.userId) : feed.following(viewer.userId)]);
    const json = `{"session":${writeSession(session)},"kind":"${kind}","page":${writePage(page)}}`;
    const first = page.items[0];
    const poster = first?.thumbnailUrl;
    const tags = [
      poster ? `<link rel="preload" as="image" href="${escapeHtml(poster)}" fetchpriority="high" />` : '',
      bootElement(FEED_BOOT_ELEMENT_ID, json),
    ];
    // The first card's poster is on screen while the app starts, as a phone app's launch screen shows its first
    // frame (issue 53: the largest paint no longer waits for the JavaScript); the app's first render replaces it.
    // Never a sensitive video's: that one stays covered until its viewer chooses to see it (issue 38).
    const backdrop = poster && !first.sensitive ? `<img class="boot-poster" src="${escapeHtml(poster)}" alt="" aria-hidden="true" fetchpriority="high" />` : '';
    // On a phone the first video itself plays there before the app has loaded, then the app starts (decision 082).
    const video = bootVideoTag(page);
    // Functions, not strings: a replacement string reads `$'` and `` $` `` in a caption as patterns (L1).
    const html = shell.replace('</head>', () => `${tags.join('')}</head>`).replace('<div id="root"></div>', () => `<div id="root">${backdrop}</div>${video}`);
    return video ? startAfterBootVideo(html) : html;
  } catch (error) {
    request.log.warn({ err: error }, 'feed boot data unavailable; serving the plain shell');
    return null;
  }
}

/**
 * The shell of any other page for a signed-in viewer, with their session (SESSION_BOOT_ELEMENT_ID), or null for
 * a visitor or a bearer token. Like a feed page's, it is that viewer's alone.
 */
export async function sessionBootHtml(ctx: AppContext, shell: string, request: FastifyRequest): Promise<string | null> {
  const viewer = request.viewer;
  if (!viewer || viewer.via !== 'cookie' || viewer.banned) return null;
  try {
    const json = writeSession(await ctx.services.auth.me(viewer.userId));
    return shell.replace('</head>', () => `${bootElement(SESSION_BOOT_ELEMENT_ID, json)}</head>`);
  } catch (error) {
    request.log.warn({ err: error }, 'session boot data unavailable; serving the plain shell');
    return null;
  }
}
