import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-messages.ts';
import { accountApi, type AccountSession } from '../../../api/account-api.ts';
import { accountKeys } from '../../../api/account-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { relativeTime } from '../../../lib/format.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';

function SessionRow({ session, onEnd, ending }: { session: AccountSession; onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <li className="flex items-center gap-3 rounded-xl bg-zinc-900 p-3">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {session.device}
          {session.current ? <span className="rounded-full bg-pink-600 px-2 py-0.5 text-xs font-semibold text-white">{t(ACCOUNT_TEXT.thisDevice)}</span> : null}
        </p>
        <p className="text-sm text-zinc-400">
          {ACCOUNT_TEXT.signedInAt(relativeTime(session.createdAt))} · {ACCOUNT_TEXT.lastSeen(relativeTime(session.lastSeenAt))}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="ghost" size="sm" disabled={ending} onClick={onEnd} aria-label={`${t(ACCOUNT_TEXT.signOut)} ${session.device}`}>
          {t(ACCOUNT_TEXT.signOut)}
        </Button>
      )}
    </li>
  );
}

/**
 * Every signed-in browser of the account, this one marked. A lost phone or a shared computer is signed out
 * from here; this device signs out from the feed's header, so its row has no button.
 */
export function SessionsSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => accountApi.sessions(signal) });
  const drop = (keep: (session: AccountSession) => boolean) =>
    queryClient.setQueryData<AccountSession[]>(accountKeys.sessions, (sessions) => sessions?.filter(keep));
  const failed = (error: Error) => toast.error(serverMessage(error, t(ACCOUNT_TEXT.actionFailed)));

  const end = useMutation({
    mutationFn: (session: AccountSession) => accountApi.endSession(session.id),
    onSuccess: (_, session) => {
      toast.success(t(ACCOUNT_MESSAGES.sessionEnded));
      drop((other) => other.id !== session.id);
    },
    onError: failed,
  });
  const endOthers = useMutation({
    mutationFn: accountApi.endOtherSessions,
    onSuccess: () => {
      toast.success(t(ACCOUNT_MESSAGES.othersEnded));
      drop((session) => session.current);
    },
    onError: failed,
  });

  return (
    <AccountSection title={t(ACCOUNT_TEXT.sessionsTitle)}>
      <QueryState query={list} look="box" text={{ loading: t('Loading sessions'), failed: t(ACCOUNT_TEXT.loadSessionsFailed), retry: t(ACCOUNT_TEXT.retry) }}>
        {(sessions) => (
          <>
            <ul aria-label={t(ACCOUNT_TEXT.sessionsTitle)} className="flex flex-col gap-2">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} ending={end.isPending} onEnd={() => end.mutate(session)} />
              ))}
            </ul>
            {sessions.some((session) => !session.current) ? (
              <Button variant="secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate()} className="self-start">
                {t(ACCOUNT_TEXT.signOutOthers)}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </AccountSection>
  );
}
