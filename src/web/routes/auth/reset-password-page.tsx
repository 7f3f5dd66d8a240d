import { useTranslation } from '../../i18n/use-translation.ts';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { resetPasswordSchema } from '../../../shared/account.schema.ts';
import { ApiError } from '../../api/client.ts';
import { recoveryApi } from '../../api/account-api.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useCheckedForm } from '../../hooks/use-checked-form.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { serverMessage } from '../../lib/form-check.ts';
import { AuthShell } from './auth-shell.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';

/** A refusal about the link itself (used, expired, unknown) rather than about the new password. */
const isLinkProblem = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.message === ACCOUNT_MESSAGES.resetLinkInvalid || /token|link/i.test(error.code));

/** What a dead link shows: why, and the way to a fresh one. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role="alert" className="text-zinc-100">
        {message}
      </p>
      <ButtonLink to="/auth/forgot" size="lg" className="w-full">
        {t(RECOVERY_TEXT.askAgain)}
      </ButtonLink>
    </div>
  );
}

/** /auth/reset?token=…: the mailed link's page. A new password, typed twice; then the person signs in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t(RECOVERY_TEXT.resetTitle));
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useCheckedForm({ password: '', confirm: '' });
  // A link cut short by a mail client is known to be dead before anything is typed.
  const [deadLink, setDeadLink] = useState<string | null>(() => (resetPasswordSchema.shape.token.safeParse(token).success ? null : t(ACCOUNT_MESSAGES.resetLinkInvalid)));

  const reset = useMutation({
    mutationFn: recoveryApi.resetPassword,
    onSuccess: () => {
      toast.success(t(ACCOUNT_MESSAGES.passwordReset));
      void navigate('/auth', { replace: true });
    },
    onError: (error) => {
      if (isLinkProblem(error)) setDeadLink(error.message);
      else toast.error(serverMessage(error, t(RECOVERY_TEXT.resetFailed)));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const input = form.check(resetPasswordSchema, 'password', { token });
    if (!input) return;
    if (form.values.confirm !== form.values.password) return form.fail('confirm', t(RECOVERY_TEXT.passwordsDiffer));
    reset.mutate(input);
  };

  return (
    <AuthShell backToSignIn title={t(RECOVERY_TEXT.resetTitle)} subtitle={deadLink ? undefined : t(RECOVERY_TEXT.resetSubtitle)}>
      {deadLink ? (
        <LinkProblem message={deadLink} />
      ) : (
        <form noValidate onSubmit={submit} aria-busy={reset.isPending} className="flex flex-col gap-4">
          <Input label={t(RECOVERY_TEXT.newPassword)} type="password" autoComplete="new-password" {...form.field('password')} />
          <Input label={t(RECOVERY_TEXT.confirmPassword)} type="password" autoComplete="new-password" {...form.field('confirm')} />
          <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
            {reset.isPending ? t(RECOVERY_TEXT.saving) : t(RECOVERY_TEXT.setPassword)}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
