import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * What a moderation panel shows when its read failed: the reason and a Retry. `inline` for a small part of
 * a card (analytics, history, the moderators list), centred in the panel otherwise.
 */
export function LoadFailed({ message, onRetry, inline = false }: { message: string; onRetry: () => unknown; inline?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className={inline ? 'flex items-center gap-3 text-sm text-zinc-300' : 'flex flex-col items-center gap-3 py-16 text-center text-zinc-300'}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
        {t('Retry')}
      </Button>
    </div>
  );
}
