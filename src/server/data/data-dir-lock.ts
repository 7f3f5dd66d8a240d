import { unlinkSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isProcessAlive, processStart } from './process-alive.ts';

export interface DataDirLock {
  release(): Promise<void>;
}

export interface LockOwner {
  pid: number;
  purpose: string;
  since: string;
  /** processStart() of the owner, so a recycled pid is not taken for it; absent in older lock files. */
  start?: string;
}

export class DataDirBusyError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `Popreel is already using ${dataDir} (${owner.purpose}, pid ${owner.pid}, since ${owner.since}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
  }
}

/**
 * Whether the recorded owner still runs. A zombie (killed, not yet reaped) does not, and neither does a pid
 * reused by something else after a crash: another start time, or (for a lock file without one) no `node`.
 */
function isOwnerAlive(owner: LockOwner): boolean {
  return isProcessAlive(owner.pid, { start: owner.start, command: 'node' });
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** Who holds the data directory now, if anyone (a hot backup needs to know it is the app, not a restore). */
export async function dataDirOwner(dataDir: string): Promise<LockOwner | null> {
  const owner = await readOwner(join(dataDir, 'popreel.lock'));
  return owner && isOwnerAlive(owner) ? owner : null;
}

/**
 * One process at a time owns a data directory (its embedded PostgreSQL and media): the app, a seed, a
 * backup or a restore. The lock is a file created exclusively; a lock whose process is gone (a crash,
 * kill -9) is taken over, so recovery needs nothing from the user.
 */
export async function lockDataDir(dataDir: string, purpose: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, 'popreel.lock');
  const mine: LockOwner = { pid: process.pid, purpose, since: new Date().toISOString(), start: processStart() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(mine));
      await handle.close();
      const releaseOnExit = () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', releaseOnExit);
      return {
        release: async () => {
          process.off('exit', releaseOnExit);
          if ((await readOwner(file))?.pid === process.pid) await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(file);
      if (owner && owner.pid !== process.pid && isOwnerAlive(owner)) throw new DataDirBusyError(dataDir, owner);
      await rm(file, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking it`);
}
