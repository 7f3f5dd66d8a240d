import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { bootPoster } from '../../api/feed-boot.ts';

/** An announced loading indicator; `label` is what screen readers hear. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={label ?? t('Loading')} className={`flex items-center justify-center ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-pink-500" />
    </div>
  );
}

/** The centred spinner shown while the session or a lazy screen loads. */
export function FullScreenSpinner() {
  return <Spinner className="min-h-dvh w-full" />;
}

/**
 * While the app's first screen loads: the first card's poster when the page's shell showed one (issue 53), so
 * the screen goes from that poster to the card with no spinner between; otherwise the spinner.
 */
export function StartingFallback() {
  const { t } = useTranslation('common');
  const poster = bootPoster();
  if (!poster) return <FullScreenSpinner />;
  return (
    <>
      <img className="boot-poster" src={poster} alt="" aria-hidden="true" />
      <span role="status" className="sr-only">{t('Loading')}</span>
    </>
  );
}
