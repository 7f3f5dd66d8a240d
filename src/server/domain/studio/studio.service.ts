import type { StudioRepo, StudioScope } from '../../data/repos/studio.repo.ts';
import type { WatchRepo } from '../../data/repos/watch.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { Sealer } from '../account/sealer.ts';
import { notFound } from '../errors.ts';
import { COMPLETION_MIN_SHARE, STUDIO_RANGES, STUDIO_TOP_VIDEOS, VIEW_SETTLE_SECONDS, type StudioRange } from '../../../shared/studio-analytics.ts';
import type { WatchReport } from '../../../shared/content.schema.ts';
import { addViewer, emptySketch, estimateViewers, mergeStored, mergeStoredSketches } from './viewer-sketch.ts';

/** Watches moved into daily rows per statement: a few seconds of work, then the next batch. */
export const ROLLUP_BATCH = 50_000;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** A creator's stored day sketch with a rollup batch's viewers of that day folded in, in the form to store. */
export const mergeDaySketches = mergeStoredSketches;

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
      id: report.watchId,
      videoId,
      viewerId,
      viewer: this.viewerHash(viewerId ?? `ip:${address}`),
      source: report.source,
      watchedMs: report.watchedMs,
      completed: report.completed,
      followed: report.followed && viewerId !== null,
      completionShare: COMPLETION_MIN_SHARE,
    });
    if (!visible) throw notFound('Video not found');
  }

  /**
   * Unique viewers over the range: a video's exactly (its viewers are few enough to count), a creator's estimated
   * from their day sketches and the watches not rolled up yet (issue 56 item 4), within about 2 %.
   */
  private async uniqueViewers(scope: StudioScope, days: StudioRange): Promise<{ count: number; estimated: boolean }> {
    if (scope.videoId) return { count: await this.studio.videoViewers(scope.creatorId, scope.videoId, days), estimated: false };
    const { sketches, pending } = await this.studio.creatorViewers(scope.creatorId, days);
    const sketch = emptySketch();
    for (const stored of sketches) mergeStored(sketch, stored);
    for (const viewer of pending) addViewer(sketch, viewer);
    return { count: Math.round(estimateViewers(sketch)), estimated: true };
  }

  private async numbers(scope: StudioScope, days: StudioRange) {
    const [daily, sources, totals, viewers] = await Promise.all([
      this.studio.daily(scope, days),
      this.studio.sources(scope, days),
      this.studio.totals(scope, days),
      this.uniqueViewers(scope, days),
    ]);
    const views = daily.reduce((sum, day) => sum + day.views, 0);
    const watchMs = daily.reduce((sum, day) => sum + day.watchMs, 0);
    const completions = daily.reduce((sum, day) => sum + day.completions, 0);
    return {
      days,
      totals: {
        views,
        uniqueViewers: viewers.count,
        uniqueViewersEstimated: viewers.estimated,
        watchMs: watchMs,
        averageWatchMs: Math.round(ratio(watchMs, views)),
        completionRate: ratio(completions, views),
        likes: totals.likes,
        comments: totals.comments,
        shares: totals.shares,
        followersGained: totals.follows,
      },
      sources,
      daily: daily.map((day) => ({ day: day.day, views: day.views, watchMs: day.watchMs, completionRate: ratio(day.completions, day.views) })),
    };
  }

  /** A video as /studio names it: caption and the small thumbnail, signed. */
  private async presentVideo(row: { id: string; caption: string; thumbnailSmallUrl: string | null; thumbnailUrl: string | null; createdAt: Date }) {
    return { id: row.id, caption: row.caption, thumbnailUrl: await this.media.sign(row.thumbnailSmallUrl ?? row.thumbnailUrl), createdAt: row.createdAt.toISOString() };
  }

  /** One batch of the rollup; true when the batch was full and more may wait. */
  async rollUp(): Promise<boolean> {
    return (await this.watches.rollUp(VIEW_SETTLE_SECONDS, ROLLUP_BATCH, mergeDaySketches)) === ROLLUP_BATCH;
  }

  /** Hourly: who watched on which day (and the creators' day sketches) go once no range reaches back to them. */
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
        averageWatchMs: Math.round(ratio(row.watchMs, row.views)),
        completionRate: ratio(row.completions, row.views),
      })),
    );
    return { ...numbers, topVideos: topVideos };
  }

  /** One of the creator's own videos; anyone else's is 404, as if it did not exist. */
  async video(creatorId: string, videoId: string, days: StudioRange) {
    const video = await this.studio.ownVideo(creatorId, videoId);
    if (!video) throw notFound('Video not found');
    const numbers = await this.numbers({ creatorId, videoId }, days);
    return {
      ...numbers,
      video: { ...(await this.presentVideo(video)), durationMs: Math.round((video.duration ?? 0) * 1000) },
    };
  }
}
