import type { Active, Announcements } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { cardAreaDragId, cardDragId } from '@/features/board-core/dnd/drag-ids';
import type { SelectionSpot } from '@/features/board-core/dnd/engine/layout-adapter';
import { selectionAnnouncements } from './selection-announcements';

const single: Announcements = {
  onDragStart: () => 'single start',
  onDragOver: () => 'single over',
  onDragEnd: () => 'single end',
  onDragCancel: () => 'single cancel',
};

const announce = (spot: SelectionSpot | null) =>
  selectionAnnouncements(single, {
    cardName: (id) => `#${id} Write the FAQ`,
    columnName: (id) => (id === 4 ? 'Doing' : 'Review'),
    moving: (id) => (id === 7 ? [3, 7, 9] : null),
    spot: () => spot,
  });

const event = (cardId: number, over: boolean) =>
  ({
    active: { id: cardDragId(cardId) } as Active,
    over: over ? { id: cardAreaDragId(4) } : null,
  }) as never;

describe('what a drag of the selection says', () => {
  it('names how many cards it moves, where to, and how it ended', () => {
    const spoken = announce({ columnId: 4, beforeCardId: 12 });
    expect(spoken.onDragStart(event(7, false))).toBe('Picked up 3 cards.');
    // The first message after the pick-up repeats it: dnd-kit shows only the last of a render.
    expect(spoken.onDragOver(event(7, true))).toBe(
      'Picked up 3 cards. 3 cards to column Doing, before #12 Write the FAQ.',
    );
    expect(spoken.onDragOver(event(7, true))).toBe(
      '3 cards to column Doing, before #12 Write the FAQ.',
    );
    expect(spoken.onDragEnd(event(7, true))).toBe('Moved 3 cards to Doing.');
    expect(spoken.onDragEnd(event(7, false))).toBe('3 cards put back where they were.');
    expect(spoken.onDragCancel(event(7, false))).toBe(
      'Moving 3 cards cancelled; they are where they were.',
    );
  });

  it('says the end of a column, and that a sorted column places them', () => {
    expect(announce({ columnId: 4, beforeCardId: null }).onDragOver(event(7, true))).toBe(
      '3 cards to the end of column Doing.',
    );
    expect(
      announce({ columnId: 4, beforeCardId: null, sortedBy: 'Sorted by due date' }).onDragOver(
        event(7, true),
      ),
    ).toBe('3 cards to column Doing (sorted by due date): the sort places them.');
  });

  it('leaves a single-card drag its own messages', () => {
    const spoken = announce({ columnId: 4, beforeCardId: 12 });
    expect(spoken.onDragStart(event(8, false))).toBe('single start');
    expect(spoken.onDragOver(event(8, true))).toBe('single over');
    expect(spoken.onDragEnd(event(8, true))).toBe('single end');
    expect(spoken.onDragCancel(event(8, false))).toBe('single cancel');
  });
});
