import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { userShown } from './visibility.ts';
import { afterCursor, type ScoreCursor } from './keyset.ts';

type Cursor = ScoreCursor | null;
type Terms = { text: string; prefix: string };

/**
 * pg_trgm's default word-similarity threshold (0.6) misses a dropped letter in a short name ("lumna" for
 * "Lumina" scores 0.5); names are short, so these tabs accept 0.4, set for their own transaction only.
 */
const WORD_SIMILARITY = 0.4;

const after = (cursor: Cursor) => afterCursor(['s.score', 'x.id'], cursor);

/**
 * The Sounds and Places tabs of search. They match through the trigram indexes the library and the place
 * picker already have (word similarity, so "lisbn" finds "Lisbon café"), rank a whole-name match first, and
 * page by keyset; the library's and the picker's own lists and rules are unchanged.
 */
export class CatalogSearchRepo {
  constructor(private readonly db: Db) {}

  private loose<T>(run: (db: Db) => Promise<T>) {
    return this.db.transaction().execute(async (trx) => {
      await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(trx);
      return run(trx);
    });
  }

  async sounds(terms: Terms, limit: number, cursor: Cursor) {
    const result = await this.loose((db) => sql<{ id: string; title: string; artist: string; genre: string | null; duration: number; licenseType: string; soundUse: number; createdAt: Date; score: number }>`
      select x.id, x.title, x.artist, x.genre, x.duration, x.license_type, x.sound_use, x.created_at, s.score
      from tracks x
      cross join lateral (select (
        case when lower(x.title) = ${terms.text} then 100 when lower(x.title) like ${terms.prefix} then 20 else 0 end
        + 10 * word_similarity(${terms.text}, x.title || ' ' || x.artist) + 0.5 * ln(1 + x.sound_use))::float8 as score) s
      where (${terms.text} <% (x.title || ' ' || x.artist) or (x.title || ' ' || x.artist) ilike ${`%${terms.prefix}`})
        and ${userShown('x.created_by')} ${after(cursor)}
      order by s.score desc, x.id desc
      limit ${limit}`.execute(db));
    return result.rows;
  }

  async places(terms: Terms, limit: number, cursor: Cursor) {
    const haystack = sql`(coalesce(x.name, '') || ' ' || coalesce(x.city, '') || ' ' || coalesce(x.address, ''))`;
    const result = await this.loose((db) => sql<{ id: string; name: string; type: string; city: string | null; country: string | null; score: number }>`
      select x.id, x.name, x.type, x.city, x.country, s.score
      from places x
      cross join lateral (select (
        case when lower(x.name) = ${terms.text} then 100 when lower(x.name) like ${terms.prefix} then 20 else 0 end
        + 10 * word_similarity(${terms.text}, ${haystack}))::float8 as score) s
      where (${terms.text} <% ${haystack} or ${haystack} ilike ${`%${terms.prefix}`}) ${after(cursor)}
      order by s.score desc, x.id desc
      limit ${limit}`.execute(db));
    return result.rows;
  }
}
