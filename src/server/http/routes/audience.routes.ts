import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import {
  followRequestListSchema,
  muteCreatedSchema,
  mutedUserListSchema,
  mutedWordInputSchema,
  mutedWordListSchema,
  mutedWordSchema,
  privacyInputSchema,
  privacySchema,
} from '../../../shared/audience-answers.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });
const tags = ['audience'];

/**
 * A viewer's audience controls (issue 38, decision 045): mute a person, mute words, make the account private
 * and answer follow requests. Each acts on the viewer's own lists only.
 */
export function audienceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mutes, follows } = ctx.services;

  r.post(
    '/api/users/:id/mute',
    { ...limited('audience'), schema: { tags, summary: "Mute a person: their videos, comments, stories and notifications leave my lists (they are not told)", params: idParams, response: { 201: muteCreatedSchema } } },
    async (request, reply) => {
      await mutes.mute(requireViewer(request).userId, request.params.id);
      return reply.status(201).send({ mutedId: request.params.id });
    },
  );
  r.delete(
    '/api/users/:id/mute',
    { ...limited('audience'), schema: { tags, summary: 'Unmute a person', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await mutes.unmute(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/me/mutes',
    { schema: { tags, summary: 'The people I muted, newest first (500 a page)', querystring: cursorQuerySchema, response: { 200: mutedUserListSchema } } },
    async (request) => mutes.muted(requireViewer(request).userId, request.query.cursor),
  );

  r.get(
    '/api/me/muted-words',
    { schema: { tags, summary: 'My muted words, phrases and hashtags in force, newest first', response: { 200: mutedWordListSchema } } },
    async (request) => mutes.words(requireViewer(request).userId),
  );
  r.post(
    '/api/me/muted-words',
    {
      ...limited('audience'),
      schema: { tags, summary: 'Mute a word, phrase or hashtag for a day, a week, a month or forever (again: renews it)', body: mutedWordInputSchema, response: { 201: mutedWordSchema } },
    },
    async (request, reply) => reply.status(201).send(await mutes.addWord(requireViewer(request).userId, request.body)),
  );
  r.delete(
    '/api/me/muted-words/:id',
    { ...limited('audience'), schema: { tags, summary: 'Unmute a word', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await mutes.removeWord(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get('/api/me/privacy', { schema: { tags, summary: 'Whether my account is private', response: { 200: privacySchema } } }, async (request) =>
    follows.privacy(requireViewer(request).userId),
  );
  r.put(
    '/api/me/privacy',
    { ...limited('audience'), schema: { tags, summary: 'Make my account private or public (going public approves every waiting request)', body: privacyInputSchema, response: { 200: privacySchema } } },
    async (request) => follows.setPrivacy(requireViewer(request).userId, request.body.privateAccount),
  );

  r.get(
    '/api/me/follow-requests',
    { schema: { tags, summary: 'Who asks to follow me, newest first (100 a page)', querystring: cursorQuerySchema, response: { 200: followRequestListSchema } } },
    async (request) => follows.requests(requireViewer(request).userId, request.query.cursor),
  );
  r.post(
    '/api/me/follow-requests/:id/approve',
    { ...limited('audience'), schema: { tags, summary: "Approve a person's request: they follow me from now on", params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await follows.approve(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.delete(
    '/api/me/follow-requests/:id',
    { ...limited('audience'), schema: { tags, summary: "Decline a person's request to follow me", params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await follows.decline(requireViewer(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
