import { sql } from 'kysely';
import type { ReportReason, ReportTargetKind } from '../../../shared/constants.ts';

/** One row of the report queue: the report, its target's context (null columns for other kinds) and its author. */
export interface ReportRow {
  id: string;
  target_kind: ReportTargetKind;
  reason: ReportReason;
  details: string | null;
  resolved: boolean;
  created_at: Date;
  sort_time: string;
  reporter_id: string;
  reporter_username: string | null;
  report_count: number;
  video_id: string | null;
  caption: string | null;
  caption_ai: string | null;
  thumbnail_url: string | null;
  video_path: string | null;
  hidden: boolean | null;
  sensitive: boolean | null;
  status: string | null;
  comment_id: string | null;
  comment_content: string | null;
  bio: string | null;
  message_id: string | null;
  message_content: string | null;
  room_id: string | null;
  room_name: string | null;
  room_private: boolean | null;
  sound_id: string | null;
  sound_title: string | null;
  sound_artist: string | null;
  audio_path: string | null;
  story_id: string | null;
  story_media_type: 'image' | 'video' | null;
  story_media_path: string | null;
  story_thumbnail_path: string | null;
  story_caption: string | null;
  story_expires_at: Date | null;
  author_id: string | null;
  author_username: string | null;
  author_avatar_url: string | null;
  author_banned: boolean | null;
  author_verified: boolean | null;
}

/**
 * The joins that give a report (alias `r`) its target and the target's author (alias `author`): a comment
 * brings its video too, a chat message its room. Only the join of the report's own kind finds a row.
 */
export const withTarget = sql`
  left join comments c on c.id = r.comment_id
  left join videos v on v.id = coalesce(r.video_id, c.video_id)
  left join chat_messages m on m.id = r.chat_message_id
  left join chat_rooms room on room.id = m.room_id
  left join tracks t on t.id = r.sound_id
  left join stories s on s.id = r.story_id
  left join profiles author on author.user_id = case r.target_kind
    when 'video' then v.user_id when 'comment' then c.user_id when 'profile' then r.profile_user_id
    when 'chat_message' then m.sender_id when 'sound' then t.created_by when 'story' then s.user_id end`;

/** The queue's columns, named as ReportRow. */
export const queueColumns = sql`
  r.id, r.target_kind, r.reason, r.details, r.resolved, r.created_at, r.created_at::text as sort_time,
  r.reporter_id, reporter.username as reporter_username,
  (select count(*)::int from reports same where same.target_id = r.target_id) as report_count,
  v.id as video_id, v.caption, v.caption_ai, v.thumbnail_url, coalesce(v.edited_path, v.storage_path) as video_path, v.hidden, v.sensitive, v.status,
  c.id as comment_id, c.content as comment_content,
  case when r.target_kind = 'profile' then author.bio end as bio,
  m.id as message_id, m.content as message_content, room.id as room_id, room.name as room_name, room.is_private as room_private,
  t.id as sound_id, t.title as sound_title, t.artist as sound_artist, t.audio_path,
  s.id as story_id, s.media_type as story_media_type, s.media_path as story_media_path, s.thumbnail_path as story_thumbnail_path,
  s.caption as story_caption, s.expires_at as story_expires_at,
  author.user_id as author_id, author.username as author_username, author.avatar_url as author_avatar_url,
  author.banned as author_banned, author.verified as author_verified`;
