import { useId } from 'react';
import { t } from '@/lib/i18n/translate';
import type { MyCard } from './my-cards';
import type { DueGroup } from './my-work-groups';
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
  items: readonly MyCard[];
  actions: QuickActions;
}

/** One due group: its heading with the count, and its cards. */
export function DueGroupSection({ group, items, actions }: DueGroupSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} data-group={group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {GROUP_TITLES[group]()} <span className={styles.count}>({items.length})</span>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <MyWorkRow
            key={`${item.boardId}:${item.card.id}`}
            item={item}
            overdue={group === 'overdue'}
            actions={actions}
          />
        ))}
      </ul>
    </section>
  );
}
