import type { ReactNode } from 'react';
import { tn } from '@/lib/i18n/translate';
import styles from './MovingCount.module.css';

/** The dragged tile's badge when the drag takes the selection along: "20 cards". */
export function movingBadge(count: number): ReactNode {
  if (count < 2) return null;
  return (
    <span className={styles.movingCount} data-moving-count={count}>
      {tn('selection.move.cards', count, { one: '1 card', other: '{count} cards' })}
    </span>
  );
}
