import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { datingProfileSchema, swipeSchema } from '../../../shared/content.schema.ts';
import { noContent } from '../schemas/common.schema.ts';
import { matchCandidatesSchema, matchProfileSchema, matchTopPickSchema, swipeResultSchema } from '../../../shared/match-answers.schema.ts';
import { limited } from '../write-limit-guard.ts';

/** Singles matching (spec §2 Singles Match): the dating profile, Discover's candidates and swipes, AI Picks. */
export function matchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { matching } = ctx.services;
  const tags = ['matching'];

  r.get('/api/match/profile', { schema: { tags, summary: "The viewer's dating profile", response: { 200: matchProfileSchema } } }, async (request) => matching.profile(requireViewer(request).userId));

  r.put('/api/match/profile', { ...limited('profile'), schema: { tags, summary: 'Save the dating profile (opting in needs an age of 18 or more)', body: datingProfileSchema, response: { 200: matchProfileSchema } } }, async (request) =>
    matching.updateProfile(requireViewer(request).userId, request.body),
  );

  r.get('/api/match/candidates', { schema: { tags, summary: 'Discover: up to 50 opted-in people the viewer has not swiped (opted-in viewers only)', response: { 200: matchCandidatesSchema } } }, async (request) => ({ items: await matching.candidates(requireViewer(request).userId) }));

  r.post('/api/match/swipes', { ...limited('swipe'), schema: { tags, summary: 'Swipe left or right on a candidate; a mutual right opens a private room', body: swipeSchema, response: { 201: swipeResultSchema } } }, async (request, reply) =>
    reply.status(201).send(await matching.swipe(requireViewer(request).userId, request.body)),
  );

  r.get('/api/match/picks', { schema: { tags, summary: 'The top AI pick, or null', response: { 200: matchTopPickSchema } } }, async (request) => ({ pick: await matching.topPick(requireViewer(request).userId) }));

  r.post('/api/match/picks/refresh', { ...limited('picks'), schema: { tags, summary: 'Rescore AI Picks now and answer the new top pick', response: { 200: matchTopPickSchema } } }, async (request) => ({ pick: await matching.refreshPicks(requireViewer(request).userId) }));

  r.delete('/api/match/matches/:id', { ...limited('removal'), schema: { tags, summary: 'Unmatch a person (by user id): the match and its private room go', params: z.object({ id: z.uuid('Invalid id') }), response: { 204: noContent } } }, async (request, reply) => {
    await matching.unmatch(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });
}
