import { randomInt } from 'node:crypto';
import pg from 'pg';

/** The first key of every worker's advisory lock ("pop" in ASCII), so no other lock in the cluster is mistaken for one. */
export const WORKER_LOCK_CLASS = 0x706f70;

/**
 * A worker's proof of life: a session advisory lock (WORKER_LOCK_CLASS, key) held on a connection of its own.
 * PostgreSQL drops the lock the moment that connection ends — a killed process, a lost machine — so the jobs
 * stamped with this key (`locked_by`) can be queued again by any other worker at once, without a timer that
 * would also catch a slow job. A dropped connection reconnects and takes the same key again.
 */
export class WorkerPresence {
  private client: pg.Client | null = null;
  private closed = false;

  private constructor(
    private readonly url: string,
    readonly key: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Takes a free key (a random one is almost always free; a taken one is tried again with another). */
  static async start(url: string, onError: (error: unknown) => void): Promise<WorkerPresence> {
    for (let tries = 0; ; tries++) {
      const presence = new WorkerPresence(url, randomInt(1, 2 ** 31 - 1), onError);
      if (await presence.connect()) return presence;
      if (tries >= 5) throw new Error('could not take a worker lock');
    }
  }

  private async connect(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'popreel worker presence' });
    client.on('error', (error) => {
      this.onError(error);
      this.reconnect();
    });
    await client.connect();
    const taken = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [WORKER_LOCK_CLASS, this.key]);
    if (!taken.rows[0].ok || this.closed) {
      await client.end();
      return taken.rows[0].ok;
    }
    this.client = client;
    return true;
  }

  private reconnect() {
    if (this.closed) return;
    this.client?.end().catch(() => undefined);
    this.client = null;
    setTimeout(() => this.connect().catch((error) => (this.onError(error), this.reconnect())), 1000).unref();
  }

  async close() {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
