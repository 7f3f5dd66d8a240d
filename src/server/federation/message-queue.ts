import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobQueue } from '../queue/queue.ts';

type Handler = (message: unknown) => Promise<void> | void;

/**
 * Fedify's message queue on Popreel's job queue (issue 40): deliveries and inbox work are `federation` jobs, so
 * they survive restarts, run on whichever process runs workers, and show in the jobs table like any other job.
 * Fedify retries on its own schedule (nativeRetrial false), so each job runs once.
 */
export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  #handler: Handler | null = null;

  constructor(private readonly jobs: JobQueue) {}

  /** The `federation` job's handler (jobs/index.ts). */
  async run(message: unknown): Promise<void> {
    if (!this.#handler) throw new Error('The federation queue is not listening in this process');
    await this.#handler(message);
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delaySeconds = options?.delay ? Math.max(0, options.delay.total('second')) : 0;
    await this.jobs.enqueue('federation', { message }, { delaySeconds, maxAttempts: 1 });
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    for (const message of messages) await this.enqueue(message, options);
  }

  /** Resolves when `signal` aborts; jobs run through the worker pool meanwhile. */
  listen(handler: Handler, options?: MessageQueueListenOptions): Promise<void> {
    this.#handler = handler;
    return new Promise((resolve) => {
      if (!options?.signal) return;
      options.signal.addEventListener('abort', () => {
        this.#handler = null;
        resolve();
      });
    });
  }
}
