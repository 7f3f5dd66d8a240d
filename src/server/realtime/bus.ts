import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { PgListener } from '../data/pg-listener.ts';

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
  readonly kind: 'memory' | 'postgres' | 'redis';
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
  private listener: PgListener | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async connect(url: string, pool: pg.Pool, onError: (error: unknown) => void): Promise<PostgresBus> {
    const bus = new PostgresBus(pool, onError);
    bus.listener = await PgListener.start(url, CHANNEL, (payload) => bus.receive(payload), onError);
    return bus;
  }

  private receive(payload: string) {
    try {
      this.emitter.emit('event', JSON.parse(payload) as BusEvent);
    } catch (error) {
      this.onError(error);
    }
  }

  async publish(event: BusEvent) {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  onEvent(handler: (event: BusEvent) => void) {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }

  async close() {
    this.emitter.removeAllListeners();
    await this.listener?.close();
  }
}
