/**
 * User-facing strings of the feed, video card, comments, report, block, delete and share page (spec §2, §4,
 * §5, §8), with "the product" read as Popreel. Kept in src/shared so the server can answer with the same
 * words where it needs them.
 */
import { msg } from './i18n/msg.ts';

export const REACTION_MESSAGES = {
  failed: msg('Failed to update reaction'),
  likeFailed: msg('Failed to update like'),
  loginTitle: msg('Login required'),
  loginBody: msg('Please log in to react to videos'),
} as const;

export const SHARE_MESSAGES = {
  title: msg('✨ Shared!'),
  shared: msg('Video shared successfully'),
  copied: msg('Link copied to clipboard'),
  copyFailed: msg('Failed to copy link'),
} as const;

export const COMMENT_MESSAGES = {
  title: msg('Comments'),
  empty: msg('No comments yet. Be the first!'),
  placeholder: msg('Add a comment...'),
  replying: msg('Replying to comment'),
  postedTitle: msg('✨ Comment posted!'),
  postedBody: msg('Your comment has been added'),
  failed: msg('Failed to post comment'),
} as const;

export const REPORT_MESSAGES = {
  title: msg('Report Video'),
  selectReason: msg('Please select a reason'),
  loginRequired: msg('You must be logged in to report'),
  // APP_NAME written out, so the catalogs can hold the sentence.
  success: msg('Report submitted successfully. Thank you for keeping Popreel safe!'),
  failed: msg('Failed to submit report'),
  submit: msg('Submit'),
  submitting: msg('Submitting...'),
} as const;

export const DELETE_MESSAGES = {
  confirm: msg('Are you sure you want to delete this video?'),
  success: msg('Video deleted successfully'),
  failed: msg('Failed to delete video'),
  running: msg('Deleting...'),
} as const;

export const BLOCK_UI_MESSAGES = {
  confirm: msg("Are you sure you want to block this user? You won't see their posts anymore."),
  success: msg('User blocked successfully'),
  already: msg('You have already blocked this user'),
  failed: msg('Failed to block user'),
  loginRequired: msg('You must be logged in to block users'),
  running: msg('Blocking...'),
} as const;

/** The timed prompt overlay's variants (spec §4). */
export const PROMPT_VARIANTS = [
  { kind: 'pop', text: msg('💎 Pop it if you felt that!') },
  { kind: 'comment', text: msg('👀 Drop your take in the comments!') },
  { kind: 'share', text: msg('🔥 Share before it disappears!') },
  { kind: 'comment_alt', text: msg('💬 What do YOU think?') },
] as const;
export type PromptVariant = (typeof PROMPT_VARIANTS)[number];

export const SHARE_PAGE_TEXT = {
  unavailableTitle: msg("This post isn't available"),
  unavailableBody: msg("The video you're looking for doesn't exist or has been removed."),
  home: msg('Go to Home'),
  share: msg('Share'),
  copyLink: msg('Copy Link'),
} as const;

export const DISCOVER_LABEL = msg('Discover — newest from everyone');

/** A grid's player (issue 25): the screen's name, its Back button and what it says when there is nothing to play. */
export const PLAYER_TEXT = {
  back: msg('Back'),
  /** The document title and heading, by grid; the name is missing until the grid's owner has loaded. */
  posts: (username: string | null) => (username ? `Videos by @${username}` : msg('Videos')),
  likes: (username: string | null) => (username ? `Liked by @${username}` : msg('Liked videos')),
  reposts: (username: string | null) => (username ? `Reposted by @${username}` : msg('Reposted videos')),
  place: (name: string | null) => (name ? `Videos at ${name}` : msg('Videos at this place')),
  sound: (title: string | null) => (title ? `Videos using ${title}` : msg('Videos using this sound')),
  tag: (name: string) => `#${name} videos`,
  loading: msg('Loading videos'),
  empty: msg('No videos to play here.'),
  gridMissing: msg("These videos aren't available"),
  loadFailed: msg('Could not load these videos.'),
  retry: msg('Try again'),
} as const;

/**
 * PLAYER_TEXT's titles that hold a name, as catalog keys: the web shows `t(PLAYER_TEMPLATES.place, { name })`.
 * Each reads in English exactly as its PLAYER_TEXT function.
 */
export const PLAYER_TEMPLATES = {
  posts: msg('Videos by @{{username}}'),
  likes: msg('Liked by @{{username}}'),
  reposts: msg('Reposted by @{{username}}'),
  place: msg('Videos at {{name}}'),
  sound: msg('Videos using {{title}}'),
  tag: msg('#{{name}} videos'),
} as const;
