import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import {
  forYouReasonsSchema, hiddenCreatorListSchema, hiddenCreatorSchema, interestChoicesSchema, interestsInputSchema, interestsSchema,
} from '../../../shared/for-you.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

/** A person's say over their own For You (issue 56, decision 075). */
export function forYouRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { forYou } = ctx.services;
  const tags = ['feed'];

  r.get('/api/me/interests', { schema: { tags, summary: 'The tags and creators I picked for For You to start from', response: { 200: interestsSchema } } }, async (request) =>
    forYou.interests(requireViewer(request).userId),
  );
  r.put(
    '/api/me/interests',
    {
      ...limited('audience'),
      schema: {
        tags,
        summary: 'Pick the tags and creators For You starts from; For You is ranked again at once. Picks fade as my own watching and likes grow',
        body: interestsInputSchema,
        response: { 200: interestsSchema },
      },
    },
    async (request) => forYou.setInterests(requireViewer(request).userId, request.body.tags, request.body.creators),
  );
  r.get('/api/interests/choices', { schema: { tags, summary: 'What the welcome screen offers to pick: popular tags and creators', response: { 200: interestChoicesSchema } } }, async (request) =>
    forYou.interestChoices(requireViewer(request).userId),
  );
  r.get('/api/me/hidden-creators', { schema: { tags, summary: 'The creators I hid from my For You', response: { 200: hiddenCreatorListSchema } } }, async (request) =>
    forYou.hiddenCreators(requireViewer(request).userId),
  );
  r.post(
    '/api/users/:id/hide-from-for-you',
    { ...limited('toggle'), schema: { tags, summary: "Hide this creator from my For You (search, their profile and suggestions are unchanged)", params: idParams, response: { 200: hiddenCreatorSchema } } },
    async (request) => forYou.hideCreator(requireViewer(request).userId, request.params.id),
  );
  r.delete(
    '/api/users/:id/hide-from-for-you',
    { ...limited('toggle'), schema: { tags, summary: 'Show this creator in my For You again', params: idParams, response: { 200: hiddenCreatorSchema } } },
    async (request) => forYou.unhideCreator(requireViewer(request).userId, request.params.id),
  );
  r.get(
    '/api/videos/:id/for-you-reasons',
    { schema: { tags, summary: 'Why am I seeing this? The two strongest reasons For You has for this video', params: idParams, response: { 200: forYouReasonsSchema } } },
    async (request) => forYou.reasons(requireViewer(request).userId, request.params.id),
  );
}
