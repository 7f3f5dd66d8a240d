import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { requestLocale } from '../request-locale.ts';
import { languageInputSchema, languageSettingSchema } from '../../../shared/language-answers.schema.ts';

/** The account's language (issue 39, decision 049): the web app applies it, and mails and pushes are written in it. */
export function languageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { language } = ctx.services;
  const tags = ['account'];

  r.get('/api/me/language', { schema: { tags, summary: 'My language: the choice stored with my account (null follows the browser) and the one in effect', response: { 200: languageSettingSchema } } }, async (request) =>
    language.get(requireViewer(request).userId, requestLocale(request)),
  );
  r.put(
    '/api/me/language',
    {
      ...limited('profile'),
      schema: { tags, summary: 'Choose my language (en, es or ar), or null to follow the browser; mails and pushes follow it', body: languageInputSchema, response: { 200: languageSettingSchema } },
    },
    async (request) => language.set(requireViewer(request).userId, request.body.locale, requestLocale(request)),
  );
}
