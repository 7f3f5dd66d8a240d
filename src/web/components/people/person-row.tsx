import { Link } from 'react-router';
import { COUNT_TEMPLATES } from '../../../shared/search-messages.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { SearchPerson } from '../../api/search-api.ts';
import { formatCount } from '../../lib/format.ts';
import { Avatar, VerifiedMark } from '../ui/avatar.tsx';
import { resultRow, stretchedLink } from '../ui/row-styles.ts';
import { FollowButton } from './follow-button.tsx';
import { useFollowPerson } from './use-follow-person.ts';

export const followerText = (count: number) => i18n.t(COUNT_TEMPLATES.followers, { ns: 'shared', count, shown: formatCount(count) });

/** '@name' and the verified mark; the link stretches over its row or card, so all of it opens the profile. */
function PersonName({ person, className }: { person: SearchPerson; className: string }) {
  return (
    <div className={`flex min-w-0 items-center gap-1 ${className}`}>
      <Link to={`/profile/${person.userId}`} className={stretchedLink}>
        @{person.username}
      </Link>
      {person.verified ? <VerifiedMark /> : null}
    </div>
  );
}

/** A person in People results and in the suggestions list: the row opens their profile, the button follows. */
export function PersonRow({ person }: { person: SearchPerson }) {
  const { status, followerCount, toggle } = useFollowPerson(person);
  return (
    <li data-testid="person-row" className={resultRow}>
      <Avatar url={person.avatarUrl} username={person.username} />
      <div className="min-w-0 flex-1">
        <PersonName person={person} className="" />
        <p className="text-sm text-muted">{followerText(followerCount)}</p>
        {person.bio ? <p className="truncate text-sm text-zinc-300">{person.bio}</p> : null}
      </div>
      <FollowButton username={person.username} status={status} onToggle={toggle} className="relative z-10" />
    </li>
  );
}

/** The same person as a small card, for a row that scrolls sideways (the Following feed's suggestions). */
export function PersonCard({ person }: { person: SearchPerson }) {
  const { status, followerCount, toggle } = useFollowPerson(person);
  return (
    <li data-testid="person-card" className="relative flex w-40 shrink-0 snap-start flex-col items-center gap-2 rounded-xl bg-zinc-900 p-4 text-center hover:bg-zinc-800">
      <Avatar url={person.avatarUrl} username={person.username} size="lg" />
      <PersonName person={person} className="max-w-full text-sm" />
      <p className="text-sm text-muted">{followerText(followerCount)}</p>
      <FollowButton username={person.username} status={status} onToggle={toggle} className="relative z-10 w-full" />
    </li>
  );
}
