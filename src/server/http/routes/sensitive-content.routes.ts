import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { sensitiveContentSchema } from '../schemas/sensitive-content.schema.ts';

/** The viewer's "Always show sensitive content" setting (issue 38, decision 046). */
export function sensitiveContentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sensitiveContent } = ctx.services;
  const tags = ['safety'];

  r.get('/api/me/sensitive-content', { schema: { tags, summary: 'Whether sensitive videos show without their blur for me', response: { 200: sensitiveContentSchema } } }, async (request) =>
    sensitiveContent.get(requireViewer(request).userId),
  );
  r.put(
    '/api/me/sensitive-content',
    {
      ...limited('profile'),
      schema: { tags, summary: 'Always show sensitive content, or blur it again (turning it on needs an age of 18 or more when known)', body: sensitiveContentSchema, response: { 200: sensitiveContentSchema } },
    },
    async (request) => sensitiveContent.set(requireViewer(request).userId, request.body.showSensitive),
  );
}
