import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { placeSchema } from '../../../shared/content.schema.ts';
import { limited } from '../write-limit-guard.ts';
import { compiledSerializer } from '../compiled-response.ts';
import { cardPageSchema } from '../../../shared/feed-answers.schema.ts';
import { cursorQuerySchema } from '../schemas/common.schema.ts';
import { placeListSchema, placeSchema as placeAnswer, tileVideoListSchema } from '../schemas/places.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

export function placeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { places, gridPlayer } = ctx.services;

  r.get(
    '/api/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Find places by name, city or address, the names most like the text first (10 a page)',
        querystring: cursorQuerySchema.extend({ q: z.string().max(200).default('') }),
        response: { 200: placeListSchema },
      },
    },
    async (request) => {
      requireViewer(request);
      return places.search(request.query.q, request.query.cursor);
    },
  );
  r.post('/api/places', { ...limited('place'), schema: { tags: ['places'], summary: 'Add a place', body: placeSchema, response: { 201: placeAnswer } } }, async (request, reply) =>
    reply.status(201).send(await places.create(requireViewer(request).userId, request.body)),
  );
  r.get('/api/places/:id', { schema: { tags: ['places'], summary: 'One place', params: idParams, response: { 200: placeAnswer } } }, async (request) =>
    places.find(request.params.id),
  );
  r.get(
    '/api/places/:id/videos',
    { schema: { tags: ['places'], summary: 'The videos tagged at a place, newest first (60 a page)', params: idParams, querystring: cursorQuerySchema, response: { 200: tileVideoListSchema } } },
    async (request) => places.videos(request.viewer?.userId ?? null, request.params.id, request.query.cursor),
  );
  r.get(
    '/api/places/:id/videos/feed',
    {
      schema: { tags: ['places'], summary: "The place grid's player: its videos as cards, newest first", params: idParams, querystring: cursorQuerySchema, response: { 200: cardPageSchema } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => gridPlayer.place(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
}
