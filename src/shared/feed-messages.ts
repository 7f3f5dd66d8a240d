/**
 * User-facing strings of the feed, video card, comments, report, block, delete and share page (spec §2, §4,
 * §5, §8), with "the product" read as Popreel. Kept in src/shared so the server can answer with the same
 * words where it needs them.
 */
import { APP_NAME } from './constants.ts';

export const REACTION_MESSAGES = {
  failed: 'Failed to update reaction',
  likeFailed: 'Failed to update like',
  loginTitle: 'Login required',
  loginBody: 'Please log in to react to videos',
} as const;

export const SHARE_MESSAGES = {
  title: '✨ Shared!',
  shared: 'Video shared successfully',
  copied: 'Link copied to clipboard',
  copyFailed: 'Failed to copy link',
} as const;

export const COMMENT_MESSAGES = {
  title: 'Comments',
  empty: 'No comments yet. Be the first!',
  placeholder: 'Add a comment...',
  replying: 'Replying to comment',
  postedTitle: '✨ Comment posted!',
  postedBody: 'Your comment has been added',
  failed: 'Failed to post comment',
} as const;

export const REPORT_MESSAGES = {
  title: 'Report Video',
  selectReason: 'Please select a reason',
  loginRequired: 'You must be logged in to report',
  success: `Report submitted successfully. Thank you for keeping ${APP_NAME} safe!`,
  failed: 'Failed to submit report',
  submit: 'Submit',
  submitting: 'Submitting...',
} as const;

export const DELETE_MESSAGES = {
  confirm: 'Are you sure you want to delete this video?',
  success: 'Video deleted successfully',
  failed: 'Failed to delete video',
  running: 'Deleting...',
} as const;

export const BLOCK_UI_MESSAGES = {
  confirm: "Are you sure you want to block this user? You won't see their posts anymore.",
  success: 'User blocked successfully',
  already: 'You have already blocked this user',
  failed: 'Failed to block user',
  loginRequired: 'You must be logged in to block users',
  running: 'Blocking...',
} as const;

/** The timed prompt overlay's variants (spec §4). */
export const PROMPT_VARIANTS = [
  { kind: 'pop', text: '💎 Pop it if you felt that!' },
  { kind: 'comment', text: '👀 Drop your take in the comments!' },
  { kind: 'share', text: '🔥 Share before it disappears!' },
  { kind: 'comment_alt', text: '💬 What do YOU think?' },
] as const;
export type PromptVariant = (typeof PROMPT_VARIANTS)[number];

export const SHARE_PAGE_TEXT = {
  unavailableTitle: "This post isn't available",
  unavailableBody: "The video you're looking for doesn't exist or has been removed.",
  home: 'Go to Home',
  share: 'Share',
  copyLink: 'Copy Link',
} as const;

export const DISCOVER_LABEL = 'Discover — newest from everyone';

/** A grid's player (issue 25): the screen's name, its Back button and what it says when there is nothing to play. */
export const PLAYER_TEXT = {
  back: 'Back',
  /** The document title and heading, by grid; the name is missing until the grid's owner has loaded. */
  posts: (username: string | null) => (username ? `Videos by @${username}` : 'Videos'),
  likes: (username: string | null) => (username ? `Liked by @${username}` : 'Liked videos'),
  place: (name: string | null) => (name ? `Videos at ${name}` : 'Videos at this place'),
  sound: (title: string | null) => (title ? `Videos using ${title}` : 'Videos using this sound'),
  tag: (name: string) => `#${name} videos`,
  loading: 'Loading videos',
  empty: 'No videos to play here.',
  gridMissing: "These videos aren't available",
  loadFailed: 'Could not load these videos.',
  retry: 'Try again',
} as const;
