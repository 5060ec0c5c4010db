import type { CardDetail } from '@/api/types';
import { formatDate } from '@/lib/i18n/format';
import { t, tn } from '@/lib/i18n/translate';
import styles from './CardPanel.module.css';

function when(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date, 'dateTime');
}

/** What the card's controls do not show: when it was made and changed, repeats, the timer. */
export function CardFootnote({ card }: { card: CardDetail }) {
  const created = when(card.created_at);
  const updated = when(card.updated_at);
  const facts = [
    created && t('card.footnote.created', 'Created {when}', { when: created }),
    updated && t('card.footnote.updated', 'Updated {when}', { when: updated }),
    card.is_recurrent && t('card.footnote.repeats', 'Repeats'),
    card.is_time_tracking && t('card.footnote.timer', 'Timer running'),
    tn('card.footnote.comments', card.comments_count, {
      one: '{count} comment',
      other: '{count} comments',
    }),
    tn('card.footnote.files', card.files_count, { one: '{count} file', other: '{count} files' }),
  ].filter((fact): fact is string => typeof fact === 'string');
  return <p className={styles.footnote}>{facts.join(' · ')}</p>;
}
