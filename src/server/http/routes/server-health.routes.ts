import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { serverHealthSchema } from '../../../shared/server-health.schema.ts';
import { limited } from '../write-limit-guard.ts';

const jobParams = z.object({ id: z.coerce.number().int('Invalid job id').min(1, 'Invalid job id').max(Number.MAX_SAFE_INTEGER, 'Invalid job id') });

/** Issue 60: the admin health page's answer, and a failed job queued again (admins only; the service checks). */
export function serverHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { serverHealth } = ctx.services;
  const tags = ['admin'];

  r.get('/api/admin/health', { schema: { tags, summary: "The server's health: versions, uptime, the queue, federation, storage, mail, push and backups, each green, amber or red (admins only)", response: { 200: serverHealthSchema } } }, async (request) =>
    serverHealth.read(requireViewer(request).userId),
  );

  r.post('/api/admin/jobs/:id/retry', { ...limited('moderation'), schema: { tags, summary: 'Queue a job that failed for good again, with fresh attempts (admins only)', params: jobParams, response: { 200: z.object({ retried: z.literal(true) }) } } }, async (request) => {
    await serverHealth.retryJob(requireViewer(request).userId, request.params.id);
    return { retried: true as const };
  });
}
