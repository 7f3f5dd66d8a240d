import type { AppContext } from '../context.ts';
import { VIEW_ROLLUP_SECONDS } from '../../shared/studio-analytics.ts';
import { startBeat } from './beat.ts';

/**
 * The player's watches become daily rows (issue 42 item 5, decision 056): every VIEW_ROLLUP_SECONDS, wherever
 * workers run, settled watches are moved into `video_daily_stats` in batches, so the raw table holds minutes of
 * watches, never months. Who watched which day is kept for the longest range only.
 */
export function startViewRollup(ctx: Pick<AppContext, 'log' | 'services'>): () => void {
  return startBeat(ctx.log, 'rolling up video views failed', VIEW_ROLLUP_SECONDS, () => ctx.services.studio.rollUp());
}
