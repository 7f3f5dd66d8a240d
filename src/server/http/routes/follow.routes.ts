import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { followStateSchema } from '../../../shared/profile-answers.schema.ts';

const userParams = z.object({ id: z.uuid('Invalid id') });

export function followRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { follows } = ctx.services;
  const schema = (summary: string) => ({ tags: ['profiles'], summary, params: userParams, response: { 200: followStateSchema } });

  r.post('/api/users/:id/follow', { ...limited('toggle'), schema: schema('Follow a person') }, async (request) =>
    follows.follow(requireViewer(request).userId, request.params.id),
  );
  r.delete('/api/users/:id/follow', { ...limited('toggle'), schema: schema('Unfollow a person') }, async (request) =>
    follows.unfollow(requireViewer(request).userId, request.params.id),
  );
}
