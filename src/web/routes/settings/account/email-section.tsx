import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-messages.ts';
import { changeEmailSchema } from '../../../../shared/account.schema.ts';
import { accountApi, type AccountOverview } from '../../../api/account-api.ts';
import { accountKeys } from '../../../api/account-keys.ts';
import { useResendVerification } from '../../../auth/verify-email-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useCheckedForm } from '../../../hooks/use-checked-form.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${verified ? 'bg-green-900/60 text-green-200' : 'bg-amber-900/60 text-amber-100'}`}>
      {verified ? t(ACCOUNT_TEXT.verified) : t(ACCOUNT_TEXT.notVerified)}
    </span>
  );
}

/**
 * The sign-in address: verified or not, and a change that takes effect only once the new inbox confirms it
 * (so a typo cannot lock anyone out). The current password guards the change.
 */
export function EmailSection({ overview }: { overview: AccountOverview }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  const form = useCheckedForm({ email: '', password: '' });

  const change = useMutation({
    mutationFn: accountApi.changeEmail,
    onSuccess: (answer) => {
      toast.success(answer.message || t(ACCOUNT_MESSAGES.emailChangeSent));
      form.clear();
      queryClient.setQueryData<AccountOverview>(accountKeys.overview, (current) => current && { ...current, pendingEmail: answer.pendingEmail });
    },
    onError: (error) => toast.error(serverMessage(error, t(ACCOUNT_TEXT.actionFailed))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const input = form.check(changeEmailSchema, 'email');
    if (input) change.mutate(input);
  };

  return (
    <AccountSection title={t(ACCOUNT_TEXT.emailTitle)}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{overview.email}</span>
        <VerifiedBadge verified={overview.emailVerified} />
        {overview.emailVerified ? null : (
          <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()} className="ms-auto">
            {t(ACCOUNT_MESSAGES.resendVerification)}
          </Button>
        )}
      </div>
      {overview.pendingEmail ? (
        <p className="text-sm text-zinc-300">
          {t(ACCOUNT_TEXT.pendingEmail)} <strong className="break-all">{overview.pendingEmail}</strong>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} aria-busy={change.isPending} aria-label={t(ACCOUNT_TEXT.changeEmail)} className="flex flex-col gap-3">
        <Input label={t(ACCOUNT_TEXT.newEmail)} type="email" autoComplete="email" {...form.field('email')} />
        <Input label={t(ACCOUNT_TEXT.currentPassword)} type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="secondary" disabled={change.isPending} className="self-start">
          {change.isPending ? t(ACCOUNT_TEXT.changingEmail) : t(ACCOUNT_TEXT.changeEmail)}
        </Button>
      </form>
    </AccountSection>
  );
}
