import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../bus/bus.ts';
import { dedupeKey } from '../../queue/queue.ts';
import type { SettleRepo } from '../../data/repos/settle.repo.ts';
import type { ForYouRefreshRepo } from '../../data/repos/for-you-refresh.repo.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { realtimeEvent } from '../../../shared/realtime-catalog.ts';
import { SETTLE_BATCH, SETTLE_WINDOW_MS, type VideoCounts } from '../../../shared/live-counts.ts';

/**
 * What a burst left waiting, settled once a SETTLE_WINDOW_MS (decision 071): the waiting notifications
 * written, the counter ledger folded into the videos, the waiting members into their notification groups (each
 * then announced once: realtime and push), the due For You refreshes queued as jobs (decision 073), and one
 * `video.counts` event for each video whose counts changed, whether its writes waited or not. Every instance
 * settles; the database lets one at a time fold, so two never fight over a row.
 */
export class Settler {
  /** Videos this instance counted at once since the last settle: their clients still need to hear. */
  private readonly touchedVideos = new Set<string>();
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: SettleRepo,
    private readonly forYouRefreshes: Pick<ForYouRefreshRepo, 'queueDue'>,
    private readonly notifications: Pick<NotificationService, 'announceAll'>,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A like, save, repost, comment or share changed this video's counts here. */
  touched(videoId: string) {
    this.touchedVideos.add(videoId);
  }

  /** One settle now, after any already running in this instance. */
  settle(): Promise<void> {
    this.running = this.running.catch(() => undefined).then(() => this.settleOnce());
    return this.running;
  }

  /** The video's counts as `video.counts` sends them; null when it has gone. */
  async counts(videoId: string): Promise<VideoCounts | null> {
    return (await this.repo.counts(videoId)) ?? null;
  }

  private async settleOnce() {
    // Notifications first: they add members to groups, which the groups' settle then counts.
    await this.repo.settleNotifications(SETTLE_BATCH);
    const settledVideos = await this.repo.settleCounters(SETTLE_BATCH);
    const groups = await this.repo.settleGroups(SETTLE_BATCH);
    await this.notifications.announceAll(groups);
    await this.forYouRefreshes.queueDue(SETTLE_BATCH, (userId) => dedupeKey('recommendations', { userId }));
    const changed = new Set([...this.touchedVideos, ...settledVideos]);
    this.touchedVideos.clear();
    for (const videoId of changed) await this.bus.publish(realtimeEvent('video', videoId, 'video.counts', videoId));
  }

  /** Settles every window until the returned stop, which waits for a settle under way. */
  start(): () => Promise<void> {
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    const tick = async () => {
      try {
        await this.settle();
      } catch (error) {
        // The database away for a moment: the rows wait, and the next window tries again.
        if (!stopped) this.log.warn({ err: error }, 'settling counts failed; trying again next window');
      }
      if (!stopped) timer = setTimeout(() => void tick(), SETTLE_WINDOW_MS).unref();
    };
    timer = setTimeout(() => void tick(), SETTLE_WINDOW_MS).unref();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await this.running.catch(() => undefined);
    };
  }
}
