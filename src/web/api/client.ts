import type { ApiErrorBody } from '../../shared/api-types.ts';
import type { MappableError } from '../../shared/error-mapper.ts';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
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
  return new ApiError(response.status, 'unknown', response.statusText || `Request failed (${response.status})`, retryAfterSeconds);
}

async function readError(response: Response): Promise<ApiError> {
  return apiErrorFrom(response, await response.json().catch(() => null));
}

/** "network" in the message lets mapErrorMessage show the connection hint. */
export const networkError = () => new ApiError(0, 'network', 'Network error: failed to fetch');

/**
 * The one way the web app talks to the server: same-origin cookies carry the session, bodies are JSON,
 * and any failure becomes an ApiError so screens handle errors in one shape.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw networkError();
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
