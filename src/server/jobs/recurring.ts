import type { AppContext } from '../context.ts';
import type { JobKind, JobPayload } from '../queue/job-catalog.ts';

/** A periodic job (decision 060): its kind and payload, and how long after one run ends the next is due. */
export type Recurring = { [K in JobKind]: { kind: K; payload: JobPayload<K>; everySeconds: number } }[JobKind];

/**
 * One run of periodic work: `work`, then the next run queued `everySeconds` on, in a `finally`, so a run that
 * throws still has its next one. The queue logs the failure and retries the run by its attempts; no other
 * periodic job waits on it. One next run at a time however many workers there are: enqueueOnce, and a run's own
 * dedupe key is cleared when it is claimed, so only the next one holds it.
 */
export async function runThenRequeue(jobs: AppContext['jobs'], job: Recurring, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } finally {
    await jobs.enqueueOnce(job.kind, job.payload, { delaySeconds: job.everySeconds });
  }
}
