import type { ScreenLayout } from '@/lib/screen-layout';

/** The track's padding before the first column (the virtualizer's `paddingStart`). */
export const TRACK_PADDING = 16;
/** How much of the next column shows at the right edge: a cue that the board goes on. */
export const NEXT_COLUMN_PEEK = 24;
/** Below this a column is too narrow to read a card (only reached under 300 px). */
const MIN_WIDTH = 220;

/** How many columns a screen shows at once: one on a phone, two or three on a tablet. */
export function columnsPerScreen(layout: ScreenLayout, boardWidth: number): number | null {
  if (layout === 'phone') return 1;
  if (layout === 'tablet') return boardWidth >= 900 ? 3 : 2;
  return null;
}

/**
 * A column's width: the desktop's fixed width, or on a phone or tablet the width that fits
 * that many columns in the board with the next one peeking in (docs/layouts.md).
 */
export function columnWidthFor(
  layout: ScreenLayout,
  boardWidth: number,
  gap: number,
  desktopWidth: number,
): number {
  const perScreen = columnsPerScreen(layout, boardWidth);
  if (perScreen === null || boardWidth <= 0) return desktopWidth;
  const room = boardWidth - TRACK_PADDING - NEXT_COLUMN_PEEK - perScreen * gap;
  return Math.max(MIN_WIDTH, Math.floor(room / perScreen));
}
