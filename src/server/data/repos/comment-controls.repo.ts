import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** A comment as its video's creator acts on it: which video, whose, whether hidden, whether pinned. */
export interface ControlledComment {
  id: string;
  video_id: string;
  parent_id: string | null;
  hidden: boolean;
  creator_id: string;
  pinned: boolean;
}

/** The creator's hand on a video's comments (issue 38): hiding one (comments.hidden_at), pinning one (videos.pinned_comment_id). */
export class CommentControlsRepo {
  constructor(private readonly db: Db) {}

  find(commentId: string): Promise<ControlledComment | undefined> {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('videos as v', 'v.id', 'c.video_id')
      .select(['c.id', 'c.video_id', 'c.parent_id', 'v.user_id as creator_id'])
      .select([sql<boolean>`c.hidden_at is not null`.as('hidden'), sql<boolean>`v.pinned_comment_id is not distinct from c.id`.as('pinned')])
      .where('c.id', '=', commentId)
      .executeTakeFirst();
  }

  /**
   * Hides (keeping the first time it was hidden) or shows a comment. A hidden comment is not left pinned: a pin
   * shows it first to everyone, which hiding it means to stop; both change in one transaction.
   */
  setHidden(comment: Pick<ControlledComment, 'id' | 'video_id'>, hidden: boolean) {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('comments')
        .set((eb) => ({ hidden_at: hidden ? eb.fn.coalesce('hidden_at', eb.fn<Date>('now')) : null }))
        .where('id', '=', comment.id)
        .execute();
      if (hidden) await trx.updateTable('videos').set({ pinned_comment_id: null }).where('id', '=', comment.video_id).where('pinned_comment_id', '=', comment.id).execute();
    });
  }

  /** One pin per video: pinning replaces whatever was pinned. */
  async pin(comment: Pick<ControlledComment, 'id' | 'video_id'>) {
    await this.db.updateTable('videos').set({ pinned_comment_id: comment.id }).where('id', '=', comment.video_id).execute();
  }

  /** Unpins this comment only: if another one was pinned since, that pin stays. */
  async unpin(comment: Pick<ControlledComment, 'id' | 'video_id'>) {
    await this.db.updateTable('videos').set({ pinned_comment_id: null }).where('id', '=', comment.video_id).where('pinned_comment_id', '=', comment.id).execute();
  }
}
