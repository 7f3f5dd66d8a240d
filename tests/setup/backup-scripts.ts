import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs scripts/backup.ts or scripts/restore.ts as `npm run` does, in its own process, with only the given
 * Popreel settings: no DATABASE_URL or S3 settings leak in from the test process.
 */
export function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'DATA_DIR', 'MEDIA_SECRET'].includes(name) && !name.startsWith('S3_')),
  );
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: { ...base, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

export interface DatabaseContents {
  /** Every row of every public table as JSON text, sorted: equal contents give equal arrays. */
  tables: Record<string, string[]>;
  sequences: Record<string, { lastValue: string; isCalled: boolean }>;
}

export async function databaseContents(url: string): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const relations = await client.query<{ relname: string; relkind: string }>(
      `select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'S') order by c.relname`,
    );
    const contents: DatabaseContents = { tables: {}, sequences: {} };
    for (const { relname, relkind } of relations.rows) {
      const name = client.escapeIdentifier(relname);
      if (relkind === 'S') {
        contents.sequences[relname] = (await client.query(`select last_value::text, is_called from ${name}`)).rows[0];
      } else {
        const { rows } = await client.query<{ line: string }>(`select row_to_json(t)::text as line from ${name} t order by 1`);
        contents.tables[relname] = rows.map((row) => row.line);
      }
    }
    return contents;
  } finally {
    await client.end();
  }
}

/** Every file under DATA_DIR/storage with the SHA-256 of its bytes. */
export async function mediaContents(dataDir: string): Promise<Record<string, string>> {
  const root = join(dataDir, 'storage');
  const files: Record<string, string> = {};
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files[relative(root, path)] = createHash('sha256').update(await readFile(path)).digest('hex');
    }
  };
  await walk(root);
  return files;
}

export async function waitForReady(url: string, videoId: string, headers: Record<string, string>, timeoutMs = 90_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const body = (await (await fetch(`${url}/api/videos/${videoId}/status`, { headers })).json()) as { status: string };
    if (body.status !== 'processing') return body.status;
  }
  return 'processing';
}
