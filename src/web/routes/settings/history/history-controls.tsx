import { useId, useState } from 'react';
import { WATCH_HISTORY_TEXT } from '../../../../shared/watch-history.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface PauseSwitchProps {
  paused: boolean;
  /**
   * A change on its way to the server: the switch shows it already and takes no other until it lands, so two
   * answers cannot arrive out of order. Not disabled meanwhile, which would throw a keyboard user's focus away.
   */
  pending: boolean;
  onChange: (paused: boolean) => void;
}

/**
 * Pause watch history: a native checkbox with role="switch", so keyboards and screen readers get on/off for
 * free (as the notification switches). The note says what pausing means while it is on.
 */
export function PauseSwitch({ paused, pending, onChange }: PauseSwitchProps) {
  const { t } = useTranslation('settings');
  const switchId = useId();
  const noteId = useId();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-zinc-800 bg-zinc-900 px-4 py-3">
      <div className="flex items-center gap-3">
        <label htmlFor={switchId} className="min-w-0 flex-1 font-semibold">
          {t(WATCH_HISTORY_TEXT.pause)}
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={paused}
          aria-busy={pending}
          aria-describedby={paused ? noteId : undefined}
          onChange={(event) => !pending && onChange(event.target.checked)}
          className="size-5 shrink-0 accent-pink-600"
        />
      </div>
      {paused ? (
        <p id={noteId} className="text-sm text-zinc-400">
          {t(WATCH_HISTORY_TEXT.pausedNote)}
        </p>
      ) : null}
    </div>
  );
}

interface ClearAllProps {
  /** Nothing to clear: the button is there but disabled, so the screen does not shift when the list empties. */
  disabled: boolean;
  clearing: boolean;
  /** Clears on the server; resolves once it did (the dialog then closes), rejects if it could not. */
  onClear: () => Promise<unknown>;
}

/** Clear all, behind a confirming dialog: it cannot be undone, and the button sits near the tiles. */
export function ClearAllButton({ disabled, clearing, onClear }: ClearAllProps) {
  const { t } = useTranslation('settings');
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    // A refusal stays in the dialog (its toast says why), so another try is one tap away.
    onClear().then(() => setAsking(false), () => undefined);
  };
  return (
    <>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => setAsking(true)}>
        {t(WATCH_HISTORY_TEXT.clearAll)}
      </Button>
      <Dialog open={asking} onClose={() => !clearing && setAsking(false)} title={t(WATCH_HISTORY_TEXT.clearTitle)}>
        <div className="flex flex-col gap-4" aria-busy={clearing}>
          <p className="text-sm text-zinc-300">{t(WATCH_HISTORY_TEXT.clearConfirm)}</p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={clearing}>
              {t('Cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={clearing}>
              {clearing ? t(WATCH_HISTORY_TEXT.clearing) : t(WATCH_HISTORY_TEXT.clearAll)}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
