import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AppContext } from '../../context.ts';
import { sendApiNotFound } from './errors.ts';
import { HtmlPage, sendCompressedHtml } from './compression.ts';
import { injectShareMeta, shareMetaFor, shareOrigin } from '../../domain/share/share-meta.ts';
import { collectionShareMeta } from '../../domain/share/collection-share-meta.ts';
import { feedBootHtml, sessionBootHtml } from './feed-boot.ts';
import { ScreenShells } from './screen-shells.ts';
import { requestLocale } from '../request-locale.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const SHARE_PATH = new RegExp(`^/v/${UUID}$`);
const COLLECTION_PATH = new RegExp(`^/c/${UUID}$`);

/** /v/{id} carries the video's metadata in the HTML itself, so link previews work without JavaScript. */
async function sharePageHtml(ctx: AppContext, shell: string, path: string, host: string | undefined, locale: Locale) {
  const id = SHARE_PATH.exec(path)?.[1];
  if (!id) return null;
  try {
    const video = await ctx.services.feed.video(null, id);
    return injectShareMeta(shell, shareMetaFor(video, shareOrigin(ctx.config.publicUrl, ctx.config.port, host), locale));
  } catch {
    return null;
  }
}

/** /c/{id}, a public collection's link (issue 55): its preview in the HTML, like a video's. */
async function collectionPageHtml(ctx: AppContext, shell: string, path: string, host: string | undefined, locale: Locale) {
  const id = COLLECTION_PATH.exec(path)?.[1];
  if (!id) return null;
  const collection = await ctx.services.collections.findPublic(id);
  return collection ? injectShareMeta(shell, collectionShareMeta(collection, shareOrigin(ctx.config.publicUrl, ctx.config.port, host), locale)) : null;
}

export const WEB_DIST = resolve(import.meta.dirname, '../../../../dist/web');

/**
 * Serves the built SPA (`dist`: the build, or a test's own shell); every other GET path that is not API or
 * media gets index.html (client routing).
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext, dist = WEB_DIST) {
  const hasBuild = existsSync(resolve(dist, 'index.html'));
  if (!hasBuild) ctx.log.warn('dist/web is missing: run `npm run build` to serve the web app');
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('X-Content-Type-Options', 'nosniff');
        // Hashed assets never change; the shell and service worker must always be revalidated.
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  const shell = hasBuild ? await readFile(resolve(dist, 'index.html'), 'utf8') : null;
  const screens = shell ? await ScreenShells.load(dist, shell) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return sendApiNotFound(request, reply);
    if (!shell || !screens) return reply.status(503).type('text/plain').send('Popreel web app is not built. Run: npm run build');
    // A signed-in feed page carries that viewer's first page (any other signed-in page their session): no cache
    // (a browser's, a proxy's, the service worker's: src/web/public/sw.js) may keep it for anyone else, or later.
    const feedPage = await feedBootHtml(ctx, shell, path, request);
    if (feedPage) return sendCompressedHtml(request, reply.header('Cache-Control', 'private, no-store'), new HtmlPage(feedPage));
    const sharePage =
      (await sharePageHtml(ctx, shell, path, request.headers.host, requestLocale(request))) ??
      (await collectionPageHtml(ctx, shell, path, request.headers.host, requestLocale(request)));
    // A share page is written in the request's language: a cache keeps one per Accept-Language.
    if (sharePage) return sendCompressedHtml(request, reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language'), new HtmlPage(sharePage));
    // Any other page of a signed-in viewer carries their session: as personal as a feed page.
    const sessionPage = await sessionBootHtml(ctx, screens.html(path), request);
    if (sessionPage) return sendCompressedHtml(request, reply.header('Cache-Control', 'private, no-store'), new HtmlPage(sessionPage));
    return sendCompressedHtml(request, reply.header('Cache-Control', 'no-cache'), screens.plain);
  });
}
