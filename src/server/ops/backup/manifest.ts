import { readdir } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '../../data/migrate.ts';

/**
 * manifest.json, the first member of every backup archive: what the archive holds, so restore can refuse an
 * archive it cannot load before touching anything, and both scripts can print the same summary.
 */
export const MANIFEST_FORMAT = 'popreel-backup';
export const MANIFEST_VERSION = 1;

export interface TableDump {
  name: string;
  rows: number;
  /** Relative to the archive root: database/<name>.jsonl, one row_to_json object a line. */
  file: string;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export type MediaSummary =
  | { kind: 'disk'; files: number; bytes: number }
  | { kind: 's3'; bucket: string; endpoint: string | null };

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  createdAt: string;
  popreelVersion: string;
  /** How the snapshot was taken: an external DATABASE_URL, the running app's embedded server, or a stopped one. */
  source: 'external' | 'embedded-hot' | 'embedded-cold';
  postgresVersion: string;
  /** schema_migrations at the snapshot, in order: restore builds exactly this schema before loading rows. */
  migrations: string[];
  tables: TableDump[];
  sequences: SequenceState[];
  media: MediaSummary;
}

/** The migration files this code knows, in the order migrate() applies them. */
export async function codeMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Parses and checks manifest.json; every refusal says what is wrong with the archive. */
export function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new Error('This archive is not a Popreel backup: its manifest.json is not valid JSON.');
  }
  if (manifest?.format !== MANIFEST_FORMAT) throw new Error('This archive is not a Popreel backup (manifest.json has no popreel-backup format).');
  if (manifest.version !== MANIFEST_VERSION) {
    throw new Error(`This backup has format version ${manifest.version}; this Popreel reads version ${MANIFEST_VERSION}.`);
  }
  // Table and sequence names become file paths and SQL identifiers: accept only what our migrations create.
  for (const table of manifest.tables) {
    if (!SAFE_NAME.test(table.name) || table.file !== `database/${table.name}.jsonl`) throw new Error(`This backup names an unexpected table: ${table.name}`);
  }
  for (const sequence of manifest.sequences) {
    if (!SAFE_NAME.test(sequence.name) || !/^-?\d+$/.test(sequence.lastValue)) throw new Error(`This backup names an unexpected sequence: ${sequence.name}`);
  }
  return manifest;
}

/** Restore rebuilds the archive's schema from this code's files, so they must be the first ones this code has. */
export function assertMigrationsKnown(archived: string[], known: string[]) {
  const firstUnknown = archived.findIndex((name, index) => known[index] !== name);
  if (firstUnknown !== -1) {
    throw new Error(
      `This backup was made by a Popreel whose migrations this code does not have (first unknown: ${archived[firstUnknown]}). ` +
        'Restore it with the Popreel version that made it, or a newer one.',
    );
  }
}

export function totalRows(manifest: Pick<BackupManifest, 'tables'>): number {
  return manifest.tables.reduce((sum, table) => sum + table.rows, 0);
}
