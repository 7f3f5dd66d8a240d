import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { listedFor, unmutedFor } from './visibility.ts';
import { tileColumns, type TileRow } from './tiles.ts';
import { afterCursor, type ScoreCursor } from './keyset.ts';

/**
 * The text-search configurations captions are stemmed with (decision 048): a video's language's, or 'simple'
 * when it is unknown. A query is read in each of them, since a search does not know the language it is in.
 */
const CONFIGS = ['english', 'spanish', 'arabic', 'simple'] as const;

/**
 * The query in every configuration, OR-ed: one tsquery, so the GIN index on search_doc answers it in one
 * scan. An English caption's 'danc' meets the English reading of "dance", a Spanish one's 'bail' the Spanish
 * reading of "bailar", and an unstemmed caption ('simple') meets the word as typed or a stem as a prefix.
 */
export const anyLanguage = (query: string) => sql.join(CONFIGS.map((config) => sql`to_tsquery(${sql.lit(config)}, ${query})`), sql` || `);

/**
 * Relevance: ts_rank against the reading that fits the document best. Ranking against the OR-ed query would
 * divide every score by the number of distinct words in all the readings, shrinking relevance against
 * search_boost; the best single reading keeps the scale a single-language search had.
 */
const bestRank = (query: string) => sql`greatest(${sql.join(CONFIGS.map((config) => sql`ts_rank(v.search_doc, to_tsquery(${sql.lit(config)}, ${query}))`))})`;

/**
 * A search ranks at most this many matching videos: the ones with the highest search_boost (engagement and
 * recency). A rare word's matches all fit; a word in every other caption is ranked among its best 1,000
 * rather than sorting every match on each keystroke (decision 024).
 */
export const SEARCH_WINDOW = 1000;
/** How much text relevance counts against search_boost, whose unit is three days of recency. */
const RELEVANCE_WEIGHT = 4;
/** A match without spelling corrections ranks above one that needed them. */
const EXACT_BONUS = 0.5;

/** A video found, with the score its keyset cursor carries. */
export type VideoHitRow = TileRow & { score: number };

/** Full-text search over videos and the word list that corrects its spelling. */
export class SearchRepo {
  constructor(private readonly db: Db) {}

  /**
   * Spelling corrections for words the word list does not know: words one edit away (a wrong, missing,
   * extra or swapped letter, through the deletion variants) and, for longer words, trigram neighbours.
   */
  async corrections(words: string[]): Promise<Map<string, string[]>> {
    if (words.length === 0) return new Map();
    const result = await sql<{ word: string; corrections: string[] }>`
      select w.word, array(
        select distinct c.word from (
          select v.word from search_word_variants v where v.variant = any(search_deletions(w.word) || w.word)
          union all
          select s.word from search_words s where char_length(w.word) >= 5 and s.word = any(search_deletions(w.word))
          union all
          (select s.word from search_words s where char_length(w.word) >= 5 and s.word % w.word order by s.word <-> w.word limit 3)
        ) c where c.word <> w.word limit 6) as corrections
      from unnest(${words}::text[]) w(word)
      where char_length(w.word) >= 4 and not exists (select 1 from search_words s where s.word = w.word)`.execute(this.db);
    return new Map(result.rows.map((row) => [row.word, row.corrections]));
  }

  /**
   * One page of videos for a to_tsquery text, best first: relevance (ts_rank, and a bonus when no correction
   * was needed) weighed against search_boost, within the search window. Every feed rule holds: ready, not
   * hidden, creator not banned, no block either way.
   */
  async videos(viewerId: string, query: string, exact: string, limit: number, cursor: ScoreCursor | null) {
    const result = await sql<VideoHitRow>`
      with matches as materialized (
        select v.id from videos v
        where v.search_doc @@ (${anyLanguage(query)}) and not v.hidden and v.status = 'ready'
        order by v.search_boost desc, v.id desc
        limit ${sql.lit(SEARCH_WINDOW)}
      ), scored as (
        select ${tileColumns},
          (${sql.lit(RELEVANCE_WEIGHT)} * (${bestRank(query)}
            + case when v.search_doc @@ (${anyLanguage(exact)}) then ${sql.lit(EXACT_BONUS)} else 0 end) + v.search_boost)::float8 as score
        from matches m
        join videos v on v.id = m.id
        join profiles author on author.user_id = v.user_id
        where ${listedFor(viewerId)} and ${unmutedFor(viewerId)}
      )
      select * from scored s where true ${afterCursor(['s.score', 's.id'], cursor)}
      order by s.score desc, s.id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }
}
