import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { ModerationActionKind, ReportStatus } from '../../../shared/moderation-types.ts';
import type { ReportReason } from '../../../shared/constants.ts';
import { afterCursor, type TimeCursor } from './keyset.ts';


export interface ReportFilter {
  status: ReportStatus;
  reason?: ReportReason;
  /** Inclusive UTC days. */
  from?: string;
  to?: string;
}

export interface ReportRow {
  id: string;
  reason: ReportReason;
  details: string | null;
  resolved: boolean;
  created_at: Date;
  sort_time: string;
  reporter_id: string;
  reporter_username: string | null;
  video_id: string;
  caption: string | null;
  caption_ai: string | null;
  thumbnail_url: string | null;
  video_path: string;
  hidden: boolean;
  sensitive: boolean;
  status: string;
  author_id: string;
  author_username: string;
  author_avatar_url: string | null;
  author_banned: boolean;
  author_verified: boolean;
  video_report_count: number;
}

export interface ActionRow {
  id: string;
  action: ModerationActionKind;
  actor_id: string;
  actor_username: string | null;
  video_id: string | null;
  target_user_id: string | null;
  target_username: string | null;
  report_id: string | null;
  note: string | null;
  created_at: Date;
  sort_time: string;
}

export interface NewAction {
  actorId: string;
  action: ModerationActionKind;
  videoId?: string | null;
  targetUserId?: string | null;
  reportId?: string | null;
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
    const result = await sql<ReportRow>`
      select r.id, r.reason, r.details, r.resolved, r.created_at, r.created_at::text as sort_time,
        r.reporter_id, reporter.username as reporter_username,
        v.id as video_id, v.caption, v.caption_ai, v.thumbnail_url, coalesce(v.edited_path, v.storage_path) as video_path,
        v.hidden, v.sensitive, v.status,
        author.user_id as author_id, author.username as author_username, author.avatar_url as author_avatar_url,
        author.banned as author_banned, author.verified as author_verified,
        (select count(*)::int from reports same where same.video_id = r.video_id) as video_report_count
      from reports r
      join videos v on v.id = r.video_id
      join profiles author on author.user_id = v.user_id
      left join profiles reporter on reporter.user_id = r.reporter_id
      where true ${status} ${reason} ${from} ${to} ${page}
      order by r.created_at desc, r.id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  findReport(id: string) {
    return this.db
      .selectFrom('reports')
      .innerJoin('videos', 'videos.id', 'reports.video_id')
      .select(['reports.id', 'reports.video_id', 'reports.resolved', 'videos.user_id as author_id'])
      .where('reports.id', '=', id)
      .executeTakeFirst();
  }

  async record(db: Db, action: NewAction) {
    const names = await db
      .selectFrom('profiles')
      .select(['user_id', 'username'])
      .where('user_id', 'in', [action.actorId, action.targetUserId ?? action.actorId])
      .execute();
    const nameOf = (id: string | null | undefined) => names.find((row) => row.user_id === id)?.username ?? null;
    await db
      .insertInto('moderation_actions')
      .values({
        actor_id: action.actorId,
        actor_username: nameOf(action.actorId),
        action: action.action,
        video_id: action.videoId ?? null,
        target_user_id: action.targetUserId ?? null,
        target_username: nameOf(action.targetUserId),
        report_id: action.reportId ?? null,
        note: action.note ?? null,
      })
      .execute();
  }

  /** Newest first; with `about`, only what touched that report, its video or its video's author. */
  async actions(about: { reportId: string; videoId: string; authorId: string } | null, after: TimeCursor | null, limit: number) {
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
      .selectFrom('user_roles')
      .innerJoin('profiles', 'profiles.user_id', 'user_roles.user_id')
      .select(['profiles.user_id', 'profiles.username', 'profiles.avatar_url'])
      .where('user_roles.role', '=', 'moderator')
      .orderBy(sql`lower(profiles.username)`)
      .execute();
  }
}
