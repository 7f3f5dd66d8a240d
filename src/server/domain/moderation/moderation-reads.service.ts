import type { ActionRow, ModerationRepo, ReportRow } from '../../data/repos/moderation.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { REPORT_REASONS } from '../../../shared/constants.ts';
import { presentReport } from './present-report.ts';
import {
  ACTION_PAGE_SIZE, ADMIN_MESSAGES, REPORT_PAGE_SIZE,
  type ActionPage, type AdminReport, type ModerationAction, type ModerationOverview, type ReportPage,
} from '../../../shared/moderation-types.ts';
import type { ReportQuery } from '../../../shared/moderation.schema.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';
import { badRequest, notFound } from '../errors.ts';
import type { ModeratorCheck } from './moderator-check.ts';

const DAY_MS = 86_400_000;
const OVERVIEW_DAYS = 7;

/** What the moderation screen reads: the queue, the audit trail and the overview. Admins and moderators. */
export class ModerationReadsService {
  constructor(
    private readonly repo: ModerationRepo,
    private readonly check: ModeratorCheck,
    private readonly media: MediaUrls,
  ) {}

  async reports(viewerId: string, query: ReportQuery): Promise<ReportPage> {
    if (query.from && query.to && query.from > query.to) throw badRequest('The From date must be on or before the To date');
    const after = timeCursor(query.cursor);
    // The role check and the page are read side by side; nothing is returned unless the check passes.
    const [, rows] = await Promise.all([this.check.moderator(viewerId), this.repo.reports(query, after, REPORT_PAGE_SIZE + 1)]);
    return keysetPage(rows, REPORT_PAGE_SIZE, timeKey, (row) => this.report(row));
  }

  private report(row: ReportRow): Promise<AdminReport> {
    return presentReport(row, this.media);
  }

  async actions(viewerId: string, query: { reportId?: string; cursor?: string }): Promise<ActionPage> {
    const after = timeCursor(query.cursor);
    if (!query.reportId) {
      const [, rows] = await Promise.all([this.check.moderator(viewerId), this.repo.actions(null, after, ACTION_PAGE_SIZE + 1)]);
      return toActionPage(rows);
    }
    await this.check.moderator(viewerId);
    const report = await this.repo.findReport(query.reportId);
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    // A comment's report is not about its video: that video's own hides and unhides belong to its reports.
    const about = { reportId: report.id, videoId: report.targetKind === 'video' ? report.videoId : null, authorId: report.authorId };
    return toActionPage(await this.repo.actions(about, after, ACTION_PAGE_SIZE + 1));
  }

  async overview(viewerId: string): Promise<ModerationOverview> {
    const days = Array.from({ length: OVERVIEW_DAYS }, (_, index) => new Date(Date.now() - (OVERVIEW_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10));
    const [, byReason, perDay] = await Promise.all([this.check.moderator(viewerId), this.repo.openByReason(), this.repo.actionsPerDay(days[0])]);
    const openByReason = Object.fromEntries(REPORT_REASONS.map((reason) => [reason, byReason.find((row) => row.reason === reason)?.count ?? 0]));
    return {
      openReports: byReason.reduce((sum, row) => sum + row.count, 0),
      openByReason: openByReason as ModerationOverview['openByReason'],
      actionsPerDay: days.map((day) => ({ day, count: perDay.find((row) => row.day === day)?.count ?? 0 })),
    };
  }
}

function toActionPage(rows: ActionRow[]): Promise<ActionPage> {
  return keysetPage(rows, ACTION_PAGE_SIZE, timeKey, toAction);
}

function toAction(row: ActionRow): ModerationAction {
  return {
    id: row.id,
    action: row.action,
    actor: { id: row.actorId, username: row.actorUsername },
    videoId: row.videoId,
    targetUser: row.targetUserId ? { id: row.targetUserId, username: row.targetUsername } : null,
    reportId: row.reportId,
    targetHost: row.targetHost,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
