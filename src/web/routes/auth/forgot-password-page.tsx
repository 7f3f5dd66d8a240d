import { useTranslation } from '../../i18n/use-translation.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { forgotPasswordSchema } from '../../../shared/account.schema.ts';
import { recoveryApi } from '../../api/account-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { checkForm, serverMessage } from '../../lib/form-check.ts';
import { AuthShell } from './auth-shell.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';

/**
 * /auth/forgot: asks for the address and mails a reset link. The answer is the same whether or not the
 * address has an account, so the page cannot be used to find out who is on Popreel.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t(RECOVERY_TEXT.forgotTitle));
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const request = useMutation({
    mutationFn: recoveryApi.forgotPassword,
    onError: (error) => toast.error(serverMessage(error, t(RECOVERY_TEXT.resetFailed))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const check = checkForm(forgotPasswordSchema, { email }, 'email');
    if (!check.ok) {
      setProblem(t(check.message));
      inputRef.current?.focus();
      return;
    }
    setProblem(undefined);
    request.mutate(check.input.email);
  };

  return (
    <AuthShell backToSignIn title={t(RECOVERY_TEXT.forgotTitle)} subtitle={request.isSuccess ? undefined : t(RECOVERY_TEXT.forgotSubtitle)}>
      {request.isSuccess ? (
        <p role="status" className="rounded-xl border border-zinc-800 bg-zinc-900 p-4 text-center text-zinc-100">
          {t(ACCOUNT_MESSAGES.resetRequested)}
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={request.isPending} className="flex flex-col gap-4">
          <Input
            ref={inputRef}
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(undefined);
            }}
            error={problem}
            required
          />
          <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
            {request.isPending ? t(RECOVERY_TEXT.sending) : t(RECOVERY_TEXT.sendLink)}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
