import type { Page } from './api-types.ts';
import type { CommentPolicy, VideoVisibility } from './audience.ts';
import type { VideoLanguage } from './video-language.ts';

/** What one feed page carries: fully assembled cards and the cursor of the next page. */
export interface FeedItem {
  id: string;
  video_url: string | null;
  title: string;
  caption: string;
  caption_ai: string | null;
  tags_ai: string[];
  tags: string[];
  thumbnail_url: string | null;
  created_at: string;
  duration: number | null;
  user_id: string;
  username: string;
  avatar_url: string | null;
  /** AVATAR_SMALL_SIZE square, for the card's circle (srcset); null until made. */
  avatar_small_url: string | null;
  verified: boolean;
  like_count: number;
  is_liked: boolean;
  pop_count: number;
  unpop_count: number;
  comment_count: number;
  share_count: number;
  reaction: 'pop' | 'unpop' | null;
  sound: { id: string; title: string; artist: string } | null;
  place: { id: string; name: string; type: string } | null;
  /** Issue 38: who may watch and comment, and the sensitive mark (cards blur it behind the warning). */
  visibility: VideoVisibility;
  sensitive: boolean;
  content_warning: string | null;
  comment_policy: CommentPolicy;
  /** Issue 39: what the caption is written in (en, es, ar); null when unknown. */
  language: VideoLanguage | null;
  /** Issue 41: the player's accessible name; null when the creator wrote none. */
  alt_text: string | null;
  /** Issue 41: the published caption tracks, each a signed same-origin WebVTT link. */
  captions: { language: string; url: string }[];
  /** Issue 42: pinned to its creator's profile, where it leads the Posts grid. */
  pinned: boolean;
  /** For You only: already watched. The first such item follows a "You're all caught up" divider. */
  seen?: boolean;
}

/** A page of full cards and the cursor of the next page: a feed's, or a grid's player's (issue 25). */
export type CardPage = Page<FeedItem>;

export interface FeedPage extends CardPage {
  /** 'discover' when the viewer follows nobody with videos: the newest from everyone. */
  mode: 'following' | 'discover' | 'foryou';
}

export type ReactionType = 'pop' | 'unpop';

export interface ReactionState {
  reaction: ReactionType | null;
  pop_count: number;
  unpop_count: number;
}

/** A video in a thumbnail grid (a place's or a sound's videos); the thumbnail link is signed. */
export interface TileVideo {
  id: string;
  user_id: string;
  caption: string;
  caption_ai: string | null;
  thumbnail_url: string | null;
  /** THUMBNAIL_SMALL_WIDTH wide, for grids' srcset; null until made (then the full one serves). */
  thumbnail_small_url: string | null;
  created_at: string;
  username: string;
  avatar_url: string | null;
  verified: boolean;
  /** Issue 38: who may watch and comment, and the sensitive mark (cards blur it behind the warning). */
  visibility: VideoVisibility;
  sensitive: boolean;
  content_warning: string | null;
  comment_policy: CommentPolicy;
  /** Issue 39: what the caption is written in (en, es, ar); null when unknown. */
  language: VideoLanguage | null;
  /** Issue 41: the thumbnail's alternative text; null when the creator wrote none. */
  alt_text: string | null;
}
