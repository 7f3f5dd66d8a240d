import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await ctx.pool.query('select 1');
      return { ok: true, db: ctx.dbKind, version: ctx.config.version };
    } catch {
      return reply.status(503).send({ ok: false, db: ctx.dbKind, version: ctx.config.version });
    }
  });
}
