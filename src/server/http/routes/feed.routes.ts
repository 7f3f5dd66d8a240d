import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { compiledSerializer } from '../compiled-response.ts';
import { feedItemSchema, feedPageSchema } from '../../../shared/feed-answers.schema.ts';
import { cursorQuerySchema } from '../schemas/common.schema.ts';

const videoParams = z.object({ id: z.uuid('Invalid id') });

export function feedRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { feed } = ctx.services;

  // Pages are the hottest answers: written by a serializer compiled from their schema (compiled-response.ts).
  const pageSchema = (summary: string) => ({ tags: ['feed'], summary, querystring: cursorQuerySchema, response: { 200: feedPageSchema } });
  const compiled = { serializerCompiler: compiledSerializer };

  r.get('/api/feed/following', { schema: pageSchema('Following: the viewer and the creators they follow, newest first'), ...compiled }, async (request) =>
    feed.following(requireViewer(request).userId, request.query.cursor),
  );

  r.get('/api/feed/foryou', { schema: pageSchema('For You: recommended, then already-seen videos'), ...compiled }, async (request) =>
    feed.forYou(requireViewer(request).userId, request.query.cursor),
  );

  /** One video as a card; visitors too (the share page reads it). */
  r.get('/api/videos/:id', { schema: { tags: ['videos'], summary: 'One video as a card (visitors too, for the share page)', params: videoParams, response: { 200: feedItemSchema } }, ...compiled }, async (request) =>
    feed.video(request.viewer?.userId ?? null, request.params.id),
  );
}
