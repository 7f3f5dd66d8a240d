import { Link } from 'react-router';
import type { ModerationActionKind } from '../../../shared/moderation-types.ts';
import type { ModerationAction } from '../../api/admin-api.ts';
import { relativeTime } from '../../lib/format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale, i18n, msg } from '../../i18n/i18n.ts';

/** How the trail reads each recorded action (shown with t()); a Record so a new kind in the contract fails to compile here. */
export const ACTION_WORDS: Record<ModerationActionKind, string> = {
  'video.hide': msg('Hid video'),
  'video.unhide': msg('Unhid video'),
  'user.ban': msg('Banned user'),
  'user.unban': msg('Unbanned user'),
  'user.verify': msg('Verified user'),
  'user.unverify': msg('Removed verified'),
  'report.resolve': msg('Resolved report'),
  'report.unresolve': msg('Reopened report'),
  'moderator.grant': msg('Made moderator'),
  'moderator.revoke': msg('Removed moderator'),
  'video.mark_sensitive': msg('Marked video sensitive'),
  'video.unmark_sensitive': msg('Removed sensitive mark'),
  'server.suspend': msg('Suspended server'),
  'server.unsuspend': msg('Unsuspended server'),
  'server.limit': msg('Limited server'),
  'server.unlimit': msg('Removed server limit'),
  'server.allow': msg('Allowed server'),
  'server.disallow': msg('Removed server from allow-list'),
  'federation.settings': msg('Changed federation settings'),
  'blocklist.import': msg('Imported blocklist'),
  'blocklist.subscribe': msg('Subscribed to blocklist'),
  'blocklist.unsubscribe': msg('Unsubscribed from blocklist'),
  'blocklist.apply': msg('Applied blocklist changes'),
};

const linkClasses = 'font-medium text-pink-400 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';

/** "@name", or a stand-in when the account is gone and the trail kept only its id. */
export const handle = (username: string | null) => (username ? `@${username}` : i18n.t('Deleted account', { ns: 'admin' }));

/** What an action was taken on: a server for policy actions, the video for video actions, otherwise the user, else the report's video. */
export function ActionTarget({ action }: { action: ModerationAction }) {
  const { t } = useTranslation('admin');
  if (action.targetHost) return <span className="font-medium break-all text-zinc-200">{action.targetHost}</span>;
  const onVideo = action.action.startsWith('video.') || !action.targetUser;
  if (onVideo && action.videoId) {
    return (
      <Link to={`/v/${action.videoId}`} className={linkClasses}>
        {t('Video')}
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
    <time dateTime={iso} title={Number.isNaN(exact.getTime()) ? undefined : exact.toLocaleString(currentLocale())}>
      {relativeTime(iso)}
    </time>
  );
}
