import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { notificationsApi, type NotificationActor, type NotificationItem } from '../../api/notifications-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { msg } from '../../i18n/i18n.ts';
import { notificationKeys } from '../../api/notification-keys.ts';

const LIST_TEXT = { loading: msg('Loading people'), loadingMore: msg('Loading more people'), failed: msg('Could not load the list.'), retry: msg('Try again') };

function ActorRow({ actor, onPick }: { actor: NotificationActor; onPick: () => void }) {
  return (
    <li>
      <Link to={`/profile/${actor.userId}`} onClick={onPick} className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400">
        <Avatar url={actor.avatarUrl} username={actor.username} />
        <span dir="auto" className="truncate font-semibold">@{actor.username}</span>
      </Link>
    </li>
  );
}

/** A group's "See all": everyone in it, newest first, paged from /api/notifications/:id/actors. Mounted only while open. */
export function GroupActorsDialog({ userId, group, onClose }: { userId: string; group: NotificationItem; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const query = useInfiniteQuery({
    queryKey: notificationKeys.actors(userId, group.id),
    queryFn: ({ pageParam, signal }) => notificationsApi.actors(group.id, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const actors = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Dialog open onClose={onClose} title={t('Everyone')}>
      <div className="max-h-[60dvh] overflow-y-auto">
        <PagedList
          query={query}
          items={actors}
          label={t('Everyone')}
          layout="rows"
          empty={null}
          text={{ loading: t(LIST_TEXT.loading), loadingMore: t(LIST_TEXT.loadingMore), failed: t(LIST_TEXT.failed), retry: t(LIST_TEXT.retry) }}
          renderItem={(actor) => <ActorRow key={actor.userId} actor={actor} onPick={onClose} />}
        />
      </div>
    </Dialog>
  );
}
