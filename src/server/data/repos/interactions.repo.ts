import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { watchableBy } from './visibility.ts';
import { writeNotifying } from './notification.repo.ts';
import { countHits } from './rate-limit.repo.ts';
import type { ReactionType } from '../../../shared/feed-types.ts';

/** Reactions, likes, shares and views: typed queries; the state machine lives in the service. */
export class InteractionsRepo {
  constructor(private readonly db: Db) {}

  async visibleVideo(viewerId: string | null, videoId: string) {
    const result = await sql<{ id: string; userId: string }>`
      select v.id, v.user_id from videos v join profiles author on author.user_id = v.user_id
      where v.id = ${videoId}::uuid and ${watchableBy(viewerId)}`.execute(this.db);
    return result.rows[0];
  }

  /**
   * A card view in one statement: the video must be visible to the viewer; the viewer's view budget and the
   * once-per-window key for this video are counted (countHits); only a first view
   * within the budget adds the event and queues the debounced For You refresh (ON CONFLICT on the queued
   * job's dedupe key, so no lookup). Data-modifying CTEs always run to completion, so what this returns is
   * exactly what was written.
   */
  async countView(view: CountedView): Promise<{ visible: boolean; hits: number; windowStart: Date | null; counted: boolean }> {
    const { viewerId, videoId, budget, once, refresh } = view;
    const result = await sql<{ visible: boolean; hits: number | null; windowStart: Date | null; counted: boolean }>`
      with target as (
        select v.id from videos v join profiles author on author.user_id = v.user_id
        where v.id = ${videoId}::uuid and ${watchableBy(viewerId)}
      ),
      hits as (${countHits([budget, once], sql`exists (select 1 from target)`)}),
      first_view as (
        select 1 from hits b join hits o on b.key = ${budget.key} and o.key = ${once.key}
        where b.hits <= ${budget.max} and o.hits = 1
      ),
      event as (
        insert into events (user_id, video_id, event_type) select ${viewerId}::uuid, ${videoId}::uuid, 'view' from first_view
        returning 1
      ),
      refresh as (
        insert into jobs (kind, payload, run_at, dedupe_key)
        select ${refresh?.kind ?? ''}, ${refresh ? JSON.stringify(refresh.payload) : '{}'}::jsonb,
               now() + make_interval(secs => ${refresh?.delaySeconds ?? 0}), ${refresh?.dedupeKey ?? ''}
        from event where ${refresh !== null}
        on conflict (dedupe_key) where status = 'queued' do nothing
        returning 1
      )
      select exists (select 1 from target) as visible,
             (select hits from hits where key = ${budget.key}) as hits,
             (select window_start from hits where key = ${budget.key}) as window_start,
             exists (select 1 from event) as counted`.execute(this.db);
    const row = result.rows[0];
    return { visible: row.visible, hits: row.hits ?? 0, windowStart: row.windowStart, counted: row.counted };
  }

