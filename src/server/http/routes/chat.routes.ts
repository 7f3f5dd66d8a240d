import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { chatMessageBodySchema, roomSchema } from '../../../shared/content.schema.ts';
import { cursorQuerySchema, noContent } from '../schemas/common.schema.ts';
import { chatMessagePageSchema, chatMessageSchema, chatRoomPageSchema, chatRoomSummarySchema } from '../../../shared/chat-answers.schema.ts';
import { limited } from '../write-limit-guard.ts';

const roomParams = z.object({ id: z.uuid('Invalid id') });
const seq = z.coerce.number('Invalid cursor').int('Invalid cursor').min(0, 'Invalid cursor').max(Number.MAX_SAFE_INTEGER, 'Invalid cursor');

/** Chat rooms (spec §2 Chat): the list, a room, its messages, sending and read marks. Live delivery is the `room:<id>` channel. */
export function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chat } = ctx.services;
  const tags = ['chat'];

  r.get('/api/chat/rooms', { schema: { tags, summary: 'The rooms the viewer may read (public ones and their private ones), newest first', querystring: cursorQuerySchema, response: { 200: chatRoomPageSchema } } }, async (request) =>
    chat.rooms(requireViewer(request).userId, request.query.cursor),
  );

  r.post('/api/chat/rooms', { ...limited('room'), schema: { tags, summary: 'Open a public room', body: roomSchema, response: { 201: chatRoomSummarySchema } } }, async (request, reply) =>
    reply.status(201).send(await chat.createRoom(requireViewer(request).userId, request.body)),
  );

  r.get('/api/chat/rooms/:id', { schema: { tags, summary: 'One room the viewer may read', params: roomParams, response: { 200: chatRoomSummarySchema } } }, async (request) => chat.room(requireViewer(request).userId, request.params.id));

  r.get(
    '/api/chat/rooms/:id/messages',
    {
      schema: {
        tags,
        summary: "A room's latest messages, or those before or after a seq, oldest first",
        params: roomParams,
        querystring: z.object({ before: seq.optional(), after: seq.optional() }),
        response: { 200: chatMessagePageSchema },
      },
    },
    async (request) => chat.messages(requireViewer(request).userId, request.params.id, request.query),
  );

  r.post('/api/chat/rooms/:id/messages', { ...limited('chat'), schema: { tags, summary: 'Send a message to a room', params: roomParams, body: chatMessageBodySchema, response: { 201: chatMessageSchema } } }, async (request, reply) =>
    reply.status(201).send(await chat.post(requireViewer(request).userId, request.params.id, request.body)),
  );

  r.post('/api/chat/rooms/:id/read', { ...limited('mark'), schema: { tags, summary: 'Mark a room read up to a seq', params: roomParams, body: z.object({ seq }), response: { 204: noContent } } }, async (request, reply) => {
    await chat.markRead(requireViewer(request).userId, request.params.id, request.body.seq);
    return reply.status(204).send(null);
  });
}
