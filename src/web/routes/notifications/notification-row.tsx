import type { NotificationItem } from '../../../shared/api-types.ts';
import { NOTIFICATION_TEXT } from '../../../shared/creator-messages.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { relativeTime } from '../../lib/format.ts';

/** One notification: sender, what they did, when; unread ones are highlighted. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const action = item.type === 'follow' ? NOTIFICATION_TEXT.follow : NOTIFICATION_TEXT.like;
  return (
    <li data-notification-id={item.id} data-read={item.read}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={`flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400 ${
          item.read ? '' : 'bg-pink-500/10'
        }`}
      >
        <Avatar url={item.from_avatar_url} username={item.from_username} />
        <span className="min-w-0 flex-1">
          <span className="block break-words">
            <span className="font-semibold">{item.from_username}</span> {action}
          </span>
          <time dateTime={item.created_at} className="text-sm text-muted">
            {relativeTime(item.created_at)}
          </time>
        </span>
        {item.read ? null : (
          <span className="size-2.5 shrink-0 rounded-full bg-pink-500">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </button>
    </li>
  );
}
