import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { discoverable, unmutedFor, visibleTo } from './visibility.ts';
import { tileColumns, type TileRow } from './tiles.ts';
import type { PlaceType } from '../../../shared/constants.ts';
import { afterCursor, type ScoreCursor, type TimeCursor } from './keyset.ts';

const PLACE_COLUMNS = ['id', 'name', 'type', 'address', 'city', 'country', 'lat', 'lng', 'createdAt'] as const;

/** A place as the picker lists it, with the score its page key carries. */
export interface PlaceHitRow {
  id: string;
  name: string;
  type: PlaceType;
  address: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  createdAt: Date;
  score: number;
}

export class PlaceRepo {
  constructor(private readonly db: Db) {}

  /**
   * Name, city or address containing the text, any case (the trigram index serves the ILIKE), the names most
   * like the text first. Keyset on (score, id).
   */
  async search(text: string, limit: number, after: ScoreCursor | null) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const result = await sql<PlaceHitRow>`
      select p.id, p.name, p.type, p.address, p.city, p.country, p.lat, p.lng, p.created_at, s.score
      from places p
      cross join lateral (select similarity(p.name, ${text})::float8 as score) s
      where (coalesce(p.name, '') || ' ' || coalesce(p.city, '') || ' ' || coalesce(p.address, '')) ilike ${pattern}
        ${afterCursor(['s.score', 'p.id'], after)}
      order by s.score desc, p.id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  find(id: string) {
    return this.db.selectFrom('places').select(PLACE_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  insert(place: { name: string; type: PlaceType; address: string | null; city: string | null; country: string | null; lat: number | null; lng: number | null; createdBy: string }) {
    return this.db.insertInto('places').values(place).returning(PLACE_COLUMNS).executeTakeFirstOrThrow();
  }

  /** A place's videos newest first, on videos_place_idx. */
  async videos(viewerId: string | null, placeId: string, limit: number, after: TimeCursor | null) {
    const result = await sql<TileRow & { sortTime: string }>`
      select ${tileColumns}, v.created_at::text as sort_time
      from videos v join profiles author on author.user_id = v.user_id
      where v.place_id = ${placeId}::uuid and ${visibleTo(viewerId)} and ${discoverable('author')} and ${unmutedFor(viewerId)} ${afterCursor(['v.created_at', 'v.id'], after)}
      order by v.created_at desc, v.id desc limit ${limit}`.execute(this.db);
    return result.rows;
  }
}
