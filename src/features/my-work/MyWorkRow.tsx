import { memo, useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/Button';
import { TagChip } from '@/components/TagChip';
import { t, tn } from '@/lib/i18n/translate';
import { paths } from '@/paths';
import { DateField } from '@/components/DateField';
import { dayInputValue, dueOnDay } from './due-day';
import type { MyCard } from './my-cards';
import { openBlockersOf } from './my-work-groups';
import { RowPlace } from './RowPlace';
import type { QuickActions } from './use-quick-actions';
import styles from './MyWork.module.css';

interface MyWorkRowProps {
  item: MyCard;
  overdue: boolean;
  actions: QuickActions;
}

/** One card of mine: its link (the board's card route), where it is, why it is mine, actions. */
export const MyWorkRow = memo(function MyWorkRow({ item, overdue, actions }: MyWorkRowProps) {
  const ids = useId();
  const { card, boardId } = item;
  const name = `#${card.number}`;
  const blockers = openBlockersOf(item);
  const commitDue = (day: string) => {
    if (day === dayInputValue(card.due_date)) return;
    const due = day ? dueOnDay(day, card.due_date) : null;
    if (day && due === null) return;
    actions.setDue(boardId, card.id, due);
  };
  return (
    <li className={styles.row} data-card-id={card.id}>
      <div className={styles.rowMain}>
        <Link href={paths.card.href(boardId, card.id)} className={styles.cardLink}>
          {name} <bdi>{card.title}</bdi>
        </Link>
        <RowPlace
          boardName={item.boardName}
          columnName={item.columnName}
          dueDate={card.due_date}
          overdue={overdue}
        />
        <p className={styles.meta}>
          {blockers > 0 ? (
            <span className={styles.blocked}>
              {tn('myWork.blocked', blockers, {
                one: 'Blocked by {count} open card',
                other: 'Blocked by {count} open cards',
              })}
            </span>
          ) : null}
          {item.reasons.assigned ? (
            <span className={styles.reason}>{t('myWork.reason.assigned', 'Assigned')}</span>
          ) : null}
          {item.reasons.mentioned ? (
            <span className={styles.reason}>{t('myWork.reason.mentioned', 'Mentioned')}</span>
          ) : null}
          {item.tags.map((tag) => (
            <TagChip key={tag.id} name={tag.name} color={tag.color} />
          ))}
        </p>
      </div>
      {item.canEdit ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            aria-label={t('myWork.complete.name', 'Complete {name}', { name })}
            onClick={() => actions.complete(boardId, card.id)}
          >
            {t('myWork.complete', 'Complete')}
          </Button>
          <label className="visually-hidden" htmlFor={`${ids}-column`}>
            {t('myWork.column', 'Column of {name}', { name })}
          </label>
          <select
            id={`${ids}-column`}
            className={styles.select}
            value={card.column_id}
            onChange={(event) => actions.move(boardId, card.id, Number(event.target.value))}
          >
            {item.columns.map((column) => (
              <option key={column.id} value={column.id}>
                {column.name}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${ids}-due`}>
            {t('myWork.dueDay', 'Due day of {name}', { name })}
          </label>
          <DateField
            id={`${ids}-due`}
            mode="date"
            value={dayInputValue(card.due_date)}
            // Saved when the day is chosen (picked, leaving the field or Enter), not at each digit.
            onCommit={commitDue}
          />
        </div>
      ) : null}
    </li>
  );
});
