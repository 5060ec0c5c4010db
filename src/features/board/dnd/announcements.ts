import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { parseDragId } from './drag-ids';

export interface DragNames {
  cardName: (cardId: number) => string;
  columnName: (columnId: number) => string;
  /** Where a card is now (during a drag, the drag's placement): column, 1-based position, count. */
  cardSpot: (cardId: number) => { columnId: number; position: number; count: number } | null;
  columnSpot: (columnId: number) => { position: number; count: number } | null;
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move, press Space or Enter. Use the arrow keys to move, Space or Enter to drop, ' +
    'Escape to cancel. The card menu also has "Move to…".',
};

/** Spoken messages that name the card or column and where it is, for keyboard dragging. */
export function dragAnnouncements(names: DragNames): Announcements {
  const describe = (id: string | number): string => {
    const target = parseDragId(id);
    if (!target) return 'Item';
    if (target.kind === 'column') {
      const spot = names.columnSpot(target.id);
      const where = spot ? `, position ${spot.position} of ${spot.count}` : '';
      return `Column ${names.columnName(target.id)}${where}`;
    }
    const spot = names.cardSpot(target.id);
    const where = spot
      ? ` in column ${names.columnName(spot.columnId)}, position ${spot.position} of ${spot.count}`
      : '';
    return `Card ${names.cardName(target.id)}${where}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)}.` : `${describe(active.id)} is not over a drop area.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped. ${describe(active.id)}.` : `Dropped where it was. ${describe(active.id)}.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${describe(active.id)}.`,
  };
}
