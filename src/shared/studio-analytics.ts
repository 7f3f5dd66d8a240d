import { msg } from './i18n/msg.ts';

/** Analytics at /studio (issue 42 item 5, decision 056): the ranges a creator can choose, in days. */
export const STUDIO_RANGES = [7, 28, 60] as const;
export type StudioRange = (typeof STUDIO_RANGES)[number];
export const STUDIO_DEFAULT_RANGE: StudioRange = 28;
/** How many of the creator's videos the Top videos list shows. */
export const STUDIO_TOP_VIDEOS = 10;

/** Where a watched card was opened: the seven, and `other` (a place page, a notification). */
export const VIEW_SOURCES = ['for_you', 'following', 'profile', 'search', 'share', 'tag', 'sound', 'other'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];
/** A source's field in the Studio's numbers, camelCase like every field (the source `for_you` is `forYou`). */
export const VIEW_SOURCE_FIELDS = { for_you: 'forYou', following: 'following', profile: 'profile', search: 'search', share: 'share', tag: 'tag', sound: 'sound', other: 'other' } as const;
export type ViewSourceField = (typeof VIEW_SOURCE_FIELDS)[ViewSource];

/** One watch reports at most this much playing time (a card left looping for an hour is one hour). */
export const WATCH_MAX_MS = 60 * 60 * 1000;
/** A watch counts as complete only with at least this share of the video played, whatever the player says. */
export const COMPLETION_MIN_SHARE = 0.5;
/** The player reports a watch again after this much more playing time, so a report lost at unload costs little. */
export const WATCH_REPORT_EVERY_MS = 5000;
/** Paused longer than this, a watch is over: playing again starts the next one (its id is then long settled). */
export const WATCH_IDLE_MS = 60_000;
/** The rollup runs this often and takes watches not reported for this long (twice the idle time: never one still going). */
export const VIEW_ROLLUP_SECONDS = 60;
export const VIEW_SETTLE_SECONDS = 120;

export const STUDIO_ANALYTICS_MESSAGES = {
  badRange: msg('Choose 7, 28 or 60 days'),
  badSource: msg('Unknown view source'),
  badWatch: msg('Watch time must be between 0 and 60 minutes'),
} as const;

