import { sendWrite } from '@/sync/outbox/send-write';
import type { WriteServices } from '@/sync/writes/write-registry';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card } from '@/api/types';
import { isCardArchived } from '@/domain/archiving';
import {
  openPanelAt,
  type PanelField,
  cardChange,
  patchCardWrite,
  recordPatch,
} from '@/features/card';
import { t, tn } from '@/lib/i18n/translate';
import {
  type BoardLayout,
  boardDialogs,
  type ViewMode,
  firstVisible,
  focusCard,
  useFocusedCard,
} from '@/features/board-core';
import {
  cardSelection,
  shownOrder,
  askSelectionBar,
  type SelectionCommand,
} from '@/features/selection';
import { cardKeysState } from './card-keys-state';
import { kanbanNeighbour, kanbanStep, type Step } from './kanban-steps';
import { firstLaneCard, laneStep } from './lane-steps';

/** What the card keys act on: the board as the shown view lays it out. */
export interface CardKeysContext {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  viewMode: ViewMode;
  services: WriteServices;
}

export interface CardKeyRun extends CardKeysContext {
  key: string;
  /** The focus move of j/k/h/l and the arrows; null for the other keys. */
  step: Step | null;
  /** Where the key was pressed (for a card menu's item: the card's link). */
  target: EventTarget | null;
}

export const STEPS: Readonly<Record<string, Step>> = {
  j: 'down',
  ArrowDown: 'down',
  k: 'up',
  ArrowUp: 'up',
  h: 'left',
  ArrowLeft: 'left',
  l: 'right',
  ArrowRight: 'right',
};

const PANEL_FIELDS: Readonly<Record<string, PanelField>> = {
  a: 'assignees',
  t: 'tags',
  d: 'due_date',
};

/** The card (tile or row) an element is in, by its `data-card-id`. */
export function cardIdOf(target: EventTarget | null): number | null {
  const slot = target instanceof Element ? target.closest('[data-card-id]') : null;
  const id = slot ? Number(slot.getAttribute('data-card-id')) : NaN;
  return Number.isInteger(id) ? id : null;
}

/** What one card key does (`CardKeys.tsx` has decided it is one, and that it is its turn). */
export function runCardKey(run: CardKeyRun): void {
  if (run.step) {
    moveFocus(run, run.step);
    return;
  }
  const cardId = cardIdOf(run.target);
  if (run.key === 'c') {
    newCard(run, cardId);
    return;
  }
  const card = cardId === null ? undefined : cardOf(run.board, cardId);
  if (!card) return;
  const { edit, interact } = run.board.permissions;
  if (forSelection(run, card)) return;
  const field = PANEL_FIELDS[run.key];
  if (field) {
    if (field === 'assignees' ? edit || interact : edit) openPanel(run.target, card.id, field);
    else viewOnly();
    return;
  }
  if (!edit) viewOnly();
  else if (run.key === 'x' || run.key === 'X') select(run, card);
  else if (run.key === 'e') cardKeysState.rename({ cardId: card.id });
  else if (run.key === 'm') boardDialogs.actions().show({ kind: 'move-card', cardId: card.id });
  else archive(run, card);
}

const SELECTION_KEYS: Readonly<Record<string, SelectionCommand>> = {
  a: 'assign',
  t: 'tags',
  d: 'due',
  Delete: 'archive',
  Backspace: 'archive',
};

/**
 * On a card of a selection (two or more), `a`, `t`, `d` and Delete act on every selected card
 * through the selection bar (`m` too: "Move to…" moves the selection). True when it did.
 */
function forSelection(run: CardKeyRun, card: Card): boolean {
  const command = SELECTION_KEYS[run.key];
  const ids = cardSelection.ids(run.boardId);
  if (!command || ids.length < 2 || !ids.includes(card.id)) return false;
  const { edit, interact } = run.board.permissions;
  if (!(command === 'assign' ? edit || interact : edit)) {
    viewOnly();
    return true;
  }
  if (command === 'archive') {
    const next = nextUnselected(card.id, new Set(ids));
    askSelectionBar(command, next ?? card.id);
    if (next !== null) focusCard(next);
  } else {
    askSelectionBar(command, card.id);
  }
  return true;
}

/** The nearest card after this one in the shown order that is not selected, else before it. */
function nextUnselected(cardId: number, selected: ReadonlySet<number>) {
  const order = shownOrder();
  const at = order.indexOf(cardId);
  const after = order.slice(at + 1).find((id) => !selected.has(id));
  return (
    after ??
    order
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((id) => !selected.has(id)) ??
    null
  );
}

