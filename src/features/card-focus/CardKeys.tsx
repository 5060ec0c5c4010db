import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { cardOf } from '@/api/queries/board-index';
import type { WriteServices } from '@/sync/writes/write-registry';
import { useWriteServices } from '@/sync/writes/use-write-services';
import type { BoardWorkingSet } from '@/api/types';
import { isTyping } from '@/lib/is-typing';
import { matchBoardPath } from '@/paths';
import {
  type BoardLayout,
  boardDialogs,
  type ViewMode,
  afterFocusReturn,
  cardLink,
  cardSlot,
  endFocusSession,
  focusCard,
  focusLost,
  refocusIfLost,
  whenShown,
  useFocusedCard,
} from '@/features/board-core';
import { cardIdOf, runCardKey, STEPS, type CardKeysContext } from './card-key-actions';
import { useCardKeysState } from './card-keys-state';
import { RenameCardField } from './RenameCardField';

export interface CardKeysProps {
  boardId: number;
  board: BoardWorkingSet;
  /** The board as the shown view lays it out (filters, search and Stale applied). */
  layout: BoardLayout;
  viewMode: ViewMode;
}

const ARROWS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight']);
const CARD_KEYS = new Set(['e', 'a', 't', 'd', 'm', 'c', 'x', 'X', 'Delete', 'Backspace']);
/** Keys that mean something with Shift: Shift+X selects a range, Shift+Delete archives too. */
const SHIFTED = new Set(['X', 'Delete', 'Backspace']);

/** The mounted board's context, for the keys and the card menu's commands. */
let current: CardKeysContext | null = null;

/** What `key` does on the card, as from the keyboard: the card menu's Rename and Archive. */
export function command(key: string, cardId: number): void {
  // After the menu has given focus back to its button: the key's own focus move comes last.
  afterFocusReturn(() => {
    if (current) runCardKey({ ...current, key, step: null, target: cardLink(cardId) });
  });
}

/** The key went to a dialog (the filters, the card panel, the sheet) or a menu: its own keys. */
function inDialog(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
  );
}

/**
 * The arrows belong to the control that has focus (a drag handle, a menu button, a select);
 * they move between cards only from a card's title link or from no control at all.
 */
function arrowsFree(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target === document.body || target.tabIndex < 0) return true;
  return target instanceof HTMLAnchorElement && cardIdOf(target) !== null;
}

function onKeyDown(event: KeyboardEvent): void {
  if (!current || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const { target, key } = event;
  if (isTyping(target) || inDialog(target) || current.viewMode === 'calendar') return;
  // A card or column being dragged: the keys are the drag's.
  if (document.querySelector('[data-dragging]')) return;
  const step = STEPS[key] ?? null;
  if (step === null && !CARD_KEYS.has(key)) return;
  if (event.shiftKey && !SHIFTED.has(key)) return;
  if (ARROWS.has(key) && !arrowsFree(target)) return;
  if (step === null && key !== 'c' && cardIdOf(target) === null) return;
  event.preventDefault();
  runCardKey({ ...current, key, step, target });
}

function onFocusIn(event: FocusEvent): void {
  const cardId = cardIdOf(event.target);
  if (cardId !== null && useFocusedCard.getState().cardId !== cardId) {
    useFocusedCard.setState({ cardId });
  }
}

/**
 * The card shortcuts of issue 18 (docs/board-views.md, "Keyboard shortcuts"): one keydown
 * listener for the page, never while typing, with a modifier, in a dialog, during a drag, or in
 * the calendar; the card focus is on is remembered (`focused-card.ts`) and given back when a
 * dialog, the panel or a view switch leaves focus nowhere. Renders the polite live region that
 * says what a key did, and the in-place rename field.
 */
export function CardKeys(props: CardKeysProps) {
  const services: WriteServices = useWriteServices();
  useEffect(() => {
    current = { ...props, services };
  });
  useEffect(() => {
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      current = null;
      endFocusSession();
      useCardKeysState.setState({ renaming: null, said: '' });
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  useEffect(() => () => useFocusedCard.setState({ cardId: null }), [props.boardId]);
  useRefocusAfterClose();
  // A view shown again (`v`): focus, left in the view now hidden, goes to the same card here.
  useEffect(() => {
    const { cardId } = useFocusedCard.getState();
    if (cardId !== null && focusLost()) focusCard(cardId);
  }, [props.viewMode]);

  const said = useCardKeysState((state) => state.said);
  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-card-keys>
        {said}
      </p>
      <RenameInPlace boardId={props.boardId} board={props.board} />
    </>
  );
}

/** Focus back on the card when its dialog ("Move to…") or its panel closes and left it nowhere. */
function useRefocusAfterClose(): void {
  useEffect(
    () =>
      boardDialogs.subscribe((state, previous) => {
        if (state.open === null && previous.open && 'cardId' in previous.open) {
          refocusIfLost(previous.open.cardId);
        }
      }),
    [],
  );
  const [location] = useLocation();
  const openCard = matchBoardPath(location)?.cardId ?? null;
  const wasOpen = useRef(openCard);
  useEffect(() => {
    if (openCard === null && wasOpen.current !== null) refocusIfLost(wasOpen.current);
    wasOpen.current = openCard;
  }, [openCard]);
}

/**
 * The rename field over the card's tile (or in its row's title cell), put there by a portal:
 * the tile and the row know nothing of it.
 */
function RenameInPlace({ boardId, board }: { boardId: number; board: BoardWorkingSet }) {
  const renaming = useCardKeysState((state) => state.renaming);
  const [host, setHost] = useState<{ cardId: number; element: Element } | null>(null);
  useEffect(() => {
    if (!renaming) return;
    const { cardId } = renaming;
    return whenShown(
      () => cardSlot(cardId),
      (slot) => setHost({ cardId, element: slot.querySelector('th') ?? slot }),
    );
  }, [renaming]);
  const card = renaming ? cardOf(board, renaming.cardId) : undefined;
  if (!renaming || !card || host?.cardId !== card.id || !host.element.isConnected) return null;
  return createPortal(
    <RenameCardField
      key={`${renaming.text ?? ''}\n${renaming.message ?? ''}`}
      boardId={boardId}
      card={card}
      renaming={renaming}
    />,
    host.element,
  );
}
