/** Story response shapes and strings, shared by the server and the web client (spec §2 Create Story, §8). */
import { msg } from './i18n/msg.ts';

/** The answers, described by their schemas (story-answers.schema.ts). */
export type { StoryItem, StoryRing, StoryStatus, UserStories } from './story-answers.schema.ts';

export const STORY_MESSAGES = {
  createTitle: msg('Create Story'),
  signIn: msg('Please sign in to post stories'),
  invalidFile: msg('Please select an image or video file'),
  cameraFailed: msg('Failed to access camera'),
  imageFailed: msg('Failed to process image'),
  cropFailed: msg('Failed to crop image'),
  videoFailed: msg('Failed to process video'),
  postFailed: msg('Failed to post story'),
  posted: msg('Story posted!'),
  post: msg('Post Story'),
  notFound: msg('Story not found'),
  tooMany: msg('You can post up to 50 stories a day'),
} as const;
