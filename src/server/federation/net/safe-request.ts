import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline, Transform, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRefusedLiteral, lookupFor } from './address-policy.ts';
import { FetchRefused, fetchFailed, mediaType, refuseUnwanted } from './fetch-refused.ts';
import { sharedHostRateLimiter, type HostRateLimiter } from './host-rate-limiter.ts';

export interface SafeRequestOptions {
  /** Body bytes accepted; more (announced or streamed) fails with 'too-large'. */
  maxBytes: number;
  /** For the whole fetch: every hop's connect, headers and the body. Default 10 s. */
  timeoutMs?: number;
  /** Default 3; each hop is checked again (scheme, address, rate). */
  maxRedirects?: number;
  /** Media types accepted (`image/*` allowed), compared without parameters; absent: any. */
  acceptTypes?: readonly string[];
  /** Test-only (FEDERATION_ALLOW_PRIVATE_ADDRESS): this machine may be reached too; private networks never. */
  allowPrivateAddress?: boolean;
  headers?: Record<string, string>;
  /** Signs each hop's request (its URL and headers); what it returns is what is sent. */
  sign?: (request: Request) => Promise<Request>;
  /** Default: the process's shared limiter; null for none (deliveries, bounded by the workers instead). */
  rateLimiter?: HostRateLimiter | null;
  /** The caller's cancellation: its reason is thrown as is, not as a timeout. */
  signal?: AbortSignal;
}

/** A POST's options: no type or size to accept (its answer's body is drained, never read), and no redirects. */
export type SafePostOptions = Pick<SafeRequestOptions, 'timeoutMs' | 'allowPrivateAddress' | 'headers' | 'sign' | 'signal'>;

/** What a POST was answered: any status, for the caller to judge (a delivery reads 401, 410 and 429 apart). */
export interface SafePostAnswer {
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
}

/** The final answer after redirects: 2xx, of an accepted type; `body` stops at the byte cap and the deadline. */
export interface SafeResponse {
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** Lower case, without parameters; null when the server sent none. */
  contentType: string | null;
  body: Readable;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** How long a fetch waits for its host's next token before it is refused: within its own deadline. */
const RATE_WAIT_MS = 3_000;
/** Sockets are pooled apart so one opened to loopback (allowed in tests) never serves a public-only fetch. */
const agents = {
  publicOnly: { 'http:': new http.Agent({ keepAlive: true, lookup: lookupFor(false) }), 'https:': new https.Agent({ keepAlive: true, lookup: lookupFor(false) }) },
  loopbackToo: { 'http:': new http.Agent({ keepAlive: true, lookup: lookupFor(true) }), 'https:': new https.Agent({ keepAlive: true, lookup: lookupFor(true) }) },
};

/** One outbound GET on Node's http(s), so the address connected to is the one checked (DNS rebinding included). */
export async function safeRequest(target: string | URL, options: SafeRequestOptions): Promise<SafeResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let url = parseTarget(target);
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(url, options, signal, deadline, null);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.statusCode ?? 0) || !location) {
      refuseUnwanted(url, answer, options);
      return { url, status: answer.statusCode ?? 0, headers: answer.headers, contentType: mediaType(answer), body: capped(url, answer, options.maxBytes, signal, deadline) };
    }
    answer.destroy();
    if (hop >= (options.maxRedirects ?? 3)) throw new FetchRefused('too-many-redirects', url, `redirects more than ${options.maxRedirects ?? 3} times`);
    url = parseTarget(URL.canParse(location, url) ? new URL(location, url) : location);
  }
}

/**
 * One outbound POST (an ActivityPub delivery) with the same address check at connect time and the same deadline.
 * A redirect is refused, never followed: following it would send the signed body wherever the inbox points,
 * a private network included (issue 52, M2). The answer's body is drained and dropped.
 */
