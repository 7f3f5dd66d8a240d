import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { noContent } from '../schemas/common.schema.ts';
import { captionListSchema, captionTrackSchema, transcriptionQueuedSchema } from '../../../shared/caption-answers.schema.ts';
import { captionTrackInput, transcribeInput } from '../../domain/videos/captions.service.ts';
import { CAPTION_FILE_MAX_BYTES } from '../../../shared/captions.ts';

const tags = ['captions'];
const videoParams = z.object({ id: z.uuid('Invalid id') });
const trackParams = videoParams.extend({ language: z.string().max(40).describe('A lowercase BCP 47 tag: en, es, pt-br…') });

/** A video's caption tracks (issue 41, decision 051): its creator writes them, viewers read the published ones. */
export function captionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { captions } = ctx.services;

  r.get(
    '/api/videos/:id/captions',
    { schema: { tags, summary: "A video's caption tracks (drafts too, for its creator)", params: videoParams, response: { 200: captionListSchema } } },
    async (request) => captions.list(request.viewer?.userId ?? null, request.params.id),
  );

  r.put(
    '/api/videos/:id/captions/:language',
    {
      ...limited('captions'),
      // A 64 KB file as JSON text, with room for its escapes.
      bodyLimit: CAPTION_FILE_MAX_BYTES * 2 + 4096,
      schema: { tags, summary: 'Add or replace my video’s captions in a language: a WebVTT file or written cues', params: trackParams, body: captionTrackInput, response: { 200: captionTrackSchema } },
    },
    async (request) => captions.put(requireViewer(request).userId, request.params.id, request.params.language, request.body),
  );

  r.post(
    '/api/videos/:id/captions/:language/publish',
    { ...limited('captions'), schema: { tags, summary: 'Publish a reviewed draft of my video’s captions', params: trackParams, response: { 200: captionTrackSchema } } },
    async (request) => captions.publish(requireViewer(request).userId, request.params.id, request.params.language),
  );

  r.delete(
    '/api/videos/:id/captions/:language',
    { ...limited('captions'), schema: { tags, summary: 'Delete my video’s captions in a language', params: trackParams, response: { 204: noContent } } },
    async (request, reply) => {
      await captions.remove(requireViewer(request).userId, request.params.id, request.params.language);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/videos/:id/captions/transcribe',
    { ...limited('transcribe'), schema: { tags, summary: 'Ask for automatic captions of my video: they arrive as a draft to review', params: videoParams, body: transcribeInput.optional(), response: { 202: transcriptionQueuedSchema } } },
    async (request, reply) => reply.status(202).send(await captions.transcribe(requireViewer(request).userId, request.params.id, request.body?.language)),
  );

  r.get(
    '/api/videos/:id/captions/:language/track.vtt',
    {
      schema: {
        tags,
        summary: 'A published caption track as WebVTT, by its signed link (the video’s audience applies on every request)',
        params: trackParams,
        querystring: z.object({ rev: z.string().max(20).optional(), exp: z.string().max(20).optional(), sig: z.string().max(200).optional() }),
        response: { 200: { description: 'The track, written from its plain-text cues', content: { 'text/vtt': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const vtt = await captions.vtt(request.viewer?.userId ?? null, request.params.id, request.params.language, request.query);
      return reply
        .type('text/vtt; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(vtt);
    },
  );
}
