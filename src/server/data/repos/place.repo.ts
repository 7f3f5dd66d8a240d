import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { visibleTo } from './visibility.ts';
import { tileColumns, type TileRow } from './tiles.ts';
import { PLACE_SEARCH_MAX, type PlaceType } from '../../../shared/constants.ts';

const PLACE_COLUMNS = ['id', 'name', 'type', 'address', 'city', 'country', 'lat', 'lng', 'created_at'] as const;

export class PlaceRepo {
  constructor(private readonly db: Db) {}

  /** Name, city or address containing the text, any case; the trigram index serves the ILIKE. */
  search(text: string) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return this.db
      .selectFrom('places')
      .select(PLACE_COLUMNS)
      .where(sql<boolean>`(coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, '')) ilike ${pattern}`)
      .orderBy(sql`similarity(name, ${text})`, 'desc')
      .orderBy('name')
      .limit(PLACE_SEARCH_MAX)
      .execute();
  }

  find(id: string) {
    return this.db.selectFrom('places').select(PLACE_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  insert(place: { name: string; type: PlaceType; address: string | null; city: string | null; country: string | null; lat: number | null; lng: number | null; created_by: string }) {
    return this.db.insertInto('places').values(place).returning(PLACE_COLUMNS).executeTakeFirstOrThrow();
  }

  async videos(viewerId: string | null, placeId: string) {
    const result = await sql<TileRow>`
      select ${tileColumns}
      from videos v join profiles author on author.user_id = v.user_id
      where v.place_id = ${placeId}::uuid and ${visibleTo(viewerId)}
      order by v.created_at desc, v.id desc limit 60`.execute(this.db);
    return result.rows;
  }
}
