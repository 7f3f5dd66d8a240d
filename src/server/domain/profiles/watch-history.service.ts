import type { WatchHistoryRepo } from '../../data/repos/watch-history.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';
import { WATCH_HISTORY_DAYS, WATCH_HISTORY_PAGE_SIZE } from '../../../shared/watch-history.ts';

/**
 * Settings → Watch history (issue 55 item 4, decision 068): only ever its owner's, at /api/me/history. Watches
 * are written with the player's reports (WatchRepo.record); this reads, removes, clears and pauses.
 */
export class WatchHistoryService {
  constructor(
    private readonly history: WatchHistoryRepo,
    private readonly media: MediaUrls,
  ) {}

  async page(userId: string, cursor?: string) {
    const after = timeCursor(cursor);
    const [paused, rows] = await Promise.all([this.history.paused(userId), this.history.list(userId, WATCH_HISTORY_PAGE_SIZE + 1, after)]);
    return { paused, ...(await keysetPage(rows, WATCH_HISTORY_PAGE_SIZE, timeKey, (row) => this.media.tile(row))) };
  }


  /** Removing a video that is not there is done already: the answer is the same. */
  remove(userId: string, videoId: string) {
    return this.history.remove(userId, videoId);
  }

  clear(userId: string) {
    return this.history.clear(userId);
  }

  /** Pausing keeps what is there; it only stops new watches being kept. */
  async setPaused(userId: string, paused: boolean) {
    await this.history.setPaused(userId, paused);
    return { paused };
  }

  /** Hourly: watches older than WATCH_HISTORY_DAYS go. */
  prune() {
    return this.history.prune(WATCH_HISTORY_DAYS);
  }
}
