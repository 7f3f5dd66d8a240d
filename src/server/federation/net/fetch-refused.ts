import { FetchError } from '@fedify/vocab-runtime';

/** Why an outbound fetch was refused by our own checks, before or while reading what came back. */
export type FetchRefusalReason =
  | 'private-address'
  | 'too-large'
  | 'timeout'
  | 'rate-limited'
  | 'bad-scheme'
  | 'bad-status'
  | 'bad-type'
  | 'too-many-redirects';

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
  const failure = new FetchError(url, `${String(url)} could not be fetched: ${cause.message}`);
  failure.cause = cause;
  return failure;
}
