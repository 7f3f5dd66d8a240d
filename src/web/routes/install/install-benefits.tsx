import { Smartphone, WifiOff, Zap } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';

const BENEFITS = [
  { Icon: Zap, title: msg('Lightning Fast'), body: msg('Opens instantly from your home screen, with no app store download.') },
  { Icon: WifiOff, title: msg('Works Offline'), body: msg('Popreel loads even with a weak or missing connection.') },
  { Icon: Smartphone, title: msg('Native Feel'), body: msg('Full-screen, no browser bars: it looks and feels like a native app.') },
];

/** Spec §2 "Install page": three benefit cards, fast, works offline, native feel. */
export function InstallBenefits() {
  const { t } = useTranslation('install');
  return (
    <section aria-labelledby="install-benefits" className="flex flex-col gap-3">
      <h2 id="install-benefits" className="sr-only">
        {t('Why install Popreel')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {BENEFITS.map(({ Icon, title, body }) => (
          <li key={title} data-testid="install-benefit" className="flex flex-col gap-2 rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
            <Icon aria-hidden="true" className="size-6 text-pink-500" />
            <h3 className="font-semibold text-white">{t(title)}</h3>
            <p className="text-sm text-zinc-400">{t(body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
