import { dedupeKey, type JobQueue } from '../../queue/queue.ts';

/**
 * The job that rebuilds a viewer's For You. Signals (views, pops, likes, shares, follows, "Not interested")
 * queue it a little after they happen and at most once while it waits, so a burst of signals costs one run.
 */
const REFRESH_DELAY_SECONDS = 20;

/** The debounced refresh as a row to insert, for SQL that queues it in the same statement as its signal. */
export function forYouRefresh(userId: string) {
  const payload = { userId };
  return { kind: 'recommendations', payload, delaySeconds: REFRESH_DELAY_SECONDS, dedupeKey: dedupeKey('recommendations', payload) };
}

export function queueForYouRefresh(jobs: JobQueue, userId: string) {
  return jobs.enqueueOnce('recommendations', { userId }, { delaySeconds: REFRESH_DELAY_SECONDS });
}
