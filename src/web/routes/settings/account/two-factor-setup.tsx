import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { accountApi, type TwoFactorSetup as Setup } from '../../../api/account-api.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { ACCOUNT_TEXT } from './account-text.ts';
import { CopyButton } from './copy-button.tsx';
import { OneFieldForm } from './one-field-form.tsx';

/** The QR code as an image: the server's SVG markup never enters the page's DOM, so it cannot run anything. */
const qrImage = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** '4 characters, a space': a 32-letter key is easier to type into a phone in groups. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function ScanStep({ setup, onEnabled, onCancel }: { setup: Setup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const enable = useMutation({
    mutationFn: accountApi.enableTwoFactor,
    onSuccess: (answer) => onEnabled(answer.recoveryCodes),
    onError: (error) => toast.error(serverMessage(error, t(ACCOUNT_TEXT.actionFailed))),
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-300">{t(ACCOUNT_TEXT.scanStep)}</p>
      {/* A white margin, as scanners expect, whatever the page's colours. */}
      <img src={qrImage(setup.qrSvg)} alt={t(ACCOUNT_TEXT.qrAlt)} width={192} height={192} className="size-48 self-center rounded-lg bg-white p-2" />
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-zinc-300">{t(ACCOUNT_TEXT.setupKey)}</p>
        <div className="flex items-center gap-2">
          <code data-testid="two-factor-secret" data-secret={setup.secret} className="min-w-0 flex-1 rounded-lg bg-black px-3 py-2 font-mono text-sm break-all select-all">
            {grouped(setup.secret)}
          </code>
          <CopyButton text={setup.secret} what={t(ACCOUNT_TEXT.setupKey).toLowerCase()} />
        </div>
      </div>
      <OneFieldForm
        kind="code"
        submitLabel={t(ACCOUNT_TEXT.turnOn)}
        pendingLabel={t(ACCOUNT_TEXT.turningOn)}
        pending={enable.isPending}
        onSubmit={(code) => enable.mutate(code)}
        onCancel={onCancel}
      />
    </div>
  );
}

/**
 * Turning two-factor on: the password first (a borrowed, unlocked phone must not be enough), then the secret
 * to scan, then the first code, which proves the authenticator has it before the server starts asking.
 */
export function TwoFactorSetup({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const [setup, setSetup] = useState<Setup | null>(null);
  const start = useMutation({
    mutationFn: accountApi.startTwoFactor,
    onSuccess: setSetup,
    onError: (error) => toast.error(serverMessage(error, t(ACCOUNT_TEXT.actionFailed))),
  });
  if (setup) return <ScanStep setup={setup} onEnabled={onEnabled} onCancel={onCancel} />;
  return (
    <OneFieldForm
      kind="password"
      submitLabel={t(ACCOUNT_TEXT.continue)}
      pendingLabel={t(ACCOUNT_TEXT.starting)}
      pending={start.isPending}
      onSubmit={(password) => start.mutate(password)}
      onCancel={onCancel}
    />
  );
}
