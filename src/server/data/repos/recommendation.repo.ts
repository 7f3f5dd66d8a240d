import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { visibleTo } from './visibility.ts';

/** How many recommendations a user keeps, and how far back candidates reach. */
const KEEP = 300;
const CANDIDATES = 3000;

/**
 * Rebuilds one user's For You list from real signals, in one statement:
 * recency, following the creator, popularity (pops, likes, comments, shares, less unpops), the user's own
 * affinity for the creator (likes, pops, comments, shares; unpops count against), and co-engagement (what
 * people who liked the same videos also liked). Watched videos are left out while unseen ones remain, so
 * a rebuild in the middle of a scrolling session never brings back what the user already saw.
 */
export class RecommendationRepo {
  constructor(private readonly db: Db) {}

  async rebuild(userId: string) {
    await this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${'recommendations:' + userId}))`.execute(tx);
      await tx.deleteFrom('recommendations').where('user_id', '=', userId).execute();
      const unseen = await sql<{ any: boolean }>`
        select exists (
          select 1 from videos v join profiles author on author.user_id = v.user_id
          where ${visibleTo(userId)} and v.user_id <> ${userId}
            and not exists (select 1 from events e where e.user_id = ${userId} and e.video_id = v.id)
        ) as any`.execute(tx);
      const includeSeen = !unseen.rows[0].any;
      await sql`
        with signals as (
          select video_id, 2.0 as weight from video_likes where user_id = ${userId}
          union all select video_id, case when type = 'pop' then 1.5 else -2.0 end from video_reactions where user_id = ${userId}
          union all select video_id, 1.0 from comments where user_id = ${userId}
          union all select video_id, 2.0 from shares where user_id = ${userId}
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
          select v.* from videos v join profiles author on author.user_id = v.user_id
          where ${visibleTo(userId)} and v.user_id <> ${userId}
            and (${includeSeen} or not exists (select 1 from events e where e.user_id = ${userId} and e.video_id = v.id))
          order by v.created_at desc limit ${CANDIDATES}
        )
        insert into recommendations (user_id, video_id, score)
        select ${userId}, c.id,
          0.30 * exp(-extract(epoch from now() - c.created_at) / (3 * 86400.0))
          + 0.20 * (exists (select 1 from follows f where f.follower_id = ${userId} and f.followee_id = c.user_id))::int
          + 0.20 * (1 - 1 / (1 + ln(1 + greatest(c.pop_count + c.like_count + 2 * c.comment_count + 3 * c.share_count - c.unpop_count, 0))))
          + 0.20 * tanh(coalesce(a.weight, 0) / 4.0)
          + 0.10 * (1 - 1 / (1 + ln(1 + coalesce(co.strength, 0))))
          - (exists (select 1 from events e where e.user_id = ${userId} and e.video_id = c.id))::int
          - 0.5 * (exists (select 1 from video_reactions r where r.user_id = ${userId} and r.video_id = c.id and r.type = 'unpop'))::int
        from candidates c
        left join affinity a on a.creator = c.user_id
        left join co_liked co on co.video_id = c.id
        order by 3 desc
        limit ${KEEP}`.execute(tx);
    });
  }
}
