import { msg } from './i18n/msg.ts';

/** A creator's tools (issue 42): pinned videos lead their profile grid; drafts and scheduled posts wait in their own tabs. */
export const PINNED_VIDEOS_MAX = 3;

/** Scheduled posts (issue 42): in the future, at most this many days ahead, this many waiting per account. */
export const SCHEDULE_MAX_DAYS = 30;
export const SCHEDULED_POSTS_MAX = 50;
/** How often the workers look for scheduled posts whose time has come: a post goes out within this of its time. */
export const SCHEDULE_SWEEP_SECONDS = 5;

export const STUDIO_MESSAGES = {
  tooManyPinned: msg('You can pin up to 3 videos — unpin one first'),
  pinNotReady: msg('Only a posted video can be pinned'),
  notYourVideo: msg('You can only post or schedule your own videos'),
  alreadyPosted: msg('This video is already posted'),
  scheduleTooSoon: msg('Choose a time in the future'),
  scheduleTooLate: msg('You can schedule a post up to 30 days ahead'),
  scheduleInvalid: msg('Choose a valid date and time'),
  tooManyScheduled: msg('You can have up to 50 scheduled posts — post or cancel one first'),
  draftOrSchedule: msg('Save it as a draft or schedule it, not both'),
  notScheduled: msg('This video is not scheduled'),
} as const;
