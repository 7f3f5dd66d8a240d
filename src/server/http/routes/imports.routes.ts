import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { DomainError } from '../../domain/errors.ts';
import { limited } from '../write-limit-guard.ts';
import { importPickSchema, outboxImportSchema, videoImportListSchema, videoImportSchema } from '../../../shared/video-import.schema.ts';
import { ARCHIVE_IMPORT_MAX_BYTES, IMPORT_EXPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../shared/video-import.ts';

const importParams = z.object({ id: z.uuid('Invalid id') });

/**
 * Issue 58: bring videos from TikTok or another Popreel — the export or archive read into an import, then the
 * picked videos fetched as drafts.
 */
export function importRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { videoImports } = ctx.services;
  const tags = ['imports'];

  r.post(
    '/api/me/imports/tiktok',
    {
      ...limited('importRead'),
      schema: {
        tags,
        summary: 'Read a TikTok data export (user_data_tiktok.json, or the zip that holds it) into an import listing its videos',
        consumes: ['multipart/form-data'],
        multipartForm: z.object({ file: z.file() }),
        response: { 201: videoImportSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return reply.status(201).send(await withUpload(request, TIKTOK_UPLOAD, (path) => videoImports.fromTikTok(viewer.userId, path)));
    },
  );

  r.post(
    '/api/me/imports/archive',
    {
      ...limited('importRead'),
      schema: {
        tags,
        summary: 'Read a portable archive (the zip of another Popreel’s data export) into an import: its videos listed to pick; its profile, collections, blocks and mutes applied by a job',
        consumes: ['multipart/form-data'],
        multipartForm: z.object({ file: z.file() }),
        response: { 201: videoImportSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return reply.status(201).send(await withUpload(request, ARCHIVE_UPLOAD, (path) => videoImports.fromArchive(viewer.userId, path)));
    },
  );

  r.post(
    '/api/me/imports/outbox',
    {
      ...limited('importRead'),
      schema: {
        tags,
        summary: 'List the public videos of my account on another server (which must list this one under "Also known as") as an import to pick from',
        body: outboxImportSchema,
        response: { 201: videoImportSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      const read = await ctx.federation.outboxVideos.read(userId, request.body.handle);
      return reply.status(201).send(await videoImports.fromOutbox(userId, read));
    },
  );

  r.get('/api/me/imports', { schema: { tags, summary: 'My imports, newest first, with how many videos came and failed', response: { 200: videoImportListSchema } } }, async (request) =>
    videoImports.list(requireViewer(request).userId),
  );

  r.get('/api/me/imports/:id', { schema: { tags, summary: 'One import: its videos with how each stands, and the accounts followed there found here', params: importParams, response: { 200: videoImportSchema } } }, async (request) =>
    videoImports.get(requireViewer(request).userId, request.params.id),
  );

  r.post(
    '/api/me/imports/:id/videos',
    { ...limited('importPick'), schema: { tags, summary: 'Import the picked videos as drafts (each fetched by a job; a failed one may be picked again)', params: importParams, body: importPickSchema, response: { 202: videoImportSchema } } },
    async (request, reply) => reply.status(202).send(await videoImports.pick(requireViewer(request).userId, request.params.id, request.body.itemIds)),
  );
}

interface UploadRules {
  maxBytes: number;
  noFile: string;
  tooLarge: string;
}
const TIKTOK_UPLOAD: UploadRules = { maxBytes: IMPORT_EXPORT_MAX_BYTES, noFile: IMPORT_MESSAGES.noFile, tooLarge: IMPORT_MESSAGES.tooLarge };
const ARCHIVE_UPLOAD: UploadRules = { maxBytes: ARCHIVE_IMPORT_MAX_BYTES, noFile: IMPORT_MESSAGES.archiveNoFile, tooLarge: IMPORT_MESSAGES.archiveTooLarge };

/** The form's one file, streamed to a temporary file within the cap and handed to `read`; removed after. */
async function withUpload<T>(request: FastifyRequest, rules: UploadRules, read: (path: string) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new DomainError('bad_request', rules.noFile);
  const folder = await mkdtemp(join(tmpdir(), 'popreel-export-'));
  try {
    const path = join(folder, 'export');
    const file = await request.file({ limits: { fileSize: rules.maxBytes } }).catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large', rules.tooLarge, 413);
      throw error;
    });
    if (!file) throw new DomainError('bad_request', rules.noFile);
    await pipeline(file.file, createWriteStream(path));
    if (file.file.truncated) throw new DomainError('file_too_large', rules.tooLarge, 413);
    return await read(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
