import { sql } from 'kysely';
import type { CommentPolicy, VideoVisibility } from '../../../shared/audience.ts';
import type { VideoLanguage } from '../../../shared/video-language.ts';

/**
 * A video in a thumbnail grid (a place's, a sound's or a tag's videos, search results), as stored: `v` is the
 * video and `author` its creator's profile, both joined by the caller. presentTile (feed-views.ts) signs it.
 */
export interface TileRow {
  id: string;
  user_id: string;
  caption: string;
  caption_ai: string | null;
  thumbnail_url: string | null;
  thumbnail_small_url: string | null;
  created_at: Date;
  username: string;
  avatar_url: string | null;
  verified: boolean;
  visibility: VideoVisibility;
  sensitive: boolean;
  content_warning: string | null;
  comment_policy: CommentPolicy;
  language: VideoLanguage | null;
  alt_text: string | null;
}

export const tileColumns = sql`v.id, v.user_id, v.caption, v.caption_ai, v.thumbnail_url, v.thumbnail_small_url, v.created_at, author.username, author.avatar_url, author.verified,
  v.visibility, v.sensitive, v.content_warning, v.comment_policy, v.language, v.alt_text`;
