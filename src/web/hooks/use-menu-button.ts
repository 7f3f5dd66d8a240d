import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** A menu's items: plain actions, or one choice among several (a language). */
const MENU_ITEMS = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A button that opens a menu of `role="menuitem"` (or `menuitemradio`) buttons: the chosen item (or the first) takes focus on open, a pointer
 * down outside closes it, arrow keys move between items, Escape closes and returns focus to the button
 * (its default prevented, so screens listening for Escape do not also react), Tab closes.
 */
export function useMenuButton(onOpenChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Kept in a ref so a new callback each render does not re-register the outside-click listener.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    onOpenChangeRef.current?.(next);
  }, []);

  useEffect(() => {
    if (!open) return;
    // A menu of choices opens on the chosen one (WAI-ARIA menu button pattern); a menu of actions on its first.
    const root = rootRef.current;
    (root?.querySelector<HTMLElement>('[role="menuitemradio"][aria-checked="true"]') ?? root?.querySelector<HTMLElement>(MENU_ITEMS))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>(MENU_ITEMS) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen(!open),
  };
  const menuProps = { id: menuId, role: 'menu', onKeyDown: onMenuKeyDown };
  return { open, setOpen, rootRef, buttonProps, menuProps };
}
