import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { likeStateSchema, videoLinkSchema, videoSummaryListSchema } from '../schemas/videos.schema.ts';
import { PLAYLIST_NAME } from '../../domain/videos/stream-playlists.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

/**
 * Granular reads of spec §7 (a page of raw rows, a profile, a signed link, a like count). The app itself
 * uses the assembled feed; these serve other clients and the seed-style comparison in bench/feed.
 */
export function videoReadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { videoReads } = ctx.services;

  r.get(
    '/api/videos',
    {
      schema: {
        tags: ['videos'],
        summary: 'Videos newest first, as plain rows, by offset',
        querystring: z.object({ offset: z.coerce.number().int().min(0).max(100_000).default(0), limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: videoSummaryListSchema },
      },
    },
    async (request) => ({ items: await videoReads.page(request.viewer?.userId ?? null, request.query.offset, request.query.limit) }),
  );
  r.get('/api/videos/:id/link', { schema: { tags: ['videos'], summary: "A short-lived signed link to a video's file", params: idParams, response: { 200: videoLinkSchema } } }, async (request) =>
    videoReads.link(request.viewer?.userId ?? null, request.params.id),
  );
  r.get(
    '/api/videos/:id/hls/:playlist',
    {
      schema: {
        tags: ['videos'],
        summary: "A playlist of a video's streaming ladder (HLS, fMP4 segments): the master or a rung's (the video's audience applies on every request)",
        params: idParams.extend({ playlist: z.string().max(20).regex(PLAYLIST_NAME, 'Not a playlist name: master.m3u8 or a rung such as 540p.m3u8') }),
        response: { 200: { description: "The playlist; a rung's segments are signed links, like the MP4's", content: { 'application/vnd.apple.mpegurl': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const playlist = await videoReads.playlist(request.viewer?.userId ?? null, request.params.id, request.params.playlist);
      // Not cached: the audience is asked again on every request, and the signed links inside expire.
      return reply.type('application/vnd.apple.mpegurl').header('Cache-Control', 'private, no-cache').header('X-Content-Type-Options', 'nosniff').send(playlist);
    },
  );
  r.get('/api/videos/:id/likes', { schema: { tags: ['reactions'], summary: "A video's like count and whether I like it", params: idParams, response: { 200: likeStateSchema } } }, async (request) =>
    videoReads.likes(requireViewer(request).userId, request.params.id),
  );
}
