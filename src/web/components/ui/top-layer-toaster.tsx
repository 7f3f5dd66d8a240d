import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ToasterProps } from 'sonner';
import { loadSonner, toasterHooks } from './toast.ts';

/** sonner's Toaster, loaded with the first toast (toast.ts); it tells the waiting toasts once it is mounted. */
const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster(props: ToasterProps) {
      useEffect(() => toasterHooks.mounted(), []);
      return <SonnerToaster {...props} />;
    },
  })),
);

const canPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** The open modal dialog drawn on top: one opened from another comes later in the document. */
function topmostModal(): HTMLDialogElement | null {
  let open: NodeListOf<HTMLDialogElement>;
  try {
    open = document.querySelectorAll('dialog:modal');
  } catch {
    // Browsers without :modal: any open dialog is the best guess.
    open = document.querySelectorAll('dialog[open]');
  }
  return open.item(open.length - 1);
}

/** The one toast layer of the page, made on first use. */
let layer: HTMLDivElement | null = null;

function toastLayer(): HTMLDivElement {
  if (layer) return layer;
  layer = document.createElement('div');
  layer.dataset.toastLayer = '';
  if (canPopover) layer.popover = 'manual';
  // The popover's own box is empty, so it covers nothing; sonner places its list itself (position: fixed).
  layer.className = 'fixed inset-auto top-0 start-0 m-0 size-0 overflow-visible border-0 bg-transparent p-0';
  return layer;
}

/**
 * Puts the toast layer at the top of the top layer, inside the topmost modal dialog when one is open: a
 * popover outside a modal dialog is inert (not clickable, hidden from screen readers) even when drawn above
 * it. Moving a showing popover hides it, so it is shown again, which also makes it the last one in. The
 * Dialog component calls it whenever a dialog opens, closes or leaves the page (every dialog is one).
 */
export function raiseToastLayer(): void {
  if (!layer) return;
  const host = topmostModal() ?? document.body;
  if (layer.parentElement !== host) host.append(layer);
  if (canPopover && !layer.matches(':popover-open')) layer.showPopover();
}

/**
 * The app's Toaster, rendered in the top layer (decision 028): a toast raised while a native <dialog> is open
 * (Report Video's 'Please select a reason') is drawn above the dialog, can be clicked and closed, and is read
 * out, instead of sitting under the dialog's top-layer box.
 */
export function TopLayerToaster(props: ToasterProps) {
  const [target] = useState(toastLayer);
  const wanted = useSyncExternalStore(toasterHooks.onWanted, toasterHooks.wanted);
  useEffect(() => {
    if (!wanted) return;
    raiseToastLayer();
    return () => target.remove();
  }, [target, wanted]);
  if (!wanted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>,
    target,
  );
}
