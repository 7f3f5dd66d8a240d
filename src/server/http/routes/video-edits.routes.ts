import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { DomainError } from '../../domain/errors.ts';
import { editFieldsSchema } from '../../domain/videos/video-edit.service.ts';
import { readUploadForm } from '../upload-form.ts';
import { limited } from '../write-limit-guard.ts';
import type { OriginalSoundRequest } from '../../domain/sounds/original-sound.service.ts';
import { editSoundJobSchema, editSourceSchema, videoEditSchema } from '../../../shared/video-edit-answers.schema.ts';
import { soundSchema } from '../../../shared/sound-answers.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

/** The editor's routes (spec §4 Editor, §7): the owner's source, an export, its progress and the original sound. */
export function videoEditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { videoEdits, originalSounds } = ctx.services;

  r.get('/api/videos/:id/edit-source', { schema: { tags: ['editor'], summary: 'My video as the editor loads it', params: idParams, response: { 200: editSourceSchema } } }, async (request) =>
    videoEdits.source(requireViewer(request).userId, request.params.id),
  );

  /** multipart/form-data: mode (replace | new), optional music_track_id, and the exported `file`. */
  r.post(
    '/api/videos/:id/edits',
    {
      ...limited('upload'),
      schema: {
        tags: ['editor'],
        summary: 'Send an exported edit: it replaces the video or becomes a new post once transcoded',
        params: idParams,
        consumes: ['multipart/form-data'],
        multipartForm: editFieldsSchema.extend({ file: z.file() }),
        response: { 202: videoEditSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!request.isMultipart()) throw new DomainError('bad_request', 'Send the video as multipart/form-data');
      await videoEdits.admit(viewer.userId, request.params.id);
      const upload = await readUploadForm(request, (file) => videoEdits.storeExport(viewer.userId, file), (key) => videoEdits.discard(key));
      return reply.status(202).send(await videoEdits.submit(viewer.userId, request.params.id, upload.key, upload.fields));
    },
  );

  r.get('/api/video-edits/:id', { schema: { tags: ['editor'], summary: 'How an exported edit stands', params: idParams, response: { 200: videoEditSchema } } }, async (request) =>
    videoEdits.status(requireViewer(request).userId, request.params.id),
  );

  const answer = (reply: FastifyReply, result: OriginalSoundRequest) =>
    'sound' in result ? reply.status(200).send(result.sound) : reply.status(202).send(result.job);
  const originalSound = {
    tags: ['editor'],
    params: idParams,
    description: '200 with the sound once it exists; 202 with the job while one is queued or running (ffmpeg runs only in the job).',
    response: { 200: soundSchema, 202: editSoundJobSchema },
  };
  r.post('/api/videos/:id/original-sound', { ...limited('sound'), schema: { ...originalSound, summary: 'Extract the video’s own audio as a sound' } }, async (request, reply) =>
    answer(reply, await originalSounds.request(requireViewer(request).userId, request.params.id)),
  );
  r.get('/api/videos/:id/original-sound', { schema: { ...originalSound, summary: 'How the extraction stands (404 when none was asked for)' } }, async (request, reply) =>
    answer(reply, await originalSounds.progress(requireViewer(request).userId, request.params.id)),
  );
}
