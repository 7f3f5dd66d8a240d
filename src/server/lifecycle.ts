import type { FastifyBaseLogger } from 'fastify';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const;
const FORCE_EXIT_MS = 60_000;

/**
 * How the process ends, whatever ends it: a signal (Ctrl+C, a closed terminal, a supervisor), an uncaught
 * exception, an unhandled rejection or a failed start. Each runs the same ordered stop (newest first: HTTP,
 * then jobs, bus, pool and the embedded PostgreSQL), says why on stderr, and exits, so no database is left
 * running without its app. Only SIGKILL escapes; the next start recovers from that (embedded-postgres.ts).
 */
export class Lifecycle {
  private readonly closers: Array<{ name: string; close: () => unknown }> = [];
  private stopping: Promise<never> | null = null;
  private startingUp: Promise<unknown> | null = null;

  constructor(private readonly log: FastifyBaseLogger) {
    for (const signal of STOP_SIGNALS) process.on(signal, () => void this.stop(`received ${signal}`, 0));
    process.on('uncaughtException', (error) => void this.stop(`an unexpected error: ${describe(error)}`, 1, error));
    process.on('unhandledRejection', (reason) => void this.stop(`an unhandled promise rejection: ${describe(reason)}`, 1, reason));
  }

  /**
   * A start step that opens something (the embedded PostgreSQL) and registers its closer when done: a stop
   * requested meanwhile waits for it, so a Ctrl+C during start-up does not leave the database running.
   */
  starting<T>(step: Promise<T>): Promise<T> {
    this.startingUp = step.catch(() => undefined);
    return step;
  }

  /** Registers something to close on the way out; the last registered closes first. */
  onStop(name: string, close: () => unknown) {
    this.closers.unshift({ name, close });
  }

  stop(reason: string, exitCode: number, error?: unknown): Promise<never> {
    if (this.stopping) return this.stopping;
    // Should the event loop run dry before the closers finish, Node still exits with this code, not 0: a
    // supervisor must see a failed start as failed.
    process.exitCode = exitCode;
    if (error !== undefined) this.log.error({ err: error }, reason);
    console.error(`Popreel is stopping: ${reason}`);
    this.stopping = this.closeAll().then((clean) => {
      console.error(clean ? 'Popreel stopped cleanly.' : 'Popreel stopped, but not everything closed cleanly (see the log above).');
      process.exit(clean ? exitCode : exitCode || 1);
    });
    return this.stopping;
  }

  private async closeAll(): Promise<boolean> {
    const force = setTimeout(() => {
      console.error(`Popreel could not stop within ${FORCE_EXIT_MS / 1000} s; exiting.`);
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    await this.startingUp;
    let clean = true;
    for (const closer of this.closers) {
      try {
        await closer.close();
      } catch (error) {
        clean = false;
        this.log.error({ err: error, closing: closer.name }, 'shutdown step failed');
      }
    }
    clearTimeout(force);
    return clean;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
