import { Clock } from '@/components/first-load-icons';
import { Icon } from '@/components/Icon';
import type { Card } from '@/api/types';
import { dueChipText } from '@/domain/due-dates';
import styles from './CardTile.module.css';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

const TONE: Record<string, string> = { OVERDUE: 'danger', NEAR: 'warning', FAR: 'neutral' };
const LABEL: Record<string, () => string> = {
  OVERDUE: () => t('due.overdue', 'overdue'),
  NEAR: () => t('due.soon', 'due soon'),
  FAR: () => t('due.due', 'due'),
};

/** The due date, colored by `due_date_status`; completed cards show it as done. */
export function DueChip({ card }: { card: Card }) {
  if (card.due_date === null) return null;
  const text =
    dueChipText(card.due_date, new Date()) ?? card.human_due_date ?? card.due_date.slice(0, 10);
  const completed = card.is_completed ?? card.completed_at !== null;
  const status = card.due_date_status ?? '';
  const tone = completed ? 'success' : (TONE[status] ?? 'neutral');
  const label = completed ? t('due.done', 'done') : (LABEL[status]?.() ?? t('due.due', 'due'));
  const due = new Date(card.due_date);
  return (
    <span
      className={styles.due}
      data-tone={tone}
      title={Number.isNaN(due.getTime()) ? undefined : formatDate(due, 'fullDateTime')}
    >
      <Icon icon={Clock} />
      <span className="visually-hidden">
        {t('due.label', 'Due date ({state}): ', { state: label })}
      </span>
      {text}
    </span>
  );
}
