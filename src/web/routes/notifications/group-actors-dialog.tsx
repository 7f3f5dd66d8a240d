import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NOTIFICATION_TEXT } from '../../../shared/creator-messages.ts';
import { creatorKeys } from '../../api/creator-keys.ts';
import { notificationsApi, type NotificationActor, type NotificationItem } from '../../api/notifications-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';

const LIST_TEXT = { loading: 'Loading people', loadingMore: 'Loading more people', failed: NOTIFICATION_TEXT.loadFailed, retry: NOTIFICATION_TEXT.retry };

function ActorRow({ actor, onPick }: { actor: NotificationActor; onPick: () => void }) {
  return (
    <li>
      <Link to={`/profile/${actor.userId}`} onClick={onPick} className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400">
        <Avatar url={actor.avatarUrl} username={actor.username} />
        <span className="truncate font-semibold">@{actor.username}</span>
      </Link>
    </li>
  );
}

/** A group's "See all": everyone in it, newest first, paged from /api/notifications/:id/actors. Mounted only while open. */
export function GroupActorsDialog({ userId, group, onClose }: { userId: string; group: NotificationItem; onClose: () => void }) {
  const query = useInfiniteQuery({
    queryKey: creatorKeys.notificationActors(userId, group.id),
    queryFn: ({ pageParam, signal }) => notificationsApi.actors(group.id, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const actors = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Dialog open onClose={onClose} title={NOTIFICATION_TEXT.everyone}>
      <div className="max-h-[60dvh] overflow-y-auto">
        <PagedList
          query={query}
          items={actors}
          label={NOTIFICATION_TEXT.everyone}
          layout="rows"
          empty={null}
          text={LIST_TEXT}
          renderItem={(actor) => <ActorRow key={actor.userId} actor={actor} onPick={onClose} />}
        />
      </div>
    </Dialog>
  );
}
