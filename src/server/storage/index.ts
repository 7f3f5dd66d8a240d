import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { DiskStore } from './disk-store.ts';
import { S3Store } from './s3-store.ts';

/** MEDIA_SECRET signs disk media links; without it one is generated once and kept in DATA_DIR (0600). */
export async function mediaSecret(config: Config): Promise<string> {
  if (config.mediaSecret) return config.mediaSecret;
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, '.media-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.s3) return new S3Store(config.s3);
  return new DiskStore(join(config.dataDir, 'storage'), await mediaSecret(config));
}
