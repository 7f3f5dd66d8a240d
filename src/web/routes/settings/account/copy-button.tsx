import { useTranslation } from '../../../i18n/use-translation.ts';
import { Copy } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';

/**
 * Copies a secret (the setup key, the recovery codes) to the clipboard. The text stays on screen and
 * selectable too, since the clipboard may be refused (an insecure origin, a browser setting).
 */
export function CopyButton({ text, label, what }: { text: string; label?: string; what?: string }) {
  const { t } = useTranslation('settings');
  const name = label ?? t(ACCOUNT_TEXT.copy);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t(ACCOUNT_TEXT.copied));
    } catch (error) {
      console.warn('Copy failed', error);
      toast.error(t(ACCOUNT_TEXT.copyFailed));
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={what ? `${name} ${what}` : undefined}>
      <Copy aria-hidden="true" className="size-4" />
      {name}
    </Button>
  );
}
