import { i18n, msg } from './i18n/i18n.ts';

/**
 * Spec strings the web app shows that src/shared does not hold yet. They belong in src/shared/messages.ts
 * once the server needs them too; until then they live here, once.
 */
export const FEED_MESSAGES = {
  emptyTitle: msg('No videos yet'),
  emptyBody: msg('Be the first to share something amazing!'),
  personalizedFailed: msg('Failed to load personalized feed'),
  // Not in the spec (issue 13): For You after the last unseen video, and the "Not interested" signal.
  caughtUpTitle: msg("You're all caught up"),
  caughtUpBody: msg("You've seen every new video. Keep scrolling for ones you watched before."),
  notInterested: msg('Not interested'),
  notInterestedDone: msg("Got it — you'll see fewer videos like this"),
  notInterestedFailed: msg('Could not update your For You. Please try again.'),
} as const;

/** Not in the spec: the Save button's private Favourites (a failed save rolls back and says so, as Like does). */
export const FAVOURITE_MESSAGES = {
  failed: msg('Failed to update favourites'),
} as const;

/**
 * Spec §2 "Auth screen" says '© 2025'; the year is read from the clock so the line stays true after 2025
 * (issue 25, decision 028).
 */
export const copyrightLine = (year: number = new Date().getFullYear()) => `© ${year} Popreel`;

/**
 * Not in the spec (issue 25): what a profile, sound or chat room that does not exist says. The place page has
 * the spec's own 'Place Not Found' (PLACE_TEXT); the explanations are ours.
 */
export const MISSING_TEXT = {
  back: msg('Go back'),
  profile: msg("This profile isn't available"),
  profileWhy: msg('The account may have been deleted or suspended, or the link may be mistyped.'),
  /** A mention's link to a name nobody goes by now (issue 37). */
  user: msg('User not found'),
  userWhy: (username: string) =>
    i18n.t('Nobody goes by @{{username}}. The name may have changed, or the account may have been deleted or suspended.', { ns: 'common', username }),
  placeWhy: msg('It may have been removed, or the link may be mistyped.'),
  sound: msg("This sound isn't available"),
  soundWhy: msg('It may have been removed, or the link may be mistyped.'),
  soundsHome: msg('Back to sounds'),
  room: msg("This chat room isn't available"),
  roomWhy: msg("It may have been deleted, or it's a private chat you're not part of."),
  roomsHome: msg('Back to chat rooms'),
  retry: msg('Retry'),
} as const;

/** Issue 37: the @mention suggestions of the caption, comment and chat composers, as screen readers hear them. */
export const MENTION_TEXT = {
  listLabel: msg('People to mention'),
  found: (count: number) => i18n.t('{{count}} people to mention: down arrow to choose, Enter to insert.', { ns: 'common', count }),
} as const;

export const LEGAL_CONTACT = {
  privacy: 'privacy@popreel.app',
  support: 'support@popreel.app',
  legal: 'legal@popreel.app',
} as const;
