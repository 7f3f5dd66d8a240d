import { signRequest } from '@fedify/fedify';
import {
  getUserAgent,
  preloadedContexts,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoader,
  type DocumentLoaderFactory,
  type DocumentLoaderFactoryOptions,
  type GetUserAgentOptions,
  type RemoteDocument,
} from '@fedify/vocab-runtime';
import { FetchRefused } from './fetch-refused.ts';
import type { HostRateLimiter } from './host-rate-limiter.ts';
import { readSafeBody, safeRequest } from './safe-request.ts';

export interface DocumentLoaderSettings {
  /** Test-only (config.federation.allowPrivateAddress). Ours decides: Fedify passes false to custom factories. */
  allowPrivateAddress: boolean;
  /** Default 1 MiB. */
  maxBytes?: number;
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Default: the process's shared limiter. */
  rateLimiter?: HostRateLimiter;
  /** Used when Fedify gives none. */
  userAgent?: GetUserAgentOptions | string;
}

export const DOCUMENT_MAX_BYTES = 1024 * 1024;
const ACCEPT = 'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
const JSON_TYPES = ['application/activity+json', 'application/ld+json', 'application/json', 'application/jrd+json'];
const CONTEXT_LINK = /<([^>]+)>\s*;[^,]*rel="?http:\/\/www\.w3\.org\/ns\/json-ld#context"?/i;

/** Fedify's `documentLoaderFactory` (and `contextLoaderFactory`): JSON-LD documents through safeRequest. */
export function createDocumentLoaderFactory(settings: DocumentLoaderSettings): DocumentLoaderFactory {
  return (factoryOptions) => loader(settings, factoryOptions);
}

/**
 * Fedify's `authenticatedDocumentLoaderFactory`: the same loader, each hop signed by `identity` (draft-cavage HTTP
 * signatures, what Mastodon's authorized fetch and most peers verify).
 */
export function createAuthenticatedDocumentLoaderFactory(settings: DocumentLoaderSettings): AuthenticatedDocumentLoaderFactory {
  return (identity, factoryOptions) =>
    loader(settings, factoryOptions, { as: identity.keyId.href, sign: (request) => signRequest(request, identity.privateKey, identity.keyId, { spec: 'draft-cavage-http-signatures-12' }) });
}

function loader(settings: DocumentLoaderSettings, factoryOptions: DocumentLoaderFactoryOptions | undefined, signer?: { as: string; sign: (request: Request) => Promise<Request> }): DocumentLoader {
  const userAgent = factoryOptions?.userAgent ?? settings.userAgent;
  const headers = { Accept: ACCEPT, 'User-Agent': typeof userAgent === 'string' ? userAgent : getUserAgent(userAgent) };
  return async (url) => {
    // The well-known contexts come with Fedify: a JSON-LD expansion never waits on (or trusts) w3.org.
    if (Object.hasOwn(preloadedContexts, url)) return { contextUrl: null, documentUrl: url, document: preloadedContexts[url] };
    // A burst of activities from a server new here asks for its key many times at once: one fetch (for the same
    // signer and limits) serves them all, rather than each spending the host's rate and the later ones being
    // refused by it. A fetch runs to its own deadline (10 s), whichever caller gave up on it.
    const key = JSON.stringify([signer?.as ?? null, settings.allowPrivateAddress, settings.maxBytes ?? null, url]);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const fetching = fetchDocument(url).finally(() => inFlight.delete(key));
    inFlight.set(key, fetching);
    return fetching;
  };

  async function fetchDocument(url: string): Promise<RemoteDocument> {
    const maxBytes = settings.maxBytes ?? DOCUMENT_MAX_BYTES;
    const response = await safeRequest(url, {
      maxBytes,
      timeoutMs: settings.timeoutMs,
      maxRedirects: settings.maxRedirects,
      acceptTypes: JSON_TYPES,
      allowPrivateAddress: settings.allowPrivateAddress,
      headers,
      sign: signer?.sign,
      rateLimiter: settings.rateLimiter,
    });
    return remoteDocument(response.url, response.contentType, [response.headers.link ?? []].flat().join(', '), await readSafeBody(response));
  }
}

/** Fetches under way in this process, by URL (and whether signed): concurrent asks share one. */
const inFlight = new Map<string, Promise<RemoteDocument>>();

function remoteDocument(url: URL, contentType: string | null, link: string, body: Buffer): RemoteDocument {
  let document: unknown;
  try {
    document = JSON.parse(body.toString('utf8'));
  } catch {
    throw new FetchRefused('bad-type', url, 'not valid JSON');
  }
  // JSON-LD 1.1: plain JSON may name its context in a Link header; a JSON-LD document carries its own.
  const contextUrl = contentType === 'application/json' && link ? (CONTEXT_LINK.exec(link)?.[1] ?? null) : null;
  const documentUrl = new URL(url);
  documentUrl.hash = ''; // as fetch's Response.url: the fragment names a part of the document, not another one
  return { contextUrl: contextUrl && new URL(contextUrl, url).href, documentUrl: documentUrl.href, document };
}
