import type { PendingCard } from './use-quick-add';
import styles from './Cards.module.css';
import { t } from '@/lib/i18n/translate';

/** Quick-added cards on their way to the server, shown at once below the column's cards. */
export function PendingCards({
  cards,
  columnName,
}: {
  cards: readonly PendingCard[];
  columnName: string;
}) {
  if (cards.length === 0) return null;
  return (
    <ul
      className={styles.pendingList}
      aria-label={t('quickAdd.pending', 'Cards being added to {column}', { column: columnName })}
    >
      {cards.map((card) => (
        <li key={card.key} className={styles.pendingCard} aria-busy="true">
          <bdi>{card.title}</bdi>
          <span className="visually-hidden"> {t('quickAdd.adding', '(adding…)')}</span>
        </li>
      ))}
    </ul>
  );
}
