import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';
import type { ReportReason, ReportTargetKind } from '../../../shared/constants.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';

type Within = Transaction<Database>;

export interface NewReport {
  targetKind: ReportTargetKind;
  targetId: string;
  reason: ReportReason;
  details: string | null;
}

/** The column each kind of target is stored in (exactly one is set: reports_one_target_check). */
const TARGET_COLUMNS = {
  video: 'video_id', comment: 'comment_id', profile: 'profile_user_id', chat_message: 'chat_message_id', sound: 'sound_id', story: 'story_id',
} as const satisfies Record<ReportTargetKind, string>;

/**
 * Reports and blocks, what a viewer files against content they do not want: queries only. A repeat report or
 * block is refused by a unique index (23505), which the service turns into its message.
 */
export class SafetyRepo {
  constructor(private readonly db: Db) {}

  /** A block also closes the pair's match (SwipeRepo.closeMatch), so both writes share one transaction. */
  atomically<T>(work: (within: Within) => Promise<T>) {
    return this.db.transaction().execute(work);
  }

  fileReport(reporterId: string, { targetKind, targetId, reason, details }: NewReport) {
    return this.db
      .insertInto('reports')
      .values({ targetKind, [TARGET_COLUMNS[targetKind]]: targetId, reason, details, reporterId: reporterId })
      .returning(['id', 'targetKind', 'targetId', 'videoId', 'reason', 'details', 'resolved', 'createdAt'])
      .executeTakeFirstOrThrow();
  }

  async block(within: Within, blockerId: string, blockedId: string) {
    await within.insertInto('blocks').values({ blockerId: blockerId, blockedId: blockedId }).execute();
  }

  /** A page of who the blocker has blocked, newest first; the page key is the block's time and the blocked id. */
  blocked(blockerId: string, limit: number, after: TimeCursor | null) {
    return this.db
      .selectFrom('blocks')
      .innerJoin('profiles', 'profiles.userId', 'blocks.blockedId')
      .select(['profiles.userId', 'profiles.username', 'profiles.avatarUrl', 'blocks.createdAt as blockedAt', sql<string>`blocks.created_at::text`.as('sortTime')])
      .where('blocks.blockerId', '=', blockerId)
      .$if(after !== null, (query) => query.where(pastCursor(['blocks.created_at', 'blocks.blocked_id'], after!)))
      .orderBy('blocks.createdAt', 'desc')
      .orderBy('blocks.blockedId', 'desc')
      .limit(limit)
      .execute();
  }

  /** Whether there was a block to lift. */
  async unblock(blockerId: string, blockedId: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('blocks').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }
}
