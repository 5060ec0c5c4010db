import type { Active, Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { t, tn } from '@/lib/i18n/translate';
import { parseDragId, type SelectionSpot } from '@/features/board-core';

export interface SelectionDragNames {
  cardName: (cardId: number) => string;
  columnName: (columnId: number) => string;
  /** The cards a drag of this card moves (two or more), or null for a single-card drag. */
  moving: (cardId: number) => readonly number[] | null;
  /** Where the selection would land over `overId`. */
  spot: (active: Active, overId: UniqueIdentifier | null) => SelectionSpot | null;
}

/**
 * The drag whose pick-up is not heard yet: dnd-kit's live region shows only the last message of
 * a render, and the first "over" message follows the pick-up at once, so it carries it.
 */
let pickUpPending: UniqueIdentifier | null = null;

const cards = (count: number) =>
  tn('selection.move.cards', count, { one: '1 card', other: '{count} cards' });

/**
 * The drag's spoken messages when it moves the selection ("Picked up 20 cards", "Moved 20
 * cards to Doing"); a single-card drag keeps `single`'s messages.
 */
export function selectionAnnouncements(
  single: Announcements,
  names: SelectionDragNames,
): Announcements {
  const movingOf = (active: Active) => {
    const target = parseDragId(active.id);
    return target?.kind === 'card' ? names.moving(target.id) : null;
  };
  const where = (active: Active, overId: UniqueIdentifier | null, count: number): string => {
    const spot = overId === null ? null : names.spot(active, overId);
    const n = cards(count);
    if (!spot) return t('selection.move.nowhere', '{cards}, not over a column.', { cards: n });
    const column = names.columnName(spot.columnId);
    if (spot.sortedBy) {
      return t(
        'selection.move.overSorted',
        '{cards} to column {column} ({sort}): the sort places them.',
        {
          cards: n,
          column,
          sort: spot.sortedBy.toLowerCase(),
        },
      );
    }
    return spot.beforeCardId === null
      ? t('selection.move.overEnd', '{cards} to the end of column {column}.', { cards: n, column })
      : t('selection.move.overBefore', '{cards} to column {column}, before {card}.', {
          cards: n,
          column,
          card: names.cardName(spot.beforeCardId),
        });
  };
  const over: Announcements['onDragOver'] = (event) => {
    const moving = movingOf(event.active);
    if (!moving) return single.onDragOver(event);
    const text = where(event.active, event.over?.id ?? null, moving.length);
    if (pickUpPending !== event.active.id) return text;
    pickUpPending = null;
    return `${pickedUp(moving.length)} ${text}`;
  };
  const pickedUp = (count: number) =>
    t('selection.move.start', 'Picked up {cards}.', { cards: cards(count) });
  return {
    onDragStart: (event) => {
      const moving = movingOf(event.active);
      if (!moving) return single.onDragStart(event);
      pickUpPending = event.active.id;
      return pickedUp(moving.length);
    },
    ...(single.onDragMove ? { onDragMove: over } : {}),
    onDragOver: over,
    onDragEnd: (event) => {
      pickUpPending = null;
      const moving = movingOf(event.active);
      if (!moving) return single.onDragEnd(event);
      const spot = event.over ? names.spot(event.active, event.over.id) : null;
      const n = cards(moving.length);
      return spot
        ? t('selection.move.end', 'Moved {cards} to {column}.', {
            cards: n,
            column: names.columnName(spot.columnId),
          })
        : t('selection.move.putBack', '{cards} put back where they were.', { cards: n });
    },
    onDragCancel: (event) => {
      pickUpPending = null;
      const moving = movingOf(event.active);
      if (!moving) return single.onDragCancel(event);
      return t('selection.move.cancel', 'Moving {cards} cancelled; they are where they were.', {
        cards: cards(moving.length),
      });
    },
  };
}
