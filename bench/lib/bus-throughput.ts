import pg from 'pg';
import { PostgresBus, type Bus } from '../../src/server/bus/bus.ts';
import { RedisBus } from '../../src/server/bus/redis-bus.ts';

const quiet = (error: unknown) => console.error('bus error:', error);

/** Two connections to a bus, as two instances hold them: one publishes, the other listens. */
export async function busPair(kind: 'postgres' | 'redis', url: string): Promise<{ publisher: Bus; subscriber: Bus; close(): Promise<void> }> {
  if (kind === 'redis') {
    const [publisher, subscriber] = [await RedisBus.connect(url, quiet), await RedisBus.connect(url, quiet)];
    return { publisher, subscriber, close: async () => void (await Promise.all([publisher.close(), subscriber.close()])) };
  }
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  const [publisher, subscriber] = [await PostgresBus.connect(url, pool, quiet), await PostgresBus.connect(url, pool, quiet)];
  return {
    publisher,
    subscriber,
    close: async () => {
      await Promise.all([publisher.close(), subscriber.close()]);
      await pool.end();
    },
  };
}

/**
 * Events per second one instance can publish and another receive: `events` events of the app's size, `inFlight`
 * publishes at a time, timed until the listener has every one. The bus alone, with no sockets behind it.
 */
export async function busThroughput(kind: 'postgres' | 'redis', url: string, events = 20_000, inFlight = 8) {
  const { publisher, subscriber, close } = await busPair(kind, url);
  try {
    let received = 0;
    let allIn: () => void = () => {};
    const done = new Promise<void>((resolve) => (allIn = resolve));
    subscriber.onEvent(() => {
      received += 1;
      if (received === events) allIn();
    });
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < events) {
          const n = next++;
          await publisher.publish({ channel: `room:${String(n).padStart(36, '0')}`, event: 'chat.message', id: crypto.randomUUID() });
        }
      }),
    );
    const published = performance.now();
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    const seconds = (performance.now() - started) / 1000;
    return { kind, events, received, publishPerSecond: events / ((published - started) / 1000), deliveredPerSecond: received / seconds };
  } finally {
    await close();
  }
}
