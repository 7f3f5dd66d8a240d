import type { AccountMoveRepo } from '../../data/repos/account-move.repo.ts';
import { MOVE_MESSAGES } from '../../../shared/account-move.ts';
import { DomainError } from '../errors.ts';

/** Where an account that moved is asked whether it has (issue 58). */
export type MovedCheck = Pick<AccountMoveRepo, 'hasMoved'>;

/** Issue 58: an account that moved elsewhere posts from its new account: every way of posting asks here first. */
export async function refuseIfMoved(moves: MovedCheck, userId: string) {
  if (await moves.hasMoved(userId)) throw new DomainError('moved', MOVE_MESSAGES.moved, 403);
}
