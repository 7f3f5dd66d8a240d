import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { commentControlStateSchema } from '../schemas/videos.schema.ts';

const params = z.object({ id: z.uuid('Invalid id') });
const tags = ['comments'];

/**
 * A video creator's hand on its comments (issue 38, decision 046): hide one, pin one. Each is a state set with
 * PUT and cleared with DELETE, like a like (PUT/DELETE /api/videos/:id/like), so a repeat changes nothing.
 */
export function commentControlRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { commentControls } = ctx.services;
  const schema = (summary: string) => ({ tags, summary, params, response: { 200: commentControlStateSchema } });

  r.put('/api/comments/:id/hidden', { ...limited('toggle'), schema: schema("Hide a comment on my video (its author and I still see it)") }, async (request) =>
    commentControls.setHidden(requireViewer(request).userId, request.params.id, true),
  );
  r.delete('/api/comments/:id/hidden', { ...limited('toggle'), schema: schema('Show a comment on my video again') }, async (request) =>
    commentControls.setHidden(requireViewer(request).userId, request.params.id, false),
  );
  r.put('/api/comments/:id/pin', { ...limited('toggle'), schema: schema('Pin a comment first on my video (replaces the pinned one)') }, async (request) =>
    commentControls.setPinned(requireViewer(request).userId, request.params.id, true),
  );
  r.delete('/api/comments/:id/pin', { ...limited('toggle'), schema: schema('Unpin a comment on my video') }, async (request) =>
    commentControls.setPinned(requireViewer(request).userId, request.params.id, false),
  );
}
