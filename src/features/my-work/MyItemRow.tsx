import { memo, useId } from 'react';
import { Link } from 'wouter';
import { TagChip } from '@/components/TagChip';
import { t } from '@/lib/i18n/translate';
import { paths } from '@/paths';
import type { MyItem } from './my-items';
import { RowPlace } from './RowPlace';
import type { QuickActions } from './use-quick-actions';
import styles from './MyWork.module.css';

interface MyItemRowProps {
  entry: MyItem;
  overdue: boolean;
  actions: QuickActions;
}

/**
 * A checklist item assigned to me: its tick (it leaves the page, Undo in the toast brings it
 * back), the card it is on (the link opens the card panel on its board), board, column, due.
 */
export const MyItemRow = memo(function MyItemRow({ entry, overdue, actions }: MyItemRowProps) {
  const titleId = useId();
  const { item, card, boardId } = entry;
  const number = `#${card.number}`;
  const tickable = entry.canTick && item.checklist_id !== null;
  return (
    <li className={styles.row} data-item-id={item.id}>
      <div className={styles.itemLine}>
        <input
          type="checkbox"
          className={styles.tick}
          checked={false}
          disabled={!tickable}
          aria-label={t('myWork.tick', 'Tick "{item}" on {number}', { item: item.title, number })}
          onChange={() => actions.tick(item, card.number)}
        />
        <div className={styles.rowMain}>
          <span id={titleId} className={styles.itemTitle}>
            <bdi>{item.title}</bdi>
          </span>
          <p className={styles.meta}>
            <span className={styles.reason}>{t('myWork.reason.item', 'Checklist item')}</span>
            <Link href={paths.card.href(boardId, card.id)} aria-describedby={titleId}>
              {t('myWork.itemOn', 'on {number} {title}', { number, title: card.title })}
            </Link>
          </p>
          <RowPlace
            boardName={entry.boardName}
            columnName={entry.columnName}
            dueDate={item.due_date}
            overdue={overdue}
          >
            {entry.tags.map((tag) => (
              <TagChip key={tag.id} name={tag.name} color={tag.color} />
            ))}
          </RowPlace>
        </div>
      </div>
    </li>
  );
});
