import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import { watchableBy } from './visibility.ts';
import type pg from 'pg';
import { runPrepared } from '../prepared.ts';
import { audienceElsewhere } from './federation.repo.ts';
import { announcedGroup, groupOfNotification } from './notification.repo.ts';
import { countHits } from './rate-limit.repo.ts';
import type { ReactionType } from '../../../shared/feed-types.ts';
import { askForYouRefresh } from './for-you-refresh.repo.ts';

/** Reactions, likes, shares and views: typed queries; the state machine lives in the service. */
export class InteractionsRepo {
  constructor(
    private readonly db: Db,
    /** The pool runPrepared names its statements on: a tap's statements are planned once per connection. */
    private readonly pool: pg.Pool,
  ) {}

  async visibleVideo(viewerId: string | null, videoId: string) {
    const result = await sql<{ id: string; userId: string }>`${watchableVideo(viewerId, videoId, sql`v.id, v.user_id`)}`.execute(this.db);
    return result.rows[0];
  }

  /**
   * A card view in one statement: the video must be visible to the viewer; the viewer's view budget and the
   * once-per-window key for this video are counted (countHits); only a first view within the budget adds the
   * event and asks for the signed-in viewer's For You refresh (askForYouRefresh). Data-modifying CTEs always
   * run to completion, so what this returns is exactly what was written.
   */
  async countView(view: CountedView): Promise<{ visible: boolean; hits: number; windowStart: Date | null; counted: boolean }> {
    const { viewerId, videoId, budget, once } = view;
    const result = await sql<{ visible: boolean; hits: number | null; windowStart: Date | null; counted: boolean }>`
      with target as (${watchableVideo(viewerId, videoId, sql`v.id`)}),
      hits as (${countHits([budget, once], sql`exists (select 1 from target)`)}),
      first_view as (
        select 1 from hits b join hits o on b.key = ${budget.key} and o.key = ${once.key}
        where b.hits <= ${budget.max} and o.hits = 1
      ),
      event as (
        insert into events (user_id, video_id, event_type) select ${viewerId}::uuid, ${videoId}::uuid, 'view' from first_view
        returning 1
      ),
      refresh as (${viewerId ? askForYouRefresh(viewerId, sql`select 1 from event`) : sql`select 1 where false`})
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
      const counts = await tx
        .selectFrom('videos')
        .select([sql<number>`pop_count + video_count_waiting(id, 'pop_count')`.as('popCount'), sql<number>`unpop_count + video_count_waiting(id, 'unpop_count')`.as('unpopCount')])
        .where('id', '=', videoId)
        .executeTakeFirstOrThrow();
      return { reaction, ...counts };
    });
  }

  /**
   * A like in one statement (decision 071): the video must be watchable by the liker; the like, the For You
   * refresh it asks for, and the count the liker sees (the settled count and this like). No row: the
   * video is not there for them. `tappedAt` (text, to the microsecond) finds the notification the like's
   * trigger wrote (tapNotification).
   */
  async like(userId: string, videoId: string): Promise<TapRow<{ likeCount: number; isLiked: boolean }> | undefined> {
    const [row] = await runPrepared(this.db, this.pool, sql<TapRow<{ likeCount: number; isLiked: boolean }>>`
      with target as (${tapTarget(userId, videoId, 'like_count')}),
      written as (
        insert into video_likes (video_id, user_id) select id, ${userId}::uuid from target on conflict do nothing returning created_at
      ),
      refresh as (${askForYouRefresh(userId, sql`select 1 from written`)})
      select t.user_id as owner_id, t.remote as concerns_elsewhere, ${groupWaiting('like')} as group_waiting,
             (select created_at::text from written) as tapped_at,
             t.count + (select count(*) from written)::int as like_count,
             (exists (select 1 from written) or exists (select 1 from video_likes l where l.video_id = t.id and l.user_id = ${userId}::uuid)) as is_liked
      from target t`);
    return row;
  }

  unlike(userId: string, videoId: string) {
    return this.db.deleteFrom('videoLikes').where('videoId', '=', videoId).where('userId', '=', userId).executeTakeFirst();
  }

  async likeState(userId: string, videoId: string) {
    const row = await sql<{ likeCount: number; isLiked: boolean }>`
      select v.like_count + video_count_waiting(v.id, 'like_count') as like_count, exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${userId}::uuid) as is_liked
      from videos v where v.id = ${videoId}::uuid`.execute(this.db);
    return row.rows[0];
  }

  /** Saves a watchable video to the person's Favourites in one statement; saving it again changes nothing. */
  async favourite(userId: string, videoId: string): Promise<TapRow<{ favouriteCount: number; isFavourite: boolean }> | undefined> {
    const [row] = await runPrepared(this.db, this.pool, sql<TapRow<{ favouriteCount: number; isFavourite: boolean }>>`
      with target as (${tapTarget(userId, videoId, 'favourite_count')}),
      written as (
        insert into video_favourites (user_id, video_id) select ${userId}::uuid, id from target on conflict do nothing returning created_at
      )
      select t.user_id as owner_id, false as concerns_elsewhere, false as group_waiting, (select created_at::text from written) as tapped_at,
             t.count + (select count(*) from written)::int as favourite_count, true as is_favourite
      from target t`);
    return row;
  }

  /** Whether it was removed now (false: it was not saved). */
  async unfavourite(userId: string, videoId: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('videoFavourites').where('userId', '=', userId).where('videoId', '=', videoId).executeTakeFirst();
    return removed.numDeletedRows > 0n;
  }

  async favouriteState(userId: string, videoId: string) {
    const row = await sql<{ favouriteCount: number; isFavourite: boolean }>`
      select v.favourite_count + video_count_waiting(v.id, 'favourite_count') as favourite_count, exists (select 1 from video_favourites f where f.video_id = v.id and f.user_id = ${userId}::uuid) as is_favourite
      from videos v where v.id = ${videoId}::uuid`.execute(this.db);
    return row.rows[0];
  }

  /**
   * A repost (issue 55 item 3) in one statement, like a like. Only a public or unlisted video is reposted: the
   * rule is in the statement, so a video made followers-only a moment ago is refused (isReposted false).
   */
  async repost(userId: string, videoId: string): Promise<TapRow<{ repostCount: number; isReposted: boolean }> | undefined> {
    const [row] = await runPrepared(this.db, this.pool, sql<TapRow<{ repostCount: number; isReposted: boolean }>>`
      with target as (${tapTarget(userId, videoId, 'repost_count')}),
      written as (
        insert into reposts (user_id, video_id) select ${userId}::uuid, id from target where visibility in ('public', 'unlisted')
        on conflict do nothing returning created_at
      )
      select t.user_id as owner_id, (t.remote or ${audienceElsewhere(sql`${userId}::uuid`)}) as concerns_elsewhere,
             ${groupWaiting('repost')} as group_waiting, (select created_at::text from written) as tapped_at,
             t.count + (select count(*) from written)::int as repost_count,
             (exists (select 1 from written) or exists (select 1 from reposts r where r.video_id = t.id and r.user_id = ${userId}::uuid)) as is_reposted
      from target t`);
    return row;
  }

  /**
   * The group the notification of a like or repost at `tappedAt` joined, to announce; none when the trigger
   * kept no notification (a re-tap within a day, a block, a setting) or when it waits for the settler.
   */
  async tapNotification(userId: string, videoId: string, type: 'like' | 'repost', tappedAt: string): Promise<string | null> {
    const [row] = await runPrepared(this.db, this.pool, groupOfNotification({ fromUserId: userId, type, videoId }, sql`${tappedAt}::timestamptz`));
    return announcedGroup(row);
  }

  unrepost(userId: string, videoId: string) {
    return this.db.deleteFrom('reposts').where('userId', '=', userId).where('videoId', '=', videoId).executeTakeFirst();
  }

  async repostState(userId: string, videoId: string) {
    const row = await sql<{ repostCount: number; isReposted: boolean; visibility: string }>`
      select v.repost_count + video_count_waiting(v.id, 'repost_count') as repost_count, v.visibility, exists (select 1 from reposts r where r.video_id = v.id and r.user_id = ${userId}::uuid) as is_reposted
      from videos v where v.id = ${videoId}::uuid`.execute(this.db);
    return row.rows[0];
  }

  async share(userId: string, videoId: string) {
    await this.db.insertInto('shares').values({ videoId: videoId, userId: userId }).execute();
    return this.shareCount(videoId);
  }

  shareCount(videoId: string) {
    return this.db.selectFrom('videos').select(sql<number>`share_count + video_count_waiting(id, 'share_count')`.as('shareCount')).where('id', '=', videoId).executeTakeFirstOrThrow();
  }

}

/**
 * What one tap (like, save, repost) wrote and answers: `tappedAt` is null when it changed nothing;
 * `concernsElsewhere` answers FederationOutbox's question for the tap; `groupWaiting`, that the creator's
 * group for it already had members waiting for the settler, so this one's notification waits too.
 */
export type TapRow<T> = T & { ownerId: string; concernsElsewhere: boolean; groupWaiting: boolean; tappedAt: string | null };

/** Whether the video's creator's group of this kind has members waiting (decision 071), before the tap. */
function groupWaiting(type: 'like' | 'repost') {
  return sql<boolean>`notification_group_waiting(t.user_id, ${type}, t.id)`;
}

/**
 * The video of a tap, watchable by the one tapping, with its settled count of `counter`. Not what waits in the
 * ledger: during a burst that is thousands of rows to add up on every tap, and the next `video.counts` brings it.
 */
function tapTarget(userId: string, videoId: string, counter: 'like_count' | 'favourite_count' | 'repost_count') {
  return watchableVideo(userId, videoId, sql`v.id, v.user_id, v.visibility, v.remote_uri is not null as remote, ${sql.ref(`v.${counter}`)} as count`);
}

/** One video by its id with `columns`, when `viewerId` may watch it (watchableBy): every read of a video here. */
function watchableVideo(viewerId: string | null, videoId: string, columns: RawBuilder<unknown>) {
  return sql`
    select ${columns} from videos v join profiles author on author.user_id = v.user_id
    where v.id = ${videoId}::uuid and ${watchableBy(viewerId)}`;
}

export interface CountedView {
  viewerId: string | null;
  videoId: string;
  /** The viewer's budget of views (WRITE_LIMITS.view) and the key it is counted under. */
  budget: { key: string; windowSeconds: number; max: number };
  /** The key that is new only the first time this viewer sees this video within its window. */
  once: { key: string; windowSeconds: number };
}
