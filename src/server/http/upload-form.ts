import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.ts';
import { UPLOAD_MESSAGES } from '../../shared/messages.ts';
import { assertNoNul } from './plugins/text-guard.ts';
import type { IncomingVideoFile } from '../domain/videos/video-upload.service.ts';

/**
 * Reads a multipart upload: its text fields (checked for NUL like every other text) and its first file,
 * which `store` streams to storage. If anything fails after the file was stored (a later bad field, a body
 * cut off), the stored file is removed, so a failed upload leaves nothing behind.
 */
export async function readUploadForm(
  request: FastifyRequest,
  store: (file: IncomingVideoFile) => Promise<string>,
  discard: (key: string) => Promise<void>,
  /** What a form without a file is told (a video upload's words by default). */
  missingFile: string = UPLOAD_MESSAGES.invalidType,
): Promise<{ key: string; fields: Record<string, unknown> }> {
  const fields: Record<string, unknown> = {};
  let key: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (key) part.file.resume(); // one file per upload; the rest are drained, not stored
        else key = await store({ stream: part.file, truncated: () => part.file.truncated });
      } else if (typeof part.value === 'string') {
        assertNoNul(part.value);
        // A form names its fields as JSON does (placeId).
        fields[part.fieldname] = part.value || undefined;
      }
    }
  } catch (error) {
    if (key) await discard(key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large', UPLOAD_MESSAGES.tooLarge, 413);
    throw error;
  }
  if (!key) throw new DomainError('bad_request', missingFile);
  return { key, fields };
}
