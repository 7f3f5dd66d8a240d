import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { reportSchema } from '../../../shared/content.schema.ts';
import { limited } from '../write-limit-guard.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import { blockCreatedSchema, blockedUserListSchema, reportSubmittedSchema } from '../../../shared/profile-answers.schema.ts';

const userParams = z.object({ id: z.uuid('Invalid id') });

/** Reports and blocks: what a viewer does about content and people they do not want. */
export function safetyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { safety } = ctx.services;

  r.post(
    '/api/reports',
    { ...limited('report'), schema: { tags: ['safety'], summary: 'Report a video, comment, profile, chat message, sound or story to the moderators', body: reportSchema, response: { 201: reportSubmittedSchema } } },
    async (request, reply) => reply.status(201).send(await safety.report(requireViewer(request).userId, request.body)),
  );

  r.post(
    '/api/blocks',
    {
      ...limited('block'),
      schema: { tags: ['safety'], summary: 'Block a person', body: z.object({ blockedId: z.uuid('Invalid id') }), response: { 201: blockCreatedSchema } },
    },
    async (request, reply) => {
      await safety.block(requireViewer(request).userId, request.body.blockedId);
      return reply.status(201).send({ blockedId: request.body.blockedId });
    },
  );
  r.get(
    '/api/blocks',
    { schema: { tags: ['safety'], summary: 'The people I blocked, newest first (500 a page)', querystring: cursorQuerySchema, response: { 200: blockedUserListSchema } } },
    async (request) => safety.blocked(requireViewer(request).userId, request.query.cursor),
  );
  r.delete(
    '/api/blocks/:id',
    { ...limited('block'), schema: { tags: ['safety'], summary: 'Unblock a person', params: userParams, response: { 204: noContent } } },
    async (request, reply) => {
      await safety.unblock(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
