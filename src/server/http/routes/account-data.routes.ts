import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { deleteAccountSchema } from '../../../shared/account.schema.ts';
import { requireViewer, SESSION_COOKIE } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });
const downloadQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/** Sessions, the data export and account deletion: the signed-in person's control over the account itself. */
export function accountDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, dataExports, accountDeletion } = ctx.services;
  const tags = ['account'];

  r.get('/api/me/sessions', { schema: { tags } }, async (request) => {
    const viewer = requireViewer(request);
    return sessions.list(viewer.userId, viewer.sessionId);
  });

  r.delete('/api/me/sessions/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Sign out one session (its sockets close at once)' } }, async (request, reply) => {
    const viewer = requireViewer(request);
    await sessions.end(viewer.userId, request.params.id);
    if (request.params.id === viewer.sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  r.post('/api/me/sessions/sign-out-others', { ...limited('security'), schema: { tags, summary: 'Sign out everywhere else' } }, async (request) => {
    const viewer = requireViewer(request);
    return sessions.endOthers(viewer.userId, viewer.sessionId);
  });

  r.get('/api/me/exports', { schema: { tags } }, async (request) => dataExports.list(requireViewer(request).userId));

  r.post('/api/me/exports', { ...limited('dataExport'), schema: { tags, summary: 'Download my data: a job builds the zip; a mail and a notification say when' } }, async (request, reply) =>
    reply.status(202).send(await dataExports.request(requireViewer(request).userId)),
  );

  r.get('/api/me/exports/:id/download', { schema: { tags, params: idParams, querystring: downloadQuery, summary: 'The zip, for its owner, with the signed link' } }, async (request, reply) => {
    const file = await dataExports.open(requireViewer(request).userId, request.params.id, request.query);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  r.post('/api/me/deletion', { ...limited('security'), schema: { tags, body: deleteAccountSchema, summary: 'Deactivate now, erase after the grace period unless signed in again' } }, async (request, reply) => {
    const scheduled = await accountDeletion.request(requireViewer(request).userId, request.body.password, request.body.code);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(202).send(scheduled);
  });
}
