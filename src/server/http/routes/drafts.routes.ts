import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { cursorQuerySchema } from '../schemas/common.schema.ts';
import { profileVideoListSchema } from '../schemas/profiles.schema.ts';

const draftPostedSchema = z
  .object({ id: z.uuid(), draft: z.literal(false), status: z.enum(['processing', 'ready', 'failed']) })
  .meta({ id: 'DraftPosted', description: 'Posted: followers hear of it once it plays (now when ready, else when its processing ends)' });

/**
 * Drafts (issue 42, decision 054): the owner's Drafts tab, and posting one. A draft is saved with `draft` on
 * either upload (POST /api/videos, POST /api/uploads/{id}/video) and edited with PATCH /api/videos/{id}.
 */
export function draftRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { drafts, profiles } = ctx.services;

  r.get(
    '/api/me/drafts',
    { schema: { tags: ['videos'], summary: 'My drafts, newest first (a processed one shows as ready)', querystring: cursorQuerySchema, response: { 200: profileVideoListSchema } } },
    async (request) => profiles.drafts(requireViewer(request).userId, request.query.cursor),
  );

  r.post(
    '/api/videos/:id/publish',
    { ...limited('upload'), schema: { tags: ['videos'], summary: 'Post my draft', params: z.object({ id: z.uuid('Invalid id') }), response: { 200: draftPostedSchema } } },
    async (request) => drafts.post(requireViewer(request).userId, request.params.id),
  );
}
