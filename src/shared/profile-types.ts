import type { CommentPolicy, VideoVisibility } from './audience.ts';
import type { VideoLanguage } from './video-language.ts';
import type { Profile } from './api-types.ts';

/** A profile as its page shows it: the viewer's relation to it included. */
export interface ProfileView extends Profile {
  is_self: boolean;
  is_following: boolean;
  /** Issue 38: a lock on the profile; its videos are for approved followers. */
  is_private: boolean;
  follow_requested: boolean;
  is_muted: boolean;
}

/** A tile of the Posts and Likes tabs. Owners also see their processing, failed and hidden videos. */
export interface ProfileVideo {
  id: string;
  user_id: string;
  caption: string;
  caption_ai: string | null;
  thumbnail_url: string | null;
  /** THUMBNAIL_SMALL_WIDTH wide, for the grid's srcset; null until made. */
  thumbnail_small_url: string | null;
  status: 'processing' | 'ready' | 'failed';
  status_reason: string | null;
  hidden: boolean;
  /** ISO text on the wire; a Date where the server reads it from the database. */
  created_at: string | Date;
  pop_count: number;
  like_count: number;
  comment_count: number;
  /** Issue 38: who may watch and comment, and the sensitive mark (cards blur it behind the warning). */
  visibility: VideoVisibility;
  sensitive: boolean;
  content_warning: string | null;
  comment_policy: CommentPolicy;
  /** Issue 39: what the caption is written in (en, es, ar); null when unknown. */
  language: VideoLanguage | null;
  /** Issue 41: the thumbnail's alternative text; null when the creator wrote none. */
  alt_text: string | null;
  /** Issue 42: pinned by its creator: it leads their Posts grid, with a mark. */
  pinned: boolean;
}

export interface FollowState {
  following: boolean;
  follower_count: number;
  following_count: number;
}

/** A user the viewer has blocked, as Edit Profile lists them. */
export interface BlockedUser {
  user_id: string;
  username: string;
  avatar_url: string | null;
  blocked_at: string;
}

/** A person the viewer has muted, as Settings lists them (issue 38). */
export interface MutedUser {
  user_id: string;
  username: string;
  avatar_url: string | null;
  muted_at: string;
}

/** A muted word, phrase or hashtag; expires_at null: forever. */
export interface MutedWord {
  id: string;
  word: string;
  expires_at: string | null;
  created_at: string;
}

/** Someone asking to follow a private account. */
export interface FollowRequest {
  user_id: string;
  username: string;
  avatar_url: string | null;
  requested_at: string;
}
