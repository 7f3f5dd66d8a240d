import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** A comment as its video's creator acts on it: which video, whose, whether hidden, whether pinned. */
export interface ControlledComment {
  id: string;
  videoId: string;
  parentId: string | null;
  hidden: boolean;
  creatorId: string;
  pinned: boolean;
}

/** The creator's hand on a video's comments (issue 38): hiding one (comments.hidden_at), pinning one (videos.pinned_comment_id). */
export class CommentControlsRepo {
  constructor(private readonly db: Db) {}

  find(commentId: string): Promise<ControlledComment | undefined> {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('videos as v', 'v.id', 'c.videoId')
      .select(['c.id', 'c.videoId', 'c.parentId', 'v.userId as creatorId'])
      .select([sql<boolean>`c.hidden_at is not null`.as('hidden'), sql<boolean>`v.pinned_comment_id is not distinct from c.id`.as('pinned')])
      .where('c.id', '=', commentId)
      .executeTakeFirst();
  }

  /**
   * Hides (keeping the first time it was hidden) or shows a comment. A hidden comment is not left pinned: a pin
   * shows it first to everyone, which hiding it means to stop; both change in one transaction.
   */
  setHidden(comment: Pick<ControlledComment, 'id' | 'videoId'>, hidden: boolean) {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('comments')
        .set((eb) => ({ hiddenAt: hidden ? eb.fn.coalesce('hiddenAt', eb.fn<Date>('now')) : null }))
        .where('id', '=', comment.id)
        .execute();
      if (hidden) await trx.updateTable('videos').set({ pinnedCommentId: null }).where('id', '=', comment.videoId).where('pinnedCommentId', '=', comment.id).execute();
    });
  }

  /** One pin per video: pinning replaces whatever was pinned. */
  async pin(comment: Pick<ControlledComment, 'id' | 'videoId'>) {
    await this.db.updateTable('videos').set({ pinnedCommentId: comment.id }).where('id', '=', comment.videoId).execute();
  }

  /** Unpins this comment only: if another one was pinned since, that pin stays. */
  async unpin(comment: Pick<ControlledComment, 'id' | 'videoId'>) {
    await this.db.updateTable('videos').set({ pinnedCommentId: null }).where('id', '=', comment.videoId).where('pinnedCommentId', '=', comment.id).execute();
  }
}
