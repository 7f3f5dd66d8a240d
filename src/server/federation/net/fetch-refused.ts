import { FetchError } from '@fedify/vocab-runtime';
import type { IncomingMessage } from 'node:http';

/** Why an outbound fetch was refused by our own checks, before or while reading what came back. */
export type FetchRefusalReason =
  | 'private-address'
  | 'too-large'
  | 'timeout'
  | 'rate-limited'
  | 'bad-scheme'
  | 'bad-status'
  | 'bad-type'
  | 'too-many-redirects'
  | 'redirect-refused';

/**
 * A fetch our checks refused (issue 40: anything from outside is hostile until checked). It extends Fedify's
 * FetchError so Fedify treats it as a failed fetch (a lookup that found nothing, a key owner that cannot be
 * verified) rather than a crash; a refused status carries a bodiless Response so Fedify reads 404 and 410 as gone.
 */
export class FetchRefused extends FetchError {
  constructor(
    readonly reason: FetchRefusalReason,
    url: URL | string,
    message: string,
    readonly status?: number,
  ) {
    super(url, message, status !== undefined && status >= 200 && status <= 599 ? new Response(null, { status }) : undefined);
    this.name = 'FetchRefused';
  }
}

/** No answer at all (refused, reset, unknown name, TLS): a FetchError without a response, the cause kept. */
export function fetchFailed(url: URL | string, cause: Error): FetchError {
  const failure = new FetchError(url, `could not be fetched: ${cause.message}`);
  failure.cause = cause;
  return failure;
}

/** The answer's media type, lower case and without parameters; null when it states none. */
export function mediaType(answer: IncomingMessage): string | null {
  return answer.headers['content-type']?.split(';')[0].trim().toLowerCase() || null;
}

/** Whether `contentType` (lower case, no parameters) is one of `accepted`, where `image/*` stands for any image. */
export function isAcceptedType(contentType: string | null, accepted: readonly string[]): boolean {
  if (!contentType) return false;
  return accepted.some((type) => type === contentType || (type.endsWith('/*') && contentType.startsWith(type.slice(0, -1))));
}

/**
 * Refuses a final answer before its body is read: not 2xx, a Content-Length over the cap, a type not asked for.
 * The answer is dropped (its socket closed) so a refused body is never downloaded.
 */
export function refuseUnwanted(url: URL, answer: IncomingMessage, options: { maxBytes: number; acceptTypes?: readonly string[] }) {
  const refused = refusal(url, answer, options);
  if (!refused) return;
  answer.destroy();
  throw refused;
}

function refusal(url: URL, answer: IncomingMessage, { maxBytes, acceptTypes }: { maxBytes: number; acceptTypes?: readonly string[] }) {
  const status = answer.statusCode ?? 0;
  if (status < 200 || status > 299) return new FetchRefused('bad-status', url, `HTTP ${status}`, status);
  const announced = Number(answer.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) {
    return new FetchRefused('too-large', url, `${announced} bytes announced, more than ${maxBytes}`);
  }
  const contentType = mediaType(answer);
  if (acceptTypes && !isAcceptedType(contentType, acceptTypes)) {
    return new FetchRefused('bad-type', url, `${contentType ?? 'no stated type'}, not ${acceptTypes.join(', ')}`);
  }
  return null;
}
