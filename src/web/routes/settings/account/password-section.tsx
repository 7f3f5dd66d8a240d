import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-messages.ts';
import { changePasswordSchema } from '../../../../shared/account.schema.ts';
import { accountApi } from '../../../api/account-api.ts';
import { accountKeys } from '../../../api/account-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useCheckedForm } from '../../../hooks/use-checked-form.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';

/** A new password needs the current one; every other session ends with the change, this one stays. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const form = useCheckedForm({ currentPassword: '', newPassword: '' });

  const change = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => {
      toast.success(t(ACCOUNT_MESSAGES.passwordChanged));
      form.clear();
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (error) => toast.error(serverMessage(error, t(ACCOUNT_TEXT.actionFailed))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const input = form.check(changePasswordSchema, 'currentPassword');
    if (input) change.mutate(input);
  };

  return (
    <AccountSection title={t(ACCOUNT_TEXT.passwordTitle)}>
      <form noValidate onSubmit={submit} aria-busy={change.isPending} aria-label={t(ACCOUNT_TEXT.changePassword)} className="flex flex-col gap-3">
        <Input label={t(ACCOUNT_TEXT.currentPassword)} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <Input label={t(ACCOUNT_TEXT.newPassword)} type="password" autoComplete="new-password" {...form.field('newPassword')} />
        <Button type="submit" variant="secondary" disabled={change.isPending} className="self-start">
          {change.isPending ? t(ACCOUNT_TEXT.changingPassword) : t(ACCOUNT_TEXT.changePassword)}
        </Button>
      </form>
    </AccountSection>
  );
}
