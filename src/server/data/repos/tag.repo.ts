import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { authorShown, discoverable, listedFor, unmutedFor } from './visibility.ts';
import type { VideoHitRow } from './search.repo.ts';
import { tileColumns, type TileRow } from './tiles.ts';
import { afterCursor, type NameCursor, type ScoreCursor, type TimeCursor } from './keyset.ts';

export interface TagRow {
  name: string;
  videoCount: number;
  uses24h: number;
}

/** "Popular" ranks a tag's newest uses this deep by engagement, so a huge tag's page costs what a small one's does. */
export const POPULAR_WINDOW = 2000;

/** Hashtags: their pages, their search, and the counts the trending job keeps. */
export class TagRepo {
  constructor(private readonly db: Db) {}

  async find(name: string) {
    return this.db.selectFrom('tags').select(['name', 'videoCount']).where('name', '=', name).executeTakeFirst();
  }

  async trending(limit: number): Promise<TagRow[]> {
    return this.db.selectFrom('tags').select(['name', 'videoCount', 'usesLastDay as uses24h'])
      .where('usesLastDay', '>', 0).orderBy('usesLastDay', 'desc').orderBy('videoCount', 'desc').orderBy('name').limit(limit).execute();
  }

  /** Tags by name: exact, then prefix, then trigram look-alikes; more videos break near-ties. Keyset on (score, name). */
  async search(terms: { text: string; prefix: string }, limit: number, cursor: NameCursor | null) {
    const result = await sql<TagRow & { score: number }>`
      select t.name, t.video_count, t.uses_last_day as uses24h, s.score
      from tags t
      cross join lateral (select (
        case when t.name = ${terms.text} then 100 when t.name like ${terms.prefix} then 20 else 0 end
        + 10 * similarity(t.name, ${terms.text}) + ln(1 + t.video_count))::float8 as score) s
      where t.video_count > 0 and (t.name % ${terms.text} or t.name like ${terms.prefix}) ${afterCursor(['s.score', 't.name'], cursor)}
      order by s.score desc, t.name desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** A tag's videos, newest first, on the (tag, created_at, video_id) index. */
  async newest(viewerId: string, tag: string, limit: number, cursor: TimeCursor | null) {
    const result = await sql<TileRow & { sortTime: string }>`
      select ${tileColumns}, vt.created_at::text as sort_time
      from video_tags vt
      join videos v on v.id = vt.video_id
      join profiles author on author.user_id = v.user_id
      where vt.tag = ${tag} and ${listedFor(viewerId)} and ${unmutedFor(viewerId)} ${afterCursor(['vt.created_at', 'vt.video_id'], cursor)}
      order by vt.created_at desc, vt.video_id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** A tag's videos by engagement (pops, likes, comments, shares, less unpops) among its newest POPULAR_WINDOW. */
  async popular(viewerId: string, tag: string, limit: number, cursor: ScoreCursor | null) {
    const result = await sql<VideoHitRow>`
      with recent as materialized (
        select video_id from video_tags where tag = ${tag} order by created_at desc, video_id desc limit ${POPULAR_WINDOW}
      ), scored as (
        select ${tileColumns},
          greatest(v.pop_count + v.like_count + v.comment_count + v.share_count - v.unpop_count, 0)::float8 as score
        from recent r
        join videos v on v.id = r.video_id
        join profiles author on author.user_id = v.user_id
        where ${listedFor(viewerId)} and ${unmutedFor(viewerId)}
      )
      select * from scored s where true ${afterCursor(['s.score', 's.id'], cursor)}
      order by s.score desc, s.id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /**
   * The trending job's statement: every tag's count of listed videos by creators who are not banned nor on a
   * limited server (the
   * triggers keep the count between runs; a ban changes it only here), and its uses in the last 24 hours.
   * Only rows whose numbers changed are written.
   */
  async recount() {
    const result = await sql`
      with listed as (
        select vt.tag, count(*)::int as videos, (count(*) filter (where vt.created_at > now() - interval '24 hours'))::int as recent
        from video_tags vt
        join videos v on v.id = vt.video_id
        join profiles author on author.user_id = v.user_id
        where ${authorShown('author')} and ${discoverable('author')}
        group by vt.tag
      )
      update tags t set video_count = coalesce(l.videos, 0), uses_last_day = coalesce(l.recent, 0)
      from tags t2 left join listed l on l.tag = t2.name
      where t.name = t2.name and (t.video_count, t.uses_last_day) is distinct from (coalesce(l.videos, 0), coalesce(l.recent, 0))`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}
