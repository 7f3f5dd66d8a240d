/** Business constants and limits of spec §9. Every number the product uses lives here, once. */
import { msg } from './i18n/msg.ts';

export const APP_NAME = 'Popreel';

export const FEED_PAGE_SIZE = 10;
/** A grid's player (issue 25): a page as long as a tag grid's, so a tile of a loaded grid page is found in as many pages. */
export const PLAYER_PAGE_SIZE = 20;
export const SIGNED_VIDEO_URL_SECONDS = 3600;
export const AUDIO_PREVIEW_URL_SECONDS = 300;
export const EDITOR_AUDIO_URL_SECONDS = 3600;
export const NOTIFICATIONS_FETCHED = 50;
export const NOTIFICATION_BADGE_MAX = 9;
export const DOUBLE_TAP_MS = 300;
export const PROMPT_OVERLAY_DELAY_MS = 3000;
export const PROMPT_OVERLAY_VISIBLE_MS = 3000;
export const VISIBILITY_THRESHOLD = 0.5;
export const REPORT_DETAILS_MAX = 500;
/**
 * Issue 38 part 7 (decision 047): the anchors' ten reasons replace the spec's four (spam, harassment, unsafe,
 * other); 'unsafe' rows became 'violence'. Labels are in REPORT_REASON_LABELS, in this order.
 */
export const REPORT_REASONS = [
  'spam', 'harassment', 'hate', 'violence', 'nudity', 'child_safety', 'self_harm', 'misinformation', 'intellectual_property', 'other',
] as const;
/** What a report can be about (decision 047). */
export const REPORT_TARGET_KINDS = ['video', 'comment', 'profile', 'chat_message', 'sound', 'story'] as const;
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_CHECK_DELAY_MS = 500;
export const BIO_MAX = 200;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Ours, not spec §9 (decision 012): a short-video app; longer uploads are refused. */
export const MAX_VIDEO_SECONDS = 180;
export const THUMBNAIL_FRAME_SECONDS = 0.2;
/** Ours: a thumbnail is this wide (a full-screen card on a phone); grids pick the small one where it is enough. */
export const THUMBNAIL_WIDTH = 720;
export const THUMBNAIL_SMALL_WIDTH = 360;
/** Ours: an avatar is stored this many px square, and again small for the 32–48 px circles of cards and rings. */
export const AVATAR_SIZE = 512;
export const AVATAR_SMALL_SIZE = 128;
export const UPLOAD_PROGRESS_STEPS = [10, 40, 60, 90, 100] as const;
export const SWIPE_CANDIDATES_MAX = 50;
export const INTERESTS_PER_CARD = 5;
export const PLACE_SEARCH_MAX = 10;
export const PLACE_TYPES = ['restaurant', 'bar', 'event', 'venue', 'shop', 'other'] as const;
export const DEFAULT_PLACE_TYPE = 'restaurant';
export const MAP_DEFAULT_CENTER = { lat: 51.505, lng: -0.09 } as const;
export const MAP_DEFAULT_ZOOM = 13;
export const MAP_PLACE_ZOOM = 15;
export const STORY_RECORDING_MAX_SECONDS = 15;
export const STORY_CAPTION_MAX = 120;
export const STORY_LIFETIME_HOURS = 24;
export const STORY_CROP_OUTPUT = { width: 1080, height: 1920, quality: 0.9 } as const;
export const CAMERA_REQUEST = { width: 1080, height: 1920, facingMode: 'user' } as const;
export const STORY_THUMBNAIL_QUALITY = 0.8;
/** Ours (the viewer is not shown in the spec): how long an image story shows, as in other story apps. */
export const STORY_IMAGE_SECONDS = 5;
export const CROP_ZOOM_RANGE = { min: 0.5, max: 3 } as const;
export const EDITOR_TRIM_MAX_SECONDS = 60;
export const STORY_TRIM_MAX_SECONDS = 15;
export const TRIM_STEP_SECONDS = 0.1;
export const EDITOR_VIDEO_VOLUME_DEFAULT = 60;
export const EDITOR_MUSIC_VOLUME_DEFAULT = 40;
export const FILTER_INTENSITY = { min: 0, max: 100, step: 5, default: 100 } as const;
export const SPEED_RANGE = { min: 0.75, max: 1.5, step: 0.25 } as const;
export const EXPORT_SETTINGS = { codec: 'H.264', preset: 'ultrafast', crf: 28, bestUnderSeconds: 60, bestUnderBytes: 50 * 1024 * 1024 } as const;
export const TRENDING_SOUNDS = 10;
export const MINIMUM_AGE = 13;
/** Ours, not spec §9 (decision 013): singles matching is for adults only. */
export const MATCHING_MIN_AGE = 18;
export const CHAT_PAGE_SIZE = 50;
/** Ours, not spec §9 (issue 23, decision 024): search, hashtag pages and discovery. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_WORDS_MAX = 6;
export const SEARCH_TOP_PEOPLE = 3;
export const SEARCH_TOP_TAGS = 5;
export const SEARCH_TOP_SOUNDS = 3;
export const TRENDING_TAGS = 10;
export const SUGGESTED_CREATORS = 10;
export const RECENT_SEARCHES_MAX = 10;
/** Long enough that a word typed at speed is one search, short enough that results feel live. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Ours, not spec §9 (issue 24, decision 025): account recovery, two-factor, passkeys, export and deletion. */
export const PASSWORD_RESET_MINUTES = 30;
export const EMAIL_LINK_HOURS = 24;
export const TWO_FACTOR_TICKET_MINUTES = 5;
export const TWO_FACTOR_CODE_DIGITS = 6;
export const TWO_FACTOR_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX = 60;
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
export const DATA_EXPORT_LINK_DAYS = 7;
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const SHARE_TITLE_CAPTION_MAX = 60;
export const LEGAL_LAST_UPDATED = msg('Last updated: October 16, 2025');
export const STORAGE_BUCKETS = ['videos', 'thumbnails', 'avatars', 'stories', 'audio'] as const;
export const EMOJI_STICKERS = ['heart', 'fire', 'laughing', 'heart-eyes', 'party', 'clap', '100', 'sparkles'] as const;
export const VIDEO_FILTERS = ['none', 'neon', 'chrome', 'vhs', 'noir', 'vibrance', 'blur', 'speed'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The words the report dialog and the moderation screen show for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: msg('Spam'),
  harassment: msg('Harassment or bullying'),
  hate: msg('Hate'),
  violence: msg('Violence'),
  nudity: msg('Nudity or sexual content'),
  child_safety: msg('Child safety'),
  self_harm: msg('Self-harm'),
  misinformation: msg('Misinformation'),
  intellectual_property: msg('Intellectual property'),
  other: msg('Other'),
};

