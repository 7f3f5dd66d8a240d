import { msg } from './i18n/msg.ts';

/** A creator's tools (issue 42): pinned videos lead their profile grid; drafts wait in their own tab. */
export const PINNED_VIDEOS_MAX = 3;

export const STUDIO_MESSAGES = {
  tooManyPinned: msg('You can pin up to 3 videos — unpin one first'),
  pinNotReady: msg('Only a posted video can be pinned'),
  notYourDraft: msg('You can only post your own drafts'),
  alreadyPosted: msg('This video is already posted'),
} as const;
