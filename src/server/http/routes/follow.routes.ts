import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';

const userParams = z.object({ id: z.uuid('Invalid id') });

export function followRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { follows } = ctx.services;

  r.post('/api/users/:id/follow', { ...limited('toggle'), schema: { tags: ['profiles'], params: userParams } }, async (request) =>
    follows.follow(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/users/:id/follow', { ...limited('toggle'), schema: { tags: ['profiles'], params: userParams } }, async (request) =>
    follows.unfollow(requireViewer(request).userId, request.params.id),
  );
}
