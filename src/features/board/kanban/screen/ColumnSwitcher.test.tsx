import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from '@/api/types';
import { ColumnSwitcher } from './ColumnSwitcher';
import { columnAt } from './use-current-column';

const STEP = 350;
const columns = ['To do', 'Doing', 'Review', 'Done'].map(
  (name, index) => ({ id: index + 1, name }) as Column,
);

function renderSwitcher() {
  const boardRef = createRef<HTMLDivElement>();
  render(
    <>
      <ColumnSwitcher boardRef={boardRef} columns={columns} step={STEP} />
      <div ref={boardRef} data-testid="board" />
    </>,
  );
  const board = screen.getByTestId('board');
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    board.scrollLeft = options.left ?? 0;
  });
  board.scrollTo = scrollTo as unknown as typeof board.scrollTo;
  return { board, scrollTo };
}

/** Lets the switcher's animation-frame read of the scroll position run. */
async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('columnAt', () => {
  it('is the column whose start is nearest, within the board', () => {
    expect(columnAt(0, STEP, 4)).toBe(0);
    expect(columnAt(STEP * 0.6, STEP, 4)).toBe(1);
    expect(columnAt(STEP * 9, STEP, 4)).toBe(3);
    expect(columnAt(100, STEP, 0)).toBe(0);
  });
});

describe('ColumnSwitcher', () => {
  it('names the current column and its place, and follows the board as it is swiped', async () => {
    const { board } = renderSwitcher();
    expect(screen.getByRole('combobox', { name: 'Column' })).toHaveDisplayValue('To do');
    expect(screen.getByRole('navigation', { name: 'Columns' })).toHaveTextContent('1 of 4');
    expect(screen.getByRole('button', { name: 'Previous column' })).toBeDisabled();
    board.scrollLeft = STEP * 2;
    board.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(screen.getByRole('combobox', { name: 'Column' })).toHaveDisplayValue('Review');
    expect(screen.getByRole('navigation', { name: 'Columns' })).toHaveTextContent('3 of 4');
  });

  it('scrolls the board to the column chosen, or to the next and previous ones', async () => {
    const { scrollTo } = renderSwitcher();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Column' }), 'Done');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: STEP * 3 }));
    expect(screen.getByRole('button', { name: 'Next column' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous column' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: STEP * 2 }));
    expect(screen.getByRole('combobox', { name: 'Column' })).toHaveDisplayValue('Review');
  });
});

describe('ColumnSwitcher during a jump', () => {
  it('keeps naming the column it jumps to while the board scrolls past the others', async () => {
    const { board } = renderSwitcher();
    board.scrollTo = (() => undefined) as typeof board.scrollTo;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Column' }), 'Done');
    board.scrollLeft = STEP;
    board.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(screen.getByRole('combobox', { name: 'Column' })).toHaveDisplayValue('Done');
    board.scrollLeft = STEP * 3;
    board.dispatchEvent(new Event('scroll'));
    await nextFrame();
    board.scrollLeft = STEP * 2;
    board.dispatchEvent(new Event('scroll'));
    await nextFrame();
    // Arrived: from then on the board's position is shown again.
    expect(screen.getByRole('combobox', { name: 'Column' })).toHaveDisplayValue('Review');
  });
});
