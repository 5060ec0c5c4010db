import type {
  Active,
  Announcements,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { wipState } from '@/domain/wip';
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

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move, press Space or Enter. Use the arrow keys to move, Space or Enter to drop, ' +
    'Escape to cancel. In a column sorted automatically, a card goes where the sort puts it. ' +
    'The actions menu also has "Move to…".',
};

/**
 * Spoken messages that name the card or column and where it would land. With `announceMoves`
 * the spot is also spoken as the drag moves within what it is over (the kanban's columns are
 * its only drop areas); dnd-kit's live region speaks a message only when it changes.
 */
export function dragAnnouncements(
  names: DragNames,
  { announceMoves = false }: { announceMoves?: boolean } = {},
): Announcements {
  const describe = (active: Active, overId: UniqueIdentifier | null): string => {
    const id = active.id;
    const target = parseDragId(id);
    if (!target) return 'Item';
    if (target.kind === 'column') {
      const spot = names.columnSpot(target.id, overId);
      const where = spot ? `, position ${spot.position} of ${spot.count}` : '';
      return `Column ${names.columnName(target.id)}${where}`;
    }
    const spot = names.cardSpot(target.id, overId, active);
    if (!spot) return `Card ${names.cardName(target.id)}`;
    // A sorted column says so: the card goes where the sort puts it, never where it is dropped.
    const sorted = spot.sortedBy ? ` (${spot.sortedBy.toLowerCase()})` : '';
    const where = ` in column ${names.columnName(spot.columnId)}${sorted}, position ${spot.position} of ${spot.count}`;
    const limit = names.columnLimit?.(spot.columnId) ?? null;
    const over = wipState(spot.count, limit) === 'over' ? `, over its limit of ${limit}` : '';
    return `Card ${names.cardName(target.id)}${where}${over}`;
  };
  const onDragOver: Announcements['onDragOver'] = ({ active, over }) =>
    over ? `${describe(active, over.id)}.` : `${describe(active, null)} is not over a drop area.`;
  return {
    onDragStart: ({ active }) => `Picked up ${describe(active, active.id)}.`,
    ...(announceMoves ? { onDragMove: onDragOver } : {}),
    onDragOver,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped. ${describe(active, over.id)}.`
        : `Dropped where it was. ${describe(active, null)}.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${describe(active, null)}.`,
  };
}
