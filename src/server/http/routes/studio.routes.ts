import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { clientKey } from '../client-key.ts';
import { noContent } from '../schemas/common.schema.ts';
import { type StudioRange } from '../../../shared/studio-analytics.ts';
import { watchSchema } from '../../../shared/content.schema.ts';
import { studioOverviewSchema, studioQuerySchema, studioVideoStatsSchema } from '../schemas/studio.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

/**
 * Creator analytics (issue 42 item 5, decision 056): the player's watch beacons, and /studio's numbers for the
 * creator's videos together and one by one. The numbers are the creator's alone.
 */
export function studioRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { studio } = ctx.services;

  r.post(
    '/api/videos/:id/watches',
    {
      ...limited('watch', 'userOrAddress'),
      schema: {
        tags: ['studio'],
        summary: "Report how long a video played on screen, once each time it leaves it (the player's beacon; visitors too)",
        params: idParams,
        body: watchSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await studio.watch(request.viewer?.userId ?? null, clientKey(request.ip), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/studio',
    { schema: { tags: ['studio'], summary: 'My analytics over 7, 28 or 60 days: totals, sources, each day, and my top videos', querystring: studioQuerySchema, response: { 200: studioOverviewSchema } } },
    async (request) => studio.overview(requireViewer(request).userId, request.query.days as StudioRange),
  );

  r.get(
    '/api/studio/videos/:id',
    { schema: { tags: ['studio'], summary: "One of my videos' analytics over 7, 28 or 60 days", params: idParams, querystring: studioQuerySchema, response: { 200: studioVideoStatsSchema } } },
    async (request) => studio.video(requireViewer(request).userId, request.params.id, request.query.days as StudioRange),
  );
}
