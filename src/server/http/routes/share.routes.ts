import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AppContext } from '../../context.ts';

/** The image a share page's preview shows while its card is not made yet: the logo, 1200×630 like a card. */
const FALLBACK_CARD = resolve(import.meta.dirname, '../../../web/public/logo-1200x630.png');

/** Any text: an id that is not a video's is a 404 like a hidden one, never a 400 that tells them apart. */
const params = z.object({ id: z.string().max(100).meta({ format: 'uuid' }) });
/** A followers-only video's media key (issue 52): the capability its links to remote followers carry. */
const keyQuery = z.object({ key: z.string().max(100).optional().describe("The video's media key, from the links sent to its remote followers") });
const tags = ['share'];
/** The bytes of a file: not JSON, so nothing here is serialized (Fastify sends buffers and streams as they are). */
const binary = z.string().meta({ format: 'binary' });
const notModified = z.undefined().describe('Not modified: the If-None-Match header names the current ETag');

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
const matches = (header: string | string[] | undefined, etag: string) =>
  typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/**
 * The share page's stable preview links (decision 027), the URLs its og:image and og:video name: they answer
 * for as long as the video is public and 404 as soon as it is not, unlike signed media links, which expire.
 */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sharePreviews } = ctx.services;
  const fallback = { bytes: await readFile(FALLBACK_CARD), type: 'image/png' };

  r.get(
    '/v/:id/card.jpg',
    {
      schema: {
        tags,
        params,
        querystring: keyQuery,
        summary: "A public video's 1200×630 link-preview image (JPEG; the PNG logo until its card is made, and always for a sensitive video)",
        response: {
          200: { description: 'The image, with an ETag', content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } } },
          304: notModified,
        },
      },
    },
    async (request, typedReply) => {
      // The answer is bytes or nothing, never serialized: the reply is used untyped by the response schemas.
      const reply: FastifyReply = typedReply;
      const key = request.query.key ?? null;
      const card = await sharePreviews.card(request.params.id, key);
      const image = card ? { bytes: card, type: 'image/jpeg' } : fallback;
      const etag = etagOf(image.bytes);
      // Scrapers and their caches keep it for minutes, not days: a card is made again, a video may be hidden. A
      // followers-only video's is for its followers' servers only: no shared cache keeps it.
      reply.header('ETag', etag).header('Cache-Control', `${key ? 'private' : 'public'}, max-age=${card ? 600 : 60}`);
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(image.type).header('Content-Disposition', 'inline').send(image.bytes);
    },
  );

  r.get(
    '/v/:id/video.mp4',
    {
      schema: {
        tags,
        params,
        querystring: keyQuery,
        summary: "302 to a fresh signed link to a public video's file (the link a preview plays), or a followers-only one's with its media key",
        response: { 302: z.undefined().describe('Found: the Location header is a signed link to the MP4, valid for a while (Cache-Control: no-store)') },
      },
    },
    async (request, reply) => {
      const link = await sharePreviews.videoLink(request.params.id, request.query.key ?? null);
      // The link it names expires: nobody may keep this answer.
      return reply.header('Cache-Control', 'no-store').redirect(link, 302);
    },
  );
}
