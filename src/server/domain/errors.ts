import { AUTH_MESSAGES } from '../../shared/messages.ts';

/** Typed domain errors with a machine code; http/plugins/errors.ts maps them to HTTP in one place. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'banned'
  | 'insufficient_scope'
  | 'session_only'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'file_too_large'
  | 'invalid_file_type'
  | 'file_exists'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  banned: 403,
  insufficient_scope: 403,
  session_only: 403,
  not_found: 404,
  conflict: 409,
  file_exists: 409,
  file_too_large: 413,
  invalid_file_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode | string,
    message: string,
    status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[code as ErrorCode] ?? 400;
  }
}

export const badRequest = (message: string) => new DomainError('bad_request', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const forbidden = (message = 'You do not have permission to do that') => new DomainError('forbidden', message);
export const unauthenticated = (message: string = AUTH_MESSAGES.signInRequired) => new DomainError('unauthenticated', message);
