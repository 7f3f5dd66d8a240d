import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import { watchHistoryPageSchema, watchHistoryRecordingSchema } from '../../../shared/watch-history.ts';

const tags = ['watch history'];

/** Settings → Watch history (issue 55 item 4): only ever the viewer's own, at /api/me. */
export function watchHistoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { watchHistory } = ctx.services;

  r.get(
    '/api/me/history',
    { schema: { tags, summary: 'My watch history: the videos I watched in the last 90 days, last watched first, and whether recording is paused', querystring: cursorQuerySchema, response: { 200: watchHistoryPageSchema } } },
    async (request) => watchHistory.page(requireViewer(request).userId, request.query.cursor),
  );
  r.delete(
    '/api/me/history/:videoId',
    { ...limited('history'), schema: { tags, summary: 'Remove a video from my watch history', params: z.object({ videoId: z.uuid('Invalid id') }), response: { 204: noContent } } },
    async (request, reply) => {
      await watchHistory.remove(requireViewer(request).userId, request.params.videoId);
      return reply.status(204).send(null);
    },
  );
  r.delete('/api/me/history', { ...limited('history'), schema: { tags, summary: 'Clear my whole watch history', response: { 204: noContent } } }, async (request, reply) => {
    await watchHistory.clear(requireViewer(request).userId);
    return reply.status(204).send(null);
  });
  r.put(
    '/api/me/history/recording',
    { ...limited('history'), schema: { tags, summary: 'Pause or resume recording my watch history', body: watchHistoryRecordingSchema, response: { 200: watchHistoryRecordingSchema } } },
    async (request) => watchHistory.setPaused(requireViewer(request).userId, request.body.paused),
  );
}
