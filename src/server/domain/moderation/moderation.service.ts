import type { ModerationRepo, NewAction } from '../../data/repos/moderation.repo.ts';
import type { ModerationChangesRepo } from '../../data/repos/moderation-changes.repo.ts';
import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ADMIN_MESSAGES } from '../../../shared/moderation-types.ts';
import { REPORT_TARGET_LABELS } from '../../../shared/constants.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';
import type { ModeratorCheck } from './moderator-check.ts';
import { settledSensitivity } from '../videos/video-settings.ts';
import type { FederationOutbox } from '../federation/federation-outbox.ts';

interface ActionContext {
  reportId?: string | null;
  note?: string | null;
}

/**
 * The moderation actions (spec §4 toggles). Each change and its audit row commit together; a request that
 * changes nothing (already hidden, already banned) records nothing and still answers with the state.
 */
export class ModerationService {
  constructor(
    private readonly repo: ModerationRepo,
    private readonly changes: ModerationChangesRepo,
    private readonly profiles: ProfileRepo,
    private readonly check: ModeratorCheck,
    private readonly auth: AuthService,
    private readonly outbox: FederationOutbox,
  ) {}

  async setReportResolved(actorId: string, reportId: string, input: { resolved: boolean; note?: string | null }) {
    await this.check.moderator(actorId);
    const report = await this.repo.findReport(reportId);
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    await this.changes.atomically(async (within) => {
      const changed = await this.changes.setReportResolved(within, reportId, input.resolved).catch((error: { code?: string }) => {
        // Reopening one of two reports a person filed on one target: only one may be open at a time.
        if (error.code === '23505') throw new DomainError('conflict', `This person already has an open report on this ${REPORT_TARGET_LABELS[report.targetKind].toLowerCase()}`, 409);
        throw error;
      });
      if (changed) await this.repo.record(within, { actorId, action: input.resolved ? 'report.resolve' : 'report.unresolve', reportId, note: input.note });
    });
    return { id: reportId, resolved: input.resolved };
  }

  async setVideoHidden(actorId: string, videoId: string, input: { hidden: boolean } & ActionContext) {
    await this.check.moderator(actorId);
    const video = await this.changes.video(videoId);
    if (!video) throw notFound(ADMIN_MESSAGES.videoNotFound);
    const reportId = await this.reportAbout(input.reportId, (report) => report.targetKind === 'video' && report.videoId === videoId);
    const changed = await this.changes.atomically(async (within) => {
      if (!(await this.changes.setVideoHidden(within, videoId, input.hidden))) return false;
      const action = input.hidden ? 'video.hide' : 'video.unhide';
      await this.repo.record(within, { actorId, action, videoId, targetUserId: video.userId, reportId, note: input.note });
      return true;
    });
    // A hidden video is retracted wherever it went (issue 52).
    if (changed) await this.outbox.emit({ event: 'video-updated', videoId });
    return { id: videoId, hidden: input.hidden };
  }

  /**
   * The video moderation route: hide or unhide, and mark sensitive or take the mark off (issue 38), each
   * change with its own audit row. A moderator's mark is the creator's mark: the creator can take it off by
   * editing the video, which the trail shows if the moderator marks it again.
   */
  async moderateVideo(actorId: string, videoId: string, input: { hidden?: boolean; sensitive?: boolean; contentWarning?: string | null } & ActionContext) {
    await this.check.moderator(actorId);
    if (input.hidden !== undefined) await this.setVideoHidden(actorId, videoId, { ...input, hidden: input.hidden });
    const video = await this.changes.marks(videoId);
    if (!video) throw notFound(ADMIN_MESSAGES.videoNotFound);
    if (input.sensitive === undefined && input.contentWarning === undefined) return { id: videoId, hidden: video.hidden, sensitive: video.sensitive, contentWarning: video.contentWarning };
    const mark = settledSensitivity(input, video);
    const reportId = await this.reportAbout(input.reportId, (report) => report.videoId === videoId);
    if (mark.sensitive !== video.sensitive || mark.contentWarning !== video.contentWarning) {
      await this.changes.atomically(async (within) => {
        await this.changes.setVideoSensitive(within, videoId, mark);
        const action = mark.sensitive ? 'video.mark_sensitive' : 'video.unmark_sensitive';
        await this.repo.record(within, { actorId, action, videoId, targetUserId: video.userId, reportId, note: input.note });
      });
    }
    return { id: videoId, hidden: video.hidden, ...mark };
  }

  /** Admin only. A ban ends every session of the user and hides all they posted (the visibility rule). */
  async moderateUser(actorId: string, userId: string, input: { banned?: boolean; verified?: boolean } & ActionContext) {
    await this.check.admin(actorId, ADMIN_MESSAGES.adminOnlyAction);
    if (input.banned && userId === actorId) throw badRequest(ADMIN_MESSAGES.cannotModerateSelf);
    const profile = await this.changes.standing(userId);
    if (!profile) throw notFound(ADMIN_MESSAGES.userNotFound);
    const reportId = await this.reportAbout(input.reportId, (report) => report.authorId === userId);
    const banChanges = input.banned !== undefined && input.banned !== profile.banned;
    await this.changes.atomically(async (within) => {
      const base: Omit<NewAction, 'action'> = { actorId, targetUserId: userId, reportId, note: input.note };
      if (banChanges) {
        await this.changes.setBanned(within, userId, input.banned!);
        await this.repo.record(within, { ...base, action: input.banned ? 'user.ban' : 'user.unban' });
      }
      if (input.verified !== undefined && input.verified !== profile.verified) {
        await this.changes.setVerified(within, userId, input.verified);
        await this.repo.record(within, { ...base, action: input.verified ? 'user.verify' : 'user.unverify' });
      }
    });
    if (banChanges) await this.banChanged(userId, Boolean(input.banned));
    return { id: userId, banned: input.banned ?? profile.banned, verified: input.verified ?? profile.verified };
  }

  /**
   * The one way a user is banned or unbanned outside the screen (tests, scripts): the same effects, no
   * audit actor. The screen goes through moderateUser.
   */
  async setBanned(userId: string, banned: boolean) {
    if (!(await this.profiles.exists(userId))) throw notFound(ADMIN_MESSAGES.userNotFound);
    await this.changes.atomically((within) => this.changes.setBanned(within, userId, banned));
    await this.banChanged(userId, banned);
  }

  /** Signed out everywhere, and a banned account's actor deleted wherever anything of theirs went (issue 52). */
  private async banChanged(userId: string, banned: boolean) {
    await this.auth.userChanged(userId, { sessionsEnded: banned });
    await this.outbox.emit({ event: 'account-updated', userId });
  }

  /** A named report must exist and be about what the action touches, so the trail never links the wrong one. */
  private async reportAbout(reportId: string | null | undefined, matches: (report: { targetKind: string; videoId: string | null; authorId: string | null }) => boolean) {
    if (!reportId) return null;
    const report = await this.repo.findReport(reportId);
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    if (!matches(report)) throw badRequest('That report is about another video or user');
    return reportId;
  }
}
