import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { appConfigSchema, healthSchema } from '../schemas/health.schema.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['health'];

  /** Public settings the web app needs at run time (map tiles may point at your own tile server). */
  r.get('/api/config', { schema: { tags, summary: 'Public settings for the web app (map tiles, AI provider)', response: { 200: appConfigSchema } } }, async () => ({
    tileUrl: ctx.config.tileUrl,
    aiProvider: ctx.config.ai ? ('openai-compatible' as const) : ('local' as const),
  }));

  r.get('/api/health', { schema: { tags, summary: 'Liveness: the database answers (503 when it does not)', response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    try {
      await ctx.pool.query('select 1');
      return { ok: true, db: ctx.dbKind, version: ctx.config.version };
    } catch {
      return reply.status(503).send({ ok: false, db: ctx.dbKind, version: ctx.config.version });
    }
  });
}
