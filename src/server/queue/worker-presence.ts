import { randomInt } from 'node:crypto';
import { DedicatedConnection } from '../data/dedicated-connection.ts';

/** The first key of every worker's advisory lock ("pop" in ASCII), so no other lock in the cluster is mistaken for one. */
export const WORKER_LOCK_CLASS = 0x706f70;

/**
 * A worker's proof of life: a session advisory lock (WORKER_LOCK_CLASS, key) held on a connection of its own.
 * PostgreSQL drops the lock the moment that connection ends — a killed process, a lost machine — so the jobs
 * stamped with this key (`locked_by`) can be queued again by any other worker at once, without a timer that
 * would also catch a slow job. A dropped connection reconnects and takes the same key again.
 */
export class WorkerPresence {
  private constructor(
    readonly key: number,
    private readonly connection: DedicatedConnection,
  ) {}

  /** Takes a free key (a random one is almost always free; a taken one is tried again with another). */
  static async start(url: string, onError: (error: unknown) => void): Promise<WorkerPresence> {
    for (let tries = 0; ; tries++) {
      const key = randomInt(1, 2 ** 31 - 1);
      const connection = new DedicatedConnection(
        url,
        async (client) => (await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [WORKER_LOCK_CLASS, key])).rows[0].ok,
        onError,
      );
      if (await connection.connect()) return new WorkerPresence(key, connection);
      if (tries >= 5) throw new Error('could not take a worker lock');
    }
  }

  close() {
    return this.connection.close();
  }
}