  /** Records the signal and takes the video out of the stored For You list, in one transaction. */
  async notInterested(userId: string, videoId: string, creatorId: string) {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('notInterested').values({ userId: userId, videoId: videoId, creatorId: creatorId }).onConflict((c) => c.doNothing()).execute();
      await tx.deleteFrom('recommendations').where('userId', '=', userId).where('videoId', '=', videoId).execute();
    });
  }

  /**
   * Applies one tap: the same reaction removes it, the other switches it, none sets it. A per-pair advisory
   * lock makes concurrent taps by one user apply one after another, exactly like sequential taps.
   */
  toggleReaction(userId: string, videoId: string, type: ReactionType) {
    return this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${userId + ':' + videoId}))`.execute(tx);
      const current = await tx.selectFrom('videoReactions').select('type').where('videoId', '=', videoId).where('userId', '=', userId).executeTakeFirst();
      let reaction: ReactionType | null = type;
      if (current?.type === type) {
        await tx.deleteFrom('videoReactions').where('videoId', '=', videoId).where('userId', '=', userId).execute();
        reaction = null;
      } else if (current) {
        await tx.updateTable('videoReactions').set({ type }).where('videoId', '=', videoId).where('userId', '=', userId).execute();
      } else {
        await tx.insertInto('videoReactions').values({ videoId: videoId, userId: userId, type }).execute();
      }
      const counts = await tx.selectFrom('videos').select(['popCount', 'unpopCount']).where('id', '=', videoId).executeTakeFirstOrThrow();
      return { reaction, ...counts };
    });
  }

  /** The like, and the notification its trigger wrote (none for a re-like soon after an unlike). */
  like(userId: string, videoId: string) {
    return writeNotifying(this.db, { fromUserId: userId, type: 'like', videoId }, (trx) =>
      trx.insertInto('videoLikes').values({ videoId: videoId, userId: userId }).onConflict((oc) => oc.doNothing()).returning('videoId').executeTakeFirst(),
    );
  }

  unlike(userId: string, videoId: string) {
    return this.db.deleteFrom('videoLikes').where('videoId', '=', videoId).where('userId', '=', userId).execute();
  }

  async likeState(userId: string, videoId: string) {
    const row = await sql<{ likeCount: number; isLiked: boolean }>`
      select v.like_count, exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${userId}::uuid) as is_liked
      from videos v where v.id = ${videoId}::uuid`.execute(this.db);
    return row.rows[0];
  }

  /** Saves a video to the person's Favourites; saving it again changes nothing (the trigger counts it once). */
  async favourite(userId: string, videoId: string) {
    await this.db.insertInto('videoFavourites').values({ userId, videoId }).onConflict((oc) => oc.doNothing()).execute();
  }

  async unfavourite(userId: string, videoId: string) {
    await this.db.deleteFrom('videoFavourites').where('userId', '=', userId).where('videoId', '=', videoId).execute();
  }

  async favouriteState(userId: string, videoId: string) {
    const row = await sql<{ favouriteCount: number; isFavourite: boolean }>`
      select v.favourite_count, exists (select 1 from video_favourites f where f.video_id = v.id and f.user_id = ${userId}::uuid) as is_favourite
      from videos v where v.id = ${videoId}::uuid`.execute(this.db);
    return row.rows[0];
  }

  /**
   * A repost (issue 55 item 3), and the notification its trigger wrote. Only a public or unlisted video is
   * reposted: the rule is in the statement, so a video made followers-only a moment ago is refused.
   */
  repost(userId: string, videoId: string) {
    return writeNotifying(this.db, { fromUserId: userId, type: 'repost', videoId }, async (trx) => {
      const stored = await sql<{ videoId: string }>`
        insert into reposts (user_id, video_id)
        select ${userId}::uuid, v.id from videos v where v.id = ${videoId}::uuid and v.visibility in ('public', 'unlisted')
        on conflict do nothing
        returning video_id`.execute(trx);
      return stored.rows[0];
    });
  }

  unrepost(userId: string, videoId: string) {
    return this.db.deleteFrom('reposts').where('userId', '=', userId).where('videoId', '=', videoId).executeTakeFirst();
  }

  async repostState(userId: string, videoId: string) {
    const row = await sql<{ repostCount: number; isReposted: boolean; visibility: string }>`
      select v.repost_count, v.visibility, exists (select 1 from reposts r where r.video_id = v.id and r.user_id = ${userId}::uuid) as is_reposted
      from videos v where v.id = ${videoId}::uuid`.execute(this.db);
    return row.rows[0];
  }

  async share(userId: string, videoId: string) {
    await this.db.insertInto('shares').values({ videoId: videoId, userId: userId }).execute();
    return this.shareCount(videoId);
  }

  shareCount(videoId: string) {
    return this.db.selectFrom('videos').select('shareCount').where('id', '=', videoId).executeTakeFirstOrThrow();
  }

}

export interface CountedView {
  viewerId: string | null;
  videoId: string;
  /** The viewer's budget of views (WRITE_LIMITS.view) and the key it is counted under. */
  budget: { key: string; windowSeconds: number; max: number };
  /** The key that is new only the first time this viewer sees this video within its window. */
  once: { key: string; windowSeconds: number };
  /** The job a counted view queues (signed-in viewers), debounced by its dedupe key. */
  refresh: { kind: string; payload: object; delaySeconds: number; dedupeKey: string } | null;
}
