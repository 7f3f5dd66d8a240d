import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { datingProfileSchema, swipeSchema } from '../../../shared/content.schema.ts';
import { limited } from '../write-limit-guard.ts';

/** Singles matching (spec §2 Singles Match): the dating profile, Discover's candidates and swipes, AI Picks. */
export function matchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { matching } = ctx.services;
  const tags = ['matching'];

  r.get('/api/match/profile', { schema: { tags } }, async (request) => matching.profile(requireViewer(request).userId));

  r.put('/api/match/profile', { ...limited('profile'), schema: { tags, body: datingProfileSchema } }, async (request) =>
    matching.updateProfile(requireViewer(request).userId, request.body),
  );

  r.get('/api/match/candidates', { schema: { tags } }, async (request) => ({ items: await matching.candidates(requireViewer(request).userId) }));

  r.post('/api/match/swipes', { ...limited('swipe'), schema: { tags, body: swipeSchema } }, async (request, reply) =>
    reply.status(201).send(await matching.swipe(requireViewer(request).userId, request.body)),
  );

  r.get('/api/match/picks', { schema: { tags } }, async (request) => ({ pick: await matching.topPick(requireViewer(request).userId) }));

  r.post('/api/match/picks/refresh', { ...limited('picks'), schema: { tags } }, async (request) => ({ pick: await matching.refreshPicks(requireViewer(request).userId) }));

  r.delete('/api/match/matches/:id', { ...limited('removal'), schema: { tags, params: z.object({ id: z.uuid('Invalid id') }) } }, async (request, reply) => {
    await matching.unmatch(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
