import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import { discoverable, visibleTo } from './visibility.ts';
import { WATCH_HISTORY_REPEAT_DAYS } from '../../../shared/watch-history.ts';
import { WATCH_SIGNAL_HALF_LIFE_DAYS } from '../../../shared/for-you.ts';

/** How far back candidates reach. */
const CANDIDATES = 3000;

/**
 * What the database knows about one candidate for one viewer, read in one statement. Each signal is already on
 * a 0–1 scale, or −1–1 where it can count against; domain/feed/for-you-score.ts weighs them.
 */
export interface ForYouFeatures {
  /** exp(−age / 3 days). */
  fresh: number;
  followed: boolean;
  /** Likes, pops, comments, shares and saves by everyone, on a log scale. */
  popular: number;
  /** Completions less quick skips over all views, smoothed towards a neutral prior for few views. */
  quality: number;
  /** The viewer's record with the creator: likes, pops, shares, saves, comments, and watching to the end or skipping, decayed. */
  creatorAffinity: number;
  /** The same record through the video's tags; `topTag` is the tag that gave most. */
  tagAffinity: number;
  topTag: string | null;
  /** What people with the viewer's likes also liked. */
  peers: number;
  /** The tag or creator the viewer picked as an interest that this video matches, if any. */
  interestTag: string | null;
  interestCreator: boolean;
  /** 1 for a new person, falling towards 0 as their own signals grow: picked interests fade as history speaks. */
  newcomer: number;
  unpopped: boolean;
  notInterested: boolean;
  /** The viewer's own quick skips of this very video, decayed. */
  skipped: number;
  /** exp(−time since the viewer last watched it / 1 day); 0 if never. */
  seenRecently: number;
  seen: boolean;
}

/** One candidate: its video, creator and features. */
export interface ForYouCandidate extends ForYouFeatures {
  id: string;
  creator: string;
}

/** What the list stores for each video, in the order the caller arranged. */
export interface StoredRecommendation {
  id: string;
  score: number;
  seen: boolean;
  reasons: string[];
}

type FeatureRow = { id: string; creatorId: string; [feature: string]: unknown };
const NUMBERS = ['fresh', 'popular', 'quality', 'creatorAffinity', 'tagAffinity', 'peers', 'newcomer', 'skipped', 'seenRecently'] as const;

/**
 * One user's For You, ranked (issue 13, 56; decisions 017, 075). One statement reads, for each candidate, the
 * signals scoreForYou weighs: recency, following, popularity, how people watch it (completions and quick skips
 * over everyone), the viewer's record with its creator and its tags (likes, pops, comments, shares, saves, and
 * from their watches: completions, rewatches, quick skips, all decayed), co-likes, the interests a new person
 * picked, and the viewer's own skips. Candidates are the newest visible videos, without the viewer's hidden
 * creators and without what their watch history holds from the last 14 days (issue 55). `now` is the moment
 * ranked for: the real clock, or a replayed day in the offline evaluation (bench/foryou-quality.ts).
 */
export class RecommendationRepo {
  constructor(private readonly db: Db) {}

