/**
 * `npm run restore ARCHIVE`: puts a `npm run backup` archive back into an EMPTY target — the embedded
 * database in a new DATA_DIR, or the database at DATABASE_URL (which must have no users) — and its media
 * into DATA_DIR/storage. Takes the DATA_DIR lock, so the app must be stopped. Afterwards `npm start` with
 * the same DATA_DIR (and DATABASE_URL) serves every restored row and file.
 */
import { resolve } from 'node:path';
import { loadConfigOrExit } from '../src/server/config.ts';
import { runRestore } from '../src/server/ops/backup/restore.ts';
import { formatBytes, opsLogger, summaryLines } from '../src/server/ops/backup/summary.ts';

const USAGE = 'Usage: npm run restore ARCHIVE   (into an empty DATA_DIR, or the empty database at DATABASE_URL)';

let exitCode = 0;
try {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  if (args.length !== 1 || args[0].startsWith('-')) throw new Error(USAGE);
  const archive = resolve(args[0]);
  const config = loadConfigOrExit();
  const started = Date.now();
  const { manifest, where, migrated, media } = await runRestore(config, archive, opsLogger());
  console.log(`Restored ${archive} in ${((Date.now() - started) / 1000).toFixed(1)} s into ${where.replace(/^The /, 'the ')}`);
  for (const line of summaryLines(manifest)) console.log(line);
  if (media) console.log(`  media restored: ${media.paths.length} files, ${formatBytes(media.bytes)} into ${resolve(config.dataDir, 'storage')}`);
  if (manifest.media.kind === 's3' && !config.s3) console.log(`  Set S3_BUCKET=${manifest.media.bucket} (and its endpoint and keys) so the app finds the media.`);
  if (migrated.length) console.log(`  then applied ${migrated.length} newer migrations: ${migrated.join(', ')}`);
  console.log(`Start Popreel on it with: ${config.databaseUrl ? 'DATABASE_URL=… ' : ''}DATA_DIR=${config.dataDir} npm start`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  exitCode = 1;
}
process.exit(exitCode);
