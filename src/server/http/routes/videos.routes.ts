import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { DomainError } from '../../domain/errors.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { videoMetadataSchema } from '../../../shared/content.schema.ts';
import { assertNoNul } from '../plugins/text-guard.ts';

export function videoUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { videoUploads } = ctx.services;

  /** multipart/form-data: fields title, caption, place_id and one `file`; the file streams to storage. */
  r.post('/api/videos', { schema: { tags: ['videos'], consumes: ['multipart/form-data'], multipartForm: videoMetadataSchema.extend({ file: z.file() }) } }, async (request, reply) => {
    const viewer = requireViewer(request);
    if (!request.isMultipart()) throw new DomainError('bad_request', 'Send the video as multipart/form-data');
    const fields: Record<string, unknown> = {};
    let originalKey: string | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (originalKey) {
            part.file.resume();
            continue;
          }
          originalKey = await videoUploads.storeOriginal(viewer.userId, { stream: part.file, truncated: () => part.file.truncated });
        } else if (typeof part.value === 'string') {
          assertNoNul(part.value);
          fields[part.fieldname] = part.value || undefined;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large', UPLOAD_MESSAGES.tooLarge, 413);
      throw error;
    }
    if (!originalKey) throw new DomainError('bad_request', UPLOAD_MESSAGES.invalidType);
    const video = await videoUploads.create(viewer.userId, originalKey, fields);
    return reply.status(201).send(video);
  });

  r.post(
    '/api/videos/:id/retry',
    { schema: { tags: ['videos'], params: z.object({ id: z.uuid('Invalid id') }) } },
    async (request, reply) => {
      await videoUploads.retry(requireViewer(request).userId, request.params.id);
      return reply.status(202).send({ status: 'processing' });
    },
  );

  /** The owner follows processing here: transcode (status), then the AI caption (ai_status). */
  r.get(
    '/api/videos/:id/status',
    { schema: { tags: ['videos'], params: z.object({ id: z.uuid('Invalid id') }) } },
    async (request) => videoUploads.status(requireViewer(request).userId, request.params.id),
  );
}
