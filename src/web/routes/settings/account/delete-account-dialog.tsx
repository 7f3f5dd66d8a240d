import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES, ACCOUNT_TEMPLATES, DELETION_CONSEQUENCE_TEMPLATES } from '../../../../shared/account-messages.ts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../../shared/constants.ts';
import { deleteAccountSchema } from '../../../../shared/account.schema.ts';
import { accountApi } from '../../../api/account-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useCheckedForm } from '../../../hooks/use-checked-form.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { ACCOUNT_TEXT } from './account-text.ts';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The last step before deletion: what it does, then the password (and a code with two-factor on), so a
 * borrowed unlocked phone cannot delete anyone. The server ends the session; this device forgets it too.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation('settings');
  const { user, forgetSession } = useAuth();
  const askCode = user?.twoFactorEnabled ?? false;
  const form = useCheckedForm({ password: '', code: '' });

  const remove = useMutation({
    mutationFn: accountApi.scheduleDeletion,
    onSuccess: async () => {
      await forgetSession();
      toast.success(t(ACCOUNT_TEMPLATES.deletionScheduled, { days: ACCOUNT_DELETION_GRACE_DAYS }));
    },
    onError: (error) => toast.error(serverMessage(error, t(ACCOUNT_TEXT.deleteFailed))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (askCode && !form.values.code.trim()) return form.fail('code', t(ACCOUNT_MESSAGES.codeRequired));
    const input = form.check(deleteAccountSchema, 'password', { code: askCode ? form.values.code : undefined });
    if (input) remove.mutate(input);
  };

  return (
    <Dialog open={open} onClose={() => !remove.isPending && onClose()} title={t(ACCOUNT_TEXT.deleteDialogTitle)}>
      <form noValidate onSubmit={submit} aria-busy={remove.isPending} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-zinc-200">{t(ACCOUNT_TEXT.deleteConsequences)}</p>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-zinc-300">
            {DELETION_CONSEQUENCE_TEMPLATES.map((consequence) => (
              <li key={consequence}>{t(consequence, { days: ACCOUNT_DELETION_GRACE_DAYS })}</li>
            ))}
          </ul>
        </div>
        <Input label={t(ACCOUNT_TEXT.password)} type="password" autoComplete="current-password" {...form.field('password')} />
        {askCode ? <Input label={t(ACCOUNT_TEXT.code)} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} className="font-mono" {...form.field('code')} /> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            {t(ACCOUNT_TEXT.cancel)}
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? t(ACCOUNT_TEXT.deleting) : t(ACCOUNT_TEXT.deleteConfirm)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
