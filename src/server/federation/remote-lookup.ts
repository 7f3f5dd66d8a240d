import type { FederationEdge } from './index.ts';
import { parseRemoteHandle } from '../../shared/remote-handle.ts';

/**
 * When a search is another server's handle, that account is looked up (WebFinger, then its actor) and kept
 * here as a remote account before the search runs, so it is found like any other person (issue 40). A server
 * that does not answer in time, or that the instance policy refuses, simply finds nobody.
 */
export async function lookUpRemoteHandle(edge: FederationEdge, query: string): Promise<void> {
  const handle = parseRemoteHandle(query);
  if (!handle || edge.deps.urls.host === handle.host) return;
  await edge.accounts.byHandle(edge.context(), handle);
}
