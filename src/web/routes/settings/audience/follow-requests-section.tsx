import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { FollowRequest } from '../../../api/audience-api.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FOLLOW_REQUESTS_TEXT } from '../../../audience-text.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { ACCOUNT_TEXT } from '../account/account-text.ts';
import { InlineError } from './inline-error.tsx';
import { useFollowRequests } from './use-follow-requests.ts';

function RequestRow({ request, busy, onAnswer }: { request: FollowRequest; busy: boolean; onAnswer: (approve: boolean) => void }) {
  const { t } = useTranslation('settings');
  return (
    <li className="flex flex-wrap items-center gap-3">
      <Avatar url={request.avatarUrl} username={request.username} />
      <Link to={`/profile/${request.userId}`} className="min-w-0 flex-1 truncate font-semibold hover:underline">
        @{request.username}
      </Link>
      {/* The username in the name tells rows apart for screen readers; it starts with the visible word. */}
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} aria-label={`${t(FOLLOW_REQUESTS_TEXT.approve)} @${request.username}`} onClick={() => onAnswer(true)}>
          {t(FOLLOW_REQUESTS_TEXT.approve)}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} aria-label={`${t(FOLLOW_REQUESTS_TEXT.decline)} @${request.username}`} onClick={() => onAnswer(false)}>
          {t(FOLLOW_REQUESTS_TEXT.decline)}
        </Button>
      </div>
    </li>
  );
}

/**
 * Settings' Follow requests (issue 38): each person asking, with Approve and Decline. A public account has
 * no use for the section, so it shows only while private or while requests still wait.
 */
export function FollowRequestsSection({ userId, isPrivate }: { userId: string; isPrivate: boolean }) {
  const { t } = useTranslation('settings');
  const { requests, answer, error, done } = useFollowRequests(userId);
  const waiting = requests.data?.length ?? 0;
  if (!isPrivate && waiting === 0) return null;
  const busyWith = answer.isPending ? answer.variables.request.userId : null;

  return (
    <AccountSection title={t(FOLLOW_REQUESTS_TEXT.title)}>
      <>
        <QueryState
          query={requests}
          look="box"
          text={{ loading: t('Loading follow requests'), failed: t(FOLLOW_REQUESTS_TEXT.loadFailed), retry: t(ACCOUNT_TEXT.retry) }}
          children={(rows) =>
            rows.length === 0 ? (
              <p className="text-zinc-400">{t(FOLLOW_REQUESTS_TEXT.empty)}</p>
            ) : (
              <ul aria-label={t(FOLLOW_REQUESTS_TEXT.title)} className="flex flex-col gap-3">
                {rows.map((request) => (
                  <RequestRow key={request.userId} request={request} busy={busyWith === request.userId} onAnswer={(approve) => answer.mutate({ request, approve })} />
                ))}
              </ul>
            )
          }
        />
        <InlineError message={error} />
        <p aria-live="polite" className="sr-only">
          {done}
        </p>
      </>
    </AccountSection>
  );
}
