import { clientKey } from '../client-key.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { commentSchema, videoUpdateSchema } from '../../../shared/content.schema.ts';
import { countedIn, limited } from '../write-limit-guard.ts';

const videoParams = z.object({ id: z.uuid('Invalid id') });

export function interactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { interactions, comments, videoManagement } = ctx.services;
  const reactionBody = z.object({ type: z.enum(['pop', 'unpop'], { error: 'Reaction must be pop or unpop' }) });

  r.post('/api/videos/:id/reaction', { ...limited('toggle'), schema: { tags: ['reactions'], params: videoParams, body: reactionBody } }, async (request) =>
    interactions.react(requireViewer(request).userId, request.params.id, request.body.type),
  );
  r.put('/api/videos/:id/like', { ...limited('toggle'), schema: { tags: ['reactions'], params: videoParams } }, async (request) =>
    interactions.like(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/videos/:id/like', { ...limited('toggle'), schema: { tags: ['reactions'], params: videoParams } }, async (request) =>
    interactions.unlike(requireViewer(request).userId, request.params.id),
  );
  r.post('/api/videos/:id/shares', { ...countedIn('share', 'InteractionsService.share: the budget and the once-an-hour key in one statement'), schema: { tags: ['reactions'], params: videoParams } }, async (request, reply) =>
    reply.status(201).send(await interactions.share(requireViewer(request).userId, request.params.id)),
  );
  r.post('/api/videos/:id/not-interested', { ...limited('toggle'), schema: { tags: ['reactions'], summary: 'Show fewer videos like this in For You', params: videoParams } }, async (request, reply) => {
    await interactions.notInterested(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });
  r.post('/api/videos/:id/views', { ...countedIn('view', 'InteractionsRepo.countView: visibility, budget, key and event in one statement'), schema: { tags: ['reactions'], params: videoParams } }, async (request, reply) => {
    await interactions.view(request.viewer?.userId ?? null, clientKey(request.ip), request.params.id);
    return reply.status(204).send();
  });

  r.get('/api/videos/:id/comments', { schema: { tags: ['comments'], params: videoParams } }, async (request) => ({
    items: await comments.list(request.viewer?.userId ?? null, request.params.id),
  }));
  r.post('/api/comments', { ...limited('comment'), schema: { tags: ['comments'], body: commentSchema } }, async (request, reply) =>
    reply.status(201).send(await comments.post(requireViewer(request).userId, request.body)),
  );

  r.patch('/api/videos/:id', { ...limited('videoDetails'), schema: { tags: ['videos'], params: videoParams, body: videoUpdateSchema } }, async (request) =>
    videoManagement.update(requireViewer(request).userId, request.params.id, request.body),
  );
  r.delete('/api/videos/:id', { ...limited('removal'), schema: { tags: ['videos'], params: videoParams } }, async (request, reply) => {
    await videoManagement.delete(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
