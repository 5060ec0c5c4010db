import type { Card } from '@/api/types';
import { dueChipText } from '@/domain/due-dates';
import styles from './CardTile.module.css';

const TONE: Record<string, string> = { OVERDUE: 'danger', NEAR: 'warning', FAR: 'neutral' };
const LABEL: Record<string, string> = { OVERDUE: 'overdue', NEAR: 'due soon', FAR: 'due' };

/** The due date, colored by `due_date_status`; completed cards show it as done. */
export function DueChip({ card }: { card: Card }) {
  if (card.due_date === null) return null;
  const text =
    dueChipText(card.due_date, new Date()) ?? card.human_due_date ?? card.due_date.slice(0, 10);
  const completed = card.is_completed ?? card.completed_at !== null;
  const status = card.due_date_status ?? '';
  const tone = completed ? 'success' : (TONE[status] ?? 'neutral');
  const label = completed ? 'done' : (LABEL[status] ?? 'due');
  return (
    <span className={styles.due} data-tone={tone} title={card.human_verbose_due_date ?? undefined}>
      <span aria-hidden="true">🕑 </span>
      <span className="visually-hidden">Due date ({label}): </span>
      {text}
    </span>
  );
}
