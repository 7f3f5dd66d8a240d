import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import {
  notificationActorPageSchema, notificationPageSchema, notificationSettingsBodySchema, notificationSettingsSchema, notificationUnreadCountSchema,
} from '../schemas/notification.schema.ts';

const groupParams = z.object({ id: z.uuid('Invalid id') });

/** Notification groups (decision 043): every id here is a group's, and only its owner reaches it. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = ctx.services;
  const tags = ['notifications'];

  r.get(
    '/api/notifications',
    { schema: { tags, summary: 'My notification groups, most recently active first (50 a page)', querystring: cursorQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => notifications.list(requireViewer(request).userId, request.query.cursor),
  );

  r.get('/api/notifications/unread-count', { schema: { tags, summary: 'How many of my notification groups are unread', response: { 200: notificationUnreadCountSchema } } }, async (request) => ({
    count: await notifications.unreadCount(requireViewer(request).userId),
  }));

  r.get(
    '/api/notifications/:id/actors',
    { schema: { tags, params: groupParams, querystring: cursorQuerySchema, summary: 'Everyone in one of my notification groups, newest first', response: { 200: notificationActorPageSchema } } },
    async (request) => notifications.actors(requireViewer(request).userId, request.params.id, request.query.cursor),
  );

  r.post(
    '/api/notifications/:id/read',
    { ...limited('mark'), schema: { tags, params: groupParams, summary: 'Mark one notification group read', response: { 204: noContent } } },
    async (request, reply) => {
      await notifications.markRead(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post('/api/notifications/read-all', { ...limited('mark'), schema: { tags, summary: 'Mark all my notification groups read', response: { 204: noContent } } }, async (request, reply) => {
    await notifications.markAllRead(requireViewer(request).userId);
    return reply.status(204).send(null);
  });

  r.get(
    '/api/me/notification-settings',
    { schema: { tags, summary: 'Which kinds of notification I get in the app and as pushes, one row per kind', response: { 200: notificationSettingsSchema } } },
    async (request) => notifications.settingsOf(requireViewer(request).userId),
  );

  r.put(
    '/api/me/notification-settings',
    {
      ...limited('profile'),
      schema: { tags, body: notificationSettingsBodySchema, summary: 'Change which kinds of notification I get; answers every kind', response: { 200: notificationSettingsSchema } },
    },
    async (request) => notifications.saveSettings(requireViewer(request).userId, request.body.items),
  );
}
