import { sql } from 'kysely';
import type { Db } from '../../data/db.ts';
import type { ModerationRepo } from '../../data/repos/moderation.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { ADMIN_MESSAGES, type ModeratorEntry } from '../../../shared/moderation-types.ts';
import { notFound } from '../errors.ts';
import type { ModeratorCheck } from './moderator-check.ts';

/** Who moderates: admins grant and revoke the moderator role, and each change is in the audit trail. */
export class ModeratorsService {
  constructor(
    private readonly db: Db,
    private readonly repo: ModerationRepo,
    private readonly check: ModeratorCheck,
    private readonly media: MediaUrls,
  ) {}

  async list(actorId: string): Promise<{ items: ModeratorEntry[] }> {
    await this.check.admin(actorId);
    return { items: await Promise.all((await this.repo.moderators()).map((row) => this.media.profile(row))) };
  }

  async grant(actorId: string, username: string): Promise<ModeratorEntry> {
    await this.check.admin(actorId);
    const profile = await this.db
      .selectFrom('profiles')
      .select(['user_id', 'username', 'avatar_url'])
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .executeTakeFirst();
    if (!profile) throw notFound(ADMIN_MESSAGES.userNotFound);
    await this.db.transaction().execute(async (trx) => {
      const added = await trx.insertInto('user_roles').values({ user_id: profile.user_id, role: 'moderator' }).onConflict((c) => c.doNothing()).returning('user_id').executeTakeFirst();
      if (added) await this.repo.record(trx, { actorId, action: 'moderator.grant', targetUserId: profile.user_id });
    });
    return this.media.profile(profile);
  }

  async revoke(actorId: string, userId: string) {
    await this.check.admin(actorId);
    const exists = await this.db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (!exists) throw notFound(ADMIN_MESSAGES.userNotFound);
    await this.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', 'moderator').returning('user_id').executeTakeFirst();
      if (removed) await this.repo.record(trx, { actorId, action: 'moderator.revoke', targetUserId: userId });
    });
  }
}
