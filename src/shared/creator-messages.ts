/**
 * User-facing strings of the creator screens (upload, place picker and place page, profile, edit profile,
 * notifications) from spec §2, §4, §5 and §8, with "the product" read as Popreel. Upload file errors and the
 * username messages already live in messages.ts and auth.schema.ts and are not repeated here.
 */
export const UPLOAD_UI_TEXT = {
  title: 'Upload Video',
  aiFailedTitle: 'AI generation failed',
  aiFailed: 'Video uploaded but AI caption generation failed',
} as const;

export const PLACE_TEXT = {
  notFound: 'Place Not Found',
  backToFeed: 'Back to Feed',
  empty: 'No videos tagged at this location yet',
  uploadFirst: 'Upload First Video',
  approximate: 'Location is shown approximately for privacy',
  nameRequired: 'Place name is required',
  locationRequired: 'Please choose the location on the map',
  createFailed: 'Failed to create place',
} as const;

export const PROFILE_TEXT = {
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load profile',
  followFailed: 'Failed to update follow status',
  copiedTitle: 'Link copied!',
  copied: 'Profile link copied to clipboard',
  copyFailedTitle: 'Failed to copy',
  copyFailed: 'Could not copy link to clipboard',
} as const;

export const EDIT_PROFILE_TEXT = {
  title: 'Edit Profile',
  usernameAvailable: 'Username is available',
  usernameTaken: 'Username is already taken',
  bioTooLong: 'Bio must be less than 200 characters',
  savedTitle: 'Profile updated!',
  saved: 'Your changes have been saved',
  updateFailed: 'Update failed',
  avatarFailedTitle: 'Upload failed',
  avatarFailed: 'Failed to upload avatar',
} as const;

/** The Blocked accounts section of Edit Profile, where blocks made from the video card are undone. */
export const BLOCKED_ACCOUNTS_TEXT = {
  title: 'Blocked accounts',
  empty: "You haven't blocked anyone.",
  loadFailed: 'Failed to load blocked accounts',
  retry: 'Try again',
  unblock: 'Unblock',
  unblocked: 'User unblocked',
  unblockFailed: 'Failed to unblock user',
} as const;

export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  follow: 'started following you',
  like: 'liked your video',
  comment: 'commented:',
  reply: 'replied:',
  mention: 'mentioned you',
  mentionInChat: 'mentioned you in a chat',
  newVideo: 'posted a new video',
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
  title: 'Notifications',
  inApp: 'In app',
  push: 'Push',
  kinds: {
    follow: 'New followers',
    like: 'Likes on my videos',
    comment: 'Comments on my videos',
    reply: 'Replies to my comments',
    mention: 'Mentions of me',
    new_video: 'New videos from people I follow',
  },
  loadFailed: 'Could not load your notification settings.',
  saveFailed: 'Could not save that change — please try again',
} as const;

/** What a grid of videos says while its next page loads (a profile's tabs, a place's and a sound's videos). */
export const GRID_PAGE_TEXT = {
  loading: 'Loading videos',
  loadingMore: 'Loading more videos',
  retry: 'Try again',
} as const;
