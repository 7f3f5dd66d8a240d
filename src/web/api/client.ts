import type { ApiErrorBody } from '../../shared/api-types.ts';
import type { MappableError } from '../../shared/error-mapper.ts';
import { i18n } from '../i18n/i18n.ts';

/** Every failed call to the Popreel API, shaped so the shared error mapper (spec §8) can read it. */
export class ApiError extends Error implements MappableError {
  readonly status: number;
  readonly code: string;
  /** Seconds the server asked us to wait (429 Retry-After), when given. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, code: string, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** True when the server sent its own message (not a network failure or an unparseable body). */
  get fromServer(): boolean {
    return this.status > 0 && this.code !== 'unknown';
  }
}

/** A read answered "there is no such thing": 404, or 400 for an id that cannot name anything. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error?.code === 'string' && typeof error?.message === 'string';
}

/** A failed answer as an ApiError: the server's own code and message when it sent one (spec §8). */
export function apiErrorFrom(response: Pick<Response, 'status' | 'statusText' | 'headers'>, body: unknown): ApiError {
  const retryAfter = Number(response.headers.get('Retry-After'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  if (isErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message, retryAfterSeconds);
  return new ApiError(response.status, 'unknown', response.statusText || i18n.t('Request failed ({{status}})', { ns: 'common', status: response.status }), retryAfterSeconds);
}

/** "network" in the message lets mapErrorMessage show the connection hint. */
export const networkError = () => new ApiError(0, 'network', i18n.t('Network error: failed to fetch', { ns: 'common' }));
