import type { FastifyInstance } from 'fastify';
import { noContent } from '../schemas/common.schema.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { analyticsEventSchema } from '../../domain/analytics/analytics.service.ts';
import { requireViewer } from '../plugins/auth.ts';
import { forbidden } from '../../domain/errors.ts';
import { limited } from '../write-limit-guard.ts';
import { adminAnalyticsSchema } from '../schemas/admin-analytics.schema.ts';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { analytics, auth } = ctx.services;

  r.post('/api/analytics', { ...limited('analytics', 'userOrAddress'), schema: { tags: ['analytics'], summary: 'Record one product event (anonymous or signed in)', body: analyticsEventSchema, response: { 204: noContent } } }, async (request, reply) => {
    await analytics.record(request.viewer?.userId ?? null, request.body);
    return reply.status(204).send(null);
  });

  r.get('/api/admin/analytics', { schema: { tags: ['admin'], summary: 'Admins: how often each analytics event was recorded', response: { 200: adminAnalyticsSchema } } }, async (request) => {
    const me = await auth.me(requireViewer(request).userId);
    if (!me.roles.includes('admin')) throw forbidden('Access denied. Admin only.');
    return { counts: await analytics.counts() };
  });
}
