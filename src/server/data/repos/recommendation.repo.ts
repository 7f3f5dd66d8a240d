import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { discoverable, visibleTo } from './visibility.ts';
import { WATCH_HISTORY_REPEAT_DAYS } from '../../../shared/watch-history.ts';

/** How far back candidates reach. */
const CANDIDATES = 3000;

/** A scored candidate; the caller's `arrange` decides the stored order (domain/feed/for-you-order.ts). */
export interface ScoredRecommendation {
  id: string;
  creator: string;
  score: number;
  seen: boolean;
}

/**
 * Rebuilds one user's For You list from real signals:
 * recency, following the creator, popularity (pops, likes, comments, shares, less unpops), the user's own
 * affinity for the creator (likes, pops, comments, shares; unpops and "Not interested" count against), and
 * co-engagement (what people who liked the same videos also liked). Watched videos stay in the list below
 * every unseen one (least recently seen first), so For You never dead-ends; `arrange` orders and trims. A video
 * in the viewer's watch history from the last 14 days is left out (issue 55 item 4): clearing the history, or
 * removing it, brings it back.
 */
export class RecommendationRepo {
  constructor(private readonly db: Db) {}

  /** `now` is the moment ranked for: the real clock, or a replayed day in the offline evaluation (bench/foryou-quality.ts). */
  async rebuild(userId: string, arrange: (candidates: ScoredRecommendation[]) => ScoredRecommendation[], now = new Date()) {
    await this.db.transaction().execute(async (tx) => {
      const at = sql`${now.toISOString()}::timestamptz`;
      await sql`select pg_advisory_xact_lock(hashtext(${'recommendations:' + userId}))`.execute(tx);
      const scored = await sql<ScoredRecommendation>`
        with signals as (
          select video_id, 2.0 as weight from video_likes where user_id = ${userId}
          union all select video_id, case when type = 'pop' then 1.5 else -2.0 end from video_reactions where user_id = ${userId}
          union all select video_id, 1.0 from comments where user_id = ${userId}
          union all select video_id, 2.0 from shares where user_id = ${userId}
          union all select video_id, -1.5 from not_interested where user_id = ${userId}
        ),
        affinity as (
          select v.user_id as creator, sum(s.weight) as weight
          from signals s join videos v on v.id = s.video_id group by v.user_id
        ),
        peers as (
          select l2.user_id as peer, count(*) as overlap
          from video_likes l1 join video_likes l2 on l2.video_id = l1.video_id and l2.user_id <> l1.user_id
          where l1.user_id = ${userId}
          group by l2.user_id order by overlap desc limit 50
        ),
        co_liked as (
          select l.video_id, sum(p.overlap) as strength from peers p join video_likes l on l.user_id = p.peer group by l.video_id
        ),
        candidates as (
          select v.*, (select max(e.created_at) from events e where e.user_id = ${userId} and e.video_id = v.id) as last_seen
          from videos v join profiles author on author.user_id = v.user_id
          where ${visibleTo(userId)} and ${discoverable('author')} and v.user_id <> ${userId}
            and not exists (
              select 1 from watch_history h
              where h.user_id = ${userId} and h.video_id = v.id and h.watched_at > ${at} - make_interval(days => ${WATCH_HISTORY_REPEAT_DAYS})
            )
          order by v.created_at desc limit ${CANDIDATES}
        )
        select c.id, c.user_id as creator, c.last_seen is not null as seen,
          0.30 * exp(-extract(epoch from ${at} - c.created_at) / (3 * 86400.0))
          + 0.20 * (exists (select 1 from follows f where f.follower_id = ${userId} and f.followee_id = c.user_id))::int
          + 0.20 * (1 - 1 / (1 + ln(1 + greatest(c.pop_count + c.like_count + 2 * c.comment_count + 3 * c.share_count - c.unpop_count, 0))))
          + 0.20 * tanh(coalesce(a.weight, 0) / 4.0)
          + 0.10 * (1 - 1 / (1 + ln(1 + coalesce(co.strength, 0))))
          - 0.5 * (exists (select 1 from video_reactions r where r.user_id = ${userId} and r.video_id = c.id and r.type = 'unpop'))::int
          - 1.0 * (exists (select 1 from not_interested n where n.user_id = ${userId} and n.video_id = c.id))::int
          - 0.5 * coalesce(exp(-extract(epoch from ${at} - c.last_seen) / 86400.0), 0)
          as score
        from candidates c
        left join affinity a on a.creator = c.user_id
        left join co_liked co on co.video_id = c.id`.execute(tx);
      await tx.deleteFrom('recommendations').where('userId', '=', userId).execute();
      const rows = arrange(scored.rows.map((row) => ({ ...row, score: Number(row.score) })));
      if (rows.length === 0) return;
      await tx
        .insertInto('recommendations')
        .values(rows.map((row) => ({ userId: userId, videoId: row.id, score: row.score, seen: row.seen })))
        .execute();
    });
  }
}
