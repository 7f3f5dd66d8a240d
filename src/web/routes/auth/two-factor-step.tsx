import { useTranslation } from '../../i18n/use-translation.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { twoFactorCodeSchema } from '../../../shared/account.schema.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { recoveryApi } from '../../api/account-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { checkForm, serverMessage } from '../../lib/form-check.ts';
import { authLinkClass } from './auth-shell.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';
import { useWelcome } from './use-welcome.ts';

interface TwoFactorStepProps {
  /** Proof that the password was right, valid for a few minutes. */
  ticket: string;
  onBack: () => void;
}

/**
 * The second step of a password sign-in with two-factor on: one field that takes the authenticator's
 * 6-digit code or a recovery code (the server tells them apart).
 */
export function TwoFactorStep({ ticket, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const welcome = useWelcome();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const verify = useMutation({
    mutationFn: (checked: string) => recoveryApi.signInWithCode(ticket, checked),
    onSuccess: welcome,
    onError: (error) => {
      const message = serverMessage(error, t(AUTH_MESSAGES.signInFailed));
      toast.error(message);
      // A ticket that ran out cannot be saved by another code: the password step starts over.
      if (message === ACCOUNT_MESSAGES.twoFactorTicketExpired || message === t(ACCOUNT_MESSAGES.twoFactorTicketExpired)) onBack();
      else inputRef.current?.select();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const check = checkForm(twoFactorCodeSchema, { code }, 'code');
    if (!check.ok) {
      setProblem(t(check.message));
      inputRef.current?.focus();
      return;
    }
    setProblem(undefined);
    verify.mutate(check.input.code);
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} aria-busy={verify.isPending} className="flex flex-col gap-4">
        <Input
          ref={inputRef}
          label={t(RECOVERY_TEXT.codeLabel)}
          hint={t(RECOVERY_TEXT.codeHint)}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // Focus moves here because the password step just vanished; without it keyboards start over at the top.
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(undefined);
          }}
          error={problem}
          className="font-mono tracking-widest"
        />
        <p className="text-sm text-zinc-400">{t(RECOVERY_TEXT.recoveryCodeNote)}</p>
        <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
          {verify.isPending ? t(RECOVERY_TEXT.verifying) : t(RECOVERY_TEXT.verify)}
        </Button>
      </form>
      <button type="button" onClick={onBack} className={`${authLinkClass} self-center text-sm`}>
        {t(RECOVERY_TEXT.backToSignIn)}
      </button>
    </div>
  );
}
