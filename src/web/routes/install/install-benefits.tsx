import { Smartphone, WifiOff, Zap } from 'lucide-react';

const BENEFITS = [
  { Icon: Zap, title: 'Lightning Fast', body: 'Opens instantly from your home screen, with no app store download.' },
  { Icon: WifiOff, title: 'Works Offline', body: 'Popreel loads even with a weak or missing connection.' },
  { Icon: Smartphone, title: 'Native Feel', body: 'Full-screen, no browser bars: it looks and feels like a native app.' },
];

/** Spec §2 "Install page": three benefit cards, fast, works offline, native feel. */
export function InstallBenefits() {
  return (
    <section aria-labelledby="install-benefits" className="flex flex-col gap-3">
      <h2 id="install-benefits" className="sr-only">
        Why install Popreel
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {BENEFITS.map(({ Icon, title, body }) => (
          <li key={title} data-testid="install-benefit" className="flex flex-col gap-2 rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
            <Icon aria-hidden="true" className="size-6 text-pink-500" />
            <h3 className="font-semibold text-white">{title}</h3>
            <p className="text-sm text-zinc-400">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
