/**
 * Spec strings the web app shows that src/shared does not hold yet. They belong in src/shared/messages.ts
 * once the server needs them too; until then they live here, once.
 */
export const FEED_MESSAGES = {
  emptyTitle: 'No videos yet',
  emptyBody: 'Be the first to share something amazing!',
  personalizedFailed: 'Failed to load personalized feed',
  // Not in the spec (issue 13): For You after the last unseen video, and the "Not interested" signal.
  caughtUpTitle: "You're all caught up",
  caughtUpBody: "You've seen every new video. Keep scrolling for ones you watched before.",
  notInterested: 'Not interested',
  notInterestedDone: "Got it — you'll see fewer videos like this",
  notInterestedFailed: 'Could not update your For You. Please try again.',
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
  back: 'Go back',
  profile: "This profile isn't available",
  profileWhy: 'The account may have been deleted or suspended, or the link may be mistyped.',
  /** A mention's link to a name nobody goes by now (issue 37). */
  user: 'User not found',
  userWhy: (username: string) => `Nobody goes by @${username}. The name may have changed, or the account may have been deleted or suspended.`,
  placeWhy: 'It may have been removed, or the link may be mistyped.',
  sound: "This sound isn't available",
  soundWhy: 'It may have been removed, or the link may be mistyped.',
  soundsHome: 'Back to sounds',
  room: "This chat room isn't available",
  roomWhy: "It may have been deleted, or it's a private chat you're not part of.",
  roomsHome: 'Back to chat rooms',
  retry: 'Retry',
} as const;

/** Issue 37: the @mention suggestions of the caption, comment and chat composers, as screen readers hear them. */
export const MENTION_TEXT = {
  listLabel: 'People to mention',
  found: (count: number) => `${count} ${count === 1 ? 'person' : 'people'} to mention: down arrow to choose, Enter to insert.`,
} as const;

export const LEGAL_CONTACT = {
  privacy: 'privacy@popreel.app',
  support: 'support@popreel.app',
  legal: 'legal@popreel.app',
} as const;
