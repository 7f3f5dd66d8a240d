import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { deleteAccountSchema } from '../../../shared/account.schema.ts';
import { requireViewer, SESSION_COOKIE } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { noContent } from '../schemas/common.schema.ts';
import { accountSessionListSchema, dataExportListSchema, dataExportSchema, deletionScheduledSchema, sessionsEndedSchema } from '../../../shared/account-answers.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });
/** The export's file: a zip streamed as an attachment, not JSON. */
const zipAnswer = { description: 'The zip, as an attachment', content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } };
const downloadQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/** Sessions, the data export and account deletion: the signed-in person's control over the account itself. */
export function accountDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, dataExports, accountDeletion } = ctx.services;
  const tags = ['account'];

  r.get('/api/me/sessions', { schema: { tags, summary: 'Where I am signed in: this session first', response: { 200: accountSessionListSchema } } }, async (request) => {
    const viewer = requireViewer(request);
    return sessions.list(viewer.userId, viewer.sessionId);
  });

  r.delete('/api/me/sessions/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Sign out one session (its sockets close at once)', response: { 204: noContent } } }, async (request, reply) => {
    const viewer = requireViewer(request);
    await sessions.end(viewer.userId, request.params.id);
    if (request.params.id === viewer.sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send(null);
  });

  r.post('/api/me/sessions/sign-out-others', { ...limited('security'), schema: { tags, summary: 'Sign out everywhere else', response: { 200: sessionsEndedSchema } } }, async (request) => {
    const viewer = requireViewer(request);
    return sessions.endOthers(viewer.userId, viewer.sessionId);
  });

  r.get('/api/me/exports', { schema: { tags, summary: 'My data exports, newest first', response: { 200: dataExportListSchema } } }, async (request) => dataExports.list(requireViewer(request).userId));

  r.post('/api/me/exports', { ...limited('dataExport'), schema: { tags, summary: 'Download my data: a job builds the zip; a mail and a notification say when', response: { 202: dataExportSchema } } }, async (request, reply) =>
    reply.status(202).send(await dataExports.request(requireViewer(request).userId)),
  );

  r.get('/api/me/exports/:id/download', { schema: { tags, params: idParams, querystring: downloadQuery, summary: 'The zip, for its owner, with the signed link', response: { 200: zipAnswer } } }, async (request, reply) => {
    const file = await dataExports.open(requireViewer(request).userId, request.params.id, request.query);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  r.post('/api/me/deletion', { ...limited('security'), schema: { tags, body: deleteAccountSchema, summary: 'Deactivate now, erase after the grace period unless signed in again', response: { 202: deletionScheduledSchema } } }, async (request, reply) => {
    const scheduled = await accountDeletion.request(requireViewer(request).userId, request.body.password, request.body.code);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(202).send(scheduled);
  });
}
