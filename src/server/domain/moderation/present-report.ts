import type { ReportRow } from '../../data/repos/moderation.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import type { AdminReport } from '../../../shared/moderation-types.ts';

/**
 * A queue row as the moderation screen shows it: each kind's context from its own columns (decision 047),
 * media as signed links. A moderator sees a banned or deleted author's content as it was: judging it is the job.
 */
export async function presentReport(row: ReportRow, media: MediaUrls): Promise<AdminReport> {
  const storyPoster = row.story_media_type === 'image' ? row.story_media_path : row.story_thumbnail_path;
  const [thumbnail, video, avatar, audio, story] = await Promise.all([
    media.sign(row.thumbnail_url),
    row.video_path && row.target_kind === 'video' ? media.sign(`videos/${row.video_path}`, SIGNED_VIDEO_URL_SECONDS) : null,
    media.sign(row.author_avatar_url),
    row.audio_path ? media.sign(`audio/${row.audio_path}`) : null,
    storyPoster ? media.sign(`stories/${storyPoster}`) : null,
  ]);
  return {
    id: row.id,
    target_kind: row.target_kind,
    reason: row.reason,
    details: row.details,
    resolved: row.resolved,
    created_at: row.created_at.toISOString(),
    reporter: { id: row.reporter_id, username: row.reporter_username ?? 'deleted account' },
    report_count: row.report_count,
    video: row.video_id
      ? { id: row.video_id, caption: row.caption || row.caption_ai, thumbnail_url: thumbnail, video_url: video, hidden: row.hidden ?? false, sensitive: row.sensitive ?? false, status: row.status ?? 'ready' }
      : null,
    author: row.author_id
      ? { id: row.author_id, username: row.author_username ?? '', avatar_url: avatar, banned: row.author_banned ?? false, verified: row.author_verified ?? false }
      : null,
    comment: row.comment_id ? { id: row.comment_id, content: row.comment_content ?? '' } : null,
    profile: row.target_kind === 'profile' ? { bio: row.bio ?? '' } : null,
    chat_message: row.message_id
      ? { id: row.message_id, content: row.message_content ?? '', room: { id: row.room_id!, name: row.room_name ?? '', is_private: row.room_private ?? false } }
      : null,
    sound: row.sound_id ? { id: row.sound_id, title: row.sound_title ?? '', artist: row.sound_artist ?? '', audio_url: audio } : null,
    story: row.story_id
      ? { id: row.story_id, media_type: row.story_media_type ?? 'image', thumbnail_url: story, caption: row.story_caption, expires_at: row.story_expires_at!.toISOString() }
      : null,
  };
}
