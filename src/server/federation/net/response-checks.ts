import type { IncomingMessage } from 'node:http';
import { FetchRefused } from './fetch-refused.ts';

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
  if (status < 200 || status > 299) return new FetchRefused('bad-status', url, `${url.href} answered HTTP ${status}`, status);
  const announced = Number(answer.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) {
    return new FetchRefused('too-large', url, `${url.href} announces ${announced} bytes, more than ${maxBytes}`);
  }
  const contentType = mediaType(answer);
  if (acceptTypes && !isAcceptedType(contentType, acceptTypes)) {
    return new FetchRefused('bad-type', url, `${url.href} is ${contentType ?? 'of no stated type'}, not ${acceptTypes.join(', ')}`);
  }
  return null;
}
