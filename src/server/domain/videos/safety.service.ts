import type { Db } from '../../data/db.ts';
import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import { reportSchema } from '../../../shared/content.schema.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';

export const BLOCK_MESSAGES = { already: 'You have already blocked this user', self: 'You cannot block yourself' } as const;

/** Reports and blocks: what a viewer does about content they do not want. */
export class SafetyService {
  constructor(
    private readonly db: Db,
    private readonly videos: InteractionsRepo,
  ) {}

  async report(reporterId: string, input: unknown) {
    const parsed = reportSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Failed to submit report');
    if (!(await this.videos.visibleVideo(reporterId, parsed.data.video_id))) throw notFound('Video not found');
    return this.db
      .insertInto('reports')
      .values({ ...parsed.data, reporter_id: reporterId })
      .returning(['id', 'video_id', 'reason', 'details', 'resolved', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  async block(blockerId: string, blockedId: string) {
    if (blockerId === blockedId) throw badRequest(BLOCK_MESSAGES.self);
    const exists = await this.db.selectFrom('profiles').select('user_id').where('user_id', '=', blockedId).executeTakeFirst();
    if (!exists) throw notFound('User not found');
    await this.db
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId })
      .execute()
      .catch((error: { code?: string }) => {
        // The spec's client tells a repeat block apart by the duplicate code.
        if (error.code === '23505') throw new DomainError('23505', BLOCK_MESSAGES.already, 409);
        throw error;
      });
  }
}
