import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-messages.ts';
import type { Me } from '../../../auth/session-api.ts';
import { accountApi, type AccountOverview } from '../../../api/account-api.ts';
import { accountKeys } from '../../../api/account-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessage } from '../../../lib/form-check.ts';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { OneFieldForm } from './one-field-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import { sessionKeys } from '../../../api/session-keys.ts';

/** What the section shows besides its status line: nothing, a flow in progress, or codes to save. */
type Step = { kind: 'idle' } | { kind: 'setup' } | { kind: 'turnOff' } | { kind: 'newCodes' } | { kind: 'codes'; codes: string[] };

/**
 * Two-factor authentication: off → Set up (password, scan, first code) → recovery codes shown once. On →
 * the codes left, Turn off and New recovery codes, each confirmed with a code.
 */
export function TwoFactorSection({ overview }: { overview: AccountOverview }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  /** The session's copy decides whether deletion asks for a code, so it follows every change. */
  const settle = (enabled: boolean) => {
    queryClient.setQueryData<Me | null>(sessionKeys.me, (me) => me && { ...me, user: { ...me.user, twoFactorEnabled: enabled } });
    void queryClient.invalidateQueries({ queryKey: accountKeys.overview });
  };
  const failed = (error: Error) => toast.error(serverMessage(error, t(ACCOUNT_MESSAGES.codeWrong)));

  const turnOff = useMutation({
    mutationFn: accountApi.disableTwoFactor,
    onSuccess: () => {
      toast.success(t(ACCOUNT_MESSAGES.twoFactorDisabled));
      setStep({ kind: 'idle' });
      settle(false);
    },
    onError: failed,
  });
  const newCodes = useMutation({
    mutationFn: accountApi.newRecoveryCodes,
    onSuccess: (answer) => {
      toast.success(t(ACCOUNT_MESSAGES.recoveryCodesNew));
      setStep({ kind: 'codes', codes: answer.recoveryCodes });
      settle(true);
    },
    onError: failed,
  });
  const enabled = (codes: string[]) => {
    toast.success(t(ACCOUNT_MESSAGES.twoFactorEnabled));
    setStep({ kind: 'codes', codes });
    settle(true);
  };
  const idle = () => setStep({ kind: 'idle' });

  const on = overview.twoFactorEnabled;
  return (
    <AccountSection title={t(ACCOUNT_TEXT.twoFactorTitle)}>
      <p className="flex items-start gap-2 text-sm text-zinc-300">
        {on ? <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-green-400" /> : <ShieldOff aria-hidden="true" className="size-5 shrink-0 text-zinc-500" />}
        <span>
          {on ? t(ACCOUNT_TEXT.twoFactorOn) : t(ACCOUNT_TEXT.twoFactorOff)}
          {on ? <span className="block text-zinc-400">{ACCOUNT_TEXT.codesLeft(overview.recoveryCodesLeft)}</span> : null}
        </span>
      </p>
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={idle} />
      ) : step.kind === 'setup' && !on ? (
        <TwoFactorSetup onEnabled={enabled} onCancel={idle} />
      ) : step.kind === 'turnOff' || step.kind === 'newCodes' ? (
        <OneFieldForm
          key={step.kind}
          kind="code"
          hint={t(ACCOUNT_TEXT.confirmWithCode)}
          submitLabel={step.kind === 'turnOff' ? t(ACCOUNT_TEXT.turnOff) : t(ACCOUNT_TEXT.newCodes)}
          pendingLabel={t(ACCOUNT_TEXT.confirming)}
          pending={turnOff.isPending || newCodes.isPending}
          onSubmit={(code) => (step.kind === 'turnOff' ? turnOff.mutate(code) : newCodes.mutate(code))}
          onCancel={idle}
        />
      ) : on ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setStep({ kind: 'newCodes' })}>
            {t(ACCOUNT_TEXT.newCodes)}
          </Button>
          <Button variant="secondary" onClick={() => setStep({ kind: 'turnOff' })}>
            {t(ACCOUNT_TEXT.turnOff)}
          </Button>
        </div>
      ) : (
        <Button onClick={() => setStep({ kind: 'setup' })} className="self-start">
          {t(ACCOUNT_TEXT.setUp)}
        </Button>
      )}
    </AccountSection>
  );
}
