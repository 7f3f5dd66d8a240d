/**
 * User-facing strings of the creator screens (upload, place picker and place page, profile, edit profile,
 * notifications) from spec §2, §4, §5 and §8, with "the product" read as Popreel. Upload file errors and the
 * username messages already live in messages.ts and auth.schema.ts and are not repeated here.
 */
import { msg } from './i18n/msg.ts';

export const UPLOAD_UI_TEXT = {
  title: msg('Upload Video'),
  aiFailedTitle: msg('AI generation failed'),
  aiFailed: msg('Video uploaded but AI caption generation failed'),
} as const;

export const PLACE_TEXT = {
  notFound: msg('Place Not Found'),
  backToFeed: msg('Back to Feed'),
  empty: msg('No videos tagged at this location yet'),
  uploadFirst: msg('Upload First Video'),
  approximate: msg('Location is shown approximately for privacy'),
  nameRequired: msg('Place name is required'),
  locationRequired: msg('Please choose the location on the map'),
  createFailed: msg('Failed to create place'),
} as const;

export const PROFILE_TEXT = {
  loadFailedTitle: msg('Error'),
  loadFailed: msg('Failed to load profile'),
  followFailed: msg('Failed to update follow status'),
  copiedTitle: msg('Link copied!'),
  copied: msg('Profile link copied to clipboard'),
  copyFailedTitle: msg('Failed to copy'),
  copyFailed: msg('Could not copy link to clipboard'),
} as const;

export const EDIT_PROFILE_TEXT = {
  title: msg('Edit Profile'),
  usernameAvailable: msg('Username is available'),
  usernameTaken: msg('Username is already taken'),
  bioTooLong: msg('Bio must be less than 200 characters'),
  savedTitle: msg('Profile updated!'),
  saved: msg('Your changes have been saved'),
  updateFailed: msg('Update failed'),
  avatarFailedTitle: msg('Upload failed'),
  avatarFailed: msg('Failed to upload avatar'),
} as const;

/** The Blocked accounts section of Edit Profile, where blocks made from the video card are undone. */
export const BLOCKED_ACCOUNTS_TEXT = {
  title: msg('Blocked accounts'),
  empty: msg("You haven't blocked anyone."),
  loadFailed: msg('Failed to load blocked accounts'),
  retry: msg('Try again'),
  unblock: msg('Unblock'),
  unblocked: msg('User unblocked'),
  unblockFailed: msg('Failed to unblock user'),
} as const;

export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  follow: 'started following you',
  like: 'liked your video',
  repost: 'reposted your video',
  comment: 'commented:',
  reply: 'replied:',
  mention: 'mentioned you',
  mentionInChat: 'mentioned you in a chat',
  newVideo: 'posted a new video',
  /** Issue 42: Popreel's own news to a creator whose scheduled video went out. */
  videoPosted: 'Your scheduled video is posted',
  empty: 'No notifications yet',
  /** "sofia_travels and 4 others": the latest actor and how many more the group holds. */
  others: (count: number) => (count === 1 ? ' and 1 other' : ` and ${count} others`),
  seeAll: 'See all',
  everyone: 'Everyone',
  loadFailed: 'Could not load the list.',
  retry: 'Try again',
} as const;

/** Settings' per-kind table (issue 37): a row per kind with In app and Push switches. */
export const NOTIFICATION_SETTINGS_TEXT = {
  title: msg('Notifications'),
  inApp: msg('In app'),
  push: msg('Push'),
  kinds: {
    follow: msg('New followers'),
    like: msg('Likes on my videos'),
    repost: msg('Reposts of my videos'),
    comment: msg('Comments on my videos'),
    reply: msg('Replies to my comments'),
    mention: msg('Mentions of me'),
    new_video: msg('New videos from people I follow'),
  },
  loadFailed: msg('Could not load your notification settings.'),
  saveFailed: msg('Could not save that change — please try again'),
} as const;

/** What a grid of videos says while its next page loads (a profile's tabs, a place's and a sound's videos). */
export const GRID_PAGE_TEXT = {
  loading: msg('Loading videos'),
  loadingMore: msg('Loading more videos'),
  retry: msg('Try again'),
} as const;
