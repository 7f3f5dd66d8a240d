import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { DomainError } from '../../domain/errors.ts';
import type { StoredStoryUpload } from '../../domain/stories/story.service.ts';
import { storyFieldsSchema } from '../../../shared/story.schema.ts';
import { STORY_MESSAGES } from '../../../shared/story-types.ts';
import { noContent } from '../schemas/common.schema.ts';
import { noBodyAnswer } from '../schemas/no-body.schema.ts';
import { storyRingsSchema, storyStatusSchema, userStoriesSchema } from '../../../shared/story-answers.schema.ts';
import { readUploadForm } from '../upload-form.ts';
import { limited } from '../write-limit-guard.ts';

const storyParams = z.object({ id: z.uuid('Invalid id') });

/** 24-hour stories (spec §2 Create Story, §7 Stories): posting, the rings, a person's stories, their media and seen marks. */
export function storyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { stories } = ctx.services;
  const tags = ['stories'];

  /** multipart/form-data: caption, visibility, sticker, sticker_x, sticker_y, trim_start, trim_end and one image or video `file`. */
  r.post(
    '/api/stories',
    { ...limited('story'), schema: {
        tags,
        summary: 'Post a story: an image, or a video the server trims and encodes (status says when it is ready)',
        consumes: ['multipart/form-data'],
        multipartForm: storyFieldsSchema.extend({ file: z.file() }),
        response: { 201: storyStatusSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!request.isMultipart()) throw new DomainError('bad_request', 'Send the story as multipart/form-data');
      let stored: StoredStoryUpload | null = null;
      const upload = await readUploadForm(
        request,
        async (file) => {
          stored = await stories.storeUpload(viewer.userId, file);
          return stored.key;
        },
        (key) => stories.discard(key),
        STORY_MESSAGES.invalidFile,
      );
      return reply.status(201).send(await stories.create(viewer.userId, stored!, upload.fields));
    },
  );

  r.get('/api/stories/rings', { schema: { tags, summary: 'The story rings: the viewer, then followed people with active stories, unseen first', response: { 200: storyRingsSchema } } }, async (request) => ({ items: await stories.rings(requireViewer(request).userId) }));

  r.get('/api/users/:id/stories', { schema: { tags, summary: "A person's active stories the viewer may see, oldest first", params: storyParams, response: { 200: userStoriesSchema } } }, async (request) =>
    stories.forUser(requireViewer(request).userId, request.params.id),
  );

  r.get('/api/stories/:id/status', { schema: { tags, summary: "Where the viewer's own story's processing is", params: storyParams, response: { 200: storyStatusSchema } } }, async (request) => stories.status(requireViewer(request).userId, request.params.id));

  for (const which of ['media', 'thumbnail'] as const) {
    const redirect = noBodyAnswer(`Redirect to a short-lived signed link to the story's ${which} file; not cached`, {
      Location: { description: 'The short-lived signed link' },
    });
    const schema = { tags, params: storyParams, summary: `302 to a short-lived link to the story's ${which}, for viewers allowed to see it`, response: { 302: redirect } };
    r.get(`/api/stories/:id/${which}`, { schema }, async (request, reply) => {
      const link = await stories.mediaLink(requireViewer(request).userId, request.params.id, which);
      return reply.header('Cache-Control', 'private, no-store').redirect(link, 302);
    });
  }

  r.post('/api/stories/:id/seen', { ...limited('mark'), schema: { tags, summary: 'Mark a story seen by the viewer', params: storyParams, response: { 204: noContent } } }, async (request, reply) => {
    await stories.markSeen(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });

  r.delete('/api/stories/:id', { ...limited('removal'), schema: { tags, summary: 'Delete one of your stories and its files', params: storyParams, response: { 204: noContent } } }, async (request, reply) => {
    await stories.delete(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });
}
