/** Story response shapes and strings, shared by the server and the web client (spec §2 Create Story, §8). */
import { msg } from './i18n/msg.ts';

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

export interface StoryAuthor {
  user_id: string;
  username: string;
  avatar_url: string | null;
}

export interface StoryItem {
  id: string;
  user_id: string;
  media_type: 'image' | 'video';
  /** Checked on every request: a 302 to a short-lived signed link for whoever may see the story, else 404. */
  media_url: string;
  thumbnail_url: string | null;
  caption: string | null;
  /** Issue 41: the story's accessible name; null when none was written. */
  alt_text: string | null;
  sticker: string | null;
  sticker_x: number;
  sticker_y: number;
  visibility: 'public' | 'followers';
  /** Seconds, for videos; images show for STORY_IMAGE_SECONDS. */
  duration: number | null;
  created_at: string;
  expires_at: string;
  seen: boolean;
}

export interface UserStories {
  author: StoryAuthor;
  /** Active stories the viewer may see, oldest first. */
  items: StoryItem[];
}

/** One avatar in the row of story rings: the viewer first, then people they follow, unseen first. */
export interface StoryRing extends StoryAuthor {
  /** AVATAR_SMALL_SIZE square, for the ring's circle (srcset); null until made. */
  avatar_small_url: string | null;
  story_count: number;
  latest_at: string;
  has_unseen: boolean;
}

export interface StoryStatus {
  id: string;
  status: 'processing' | 'ready' | 'failed';
}
