/**
 * Who may watch a video and who may comment on it (issue 38, decision 045): the values the server stores and
 * checks, and the words the upload and edit screens show for them.
 */
import { msg } from './i18n/msg.ts';

/** Public; Followers (approved followers only); Only me; Unlisted (anyone with the link, listed nowhere). */
export const VIDEO_VISIBILITIES = ['public', 'followers', 'only_me', 'unlisted'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

export const VISIBILITY_LABELS: Record<VideoVisibility, string> = {
  public: msg('Public'),
  followers: msg('Followers'),
  only_me: msg('Only me'),
  unlisted: msg('Unlisted'),
};

export const VISIBILITY_HINTS: Record<VideoVisibility, string> = {
  public: msg('Anyone can watch'),
  followers: msg('Only your approved followers can watch'),
  only_me: msg('Only you can watch'),
  unlisted: msg('Anyone with the link can watch; it is not listed anywhere'),
};

/** Everyone; Followers (the creator's followers); Off. */
export const COMMENT_POLICIES = ['everyone', 'followers', 'off'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

export const COMMENT_POLICY_LABELS: Record<CommentPolicy, string> = {
  everyone: msg('Everyone'),
  followers: msg('Followers'),
  off: msg('Off'),
};

/** The longest content warning a creator or moderator may write. */
export const CONTENT_WARNING_MAX = 100;

/** Accounts whose age is under this start private, with comments from followers. */
export const PRIVATE_BY_DEFAULT_UNDER_AGE = 16;

/** "Always show sensitive content" is refused to anyone whose age is under this. */
export const SENSITIVE_CONTENT_MIN_AGE = 18;

/** How long a muted word lasts; forever has no end. */
export const MUTE_DURATIONS = ['day', 'week', 'month', 'forever'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];

export const MUTE_DURATION_LABELS: Record<MuteDuration, string> = {
  day: msg('24 hours'),
  week: msg('7 days'),
  month: msg('30 days'),
  forever: msg('Forever'),
};

export const MUTE_DURATION_MS: Record<MuteDuration, number | null> = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
  forever: null,
};

/** The most muted words one account keeps. */
export const MUTED_WORDS_MAX = 200;
export const MUTED_WORD_MAX_LENGTH = 100;

/** What the server says when it refuses. */
export const AUDIENCE_MESSAGES = {
  commentsOff: msg('Comments are turned off'),
  commentsFollowersOnly: msg('Only followers can comment on this video'),
  sensitiveUnder18: msg('You must be 18 or older to always show sensitive content'),
  mutedWordEmpty: msg('Enter a word or hashtag with at least one letter or number'),
  mutedWordsFull: `You can mute up to ${MUTED_WORDS_MAX} words`,
  cannotMuteSelf: msg('You cannot mute yourself'),
} as const;

/** What the upload and edit forms, and the server, say about a video's settings (issue 38 part A). */
export const VIDEO_SETTINGS_MESSAGES = {
  visibility: msg('Choose who can watch: Public, Followers, Only me or Unlisted'),
  commentPolicy: msg('Choose who can comment: Everyone, Followers or Off'),
  sensitive: msg('Sensitive must be true or false'),
  contentWarningTooLong: `Content warnings must be at most ${CONTENT_WARNING_MAX} characters`,
  contentWarningNeedsSensitive: msg('Mark the video as sensitive to add a content warning'),
} as const;

/** What a sensitive video shows over its blurred poster when it has no warning of its own. */
export const SENSITIVE_FALLBACK_WARNING = msg('Sensitive content');

/** What the comments panel says, and what the creator's controls are called. */
export const COMMENT_CONTROL_MESSAGES = {
  notCreator: msg("Only the video's creator can hide or pin its comments"),
  commentNotFound: msg('Comment not found'),
  pinReply: msg('Only a comment, not a reply, can be pinned'),
  pinHidden: msg('Unhide this comment before pinning it'),
  hiddenLabel: msg('Hidden'),
  pinnedLabel: msg('Pinned'),
} as const;
