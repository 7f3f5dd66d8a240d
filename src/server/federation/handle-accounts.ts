import type { Context } from '@fedify/fedify';
import type { AccountFinder } from '../domain/imports/archive-import.service.ts';
import { parseRemoteHandle } from '../../shared/remote-handle.ts';
import type { FederationDeps } from './deps.ts';
import type { RemoteAccounts } from './remote-accounts.ts';

/**
 * `name@server` as an account here, for an imported archive's blocks and mutes (issue 58, decision 080): this
 * server's own by username, another's looked up as a search would (WebFinger, then the actor, within the
 * instance policy and the lookup's deadline). Null for what is not a handle or cannot be found.
 */
export class HandleAccounts implements AccountFinder {
  constructor(
    private readonly deps: Pick<FederationDeps, 'repo' | 'urls'>,
    private readonly accounts: RemoteAccounts,
    private readonly context: () => Context<void>,
  ) {}

  async userIdOf(handle: string): Promise<string | null> {
    const parsed = parseRemoteHandle(handle);
    if (!parsed) return null;
    if (parsed.host === this.deps.urls.host) return this.deps.repo.localIdByUsername(parsed.name);
    return (await this.accounts.byHandle(this.context(), parsed))?.account.userId ?? null;
  }
}
