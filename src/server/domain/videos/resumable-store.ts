import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { ResumableUploadRepo, ResumableUploadRow } from '../../data/repos/resumable-upload.repo.ts';
import { sniffStream, VIDEO_MIME } from '../../storage/sniff.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { RESUMABLE_UPLOAD_MESSAGES, RESUMABLE_UPLOAD_PARTS_MAX, RESUMABLE_UPLOAD_TTL_HOURS } from '../../../shared/resumable-uploads.ts';

/** Who the tus request in progress is from: the route sets it (after signing in), the store reads it. */
export const uploader = new AsyncLocalStorage<string>();

/** A refusal tus sends as is: its status and a plain-text body. */
// tus's own field names (@tus/server reads status_code and body).
const refusal = (status_code: number, body: string) => ({ status_code, body });

/** Where an upload's parts are stored: under the account's own folder in `videos`, so deleting the account removes them. */
export const uploadFolder = (row: Pick<ResumableUploadRow, 'id' | 'userId'>) => `${row.userId}/uploads/${row.id}`;
export const partKey = (row: Pick<ResumableUploadRow, 'id' | 'userId'>, part: string) => `${uploadFolder(row)}/${part}`;

/**
 * tus's storage on Popreel's parts (decision 053): the state is a row in PostgreSQL, the bytes of each PATCH a
 * part in the blob store, so it works on disk or S3 and on any number of machines. A request cut off midway
 * still stores what arrived (tus ends the stream gracefully), so a resumed upload sends only the rest. The
 * first bytes must be a video Popreel takes, as with the single-request upload.
 */
export class ResumableStore extends DataStore {
  constructor(
    private readonly repo: ResumableUploadRepo,
    private readonly store: BlobStore,
  ) {
    super();
    this.extensions = ['creation', 'termination', 'expiration'];
  }

  private viewer(): string {
    const userId = uploader.getStore();
    if (!userId) throw refusal(401, 'Sign in to upload');
    return userId;
  }

  /** The viewer's own upload; anyone else's is not found, as if it did not exist. */
  private async own(id: string): Promise<ResumableUploadRow> {
    const row = await this.repo.find(id);
    if (!row || row.userId !== this.viewer()) throw ERRORS.FILE_NOT_FOUND;
    return row;
  }

  override async create(upload: Upload): Promise<Upload> {
    if (upload.size === undefined) throw ERRORS.INVALID_LENGTH;
    const row = await this.repo.create({ id: upload.id, userId: this.viewer(), size: upload.size, ttlHours: RESUMABLE_UPLOAD_TTL_HOURS });
    return this.asUpload(row);
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.asUpload(await this.own(id));
  }

  override async write(source: Readable, id: string, offset: number): Promise<number> {
    const row = await this.own(id);
    if (row.parts.length >= RESUMABLE_UPLOAD_PARTS_MAX) throw refusal(409, RESUMABLE_UPLOAD_MESSAGES.tooManyParts);
    let body: Readable = source;
    if (offset === 0) {
      const sniffed = await sniffStream(source);
      if (!sniffed.mime || !VIDEO_MIME.test(sniffed.mime)) {
        source.resume();
        throw refusal(415, UPLOAD_MESSAGES.invalidType);
      }
      body = sniffed.body;
    }
    const part = `${offset}-${randomBytes(4).toString('hex')}`;
    const key = partKey(row, part);
    const { size } = await this.store.put('videos', key, body, { contentType: 'application/octet-stream' });
    if (size === 0) {
      await this.store.delete('videos', key);
      return offset;
    }
    if (!(await this.repo.advance(id, offset, size, part))) {
      await this.store.delete('videos', key);
      throw ERRORS.INVALID_OFFSET;
    }
    return offset + size;
  }

  override async remove(id: string): Promise<void> {
    const row = await this.own(id);
    await this.repo.remove(id);
    await this.store.deletePrefix('videos', uploadFolder(row));
  }

  override getExpiration(): number {
    return RESUMABLE_UPLOAD_TTL_HOURS * 3600_000;
  }

  /** Housekeeping removes expired uploads itself (ResumableUploadService.purgeExpired). */
  override async deleteExpired(): Promise<number> {
    return 0;
  }

  private asUpload(row: ResumableUploadRow): Upload {
    return new Upload({ id: row.id, size: row.size, offset: row.uploadOffset, creation_date: row.createdAt.toISOString() });
  }

  /** Every stored byte of a finished upload, in order, as one stream. */
  parts(row: ResumableUploadRow): Readable {
    const { store } = this;
    async function* bytes() {
      for (const part of row.parts) yield* await store.stream('videos', partKey(row, part));
    }
    return Readable.from(bytes());
  }
}
