import type { AppContext } from '../context.ts';
import { transcodeJob } from './transcode.job.ts';

/** Every job kind Popreel runs; the in-process workers and `npm run worker` both use this list. */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.register('transcode', transcodeJob(ctx));
}
