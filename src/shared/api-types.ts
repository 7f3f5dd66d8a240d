/** Response shapes shared by the server and the web client. */
import type { Locale } from './i18n/locales.ts';

/**
 * One page of a list: the one shape every list of the API answers (issue 36). `nextCursor` is opaque: the
 * client passes it back as `cursor` for the next page, and it is null on the last page. Every list is
 * keyset-paged, so a page never repeats or skips a row while rows are added above it.
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export interface Profile {
  user_id: string;
  username: string;
  bio: string;
  avatar_url: string | null;
  verified: boolean;
  banned: boolean;
  follower_count: number;
  following_count: number;
}

export type Role = 'admin' | 'moderator';

export interface Me {
  /** email_verified and two_factor_enabled: issue 24 (the verify banner, the account screen). */
  user: { id: string; email: string; email_verified: boolean; two_factor_enabled: boolean };
  profile: Profile;
  roles: Role[];
  /** The language chosen in Settings (issue 39); null follows the browser. */
  locale: Locale | null;
}

/** GET /api/session: the browser's session probe, a 200 either way (decision 028). */
export interface SessionProbe {
  session: Me | null;
}

/** One of a group's latest actors (the stacked avatars). */
export interface NotificationActor {
  user_id: string;
  username: string;
  avatar_url: string | null;
}

/**
 * One notification group (decision 043): events of one kind on one target within GROUP_WINDOW_MS, e.g.
 * "sofia_travels and 4 others liked your video". from_* is the latest actor; created_at is when the group
 * last changed, which orders the list.
 */
export interface NotificationItem {
  id: string;
  user_id: string;
  from_user_id: string;
  /**
   * export_ready: the account's own data export can be downloaded (issue 24); video_posted: a scheduled video of
   * theirs was posted (issue 42). Both are Popreel's own news: from_user_id is the user.
   */
  type: 'follow' | 'like' | 'export_ready' | 'comment' | 'reply' | 'mention' | 'new_video' | 'video_posted';
  video_id: string | null;
  comment_id: string | null;
  chat_room_id: string | null;
  read: boolean;
  created_at: string;
  from_username: string;
  from_avatar_url: string | null;
  actor_count: number;
  actors: NotificationActor[];
  thumbnail_url: string | null;
  excerpt: string | null;
}

/** Messages on the /api/realtime socket. */
export type ClientRealtimeMessage =
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'ping' };

export type ServerRealtimeMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'error'; channel?: string; message: string }
  | { type: 'event'; channel: string; event: string; data: unknown }
  | { type: 'pong' };
