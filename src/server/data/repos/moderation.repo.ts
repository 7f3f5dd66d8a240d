import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { ModerationActionKind, ReportStatus } from '../../../shared/moderation-types.ts';
import type { ReportReason, ReportTargetKind } from '../../../shared/constants.ts';
import { queueColumns, withTarget, type ReportRow } from './report-queue.ts';

export type { ReportRow } from './report-queue.ts';
import { afterCursor, type TimeCursor } from './keyset.ts';

export interface ReportFilter {
  status: ReportStatus;
  reason?: ReportReason;
  kind?: ReportTargetKind;
  /** Inclusive UTC days. */
  from?: string;
  to?: string;
}

export interface ActionRow {
  id: string;
  action: ModerationActionKind;
  actorId: string;
  actorUsername: string | null;
  videoId: string | null;
  targetUserId: string | null;
  targetUsername: string | null;
  reportId: string | null;
  targetHost: string | null;
  note: string | null;
  createdAt: Date;
  sortTime: string;
}

export interface NewAction {
  actorId: string;
  action: ModerationActionKind;
  videoId?: string | null;
  targetUserId?: string | null;
  reportId?: string | null;
  /** The server or blocklist URL of an instance-policy action (issue 52). */
  targetHost?: string | null;
  note?: string | null;
}

/** The report queue, the audit trail and the counts of the moderation screen: queries only, no rules. */
export class ModerationRepo {
  constructor(private readonly db: Db) {}

  async reports(filter: ReportFilter, after: TimeCursor | null, limit: number) {
    const status = filter.status === 'all' ? sql`` : sql`and r.resolved = ${filter.status === 'resolved'}`;
    const reason = filter.reason ? sql`and r.reason = ${filter.reason}` : sql``;
    const from = filter.from ? sql`and r.created_at >= ${filter.from}::date::timestamp at time zone 'UTC'` : sql``;
    const to = filter.to ? sql`and r.created_at < (${filter.to}::date + 1)::timestamp at time zone 'UTC'` : sql``;
    const page = afterCursor(['r.created_at', 'r.id'], after);
    const kind = filter.kind ? sql`and r.target_kind = ${filter.kind}` : sql``;
    const result = await sql<ReportRow>`
      select ${queueColumns}
      from reports r
      ${withTarget}
      left join profiles reporter on reporter.user_id = r.reporter_id
      where true ${status} ${reason} ${kind} ${from} ${to} ${page}
      order by r.created_at desc, r.id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** A report, what it is about and whose it is: what an action taken from it must match. */
  async findReport(id: string) {
    const result = await sql<{ id: string; resolved: boolean; targetKind: ReportTargetKind; targetId: string; videoId: string | null; authorId: string | null }>`
      select r.id, r.resolved, r.target_kind, r.target_id, v.id as video_id, author.user_id as author_id
      from reports r ${withTarget}
      where r.id = ${id}::uuid`.execute(this.db);
    return result.rows[0];
  }

  async record(db: Db, action: NewAction) {
    const names = await db
      .selectFrom('profiles')
      .select(['userId', 'username'])
      .where('userId', 'in', [action.actorId, action.targetUserId ?? action.actorId])
      .execute();
    const nameOf = (id: string | null | undefined) => names.find((row) => row.userId === id)?.username ?? null;
    await db
      .insertInto('moderationActions')
      .values({
        actorId: action.actorId,
        actorUsername: nameOf(action.actorId),
        action: action.action,
        videoId: action.videoId ?? null,
        targetUserId: action.targetUserId ?? null,
        targetUsername: nameOf(action.targetUserId),
        reportId: action.reportId ?? null,
        targetHost: action.targetHost ?? null,
        note: action.note ?? null,
      })
      .execute();
  }

  /** Newest first; with `about`, only what touched that report, its video or its target's author. */
  async actions(about: { reportId: string; videoId: string | null; authorId: string | null } | null, after: TimeCursor | null, limit: number) {
    const scope = about
      ? sql`and (a.report_id = ${about.reportId}::uuid or a.video_id = ${about.videoId}::uuid or a.target_user_id = ${about.authorId}::uuid)`
      : sql``;
    const page = afterCursor(['a.created_at', 'a.id'], after);
    const result = await sql<ActionRow>`
      select a.*, a.created_at::text as sort_time from moderation_actions a
      where true ${scope} ${page}
      order by a.created_at desc, a.id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  async openByReason() {
    const result = await sql<{ reason: ReportReason; count: number }>`
      select reason, count(*)::int as count from reports where not resolved group by reason`.execute(this.db);
    return result.rows;
  }

  /** Actions per UTC day since `since` (a YYYY-MM-DD day). */
  async actionsPerDay(since: string) {
    const result = await sql<{ day: string; count: number }>`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
      from moderation_actions where created_at >= ${since}::date::timestamp at time zone 'UTC'
      group by 1`.execute(this.db);
    return result.rows;
  }

  moderators() {
    return this.db
      .selectFrom('userRoles')
      .innerJoin('profiles', 'profiles.userId', 'userRoles.userId')
      .select(['profiles.userId', 'profiles.username', 'profiles.avatarUrl'])
      .where('userRoles.role', '=', 'moderator')
      .orderBy(sql`lower(profiles.username)`)
      .execute();
  }
}
