import { useTranslation } from '../../../i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { msg } from '../../../i18n/i18n.ts';

const SHORTCUTS: [keys: string[], action: string][] = [
  [['↓', 'J'], msg('Next video')],
  [['↑', 'K'], msg('Previous video')],
  [[msg('Space')], msg('Pause or play')],
  [['M'], msg('Mute or unmute')],
  [['L'], msg('Like')],
  [['S'], msg('Save')],
  [['C'], msg('Comments')],
  [['V'], msg('Captions on or off')],
  [['/'], msg('Search')],
  [['?'], msg('These shortcuts')],
];

/** The list behind `?` (issue 25): every key the feed and players answer. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open onClose={onClose} title={t('Keyboard shortcuts')}>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(([keys, action]) => (
          <div key={action} className="contents">
            <dt className="flex gap-1">
              {keys.map((key) => (
                <kbd key={key} className="min-w-7 rounded border border-zinc-700 bg-zinc-800 px-1.5 py-0.5 text-center font-mono text-xs text-zinc-100">
                  {t(key)}
                </kbd>
              ))}
            </dt>
            <dd className="text-zinc-300">{t(action)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
