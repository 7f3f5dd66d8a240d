import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { reportSchema } from '../../../shared/content.schema.ts';
import { limited } from '../write-limit-guard.ts';

const userParams = z.object({ id: z.uuid('Invalid id') });

/** Reports and blocks: what a viewer does about content and people they do not want. */
export function safetyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { safety } = ctx.services;

  r.post('/api/reports', { ...limited('report'), schema: { tags: ['safety'], body: reportSchema } }, async (request, reply) =>
    reply.status(201).send(await safety.report(requireViewer(request).userId, request.body)),
  );

  r.post('/api/blocks', { ...limited('block'), schema: { tags: ['safety'], body: z.object({ blocked_id: z.uuid('Invalid id') }) } }, async (request, reply) => {
    await safety.block(requireViewer(request).userId, request.body.blocked_id);
    return reply.status(201).send({ blocked_id: request.body.blocked_id });
  });
  r.get('/api/blocks', { schema: { tags: ['safety'] } }, async (request) => ({ items: await safety.blocked(requireViewer(request).userId) }));
  r.delete('/api/blocks/:id', { ...limited('block'), schema: { tags: ['safety'], params: userParams } }, async (request, reply) => {
    await safety.unblock(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
