import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { pushEndpointSchema, pushSubscriptionSchema } from '../../../shared/push.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { noContent } from '../schemas/common.schema.ts';
import { pushDeviceSchema, pushKeySchema } from '../schemas/push.schema.ts';

/**
 * Web Push on this device (issue 37, decision 044): the key a browser subscribes with, and turning pushes on and
 * off. The web app's session only (route-scopes.ts): a token cannot send my notifications somewhere else.
 */
export function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { push } = ctx.services;
  const tags = ['notifications'];

  r.get('/api/push/key', { schema: { tags, summary: "The server's VAPID public key, to subscribe a browser with", response: { 200: pushKeySchema } } }, async () => ({
    publicKey: await push.publicKey(),
  }));

  r.post(
    '/api/push/subscriptions',
    {
      ...limited('pushDevice'),
      schema: { tags, body: pushSubscriptionSchema, summary: 'Take my notifications as pushes on this browser (its PushSubscription)', response: { 201: pushDeviceSchema } },
    },
    async (request, reply) => reply.status(201).send(await push.subscribe(requireViewer(request).userId, request.body, request.headers['user-agent'] ?? null)),
  );

  r.delete(
    '/api/push/subscriptions',
    { ...limited('pushDevice'), schema: { tags, body: pushEndpointSchema, summary: 'Stop pushes to this browser', response: { 204: noContent } } },
    async (request, reply) => {
      await push.unsubscribe(requireViewer(request).userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
