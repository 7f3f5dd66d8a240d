/**
 * A feed page as GET /api/feed/following and /api/feed/foryou return it (spec §3 "Feed item as
 * assembled"). Only the fields this screen reads are required; the full video card reads the rest.
 * Move to src/shared/api-types.ts once the server defines the same shape.
 */
export interface FeedVideo {
  id: string;
  /** Signed, expiring playback link. */
  video_url: string;
  thumbnail_url: string | null;
  caption: string;
  caption_ai?: string | null;
  user_id: string;
  username: string;
  avatar_url?: string | null;
  verified?: boolean;
  created_at: string;
}

export interface FeedPage {
  items: FeedVideo[];
  nextCursor: string | null;
}
