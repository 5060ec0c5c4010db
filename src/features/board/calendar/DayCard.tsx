import { memo } from 'react';
import type { Card } from '@/api/types';
import { CardLink } from '@/features/card';
import { Highlight } from '@/features/search';
import styles from './CalendarView.module.css';

interface DayCardProps {
  card: Card;
  boardId: number;
  highlight: string;
}

/**
 * A card in a day's list (`DayDialog`): its number and whole title, a link that opens it. Not a
 * drag source: the list is a dialog over the grid (the card panel sets the date).
 */
export const DayCard = memo(function DayCard({ card, boardId, highlight }: DayCardProps) {
  const completed = card.is_completed ?? card.completed_at !== null;
  return (
    <li className={styles.entry} data-completed={completed || undefined}>
      <CardLink boardId={boardId} cardId={card.id} className={styles.entryLink}>
        <span className={styles.number}>#{card.number}</span>{' '}
        <bdi>
          <Highlight text={card.title} query={highlight} />
        </bdi>
      </CardLink>
    </li>
  );
});
