import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';
import type { ARCHIVE_ACCOUNT_STATUSES, ImportReason } from '../../../shared/video-import.ts';

/** One of the person's own videos as their export lists it (domain/imports/tiktok-export.ts reads them). */
export interface ExportedVideo {
  link: string;
  caption: string;
  postedAt: Date | null;
  /** A portable archive's: the rest of what it says of the video (domain/imports/portable-archive-reader.ts). */
  details?: ArchivedVideoDetails;
}

/** What an archive says of a video beyond its caption and date (the items' `details` column). */
export interface ArchivedVideoDetails {
  /** The file's path inside the zip; null when the zip lacks it. */
  entry: string | null;
  title: string | null;
  altText: string | null;
  visibility: string | null;
  commentPolicy: string | null;
  sensitive: boolean;
  contentWarning: string | null;
  language: string | null;
  captions: Array<{ language: string; vtt: string }>;
  collections: Array<{ name: string; public: boolean }>;
}

/** An archive's blocked or muted account, and how looking it up here went. */
export interface ArchiveAccount {
  handle: string;
  list: 'block' | 'mute';
  status: (typeof ARCHIVE_ACCOUNT_STATUSES)[number];
}

/** An archive's profile: its bio, its picture's path in the zip, and whether the job has applied them. */
export interface ArchiveProfile {
  bio: string | null;
  avatar: string | null;
  applied: boolean;
}

/** What only an archive's import row has. */
export interface ArchiveExtras {
  archiveKey: string;
  profile: ArchiveProfile;
  accounts: ArchiveAccount[];
}

const ITEM = ['id', 'caption', 'postedAt', 'link', 'status', 'reason', 'videoId'] as const;

/** Imports from TikTok or an archive (issue 58): what an export listed, and how each picked video came or why it did not. */
export class VideoImportRepo {
  constructor(private readonly db: Db) {}

  /**
   * The import and its listed videos, in one transaction: an export is kept whole or not at all. An outbox's
   * import names its account; an archive's comes with its extras, and `then` queues its job in the same transaction.
   */
  create(userId: string, videos: ExportedVideo[], following: string[], from: { outbox: string } | { archive: ArchiveExtras; then: (trx: Transaction<Database>, importId: string) => Promise<unknown> } | null = null) {
    return this.db.transaction().execute(async (trx) => {
      const extras =
        from && 'archive' in from
          ? { source: 'archive', archiveKey: from.archive.archiveKey, profile: JSON.stringify(from.archive.profile), accounts: JSON.stringify(from.archive.accounts) }
          : from
            ? { source: 'outbox', fromAccount: from.outbox }
            : { source: 'tiktok' };
      const created = await trx.insertInto('videoImports').values({ userId, following, ...extras }).returning(['id']).executeTakeFirstOrThrow();
      // A few hundred rows a statement keeps each insert well under PostgreSQL's 65,535 parameters.
      for (let start = 0; start < videos.length; start += 500) {
        const rows = videos.slice(start, start + 500).map((video, index) => ({
          importId: created.id,
          position: start + index,
          link: video.link,
          caption: video.caption,
          postedAt: video.postedAt,
          details: video.details ? JSON.stringify(video.details) : null,
        }));
        await trx.insertInto('videoImportItems').values(rows).execute();
      }
      if (from && 'then' in from) await from.then(trx, created.id);
      return created.id;
    });
  }

  async find(userId: string, importId: string) {
    const row = await this.db
      .selectFrom('videoImports')
      .select(['id', 'source', 'fromAccount', 'createdAt', 'following', 'profile', 'accounts'])
      .where('id', '=', importId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row && { ...row, profile: row.profile as ArchiveProfile | null, accounts: row.accounts as ArchiveAccount[] };
  }

  /** An archive's import as its job reads it: the owner, the stored zip, the profile and the accounts. */
  async archive(importId: string) {
    const row = await this.db.selectFrom('videoImports').select(['userId', 'archiveKey', 'profile', 'accounts']).where('id', '=', importId).where('source', '=', 'archive').executeTakeFirst();
    return row && { ...row, profile: row.profile as ArchiveProfile | null, accounts: row.accounts as ArchiveAccount[] };
  }

  async saveArchiveOutcome(importId: string, profile: ArchiveProfile | null, accounts: ArchiveAccount[]) {
    await this.db.updateTable('videoImports').set({ profile: profile && JSON.stringify(profile), accounts: JSON.stringify(accounts) }).where('id', '=', importId).execute();
  }

  /** Every collection an archive's videos name, once each: read in SQL, not by loading each video's details. */
  async archivedCollections(importId: string): Promise<ArchivedVideoDetails['collections']> {
    const result = await sql<{ name: string; public: boolean }>`
      select distinct on (c->>'name') c->>'name' as name, (c->>'public')::boolean as "public"
        from video_import_items i, jsonb_array_elements(i.details->'collections') c
       where i.import_id = ${importId}::uuid and i.details is not null`.execute(this.db);
    return result.rows;
  }

  /** Archives uploaded before `cutoff` and still stored. */
  storedArchivesBefore(cutoff: Date) {
    return this.db.selectFrom('videoImports').select(['id', 'archiveKey']).where('archiveKey', 'is not', null).where('createdAt', '<', cutoff).execute();
  }

  async forgetArchive(importId: string) {
    await this.db.updateTable('videoImports').set({ archiveKey: null }).where('id', '=', importId).execute();
  }

  items(importId: string) {
    return this.db.selectFrom('videoImportItems').select(ITEM).where('importId', '=', importId).orderBy('position').execute();
  }

  /** The owner's imports, newest first, with how far each has come. */
  listFor(userId: string) {
    return this.db
      .selectFrom('videoImports as i')
      .select(['i.id', 'i.source', 'i.fromAccount', 'i.createdAt'])
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
  async queued(itemId: string) {
    const row = await this.db
      .selectFrom('videoImportItems as item')
      .innerJoin('videoImports as i', 'i.id', 'item.importId')
      .select(['item.id', 'item.link', 'item.caption', 'item.postedAt', 'item.details', 'i.userId', 'i.archiveKey'])
      .where('item.id', '=', itemId)
      .where('item.status', '=', 'queued')
      .executeTakeFirst();
    return row && { ...row, details: row.details as ArchivedVideoDetails | null };
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
