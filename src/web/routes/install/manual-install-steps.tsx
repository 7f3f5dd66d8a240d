import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';

const PLATFORMS = [
  {
    name: 'iPhone/iPad',
    browser: msg('in Safari'),
    steps: [msg('Tap the Share button at the bottom of the screen'), msg('Scroll down and tap "Add to Home Screen"'), msg('Tap "Add" in the top right corner')],
  },
  {
    name: 'Android',
    browser: msg('in Chrome'),
    steps: [msg('Tap the menu button (⋮) in the top right corner'), msg('Tap "Add to Home screen"'), msg('Tap "Add" to confirm')],
  },
];

/** Shown when the browser offers no install prompt (Safari on iOS, or an already dismissed prompt). */
export function ManualInstallSteps() {
  const { t } = useTranslation('install');
  return (
    <section aria-labelledby="manual-install" className="flex flex-col gap-4">
      <h2 id="manual-install" className="text-lg font-semibold text-white">
        {t('Install manually')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {PLATFORMS.map((platform) => (
          <section key={platform.name} aria-label={platform.name} className="rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
            <h3 className="font-semibold text-white">
              {platform.name} <span className="font-normal text-zinc-400">{t(platform.browser)}</span>
            </h3>
            <ol className="mt-3 flex list-decimal flex-col gap-1.5 ps-5 text-sm text-zinc-300">
              {platform.steps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
