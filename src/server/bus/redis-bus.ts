import { Redis } from 'ioredis';
import { RemoteBus, type Bus, type BusEvent } from './bus.ts';

const CHANNEL = 'popreel_events';

/**
 * Redis pub/sub for many instances (REALTIME_BUS=redis, REDIS_URL): one publishing and one subscribed
 * connection per instance, every instance sees every event, its own included. Unlike NOTIFY it has no 8 kB
 * cap and no single notification queue in the database, and a slow subscriber never holds up the database
 * (decision 035). ioredis reconnects and subscribes again by itself.
 */
export class RedisBus extends RemoteBus implements Bus {
  readonly kind = 'redis' as const;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    onError: (error: unknown) => void,
  ) {
    super(onError);
  }

  static async connect(url: string, onError: (error: unknown) => void): Promise<RedisBus> {
    const options = { lazyConnect: true, connectionName: 'popreel-bus' };
    // A publish waits through at most two reconnection attempts (about 150 ms) before it gives up, so a
    // Redis outage slows no request by more than that.
    const bus = new RedisBus(new Redis(url, { ...options, maxRetriesPerRequest: 2 }), new Redis(url, options), onError);
    // The first error a connection reports says why (NOAUTH: a password is wanted), where the failed
    // command only says the connection closed.
    let reason: Error | null = null;
    for (const connection of [bus.publisher, bus.subscriber]) connection.on('error', (error: Error) => void (reason ??= error)).on('error', onError);
    try {
      await Promise.all([bus.publisher.connect(), bus.subscriber.connect()]);
      await bus.subscriber.subscribe(CHANNEL);
    } catch (error) {
      bus.publisher.disconnect();
      bus.subscriber.disconnect();
      throw new Error(`Could not reach Redis at REDIS_URL (${(reason ?? (error as Error)).message})`, { cause: error });
    }
    bus.subscriber.on('message', (_channel: string, message: string) => bus.receive(message));
    return bus;
  }

  /**
   * Called after the write committed: the write stands whatever happens here. An event Redis could not take
   * (it is down past ioredis's retries) is reported, not thrown, so the request that made the change still
   * succeeds; clients read the change on their next fetch.
   */
  async publish(event: BusEvent) {
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify(event));
    } catch (error) {
      this.onError(error);
    }
  }

  async close() {
    this.stopEmitting();
    await Promise.all([this.publisher.quit().catch(() => undefined), this.subscriber.quit().catch(() => undefined)]);
  }
}
