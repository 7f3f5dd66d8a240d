import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * An event names what changed, never carries it: `{ channel, event, id }`. Each instance's hub loads the row
 * by id before sending it to its sockets, so the cross-instance payload stays tiny (NOTIFY caps at 8 kB).
 */
export interface BusEvent {
  channel: string;
  event: string;
  id: string;
}

export interface Bus {
  readonly kind: 'memory' | 'postgres';
  /** Call after the transaction that made the change has committed. */
  publish(event: BusEvent): Promise<void>;
  onEvent(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: BusEvent) {
    // Deliver on a later tick, like a real bus, so publishers never run subscriber code inline.
    setImmediate(() => this.emitter.emit('event', event));
  }

  onEvent(handler: (event: BusEvent) => void) {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'popreel_events';

/** LISTEN/NOTIFY on the shared database: every instance on it sees every event, its own included. */
export class PostgresBus implements Bus {
  readonly kind = 'postgres' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private listener: pg.Client | null = null;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async connect(url: string, pool: pg.Pool, onError: (error: unknown) => void): Promise<PostgresBus> {
    const bus = new PostgresBus(url, pool, onError);
    await bus.listen();
    return bus;
  }

  private async listen() {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.emitter.emit('event', JSON.parse(message.payload) as BusEvent);
      } catch (error) {
        this.onError(error);
      }
    });
    // A dropped listener reconnects by itself; events sent while it was away are lost to this instance
    // only, and clients refetch on their own reconnect.
    client.on('error', (error) => {
      this.onError(error);
      this.reconnect();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  private reconnect() {
    if (this.closed) return;
    this.listener?.end().catch(() => undefined);
    this.listener = null;
    setTimeout(() => this.listen().catch((error) => (this.onError(error), this.reconnect())), 1000).unref();
  }

  async publish(event: BusEvent) {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  onEvent(handler: (event: BusEvent) => void) {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }

  async close() {
    this.closed = true;
    this.emitter.removeAllListeners();
    await this.listener?.end().catch(() => undefined);
  }
}
