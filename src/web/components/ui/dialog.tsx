import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { raiseToastLayer } from './top-layer-toaster.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** `sheet`: on phones it rises from the bottom edge, full width, within the thumb's reach; centred from sm up. */
  placement?: 'center' | 'sheet';
}

const PLACEMENT = {
  center: 'm-auto w-[min(92vw,28rem)] rounded-2xl',
  sheet:
    'mx-0 mt-auto mb-0 w-full max-w-full rounded-t-2xl pb-[env(safe-area-inset-bottom)] sm:m-auto sm:w-[min(92vw,28rem)] sm:max-w-none sm:rounded-2xl sm:pb-0',
};

/**
 * A modal built on the native <dialog>: showModal() gives focus trapping, Escape to close, an inert
 * background and the top layer for free, so no dialog library is needed.
 */
export function Dialog({ open, onClose, title, children, placement = 'center' }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    raiseToastLayer();
    // After an unmount the dialog has left the page (and the toast layer with it, if it was inside).
    return raiseToastLayer;
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape closes it natively, before the parent hears of it: the toasts leave it at once.
      onClose={() => {
        raiseToastLayer();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself, never on its content.
      onClick={(event) => event.target === dialogRef.current && onClose()}
      className={`${PLACEMENT[placement]} bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/70`}
    >
      <PanelTitleBar titleId={titleId} title={title} onClose={onClose} />
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}

/** A dialog's or side panel's top row: its title (which names it) and a Close button. */
export function PanelTitleBar({ titleId, title, onClose }: { titleId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex items-center justify-between border-b border-zinc-800 px-5 py-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('Close')}
        className="rounded-full p-1.5 text-zinc-400 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
