import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import { ADMIN_MESSAGES, canBan, canModerate } from '../../../shared/moderation-types.ts';
import { forbidden } from '../errors.ts';

/**
 * Decision 016: admins may do everything; moderators hide and unhide videos, resolve reports and read the
 * queue, trail and overview, but may not ban, set verified or change who moderates. Roles are read per
 * request (not cached), so a revoked moderator loses access at once.
 */
export class ModeratorCheck {
  constructor(private readonly auth: AuthRepo) {}

  /** Admin or moderator. */
  async moderator(userId: string) {
    const roles = await this.auth.rolesOf(userId);
    if (!canModerate(roles)) throw forbidden(ADMIN_MESSAGES.accessDenied);
    return roles;
  }

  /** Admin only; `toModerator` tells a moderator what they may not do instead of the generic refusal. */
  async admin(userId: string, toModerator: string = ADMIN_MESSAGES.accessDenied) {
    const roles = await this.auth.rolesOf(userId);
    if (canBan(roles)) return roles;
    throw forbidden(canModerate(roles) ? toModerator : ADMIN_MESSAGES.accessDenied);
  }
}
