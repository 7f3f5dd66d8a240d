import { readSafeBody, safeRequest } from './safe-request.ts';

/** A shared list is text (CSV) or JSON (FIRES); servers label both loosely. */
const LIST_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/json', 'application/ld+json', 'application/activity+json', 'application/octet-stream'];
const LIST_MAX_BYTES = 5 * 1024 * 1024;
const LIST_TIMEOUT_MS = 30_000;

/**
 * How subscribed blocklists are read (issue 52 item 7): through the same safe fetch as every federation
 * request — public addresses only, checked at connect time and at each redirect, 5 MB, 30 s.
 */
export function blocklistFetch(settings: { allowPrivateAddress: boolean }) {
  return async (url: string): Promise<string> => {
    const response = await safeRequest(url, {
      maxBytes: LIST_MAX_BYTES,
      timeoutMs: LIST_TIMEOUT_MS,
      acceptTypes: LIST_TYPES,
      allowPrivateAddress: settings.allowPrivateAddress,
      headers: { Accept: 'text/csv, application/json;q=0.9, text/plain;q=0.8' },
    });
    return (await readSafeBody(response)).toString('utf8');
  };
}
