/**
 * A viral video stays cheap (issue 55 item 6, decision 071): a burst of likes, saves and reposts waits in a
 * ledger and is folded into the video's counts and its creator's notification group at most once a window;
 * clients hear a video's new counts (realtime `video.counts`) at most once a window too.
 */
export const SETTLE_WINDOW_MS = 1000;

/** The ledger rows one settle folds at most, so a huge backlog is worked off in steps, not one long lock. */
export const SETTLE_BATCH = 20_000;

/** The counts `video.counts` carries: the ones a card shows. Views change too often to be sent live. */
export interface VideoCounts {
  id: string;
  likeCount: number;
  favouriteCount: number;
  repostCount: number;
  commentCount: number;
  shareCount: number;
}
