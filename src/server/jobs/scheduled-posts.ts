import type { AppContext } from '../context.ts';
import { SCHEDULE_SWEEP_SECONDS } from '../../shared/studio.ts';
import { SWEEP_BATCH } from '../domain/videos/drafts.service.ts';
import { startBeat } from './beat.ts';

/**
 * Scheduled posts go out (issue 42, decision 055): every SCHEDULE_SWEEP_SECONDS, wherever workers run, the held
 * videos whose time has come are posted. Several processes may sweep at once (the repository's `skip locked`
 * gives each row to one of them); a time that passed while nothing ran is posted by the first sweep at start.
 */
export function startScheduledPosts(ctx: Pick<AppContext, 'log' | 'services'>): () => void {
  return startBeat(ctx.log, 'posting scheduled videos failed', SCHEDULE_SWEEP_SECONDS, async () => (await ctx.services.drafts.postDue()) === SWEEP_BATCH);
}
