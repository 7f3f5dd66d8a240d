import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';
import type { ImportReason } from '../../../shared/video-import.ts';

/** One of the person's own videos as their export lists it (domain/imports/tiktok-export.ts reads them). */
export interface ExportedVideo {
  link: string;
  caption: string;
  postedAt: Date | null;
}

const ITEM = ['id', 'caption', 'postedAt', 'link', 'status', 'reason', 'videoId'] as const;

/** Imports from TikTok (issue 58): what an export listed, and how each picked video came or why it did not. */
export class VideoImportRepo {
  constructor(private readonly db: Db) {}

  /** The import and its listed videos, in one transaction: an export is kept whole or not at all. */
  create(userId: string, videos: ExportedVideo[], following: string[]) {
    return this.db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('videoImports').values({ userId, source: 'tiktok', following }).returning(['id']).executeTakeFirstOrThrow();
      // A few hundred rows a statement keeps each insert well under PostgreSQL's 65,535 parameters.
      for (let start = 0; start < videos.length; start += 500) {
        const rows = videos.slice(start, start + 500).map((video, index) => ({ importId: created.id, position: start + index, link: video.link, caption: video.caption, postedAt: video.postedAt }));
        await trx.insertInto('videoImportItems').values(rows).execute();
      }
      return created.id;
    });
  }

  find(userId: string, importId: string) {
    return this.db.selectFrom('videoImports').select(['id', 'source', 'createdAt', 'following']).where('id', '=', importId).where('userId', '=', userId).executeTakeFirst();
  }

  items(importId: string) {
    return this.db.selectFrom('videoImportItems').select(ITEM).where('importId', '=', importId).orderBy('position').execute();
  }

  /** The owner's imports, newest first, with how far each has come. */
  listFor(userId: string) {
    return this.db
      .selectFrom('videoImports as i')
      .select(['i.id', 'i.source', 'i.createdAt'])
      .select(() => [
        sql<number>`(select count(*)::int from video_import_items where import_id = i.id)`.as('videos'),
        sql<number>`(select count(*)::int from video_import_items where import_id = i.id and status = 'imported')`.as('imported'),
        sql<number>`(select count(*)::int from video_import_items where import_id = i.id and status = 'failed')`.as('failed'),
      ])
      .where('i.userId', '=', userId)
      .orderBy('i.createdAt', 'desc')
      .limit(20)
      .execute();
  }

  /**
   * Marks the picked videos queued and calls `queue` for each inside the same transaction, so a job exists for
   * every queued row. Listed and failed ones are picked (a failure may be tried again); queued and imported ones
   * are left as they are. Null when an id is not in this import.
   */
  pick(importId: string, itemIds: string[], queue: (trx: Transaction<Database>, itemId: string) => Promise<unknown>) {
    return this.db.transaction().execute(async (trx) => {
      const known = await trx.selectFrom('videoImportItems').select('id').where('importId', '=', importId).where('id', 'in', itemIds).execute();
      if (known.length !== new Set(itemIds).size) return null;
      const picked = await trx
        .updateTable('videoImportItems')
        .set({ status: 'queued', reason: null })
        .where('importId', '=', importId)
        .where('id', 'in', itemIds)
        .where('status', 'in', ['listed', 'failed'])
        .returning('id')
        .execute();
      for (const { id } of picked) await queue(trx, id);
      return picked.length;
    });
  }

  /** A queued video with its owner, for the job that fetches it. */
  queued(itemId: string) {
    return this.db
      .selectFrom('videoImportItems as item')
      .innerJoin('videoImports as i', 'i.id', 'item.importId')
      .select(['item.id', 'item.link', 'item.caption', 'item.postedAt', 'i.userId'])
      .where('item.id', '=', itemId)
      .where('item.status', '=', 'queued')
      .executeTakeFirst();
  }

  async markImported(itemId: string, videoId: string) {
    await this.db.updateTable('videoImportItems').set({ status: 'imported', videoId, reason: null }).where('id', '=', itemId).where('status', '=', 'queued').execute();
  }

  async markFailed(itemId: string, reason: ImportReason) {
    await this.db.updateTable('videoImportItems').set({ status: 'failed', reason }).where('id', '=', itemId).where('status', '=', 'queued').execute();
  }

  /**
   * Accounts of this server whose usernames are among `names` (compared without case), for the following list:
   * shown ones (not banned or deactivated), not the viewer, none blocked either way; with whether the viewer
   * follows each already.
   */
  localAccounts(viewerId: string, names: string[]) {
    if (names.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('profiles as p')
      .select(['p.userId', 'p.username', 'p.avatarUrl'])
      .select(sql<boolean>`exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = p.user_id)`.as('isFollowing'))
      .where(sql<boolean>`lower(p.username) = any(${names.map((name) => name.toLowerCase())}::text[])`)
      .where('p.host', 'is', null)
      .where('p.banned', '=', false)
      .where('p.deactivatedAt', 'is', null)
      .where('p.userId', '<>', viewerId)
      .where(sql<boolean>`not exists (select 1 from blocks b where (b.blocker_id = p.user_id and b.blocked_id = ${viewerId}::uuid) or (b.blocker_id = ${viewerId}::uuid and b.blocked_id = p.user_id))`)
      .limit(names.length)
      .execute();
  }
}
