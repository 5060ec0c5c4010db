import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus was last, outside menus: a focus that lands in a menu counts as its trigger (the
 * menu names it in `aria-labelledby`), since a menu item that opens a dialog is gone by the
 * time the dialog closes.
 */
let lastFocused: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      const menu = event.target.closest('[role="menu"]');
      const entry = menu
        ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '')
        : event.target;
      if (entry instanceof HTMLElement) lastFocused = entry;
    },
    true,
  );
}

/**
 * Gives focus back to what opened a dialog when it closes. Radix returns focus to a
 * `Dialog.Trigger` only; our dialogs open from state (buttons, menu items, routes), so without
 * this focus fell to the page's body. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Runs before the dialog moves focus inside (Radix does it in a passive effect).
    if (open) opener.current = lastFocused;
  }, [open]);
  return (event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
