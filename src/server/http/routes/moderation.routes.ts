import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import {
  actionQuerySchema, moderatorGrantSchema, reportQuerySchema, reportUpdateSchema, userModerationSchema, videoModerationSchema,
} from '../../../shared/moderation.schema.ts';
import { noContent } from '../schemas/common.schema.ts';
import { moderationActionPageSchema, moderationModeratorSchema, moderationOverviewSchema, moderationReportPageSchema } from '../../../shared/moderation-answers.schema.ts';
import { adminUserStateSchema, moderationModeratorsSchema, moderationReportStateSchema, moderationVideoStateSchema } from '../schemas/moderation.schema.ts';
import { limited } from '../write-limit-guard.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });
const tags = ['admin'];

/**
 * The moderation screen (spec §2 admin moderation, §7 admin reads and updates). Who may call what is the
 * domain's rule (ModeratorCheck, decision 016); every write leaves a row in the audit trail.
 */
export function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { moderation, moderationReads, moderators } = ctx.services;

  r.get('/api/admin/reports', { schema: { tags, summary: 'The report queue, newest first (admins and moderators)', querystring: reportQuerySchema, response: { 200: moderationReportPageSchema } } }, async (request) =>
    moderationReads.reports(requireViewer(request).userId, request.query),
  );
  r.patch('/api/admin/reports/:id', { ...limited('moderation'), schema: { tags, summary: 'Mark a report resolved or unresolved', params: idParams, body: reportUpdateSchema, response: { 200: moderationReportStateSchema } } }, async (request) =>
    moderation.setReportResolved(requireViewer(request).userId, request.params.id, request.body),
  );
  r.patch('/api/admin/videos/:id', { ...limited('moderation'), schema: { tags, summary: 'Hide or unhide a video, or mark it sensitive (with a warning) or take the mark off', params: idParams, body: videoModerationSchema, response: { 200: moderationVideoStateSchema } } }, async (request) =>
    moderation.moderateVideo(requireViewer(request).userId, request.params.id, request.body),
  );
  r.patch('/api/admin/users/:id', { ...limited('moderation'), schema: { tags, summary: 'Ban, unban or set verified (admins only)', params: idParams, body: userModerationSchema, response: { 200: adminUserStateSchema } } }, async (request) =>
    moderation.moderateUser(requireViewer(request).userId, request.params.id, request.body),
  );
  r.get('/api/admin/actions', { schema: { tags, summary: 'The audit trail, newest first; report_id narrows it to one report', querystring: actionQuerySchema, response: { 200: moderationActionPageSchema } } }, async (request) =>
    moderationReads.actions(requireViewer(request).userId, request.query),
  );
  r.get('/api/admin/overview', { schema: { tags, summary: 'Open reports, open reports per reason, actions per day', response: { 200: moderationOverviewSchema } } }, async (request) =>
    moderationReads.overview(requireViewer(request).userId),
  );
  r.get('/api/admin/moderators', { schema: { tags, summary: 'Everyone with the moderator role (admins only)', response: { 200: moderationModeratorsSchema } } }, async (request) =>
    moderators.list(requireViewer(request).userId),
  );
  r.post('/api/admin/moderators', { ...limited('moderation'), schema: { tags, summary: 'Grant the moderator role by username (admins only)', body: moderatorGrantSchema, response: { 201: moderationModeratorSchema } } }, async (request, reply) =>
    reply.status(201).send(await moderators.grant(requireViewer(request).userId, request.body.username)),
  );
  r.delete('/api/admin/moderators/:id', { ...limited('moderation'), schema: { tags, summary: 'Revoke the moderator role (admins only)', params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    await moderators.revoke(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });
}
