import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { listMedia, packArchive, type MediaFiles } from './archive.ts';
import { openBackupSource } from './databases.ts';
import { dumpDatabase } from './dump.ts';
import { recordBackup } from './record.ts';
import { MANIFEST_FORMAT, MANIFEST_VERSION, type BackupManifest, type MediaSummary } from './manifest.ts';

export interface BackupResult {
  archive: string;
  archiveBytes: number;
  manifest: BackupManifest;
}

/** popreel-backup-YYYYMMDD-HHMMSS.tar.gz, in UTC so names sort the same on every machine. */
export function defaultArchiveName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `popreel-backup-${stamp}.tar.gz`;
}

/**
 * One archive with a consistent database snapshot and the media. The database is dumped first and the
 * media listed after, so every file the snapshot refers to is already on disk (uploads are renamed into
 * place only when complete). A cold backup holds the DATA_DIR lock until the archive is written.
 */
export async function runBackup(config: Config, out: string, log: FastifyBaseLogger): Promise<BackupResult> {
  if (existsSync(out)) throw new Error(`${out} already exists. Choose another name with --out FILE.`);
  if (!existsSync(dirname(out))) throw new Error(`The folder ${dirname(out)} does not exist. Create it, or choose another --out FILE.`);
  const staging = await mkdtemp(join(dirname(out), '.popreel-backup-'));
  const partial = join(dirname(out), `.${basename(out)}.partial`);
  const source = await openBackupSource(config, log).catch(async (error) => {
    await rm(staging, { recursive: true, force: true });
    throw error;
  });
  try {
    const dump = await dumpDatabase(source.url, staging);
    const files: MediaFiles | null = config.s3 ? null : await listMedia(config.dataDir);
    const media: MediaSummary = config.s3
      ? { kind: 's3', bucket: config.s3.bucket, endpoint: config.s3.endpoint || null }
      : { kind: 'disk', files: files!.paths.length, bytes: files!.bytes };
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      createdAt: new Date().toISOString(),
      popreelVersion: config.version,
      source: source.source,
      ...dump,
      media,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    await packArchive(partial, staging, config.dataDir, files ?? { paths: [], bytes: 0 });
    // Renamed only when complete: a file under the final name is always a whole archive.
    await rename(partial, out);
    const archiveBytes = (await stat(out)).size;
    await recordBackup(source.url, basename(out), archiveBytes);
    return { archive: out, archiveBytes, manifest };
  } finally {
    await source.close();
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
