import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { compiledSerializer } from '../compiled-response.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import { cardPageSchema } from '../../../shared/feed-answers.schema.ts';
import { profileVideoListSchema } from '../../../shared/profile-answers.schema.ts';
import { collectionCreateSchema, collectionListSchema, collectionOrderSchema, collectionSchema, collectionUpdateSchema } from '../../../shared/collections.schema.ts';

const tags = ['collections'];
const idParams = z.object({ id: z.uuid('Invalid id') });
const videoParams = z.object({ id: z.uuid('Invalid id'), videoId: z.uuid('Invalid id') });

/**
 * Collections (issue 55 item 2): mine at /api/me/collections, any one at /api/collections/{id} (404 to anyone
 * but its owner while private), a profile's public ones at /api/profiles/{id}/collections.
 */
export function collectionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { collections, gridPlayer } = ctx.services;

  r.get(
    '/api/me/collections',
    {
      schema: {
        tags,
        summary: 'My collections, in my order; with videoId, each says whether it holds that video',
        querystring: z.object({ videoId: z.uuid('Invalid id').optional() }),
        response: { 200: collectionListSchema },
      },
    },
    async (request) => collections.mine(requireViewer(request).userId, request.query.videoId),
  );
  r.post('/api/me/collections', { ...limited('collection'), schema: { tags, summary: 'Make a collection', body: collectionCreateSchema, response: { 201: collectionSchema } } }, async (request, reply) =>
    reply.status(201).send(await collections.create(requireViewer(request).userId, request.body)),
  );
  r.put(
    '/api/me/collections/order',
    { ...limited('collection'), schema: { tags, summary: 'Put my collections in a new order', body: collectionOrderSchema, response: { 200: collectionListSchema } } },
    async (request) => collections.reorder(requireViewer(request).userId, request.body.ids),
  );
  r.get('/api/profiles/:id/collections', { schema: { tags, summary: "A person's public collections (all of them, for their owner)", params: idParams, response: { 200: collectionListSchema } } }, async (request) =>
    collections.ofProfile(requireViewer(request).userId, request.params.id),
  );
  r.get('/api/collections/:id', { schema: { tags, summary: 'A collection', params: idParams, response: { 200: collectionSchema } } }, async (request) =>
    collections.view(requireViewer(request).userId, request.params.id),
  );
  r.patch(
    '/api/collections/:id',
    { ...limited('collection'), schema: { tags, summary: 'Rename my collection, make it public or private, or choose its cover', params: idParams, body: collectionUpdateSchema, response: { 200: collectionSchema } } },
    async (request) => collections.update(requireViewer(request).userId, request.params.id, request.body),
  );
  r.delete('/api/collections/:id', { ...limited('collection'), schema: { tags, summary: 'Delete my collection (its videos stay in my Favourites)', params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    await collections.remove(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });
  r.get(
    '/api/collections/:id/videos',
    { schema: { tags, summary: "A collection's grid: the videos I may see, last added first", params: idParams, querystring: cursorQuerySchema, response: { 200: profileVideoListSchema } } },
    async (request) => collections.videos(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.get(
    '/api/collections/:id/feed',
    {
      schema: { tags, summary: "A collection's player: its videos as cards, last added first", params: idParams, querystring: cursorQuerySchema, response: { 200: cardPageSchema } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => gridPlayer.collection(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.put(
    '/api/collections/:id/videos/:videoId',
    { ...limited('toggle'), schema: { tags, summary: 'Add a video to my collection (saving it to my Favourites too)', params: videoParams, response: { 200: collectionSchema } } },
    async (request) => collections.addVideo(requireViewer(request).userId, request.params.id, request.params.videoId),
  );
  r.delete(
    '/api/collections/:id/videos/:videoId',
    { ...limited('toggle'), schema: { tags, summary: 'Take a video out of my collection (it stays in my Favourites)', params: videoParams, response: { 200: collectionSchema } } },
    async (request) => collections.removeVideo(requireViewer(request).userId, request.params.id, request.params.videoId),
  );
}
