import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { commentSchema, videoUpdateSchema } from '../../../shared/content.schema.ts';

const videoParams = z.object({ id: z.uuid('Invalid id') });

export function interactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { interactions, comments, videoManagement } = ctx.services;
  const reactionBody = z.object({ type: z.enum(['pop', 'unpop'], { error: 'Reaction must be pop or unpop' }) });

  r.post('/api/videos/:id/reaction', { schema: { tags: ['reactions'], params: videoParams, body: reactionBody } }, async (request) =>
    interactions.react(requireViewer(request).userId, request.params.id, request.body.type),
  );
  r.put('/api/videos/:id/like', { schema: { tags: ['reactions'], params: videoParams } }, async (request) =>
    interactions.like(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/videos/:id/like', { schema: { tags: ['reactions'], params: videoParams } }, async (request) =>
    interactions.unlike(requireViewer(request).userId, request.params.id),
  );
  r.post('/api/videos/:id/shares', { schema: { tags: ['reactions'], params: videoParams } }, async (request, reply) =>
    reply.status(201).send(await interactions.share(requireViewer(request).userId, request.params.id)),
  );
  r.post('/api/videos/:id/not-interested', { schema: { tags: ['reactions'], summary: 'Show fewer videos like this in For You', params: videoParams } }, async (request, reply) => {
    await interactions.notInterested(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });
  r.post('/api/videos/:id/views', { schema: { tags: ['reactions'], params: videoParams } }, async (request, reply) => {
    await interactions.view(request.viewer?.userId ?? null, request.ip, request.params.id);
    return reply.status(204).send();
  });

  r.get('/api/videos/:id/comments', { schema: { tags: ['comments'], params: videoParams } }, async (request) => ({
    items: await comments.list(request.viewer?.userId ?? null, request.params.id),
  }));
  r.post('/api/comments', { schema: { tags: ['comments'], body: commentSchema } }, async (request, reply) =>
    reply.status(201).send(await comments.post(requireViewer(request).userId, request.body)),
  );

  r.patch('/api/videos/:id', { schema: { tags: ['videos'], params: videoParams, body: videoUpdateSchema } }, async (request) =>
    videoManagement.update(requireViewer(request).userId, request.params.id, request.body),
  );
  r.delete('/api/videos/:id', { schema: { tags: ['videos'], params: videoParams } }, async (request, reply) => {
    await videoManagement.delete(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
