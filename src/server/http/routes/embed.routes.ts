import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { requestLocale } from '../request-locale.ts';
import { mediaOrigins } from '../plugins/security-headers.ts';
import { embedPageHtml } from '../../domain/share/embed-page.ts';
import { shareOrigin } from '../../domain/share/share-meta.ts';
import { embedSettingsSchema, embedSettingsUpdateSchema, oembedAnswerSchema, oembedQuerySchema } from '../../../shared/embeds.schema.ts';
import { OEMBED_CACHE_SECONDS } from '../../../shared/embeds.ts';

/** Any text: an id that is not a video's is the same 404 as a hidden one's. */
const params = z.object({ id: z.string().max(100).meta({ format: 'uuid' }) });
const html = z.string().describe('An HTML page');

/**
 * Embeds (issue 57, decision 081): the player other sites frame, its oEmbed description, and the admins' choice
 * of which sites may frame it. The player page is the one page any site may frame (within that choice): its
 * own policy replaces the page set's `frame-ancestors 'none'` and X-Frame-Options, and it loads no script.
 */
export function embedRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { embeds } = ctx.services;
  const media = mediaOrigins(ctx.config).join(' ');
  const originOf = (host: string | undefined) => shareOrigin(ctx.config.publicUrl, ctx.config.port, host);

  r.get(
    '/embed/:id',
    {
      schema: {
        tags: ['share'],
        summary: 'The embed player of a video a visitor may watch (public or unlisted), framable by the sites an admin allows; 404 names nothing',
        params,
        response: { 200: { description: 'The player page', content: { 'text/html': { schema: html } } }, 404: { description: 'This video is unavailable', content: { 'text/html': { schema: html } } } },
      },
    },
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const video = await embeds.video(request.params.id);
      const sources = `'self'${media ? ` ${media}` : ''}`;
      reply
        .removeHeader('x-frame-options')
        .header('Content-Security-Policy', `default-src 'none'; img-src ${sources}; media-src ${sources}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${await embeds.frameAncestors()}`)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Vary', 'Accept-Language')
        // A video may be hidden at any moment: a shared cache keeps the page for a minute at most.
        .header('Cache-Control', video ? 'public, max-age=60' : 'no-store');
      return reply
        .status(video ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(embedPageHtml(video, originOf(request.headers.host), requestLocale(request)));
    },
  );

  r.get(
    '/oembed',
    {
      schema: {
        tags: ['share'],
        summary: 'oEmbed 1.0 for a video link (/v/{id}): an iframe of its embed player, sized to maxwidth and maxheight at 9:16; JSON only (501 otherwise); 404 for a link that is not a video a visitor may watch',
        querystring: oembedQuerySchema,
        response: {
          200: oembedAnswerSchema,
          // oEmbed 1.0, section 2.3.4: the answer to a format this provider does not serve.
          501: z.object({ error: z.object({ code: z.literal('not_implemented'), message: z.string() }) }).describe('Only the JSON format is available'),
        },
      },
    },
    async (request, reply) => {
      const answer = await embeds.oembed(request.query, originOf(request.headers.host), requestLocale(request));
      // Public facts any page may read (an editor previewing a pasted link asks from the browser).
      return reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', `public, max-age=${OEMBED_CACHE_SECONDS}`).send(answer);
    },
  );

  r.get('/api/admin/embeds', { schema: { tags: ['admin'], summary: 'Which other sites may embed videos (admins only)', response: { 200: embedSettingsSchema } } }, async (request) =>
    embeds.settings(requireViewer(request).userId),
  );
  r.put(
    '/api/admin/embeds',
    { ...limited('moderation'), schema: { tags: ['admin'], summary: 'Let every site embed videos, or only the listed ones (none: no site) (admins only)', body: embedSettingsUpdateSchema, response: { 200: embedSettingsSchema } } },
    async (request) => embeds.updateSettings(requireViewer(request).userId, request.body),
  );
}
