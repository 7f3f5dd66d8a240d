import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';
import { authorAvatar, authorName, authorNotBanned, authorVerified } from './visibility.ts';

export class CommentRepo {
  constructor(private readonly db: Db) {}

  /** Comments with their author, as the dialog shows them; a deleted account's comments stay, as 'deleted user'. */
  private withAuthor() {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('profiles as p', 'p.user_id', 'c.user_id')
      .select(['c.id', 'c.video_id', 'c.user_id', 'c.content', 'c.parent_id', 'c.created_at'])
      .select([authorName('p').as('username'), authorAvatar('p').as('avatar_url'), authorVerified('p').as('verified')]);
  }

  /**
   * A page of comments and replies alike, oldest first, on comments_video_idx (video_id, created_at, id); a
   * banned author's are left out (a reply to one shows at the top level).
   */
  forVideo(videoId: string, limit: number, after: TimeCursor | null) {
    return this.withAuthor()
      .select(sql<string>`c.created_at::text`.as('sort_time'))
      .where('c.video_id', '=', videoId)
      .where(authorNotBanned('p'))
      .$if(after !== null, (query) => query.where(pastCursor(['c.created_at', 'c.id'], after!, { order: 'asc' })))
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute();
  }

  /** One comment as others may see it (the realtime delivery): none when its author is banned. */
  findWithAuthor(id: string) {
    return this.withAuthor().where('c.id', '=', id).where(authorNotBanned('p')).executeTakeFirst();
  }

  /** One comment as its author sees it, the answer to their post. */
  findOwn(id: string) {
    return this.withAuthor().where('c.id', '=', id).executeTakeFirst();
  }

  /**
   * The comment, and what `notify` writes about it, in one transaction: a comment is never left without its
   * notifications, nor a notification about a comment that was not stored. `notify` learns who to tell of it:
   * the video's owner and the author of the comment replied to.
   */
  insertNotifying<T>(
    comment: { video_id: string; user_id: string; content: string; parent_id: string | null },
    notify: (within: Db, id: string, people: { videoOwnerId: string; parentAuthorId: string | null }) => Promise<T>,
  ) {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('comments').values(comment).returning('id').executeTakeFirstOrThrow();
      const owner = await trx.selectFrom('videos').select('user_id').where('id', '=', comment.video_id).executeTakeFirstOrThrow();
      const parent = comment.parent_id
        ? await trx.selectFrom('comments').select('user_id').where('id', '=', comment.parent_id).executeTakeFirst()
        : undefined;
      const notified = await notify(trx, id, { videoOwnerId: owner.user_id, parentAuthorId: parent?.user_id ?? null });
      return { id, notified };
    });
  }
}
