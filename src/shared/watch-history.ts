import { z } from 'zod';
import { msg } from './i18n/msg.ts';
import { profileVideoSchema } from './profile-answers.schema.ts';

/**
 * Watch history (issue 55 item 4, decision 068): the videos a person watched, from the player's watch reports,
 * kept for WATCH_HISTORY_DAYS and seen only by its owner, at /api/me/history.
 */

/** How long a watch stays in the history: older ones are pruned every hour. */
export const WATCH_HISTORY_DAYS = 90;
/** For You leaves out a video its viewer watched within this many days (while it is in their history). */
export const WATCH_HISTORY_REPEAT_DAYS = 14;
/** Tiles per page of Settings → Watch history. */
export const WATCH_HISTORY_PAGE_SIZE = 60;

export const watchHistoryItemSchema = profileVideoSchema
  .extend({ watchedAt: z.date().describe('The last time I watched it; the grid groups by its day') })
  .meta({ id: 'WatchHistoryItem' });

export const watchHistoryPageSchema = z
  .object({
    paused: z.boolean().describe('Recording is paused: new watches are not kept (those already kept stay)'),
    items: z.array(watchHistoryItemSchema).describe('Last watched first; a video I may no longer see is left out'),
    nextCursor: z.string().nullable().describe('Opaque: pass it back as cursor for the next page; null on the last page'),
  })
  .meta({ id: 'WatchHistoryPage' });

export const watchHistoryRecordingSchema = z
  .object({ paused: z.boolean() })
  .meta({ id: 'WatchHistoryRecording', description: 'Whether my watch history records what I watch' });

export type WatchHistoryItem = z.infer<typeof watchHistoryItemSchema>;
export type WatchHistoryPage = z.infer<typeof watchHistoryPageSchema>;

/**
 * The Settings screen's words (English is the message id). Marked msg() so the catalog check finds them: as
 * src/shared's words they sit in the web's `shared` namespace (es/ar), which every screen reads after its own.
 */
export const WATCH_HISTORY_TEXT = {
  title: msg('Watch history'),
  linkDetail: msg('The videos you watched in the last 90 days. Only you can see it.'),
  empty: msg('No videos in your watch history'),
  pausedEmpty: msg('Watch history is paused. Videos you watch are not kept.'),
  pause: msg('Pause watch history'),
  pausedNote: msg('Paused: what you watch now is not kept.'),
  pauseFailed: msg('Could not change whether your watch history is kept. Please try again.'),
  clearAll: msg('Clear all'),
  clearTitle: msg('Clear watch history'),
  clearConfirm: msg('Clear your whole watch history? This cannot be undone.'),
  clearing: msg('Clearing…'),
  cleared: msg('Watch history cleared'),
  clearFailed: msg('Could not clear your watch history. Please try again.'),
  remove: msg('Remove from watch history'),
  removeFailed: msg('Could not remove this video from your watch history. Please try again.'),
  today: msg('Today'),
  yesterday: msg('Yesterday'),
  loading: msg('Loading your watch history'),
  loadFailed: msg('Could not load your watch history'),
} as const;
