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
  /** Each server's theoretical next turn (issue 52): a flood is spread out, its neighbours' go at once. */
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
   * Seconds until a server's activity may run: a server's share of inbox work is done at its share's pace, so
   * the burst the door lets through (a quarter of a minute's share) never sits ahead of another server's
   * activity in the queue. A short burst of its own (two seconds' share) runs at once: a server's ordinary
   * deliveries arrive bunched. A cell-rate schedule per server (GCRA), per process as the door's count is.
   */
  private turnOf(domain: string | null): number {
    if (!domain) return 0;
    const now = this.now();
    const interval = 60_000 / this.perMinute;
    const tolerance = Math.max(0, this.perMinute / 30 - 1) * interval;
    const due = Math.max(now, this.#nextTurn.get(domain) ?? 0);
    if (this.#nextTurn.size >= SERVERS_KEPT) this.#nextTurn.clear();
    this.#nextTurn.set(domain, due + interval);
    return Math.max(0, due - tolerance - now) / 1000;
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
