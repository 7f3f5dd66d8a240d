import type { Context } from '@fedify/fedify';
import type { Actor, Move } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import type { RemoteAccount, RemoteAccounts } from './remote-accounts.ts';
import type { AccountMoveRepo } from '../data/repos/account-move.repo.ts';
import { DomainError } from '../domain/errors.ts';
import { MOVE_MESSAGES } from '../../shared/account-move.ts';
import { parseRemoteHandle } from '../../shared/remote-handle.ts';

/** Whether an actor lists `uri` under alsoKnownAs: the new account's half of a move, and the proof an import asks. */
export function knownAs(actor: Actor, uri: string): boolean {
  return actor.aliasIds.some((alias) => alias.href === uri);
}

/**
 * Accounts moving between servers (issue 58, decision 079), the ActivityPub half: "Also known as" checked by
 * fetching each account, a move out checked against the new account's alsoKnownAs, and a Move that arrives
 * checked both ways (signed by the old account, which names itself; listed by the new one) before followers
 * here are carried over. The rest (cooldown, carrying follows) is AccountMoveService.
 */
export class AccountMoves {
  constructor(
    private readonly deps: FederationDeps,
    private readonly accounts: RemoteAccounts,
    private readonly moves: AccountMoveRepo,
    private readonly context: () => Context<void>,
  ) {}

  /** This account as other servers name it: `name@host`. */
  handleOf(username: string) {
    return `${username}@${this.deps.urls.host}`;
  }

  /**
   * The whole "Also known as" list replaced. Each account not listed yet is fetched first and must exist; one
   * already listed is kept as it is, so removing another never depends on its server answering.
   */
  async setAliases(userId: string, handles: string[]) {
    const listed = new Map((await this.moves.aliases(userId)).map((alias) => [alias.handle.toLowerCase(), alias]));
    const found = new Map<string, string>();
    for (const handle of handles) {
      const known = listed.get(handle.trim().replace(/^@/, '').toLowerCase());
      if (known) {
        found.set(known.uri, known.handle);
        continue;
      }
      const { account, name, host } = await this.lookUp(handle);
      found.set(account.uri, `${name}@${host}`);
    }
    await this.moves.setAliases(userId, [...found].map(([uri, handle]) => ({ uri, handle })));
  }

  /** A move out to `handle`, which must list this account under alsoKnownAs; the service does the rest. */
  async moveTo(userId: string, handle: string) {
    await this.deps.services.accountMoves.assertMayMove(userId);
    const { account, actor } = await this.lookUp(handle);
    if (!knownAs(actor, this.context().getActorUri(userId).href)) throw new DomainError('bad_request', MOVE_MESSAGES.notAliased, 422);
    await this.deps.services.accountMoves.movedOut(userId, account.userId);
  }

  /**
   * A Move from elsewhere. The sender moves itself (actor and object agree, and Fedify checked its signature),
   * and the new account says it is the same person: a local one by its "Also known as", a remote one by the
   * alsoKnownAs of its actor fetched now. Anything else is ignored.
   */
  async received(ctx: Context<void>, sender: RemoteAccount, move: Move) {
    const target = move.targetId;
    if (move.objectId?.href !== sender.uri || !target || target.href === sender.uri) return;
    const local = this.deps.urls.localUserId(target);
    if (local) {
      if (await this.moves.isAlias(local, sender.uri)) await this.deps.services.accountMoves.movedElsewhere(sender.userId, local, true);
      return;
    }
    const fetched = await this.accounts.fetchActor(ctx, target.href);
    if (!fetched || fetched.actor.id?.href !== target.href || !knownAs(fetched.actor, sender.uri)) {
      this.deps.log.info({ from: sender.uri, to: target.href }, 'a Move whose new account does not list the old one was ignored');
      return;
    }
    await this.deps.services.accountMoves.movedElsewhere(sender.userId, fetched.account.userId, false);
  }

  /** A handle elsewhere, fetched now (RemoteAccounts.byHandle); one that is here or not found is refused. */
  async lookUp(typed: string) {
    const handle = parseRemoteHandle(typed);
    if (!handle) throw new DomainError('bad_request', MOVE_MESSAGES.badHandle);
    if (handle.host === this.deps.urls.host) throw new DomainError('bad_request', MOVE_MESSAGES.sameServer, 422);
    const found = await this.accounts.byHandle(this.context(), handle);
    if (!found) throw new DomainError('not_found', MOVE_MESSAGES.notFound, 422);
    return { ...found, ...handle };
  }
}
