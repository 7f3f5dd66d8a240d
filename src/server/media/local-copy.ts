import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlobStore } from '../storage/blob-store.ts';
import type { StorageBucket } from '../../shared/constants.ts';

/**
 * Runs `work` with a local path to a stored file: the file itself on disk storage, a temporary copy with
 * S3 (removed afterwards). `scratch` is a private temporary folder for the work's own outputs.
 */
export async function withLocalFile<T>(
  store: BlobStore,
  bucket: StorageBucket,
  key: string,
  work: (path: string, scratch: string) => Promise<T>,
): Promise<T> {
  const scratch = await mkdtemp(join(tmpdir(), 'popreel-media-'));
  try {
    const inPlace = store.localPath?.(bucket, key);
    const local = inPlace ?? join(scratch, 'input');
    if (!inPlace) await store.download(bucket, key, local);
    return await work(local, scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
