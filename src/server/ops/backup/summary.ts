import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../../logger.ts';
import { totalRows, type BackupManifest } from './manifest.ts';

/** What backup and restore print: the same table of rows and media, so the two outputs can be compared by eye. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

const SOURCES: Record<BackupManifest['source'], string> = {
  external: 'the database at DATABASE_URL (a snapshot while it served)',
  'embedded-hot': "the running app's embedded PostgreSQL (a hot snapshot)",
  'embedded-cold': 'the embedded PostgreSQL in DATA_DIR (the app was stopped)',
};

export function summaryLines(manifest: BackupManifest): string[] {
  const width = Math.max(...manifest.tables.map((table) => table.name.length));
  const lines = [
    `  made ${manifest.createdAt} by Popreel ${manifest.popreelVersion} from ${SOURCES[manifest.source]}, PostgreSQL ${manifest.postgresVersion}`,
    `  schema: ${manifest.migrations.length} migrations, last ${manifest.migrations.at(-1) ?? 'none'}`,
    `  rows: ${totalRows(manifest)} in ${manifest.tables.length} tables`,
    ...manifest.tables.map((table) => `    ${table.name.padEnd(width)}  ${table.rows}`),
  ];
  const media = manifest.media;
  lines.push(
    media.kind === 'disk'
      ? `  media: ${media.files} files, ${formatBytes(media.bytes)} (DATA_DIR/storage)`
      : `  media: NOT in this archive — it lives in S3 bucket "${media.bucket}"${media.endpoint ? ` at ${media.endpoint}` : ''}; back the bucket up with its own versioning or replication`,
  );
  return lines;
}

/** JSON log lines from the embedded PostgreSQL supervisor only when something is wrong (LOG_LEVEL overrides). */
export function opsLogger(): FastifyBaseLogger {
  return createLogger(process.env.LOG_LEVEL ?? 'warn');
}
