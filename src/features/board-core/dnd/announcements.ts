import type {
  Active,
  Announcements,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { wipState } from '@/domain/wip';
import { t } from '@/lib/i18n/translate';
import { parseDragId } from './drag-ids';

export interface Spot {
  columnId: number;
  /** 1-based. */
  position: number;
  count: number;
  /** The column's sticky sort in words ("Sorted by due date, earliest first"), if it has one. */
  sortedBy?: string | null;
}

export interface DragNames {
  cardName: (cardId: number) => string;
  columnName: (columnId: number) => string;
  /** A column's soft WIP limit, to say when a card would take it over (none: null). */
  columnLimit?: (columnId: number) => number | null;
  /** Where the dragged card (`active`) would land over `overId` (a card or a column). */
  cardSpot: (cardId: number, overId: UniqueIdentifier | null, active: Active) => Spot | null;
  /** Where the dragged column would land over the column `overId`. */
  columnSpot: (columnId: number, overId: UniqueIdentifier | null) => Omit<Spot, 'columnId'> | null;
}

/** Read when a drag handle takes focus; a getter, so it is in the language of the moment. */
export const screenReaderInstructions: ScreenReaderInstructions = {
  get draggable() {
    return t(
      'dnd.instructions',
      'To move, press Space or Enter. Use the arrow keys to move, Space or Enter to drop, Escape to cancel. In a column sorted automatically, a card goes where the sort puts it. The actions menu also has "Move to…".',
    );
  },
};

/** "sorted by due date, earliest first" inside a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The drag engine's one set of spoken messages (`engine/engine-announcements.ts` feeds it from a
 * view's adapter): they name the card or column and where it would land, also as the drag moves
 * within what it is over (a kanban column is one drop area); dnd-kit's live region speaks a
 * message only when it changes.
 */
export function dragAnnouncements(names: DragNames): Announcements {
  const describe = (active: Active, overId: UniqueIdentifier | null): string => {
    const id = active.id;
    const target = parseDragId(id);
    if (!target) return t('dnd.item', 'Item');
    if (target.kind === 'column') {
      const spot = names.columnSpot(target.id, overId);
      const name = names.columnName(target.id);
      return spot
        ? t('dnd.columnAt', 'Column {name}, position {position} of {count}', {
            name,
            position: spot.position,
            count: spot.count,
          })
        : t('dnd.column', 'Column {name}', { name });
    }
    const name = names.cardName(target.id);
    const spot = names.cardSpot(target.id, overId, active);
    if (!spot) return t('dnd.card', 'Card {name}', { name });
    const limit = names.columnLimit?.(spot.columnId) ?? null;
    const params = {
      name,
      column: names.columnName(spot.columnId),
      position: spot.position,
      count: spot.count,
      // A sorted column says so: the card goes where the sort puts it, never where it is dropped.
      sort: spot.sortedBy ? lowerFirst(spot.sortedBy) : '',
      limit: limit ?? 0,
    };
    const over = wipState(spot.count, limit) === 'over';
    if (spot.sortedBy) {
      return over
        ? t(
            'dnd.cardAtSortedOver',
            'Card {name} in column {column} ({sort}), position {position} of {count}, over its limit of {limit}',
            params,
          )
        : t(
            'dnd.cardAtSorted',
            'Card {name} in column {column} ({sort}), position {position} of {count}',
            params,
          );
    }
    return over
      ? t(
          'dnd.cardAtOver',
          'Card {name} in column {column}, position {position} of {count}, over its limit of {limit}',
          params,
        )
      : t('dnd.cardAt', 'Card {name} in column {column}, position {position} of {count}', params);
  };
  return spokenDrag(describe);
}

/** Where the dragged item is (over `overId`; null: where it started), in a view's own words. */
export type DescribeDrag = (active: Active, overId: UniqueIdentifier | null) => string;

/**
 * The sentences around `describe`: "Picked up …", "… ." at every step, "Dropped. …" (or the
 * view's own `dropped` sentence), "Moving cancelled. …".
 */
export function spokenDrag(
  describe: DescribeDrag,
  dropped?: (active: Active, overId: UniqueIdentifier) => string | null,
): Announcements {
  const onDragOver: Announcements['onDragOver'] = ({ active, over }) =>
    over
      ? `${describe(active, over.id)}.`
      : t('dnd.notOver', '{what} is not over a drop area.', { what: describe(active, null) });
  return {
    onDragStart: ({ active }) =>
      t('dnd.start', 'Picked up {what}.', { what: describe(active, active.id) }),
    onDragMove: onDragOver,
    onDragOver,
    onDragEnd: ({ active, over }) =>
      over
        ? (dropped?.(active, over.id) ??
          t('dnd.end', 'Dropped. {what}.', { what: describe(active, over.id) }))
        : t('dnd.endInPlace', 'Dropped where it was. {what}.', { what: describe(active, null) }),
    onDragCancel: ({ active }) =>
      t('dnd.cancel', 'Moving cancelled. {what}.', { what: describe(active, null) }),
  };
}
