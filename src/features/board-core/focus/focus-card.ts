import { useFocusedCard } from './focused-card';

/** The first element matching `selector` in the shown view (not in a kept, hidden one). */
export function firstVisible(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (!element.closest('[style*="display: none"]')) return element;
  }
  return null;
}

/** The card's tile (kanban) or row (list) in the shown view. */
export function cardSlot(cardId: number): HTMLElement | null {
  return firstVisible(`[data-card-id="${cardId}"]`);
}

/** The card's title link: what has focus when "a card has focus". */
export function cardLink(cardId: number): HTMLElement | null {
  return cardSlot(cardId)?.querySelector<HTMLElement>('a[href]') ?? null;
}

/** Focus is nowhere: on the page's body, or on an element removed or in a hidden, kept view. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    active.closest('[style*="display: none"]') !== null
  );
}

/**
 * Calls `found` with `find()` once it is there: a card scrolled away is mounted by the view in
 * its next render (it keeps the focused card mounted), so this looks again for a few frames.
 */
export function whenShown<T>(find: () => T | null, found: (element: T) => void): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    const element = find();
    if (element) found(element);
    else if (tries++ < 30) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

let pending = () => {};

/**
 * Moves focus to the card: the view mounts it if it was scrolled away, the browser scrolls to
 * the focused link, and again a frame later, once the cards around it are measured.
 */
export function focusCard(cardId: number): void {
  pending();
  useFocusedCard.setState({ cardId });
  pending = whenShown(
    () => cardLink(cardId),
    (link) => {
      link.focus();
      requestAnimationFrame(() => link.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    },
  );
}

/** Grows when the board goes: what was scheduled for it is dropped. */
let session = 0;

/** The board page is gone: no focus move scheduled for it happens on the next one. */
export function endFocusSession(): void {
  session++;
  pending();
}

/** Once a closing menu or dialog has given focus back (Radix does it in a timeout). */
export function afterFocusReturn(run: () => void): void {
  const scheduled = session;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (session === scheduled) run();
    }, 0),
  );
}

/**
 * After a dialog or the card panel closed: focus the card if its own focus return left focus
 * nowhere (the tile was remounted in another column by a move, say).
 */
export function refocusIfLost(cardId: number): void {
  afterFocusReturn(() => {
    if (focusLost()) focusCard(cardId);
  });
}
