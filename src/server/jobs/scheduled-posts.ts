import type { AppContext } from '../context.ts';
import { SCHEDULE_SWEEP_SECONDS } from '../../shared/studio.ts';
import { SWEEP_BATCH } from '../domain/videos/drafts.service.ts';
import { runThenRequeue, type Recurring } from './recurring.ts';

export const SCHEDULED_POSTS: Recurring = { kind: 'scheduled-posts', payload: {}, everySeconds: SCHEDULE_SWEEP_SECONDS };

/**
 * Scheduled posts go out (issue 42, decision 055): a `scheduled-posts` job posts the held videos whose time has
 * come, batch after batch while a batch is full, then queues its next sweep SCHEDULE_SWEEP_SECONDS on (decision
 * 060). One sweep is waiting at a time however many workers run; the repository's `skip locked` still gives each
 * row to one sweep should a retry run beside it. A time that passed while nothing ran is posted by the first
 * sweep at start.
 */
export function scheduledPostsJob(ctx: Pick<AppContext, 'services' | 'jobs'>) {
  return () =>
    runThenRequeue(ctx.jobs, SCHEDULED_POSTS, async () => {
      while ((await ctx.services.drafts.postDue()) === SWEEP_BATCH);
    });
}
