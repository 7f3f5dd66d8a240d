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

export const COPYRIGHT_LINE = '© 2025 Popreel';

export const LEGAL_CONTACT = {
  privacy: 'privacy@popreel.app',
  support: 'support@popreel.app',
  legal: 'legal@popreel.app',
} as const;
