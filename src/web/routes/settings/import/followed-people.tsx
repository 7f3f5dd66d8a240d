import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import type { ImportFollowing, ImportSource } from '../../../api/imports-api.ts';
import { FollowButton } from '../../../components/people/follow-button.tsx';
import { useFollowPerson } from '../../../components/people/use-follow-person.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Names shown before Show all: an export may name thousands. */
const FIRST_SHOWN = 200;
type Match = NonNullable<ImportFollowing['match']>;

/** Follow (or Following) for an account found here, as the import says the viewer stands with them now. */
function MatchFollow({ match }: { match: Match }) {
  const { status, toggle } = useFollowPerson({ ...match, bio: '', verified: false, followerCount: 0 });
  return <FollowButton username={match.username} status={status} onToggle={toggle} />;
}

function FollowedRow({ source, person }: { source: ImportSource; person: ImportFollowing }) {
  const { t } = useTranslation('settings');
  const { match } = person;
  return (
    <li className="flex items-center gap-3 rounded-lg px-2 py-2">
      {match ? <Avatar url={match.avatarUrl} username={match.username} /> : null}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-zinc-100">{person.name}</p>
        {match ? (
          <Link to={`/profile/${match.userId}`} className="block truncate text-sm text-pink-300 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400">
            @{match.username}
          </Link>
        ) : (
          <p className="text-xs text-zinc-400">{source === 'archive' ? t('Search for them to follow again') : t('Not found on Popreel')}</p>
        )}
      </div>
      {match ? (
        <MatchFollow match={match} />
      ) : (
        <Link to={`/search?q=${encodeURIComponent(source === 'archive' ? `@${person.name}` : person.name)}`} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
          <Search aria-hidden="true" className="size-4" />
          {t('Search')}
          <span className="sr-only"> {person.name}</span>
        </Link>
      )}
    </li>
  );
}

/**
 * The accounts followed on TikTok, or (from an archive) on the other server: those found here to follow, the
 * others to search for (an archive's `name@server` is looked up on its server by the search).
 */
export function FollowedPeople({ source, following }: { source: ImportSource; following: ImportFollowing[] }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? following : following.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-bold">
        {source === 'archive' ? t('People you followed there') : t('People you followed on TikTok')}
      </h2>
      {following.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-400">{t('No one to look up')}</p>
      ) : (
        <ul className="flex flex-col" aria-labelledby={headingId}>
          {shown.map((person, index) => (
            <FollowedRow key={`${person.name}-${index}`} source={source} person={person} />
          ))}
        </ul>
      )}
      {shown.length < following.length ? (
        <Button variant="secondary" size="sm" className="self-center" onClick={() => setAll(true)}>
          {t('Show all')}
        </Button>
      ) : null}
    </section>
  );
}
