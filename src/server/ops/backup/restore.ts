import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { lockDataDir } from '../../data/data-dir-lock.ts';
import { listMedia, readArchivedManifest, unpackArchive, type MediaFiles } from './archive.ts';
import { LOCK_PURPOSE, openRestoreTarget, type RestoreTarget } from './databases.ts';
import { assertEmptyDatabase, loadDatabase } from './load.ts';
import { assertMigrationsKnown, codeMigrations, parseManifest, type BackupManifest } from './manifest.ts';

export interface RestoreResult {
  manifest: BackupManifest;
  where: string;
  /** This code's migrations newer than the archive, applied to the restored rows. */
  migrated: string[];
  media: MediaFiles | null;
}

/**
 * Restores an archive into nothing: an empty DATA_DIR (a new embedded cluster) or an empty DATABASE_URL, plus
 * DATA_DIR/storage for disk media. Always under the DATA_DIR lock, so the app cannot start on a half restore.
 * Every check that can refuse runs before anything is written.
 */
export async function runRestore(config: Config, archive: string, log: FastifyBaseLogger): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new Error(`No such archive: ${archive}`);
  const manifest = parseManifest(await readArchivedManifest(archive));
  assertMigrationsKnown(manifest.migrations, await codeMigrations());
  if (manifest.media.kind === 'disk' && manifest.media.files > 0 && config.s3) {
    throw new Error(
      `This backup holds ${manifest.media.files} media files for DATA_DIR/storage, but S3_BUCKET is set. ` +
        'Unset S3_BUCKET to restore them to disk (then copy DATA_DIR/storage into the bucket if you move to S3).',
    );
  }
  const lock = await lockDataDir(config.dataDir, LOCK_PURPOSE.restore);
  let newCluster = false;
  let target: RestoreTarget | null = null;
  let staging: string | null = null;
  let finished = false;
  try {
    await assertEmptyDataDir(config);
    newCluster = !config.databaseUrl;
    target = await openRestoreTarget(config, log);
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    pool.on('error', () => undefined);
    try {
      await assertEmptyDatabase(pool, manifest, target.where);
      staging = await mkdtemp(join(config.dataDir, '.restore-'));
      await unpackArchive(archive, staging);
      const media = manifest.media.kind === 'disk' ? await listMedia(staging) : null;
      const migrated = await loadDatabase(pool, staging, manifest);
      if (media?.paths.length) {
        await rm(join(config.dataDir, 'storage'), { recursive: true, force: true }); // empty, checked above
        await rename(join(staging, 'storage'), join(config.dataDir, 'storage'));
      }
      finished = true;
      return { manifest, where: target.where, migrated, media };
    } finally {
      await pool.end();
    }
  } finally {
    await target?.close().catch(() => undefined);
    if (staging) await rm(staging, { recursive: true, force: true });
    // A failed restore into a new embedded cluster leaves DATA_DIR as empty as it found it, so it can be rerun.
    if (!finished && newCluster) await rm(join(config.dataDir, 'pg'), { recursive: true, force: true });
    await lock.release();
  }
}

/** The app's own data may never be overwritten: refuse a DATA_DIR with a database or with media files. */
async function assertEmptyDataDir(config: Config) {
  if (!config.databaseUrl && existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`${config.dataDir} already holds a database (pg/). Restore needs an empty DATA_DIR: choose a new one, or move this one aside.`);
  }
  if (config.s3) return;
  const existing = await listMedia(config.dataDir);
  if (existing.paths.length) {
    throw new Error(`${join(config.dataDir, 'storage')} already holds ${existing.paths.length} media files. Restore needs an empty DATA_DIR: choose a new one, or move this one aside.`);
  }
}
