import { useTranslation } from '../../i18n/use-translation.ts';
import type { NotificationItem } from '../../api/notifications-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { msg } from '../../i18n/i18n.ts';
import { relativeTime } from '../../lib/format.ts';
import { isPopreelNews } from '../../../shared/notification-words.ts';

/**
 * The row's whole sentence for a group: the same words as src/shared/notification-words.ts (which the push
 * uses), written here as whole sentences so each language can order them: who, how many more, and what.
 */
function sentence(item: NotificationItem): string | null {
  const many = item.actorCount > 1;
  switch (item.type) {
    case 'follow':
      return many ? msg('{{name}} and {{count}} others started following you') : msg('{{name}} started following you');
    case 'like':
      return many ? msg('{{name}} and {{count}} others liked your video') : msg('{{name}} liked your video');
    case 'repost':
      return many ? msg('{{name}} and {{count}} others reposted your video') : msg('{{name}} reposted your video');
    case 'comment':
      if (!item.excerpt) return many ? msg('{{name}} and {{count}} others commented:') : msg('{{name}} commented:');
      return many ? msg('{{name}} and {{count}} others commented: {{excerpt}}') : msg('{{name}} commented: {{excerpt}}');
    case 'reply':
      if (!item.excerpt) return many ? msg('{{name}} and {{count}} others replied:') : msg('{{name}} replied:');
      return many ? msg('{{name}} and {{count}} others replied: {{excerpt}}') : msg('{{name}} replied: {{excerpt}}');
    case 'mention':
      // A chat message's text never leaves its room (the group carries no excerpt for one).
      if (item.chatRoomId) return many ? msg('{{name}} and {{count}} others mentioned you in a chat') : msg('{{name}} mentioned you in a chat');
      if (!item.excerpt) return many ? msg('{{name}} and {{count}} others mentioned you') : msg('{{name}} mentioned you');
      return many ? msg('{{name}} and {{count}} others mentioned you: {{excerpt}}') : msg('{{name}} mentioned you: {{excerpt}}');
    case 'new_video':
      return many ? msg('{{name}} and {{count}} others posted a new video') : msg('{{name}} posted a new video');
    case 'export_ready':
    case 'video_posted':
      // Popreel's own news: nobody to name.
      return null;
  }
}

/** Stands in for the name while the sentence is translated, so the name can be bolded wherever it lands. */
const NAME_SLOT = '\uE000';

/** "sofia_travels and 4 others liked your video", or (for Popreel's own news, a ready export) the news alone. */
function NotificationText({ item }: { item: NotificationItem }) {
  const { t } = useTranslation('notifications');
  const key = sentence(item);
  if (!key) return <>{item.type === 'video_posted' ? t('Your scheduled video is posted') : t('Your data export is ready')}</>;
  const others = item.actorCount > 1 ? item.actorCount - 1 : undefined;
  const [before, ...after] = t(key, { name: NAME_SLOT, count: others, excerpt: item.excerpt ?? '' }).split(NAME_SLOT);
  return (
    <>
      {before}
      <span className="font-semibold">{item.fromUsername}</span>
      {after.join(item.fromUsername)}
    </>
  );
}

/** Up to three of the latest actors, overlapping, newest on top. */
function StackedAvatars({ item }: { item: NotificationItem }) {
  if (item.actors.length <= 1) return <Avatar url={item.fromAvatarUrl} username={item.fromUsername} />;
  return (
    <span className="flex shrink-0 -space-x-4" aria-hidden="true">
      {item.actors.map((actor, index) => (
        <span key={actor.userId} className="rounded-full ring-2 ring-black" style={{ zIndex: item.actors.length - index }}>
          <Avatar url={actor.avatarUrl} username={actor.username} size="sm" />
        </span>
      ))}
    </span>
  );
}

interface RowProps {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onSeeAll: (item: NotificationItem) => void;
}

/** One group: who, what, when, the video's thumbnail; unread ones are highlighted; several people have "See all". */
export function NotificationRow({ item, onOpen, onSeeAll }: RowProps) {
  const { t } = useTranslation('notifications');
  return (
    <li data-notification-id={item.id} data-read={item.read} className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={`flex min-w-0 flex-1 items-center gap-3 rounded-xl px-3 py-3 text-start transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400 ${
          item.read ? '' : 'bg-pink-500/10'
        }`}
      >
        {/* An export or a scheduled post is news from Popreel itself (fromUserId is the reader): the logo stands in for an avatar. */}
        {isPopreelNews(item.type) ? (
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10 shrink-0 rounded-full bg-zinc-900 p-1.5 ring-1 ring-white/20" />
        ) : (
          <StackedAvatars item={item} />
        )}
        <span className="min-w-0 flex-1">
          <span className="line-clamp-3 block break-words">
            <NotificationText item={item} />
          </span>
          <time dateTime={item.createdAt} className="text-sm text-muted">
            {relativeTime(item.createdAt)}
          </time>
        </span>
        {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" width={36} height={64} loading="lazy" className="h-16 w-9 shrink-0 rounded object-cover" /> : null}
        {item.read ? null : (
          <span className="size-2.5 shrink-0 rounded-full bg-pink-500">
            <span className="sr-only">{t('Unread')}</span>
          </span>
        )}
      </button>
      {item.actorCount > 1 ? (
        <button
          type="button"
          onClick={() => onSeeAll(item)}
          className="shrink-0 rounded-lg px-2 py-1 text-sm text-pink-300 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400"
        >
          {t('See all')}
        </button>
      ) : null}
    </li>
  );
}
