import type { RequestContext } from '@fedify/fedify';
import type { FederatedReader } from '../data/repos/visibility.ts';
import type { InstanceGate } from './deps.ts';
import { signingKeyId } from './inbox-guard.ts';

/**
 * Who is reading an ActivityPub document (issue 52): the server whose key signed the fetch, when the signature
 * verifies and the instance policy still federates with it; anyone otherwise. The key's host is the reader, as
 * Mastodon's authorized fetch judges a signed fetch by its key's server: only its accounts that follow the
 * author (not banned, not blocked) then open followers-only posts.
 */
export async function readerOf(ctx: RequestContext<void>, gate: Pick<InstanceGate, 'decide'>): Promise<FederatedReader> {
  // The policy is asked before the key is fetched: a suspended server's fetch costs no request of ours.
  const named = signingKeyId(Object.fromEntries(ctx.request.headers));
  if (!named || !(await gate.decide(named.host)).federate) return { anyone: true };
  const key = await ctx.getSignedKey().catch(() => null);
  const host = key?.id?.host.toLowerCase();
  return host ? { server: host } : { anyone: true };
}
