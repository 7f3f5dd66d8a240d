import { join } from 'node:path';
import { dataDirSecret } from '../data/data-dir-secret.ts';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { DiskStore } from './disk-store.ts';
import { S3Store } from './s3-store.ts';

/** MEDIA_SECRET signs disk media links; without it one is generated once and kept in DATA_DIR (0600). */
export function mediaSecret(config: Config): Promise<string> {
  return dataDirSecret(config.dataDir, '.media-secret', config.mediaSecret);
}

export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.s3) return new S3Store(config.s3);
  return new DiskStore(join(config.dataDir, 'storage'), await mediaSecret(config));
}
