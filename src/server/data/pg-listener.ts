import pg from 'pg';

/**
 * A dedicated connection LISTENing on one PostgreSQL channel. A dropped connection reconnects by itself
 * after a second; what was notified meanwhile is lost to this listener, so its users must not depend on
 * every notification (the bus's clients refetch on reconnect; the job queue also polls now and then).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async start(url: string, channel: string, onPayload: (payload: string) => void, onError: (error: unknown) => void) {
    const listener = new PgListener(url, channel, onPayload, onError);
    await listener.connect();
    return listener;
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.onError(error);
      this.reconnect();
    });
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
    if (this.closed) await client.end();
    else this.client = client;
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
