import { Hash, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatRoomSummary } from '../../api/chat-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { relativeTime } from '../../lib/format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { i18n } from '../../i18n/i18n.ts';

/** The server stops counting unread messages at 100, so the badge never claims an exact number past it. */
const UNREAD_SHOWN_MAX = 99;

/** A private match room is named after the other person (its stored name lists both); a public room by its name. */
export function roomTitle(room: ChatRoomSummary): string {
  return room.partner ? room.partner.username : room.name;
}

/** "1 message", "12 messages". */
export function messageCountLabel(count: number): string {
  return i18n.t('{{count}} messages', { ns: 'chat', count });
}

/** What the unread badge shows: "3", or "99+" past what the server counts exactly. */
function unreadBadgeText(count: number): string {
  return count > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}+` : String(count);
}

/** The last message as the room list shows it: "alice: see you there", on one line. */
function lastMessagePreview(room: ChatRoomSummary): string | null {
  if (!room.lastMessage) return null;
  return `${room.lastMessage.username}: ${room.lastMessage.content.replace(/\s+/g, ' ')}`;
}

/** A public room's picture: a plain mark, since a room has no face of its own. */
function RoomMark() {
  return (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-zinc-800 text-zinc-300 ring-1 ring-white/10">
      <Hash className="size-5" />
    </span>
  );
}

/**
 * One room in the list (spec §2 Chat): name, last message on one line, message count, when the last message
 * came, and an unread badge. A private match room shows the other person and a lock.
 */
export function ChatRoomRow({ room }: { room: ChatRoomSummary }) {
  const { t } = useTranslation('chat');
  const preview = lastMessagePreview(room);
  const unread = room.unreadCount;
  return (
    <li data-room-id={room.id}>
      <Link
        to={`/chat/${room.id}`}
        className={`flex items-center gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400 ${
          unread > 0 ? 'bg-pink-500/10' : ''
        }`}
      >
        {room.partner ? <Avatar url={room.partner.avatarUrl} username={room.partner.username} /> : <RoomMark />}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className={`truncate ${unread > 0 ? 'font-bold' : 'font-semibold'}`}>{roomTitle(room)}</span>
            {room.isPrivate ? (
              <span title={t('Private chat')} className="shrink-0 text-zinc-400">
                <Lock aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('(private)')}</span>
              </span>
            ) : null}
          </span>
          <span className="truncate text-sm text-zinc-300">{preview ?? <span className="text-muted italic">{t('No messages yet')}</span>}</span>
          <span className="flex items-center gap-2 text-xs text-muted">
            <span>{messageCountLabel(room.messageCount)}</span>
            {room.lastMessageAt ? (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={room.lastMessageAt}>{relativeTime(room.lastMessageAt)}</time>
              </>
            ) : null}
          </span>
        </span>
        {unread > 0 ? (
          <span className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-pink-600 px-1.5 text-xs font-bold text-white">
            <span aria-hidden="true">{unreadBadgeText(unread)}</span>
            <span className="sr-only">{t('{{unread}} unread', { unread: unreadBadgeText(unread) })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
