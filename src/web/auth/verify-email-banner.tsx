import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { toast } from '../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages.ts';
import { accountApi } from '../api/account-api.ts';
import { ApiError } from '../api/client.ts';
import { Button } from '../components/ui/button.tsx';
import { useAuth } from './auth-provider.tsx';
import { i18n } from '../i18n/i18n.ts';

/** 'Resend email' for the verification mail, shared by the banner and the account screen's Email section. */
export function useResendVerification() {
  return useMutation({
    mutationFn: accountApi.resendVerification,
    onSuccess: () => toast.success(i18n.t(ACCOUNT_MESSAGES.verificationSent)),
    onError: (error) => toast.error(error instanceof ApiError && error.fromServer ? error.message : i18n.t(ACCOUNT_MESSAGES.verifyLinkInvalid)),
  });
}

/**
 * A gentle reminder for an unverified address, in the flow of the screens that show it (settings,
 * notifications): it pushes content down rather than covering the feed, a composer or a button.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-amber-400/30 bg-amber-950/40 p-4 text-sm text-amber-50 sm:flex-row sm:items-center">
      <MailWarning aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
      <p className="flex-1">
        <strong className="font-semibold">{t(ACCOUNT_MESSAGES.verifyBanner)}</strong> {t(ACCOUNT_MESSAGES.verifyBannerDetail)}
      </p>
      <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()} className="self-start sm:self-auto">
        {t(ACCOUNT_MESSAGES.resendVerification)}
      </Button>
    </div>
  );
}
