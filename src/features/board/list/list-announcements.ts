import type { Announcements } from '@dnd-kit/core';
import { dragAnnouncements } from '../dnd/announcements';
import { columnOf } from '../dnd/card-placement';
import { parseDragId } from '../dnd/drag-ids';
import { projectDrop, type DropRules } from './list-drop';

interface CardNames {
  cardName: (cardId: number) => string;
  columnName: (columnId: number) => string;
}

/** The kanban's spoken messages, with the position where the list drop would put the card. */
export function listAnnouncements(names: CardNames, rules: DropRules): Announcements {
  return dragAnnouncements({
    ...names,
    cardSpot: (cardId, overId) => {
      const target = overId === null ? null : parseDragId(overId);
      const placement = projectDrop(rules, cardId, target)?.placement ?? rules.placement;
      const columnId = columnOf(placement, cardId);
      if (columnId === null) return null;
      const ids = placement.get(columnId) ?? [];
      return { columnId, position: ids.indexOf(cardId) + 1, count: ids.length };
    },
    columnSpot: () => null,
  });
}