/** Each kind of report target as a word: the dialog's title ('Report Video', spec §2) and the queue's badge. */
export const REPORT_TARGET_LABELS: Record<ReportTargetKind, string> = {
  video: msg('Video'),
  comment: msg('Comment'),
  profile: msg('Profile'),
  chat_message: msg('Message'),
  sound: msg('Sound'),
  story: msg('Story'),
};
export type PlaceType = (typeof PLACE_TYPES)[number];
/** Each place type as a word, lower case as a place page shows it (forms capitalise it for a list). */
export const PLACE_TYPE_LABELS: Record<PlaceType, string> = {
  restaurant: msg('restaurant'),
  bar: msg('bar'),
  event: msg('event'),
  venue: msg('venue'),
  shop: msg('shop'),
  other: msg('other'),
};
/** Ours (issue 24): data exports, never served by signed media links, only by their owner's download route. */
export const EXPORTS_BUCKET = 'exports';
/** The buckets signed media links may name. */
export type MediaBucket = (typeof STORAGE_BUCKETS)[number];
export type StorageBucket = MediaBucket | typeof EXPORTS_BUCKET;

/** '9+' above the badge maximum, the count itself otherwise, nothing at zero. */
export function notificationBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(unread);
}

/**
 * Events of one kind on one target within this long of a group's latest event join it (decision 043): "sofia
 * and 4 others liked your video". The database's notification_group_window() says the same; a test checks.
 */
export const GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The kinds a person can turn on and off, in the order Settings lists them. */
export const NOTIFICATION_KINDS = ['follow', 'like', 'repost', 'comment', 'reply', 'mention', 'new_video'] as const;
export type NotificationSettingKind = (typeof NOTIFICATION_KINDS)[number];
/** A new video from someone followed is opt-in; everything else is on until turned off. */
export const NOTIFICATION_KIND_DEFAULTS: Record<NotificationSettingKind, { inApp: boolean; push: boolean }> = {
  follow: { inApp: true, push: true },
  like: { inApp: true, push: true },
  repost: { inApp: true, push: true },
  comment: { inApp: true, push: true },
  reply: { inApp: true, push: true },
  mention: { inApp: true, push: true },
  new_video: { inApp: false, push: false },
};
/**
 * Ours (issue 37, decision 044): Web Push. Pushes with one tag within this many seconds are one push (30 likes
 * on a video in a burst: one "… and 29 others"), carrying the latest text; an account keeps this many devices.
 */
export const PUSH_GROUP_SECONDS = 20;
export const PUSH_DEVICES_MAX = 20;
