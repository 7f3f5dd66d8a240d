import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import type { AuthorizedAppView } from '../../../api/app-tokens-api.ts';
import { appTokensApi } from '../../../api/app-tokens-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { relativeTime } from '../../../lib/format.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { APPS_TEXT } from './apps-text.ts';
import { appTokenKeys } from '../../../api/app-token-keys.ts';

/** Apps this person allowed: what each may do and when it last did; Revoke deletes every token it holds. */
export function AuthorizedAppsSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: appTokenKeys.authorized, queryFn: ({ signal }) => appTokensApi.authorized(signal) });
  const revoke = useMutation({
    mutationFn: (grant: AuthorizedAppView) => appTokensApi.revokeAuthorization(grant.id),
    onSuccess: (_, grant) => {
      toast.success(t(APPS_TEXT.accessRevoked));
      queryClient.setQueryData<AuthorizedAppView[]>(appTokenKeys.authorized, (grants) => grants?.filter((other) => other.id !== grant.id));
    },
    onError: (error) => toast.error(serverMessage(error, t(APPS_TEXT.actionFailed))),
  });

  return (
    <AccountSection title={t(APPS_TEXT.authorizedTitle)} detail={t(APPS_TEXT.authorizedDetail)}>
      <QueryState query={list} look="box" text={{ loading: t(APPS_TEXT.loadingAuthorized), failed: t(APPS_TEXT.loadAuthorizedFailed), retry: t(APPS_TEXT.retry) }}>
        {(grants) =>
          grants.length === 0 ? (
            <p className="text-sm text-zinc-400">{t(APPS_TEXT.noAuthorized)}</p>
          ) : (
            <ul aria-label={t(APPS_TEXT.authorizedTitle)} className="flex flex-col gap-2">
              {grants.map((grant) => (
                <li key={grant.id} className="flex items-center gap-3 rounded-xl bg-zinc-900 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{grant.appName}</p>
                    <p className="font-mono text-xs text-zinc-400">{grant.scopes.join(', ')}</p>
                    <p className="text-sm text-zinc-400">
                      {APPS_TEXT.created(relativeTime(grant.createdAt))} · {APPS_TEXT.lastUsed(grant.lastUsedAt ? relativeTime(grant.lastUsedAt) : null)}
                    </p>
                  </div>
                  <Button variant="ghost" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(grant)} aria-label={`${t(APPS_TEXT.revoke)} ${grant.appName}`}>
                    {t(APPS_TEXT.revoke)}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </AccountSection>
  );
}
