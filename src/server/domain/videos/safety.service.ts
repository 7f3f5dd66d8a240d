import type { FederationOutbox } from '../federation/federation-outbox.ts';
import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { ReportTargetsRepo } from '../../data/repos/report-targets.repo.ts';
import type { SafetyRepo } from '../../data/repos/safety.repo.ts';
import { reportSchema } from '../../../shared/content.schema.ts';
import type { ReportTargetKind } from '../../../shared/constants.ts';
import type { BlockedUser } from '../../../shared/profile-types.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { SwipeRepo } from '../../data/repos/swipe.repo.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';
import { keysetPage, type Page, timeCursor, timeKey } from '../paging/page.ts';

/** More than most people ever block: Edit Profile shows the first page. */
const BLOCKED_PAGE_SIZE = 500;

/** The report's answers per kind of target: what is missing, one's own, reported twice (decision 047). */
const TARGET_WORDS: Record<ReportTargetKind, { noun: string; missing: string }> = {
  video: { noun: 'video', missing: 'Video not found' },
  comment: { noun: 'comment', missing: 'Comment not found' },
  profile: { noun: 'user', missing: 'User not found' },
  chat_message: { noun: 'message', missing: 'Message not found' },
  sound: { noun: 'sound', missing: 'Sound not found' },
  story: { noun: 'story', missing: 'Story not found' },
};
export const REPORT_MESSAGES = {
  already: (kind: ReportTargetKind) => `You have already reported this ${TARGET_WORDS[kind].noun}`,
  own: (kind: ReportTargetKind) => (kind === 'profile' ? 'You cannot report yourself' : `You cannot report your own ${TARGET_WORDS[kind].noun}`),
  missing: (kind: ReportTargetKind) => TARGET_WORDS[kind].missing,
} as const;
export const BLOCK_MESSAGES = {
  already: 'You have already blocked this user',
  self: 'You cannot block yourself',
  notBlocked: 'You have not blocked this user',
} as const;

/** Reports and blocks: what a viewer does about content they do not want. */
export class SafetyService {
  constructor(
    private readonly repo: SafetyRepo,
    private readonly profiles: ProfileRepo,
    private readonly targets: ReportTargetsRepo,
    private readonly media: MediaUrls,
    private readonly swipes: SwipeRepo,
    private readonly outbox: FederationOutbox,
  ) {}

  /** Anything the reporter can see and did not post themselves (decision 047). */
  async report(reporterId: string, input: unknown) {
    const parsed = reportSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Failed to submit report');
    const { targetKind: kind, targetId: targetId } = parsed.data;
    const target = await this.targets.visible(reporterId, kind, targetId);
    if (!target) throw notFound(REPORT_MESSAGES.missing(kind));
    // Nothing a moderator could do about one's own post that its author cannot do by deleting it.
    if (target.ownerId === reporterId) throw badRequest(REPORT_MESSAGES.own(kind));
    const report = await this.repo.fileReport(reporterId, parsed.data).catch((error: { code?: string }) => {
      // One open report per person and target (a unique index); moderators see it once.
      if (error.code === '23505') throw new DomainError('23505', REPORT_MESSAGES.already(kind), 409);
      throw error;
    });
    // Remote content's server hears of it as a Flag from this instance (publisher.ts), never naming the reporter.
    await this.outbox.emit({ event: 'reported', reportId: report.id });
    return report;
  }

  async block(blockerId: string, blockedId: string) {
    if (blockerId === blockedId) throw badRequest(BLOCK_MESSAGES.self);
    if (!(await this.profiles.exists(blockedId))) throw notFound('User not found');
    await this.repo.atomically(async (within) => {
      await this.repo.block(within, blockerId, blockedId).catch((error: { code?: string }) => {
        // The spec's client tells a repeat block apart by the duplicate code.
        if (error.code === '23505') throw new DomainError('23505', BLOCK_MESSAGES.already, 409);
        throw error;
      });
      // A block ends a match: its private room closes for both.
      await this.swipes.closeMatch(within, blockerId, blockedId);
    });
  }

  /** Who the viewer has blocked, newest first, so Edit Profile can list them with Unblock. */
  async blocked(blockerId: string, cursor?: string): Promise<Page<BlockedUser>> {
    const rows = await this.repo.blocked(blockerId, BLOCKED_PAGE_SIZE + 1, timeCursor(cursor));
    return keysetPage(rows, BLOCKED_PAGE_SIZE, (row) => timeKey({ sortTime: row.sortTime, id: row.userId }), async ({ sortTime: _time, ...row }) => ({
      ...row,
      avatarUrl: await this.media.sign(row.avatarUrl),
      blockedAt: row.blockedAt.toISOString(),
    }));
  }

  async unblock(blockerId: string, blockedId: string) {
    if (!(await this.repo.unblock(blockerId, blockedId))) throw notFound(BLOCK_MESSAGES.notBlocked);
  }
}
