import type { Readable } from 'node:stream';
import type { StorageBucket } from '../../shared/constants.ts';

/** Where media bytes live. Disk by default, any S3-compatible store at scale (storage/index.ts picks). */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /**
   * Streams `body` to bucket/key. Rejects if `overwrite` is false and the key exists. `cacheControl` is kept with
   * the object where the store serves it itself (S3); the disk store's media route decides its own.
   */
  put(bucket: StorageBucket, key: string, body: Readable | Buffer, options: { contentType: string; overwrite?: boolean; cacheControl?: string }): Promise<{ size: number }>;
  /** Reads the whole object (small files only: thumbnails, images). */
  read(bucket: StorageBucket, key: string): Promise<Buffer>;
  /** Copies the object to a local file path, for ffmpeg. */
  download(bucket: StorageBucket, key: string, toPath: string): Promise<void>;
  /** The object's own path on this machine, for stores that keep files locally (disk): read in place, no copy. */
  localPath?(bucket: StorageBucket, key: string): string;
  exists(bucket: StorageBucket, key: string): Promise<boolean>;
  delete(bucket: StorageBucket, key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (an account's folder); how many were there. */
  deletePrefix(bucket: StorageBucket, prefix: string): Promise<number>;
  /** The object as a stream (downloads too large to hold in memory: data exports). */
  stream(bucket: StorageBucket, key: string): Promise<Readable>;
  /** A URL that works for `seconds` and then answers 403. */
  signedUrl(bucket: StorageBucket, key: string, seconds: number): Promise<string>;
  /** The same, synchronously, for stores that sign locally (disk): feeds sign dozens of links per page. */
  signedUrlNow?(bucket: StorageBucket, key: string, seconds: number): string;
}

export class StorageError extends Error {
  constructor(
    readonly code: 'file_too_large' | 'invalid_file_type' | 'file_exists' | 'not_found',
    message: string,
  ) {
    super(message);
  }
}

/** Keys are relative paths of safe segments: no traversal, no absolute paths, no empty segments. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new StorageError('not_found', 'Invalid storage key');
  }
}
