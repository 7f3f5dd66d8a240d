import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { NOTIFICATION_TEXT } from '../../../shared/creator-messages.ts';
import type { NotificationItem } from '../../api/notifications-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { relativeTime } from '../../lib/format.ts';

/** What the row says: who did what, or (for Popreel's own news, such as a ready export) the news alone. */
function NotificationText({ item }: { item: NotificationItem }) {
  switch (item.type) {
    case 'export_ready':
      return <>{ACCOUNT_MESSAGES.exportReady}</>;
    case 'follow':
    case 'like':
      return (
        <>
          <span className="font-semibold">{item.fromUsername}</span> {item.type === 'follow' ? NOTIFICATION_TEXT.follow : NOTIFICATION_TEXT.like}
        </>
      );
  }
}

/** One notification: sender, what they did, when; unread ones are highlighted. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  return (
    <li data-notification-id={item.id} data-read={item.read}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={`flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400 ${
          item.read ? '' : 'bg-pink-500/10'
        }`}
      >
        {/* An export is news from Popreel itself (fromUserId is the reader), so the logo stands in for an avatar. */}
        {item.type === 'export_ready' ? (
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10 shrink-0 rounded-full bg-zinc-900 p-1.5 ring-1 ring-white/20" />
        ) : (
          <Avatar url={item.fromAvatarUrl} username={item.fromUsername} />
        )}
        <span className="min-w-0 flex-1">
          <span className="block break-words">
            <NotificationText item={item} />
          </span>
          <time dateTime={item.createdAt} className="text-sm text-muted">
            {relativeTime(item.createdAt)}
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
