import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/errors.ts';
import { StorageError } from '../../storage/blob-store.ts';
import { firstIssueMessage } from '../../../shared/content.schema.ts';
import { msg } from '../../i18n/i18n.ts';
import { messageFor } from '../request-locale.ts';

/**
 * What the multipart parser (busboy) throws for a body that is not the multipart it claims to be: no or
 * an empty boundary, a boundary that never appears, a part cut off. Plain Errors with no code, so they are
 * known by their messages (pinned with the package; the route fuzzer sends each of these bodies).
 */
const MULTIPART_PARSE_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle (cannot be an empty|cannot have a length bigger)/,
  /^Malformed part header$/,
];
export const MALFORMED_MULTIPART = msg('The upload was not valid multipart/form-data');

const isMultipartParseError = (error: Error) =>
  !(error as { code?: string }).code && MULTIPART_PARSE_ERRORS.some((pattern) => pattern.test(error.message));

/** Postgres codes that mean the client sent something the database refused: a 4xx, never a 500. */
const PG_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This item already exists' },
  '23503': { status: 409, message: 'Referenced data not found' },
  '23502': { status: 400, message: 'Required information is missing' },
  '23514': { status: 400, message: 'A value is out of range' },
  '22P02': { status: 400, message: 'Invalid value' },
  '22001': { status: 400, message: 'A value is too long' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22007': { status: 400, message: 'Invalid date' },
  '22008': { status: 400, message: 'Invalid date' },
  '22021': { status: 400, message: 'Text contains characters that cannot be stored' },
  '22P05': { status: 400, message: 'Text contains characters that cannot be stored' },
  '42501': { status: 403, message: 'Permission denied' },
};

/** Every answered message is in the request's language (issue 39); with no Accept-Language, the spec's English. */
function send(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { code, message: messageFor(request, message) } });
}

/**
 * Where thrown errors become HTTP: body { error: { code, message } }, Postgres codes kept for spec §8's mapper.
 * A few answers write that body themselves: media links, the realtime upgrade and the federation door.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return send(request, reply, error.status, error.code, error.message);
    }
    if (error instanceof StorageError) {
      const status = { file_too_large: 413, invalid_file_type: 415, file_exists: 409, not_found: 404 }[error.code];
      return send(request, reply, status, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(request, reply, 400, 'bad_request', first?.message ?? msg('Invalid input'));
    }
    if (error instanceof ZodError) return send(request, reply, 400, 'bad_request', firstIssueMessage(error));
    if (isMultipartParseError(error)) return send(request, reply, 400, 'malformed_multipart', MALFORMED_MULTIPART);
    const pg = error.code ? PG_CLIENT_ERRORS[error.code] : undefined;
    if (pg) return send(request, reply, pg.status, error.code!, pg.message);
    if (error.statusCode && error.statusCode < 500) {
      return send(request, reply, error.statusCode, error.code?.toLowerCase() ?? 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, 500, 'internal', msg('An unexpected error occurred'));
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
}
