import type { ReportRow } from '../../data/repos/moderation.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import type { AdminReport } from '../../../shared/moderation-types.ts';

/**
 * A queue row as the moderation screen shows it: each kind's context from its own columns (decision 047),
 * media as signed links. A moderator sees a banned or deleted author's content as it was: judging it is the job.
 */
export async function presentReport(row: ReportRow, media: MediaUrls): Promise<AdminReport> {
  const storyPoster = row.storyMediaType === 'image' ? row.storyMediaPath : row.storyThumbnailPath;
  const [thumbnail, video, avatar, audio, story] = await Promise.all([
    media.sign(row.thumbnailUrl),
    row.videoPath && row.targetKind === 'video' ? media.sign(`videos/${row.videoPath}`, SIGNED_VIDEO_URL_SECONDS) : null,
    media.sign(row.authorAvatarUrl),
    row.audioPath ? media.sign(`audio/${row.audioPath}`) : null,
    storyPoster ? media.sign(`stories/${storyPoster}`) : null,
  ]);
  return {
    id: row.id,
    targetKind: row.targetKind,
    reason: row.reason,
    details: row.details,
    resolved: row.resolved,
    createdAt: row.createdAt.toISOString(),
    reporter: { id: row.reporterId, username: row.reporterUsername ?? 'deleted account' },
    reportCount: row.reportCount,
    video: row.videoId
      ? { id: row.videoId, caption: row.caption || row.captionAi, thumbnailUrl: thumbnail, videoUrl: video, hidden: row.hidden ?? false, sensitive: row.sensitive ?? false, status: row.status ?? 'ready' }
      : null,
    author: row.authorId
      ? { id: row.authorId, username: row.authorUsername ?? '', avatarUrl: avatar, banned: row.authorBanned ?? false, verified: row.authorVerified ?? false }
      : null,
    comment: row.commentId ? { id: row.commentId, content: row.commentContent ?? '' } : null,
    profile: row.targetKind === 'profile' ? { bio: row.bio ?? '' } : null,
    chatMessage: row.messageId
      ? { id: row.messageId, content: row.messageContent ?? '', room: { id: row.roomId!, name: row.roomName ?? '', isPrivate: row.roomPrivate ?? false } }
      : null,
    sound: row.soundId ? { id: row.soundId, title: row.soundTitle ?? '', artist: row.soundArtist ?? '', audioUrl: audio } : null,
    story: row.storyId
      ? { id: row.storyId, mediaType: row.storyMediaType ?? 'image', thumbnailUrl: story, caption: row.storyCaption, expiresAt: row.storyExpiresAt!.toISOString() }
      : null,
  };
}
