import type { Active } from '@dnd-kit/core';
import { afterEach, describe, expect, it } from 'vitest';
import de from '@/lib/i18n/catalogues/de';
import { setActiveCatalogue } from '@/lib/i18n/translate';
import { dragAnnouncements, screenReaderInstructions, type DragNames } from './announcements';
import { cardAreaDragId, cardDragId } from './drag-ids';

const names = (limit: number | null, count: number): DragNames => ({
  cardName: (id) => `#${id} Write the FAQ`,
  columnName: () => 'Review',
  columnLimit: () => limit,
  cardSpot: () => ({ columnId: 4, position: count, count }),
  columnSpot: () => null,
});

const drop = (announce: ReturnType<typeof dragAnnouncements>) =>
  announce.onDragEnd({
    active: { id: cardDragId(7) } as Active,
    over: { id: cardAreaDragId(4) } as never,
    collisions: null,
    delta: { x: 0, y: 0 },
  } as never);

describe('drag announcements', () => {
  it('say when a drop takes a column over its WIP limit (allowed, never refused)', () => {
    expect(drop(dragAnnouncements(names(3, 4)))).toBe(
      'Dropped. Card #7 Write the FAQ in column Review, position 4 of 4, over its limit of 3.',
    );
    expect(drop(dragAnnouncements(names(4, 4)))).toBe(
      'Dropped. Card #7 Write the FAQ in column Review, position 4 of 4.',
    );
    expect(drop(dragAnnouncements(names(null, 9)))).toBe(
      'Dropped. Card #7 Write the FAQ in column Review, position 9 of 9.',
    );
  });

  describe('in German', () => {
    afterEach(() => setActiveCatalogue('en', null));

    it('speak the drop and the instructions in German', () => {
      setActiveCatalogue('de', de);
      expect(drop(dragAnnouncements(names(3, 4)))).toBe(
        'Abgelegt. Karte #7 Write the FAQ in Spalte Review, Position 4 von 4, über ihrem Limit von 3.',
      );
      expect(screenReaderInstructions.draggable).toMatch(/^Zum Verschieben drücken Sie/);
    });
  });
});
