import { useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import type { MenuItemProps, MenuNoteProps, MenuProps } from './menu-props';

// Radix's dropdown menu (with floating-ui) is not on the board page's first load: until it has
// loaded (when the browser is idle, `preloadMenu`, or at the first press) each menu is a plain
// button, which opens the menu as soon as the code is there. Even then a menu stays the plain
// button until it is about to be used (focused or pressed): a board renders a menu
// per card, and some 80 idle Radix menus cost a board's paint and every switch of board or view
// about a third of its work (docs/performance.md, "Stop 38").
const radixMenu = lazyModule(() => import('./MenuImpl'));
export const preloadMenu = radixMenu.preload;

/** A menu button with a keyboard-navigable list of actions (Radix dropdown menu). */
export function Menu(props: MenuProps) {
  const [pressedEarly, setPressedEarly] = useState(false);
  // The plain button had focus when the code arrived: its replacement takes it (a keyboard user
  // who reached it early would otherwise be left on the page's body).
  const [focused, setFocused] = useState(false);
  const openNow = pressedEarly || props.openOnMount === true;
  const module = radixMenu.useModule(openNow);
  if (module && (openNow || focused)) {
    return <module.MenuImpl {...props} defaultOpen={openNow} focusOnMount={focused && !openNow} />;
  }
  return (
    <button
      type="button"
      className={props.triggerClassName}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      // The press counts from the pointer going down: when the code arrives between that and the
      // click, the button is replaced and the click no longer reaches it.
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        // With the code loaded, the menu opens in this event, under the pointer: the press must
        // not then move focus (as Radix's own trigger does), or the open menu loses it and closes.
        if (module) event.preventDefault();
        setPressedEarly(true);
      }}
      onClick={() => setPressedEarly(true)}
      onPointerEnter={() => void preloadMenu().catch(() => undefined)}
    >
      {props.trigger}
    </button>
  );
}

/** An action of a `Menu` (only rendered inside an open menu, so the menu's code is loaded). */
export function MenuItem(props: MenuItemProps) {
  const module = radixMenu.useModule(true);
  return module ? <module.MenuItemImpl {...props} /> : null;
}

/** A line of text in a menu that is not an action (loading, empty). */
export function MenuNote(props: MenuNoteProps) {
  const module = radixMenu.useModule(true);
  return module ? <module.MenuNoteImpl {...props} /> : null;
}
