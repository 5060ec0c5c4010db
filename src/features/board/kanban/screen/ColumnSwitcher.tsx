import { useId, type RefObject } from 'react';
import type { Column } from '@/api/types';
import { useCurrentColumn } from './use-current-column';
import styles from './ColumnSwitcher.module.css';

interface ColumnSwitcherProps {
  boardRef: RefObject<HTMLElement | null>;
  columns: readonly Column[];
  /** A column's width plus the gap between columns. */
  step: number;
}

/**
 * On a phone, where one column shows at a time: which one ("To do · 2 of 5"), a list to jump
 * to any column, and the previous and next ones, kept in step with swiping.
 */
export function ColumnSwitcher({ boardRef, columns, step }: ColumnSwitcherProps) {
  const selectId = useId();
  const { current, goTo } = useCurrentColumn(boardRef, step, columns.length);
  if (columns.length === 0) return null;
  return (
    <nav className={styles.switcher} aria-label="Columns">
      <button
        type="button"
        className={styles.step}
        aria-label="Previous column"
        disabled={current === 0}
        onClick={() => goTo(current - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <label htmlFor={selectId} className="visually-hidden">
        Column
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={current}
        onChange={(event) => goTo(Number(event.target.value))}
      >
        {columns.map((column, index) => (
          <option key={column.id} value={index}>
            {column.name}
          </option>
        ))}
      </select>
      <span className={styles.position}>
        <span aria-hidden="true">· </span>
        {current + 1} of {columns.length}
      </span>
      <button
        type="button"
        className={styles.step}
        aria-label="Next column"
        disabled={current === columns.length - 1}
        onClick={() => goTo(current + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
