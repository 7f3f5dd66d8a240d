import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { listedFor, unmutedFor } from './visibility.ts';
import { tileColumns, type TileRow } from './tiles.ts';
import { afterCursor, type ScoreCursor } from './keyset.ts';
import { VIDEO_LANGUAGES, type VideoLanguage } from '../../../shared/video-language.ts';

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

/** The text-search configuration of each language (video_text_config in SQL; 'simple' when unknown). */
const CONFIGS: Record<VideoLanguage, string> = { en: 'english', es: 'spanish', ar: 'arabic' };

/**
 * The query in every configuration, each distinct reading once, OR-ed (search_any_language, in SQL): one
 * tsquery, so the GIN index on search_doc answers it in one scan. An English caption's 'danc' meets the English
 * reading of "dance", a Spanish one's 'bail' the Spanish reading of "bailar", and an unstemmed caption
 * ('simple') meets the word as typed or a stem as a prefix.
 */
const anyLanguage = (query: string) => sql`search_any_language(${query})`;

/**
 * Relevance, one ts_rank a row: against the reading in the video's own language, the one its caption was
 * stemmed for, so a Spanish caption ranks as an English one did before (decision 024's scale); a video of
 * unknown language against all the readings at once.
 */
const relevance = (query: string) => sql`case v.language
  ${sql.join(VIDEO_LANGUAGES.map((language) => sql`when ${sql.lit(language)} then ts_rank(v.search_doc, to_tsquery(${sql.lit(CONFIGS[language])}, ${query}))`), sql` `)}
  else ts_rank(v.search_doc, ${anyLanguage(query)}) end`;

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
        where v.search_doc @@ ${anyLanguage(query)} and not v.hidden and v.status = 'ready'
        order by v.search_boost desc, v.id desc
        limit ${sql.lit(SEARCH_WINDOW)}
      ), scored as (
        select ${tileColumns},
          (${sql.lit(RELEVANCE_WEIGHT)} * (${relevance(query)}
            + case when v.search_doc @@ ${anyLanguage(exact)} then ${sql.lit(EXACT_BONUS)} else 0 end) + v.search_boost)::float8 as score
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
