import type { Db } from '../../data/db.ts';
import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import { reportSchema } from '../../../shared/content.schema.ts';
import type { BlockedUser } from '../../../shared/profile-types.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { SwipeRepo } from '../../data/repos/swipe.repo.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';

/** More than anyone blocks; the list is one page. */
const MAX_BLOCKED_LISTED = 500;

export const REPORT_MESSAGES = { already: 'You have already reported this video' } as const;
export const BLOCK_MESSAGES = {
  already: 'You have already blocked this user',
  self: 'You cannot block yourself',
  notBlocked: 'You have not blocked this user',
} as const;

/** Reports and blocks: what a viewer does about content they do not want. */
export class SafetyService {
  constructor(
    private readonly db: Db,
    private readonly videos: InteractionsRepo,
    private readonly media: MediaUrls,
    private readonly swipes: SwipeRepo,
  ) {}

  async report(reporterId: string, input: unknown) {
    const parsed = reportSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Failed to submit report');
    if (!(await this.videos.visibleVideo(reporterId, parsed.data.video_id))) throw notFound('Video not found');
    return this.db
      .insertInto('reports')
      .values({ ...parsed.data, reporter_id: reporterId })
      .returning(['id', 'video_id', 'reason', 'details', 'resolved', 'created_at'])
      .executeTakeFirstOrThrow()
      .catch((error: { code?: string }) => {
        // One open report per person and video (a unique index); moderators see it once.
        if (error.code === '23505') throw new DomainError('23505', REPORT_MESSAGES.already, 409);
        throw error;
      });
  }

  async block(blockerId: string, blockedId: string) {
    if (blockerId === blockedId) throw badRequest(BLOCK_MESSAGES.self);
    const exists = await this.db.selectFrom('profiles').select('user_id').where('user_id', '=', blockedId).executeTakeFirst();
    if (!exists) throw notFound('User not found');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId })
        .execute()
        .catch((error: { code?: string }) => {
          // The spec's client tells a repeat block apart by the duplicate code.
          if (error.code === '23505') throw new DomainError('23505', BLOCK_MESSAGES.already, 409);
          throw error;
        });
      // A block ends a match: its private room closes for both.
      await this.swipes.closeMatch(trx, blockerId, blockedId);
    });
  }

  /** Who the viewer has blocked, newest first, so Edit Profile can list them with Unblock. */
  async blocked(blockerId: string): Promise<BlockedUser[]> {
    const rows = await this.db
      .selectFrom('blocks')
      .innerJoin('profiles', 'profiles.user_id', 'blocks.blocked_id')
      .select(['profiles.user_id', 'profiles.username', 'profiles.avatar_url', 'blocks.created_at as blocked_at'])
      .where('blocks.blocker_id', '=', blockerId)
      .orderBy('blocks.created_at', 'desc')
      .limit(MAX_BLOCKED_LISTED)
      .execute();
    return Promise.all(rows.map(async (row) => ({ ...row, avatar_url: await this.media.sign(row.avatar_url), blocked_at: row.blocked_at.toISOString() })));
  }

  async unblock(blockerId: string, blockedId: string) {
    const removed = await this.db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound(BLOCK_MESSAGES.notBlocked);
  }
}
