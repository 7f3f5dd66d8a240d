import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { APP_NAME } from '../../../shared/constants.ts';
import { trackEvent } from '../../api/analytics.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { isRunningInstalled, promptInstall, useInstallAvailable } from '../../pwa/install-prompt.ts';
import { InstallBenefits } from './install-benefits.tsx';
import { ManualInstallSteps } from './manual-install-steps.tsx';

/** Spec §2 "Install page": the browser's own prompt when it offers one, manual steps otherwise. */
export function InstallPage() {
  const { t } = useTranslation('install');
  useDocumentTitle(t('Install'));
  const installAvailable = useInstallAvailable();
  const [prompting, setPrompting] = useState(false);

  const install = async () => {
    setPrompting(true);
    try {
      const outcome = await promptInstall();
      if (outcome !== 'unavailable') trackEvent('pwa_install_attempt', { outcome });
    } finally {
      setPrompting(false);
    }
  };

  return (
    <div className="min-h-dvh bg-zinc-950 px-4 py-10 text-zinc-200">
      <main className="mx-auto flex max-w-2xl flex-col gap-8">
        <header className="flex flex-col items-center gap-3 text-center">
          <img src="/icon-192.png" alt="" width={80} height={80} className="size-20 rounded-2xl" />
          <h1 className="text-3xl font-bold text-white">{t('Install {{appName}}', { appName: APP_NAME })}</h1>
          <p className="text-zinc-400">{t('Get the full-screen app on your home screen in a few seconds.')}</p>
        </header>
        {isRunningInstalled() ? (
          <p role="status" className="rounded-2xl bg-zinc-900 p-4 text-center">
            {t('{{appName}} is already installed on this device.', { appName: APP_NAME })}
          </p>
        ) : installAvailable ? (
          <div className="flex justify-center">
            <Button size="lg" onClick={() => void install()} disabled={prompting}>
              <Download aria-hidden="true" className="size-5" />
              {t('Install App')}
            </Button>
          </div>
        ) : (
          <ManualInstallSteps />
        )}
        <InstallBenefits />
        <div className="flex justify-center">
          <ButtonLink to="/" variant="secondary">
            {t('Back to Home')}
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
