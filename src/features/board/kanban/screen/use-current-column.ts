import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The column whose start is nearest the board's left edge, for a scroll position. */
export function columnAt(scrollLeft: number, step: number, count: number): number {
  if (count === 0 || step <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / step)));
}

/**
 * Which column the board is scrolled to, kept in step with the scroll position (a swipe, a
 * drag's auto-scroll, focus moving into another column), and a way to go to another one.
 * `step` is a column's width plus the gap: column i snaps to `scrollLeft = i * step`.
 */
export function useCurrentColumn(
  boardRef: RefObject<HTMLElement | null>,
  step: number,
  count: number,
): { current: number; goTo: (index: number) => void } {
  const [current, setCurrent] = useState(0);
  // The column a jump is on its way to: the columns it passes are not shown meanwhile.
  const target = useRef<number | null>(null);
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const at = columnAt(board.scrollLeft, step, count);
      if (target.current !== null && at !== target.current) return;
      target.current = null;
      setCurrent(at);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    // The jump ended or a finger took over: show where the board is.
    const release = () => {
      target.current = null;
      onScroll();
    };
    read();
    board.addEventListener('scroll', onScroll, { passive: true });
    board.addEventListener('scrollend', release);
    board.addEventListener('pointerdown', release);
    return () => {
      board.removeEventListener('scroll', onScroll);
      board.removeEventListener('scrollend', release);
      board.removeEventListener('pointerdown', release);
      cancelAnimationFrame(frame);
    };
  }, [boardRef, step, count]);
  const goTo = useCallback(
    (index: number) => {
      const board = boardRef.current;
      if (!board) return;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
      target.current = index;
      setCurrent(index);
      board.scrollTo({ left: index * step, behavior: still ? 'auto' : 'smooth' });
    },
    [boardRef, step],
  );
  return { current: Math.min(current, Math.max(0, count - 1)), goTo };
}
