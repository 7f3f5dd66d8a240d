import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { visibleTo } from './visibility.ts';
import { writeNotifying } from './notification.repo.ts';
import type { ReactionType } from '../../../shared/feed-types.ts';

/** Reactions, likes, shares and views: typed queries; the state machine lives in the service. */
export class InteractionsRepo {
  constructor(private readonly db: Db) {}

  async visibleVideo(viewerId: string | null, videoId: string) {
    const result = await sql<{ id: string; user_id: string }>`
      select v.id, v.user_id from videos v join profiles author on author.user_id = v.user_id
      where v.id = ${videoId}::uuid and ${visibleTo(viewerId)}`.execute(this.db);
    return result.rows[0];
  }

  /** Records the signal and takes the video out of the stored For You list, in one transaction. */
  async notInterested(userId: string, videoId: string, creatorId: string) {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('not_interested').values({ user_id: userId, video_id: videoId, creator_id: creatorId }).onConflict((c) => c.doNothing()).execute();
      await tx.deleteFrom('recommendations').where('user_id', '=', userId).where('video_id', '=', videoId).execute();
    });
  }

  /**
   * Applies one tap: the same reaction removes it, the other switches it, none sets it. A per-pair advisory
   * lock makes concurrent taps by one user apply one after another, exactly like sequential taps.
   */
  toggleReaction(userId: string, videoId: string, type: ReactionType) {
    return this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${userId + ':' + videoId}))`.execute(tx);
      const current = await tx.selectFrom('video_reactions').select('type').where('video_id', '=', videoId).where('user_id', '=', userId).executeTakeFirst();
      let reaction: ReactionType | null = type;
      if (current?.type === type) {
        await tx.deleteFrom('video_reactions').where('video_id', '=', videoId).where('user_id', '=', userId).execute();
        reaction = null;
      } else if (current) {
        await tx.updateTable('video_reactions').set({ type }).where('video_id', '=', videoId).where('user_id', '=', userId).execute();
      } else {
        await tx.insertInto('video_reactions').values({ video_id: videoId, user_id: userId, type }).execute();
      }
      const counts = await tx.selectFrom('videos').select(['pop_count', 'unpop_count']).where('id', '=', videoId).executeTakeFirstOrThrow();
      return { reaction, ...counts };
    });
  }

  /** The like, and the notification its trigger wrote (none for a re-like soon after an unlike). */
  like(userId: string, videoId: string) {
    return writeNotifying(this.db, { fromUserId: userId, type: 'like', videoId }, (trx) =>
      trx.insertInto('video_likes').values({ video_id: videoId, user_id: userId }).onConflict((oc) => oc.doNothing()).returning('video_id').executeTakeFirst(),
    );
  }

  unlike(userId: string, videoId: string) {
    return this.db.deleteFrom('video_likes').where('video_id', '=', videoId).where('user_id', '=', userId).execute();
  }

  async likeState(userId: string, videoId: string) {
    const row = await sql<{ like_count: number; is_liked: boolean }>`
      select v.like_count, exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${userId}::uuid) as is_liked
      from videos v where v.id = ${videoId}::uuid`.execute(this.db);
    return row.rows[0];
  }

  async share(userId: string, videoId: string) {
    await this.db.insertInto('shares').values({ video_id: videoId, user_id: userId }).execute();
    return this.shareCount(videoId);
  }

  shareCount(videoId: string) {
    return this.db.selectFrom('videos').select('share_count').where('id', '=', videoId).executeTakeFirstOrThrow();
  }

  view(userId: string | null, videoId: string) {
    return this.db.insertInto('events').values({ user_id: userId, video_id: videoId, event_type: 'view' }).execute();
  }
}
