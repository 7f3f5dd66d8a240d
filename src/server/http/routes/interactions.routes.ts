import { clientKey } from '../client-key.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { commentSchema, videoUpdateSchema } from '../../../shared/content.schema.ts';
import { countedIn, limited } from '../write-limit-guard.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import {
  commentListSchema,
  commentSchema as commentAnswer,
  favouriteStateSchema,
  repostStateSchema,
  likeStateSchema,
  reactionStateSchema,
  shareCountSchema,
  videoDetailsSchema,
  pinStateSchema,
} from '../schemas/videos.schema.ts';

const videoParams = z.object({ id: z.uuid('Invalid id') });

export function interactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { interactions, comments, videoManagement } = ctx.services;
  const reactionBody = z.object({ type: z.enum(['pop', 'unpop'], { error: 'Reaction must be pop or unpop' }) });
  const reactions = (summary: string) => ({ tags: ['reactions'], summary, params: videoParams });

  r.post(
    '/api/videos/:id/reaction',
    { ...limited('toggle'), schema: { ...reactions('Pop or unpop a video (the same one again takes it back)'), body: reactionBody, response: { 200: reactionStateSchema } } },
    async (request) => interactions.react(requireViewer(request).userId, request.params.id, request.body.type),
  );
  r.put('/api/videos/:id/like', { ...limited('toggle'), schema: { ...reactions('Like a video'), response: { 200: likeStateSchema } } }, async (request) =>
    interactions.like(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/videos/:id/like', { ...limited('toggle'), schema: { ...reactions('Take back my like'), response: { 200: likeStateSchema } } }, async (request) =>
    interactions.unlike(requireViewer(request).userId, request.params.id),
  );
  // Issue 55 item 3: only public and unlisted videos (400 with a message otherwise).
  r.put('/api/videos/:id/repost', { ...limited('toggle'), schema: { ...reactions("Repost a video to my followers' Following"), response: { 200: repostStateSchema } } }, async (request) =>
    interactions.repost(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/videos/:id/repost', { ...limited('toggle'), schema: { ...reactions('Take my repost back'), response: { 200: repostStateSchema } } }, async (request) =>
    interactions.unrepost(requireViewer(request).userId, request.params.id),
  );
  r.put('/api/videos/:id/favourite', { ...limited('toggle'), schema: { ...reactions('Save a video to my Favourites'), response: { 200: favouriteStateSchema } } }, async (request) =>
    interactions.favourite(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/videos/:id/favourite', { ...limited('toggle'), schema: { ...reactions('Take a video out of my Favourites'), response: { 200: favouriteStateSchema } } }, async (request) =>
    interactions.unfavourite(requireViewer(request).userId, request.params.id),
  );
  r.post(
    '/api/videos/:id/shares',
    {
      ...countedIn('share', 'InteractionsService.share: the budget and the once-an-hour key in one statement'),
      schema: { ...reactions('Count a share of a video (once an hour per person)'), response: { 201: shareCountSchema } },
    },
    async (request, reply) => reply.status(201).send(await interactions.share(requireViewer(request).userId, request.params.id)),
  );
  r.post(
    '/api/videos/:id/not-interested',
    { ...limited('toggle'), schema: { ...reactions('Show fewer videos like this in For You'), response: { 204: noContent } } },
    async (request, reply) => {
      await interactions.notInterested(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/videos/:id/views',
    {
      ...countedIn('view', 'InteractionsRepo.countView: visibility, budget, key and event in one statement'),
      schema: { ...reactions('Count a view (once an hour per viewer; visitors too)'), response: { 204: noContent } },
    },
    async (request, reply) => {
      await interactions.view(request.viewer?.userId ?? null, clientKey(request.ip), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/videos/:id/comments',
    {
      schema: { tags: ['comments'], summary: "A video's comments and replies, oldest first (500 a page)", params: videoParams, querystring: cursorQuerySchema, response: { 200: commentListSchema } },
    },
    async (request) => comments.list(request.viewer?.userId ?? null, request.params.id, request.query.cursor),
  );
  r.post(
    '/api/comments',
    { ...limited('comment'), schema: { tags: ['comments'], summary: 'Comment on a video, or reply to a comment', body: commentSchema, response: { 201: commentAnswer } } },
    async (request, reply) => reply.status(201).send(await comments.post(requireViewer(request).userId, request.body)),
  );

  r.patch(
    '/api/videos/:id',
    { ...limited('videoDetails'), schema: { tags: ['videos'], summary: "Change my video's title, caption, place, who can watch, sensitive mark, who can comment or language", params: videoParams, body: videoUpdateSchema, response: { 200: videoDetailsSchema } } },
    async (request) => videoManagement.update(requireViewer(request).userId, request.params.id, request.body),
  );
  r.delete(
    '/api/videos/:id',
    { ...limited('removal'), schema: { tags: ['videos'], summary: 'Delete my video and its files', params: videoParams, response: { 204: noContent } } },
    async (request, reply) => {
      await videoManagement.delete(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Issue 42: pinned videos lead the creator's Posts grid (at most three).
  const pin = { tags: ['videos'], params: videoParams, response: { 200: pinStateSchema } };
  r.put('/api/videos/:id/pin', { ...limited('videoDetails'), schema: { ...pin, summary: 'Pin my video to the top of my profile (at most 3)' } }, async (request) =>
    videoManagement.pin(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/videos/:id/pin', { ...limited('videoDetails'), schema: { ...pin, summary: 'Unpin my video from my profile' } }, async (request) =>
    videoManagement.unpin(requireViewer(request).userId, request.params.id),
  );
}
