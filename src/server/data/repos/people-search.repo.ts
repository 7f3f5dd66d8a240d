import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { authorShown, discoverable, notBlockedEitherWay } from './visibility.ts';
import { afterCursor, type ScoreCursor } from './keyset.ts';
import type { SearchPerson } from '../../../shared/search-types.ts';

/** A person as search shows them, with the score their keyset cursor carries. */
export type PersonRow = SearchPerson & { score: number };

/** A creator counts as active for suggestions with a listed video this recent. */
const ACTIVE_WITHIN = '30 days';

const personColumns = (viewerId: string) => sql`
  p.user_id, p.username, p.bio, p.avatar_url, p.verified, p.follower_count,
  exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = p.user_id) as is_following`;

/** People search and suggested creators; banned and deactivated people and blocks either way are never shown. */
export class PeopleSearchRepo {
  constructor(private readonly db: Db) {}

  /**
   * Usernames by trigram similarity and prefix (typos, half-typed names), bios by full text. An exact
   * username outranks any prefix, a prefix any look-alike, and a look-alike any bio mention; followers break
   * near-ties. Keyset on (score, user_id).
   */
  async people(viewerId: string, terms: { text: string; prefix: string; bioQuery: string }, limit: number, cursor: ScoreCursor | null) {
    const bio = terms.bioQuery ? sql`p.bio_search @@ to_tsquery('english', ${terms.bioQuery})` : sql`false`;
    const bioRank = terms.bioQuery ? sql`ts_rank(p.bio_search, to_tsquery('english', ${terms.bioQuery}))` : sql`0`;
    const result = await sql<PersonRow>`
      select ${personColumns(viewerId)}, s.score
      from profiles p
      cross join lateral (select (
        case when lower(p.username) = ${terms.text} then 100 when lower(p.username) like ${terms.prefix} then 20 else 0 end
        + 10 * similarity(lower(p.username), ${terms.text}) + 5 * ${bioRank} + 0.5 * ln(1 + p.follower_count))::float8 as score) s
      where (lower(p.username) % ${terms.text} or lower(p.username) like ${terms.prefix} or ${bio})
        and ${authorShown('p')} and ${discoverable('p')} and ${notBlockedEitherWay(viewerId, 'p.user_id')} ${afterCursor(['s.score', 'p.user_id'], cursor)}
      order by s.score desc, p.user_id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /**
   * Creators to follow: the most followed among people who posted recently, whom the viewer neither follows
   * nor has a block with. Walks the follower-count index from the top, so it stays cheap with many profiles.
   */
  async suggested(viewerId: string, limit: number) {
    const result = await sql<PersonRow>`
      select ${personColumns(viewerId)}, p.follower_count::float8 as score
      from profiles p
      where ${authorShown('p')} and ${discoverable('p')} and p.user_id <> ${viewerId}::uuid
        and not exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = p.user_id)
        and ${notBlockedEitherWay(viewerId, 'p.user_id')}
        and exists (
          select 1 from videos v where v.user_id = p.user_id and not v.hidden and v.status = 'ready'
            and v.created_at > now() - ${ACTIVE_WITHIN}::interval)
      order by p.follower_count desc, p.user_id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }
}
