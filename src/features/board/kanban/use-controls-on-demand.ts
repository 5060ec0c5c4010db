import { useCallback, useState } from 'react';

/**
 * Where the main pointer cannot hover (a phone, a tablet) a tile's controls are always shown
 * (Kanban.module.css), so they are always there.
 */
const CANNOT_HOVER = typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;

/**
 * Whether a tile's controls (select box, grip, actions menu) are mounted: from the first time
 * its card is hovered, focused or pressed, then for as long as the tile is. At rest a board of
 * 80 tiles does not create 240 controls nobody has reached. Focusing the card's link (Tab, or a
 * screen reader moving to it) mounts them right after it, so the next Tab reaches them.
 */
export function useControlsOnDemand(): { shown: boolean; show: () => void } {
  const [shown, setShown] = useState(CANNOT_HOVER);
  const show = useCallback(() => setShown(true), []);
  return { shown, show };
}
