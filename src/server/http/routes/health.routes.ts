import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Public settings the web app needs at run time (map tiles may point at your own tile server). */
  app.get('/api/config', { schema: { tags: ['health'] } }, async () => ({ tileUrl: ctx.config.tileUrl, aiProvider: ctx.config.ai ? 'openai-compatible' : 'local' }));

  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await ctx.pool.query('select 1');
      return { ok: true, db: ctx.dbKind, version: ctx.config.version };
    } catch {
      return reply.status(503).send({ ok: false, db: ctx.dbKind, version: ctx.config.version });
    }
  });
}
