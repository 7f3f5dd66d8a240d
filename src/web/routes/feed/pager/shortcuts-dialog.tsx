import { Dialog } from '../../../components/ui/dialog.tsx';

const SHORTCUTS: [keys: string[], action: string][] = [
  [['↓', 'J'], 'Next video'],
  [['↑', 'K'], 'Previous video'],
  [['Space'], 'Pause or play'],
  [['M'], 'Mute or unmute'],
  [['L'], 'Like'],
  [['C'], 'Comments'],
  [['/'], 'Search'],
  [['?'], 'These shortcuts'],
];

/** The list behind `?` (issue 25): every key the feed and players answer. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Keyboard shortcuts">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(([keys, action]) => (
          <div key={action} className="contents">
            <dt className="flex gap-1">
              {keys.map((key) => (
                <kbd key={key} className="min-w-7 rounded border border-zinc-700 bg-zinc-800 px-1.5 py-0.5 text-center font-mono text-xs text-zinc-100">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-zinc-300">{action}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
