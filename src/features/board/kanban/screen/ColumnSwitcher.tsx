import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '@/components/Icon';
import { useId, type RefObject } from 'react';
import type { Column } from '@/api/types';
import { useCurrentColumn } from './use-current-column';
import styles from './ColumnSwitcher.module.css';
import { t } from '@/lib/i18n/translate';

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
    <nav className={styles.switcher} aria-label={t('column.select.toolbar', 'Columns')}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('switcherColumn.previous', 'Previous column')}
        disabled={current === 0}
        onClick={() => goTo(current - 1)}
      >
        <Icon icon={ChevronLeft} />
      </button>
      <label htmlFor={selectId} className="visually-hidden">
        {t('card.column', 'Column')}
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
        {t('switcherColumn.position', '{position} of {count}', {
          position: current + 1,
          count: columns.length,
        })}
      </span>
      <button
        type="button"
        className={styles.step}
        aria-label={t('switcherColumn.next', 'Next column')}
        disabled={current === columns.length - 1}
        onClick={() => goTo(current + 1)}
      >
        <Icon icon={ChevronRight} />
      </button>
    </nav>
  );
}
