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

  insert(comment: { video_id: string; user_id: string; content: string; parent_id: string | null }) {
    return this.db.insertInto('comments').values(comment).returning('id').executeTakeFirstOrThrow();
  }
}
