import { sql } from 'kysely';
import type { ReportReason, ReportTargetKind } from '../../../shared/constants.ts';

/** One row of the report queue: the report, its target's context (null columns for other kinds) and its author. */
export interface ReportRow {
  id: string;
  targetKind: ReportTargetKind;
  reason: ReportReason;
  details: string | null;
  resolved: boolean;
  createdAt: Date;
  sortTime: string;
  reporterId: string;
  reporterUsername: string | null;
  reportCount: number;
  videoId: string | null;
  caption: string | null;
  captionAi: string | null;
  thumbnailUrl: string | null;
  videoPath: string | null;
  hidden: boolean | null;
  sensitive: boolean | null;
  status: string | null;
  commentId: string | null;
  commentContent: string | null;
  bio: string | null;
  messageId: string | null;
  messageContent: string | null;
  roomId: string | null;
  roomName: string | null;
  roomPrivate: boolean | null;
  soundId: string | null;
  soundTitle: string | null;
  soundArtist: string | null;
  audioPath: string | null;
  storyId: string | null;
  storyMediaType: 'image' | 'video' | null;
  storyMediaPath: string | null;
  storyThumbnailPath: string | null;
  storyCaption: string | null;
  storyExpiresAt: Date | null;
  authorId: string | null;
  authorUsername: string | null;
  authorAvatarUrl: string | null;
  authorBanned: boolean | null;
  authorVerified: boolean | null;
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
