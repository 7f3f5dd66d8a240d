import { msg } from './i18n/msg.ts';
import { z } from 'zod';

/** Analytics at /studio (issue 42 item 5, decision 056): the ranges a creator can choose, in days. */
export const STUDIO_RANGES = [7, 28, 60] as const;
export type StudioRange = (typeof STUDIO_RANGES)[number];
export const STUDIO_DEFAULT_RANGE: StudioRange = 28;
/** How many of the creator's videos the Top videos list shows. */
export const STUDIO_TOP_VIDEOS = 10;

/** Where a watched card was opened: the seven, and `other` (a place page, a notification). */
export const VIEW_SOURCES = ['for_you', 'following', 'profile', 'search', 'share', 'tag', 'sound', 'other'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** One watch reports at most this much playing time (a card left looping for an hour is one hour). */
export const WATCH_MAX_MS = 60 * 60 * 1000;
/** A watch counts as complete only with at least this share of the video played, whatever the player says. */
export const COMPLETION_MIN_SHARE = 0.5;
/** The rollup runs this often and takes watches at least this old (a repeated beacon has arrived by then). */
export const VIEW_ROLLUP_SECONDS = 60;
export const VIEW_SETTLE_SECONDS = 30;

export const STUDIO_MESSAGES_ANALYTICS = {
  badRange: msg('Choose 7, 28 or 60 days'),
  badSource: msg('Unknown view source'),
  badWatch: msg('Watch time must be between 0 and 60 minutes'),
} as const;

/** One watch as the player sends it (sendBeacon, JSON): its own id, how long it played, and where it was opened. */
export const watchSchema = z.object({
  watch_id: z.uuid('Invalid watch id'),
  watched_ms: z.number({ error: STUDIO_MESSAGES_ANALYTICS.badWatch }).int(STUDIO_MESSAGES_ANALYTICS.badWatch).min(0, STUDIO_MESSAGES_ANALYTICS.badWatch).max(WATCH_MAX_MS, STUDIO_MESSAGES_ANALYTICS.badWatch),
  completed: z.boolean().default(false),
  followed: z.boolean().default(false),
  source: z.enum(VIEW_SOURCES, { error: STUDIO_MESSAGES_ANALYTICS.badSource }),
});
export type WatchReport = z.infer<typeof watchSchema>;
