import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { userStories } from '../../api/stories-api.ts';
import { Avatar } from '../ui/avatar.tsx';
import { storyKeys } from '../../api/story-keys.ts';

/** Outer diameters of the two places a story ring is drawn: the feed's row and the profile header. */
const SIZES = { row: 'size-16', profile: 'size-24' } as const;

interface RingedAvatarProps {
  url: string | null;
  smallUrl?: string | null;
  username: string;
  /** Something not yet watched: the colourful ring people look for. Everything watched: a quiet grey one. */
  unseen: boolean;
  size: keyof typeof SIZES;
}

/**
 * An avatar inside a story ring, as people know it from other story apps. A black gap between ring and
 * picture keeps the ring readable on any photo. Decorative: the surrounding link names the person.
 */
export function RingedAvatar({ url, smallUrl, username, unseen, size }: RingedAvatarProps) {
  const ring = unseen ? 'bg-linear-45 from-amber-400 via-pink-500 to-fuchsia-600 p-[3px]' : 'bg-zinc-600 p-[2px]';
  return (
    <span aria-hidden="true" className={`${SIZES[size]} block shrink-0 rounded-full ${ring}`}>
      {/* Avatar has fixed sizes; the descendant selector stretches it to fill the ring instead. */}
      <span className={`block size-full rounded-full bg-black p-[2px] [&>*]:size-full! [&>*]:ring-0! ${size === 'profile' ? '[&>*]:text-3xl!' : ''}`}>
        <Avatar url={url} smallUrl={smallUrl} username={username} size="lg" />
      </span>
    </span>
  );
}

interface ProfileStoryAvatarProps {
  userId: string;
  username: string;
  avatarUrl: string | null;
}

/**
 * The big profile avatar: with stories the viewer may watch it gets a ring and opens them, as people
 * expect from a profile picture. It is the story viewer's own read (same key), so the viewer opens at once.
 */
export function ProfileStoryAvatar({ userId, username, avatarUrl }: ProfileStoryAvatarProps) {
  const { t } = useTranslation('common');
  const stories = useQuery({ queryKey: storyKeys.user(userId), queryFn: ({ signal }) => userStories(userId, signal), staleTime: 30_000 });
  const items = stories.data?.items ?? [];
  if (items.length === 0) {
    return (
      <div className="[&>*]:size-24! [&>*]:text-3xl!">
        <Avatar url={avatarUrl} username={username} size="lg" />
      </div>
    );
  }
  return (
    <Link to={`/stories/${userId}`} aria-label={t('View stories')} className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-400">
      <RingedAvatar url={avatarUrl} username={username} unseen={items.some((item) => !item.seen)} size="profile" />
    </Link>
  );
}
