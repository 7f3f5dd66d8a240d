import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { StorageBucket } from '../../shared/constants.ts';
import { assertSafeKey, StorageError, type BlobStore } from './blob-store.ts';
import { mediaUrl } from './signed-url.ts';

/** Files under {root}/{bucket}/{key}; links are HMAC-signed and served by media.routes.ts with Range. */
export class DiskStore implements BlobStore {
  readonly kind = 'disk' as const;

  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  pathOf(bucket: StorageBucket, key: string): string {
    assertSafeKey(key);
    return join(this.root, bucket, key);
  }

  localPath(bucket: StorageBucket, key: string): string {
    return this.pathOf(bucket, key);
  }

  async put(bucket: StorageBucket, key: string, body: Readable | Buffer, options: { contentType: string; overwrite?: boolean }) {
    const target = this.pathOf(bucket, key);
    if (!options.overwrite && (await this.exists(bucket, key))) throw new StorageError('file_exists', 'File already exists');
    await mkdir(dirname(target), { recursive: true });
    // Write to a temporary name and rename, so a reader never sees half a file and a failed write leaves nothing.
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: (await stat(target)).size };
  }

  read(bucket: StorageBucket, key: string) {
    return readFile(this.pathOf(bucket, key));
  }

  async download(bucket: StorageBucket, key: string, toPath: string) {
    await copyFile(this.pathOf(bucket, key), toPath);
  }

  async exists(bucket: StorageBucket, key: string) {
    return stat(this.pathOf(bucket, key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async delete(bucket: StorageBucket, key: string) {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  async deletePrefix(bucket: StorageBucket, prefix: string) {
    const dir = this.pathOf(bucket, prefix);
    const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    await rm(dir, { recursive: true, force: true });
    return files.filter((entry) => entry.isFile()).length;
  }

  async stream(bucket: StorageBucket, key: string) {
    const path = this.pathOf(bucket, key);
    await stat(path); // a missing file rejects here, not later in the middle of a response
    return createReadStream(path);
  }

  async signedUrl(bucket: StorageBucket, key: string, seconds: number) {
    return this.signedUrlNow(bucket, key, seconds);
  }

  signedUrlNow(bucket: StorageBucket, key: string, seconds: number) {
    assertSafeKey(key);
    return mediaUrl(this.secret, bucket, key, seconds);
  }

  openRange(bucket: StorageBucket, key: string, range?: { start: number; end: number }) {
    return createReadStream(this.pathOf(bucket, key), range);
  }
}
