import type { AccountMoveRepo } from '../../data/repos/account-move.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { FederationOutbox } from '../federation/federation-outbox.ts';
import type { FollowService } from '../profiles/follow.service.ts';
import type { MoveState } from '../../../shared/account-move.schema.ts';
import { MOVE_MESSAGES } from '../../../shared/account-move.ts';
import { DomainError, notFound } from '../errors.ts';

/**
 * Accounts moving between servers (issue 58, decision 079), the part that is not ActivityPub: the cooldown
 * between moves, where an account stands, and its local followers carried to the new account. The federation
 * edge (federation/moves.ts) checks the accounts elsewhere and calls in here.
 */
export class AccountMoveService {
  constructor(
    private readonly repo: AccountMoveRepo,
    private readonly follows: FollowService,
    private readonly jobs: JobQueue,
    private readonly outbox: FederationOutbox,
    private readonly cooldownSeconds: number,
  ) {}

  /** What Settings → Move account shows; `handleOf` names the account as other servers do. */
  async state(userId: string, handleOf: (username: string) => string): Promise<MoveState> {
    const row = await this.stateRow(userId);
    const canMoveAt = this.cooldownEnd(row);
    return {
      handle: handleOf(row.username),
      alsoKnownAs: await this.repo.aliases(userId),
      movedTo: row.movedToUserId && row.movedToUsername ? { userId: row.movedToUserId, username: row.movedToUsername } : null,
      movedAt: row.movedAt ? new Date(row.movedAt).toISOString() : null,
      canMoveAt: canMoveAt ? canMoveAt.toISOString() : null,
    };
  }

  /** Refuses a move within the cooldown after the account last moved out or in. */
  async assertMayMove(userId: string) {
    if (this.cooldownEnd(await this.stateRow(userId))) throw new DomainError('conflict', MOVE_MESSAGES.cooldown);
  }

  /**
   * A local account moved to `toUserId` elsewhere (checked by the edge): it points there from now on, its
   * followers' servers are sent a Move, and its followers here follow the new account.
   */
  async movedOut(userId: string, toUserId: string) {
    await this.repo.markMoved(userId, toUserId);
    await this.outbox.emit({ event: 'account-moved', userId, targetUserId: toUserId });
    await this.jobs.enqueue('carry-follows', { fromUserId: userId, toUserId }, { maxAttempts: 3 });
  }

  /**
   * A remote account's Move, checked both ways by the edge: it points at its new account (local or remote);
   * a local one it moved into starts its cooldown (and stops being moved, when it had moved there); followers
   * here follow the new account.
   */
  async movedElsewhere(fromUserId: string, toUserId: string, toIsLocal: boolean) {
    await this.repo.markMoved(fromUserId, toUserId);
    if (toIsLocal) await this.repo.markMovedIn(toUserId, fromUserId);
    await this.jobs.enqueue('carry-follows', { fromUserId, toUserId }, { maxAttempts: 3 });
  }

  /**
   * Each local follower of the old account follows the new one (or asks to, when it is private) and stops
   * following the old. A follower blocked either way by the new account keeps the old follow: nothing is forced.
   */
  async carryFollows(fromUserId: string, toUserId: string) {
    for (const { followerId } of await this.repo.localFollowers(fromUserId)) {
      if (followerId !== toUserId) {
        const carried = await this.follows.follow(followerId, toUserId).then(
          () => true,
          (error: unknown) => {
            if (error instanceof DomainError) return false;
            throw error;
          },
        );
        if (!carried) continue;
      }
      await this.follows.unfollow(followerId, fromUserId);
    }
  }

  private async stateRow(userId: string) {
    const row = await this.repo.state(userId);
    if (!row) throw notFound('User not found');
    return row;
  }

  private cooldownEnd(row: { movedAt: Date | string | null; movedInAt: Date | string | null }): Date | null {
    const last = Math.max(row.movedAt ? new Date(row.movedAt).getTime() : 0, row.movedInAt ? new Date(row.movedInAt).getTime() : 0);
    const end = last + this.cooldownSeconds * 1000;
    return last > 0 && end > Date.now() ? new Date(end) : null;
  }
}
