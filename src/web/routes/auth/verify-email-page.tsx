import { useTranslation } from '../../i18n/use-translation.ts';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { emailTokenSchema } from '../../../shared/account.schema.ts';
import { accountKeys } from '../../api/account-keys.ts';
import { recoveryApi } from '../../api/account-api.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { serverMessage } from '../../lib/form-check.ts';
import { AuthShell } from './auth-shell.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';
import { sessionKeys } from '../../api/session-keys.ts';

/**
 * /auth/verify?token=…: the link of a verification or address-change mail. It works signed in or out (mail
 * is often opened on another device); when signed in, the cached account is read again so the banner goes.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const wellFormed = emailTokenSchema.safeParse({ token }).success;
  // A query, not a mutation: the link is used once, and the cached answer survives StrictMode's second mount.
  const verification = useQuery({
    queryKey: accountKeys.emailLink(token),
    queryFn: () => recoveryApi.verifyEmail(token),
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const verified = verification.isSuccess;

  useEffect(() => {
    if (!verified) return;
    // The app's first session read may still be in flight, begun before the link was used. React Query joins a
    // first load instead of starting another, so that read (still unverified) is cancelled before reading again.
    void queryClient
      .cancelQueries({ queryKey: sessionKeys.me })
      .then(() => queryClient.invalidateQueries({ queryKey: sessionKeys.me }));
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [verified, queryClient]);

  const failed = !wellFormed || verification.isError;
  const title = failed
    ? serverMessage(verification.error, t(ACCOUNT_MESSAGES.verifyLinkInvalid))
    : verified
      ? verification.data.message || t(ACCOUNT_MESSAGES.emailVerified)
      : t(RECOVERY_TEXT.checkingLink);
  useDocumentTitle(title);

  return (
    <AuthShell title={title} subtitle={verified ? verification.data.email : undefined}>
      {failed || verified ? (
        <div className="flex flex-col items-center gap-6">
          {failed ? (
            <CircleAlert aria-hidden="true" className="size-12 text-red-400" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-12 text-green-400" />
          )}
          <ButtonLink to="/" size="lg" className="w-full">
            {t(RECOVERY_TEXT.goHome)}
          </ButtonLink>
        </div>
      ) : (
        <Spinner label={t(RECOVERY_TEXT.checkingLink)} className="py-6" />
      )}
    </AuthShell>
  );
}
