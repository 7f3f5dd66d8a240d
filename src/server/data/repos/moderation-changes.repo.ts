import type { Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';

type Within = Transaction<Database>;

/**
 * What moderators and admins change (spec §4 toggles): a report's state, a video's visibility, a user's ban
 * and verified mark, who moderates. Each write runs in the transaction its audit row (ModerationRepo.record)
 * commits in, and answers whether it changed anything, so a request that changes nothing records nothing.
 */
export class ModerationChangesRepo {
  constructor(private readonly db: Db) {}

  atomically<T>(work: (within: Within) => Promise<T>) {
    return this.db.transaction().execute(work);
  }

  /** The video an action touches, with its author (the trail's target user). */
  video(videoId: string) {
    return this.db.selectFrom('videos').select(['id', 'userId']).where('id', '=', videoId).executeTakeFirst();
  }

  /** A user's standing before an admin changes it. */
  standing(userId: string) {
    return this.db.selectFrom('profiles').select(['banned', 'verified']).where('userId', '=', userId).executeTakeFirst();
  }

  /** Reopening one of two reports a person filed on a video is refused by the open-report index (23505). */
  async setReportResolved(within: Within, reportId: string, resolved: boolean): Promise<boolean> {
    const changed = await within
      .updateTable('reports')
      .set({ resolved })
      .where('id', '=', reportId)
      .where('resolved', '<>', resolved)
      .returning('id')
      .executeTakeFirst();
    return Boolean(changed);
  }

  async setVideoHidden(within: Within, videoId: string, hidden: boolean): Promise<boolean> {
    const changed = await within.updateTable('videos').set({ hidden }).where('id', '=', videoId).where('hidden', '<>', hidden).returning('id').executeTakeFirst();
    return Boolean(changed);
  }

  /** A video's hidden state and sensitive mark before a moderator changes them (issue 38). */
  marks(videoId: string) {
    return this.db.selectFrom('videos').select(['id', 'userId', 'hidden', 'sensitive', 'contentWarning']).where('id', '=', videoId).executeTakeFirst();
  }

  async setVideoSensitive(within: Within, videoId: string, mark: { sensitive: boolean; contentWarning: string | null }) {
    await within.updateTable('videos').set(mark).where('id', '=', videoId).execute();
  }

  /** A ban signs the user out everywhere; they may sign in again to read, and every write is refused. */
  async setBanned(within: Within, userId: string, banned: boolean) {
    await within.updateTable('profiles').set({ banned, updatedAt: new Date() }).where('userId', '=', userId).execute();
    if (banned) await within.deleteFrom('sessions').where('userId', '=', userId).execute();
  }

  async setVerified(within: Within, userId: string, verified: boolean) {
    await within.updateTable('profiles').set({ verified, updatedAt: new Date() }).where('userId', '=', userId).execute();
  }

  /** False when the user already moderates. */
  async grantModerator(within: Within, userId: string): Promise<boolean> {
    const added = await within.insertInto('userRoles').values({ userId: userId, role: 'moderator' }).onConflict((c) => c.doNothing()).returning('userId').executeTakeFirst();
    return Boolean(added);
  }

  /** False when the user did not moderate. */
  async revokeModerator(within: Within, userId: string): Promise<boolean> {
    const removed = await within.deleteFrom('userRoles').where('userId', '=', userId).where('role', '=', 'moderator').returning('userId').executeTakeFirst();
    return Boolean(removed);
  }
}
