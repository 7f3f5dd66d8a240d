import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { DomainError } from '../../domain/errors.ts';
import { videoMetadataSchema } from '../../../shared/content.schema.ts';
import { readUploadForm } from '../upload-form.ts';
import { limited } from '../write-limit-guard.ts';
import { videoCreatedSchema, videoRetrySchema, videoStatusSchema } from '../schemas/videos.schema.ts';

export function videoUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { videoUploads } = ctx.services;

  /**
   * multipart/form-data: fields title, caption, placeId, visibility, sensitive ('true'/'false'), contentWarning,
   * commentPolicy, language (en, es or ar; detected from the caption when absent) and one `file`; the file
   * streams to storage.
   */
  r.post(
    '/api/videos',
    {
      ...limited('upload'),
      schema: {
        tags: ['videos'],
        summary: 'Upload a video (processing starts at once)',
        consumes: ['multipart/form-data'],
        multipartForm: videoMetadataSchema.extend({ file: z.file() }),
        response: { 201: videoCreatedSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!request.isMultipart()) throw new DomainError('bad_request', 'Send the video as multipart/form-data');
      const upload = await readUploadForm(request, (file) => videoUploads.storeOriginal(viewer.userId, file), (key) => videoUploads.discard(key));
      return reply.status(201).send(await videoUploads.create(viewer.userId, upload.key, upload.fields));
    },
  );

  r.post(
    '/api/videos/:id/retry',
    { ...limited('upload'), schema: { tags: ['videos'], summary: 'Retry processing a failed upload', params: z.object({ id: z.uuid('Invalid id') }), response: { 202: videoRetrySchema } } },
    async (request, reply) => {
      await videoUploads.retry(requireViewer(request).userId, request.params.id);
      return reply.status(202).send({ status: 'processing' });
    },
  );

  /** The owner follows processing here: transcode (status), then the AI caption (ai_status). */
  r.get(
    '/api/videos/:id/status',
    { schema: { tags: ['videos'], summary: 'How processing of my upload stands', params: z.object({ id: z.uuid('Invalid id') }), response: { 200: videoStatusSchema } } },
    async (request) => videoUploads.status(requireViewer(request).userId, request.params.id),
  );
}
