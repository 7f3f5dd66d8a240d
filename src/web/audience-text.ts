import { i18n, msg } from './i18n/i18n.ts';

/**
 * What the screens for mute, muted words, private accounts and follow requests say (issue 38). The server's
 * refusals and the duration labels are in src/shared/audience.ts; these are the web app's own words, kept
 * once here because the feed menu, the profile, the people lists and Settings share them.
 */
export const MUTE_TEXT = {
  mute: (username: string) => i18n.t('Mute @{{username}}', { ns: 'common', username }),
  unmute: msg('Unmute'),
  muting: msg('Muting...'),
  muted: (username: string) => i18n.t('Muted @{{username}}', { ns: 'common', username }),
  unmuted: (username: string) => i18n.t('Unmuted @{{username}}', { ns: 'common', username }),
  undo: msg('Undo'),
  mutedBadge: msg('Muted'),
  mutedHint: msg("You won't see their videos, comments or stories. They aren't told."),
  failed: msg('Could not mute. Please try again.'),
  unmuteFailed: msg('Could not unmute. Please try again.'),
  loginRequired: msg('Please log in to mute people'),
} as const;

export const FOLLOW_REQUEST_TEXT = {
  requested: msg('Requested'),
  privateAccount: msg('Private account'),
  privateTitle: msg('This account is private'),
  privateBody: msg('Follow this account to see their videos'),
} as const;

export const PRIVACY_TEXT = {
  title: msg('Privacy'),
  privateAccount: msg('Private account'),
  privateHint: msg('Only followers you approve can see your videos. Going public approves every waiting request.'),
  loadFailed: msg('Failed to load your privacy setting'),
  saveFailed: msg('Could not change your privacy setting. Please try again.'),
  nowPrivate: msg('Your account is private'),
  nowPublic: msg('Your account is public'),
} as const;

export const FOLLOW_REQUESTS_TEXT = {
  title: msg('Follow requests'),
  empty: msg('No one is waiting.'),
  loadFailed: msg('Failed to load follow requests'),
  approve: msg('Approve'),
  decline: msg('Decline'),
  approved: (username: string) => i18n.t('@{{username}} now follows you', { ns: 'common', username }),
  declined: (username: string) => i18n.t('Declined @{{username}}', { ns: 'common', username }),
  failed: msg('Could not answer the request. Please try again.'),
} as const;

export const MUTED_ACCOUNTS_TEXT = {
  title: msg('Muted accounts'),
  empty: msg("You haven't muted anyone."),
  loadFailed: msg('Failed to load muted accounts'),
} as const;

export const MUTED_WORDS_TEXT = {
  title: msg('Muted words'),
  hint: msg('Videos with these words in their caption or hashtags leave your feeds, search and hashtag pages.'),
  wordLabel: msg('Word, phrase or #hashtag'),
  durationLabel: msg('Mute for'),
  add: msg('Add'),
  adding: msg('Adding...'),
  remove: msg('Remove'),
  empty: msg("You haven't muted any words."),
  loadFailed: msg('Failed to load muted words'),
  addFailed: msg('Could not mute that word. Please try again.'),
  removeFailed: msg('Could not remove that word. Please try again.'),
  added: (word: string) => i18n.t('Muted "{{word}}"', { ns: 'common', word }),
  removed: (word: string) => i18n.t('Removed "{{word}}"', { ns: 'common', word }),
  forever: msg('Forever'),
  until: (date: string) => i18n.t('until {{date}}', { ns: 'common', date }),
} as const;

