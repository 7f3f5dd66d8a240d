import type { Db } from '../../data/db.ts';
import type { ModerationRepo, NewAction } from '../../data/repos/moderation.repo.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ADMIN_MESSAGES } from '../../../shared/moderation-types.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';
import type { ModeratorCheck } from './moderator-check.ts';

/** A ban signs the user out everywhere; they may sign in again to read, and every write is refused. */
async function writeBan(db: Db, userId: string, banned: boolean) {
  await db.updateTable('profiles').set({ banned, updated_at: new Date() }).where('user_id', '=', userId).execute();
  if (banned) await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

interface ActionContext {
  report_id?: string | null;
  note?: string | null;
}

/**
 * The moderation actions (spec §4 toggles). Each change and its audit row commit together; a request that
 * changes nothing (already hidden, already banned) records nothing and still answers with the state.
 */
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly repo: ModerationRepo,
    private readonly check: ModeratorCheck,
    private readonly auth: AuthService,
  ) {}

  async setReportResolved(actorId: string, reportId: string, input: { resolved: boolean; note?: string | null }) {
    await this.check.moderator(actorId);
    const report = await this.repo.findReport(reportId);
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('reports')
        .set({ resolved: input.resolved })
        .where('id', '=', reportId)
        .where('resolved', '<>', input.resolved)
        .returning('id')
        .executeTakeFirst()
        .catch((error: { code?: string }) => {
          // Reopening one of two reports a person filed on a video: only one may be open at a time.
          if (error.code === '23505') throw new DomainError('conflict', 'This person already has an open report on this video', 409);
          throw error;
        });
      if (changed) await this.repo.record(trx, { actorId, action: input.resolved ? 'report.resolve' : 'report.unresolve', reportId, note: input.note });
    });
    return { id: reportId, resolved: input.resolved };
  }

  async setVideoHidden(actorId: string, videoId: string, input: { hidden: boolean } & ActionContext) {
    await this.check.moderator(actorId);
    const video = await this.db.selectFrom('videos').select(['id', 'user_id']).where('id', '=', videoId).executeTakeFirst();
    if (!video) throw notFound(ADMIN_MESSAGES.videoNotFound);
    const reportId = await this.reportAbout(input.report_id, (report) => report.video_id === videoId);
    await this.db.transaction().execute(async (trx) => {
      const changed = await trx.updateTable('videos').set({ hidden: input.hidden }).where('id', '=', videoId).where('hidden', '<>', input.hidden).returning('id').executeTakeFirst();
      if (changed) {
        const action = input.hidden ? 'video.hide' : 'video.unhide';
        await this.repo.record(trx, { actorId, action, videoId, targetUserId: video.user_id, reportId, note: input.note });
      }
    });
    return { id: videoId, hidden: input.hidden };
  }

  /** Admin only. A ban ends every session of the user and hides all they posted (the visibility rule). */
  async moderateUser(actorId: string, userId: string, input: { banned?: boolean; verified?: boolean } & ActionContext) {
    await this.check.admin(actorId, ADMIN_MESSAGES.adminOnlyAction);
    if (input.banned && userId === actorId) throw badRequest(ADMIN_MESSAGES.cannotModerateSelf);
    const profile = await this.db.selectFrom('profiles').select(['banned', 'verified']).where('user_id', '=', userId).executeTakeFirst();
    if (!profile) throw notFound(ADMIN_MESSAGES.userNotFound);
    const reportId = await this.reportAbout(input.report_id, (report) => report.author_id === userId);
    const banChanges = input.banned !== undefined && input.banned !== profile.banned;
    await this.db.transaction().execute(async (trx) => {
      const base: Omit<NewAction, 'action'> = { actorId, targetUserId: userId, reportId, note: input.note };
      if (banChanges) {
        await writeBan(trx, userId, input.banned!);
        await this.repo.record(trx, { ...base, action: input.banned ? 'user.ban' : 'user.unban' });
      }
      if (input.verified !== undefined && input.verified !== profile.verified) {
        await trx.updateTable('profiles').set({ verified: input.verified, updated_at: new Date() }).where('user_id', '=', userId).execute();
        await this.repo.record(trx, { ...base, action: input.verified ? 'user.verify' : 'user.unverify' });
      }
    });
    if (banChanges) await this.auth.userChanged(userId, { sessionsEnded: Boolean(input.banned) });
    return { id: userId, banned: input.banned ?? profile.banned, verified: input.verified ?? profile.verified };
  }

  /**
   * The one way a user is banned or unbanned outside the screen (tests, scripts): the same effects, no
   * audit actor. The screen goes through moderateUser.
   */
  async setBanned(userId: string, banned: boolean) {
    const exists = await this.db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (!exists) throw notFound(ADMIN_MESSAGES.userNotFound);
    await this.db.transaction().execute((trx) => writeBan(trx, userId, banned));
    await this.auth.userChanged(userId, { sessionsEnded: banned });
  }

  /** A named report must exist and be about what the action touches, so the trail never links the wrong one. */
  private async reportAbout(reportId: string | null | undefined, matches: (report: { video_id: string; author_id: string }) => boolean) {
    if (!reportId) return null;
    const report = await this.repo.findReport(reportId);
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    if (!matches(report)) throw badRequest('That report is about another video or user');
    return reportId;
  }
}
