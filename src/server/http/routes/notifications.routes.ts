import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import { notificationPageSchema, notificationUnreadCountSchema } from '../schemas/notification.schema.ts';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = ctx.services;
  const tags = ['notifications'];

  r.get(
    '/api/notifications',
    { schema: { tags, summary: 'My notifications, newest first (50 a page)', querystring: cursorQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => notifications.list(requireViewer(request).userId, request.query.cursor),
  );

  r.get('/api/notifications/unread-count', { schema: { tags, summary: 'How many of my notifications are unread', response: { 200: notificationUnreadCountSchema } } }, async (request) => ({
    count: await notifications.unreadCount(requireViewer(request).userId),
  }));

  r.post(
    '/api/notifications/:id/read',
    { ...limited('mark'), schema: { tags, params: z.object({ id: z.uuid('Invalid id') }), summary: 'Mark one notification read', response: { 204: noContent } } },
    async (request, reply) => {
      await notifications.markRead(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post('/api/notifications/read-all', { ...limited('mark'), schema: { tags, summary: 'Mark all my notifications read', response: { 204: noContent } } }, async (request, reply) => {
    await notifications.markAllRead(requireViewer(request).userId);
    return reply.status(204).send(null);
  });
}
