import type { ReactNode } from 'react';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import styles from './MyWork.module.css';

interface RowPlaceProps {
  boardName: string;
  columnName: string;
  /** The ISO due date of the card or item, if any. */
  dueDate: string | null;
  overdue: boolean;
  /** Shown after the place (an item's tags). */
  children?: ReactNode;
}

/** Where a row of My work is: "Board · Column · Due …", the due date marked when overdue. */
export function RowPlace({ boardName, columnName, dueDate, overdue, children }: RowPlaceProps) {
  const due = dueDate ? new Date(dueDate) : null;
  const dueText = due && !Number.isNaN(due.getTime()) ? formatDate(due, 'dateTime') : null;
  return (
    <p className={styles.meta}>
      <bdi>{boardName}</bdi>
      {' · '}
      <bdi>{columnName}</bdi>
      {dueText && dueDate ? (
        <>
          {' · '}
          <time dateTime={dueDate} data-overdue={overdue || undefined}>
            {overdue
              ? t('myWork.dueOverdue', 'Was due {when}', { when: dueText })
              : t('myWork.due', 'Due {when}', { when: dueText })}
          </time>
        </>
      ) : null}
      {children}
    </p>
  );
}
