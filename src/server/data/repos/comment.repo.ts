import { sql, type RawBuilder } from 'kysely';
import type { CommentPolicy } from '../../../shared/audience.ts';
import type { Db } from '../db.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';
import { authorAvatar, authorName, authorNotBanned, authorVerified, noMutedWordIn, notMutedBy } from './visibility.ts';

/** A video as its comments' rules see it. */
export interface CommentedVideo {
  id: string;
  userId: string;
  commentPolicy: CommentPolicy;
  pinnedCommentId: string | null;
}

/**
 * Which comments a viewer sees: their own always; others' unless hidden by the creator (the creator still sees
 * them, to undo it), written by someone the viewer muted, or holding one of the viewer's muted words while it
 * lasts. Words are matched on the generated `words` columns (popreel_words: whole words, any case or accent).
 */
function commentShownTo(viewerId: string | null, isCreator: boolean): RawBuilder<boolean> {
  if (viewerId === null) return sql<boolean>`c.hidden_at is null`;
  const hiddenRule = isCreator ? sql`true` : sql`c.hidden_at is null`;
  return sql<boolean>`(c.user_id = ${viewerId}::uuid or (${hiddenRule} and ${notMutedBy(viewerId, 'c.user_id')} and ${noMutedWordIn(viewerId, 'c.words')}))`;
}

export class CommentRepo {
  constructor(private readonly db: Db) {}

  /** Comments with their author, as the dialog shows them; a deleted account's comments stay, as 'deleted user'. */
  private withAuthor() {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('profiles as p', 'p.userId', 'c.userId')
      .select(['c.id', 'c.videoId', 'c.userId', 'c.content', 'c.parentId', 'c.createdAt'])
      .select([authorName('p').as('username'), authorAvatar('p').as('avatarUrl'), authorVerified('p').as('verified')]);
  }

  /**
   * A page of comments and replies alike, oldest first, on comments_video_idx (video_id, created_at, id); a
   * banned author's are left out (a reply to one shows at the top level), and so is what the viewer may not
   * see (commentShownTo). The pinned comment is read on its own (pinned()) and left out of the pages.
   */
  forVideo(video: CommentedVideo, viewerId: string | null, limit: number, after: TimeCursor | null) {
    return this.shownTo(video, viewerId)
      .select(sql<string>`c.created_at::text`.as('sortTime'))
      .where('c.videoId', '=', video.id)
      .$if(video.pinnedCommentId !== null, (query) => query.where('c.id', '<>', video.pinnedCommentId!))
      .$if(after !== null, (query) => query.where(pastCursor(['c.created_at', 'c.id'], after!, { order: 'asc' })))
      .orderBy('c.createdAt')
      .orderBy('c.id')
      .limit(limit)
      .execute();
  }

  /** The video's pinned comment, if the viewer may see it. */
  pinned(video: CommentedVideo, viewerId: string | null) {
    if (!video.pinnedCommentId) return Promise.resolve(undefined);
    return this.shownTo(video, viewerId).where('c.id', '=', video.pinnedCommentId).where('c.videoId', '=', video.id).executeTakeFirst();
  }

  /** Comments with their author as `viewerId` may see them, each with whether it is hidden (told to the creator only). */
  private shownTo(video: CommentedVideo, viewerId: string | null) {
    const isCreator = viewerId !== null && viewerId === video.userId;
    return this.withAuthor()
      .select(isCreator ? sql<boolean>`(c.hidden_at is not null)`.as('hidden') : sql<boolean>`false`.as('hidden'))
      .where(authorNotBanned('p'))
      .where(commentShownTo(viewerId, isCreator));
  }

  /** What the list and the comment rules need of a video: its creator, who may comment, its pinned comment. */
  commentedVideo(videoId: string): Promise<CommentedVideo | undefined> {
    return this.db.selectFrom('videos').select(['id', 'userId', 'commentPolicy', 'pinnedCommentId']).where('id', '=', videoId).executeTakeFirst();
  }

  /** Whether `followerId` follows `creatorId` (a followers-only video's comment rule). */
  async follows(followerId: string, creatorId: string) {
    const row = await this.db.selectFrom('follows').select('followerId').where('followerId', '=', followerId).where('followeeId', '=', creatorId).executeTakeFirst();
    return row !== undefined;
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
    comment: { videoId: string; userId: string; content: string; parentId: string | null },
    notify: (within: Db, id: string, people: { videoOwnerId: string; parentAuthorId: string | null }) => Promise<T>,
  ) {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('comments').values(comment).returning('id').executeTakeFirstOrThrow();
      const owner = await trx.selectFrom('videos').select('userId').where('id', '=', comment.videoId).executeTakeFirstOrThrow();
      const parent = comment.parentId
        ? await trx.selectFrom('comments').select('userId').where('id', '=', comment.parentId).executeTakeFirst()
        : undefined;
      const notified = await notify(trx, id, { videoOwnerId: owner.userId, parentAuthorId: parent?.userId ?? null });
      return { id, notified };
    });
  }
}
