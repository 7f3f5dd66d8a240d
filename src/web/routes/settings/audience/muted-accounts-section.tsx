import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { audienceApi, type MutedUser } from '../../../api/audience-api.ts';
import { audienceKeys } from '../../../api/audience-keys.ts';
import { useMute } from '../../../components/people/use-mute.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MUTE_TEXT, MUTED_ACCOUNTS_TEXT } from '../../../audience-text.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { ACCOUNT_TEXT } from '../account/account-text.ts';

function MutedAccountRow({ user }: { user: MutedUser }) {
  const { t } = useTranslation('settings');
  // The same Unmute as the profile's: the toast says it, and the feeds read that person's videos again.
  const { unmute } = useMute(user);
  return (
    <li className="flex items-center gap-3">
      <Avatar url={user.avatarUrl} username={user.username} />
      <Link to={`/profile/${user.userId}`} className="min-w-0 flex-1 truncate font-semibold hover:underline">
        @{user.username}
      </Link>
      <Button variant="secondary" size="sm" aria-label={`${t(MUTE_TEXT.unmute)} @${user.username}`} onClick={() => void unmute()}>
        {t(MUTE_TEXT.unmute)}
      </Button>
    </li>
  );
}

/** Settings' Muted accounts (issue 38): whom I muted from a card or a profile, each with Unmute. */
export function MutedAccountsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const list = useQuery({
    queryKey: audienceKeys.mutedAccounts(userId),
    queryFn: async ({ signal }) => (await audienceApi.mutedAccounts(signal)).items,
    enabled: userId !== '',
  });
  return (
    <AccountSection title={t(MUTED_ACCOUNTS_TEXT.title)}>
      <QueryState
        query={list}
        look="box"
        text={{ loading: t('Loading muted accounts'), failed: t(MUTED_ACCOUNTS_TEXT.loadFailed), retry: t(ACCOUNT_TEXT.retry) }}
        children={(users) =>
          users.length === 0 ? (
            <p className="text-zinc-400">{t(MUTED_ACCOUNTS_TEXT.empty)}</p>
          ) : (
            <ul aria-label={t(MUTED_ACCOUNTS_TEXT.title)} className="flex flex-col gap-3">
              {users.map((user) => (
                <MutedAccountRow key={user.userId} user={user} />
              ))}
            </ul>
          )
        }
      />
    </AccountSection>
  );
}
