import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { z } from 'zod';
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

/**
 * What an instance accepts from the bus (issue 35, L7): anyone who can NOTIFY on the database or publish on
 * Redis can write to it, so a message is read as an event only when it is one, within these bounds.
 */
const MAX_MESSAGE_BYTES = 1024;
const busEventSchema = z.strictObject({
  channel: z.string().min(1).max(200).regex(/^[\w.:-]+$/),
  event: z.string().min(1).max(100).regex(/^[\w.:-]+$/),
  id: z.string().min(1).max(100).regex(/^[\w-]+$/),
}) satisfies z.ZodType<BusEvent>;

/** The event a bus message carries, or why it is not one. */
export function parseBusMessage(payload: string): { event: BusEvent } | { error: string } {
  if (Buffer.byteLength(payload) > MAX_MESSAGE_BYTES) return { error: `a bus message of ${Buffer.byteLength(payload)} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return { error: 'a bus message that is not JSON' };
  }
  const parsed = busEventSchema.safeParse(value);
  return parsed.success ? { event: parsed.data } : { error: 'a bus message that is not an event' };
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

/**
 * A bus between instances: events arrive as JSON text from outside (a NOTIFY, a Redis message) and go to this
 * instance's handlers; text that is not an event is reported, never thrown into the connection that brought it.
 */
export abstract class RemoteBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  protected constructor(protected readonly onError: (error: unknown) => void) {}

  protected receive(payload: string) {
    const parsed = parseBusMessage(payload);
    if ('error' in parsed) return this.onError(new Error(`dropped ${parsed.error}`));
    try {
      this.emitter.emit('event', parsed.event);
    } catch (error) {
      this.onError(error);
    }
  }

  onEvent(handler: (event: BusEvent) => void) {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }

  protected stopEmitting() {
    this.emitter.removeAllListeners();
  }
}

/** LISTEN/NOTIFY on the shared database: every instance on it sees every event, its own included. */
export class PostgresBus extends RemoteBus implements Bus {
  readonly kind = 'postgres' as const;
  private listener: PgListener | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    onError: (error: unknown) => void,
  ) {
    super(onError);
  }

  static async connect(url: string, pool: pg.Pool, onError: (error: unknown) => void): Promise<PostgresBus> {
    const bus = new PostgresBus(pool, onError);
    bus.listener = await PgListener.start(url, CHANNEL, (payload) => bus.receive(payload), onError);
    return bus;
  }

  async publish(event: BusEvent) {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  async close() {
    this.stopEmitting();
    await this.listener?.close();
  }
}
