import type { FederationEdge } from './index.ts';

/** `@name@host` (the leading @ optional), as people type another server's account into search. */
const HANDLE = /^@?([^@\s/?#]{1,100})@((?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}(?::\d{1,5})?)$/i;
/** How long a person waits for another server to say who one of its accounts is. */
export const LOOKUP_TIMEOUT_MS = 10_000;

/**
 * When a search is another server's handle, that account is looked up (WebFinger, then its actor) and kept
 * here as a remote account before the search runs, so it is found like any other person (issue 40). A server
 * that does not answer in time, or that the instance policy refuses, simply finds nobody.
 */
export async function lookUpRemoteHandle(edge: FederationEdge, query: string): Promise<void> {
  const match = HANDLE.exec(query.trim());
  if (!match) return;
  const host = match[2].toLowerCase();
  if (host === new URL(edge.deps.urls.origin).host) return;
  // Issue 52: federation on and the server's domain allowed before the first request (WebFinger) goes out.
  if (!(await edge.deps.gate.decide(host)).federate) return;
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, LOOKUP_TIMEOUT_MS, null).unref());
  try {
    await Promise.race([edge.accounts.resolve(edge.context(), match[1], host), timeout]);
  } catch (error) {
    edge.deps.log.info({ err: error, host }, 'a remote account lookup failed');
  }
}
