import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobQueue } from '../queue/queue.ts';
import { policyDomain } from '../../shared/federation-policy.ts';

type Handler = (message: unknown) => Promise<void> | void;

/** Past this many servers remembered, the spacing map starts over rather than grow (a flood of hosts). */
const SERVERS_KEPT = 10_000;

/** The server an incoming activity came from: its actor's domain, as the inbox's door counted it. */
function senderDomain(message: unknown): string | null {
  const activity = (message as { type?: string; activity?: { actor?: unknown } } | null)?.type === 'inbox' ? (message as { activity?: { actor?: unknown } }).activity : null;
  const actor = activity?.actor;
  const id = typeof actor === 'string' ? actor : typeof (actor as { id?: unknown } | undefined)?.id === 'string' ? (actor as { id: string }).id : null;
  return id && URL.canParse(id) ? policyDomain(new URL(id).host) : null;
}

/**
 * Fedify's message queue on Popreel's job queue (issue 40): deliveries and inbox work are `federation` jobs, so
 * they survive restarts, run on whichever process runs workers, and show in the jobs table like any other job.
 * Fedify retries on its own schedule (nativeRetrial false), so each job runs once.
 */
export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  #handler: Handler | null = null;
  /** When each server's next activity may run (issue 52): a flood is spread out, its neighbours' go at once. */
  readonly #nextTurn = new Map<string, number>();

  /** `perMinute`: a server's share of inbox work (FEDERATION_INBOX_PER_MINUTE), its activities spaced by it. */
  constructor(
    private readonly jobs: JobQueue,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The `federation` job's handler (jobs/index.ts). */
  async run(message: unknown): Promise<void> {
    if (!this.#handler) throw new Error('The federation queue is not listening in this process');
    await this.#handler(message);
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delaySeconds = Math.max(options?.delay ? options.delay.total('second') : 0, this.turnOf(senderDomain(message)));
    await this.jobs.enqueue('federation', { message }, { delaySeconds, maxAttempts: 1 });
  }

  /**
   * Seconds until a server's next activity may run: one every 60/perMinute s per server, so the work a server
   * queues within its share (the door's token bucket lets a minute's worth through at once) is done at its
   * share's pace, and another server's activity is never queued behind it. Per process, as the door's count is.
   */
  private turnOf(domain: string | null): number {
    if (!domain) return 0;
    const now = this.now();
    const turn = Math.max(now, this.#nextTurn.get(domain) ?? 0);
    if (this.#nextTurn.size >= SERVERS_KEPT) this.#nextTurn.clear();
    this.#nextTurn.set(domain, turn + 60_000 / this.perMinute);
    return (turn - now) / 1000;
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
