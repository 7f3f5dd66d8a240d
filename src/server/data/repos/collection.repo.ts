import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import { visibleTo } from './visibility.ts';
import { afterCursor, type TimeCursor } from './keyset.ts';
import { TILE_COLUMNS, type ProfileVideoRow } from './profile-videos.repo.ts';

export interface CollectionRow {
  id: string;
  userId: string;
  name: string;
  public: boolean;
  coverVideoId: string | null;
  videoCount: number;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  avatarUrl: string | null;
  avatarSmallUrl: string | null;
  shownCount: number;
  coverId: string | null;
  coverThumbnailUrl: string | null;
  hasVideo: boolean;
}

/**
 * Whether a viewer may see a collection (issue 55 item 2): its owner always; anyone else only a public one of an
 * account they may see (not banned or leaving, no block either way, a private account's approved followers).
 */
function shownTo(viewerId: string): RawBuilder<boolean> {
  return sql<boolean>`(c.user_id = ${viewerId}::uuid or (c.public and not owner.banned and owner.deactivated_at is null
    and not exists (select 1 from blocks b where (b.blocker_id = ${viewerId}::uuid and b.blocked_id = c.user_id) or (b.blocker_id = c.user_id and b.blocked_id = ${viewerId}::uuid))
    and (not owner.private_account or exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = c.user_id))))`;
}

/**
 * A collection as its viewer sees it: the count and the cover are of the videos that viewer may see (the chosen
 * cover if they may, else the latest added), so a video that became invisible to them drops out of both.
 */
const collectionSelect = (viewerId: string, hasVideo: string | null) => sql`
  select c.id, c.user_id, c.name, c.public, c.cover_video_id, c.video_count, c.created_at, c.updated_at,
         owner.username, owner.avatar_url, owner.avatar_small_url, shown.count as shown_count,
         cover.id as cover_id, coalesce(cover.thumbnail_small_url, cover.thumbnail_url) as cover_thumbnail_url,
         ${hasVideo ? sql`exists (select 1 from collection_videos h where h.collection_id = c.id and h.video_id = ${hasVideo}::uuid)` : sql`false`} as has_video
  from collections c join profiles owner on owner.user_id = c.user_id
  left join lateral (
    select count(*)::int as count from collection_videos cv join videos v on v.id = cv.video_id join profiles author on author.user_id = v.user_id
    where cv.collection_id = c.id and ${visibleTo(viewerId)}
  ) shown on true
  left join lateral (
    select v.id, v.thumbnail_url, v.thumbnail_small_url from collection_videos cv join videos v on v.id = cv.video_id join profiles author on author.user_id = v.user_id
    where cv.collection_id = c.id and ${visibleTo(viewerId)}
    order by (cv.video_id = c.cover_video_id) desc nulls last, cv.added_at desc, cv.video_id desc limit 1
  ) cover on true`;

/** Collections and the videos in them; every write is its owner's, checked in its statement. */
export class CollectionRepo {
  constructor(private readonly db: Db) {}

  /** The owner's collections in their order, each saying whether it holds `videoId`. */
  async mine(userId: string, videoId: string | null) {
    const result = await sql<CollectionRow>`${collectionSelect(userId, videoId)}
      where c.user_id = ${userId}::uuid order by c.position, c.created_at, c.id`.execute(this.db);
    return result.rows;
  }

  /** A profile's collections as the viewer sees them: the public ones (all of them for the owner). */
  async ofProfile(viewerId: string, ownerId: string) {
    const result = await sql<CollectionRow>`${collectionSelect(viewerId, null)}
      where c.user_id = ${ownerId}::uuid and ${shownTo(viewerId)} order by c.position, c.created_at, c.id`.execute(this.db);
    return result.rows;
  }

  async find(viewerId: string, id: string) {
    const result = await sql<CollectionRow>`${collectionSelect(viewerId, null)} where c.id = ${id}::uuid and ${shownTo(viewerId)}`.execute(this.db);
    return result.rows[0];
  }

  /** A public collection as a signed-out visitor sees it (its share page's preview): public videos only. */
  async findPublic(id: string) {
    const result = await sql<{ id: string; name: string; username: string; coverId: string | null }>`
      select c.id, c.name, owner.username, cover.id as cover_id
      from collections c join profiles owner on owner.user_id = c.user_id
      left join lateral (
        select v.id from collection_videos cv join videos v on v.id = cv.video_id join profiles author on author.user_id = v.user_id
        where cv.collection_id = c.id and ${visibleTo(null)}
        order by (cv.video_id = c.cover_video_id) desc nulls last, cv.added_at desc, cv.video_id desc limit 1
      ) cover on true
      where c.id = ${id}::uuid and c.public and not owner.banned and owner.deactivated_at is null and not owner.private_account`.execute(this.db);
    return result.rows[0];
  }

