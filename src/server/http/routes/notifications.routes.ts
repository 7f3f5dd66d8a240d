import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = ctx.services;

  r.get('/api/notifications', { schema: { tags: ['notifications'] } }, async (request) => ({
    items: await notifications.list(requireViewer(request).userId),
  }));

  r.get('/api/notifications/unread-count', { schema: { tags: ['notifications'] } }, async (request) => ({
    count: await notifications.unreadCount(requireViewer(request).userId),
  }));

  r.post(
    '/api/notifications/:id/read',
    { ...limited('mark'), schema: { tags: ['notifications'], params: z.object({ id: z.uuid('Invalid id') }) } },
    async (request, reply) => {
      await notifications.markRead(requireViewer(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post('/api/notifications/read-all', { ...limited('mark'), schema: { tags: ['notifications'] } }, async (request, reply) => {
    await notifications.markAllRead(requireViewer(request).userId);
    return reply.status(204).send();
  });
}
