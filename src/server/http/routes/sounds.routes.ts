import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { compiledSerializer } from '../compiled-response.ts';
import { cardPageSchema } from '../../../shared/feed-answers.schema.ts';
import { cursorQuerySchema } from '../schemas/common.schema.ts';
import { soundAudioLinkSchema, soundPageSchema, soundSchema, soundVideosSchema, trendingSoundsSchema } from '../../../shared/sound-answers.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });
const listQuery = cursorQuerySchema.extend({
  q: z.string().max(200).default(''),
  sort: z.enum(['newest', 'popular']).default('newest').describe("A page's cursor belongs to its order"),
});

/** The sound library (spec §2 Sounds, §7): signed-in people browse, preview and use sounds. */
export function soundRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sounds, gridPlayer } = ctx.services;

  r.get('/api/sounds', { schema: { tags: ['sounds'], summary: 'The library, newest or most used first, matched by title, artist or genre (20 a page)', querystring: listQuery, response: { 200: soundPageSchema } } }, async (request) => {
    requireViewer(request);
    return sounds.list(request.query);
  });
  r.get('/api/sounds/trending', { schema: { tags: ['sounds'], summary: 'The top 10 sounds by use, with rank', response: { 200: trendingSoundsSchema } } }, async (request) => {
    requireViewer(request);
    return sounds.trending();
  });
  r.get('/api/sounds/:id', { schema: { tags: ['sounds'], summary: 'One track', params: idParams, response: { 200: soundSchema } } }, async (request) => {
    requireViewer(request);
    return sounds.find(request.params.id);
  });
  r.get('/api/sounds/:id/videos', { schema: { tags: ['sounds'], summary: 'The videos using a track, as grid tiles, newest first (60 a page)', params: idParams, querystring: cursorQuerySchema, response: { 200: soundVideosSchema } } }, async (request) =>
    sounds.videos(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.get(
    '/api/sounds/:id/videos/feed',
    {
      schema: { tags: ['sounds'], summary: "The sound grid's player: the videos using it as cards, newest first", params: idParams, querystring: cursorQuerySchema, response: { 200: cardPageSchema } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => gridPlayer.sound(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.get(
    '/api/sounds/:id/audio',
    {
      schema: {
        tags: ['sounds'],
        summary: 'A signed link to the audio: 300 s for a preview, 3600 s for the editor',
        params: idParams,
        querystring: z.object({ purpose: z.enum(['preview', 'editor']).default('preview') }),
        response: { 200: soundAudioLinkSchema },
      },
    },
    async (request) => {
      requireViewer(request);
      return sounds.audioLink(request.params.id, request.query.purpose);
    },
  );
}
