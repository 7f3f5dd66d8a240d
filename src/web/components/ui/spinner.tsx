import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';

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
