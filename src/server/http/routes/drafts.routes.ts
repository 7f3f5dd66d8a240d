import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import { profileVideoListSchema, scheduledVideoListSchema } from '../../../shared/profile-answers.schema.ts';
import { scheduleSchema } from '../../../shared/content.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });
const scheduledSchema = z.object({ id: z.uuid(), scheduledAt: z.date() }).meta({ id: 'ScheduledPost' });
const draftPostedSchema = z
  .object({ id: z.uuid(), draft: z.literal(false), status: z.enum(['processing', 'ready', 'failed']) })
  .meta({ id: 'DraftPosted', description: 'Posted: followers hear of it once it plays (now when ready, else when its processing ends)' });

/**
 * Drafts and scheduled posts (issue 42, decisions 054 and 055): the owner's Drafts and Scheduled tabs,
 * scheduling, cancelling, and posting now. Either upload (POST /api/videos, POST /api/uploads/{id}/video) saves
 * a draft with `draft` or schedules with `publishAt`; PATCH /api/videos/{id} edits them like any video.
 */
export function draftRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { drafts, profiles } = ctx.services;

  r.get(
    '/api/me/drafts',
    { schema: { tags: ['videos'], summary: 'My drafts, newest first (a processed one shows as ready)', querystring: cursorQuerySchema, response: { 200: profileVideoListSchema } } },
    async (request) => profiles.drafts(requireViewer(request).userId, request.query.cursor),
  );

  r.get(
    '/api/me/scheduled',
    { schema: { tags: ['videos'], summary: 'My scheduled posts, the soonest first, with when each goes out', response: { 200: scheduledVideoListSchema } } },
    async (request) => profiles.scheduled(requireViewer(request).userId),
  );

  r.put(
    '/api/videos/:id/schedule',
    {
      ...limited('videoDetails'),
      schema: {
        tags: ['videos'],
        summary: 'Schedule my draft, or move my scheduled post (publishAt: ISO 8601 with the offset of my time zone)',
        params: idParams,
        body: scheduleSchema,
        response: { 200: scheduledSchema },
      },
    },
    async (request) => drafts.schedule(requireViewer(request).userId, request.params.id, request.body.publishAt),
  );

  r.delete(
    '/api/videos/:id/schedule',
    { ...limited('videoDetails'), schema: { tags: ['videos'], summary: 'Cancel my scheduled post: it goes back to my drafts', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await drafts.unschedule(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/videos/:id/publish',
    { ...limited('upload'), schema: { tags: ['videos'], summary: 'Post my draft or scheduled post now', params: idParams, response: { 200: draftPostedSchema } } },
    async (request) => drafts.post(requireViewer(request).userId, request.params.id),
  );
}
