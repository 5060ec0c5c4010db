import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import { t, tn } from '@/lib/i18n/translate';
import type { DueGroup, MyEntry } from './my-work-groups';
import { MyItemRow } from './MyItemRow';
import { MyWorkRow } from './MyWorkRow';
import type { QuickActions } from './use-quick-actions';
import styles from './MyWork.module.css';

export const GROUP_TITLES: Record<DueGroup, () => string> = {
  overdue: () => t('myWork.group.overdue', 'Overdue'),
  today: () => t('myWork.group.today', 'Today'),
  'this-week': () => t('myWork.group.thisWeek', 'This week'),
  later: () => t('myWork.group.later', 'Later'),
  'no-date': () => t('myWork.group.noDate', 'No due date'),
};

interface DueGroupSectionProps {
  group: DueGroup;
  items: readonly MyEntry[];
  actions: QuickActions;
}

/** Rows a group shows at first: a page of 1,000 cards of mine paints (and updates) fast. */
export const GROUP_PAGE = 50;

/** One due group: its heading with the count, and its cards, 50 at a time. */
export function DueGroupSection({ group, items, actions }: DueGroupSectionProps) {
  const headingId = useId();
  const [shown, setShown] = useState(GROUP_PAGE);
  const more = items.length - shown;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-group={group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {GROUP_TITLES[group]()} <span className={styles.count}>({items.length})</span>
      </h2>
      <ul className={styles.list}>
        {items
          .slice(0, shown)
          .map((item) =>
            item.kind === 'item' ? (
              <MyItemRow
                key={`item:${item.item.id}`}
                entry={item}
                overdue={group === 'overdue'}
                actions={actions}
              />
            ) : (
              <MyWorkRow
                key={`${item.boardId}:${item.card.id}`}
                item={item}
                overdue={group === 'overdue'}
                actions={actions}
              />
            ),
          )}
      </ul>
      {more > 0 ? (
        <Button size="sm" className={styles.more} onClick={() => setShown(shown + GROUP_PAGE)}>
          {tn('myWork.more', Math.min(more, GROUP_PAGE), {
            one: 'Show {count} more',
            other: 'Show {count} more',
          })}{' '}
          <span className={styles.muted}>
            {t('myWork.moreOf', '({count} not shown)', { count: more })}
          </span>
        </Button>
      ) : null}
    </section>
  );
}
