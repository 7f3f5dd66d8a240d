import { sql } from 'kysely';
import type { CommentPolicy, VideoVisibility } from '../../../shared/audience.ts';
import type { VideoLanguage } from '../../../shared/video-language.ts';

/**
 * A video in a thumbnail grid (a place's, a sound's or a tag's videos, search results), as stored: `v` is the
 * video and `author` its creator's profile, both joined by the caller. presentTile (feed-views.ts) signs it.
 */
export interface TileRow {
  id: string;
  userId: string;
  caption: string;
  captionAi: string | null;
  thumbnailUrl: string | null;
  thumbnailSmallUrl: string | null;
  createdAt: Date;
  username: string;
  avatarUrl: string | null;
  verified: boolean;
  visibility: VideoVisibility;
  sensitive: boolean;
  contentWarning: string | null;
  commentPolicy: CommentPolicy;
  language: VideoLanguage | null;
  altText: string | null;
}

export const tileColumns = sql`v.id, v.user_id, v.caption, v.caption_ai, v.thumbnail_url, v.thumbnail_small_url, v.created_at, author.username, author.avatar_url, author.verified,
  v.visibility, v.sensitive, v.content_warning, v.comment_policy, v.language, v.alt_text`;