/** `x` adds the card to the selection or takes it out; Shift+X selects up to it. */
function select(run: CardKeyRun, card: Card): void {
  const name = `#${card.number}`;
  if (run.key === 'X') cardSelection.extendTo(run.boardId, card.id);
  else if (!cardSelection.toggle(run.boardId, card.id)) {
    cardKeysState.say(t('selection.said.out', '{name} not selected', { name }));
    return;
  }
  const count = cardSelection.ids(run.boardId).length;
  cardKeysState.say(
    tn(
      'selection.said.in',
      count,
      {
        one: '{name} selected',
        other: '{name} selected, {count} cards in all',
      },
      { name },
    ),
  );
}

function viewOnly(): void {
  cardKeysState.say(t('keys.viewOnly', 'View only: you cannot change this board'));
}

/** From the card focus is on, or a column's own controls, else the card focus was on last. */
function moveFocus(run: CardKeyRun, step: Step): void {
  const here = cardIdOf(run.target);
  const remembered = useFocusedCard.getState().cardId;
  if (run.viewMode === 'list') {
    // The list moves between its rows itself (`use-row-arrow-keys.ts`); from outside them,
    // j, k and the arrows come back to the card focus was on, or the first row.
    if (step === 'left' || step === 'right') return;
    if (remembered !== null && cardOf(run.board, remembered)) focusCard(remembered);
    else firstVisible('tbody a[data-row-focus]')?.focus();
    return;
  }
  // Swimlanes: the steps follow the lanes on screen (a card can be in several).
  const lanes = run.viewMode === 'kanban' ? firstVisible('[data-lanes-board]') : null;
  if (lanes) {
    const from = run.target instanceof Element ? run.target.closest('li[data-card-id]') : null;
    (from ? laneStep(from, step) : firstLaneCard(lanes))?.focus();
    return;
  }
  const column = run.target instanceof Element ? run.target.closest('[data-column-id]') : null;
  const fromColumn = column ? Number(column.getAttribute('data-column-id')) : null;
  const from = here ?? (column ? null : remembered);
  const next = kanbanStep(run.layout, from, step, fromColumn);
  if (next !== null) focusCard(next);
}

/**
 * The card's panel, opened at a property (its picker open and focused), by the card's own
 * link: the same route and search params as a click.
 */
function openPanel(target: EventTarget | null, cardId: number, field: PanelField): void {
  const link =
    target instanceof Element ? target.closest('[data-card-id]')?.querySelector('a[href]') : null;
  if (!(link instanceof HTMLElement)) return;
  openPanelAt(cardId, field);
  link.click();
}

/** The kanban: the column's own "Add a card". The list: the "New card" dialog for the column. */
function newCard(run: CardKeyRun, cardId: number | null): void {
  if (!run.board.permissions.edit) {
    viewOnly();
    return;
  }
  if (run.viewMode === 'kanban') {
    const column = run.target instanceof Element ? run.target.closest('[data-column-id]') : null;
    const button = column?.querySelector('[data-quick-add]');
    if (button instanceof HTMLElement) button.click();
    return;
  }
  const card = cardId === null ? undefined : cardOf(run.board, cardId);
  if (card) boardDialogs.actions().show({ kind: 'new-card', columnId: card.column_id });
}

/**
 * Archives the card through the card write (optimistic, queued, kept until saved; a refusal
 * puts it back and says why) and moves focus to the next card, so it is never lost.
 */
function archive(run: CardKeyRun, card: Card): void {
  const name = `#${card.number}`;
  if (isCardArchived(card)) {
    cardKeysState.say(`${name} is archived already`);
    return;
  }
  const next =
    run.viewMode === 'kanban' ? kanbanNeighbour(run.layout, card.id) : rowNeighbour(run.target);
  const { services, boardId } = run;
  const variables = cardChange(services.queryClient, boardId, card.id, { status: 'ARCHIVED' });
  const saved = sendWrite(
    services,
    patchCardWrite(services, { boardId, cardId: card.id }),
    variables,
  )
    .then(() => true)
    .catch(() => false);
  // The history's toast says "Archived #12" with its Undo, once the archive is saved.
  recordPatch(services, variables, saved);
  cardKeysState.say(t('undo.card.archived', 'Archived {name}', { name }));
  if (next !== null) focusCard(next);
}

/** In the list, the row after the card's (else the one before), as the rows are shown. */
function rowNeighbour(target: EventTarget | null): number | null {
  const row = target instanceof Element ? target.closest('tr') : null;
  for (const direction of ['nextElementSibling', 'previousElementSibling'] as const) {
    for (let other = row?.[direction]; other; other = other[direction]) {
      const id = cardIdOf(other);
      if (id !== null) return id;
    }
  }
  return null;
}
