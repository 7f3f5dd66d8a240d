import type { RequestContext } from '@fedify/fedify';
import type { FederatedReader } from '../data/repos/visibility.ts';
import type { InstanceGate } from './deps.ts';

/**
 * Who is reading an ActivityPub document (issue 52): the server whose key signed the fetch, when the signature
 * verifies and the instance policy still federates with it; anyone otherwise. The key's host is the reader, as
 * Mastodon's authorized fetch judges a signed fetch by its key's server: only its accounts that follow the
 * author (not banned, not blocked) then open followers-only posts.
 */
export async function readerOf(ctx: RequestContext<void>, gate: Pick<InstanceGate, 'decide'>): Promise<FederatedReader> {
  const key = await ctx.getSignedKey().catch(() => null);
  const host = key?.id?.host.toLowerCase();
  if (!host || !(await gate.decide(host)).federate) return { anyone: true };
  return { server: host };
}
