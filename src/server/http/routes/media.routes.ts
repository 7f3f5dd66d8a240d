import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stat } from 'node:fs/promises';
import type { AppContext } from '../../context.ts';
import { DiskStore } from '../../storage/disk-store.ts';
import { checkMediaSignature } from '../../storage/signed-url.ts';
import { contentTypeForKey, LADDER_CACHING, parseRange } from '../../storage/content-types.ts';
import { STORAGE_BUCKETS, type MediaBucket } from '../../../shared/constants.ts';
import { mediaSecret } from '../../storage/index.ts';

/** The bytes of a stored file: not JSON, so nothing here is serialized (Fastify sends streams as they are). */
const binary = z.string().meta({ format: 'binary' });

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); dates compare in whole seconds. */
function isFresh(headers: Record<string, string | string[] | undefined>, etag: string, modified: Date) {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = typeof headers['if-modified-since'] === 'string' ? Date.parse(headers['if-modified-since']) : NaN;
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** Signed media from the disk store, with HTTP Range so video seeks and starts fast. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!(ctx.store instanceof DiskStore)) return;
  const store = ctx.store;
  const secret = await mediaSecret(ctx.config);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:bucket/*',
    {
      // Media is never compressed on the fly: video and images are compressed already, and a byte range must
      // count the stored bytes. Decided here, for the route, so its requests skip the compression hooks.
      compress: false,
      schema: {
        tags: ['media'],
        summary: 'A stored file by its signed link (disk storage only; S3 links point at the bucket)',
        params: z.object({ bucket: z.string().max(100), '*': z.string().max(1000) }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(200).optional() }),
        response: {
          200: { description: 'The whole file, typed by its name (video, image or audio), with ETag and Last-Modified', content: { 'application/octet-stream': { schema: binary } } },
          206: { description: 'The byte range the Range header asked for (Content-Range says which)', content: { 'application/octet-stream': { schema: binary } } },
          304: z.undefined().describe('Not modified: If-None-Match or If-Modified-Since matched'),
          416: z.undefined().describe('The Range header asks for bytes past the end of the file (Content-Range: bytes */size)'),
        },
      },
    },
    async (request, typedReply) => {
      // The answers are bytes or nothing, never serialized: the reply is used untyped by the response schemas.
      const reply: FastifyReply = typedReply;
      const bucket = request.params.bucket as MediaBucket;
      const key = request.params['*'];
      const fail = (status: number, code: string, message: string) => reply.status(status).send({ error: { code, message } });
      if (!STORAGE_BUCKETS.includes(bucket)) return fail(404, 'not_found', 'Not found');
      const check = checkMediaSignature(secret, bucket, key, request.query.exp, request.query.sig);
      if (check === 'expired') return fail(403, 'link_expired', 'This link has expired');
      if (check !== 'ok') return fail(403, 'forbidden', 'Invalid link signature');
      let path: string;
      try {
        path = store.pathOf(bucket, key);
      } catch {
        return fail(404, 'not_found', 'Not found');
      }
      const file = await stat(path).catch(() => null);
      if (!file?.isFile()) return fail(404, 'not_found', 'Not found');

      const { type, inline } = contentTypeForKey(key);
      const caching = key.includes('-hls/') ? LADDER_CACHING : 'private, max-age=3600';
      // Validators, so a browser or CDN holding the file revalidates with a 304 instead of downloading again.
      const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
      reply.header('ETag', etag).header('Last-Modified', file.mtime.toUTCString());
      if (isFresh(request.headers, etag, file.mtime)) {
        return reply.status(304).header('Cache-Control', caching).send();
      }
      reply
        .header('Content-Type', type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', caching)
        .header('Content-Disposition', inline ? 'inline' : 'attachment');
      const range = parseRange(request.headers.range, file.size);
      if (range === null) {
        return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
      }
      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('Content-Length', range.end - range.start + 1);
        return reply.send(store.openRange(bucket, key, range));
      }
      reply.header('Content-Length', file.size);
      return reply.send(store.openRange(bucket, key));
    },
  );
}