  async rebuild(userId: string, arrange: (candidates: ForYouCandidate[]) => StoredRecommendation[], now = new Date()) {
    await this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${'recommendations:' + userId}))`.execute(tx);
      const rows = arrange(await this.candidates(tx, userId, now));
      await tx.deleteFrom('recommendations').where('userId', '=', userId).execute();
      if (rows.length === 0) return;
      await tx
        .insertInto('recommendations')
        .values(rows.map((row) => ({ userId, videoId: row.id, score: row.score, seen: row.seen, reasons: row.reasons })))
        .execute();
    });
  }

  /** The reasons stored with one video of the viewer's list, if it is there. */
  async storedReasons(userId: string, videoId: string): Promise<string[] | null> {
    const stored = await this.db.selectFrom('recommendations').select('reasons').where('userId', '=', userId).where('videoId', '=', videoId).executeTakeFirst();
    return stored && stored.reasons.length > 0 ? stored.reasons : null;
  }

  /** The candidates and their features at `now`; with `only`, that one video if it is a candidate. */
  private async candidates(db: Db, userId: string, now: Date, only?: string): Promise<ForYouCandidate[]> {
    const result = await featuresQuery(userId, sql`${now.toISOString()}::timestamptz`, only).execute(db);
    return result.rows.map((row) => {
      const candidate = { ...row, creator: row.creatorId } as unknown as ForYouCandidate;
      for (const key of NUMBERS) candidate[key] = Number(row[key] ?? 0);
      return candidate;
    });
  }

  /** One video as a candidate now, outside a rebuild ("Why am I seeing this?" for a card from elsewhere). */
  async candidate(userId: string, videoId: string): Promise<ForYouCandidate | null> {
    return (await this.candidates(this.db, userId, new Date(), videoId))[0] ?? null;
  }
}

/** Decay by age at `at`, halving every WATCH_SIGNAL_HALF_LIFE_DAYS. */
const decayed = (at: RawBuilder<unknown>, time: RawBuilder<unknown>) =>
  sql`exp(-ln(2) * greatest(extract(epoch from ${at} - ${time}), 0) / ${WATCH_SIGNAL_HALF_LIFE_DAYS * 86400})`;

function featuresQuery(userId: string, at: RawBuilder<unknown>, only?: string) {
  return sql<FeatureRow>`
    with signals as (
      select video_id, 2.0 as weight from video_likes where user_id = ${userId}
      union all select video_id, case when type = 'pop' then 1.5 else -2.0 end from video_reactions where user_id = ${userId}
      union all select video_id, 1.0 from comments where user_id = ${userId}
      union all select video_id, 2.0 from shares where user_id = ${userId}
      union all select video_id, 1.5 from video_favourites where user_id = ${userId}
      union all select video_id, -1.5 from not_interested where user_id = ${userId}
      union all select video_id, ${decayed(at, sql`last_at`)} * (completions + 0.75 * rewatches - skips + 0.5 * least(watched_ms / 15000.0, 1))
        from viewer_video_signals where user_id = ${userId} and last_at <= ${at}
    ),
    affinity as (
      select v.user_id as creator, sum(s.weight) as weight from signals s join videos v on v.id = s.video_id group by v.user_id
    ),
    tag_affinity as (
      select t.tag, sum(s.weight) as weight from signals s join video_tags t on t.video_id = s.video_id group by t.tag
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
      where ${visibleTo(userId)} and ${discoverable('author')} and v.user_id <> ${userId} and v.created_at <= ${at}
        ${only ? sql`and v.id = ${only}::uuid` : sql``}
        and v.user_id <> all(array(select h.creator_id from hidden_creators h where h.user_id = ${userId}))
        and not exists (
          select 1 from watch_history h
          where h.user_id = ${userId} and h.video_id = v.id and h.watched_at > ${at} - make_interval(days => ${WATCH_HISTORY_REPEAT_DAYS})
        )
      order by v.created_at desc limit ${CANDIDATES}
    ),
    -- Each candidate's tag the viewer likes most, and a tag they picked, as two hash joins over the candidates.
    best_tags as (
      select distinct on (t.video_id) t.video_id, ta.tag, ta.weight
      from candidates c join video_tags t on t.video_id = c.id join tag_affinity ta on ta.tag = t.tag
      order by t.video_id, ta.weight desc, ta.tag
    ),
    picked_tags as (
      select distinct on (t.video_id) t.video_id, i.tag
      from for_you_interests i join video_tags t on t.tag = i.tag
      where i.user_id = ${userId} and t.video_id in (select id from candidates)
      order by t.video_id, i.tag
    )
    select c.id, c.user_id as creator_id, c.last_seen is not null as seen,
      exp(-extract(epoch from ${at} - c.created_at) / (3 * 86400.0)) as fresh,
      exists (select 1 from follows f where f.follower_id = ${userId} and f.followee_id = c.user_id) as followed,
      1 - 1 / (1 + ln(1 + greatest(c.pop_count + c.like_count + 2 * c.comment_count + 3 * c.share_count + 2 * c.favourite_count - c.unpop_count, 0))) as popular,
      coalesce((q.completions - q.skips) / (q.views + 3), 0) as quality,
      tanh(coalesce(a.weight, 0) / 4.0) as creator_affinity,
      tanh(coalesce(tg.weight, 0) / 4.0) as tag_affinity, tg.tag as top_tag,
      1 - 1 / (1 + ln(1 + coalesce(co.strength, 0))) as peers,
      pt.tag as interest_tag,
      exists (select 1 from for_you_interests i where i.user_id = ${userId} and i.creator_id = c.user_id) as interest_creator,
      1 / (1 + (select count(*) from signals) / 10.0) as newcomer,
      exists (select 1 from video_reactions r where r.user_id = ${userId} and r.video_id = c.id and r.type = 'unpop') as unpopped,
      exists (select 1 from not_interested n where n.user_id = ${userId} and n.video_id = c.id) as not_interested,
      coalesce((select s.skips * ${decayed(at, sql`s.last_at`)} from viewer_video_signals s where s.user_id = ${userId} and s.video_id = c.id), 0) as skipped,
      coalesce(exp(-extract(epoch from ${at} - c.last_seen) / 86400.0), 0) as seen_recently
    from candidates c
    left join affinity a on a.creator = c.user_id
    left join co_liked co on co.video_id = c.id
    left join video_watch_quality q on q.video_id = c.id
    left join best_tags tg on tg.video_id = c.id
    left join picked_tags pt on pt.video_id = c.id`;
}