export async function safePost(target: string | URL, body: Buffer, options: SafePostOptions): Promise<SafePostAnswer> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const url = parseTarget(target);
  const answer = await requestOnce(url, { ...options, maxBytes: 0, rateLimiter: null }, signal, deadline, body);
  const status = answer.statusCode ?? 0;
  if (REDIRECTS.has(status)) {
    answer.destroy();
    throw new FetchRefused('redirect-refused', url, `answered ${status} to ${String(answer.headers.location ?? 'nowhere')}; a delivery is never redirected`, status);
  }
  // Drained so a keep-alive socket can serve the next delivery; a peer that keeps talking is cut at the deadline.
  answer.resume();
  return { url, status, headers: answer.headers };
}

/** The whole body, for documents small enough to hold (the byte cap says how small). */
export async function readSafeBody(response: SafeResponse): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseTarget(target: string | URL): URL {
  const url = URL.canParse(target) ? new URL(target) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    // FetchError keeps a URL: one that does not parse is named in the message only.
    throw new FetchRefused('bad-scheme', url ?? 'about:invalid', `${String(target)} is not an http or https URL`);
  }
  return url;
}

/** A GET when `body` is null, else a POST of it. */
function requestOnce(url: URL, options: SafeRequestOptions, signal: AbortSignal, deadline: AbortSignal, body: Buffer | null): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowLoopback = options.allowPrivateAddress ?? false;
  if (isRefusedLiteral(host, allowLoopback)) {
    return Promise.reject(new FetchRefused('private-address', url, 'not a public address'));
  }
  const limiter = options.rateLimiter === undefined ? sharedHostRateLimiter : options.rateLimiter;
  const waitMs = limiter ? limiter.reserve(host, RATE_WAIT_MS) : 0;
  if (waitMs === null) {
    return Promise.reject(new FetchRefused('rate-limited', url, `too many requests to ${host} just now; try again later`));
  }
  return (waitMs > 0 ? sleep(waitMs, undefined, { signal }) : Promise.resolve())
    .catch(() => {
      throw failure(url, Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }), options.signal, deadline);
    })
    .then(() => outgoingHeaders(url, options, body))
    .then(
    (headers) =>
      new Promise((resolve, reject) => {
        const outgoing = (url.protocol === 'https:' ? https : http).request(url, {
          method: body ? 'POST' : 'GET',
          headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
          signal,
          agent: agents[allowLoopback ? 'loopbackToo' : 'publicOnly'][url.protocol as 'http:' | 'https:'],
          lookup: lookupFor(allowLoopback),
        });
        outgoing.on('response', resolve);
        outgoing.on('error', (error: NodeJS.ErrnoException) => reject(failure(url, error, options.signal, deadline)));
        outgoing.end(body ?? undefined);
      }),
  );
}

async function outgoingHeaders(url: URL, options: SafeRequestOptions, body: Buffer | null): Promise<Record<string, string>> {
  const headers = options.headers ?? {};
  if (!options.sign) return headers;
  const signed = await options.sign(new Request(url, body ? { method: 'POST', headers, body: new Uint8Array(body) } : { headers }));
  return Object.fromEntries(signed.headers);
}

/** Our refusals by name; the caller's own cancellation as its reason; anything else as a failed fetch. */
function failure(url: URL, error: NodeJS.ErrnoException, callerSignal: AbortSignal | undefined, deadline: AbortSignal): Error {
  if (error instanceof FetchRefused) return error;
  if (deadline.aborted) return new FetchRefused('timeout', url, 'no answer in time');
  if (callerSignal?.aborted) return callerSignal.reason instanceof Error ? callerSignal.reason : error;
  if (error.code === 'ENOTPUBLIC') return new FetchRefused('private-address', url, error.message);
  return fetchFailed(url, error);
}

/** The body, failing with 'too-large' past `maxBytes` and with 'timeout' at the deadline. */
function capped(url: URL, answer: IncomingMessage, maxBytes: number, signal: AbortSignal, deadline: AbortSignal): Readable {
  let bytes = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new FetchRefused('too-large', url, `more than ${maxBytes} bytes`));
      done(null, chunk);
    },
  });
  const stop = () => body.destroy(failure(url, Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }), signal === deadline ? undefined : signal, deadline));
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  pipeline(answer, body, (error) => {
    signal.removeEventListener('abort', stop);
    if (error && !body.destroyed) body.destroy(failure(url, error, signal === deadline ? undefined : signal, deadline));
  });
  return body;
}
