import type { QueryClient } from '@tanstack/react-query';
import type { UpdateChecklistItemVariables } from '@/sync/writes/checklists.write';
import type { MyChecklistItem } from '@/api/extensions/my-checklist-items';
import type { Direction, UndoStep } from '@/sync/undo/undo-step';
import { tickStep } from '@/features/card';
import { MY_ITEMS_KEY } from './my-items-query';

type Items = readonly MyChecklistItem[] | null | undefined;

/**
 * My items with one ticked (it leaves the page) or unticked. An item the list no longer holds
 * (read again while ticked) comes back from its copy when unticked.
 */
export function withTick(items: Items, item: MyChecklistItem, done: boolean): Items {
  if (!items) return items;
  const at = items.findIndex((candidate) => candidate.id === item.id);
  const completed_at = done ? new Date().toISOString() : null;
  if (at === -1) return done ? items : [...items, { ...item, is_completed: false, completed_at }];
  return items.map((candidate, index) =>
    index === at ? { ...candidate, is_completed: done, completed_at } : candidate,
  );
}

export function showTick(queryClient: QueryClient, item: MyChecklistItem, done: boolean): void {
  queryClient.setQueryData<Items>(MY_ITEMS_KEY, (items) => withTick(items, item, done));
}

/** The tick's write (null: an item without its checklist cannot be addressed). */
export function tickVariables(
  item: MyChecklistItem,
  done: boolean,
): UpdateChecklistItemVariables | null {
  if (item.checklist_id === null) return null;
  return {
    boardId: item.board_id,
    cardId: item.card_id,
    checklistId: item.checklist_id,
    itemId: item.id,
    changes: { is_completed: done },
    version: item.version,
  };
}

/** The card panel's tick step (its write, the open card's copy), shown on My work's list too. */
export function myTickStep(
  item: MyChecklistItem,
  variables: UpdateChecklistItemVariables,
): UndoStep {
  const step = tickStep(variables, item.is_completed);
  const done = (direction: Direction) =>
    direction === 'undo' ? item.is_completed : variables.changes.is_completed === true;
  return {
    ...step,
    showElsewhere: (queryClient, direction) => {
      step.showElsewhere?.(queryClient, direction);
      showTick(queryClient, item, done(direction));
    },
  };
}
