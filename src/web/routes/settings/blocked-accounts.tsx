import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { BLOCKED_ACCOUNTS_TEXT } from '../../../shared/creator-messages.ts';
import type { BlockedUser } from '../../api/profiles-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useBlockedAccounts } from './use-blocked-accounts.ts';

function BlockedAccountRow({ user, onUnblock }: { user: BlockedUser; onUnblock: (user: BlockedUser) => void }) {
  const { t } = useTranslation('settings');
  return (
    <li className="flex items-center gap-3">
      <Avatar url={user.avatarUrl} username={user.username} />
      <Link to={`/profile/${user.userId}`} className="min-w-0 flex-1 truncate font-semibold hover:underline">
        @{user.username}
      </Link>
      {/* The username in the name tells rows apart for screen readers; it starts with the visible word. */}
      <Button variant="secondary" size="sm" aria-label={`${t(BLOCKED_ACCOUNTS_TEXT.unblock)} @${user.username}`} onClick={() => onUnblock(user)}>
        {t(BLOCKED_ACCOUNTS_TEXT.unblock)}
      </Button>
    </li>
  );
}

/** Edit Profile's Blocked accounts: who I blocked from a video card, each with Unblock. */
export function BlockedAccounts({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const { list, unblock } = useBlockedAccounts(userId);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-800 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(BLOCKED_ACCOUNTS_TEXT.title)}
      </h2>
      <QueryState
        query={list}
        look="inline"
        className="justify-between"
        alert="none"
        text={{ loading: t('Loading blocked accounts'), failed: t(BLOCKED_ACCOUNTS_TEXT.loadFailed), retry: t(BLOCKED_ACCOUNTS_TEXT.retry) }}
        isEmpty={list.data?.length === 0}
        empty={<p className="text-zinc-400">{t(BLOCKED_ACCOUNTS_TEXT.empty)}</p>}
      >
        {(users) => (
          <ul aria-labelledby={headingId} className="flex flex-col gap-3">
            {users.map((user) => (
              <BlockedAccountRow key={user.userId} user={user} onUnblock={(blocked) => unblock.mutate(blocked)} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
