import { Link } from 'react-router';
import type { ModerationActionKind } from '../../../shared/moderation-types.ts';
import type { ModerationAction } from '../../api/admin-api.ts';
import { relativeTime } from '../../lib/format.ts';

/** How the trail reads each recorded action; a Record so a new kind in the contract fails to compile here. */
export const ACTION_WORDS: Record<ModerationActionKind, string> = {
  'video.hide': 'Hid video',
  'video.unhide': 'Unhid video',
  'user.ban': 'Banned user',
  'user.unban': 'Unbanned user',
  'user.verify': 'Verified user',
  'user.unverify': 'Removed verified',
  'report.resolve': 'Resolved report',
  'report.unresolve': 'Reopened report',
  'moderator.grant': 'Made moderator',
  'moderator.revoke': 'Removed moderator',
  'video.mark_sensitive': 'Marked video sensitive',
  'video.unmark_sensitive': 'Removed sensitive mark',
};

const linkClasses = 'font-medium text-pink-400 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';

/** "@name", or a stand-in when the account is gone and the trail kept only its id. */
export const handle = (username: string | null) => (username ? `@${username}` : 'Deleted account');

/** What an action was taken on: the video for video actions, otherwise the user, else the report's video. */
export function ActionTarget({ action }: { action: ModerationAction }) {
  const onVideo = action.action.startsWith('video.') || !action.targetUser;
  if (onVideo && action.videoId) {
    return (
      <Link to={`/v/${action.videoId}`} className={linkClasses}>
        Video
      </Link>
    );
  }
  if (action.targetUser) {
    return (
      <Link to={`/profile/${action.targetUser.id}`} className={linkClasses}>
        {handle(action.targetUser.username)}
      </Link>
    );
  }
  return <span className="text-zinc-500">—</span>;
}

/** A relative time that still gives the exact moment on hover and to machines. */
export function When({ iso }: { iso: string }) {
  const exact = new Date(iso);
  return (
    <time dateTime={iso} title={Number.isNaN(exact.getTime()) ? undefined : exact.toLocaleString()}>
      {relativeTime(iso)}
    </time>
  );
}
