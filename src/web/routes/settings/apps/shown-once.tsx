import { useTranslation } from '../../../i18n/use-translation.ts';
import { CopyButton } from '../account/copy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { APPS_TEXT } from './apps-text.ts';

/** A secret on screen for the only time it exists in the clear: selectable, copyable, then dismissed. */
export function ShownOnce({ notice, values, onDone }: { notice: string; values: Array<{ label: string; value: string }>; onDone: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-pink-700 bg-zinc-900 p-4">
      <p className="text-sm font-semibold">{notice}</p>
      {values.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-1">
          <span className="text-xs text-zinc-400">{label}</span>
          <code data-testid={`secret-${label}`} className="break-all rounded bg-black px-2 py-1 font-mono text-sm select-all">
            {value}
          </code>
          <CopyButton text={value} label={t(APPS_TEXT.copyToken)} what={label} />
        </div>
      ))}
      <Button variant="secondary" size="sm" className="self-start" onClick={onDone}>
        {t(APPS_TEXT.done)}
      </Button>
    </div>
  );
}
