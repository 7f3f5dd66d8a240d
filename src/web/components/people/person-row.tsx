import { Link } from 'react-router';
import { DISCOVERY_MESSAGES } from '../../../shared/search-messages.ts';
import type { SearchPerson } from '../../../shared/search-types.ts';
import { formatCount } from '../../lib/format.ts';
import { Avatar, VerifiedMark } from '../ui/avatar.tsx';
import { resultRow, stretchedLink } from '../ui/row-styles.ts';
import { FollowButton } from './follow-button.tsx';
import { useFollowPerson } from './use-follow-person.ts';

export const followerText = (count: number) => DISCOVERY_MESSAGES.followers(count, formatCount(count));

/** A person in People results and in the suggestions list: the row opens their profile, the button follows. */
export function PersonRow({ person }: { person: SearchPerson }) {
  const { following, followerCount, toggle } = useFollowPerson(person);
  return (
    <li data-testid="person-row" className={resultRow}>
      <Avatar url={person.avatar_url} username={person.username} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-1">
          <Link to={`/profile/${person.user_id}`} className={stretchedLink}>
            @{person.username}
          </Link>
          {person.verified ? <VerifiedMark /> : null}
        </div>
        <p className="text-sm text-muted">{followerText(followerCount)}</p>
        {person.bio ? <p className="truncate text-sm text-zinc-300">{person.bio}</p> : null}
      </div>
      <FollowButton username={person.username} following={following} onToggle={toggle} className="relative z-10" />
    </li>
  );
}

/** The same person as a small card, for a row that scrolls sideways (the Following feed's suggestions). */
export function PersonCard({ person }: { person: SearchPerson }) {
  const { following, followerCount, toggle } = useFollowPerson(person);
  return (
    <li data-testid="person-card" className="relative flex w-40 shrink-0 snap-start flex-col items-center gap-2 rounded-xl bg-zinc-900 p-4 text-center hover:bg-zinc-800">
      <Avatar url={person.avatar_url} username={person.username} size="lg" />
      <div className="flex max-w-full min-w-0 items-center gap-1 text-sm">
        <Link to={`/profile/${person.user_id}`} className={stretchedLink}>
          @{person.username}
        </Link>
        {person.verified ? <VerifiedMark /> : null}
      </div>
      <p className="text-sm text-muted">{followerText(followerCount)}</p>
      <FollowButton username={person.username} following={following} onToggle={toggle} className="relative z-10 w-full" />
    </li>
  );
}
