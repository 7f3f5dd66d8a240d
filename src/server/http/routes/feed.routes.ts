import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';

const page = z.object({ cursor: z.string().max(500).optional() });
const videoParams = z.object({ id: z.uuid('Invalid id') });

export function feedRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { feed } = ctx.services;

  r.get('/api/feed/following', { schema: { tags: ['feed'], querystring: page } }, async (request) =>
    feed.following(requireViewer(request).userId, request.query.cursor),
  );

  r.get('/api/feed/foryou', { schema: { tags: ['feed'], querystring: page } }, async (request) =>
    feed.forYou(requireViewer(request).userId, request.query.cursor),
  );

  /** One video as a card; visitors too (the share page reads it). */
  r.get('/api/videos/:id', { schema: { tags: ['videos'], params: videoParams } }, async (request) =>
    feed.video(request.viewer?.userId ?? null, request.params.id),
  );
}
