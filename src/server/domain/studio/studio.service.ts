import type { StudioRepo, StudioScope } from '../../data/repos/studio.repo.ts';
import type { WatchRepo } from '../../data/repos/watch.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { Sealer } from '../account/sealer.ts';
import { notFound } from '../errors.ts';
import { COMPLETION_MIN_SHARE, STUDIO_RANGES, STUDIO_TOP_VIDEOS, VIEW_SETTLE_SECONDS, type StudioRange } from '../../../shared/studio-analytics.ts';
import type { WatchReport } from '../../../shared/content.schema.ts';

/** Watches moved into daily rows per statement: a few seconds of work, then the next batch. */
export const ROLLUP_BATCH = 50_000;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * Creator analytics (issue 42 item 5, decision 056): the player's watches in, /studio's numbers out. A viewer
 * is kept only as a keyed hash (ACCOUNT_SECRET), enough to count unique viewers and no more.
 */
export class StudioService {
  constructor(
    private readonly watches: WatchRepo,
    private readonly studio: StudioRepo,
    private readonly media: MediaUrls,
    private readonly sealer: Sealer,
  ) {}

  private viewerHash(key: string): bigint {
    return Buffer.from(this.sealer.sign(`studio-viewer:${key}`), 'base64url').readBigInt64BE(0);
  }

  /** Stores one watch; a video the viewer may not watch is 404, the creator's own watch is dropped silently. */
  async watch(viewerId: string | null, address: string, videoId: string, report: WatchReport): Promise<void> {
    const { visible } = await this.watches.record({
      id: report.watch_id,
      videoId,
      viewerId,
      viewer: this.viewerHash(viewerId ?? `ip:${address}`),
      source: report.source,
      watchedMs: report.watched_ms,
      completed: report.completed,
      followed: report.followed && viewerId !== null,
      completionShare: COMPLETION_MIN_SHARE,
    });
    if (!visible) throw notFound('Video not found');
  }

  private async numbers(scope: StudioScope, days: StudioRange) {
    const [daily, sources, totals] = await Promise.all([this.studio.daily(scope, days), this.studio.sources(scope, days), this.studio.totals(scope, days)]);
    const views = daily.reduce((sum, day) => sum + day.views, 0);
    const watchMs = daily.reduce((sum, day) => sum + day.watch_ms, 0);
    const completions = daily.reduce((sum, day) => sum + day.completions, 0);
    return {
      days,
      totals: {
        views,
        unique_viewers: totals.viewers,
        watch_ms: watchMs,
        average_watch_ms: Math.round(ratio(watchMs, views)),
        completion_rate: ratio(completions, views),
        likes: totals.likes,
        comments: totals.comments,
        shares: totals.shares,
        followers_gained: totals.follows,
      },
      sources,
      daily: daily.map((day) => ({ day: day.day, views: day.views, watch_ms: day.watch_ms, completion_rate: ratio(day.completions, day.views) })),
    };
  }

  /** A video as /studio names it: caption and the small thumbnail, signed. */
  private async presentVideo(row: { id: string; caption: string; thumbnail_small_url: string | null; thumbnail_url: string | null; created_at: Date }) {
    return { id: row.id, caption: row.caption, thumbnail_url: await this.media.sign(row.thumbnail_small_url ?? row.thumbnail_url), created_at: row.created_at.toISOString() };
  }

  /** One batch of the rollup; true when the batch was full and more may wait. */
  async rollUp(): Promise<boolean> {
    return (await this.watches.rollUp(VIEW_SETTLE_SECONDS, ROLLUP_BATCH)) === ROLLUP_BATCH;
  }

  /** Hourly: who watched on which day goes once no range reaches back to it. */
  pruneViewerDays() {
    return this.watches.pruneViewerDays(Math.max(...STUDIO_RANGES));
  }

  /** All of the creator's videos: the numbers, and the most watched videos. */
  async overview(creatorId: string, days: StudioRange) {
    const [numbers, top] = await Promise.all([this.numbers({ creatorId, videoId: null }, days), this.studio.topVideos(creatorId, days, STUDIO_TOP_VIDEOS)]);
    const topVideos = await Promise.all(
      top.map(async (row) => ({
        ...(await this.presentVideo(row)),
        views: row.views,
        average_watch_ms: Math.round(ratio(row.watch_ms, row.views)),
        completion_rate: ratio(row.completions, row.views),
      })),
    );
    return { ...numbers, top_videos: topVideos };
  }

  /** One of the creator's own videos; anyone else's is 404, as if it did not exist. */
  async video(creatorId: string, videoId: string, days: StudioRange) {
    const video = await this.studio.ownVideo(creatorId, videoId);
    if (!video) throw notFound('Video not found');
    const numbers = await this.numbers({ creatorId, videoId }, days);
    return {
      ...numbers,
      video: { ...(await this.presentVideo(video)), duration_ms: Math.round((video.duration ?? 0) * 1000) },
    };
  }
}
