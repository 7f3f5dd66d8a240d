/**
 * `npm run backup [-- --out FILE]`: one .tar.gz with a consistent database snapshot and the media.
 *
 * DATABASE_URL set: dumps that database (the app may keep running). Otherwise the embedded database in
 * DATA_DIR (./data): hot, through the running app's socket, or — with the app stopped — by taking the
 * DATA_DIR lock and starting the embedded server for the dump. Media: DATA_DIR/storage, or only a note
 * when S3_BUCKET is set (docs/decisions/011-backups.md).
 */
import { resolve } from 'node:path';
import { loadConfigOrExit } from '../src/server/config.ts';
import { runBackup, defaultArchiveName } from '../src/server/ops/backup/backup.ts';
import { formatBytes, opsLogger, summaryLines } from '../src/server/ops/backup/summary.ts';

const USAGE = 'Usage: npm run backup [-- --out FILE]   (default: ./popreel-backup-YYYYMMDD-HHMMSS.tar.gz, UTC)';

function parseOut(args: string[]): string {
  let out: string | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--out' && args[i + 1]) out = args[++i];
    else if (arg.startsWith('--out=') && arg.length > 6) out = arg.slice(6);
    else throw new Error(`Unexpected argument: ${arg}\n${USAGE}`);
  }
  return resolve(out ?? defaultArchiveName());
}

let exitCode = 0;
try {
  const out = parseOut(process.argv.slice(2));
  const config = loadConfigOrExit();
  const started = Date.now();
  const { archive, archiveBytes, manifest } = await runBackup(config, out, opsLogger());
  console.log(`Backup written to ${archive} (${formatBytes(archiveBytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const line of summaryLines(manifest)) console.log(line);
  console.log(`Restore it with: npm run restore ${archive}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  exitCode = 1;
}
process.exit(exitCode);
