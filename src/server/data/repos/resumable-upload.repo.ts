import { sql } from 'kysely';
import type { Db } from '../db.ts';

export interface ResumableUploadRow {
  id: string;
  userId: string;
  size: number;
  uploadOffset: number;
  /** The stored parts' names, in order: `<start offset>-<random>`. */
  parts: string[];
  videoId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Sizes are bigint columns; they are far below 2^53 (an upload is at most MAX_VIDEO_BYTES). */
const toRow = (row: ResumableUploadRow): ResumableUploadRow => ({ ...row, size: Number(row.size), uploadOffset: Number(row.uploadOffset) });

/**
 * The state of uploads arriving over tus (issue 42, decision 053). The bytes are parts in the blob store; this
 * is where an upload stands. Moving the offset names the offset it moves from, so of two requests that stored a
 * part from the same offset (two machines, a client retrying too soon) only one lands.
 */
export class ResumableUploadRepo {
  constructor(private readonly db: Db) {}

  async create(input: { id: string; userId: string; size: number; ttlHours: number }): Promise<ResumableUploadRow> {
    const row = await this.db
      .insertInto('resumableUploads')
      .values({ id: input.id, userId: input.userId, size: input.size, expiresAt: sql<Date>`now() + make_interval(hours => ${input.ttlHours})` })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  async find(id: string): Promise<ResumableUploadRow | null> {
    const row = await this.db.selectFrom('resumableUploads').selectAll().where('id', '=', id).where('expiresAt', '>', sql<Date>`now()`).executeTakeFirst();
    return row ? toRow(row) : null;
  }

  /** Uploads of the account still waiting for bytes (the open-uploads cap counts these). */
  async openCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('resumableUploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('videoId', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Records `part`, `length` bytes stored from `from`; false when the upload has moved on (or is gone). */
  async advance(id: string, from: number, length: number, part: string): Promise<boolean> {
    const result = await this.db
      .updateTable('resumableUploads')
      .set({ uploadOffset: sql<number>`upload_offset + ${length}`, parts: sql<string[]>`array_append(parts, ${part})` })
      .where('id', '=', id)
      .where('uploadOffset', '=', from)
      .where(sql<boolean>`upload_offset + ${length} <= size`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Runs `make` at most once per upload: the row stays locked while it runs, and a second call gets the first's video. */
  async finishOnce(id: string, userId: string, make: (row: ResumableUploadRow) => Promise<string>): Promise<{ videoId: string; created: boolean } | null> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('resumableUploads')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('expiresAt', '>', sql<Date>`now()`)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) return null;
      const row = toRow(locked);
      if (row.videoId) return { videoId: row.videoId, created: false };
      const videoId = await make(row);
      await trx.updateTable('resumableUploads').set({ videoId: videoId }).where('id', '=', id).execute();
      return { videoId, created: true };
    });
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('resumableUploads').where('id', '=', id).execute();
  }

  /** Expired uploads, oldest first, for housekeeping to remove with their parts. */
  async expired(limit: number): Promise<ResumableUploadRow[]> {
    const rows = await this.db.selectFrom('resumableUploads').selectAll().where('expiresAt', '<=', sql<Date>`now()`).orderBy('expiresAt').limit(limit).execute();
    return rows.map(toRow);
  }
}
