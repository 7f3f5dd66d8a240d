import type { AppContext } from '../context.ts';
import { SCHEDULE_SWEEP_SECONDS } from '../../shared/studio.ts';
import { SWEEP_BATCH } from '../domain/videos/drafts.service.ts';

/**
 * Scheduled posts go out (issue 42, decision 055): every SCHEDULE_SWEEP_SECONDS, wherever workers run, the held
 * videos whose time has come are posted. Several processes may sweep at once (the repository's `skip locked`
 * gives each row to one of them); a time that passed while nothing ran is posted by the first sweep at start.
 */
export function startScheduledPosts(ctx: Pick<AppContext, 'log' | 'services'>): () => void {
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return; // a slow sweep is not overlapped by the next tick in the same process
    sweeping = true;
    try {
      // A full batch means more may be due: go on at once rather than a tick later.
      while ((await ctx.services.drafts.postDue()) === SWEEP_BATCH);
    } catch (error) {
      ctx.log.warn({ err: error }, 'posting scheduled videos failed');
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), SCHEDULE_SWEEP_SECONDS * 1000);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
