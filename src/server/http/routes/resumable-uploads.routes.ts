import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Server } from '@tus/server';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { DomainError } from '../../domain/errors.ts';
import { uploader } from '../../domain/videos/resumable-store.ts';
import { limited } from '../write-limit-guard.ts';
import { videoCreatedSchema } from '../schemas/videos.schema.ts';
import { noBodyAnswer } from '../schemas/no-body.schema.ts';
import { videoDetailsSchema } from '../../../shared/content.schema.ts';
import { MAX_VIDEO_BYTES } from '../../../shared/constants.ts';
import { RESUMABLE_UPLOADS_PATH } from '../../../shared/resumable-uploads.ts';

const TUS_BYTES = 'application/offset+octet-stream';
const tags = ['videos'];
const params = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'Upload not found') });
const tusHeaders = { 'Tus-Resumable': { description: '1.0.0' } };
const offsetHeaders = { ...tusHeaders, 'Upload-Offset': { description: 'How many bytes the server has stored' } };

/**
 * Resumable uploads over tus 1.0 (issue 42, decision 053), on @tus/server: create (POST with Upload-Length),
 * ask how far it got (HEAD), send bytes from there (PATCH), cancel (DELETE); then make the finished upload a
 * post (POST …/video, JSON). Signing in, the origin check and the write limits are Popreel's, before tus sees
 * the request; the store (resumable-store.ts) refuses anyone else's upload and anything but a video.
 */
export async function resumableUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const { resumableUploads, tusStore } = ctx.services;
  const tus = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: tusStore,
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    // Same origin only: the origin check has run; tus adds no CORS header of its own.
    allowedOrigins: () => false,
    namingFunction: () => randomBytes(16).toString('hex'),
  });

  /** Hands the request to tus with the signed-in account in scope (the store reads it). */
  const toTus = async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = requireViewer(request);
    reply.hijack();
    await uploader.run(userId, () => tus.handle(request.raw, reply.raw));
  };

  await app.register(async (scoped) => {
    // The bytes stay unread for tus to stream to storage; this parser lives in this plugin alone.
    scoped.addContentTypeParser(TUS_BYTES, (_request, _payload, done) => done(null, undefined));
    const r = scoped.withTypeProvider<ZodTypeProvider>();

    r.post(
      RESUMABLE_UPLOADS_PATH,
      {
        ...limited('uploadStart'),
        schema: {
          tags,
          summary: 'Start a resumable upload (tus creation: Tus-Resumable 1.0.0 and Upload-Length headers, no body)',
          response: { 201: noBodyAnswer('Created: send the bytes to Location with PATCH', { ...tusHeaders, Location: { description: 'The upload, /api/uploads/{id}' } }) },
        },
      },
      async (request, reply) => {
        await resumableUploads.assertMayOpen(requireViewer(request).userId);
        await toTus(request, reply);
      },
    );

    r.route({
      method: 'HEAD',
      url: `${RESUMABLE_UPLOADS_PATH}/:id`,
      // The document leaves out the HEAD twins of GET routes; this HEAD is a route of its own.
      config: { swagger: { exposeHeadRoute: true } },
      schema: { tags, summary: 'How far my upload got (tus: Upload-Offset), to resume from there', params, response: { 200: noBodyAnswer('Where to resume', { ...offsetHeaders, 'Upload-Length': { description: 'The whole size' } }) } },
      handler: toTus,
    });

    r.patch(
      `${RESUMABLE_UPLOADS_PATH}/:id`,
      {
        ...limited('uploadBytes'),
        schema: {
          tags,
          summary: 'Send bytes of my upload from Upload-Offset (tus; Content-Type application/offset+octet-stream)',
          params,
          response: { 204: noBodyAnswer('Stored: Upload-Offset says how far the upload is now', offsetHeaders) },
        },
      },
      async (request, reply) => {
        if (request.headers['content-type'] !== TUS_BYTES) throw new DomainError('invalid_file_type', `Send the bytes as ${TUS_BYTES}`, 415);
        await toTus(request, reply);
      },
    );

    r.delete(
      `${RESUMABLE_UPLOADS_PATH}/:id`,
      { ...limited('removal'), schema: { tags, summary: 'Cancel my upload: its bytes are removed', params, response: { 204: noBodyAnswer('Cancelled', tusHeaders) } } },
      toTus,
    );

    r.post(
      `${RESUMABLE_UPLOADS_PATH}/:id/video`,
      {
        ...limited('upload'),
        schema: {
          tags,
          summary: 'Make my finished upload a video (processing starts at once; asked again, the same video)',
          params,
          body: videoDetailsSchema,
          response: { 201: videoCreatedSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await resumableUploads.finish(requireViewer(request).userId, request.params.id, request.body)),
    );
  });
}
