import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { storyRings, type StoryRing } from '../../api/stories-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { RingedAvatar } from './ringed-avatar.tsx';
import { storyKeys } from '../../api/story-keys.ts';

/*
 * The row of story rings over the feed (both tabs). It sits in the feed's first load, so it stays small:
 * one query, links, no gesture or media code; the viewer itself is a lazy route.
 */
const tileClass = 'flex w-16 shrink-0 flex-col items-center gap-1 rounded-lg focus-visible:outline-2 focus-visible:outline-pink-400';
const nameClass = 'w-full truncate text-center text-xs text-zinc-300';

function RingLink({ ring }: { ring: StoryRing }) {
  const { t } = useTranslation('common');
  return (
    <Link to={`/stories/${ring.userId}`} className={tileClass} data-unseen={ring.hasUnseen}>
      <RingedAvatar url={ring.avatarUrl} smallUrl={ring.avatarSmallUrl} username={ring.username} unseen={ring.hasUnseen} size="row" />
      <span className={nameClass}>
        {ring.username}
        <span className="sr-only">{ring.hasUnseen ? t(', new story') : t(', seen')}</span>
      </span>
    </Link>
  );
}

/**
 * The viewer's own tile always shows, so posting is one tap away: with active stories it opens them and
 * a small "+" beside it adds another; without, the whole tile is the "+" to Create Story.
 */
function OwnTile({ ring, userId, username, avatarUrl }: { ring: StoryRing | undefined; userId: string; username: string; avatarUrl: string | null }) {
  const { t } = useTranslation('common');
  const plus = <Plus aria-hidden="true" className="size-3.5" strokeWidth={3} />;
  const disc = 'flex size-5 items-center justify-center rounded-full bg-pink-600 text-white ring-2 ring-black';
  if (!ring) {
    return (
      <Link to="/stories/new" className={`${tileClass} relative`}>
        <span className="block size-16 rounded-full p-[3px] [&>*]:size-full!">
          <Avatar url={avatarUrl} username={username} size="lg" />
        </span>
        <span aria-hidden="true" className={`absolute end-0 bottom-5 ${disc}`}>
          {plus}
        </span>
        {/* Extra words for screen readers as hidden text, not an aria-label: that would have to repeat the avatar's initial too. */}
        <span className={nameClass}>
          {t('Your story')}
          <span className="sr-only">{t(', add a story')}</span>
        </span>
      </Link>
    );
  }
  return (
    <div className="relative shrink-0">
      <Link to={`/stories/${userId}`} className={tileClass} data-unseen={ring.hasUnseen}>
        <RingedAvatar url={ring.avatarUrl} smallUrl={ring.avatarSmallUrl} username={username} unseen={ring.hasUnseen} size="row" />
        <span className={nameClass}>{t('Your story')}</span>
      </Link>
      {/* The tap target is 24 px (WCAG 2.2, 2.5.8) around the same 20 px disc, centred where the disc always was. */}
      <Link
        to="/stories/new"
        aria-label={t('Add to your story')}
        className="absolute -end-0.5 bottom-4.5 flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        <span className={disc}>{plus}</span>
      </Link>
    </div>
  );
}

export function StoryRings() {
  const { t } = useTranslation('common');
  const { session } = useAuth();
  const rings = useQuery({ queryKey: storyKeys.rings, queryFn: ({ signal }) => storyRings(signal), staleTime: 30_000, enabled: Boolean(session) });
  if (!session) return null;
  const me = session.user.id;
  const items = rings.data ?? [];
  return (
    <nav aria-label={t('Stories')} className="shrink-0">
      <ul className="flex gap-3 overflow-x-auto px-3 pt-1 pb-2 [scrollbar-width:none]">
        <li>
          <OwnTile ring={items.find((ring) => ring.userId === me)} userId={me} username={session.profile.username} avatarUrl={session.profile.avatarUrl} />
        </li>
        {items
          .filter((ring) => ring.userId !== me)
          .map((ring) => (
            <li key={ring.userId}>
              <RingLink ring={ring} />
            </li>
          ))}
      </ul>
    </nav>
  );
}
