import { format } from 'date-fns';
import type { CardDetail } from '@/api/types';
import { countText } from '@/lib/plural';
import styles from './CardPanel.module.css';

function when(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, 'PPp');
}

/** What the card's controls do not show: when it was made and changed, repeats, the timer. */
export function CardFootnote({ card }: { card: CardDetail }) {
  const created = when(card.created_at);
  const updated = when(card.updated_at);
  const facts = [
    created && `Created ${created}`,
    updated && `Updated ${updated}`,
    card.is_recurrent && 'Repeats',
    card.is_time_tracking && 'Timer running',
    countText(card.comments_count, 'comment', 'comments'),
    countText(card.files_count, 'file', 'files'),
  ].filter((fact): fact is string => typeof fact === 'string');
  return <p className={styles.footnote}>{facts.join(' · ')}</p>;
}
