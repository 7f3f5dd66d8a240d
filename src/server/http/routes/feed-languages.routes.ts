import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { feedLanguagesInputSchema, feedLanguagesSchema } from '../schemas/feed-languages.schema.ts';

/** The viewer's For You languages (issue 39, decision 048). */
export function feedLanguagesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { feedLanguages } = ctx.services;
  const tags = ['feed'];

  r.get('/api/me/feed-languages', { schema: { tags, summary: 'The languages my For You shows (empty: every language)', response: { 200: feedLanguagesSchema } } }, async (request) =>
    feedLanguages.get(requireViewer(request).userId),
  );
  r.put(
    '/api/me/feed-languages',
    {
      ...limited('audience'),
      schema: {
        tags,
        summary: 'Choose the languages my For You shows; videos of unknown language show whatever I choose, and an empty list shows every language',
        body: feedLanguagesInputSchema,
        response: { 200: feedLanguagesSchema },
      },
    },
    async (request) => feedLanguages.set(requireViewer(request).userId, request.body.languages),
  );
}
