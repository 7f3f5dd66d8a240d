import type { ModerationRepo } from '../../data/repos/moderation.repo.ts';
import type { ModerationChangesRepo } from '../../data/repos/moderation-changes.repo.ts';
import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { ADMIN_MESSAGES, type ModeratorEntry } from '../../../shared/moderation-types.ts';
import { notFound } from '../errors.ts';
import type { ModeratorCheck } from './moderator-check.ts';

/** Who moderates: admins grant and revoke the moderator role, and each change is in the audit trail. */
export class ModeratorsService {
  constructor(
    private readonly repo: ModerationRepo,
    private readonly changes: ModerationChangesRepo,
    private readonly profiles: ProfileRepo,
    private readonly check: ModeratorCheck,
    private readonly media: MediaUrls,
  ) {}

  async list(actorId: string): Promise<{ items: ModeratorEntry[] }> {
    await this.check.admin(actorId);
    return { items: await Promise.all((await this.repo.moderators()).map((row) => this.media.profile(row))) };
  }

  async grant(actorId: string, username: string): Promise<ModeratorEntry> {
    await this.check.admin(actorId);
    const profile = await this.profiles.byUsername(username);
    if (!profile) throw notFound(ADMIN_MESSAGES.userNotFound);
    await this.changes.atomically(async (within) => {
      if (await this.changes.grantModerator(within, profile.userId)) await this.repo.record(within, { actorId, action: 'moderator.grant', targetUserId: profile.userId });
    });
    return this.media.profile(profile);
  }

  async revoke(actorId: string, userId: string) {
    await this.check.admin(actorId);
    if (!(await this.profiles.exists(userId))) throw notFound(ADMIN_MESSAGES.userNotFound);
    await this.changes.atomically(async (within) => {
      if (await this.changes.revokeModerator(within, userId)) await this.repo.record(within, { actorId, action: 'moderator.revoke', targetUserId: userId });
    });
  }
}
