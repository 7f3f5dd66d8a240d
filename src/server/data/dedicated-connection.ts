import pg from 'pg';

/**
 * A PostgreSQL connection of its own for something that lives in a session: a LISTEN, an advisory lock.
 * `setUp` runs on every new connection (false: refused, e.g. a lock someone else holds, and the connection
 * is closed). A dropped connection reconnects after a second and sets up again; what the session held in the
 * gap is gone for that time (a notification, the lock), so its users must not depend on it.
 */
export class DedicatedConnection {
  private client: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly setUp: (client: pg.Client) => Promise<boolean | void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  async connect(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => {
      this.onError(error);
      this.reconnect();
    });
    await client.connect();
    const kept = (await this.setUp(client)) !== false;
    if (!kept || this.closed) {
      await client.end();
      return kept;
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
