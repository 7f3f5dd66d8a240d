/**
 * What the screens for mute, muted words, private accounts and follow requests say (issue 38). The server's
 * refusals and the duration labels are in src/shared/audience.ts; these are the web app's own words, kept
 * once here because the feed menu, the profile, the people lists and Settings share them.
 */
export const MUTE_TEXT = {
  mute: (username: string) => `Mute @${username}`,
  unmute: 'Unmute',
  muting: 'Muting...',
  muted: (username: string) => `Muted @${username}`,
  unmuted: (username: string) => `Unmuted @${username}`,
  undo: 'Undo',
  mutedBadge: 'Muted',
  mutedHint: "You won't see their videos, comments or stories. They aren't told.",
  failed: 'Could not mute. Please try again.',
  unmuteFailed: 'Could not unmute. Please try again.',
  loginRequired: 'Please log in to mute people',
} as const;

export const FOLLOW_REQUEST_TEXT = {
  requested: 'Requested',
  privateAccount: 'Private account',
  privateTitle: 'This account is private',
  privateBody: 'Follow this account to see their videos',
} as const;

export const PRIVACY_TEXT = {
  title: 'Privacy',
  privateAccount: 'Private account',
  privateHint: 'Only followers you approve can see your videos. Going public approves every waiting request.',
  loadFailed: 'Failed to load your privacy setting',
  saveFailed: 'Could not change your privacy setting. Please try again.',
  nowPrivate: 'Your account is private',
  nowPublic: 'Your account is public',
} as const;

export const FOLLOW_REQUESTS_TEXT = {
  title: 'Follow requests',
  empty: 'No one is waiting.',
  loadFailed: 'Failed to load follow requests',
  approve: 'Approve',
  decline: 'Decline',
  approved: (username: string) => `@${username} now follows you`,
  declined: (username: string) => `Declined @${username}`,
  failed: 'Could not answer the request. Please try again.',
} as const;

export const MUTED_ACCOUNTS_TEXT = {
  title: 'Muted accounts',
  empty: "You haven't muted anyone.",
  loadFailed: 'Failed to load muted accounts',
} as const;

export const MUTED_WORDS_TEXT = {
  title: 'Muted words',
  hint: 'Videos with these words in their caption or hashtags leave your feeds, search and hashtag pages.',
  wordLabel: 'Word, phrase or #hashtag',
  durationLabel: 'Mute for',
  add: 'Add',
  adding: 'Adding...',
  remove: 'Remove',
  empty: "You haven't muted any words.",
  loadFailed: 'Failed to load muted words',
  addFailed: 'Could not mute that word. Please try again.',
  removeFailed: 'Could not remove that word. Please try again.',
  added: (word: string) => `Muted "${word}"`,
  removed: (word: string) => `Removed "${word}"`,
  forever: 'Forever',
  until: (date: string) => `until ${date}`,
} as const;

