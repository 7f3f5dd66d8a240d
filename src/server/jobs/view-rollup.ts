import type { AppContext } from '../context.ts';
import { VIEW_ROLLUP_SECONDS } from '../../shared/studio-analytics.ts';
import { runThenRequeue, type Recurring } from './recurring.ts';

export const VIEW_ROLLUP: Recurring = { kind: 'view-rollup', payload: {}, everySeconds: VIEW_ROLLUP_SECONDS };

/**
 * The player's watches become daily rows (issue 42 item 5, decision 056): a `view-rollup` job moves settled
 * watches into `video_daily_stats`, batch after batch while there are more, then queues its next run
 * VIEW_ROLLUP_SECONDS on (decision 060), so the raw table holds minutes of watches, never months. Who watched
 * which day is kept for the longest range only (housekeeping's `viewer-days` step).
 */
export function viewRollupJob(ctx: Pick<AppContext, 'services' | 'jobs'>) {
  return () =>
    runThenRequeue(ctx.jobs, VIEW_ROLLUP, async () => {
      while (await ctx.services.studio.rollUp());
    });
}
