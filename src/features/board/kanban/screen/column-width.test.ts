import { describe, expect, it } from 'vitest';
import { columnWidthFor, columnsPerScreen, NEXT_COLUMN_PEEK, TRACK_PADDING } from './column-width';

const GAP = 12;
const DESKTOP = 272;

describe('columnWidthFor', () => {
  it('keeps the fixed width on a desktop', () => {
    expect(columnWidthFor('desktop', 1440, GAP, DESKTOP)).toBe(DESKTOP);
  });

  it.each([320, 360, 390, 430])(
    'fits one column and a peek of the next on a %i px phone',
    (width) => {
      const column = columnWidthFor('phone', width, GAP, DESKTOP);
      const nextStart = TRACK_PADDING + column + GAP;
      expect(width - nextStart).toBe(NEXT_COLUMN_PEEK);
    },
  );

  it('fits two columns on a portrait tablet and three on a wider one, each with a peek', () => {
    expect(columnsPerScreen('tablet', 768)).toBe(2);
    expect(columnsPerScreen('tablet', 1000)).toBe(3);
    for (const width of [768, 1000]) {
      const perScreen = columnsPerScreen('tablet', width) ?? 0;
      const column = columnWidthFor('tablet', width, GAP, DESKTOP);
      const nextStart = TRACK_PADDING + perScreen * (column + GAP);
      expect(width - nextStart).toBeGreaterThanOrEqual(NEXT_COLUMN_PEEK);
      expect(width - nextStart).toBeLessThan(NEXT_COLUMN_PEEK + perScreen);
    }
  });

  it('falls back to the fixed width before the board has a size (a hidden view)', () => {
    expect(columnWidthFor('phone', 0, GAP, DESKTOP)).toBe(DESKTOP);
  });
});