  /** A new collection at the end of the owner's order, unless they have `max` already (counted under a per-owner lock). */
  async create(userId: string, name: string, isPublic: boolean, max: number): Promise<string | null> {
    return this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${'collections:' + userId}))`.execute(tx);
      const { count, next } = (await sql<{ count: number; next: number }>`
        select count(*)::int as count, coalesce(max(position) + 1, 0) as next from collections where user_id = ${userId}::uuid`.execute(tx)).rows[0];
      if (count >= max) return null;
      const row = await tx.insertInto('collections').values({ userId, name, public: isPublic, position: next }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** Renames, shares or unshares, or sets the cover (one of its videos); false when it is not the owner's. */
  async update(userId: string, id: string, changes: { name?: string; public?: boolean; coverVideoId?: string | null }) {
    const result = await this.db
      .updateTable('collections')
      .set({ ...changes, updatedAt: sql`now()` })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async holds(id: string, videoId: string, db: Db = this.db) {
    return Boolean(await db.selectFrom('collectionVideos').select('videoId').where('collectionId', '=', id).where('videoId', '=', videoId).executeTakeFirst());
  }

  async remove(userId: string, id: string) {
    const result = await this.db.deleteFrom('collections').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Puts the owner's collections in the order given; false unless `ids` names each of them exactly once. */
  async reorder(userId: string, ids: string[]) {
    return this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${'collections:' + userId}))`.execute(tx);
      const owned = await tx.selectFrom('collections').select('id').where('userId', '=', userId).execute();
      const given = new Set(ids);
      if (given.size !== ids.length || owned.length !== ids.length || owned.some((row) => !given.has(row.id))) return false;
      if (ids.length === 0) return true;
      await sql`update collections c set position = o.position - 1
        from unnest(${ids}::uuid[]) with ordinality as o(id, position) where c.id = o.id and c.user_id = ${userId}::uuid`.execute(tx);
      return true;
    });
  }

  /**
   * Adds a video the owner may see, saving it to their Favourites first; under the collection's row lock, so
   * the limit holds however many adds race. 'full' at `max`, 'missing' for a collection or video not theirs to use.
   */
  async addVideo(userId: string, id: string, videoId: string, max: number): Promise<'added' | 'full' | 'missing'> {
    return this.db.transaction().execute(async (tx) => {
      const locked = await sql<{ videoCount: number }>`select video_count from collections where id = ${id}::uuid and user_id = ${userId}::uuid for update`.execute(tx);
      if (!locked.rows[0]) return 'missing';
      // One's own video may be kept whatever its state (an imported draft keeps its collections, issue 58); the
      // collection's grid shows it only once it is visible.
      const visible = await sql`select 1 from videos v join profiles author on author.user_id = v.user_id where v.id = ${videoId}::uuid and (v.user_id = ${userId}::uuid or ${visibleTo(userId)})`.execute(tx);
      if (!visible.rows[0]) return 'missing';
      if (await this.holds(id, videoId, tx)) return 'added';
      if (locked.rows[0].videoCount >= max) return 'full';
      await tx.insertInto('videoFavourites').values({ userId, videoId }).onConflict((oc) => oc.doNothing()).execute();
      await tx.insertInto('collectionVideos').values({ collectionId: id, userId, videoId }).onConflict((oc) => oc.doNothing()).execute();
      await tx.updateTable('collections').set({ updatedAt: sql`now()` }).where('id', '=', id).execute();
      return 'added';
    });
  }

  /** Takes a video out of the owner's collection (it stays in their Favourites); false when the collection is not theirs. */
  async removeVideo(userId: string, id: string, videoId: string) {
    const owned = await this.db.selectFrom('collections').select('id').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    if (!owned) return false;
    await this.db.deleteFrom('collectionVideos').where('collectionId', '=', id).where('videoId', '=', videoId).execute();
    return true;
  }

  /** The collection's grid, last added first; only what the viewer may see. The caller checked the collection is shown. */
  async videos(viewerId: string, id: string, limit: number, after: TimeCursor | null) {
    const result = await sql<ProfileVideoRow>`
      select ${TILE_COLUMNS}, cv.added_at::text as sort_time from collection_videos cv
      join videos v on v.id = cv.video_id join profiles author on author.user_id = v.user_id
      where cv.collection_id = ${id}::uuid and ${visibleTo(viewerId)} ${afterCursor(['cv.added_at', 'cv.video_id'], after)}
      order by cv.added_at desc, cv.video_id desc limit ${limit}`.execute(this.db);
    return result.rows;
  }
}
