import { useTranslation } from '../../../i18n/use-translation.ts';
import { useRef, useState, type FormEvent } from 'react';
import { twoFactorCode } from '../../../../shared/account.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { msg } from '../../../i18n/i18n.ts';
import { checkForm } from '../../../lib/form-check.ts';
import { ACCOUNT_TEXT } from './account-text.ts';

interface OneFieldFormProps {
  /** 'password' for the account password, 'code' for an authenticator or recovery code. */
  kind: 'password' | 'code';
  hint?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (value: string) => void;
  onCancel?: () => void;
}

/** The confirmation a sensitive step asks for before it runs: the password, or a code that proves the phone. */
export function OneFieldForm({ kind, hint, submitLabel, pendingLabel, pending, onSubmit, onCancel }: OneFieldFormProps) {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = kind === 'code' ? checkForm(twoFactorCode, value, 'code') : value ? ({ ok: true, input: value } as const) : ({ ok: false, message: msg('Password is required') } as const);
    if (!check.ok) {
      setProblem(t(check.message));
      inputRef.current?.focus();
      return;
    }
    onSubmit(check.input);
  };

  const fieldProps =
    kind === 'code'
      ? { label: t(ACCOUNT_TEXT.code), name: 'code', autoComplete: 'one-time-code', autoCapitalize: 'none', spellCheck: false, className: 'font-mono tracking-widest' }
      : { label: t(ACCOUNT_TEXT.password), name: 'password', type: 'password', autoComplete: 'current-password' };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="flex flex-col gap-3 rounded-xl bg-zinc-900 p-4">
      <Input
        ref={inputRef}
        {...fieldProps}
        hint={hint}
        // The form appears because of the button just pressed, so typing can start at once.
        autoFocus
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(undefined);
        }}
        error={problem}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t(ACCOUNT_TEXT.cancel)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
