import type { ReactNode } from 'react';
import type { CustomFieldDefinition } from '@/api/types';
import type { ListSort, SortKey } from '@/features/board-core';
import { SortHeader } from './SortHeader';
import styles from './ListView.module.css';
import { t } from '@/lib/i18n/translate';

interface ListHeaderProps {
  sort: ListSort | null;
  onSort: (key: SortKey) => void;
  definitions: readonly CustomFieldDefinition[];
  /** The Blocked column, on a board whose read carries relations (CONTRACT 4d). */
  showBlocked: boolean;
  canMove: boolean;
  /** The "select every shown card" box, in the first cell. */
  selectAll?: ReactNode;
}

/** The table's column headers; the built-in facts sort, custom fields do not. */
export function ListHeader({
  sort,
  onSort,
  definitions,
  showBlocked,
  canMove,
  selectAll,
}: ListHeaderProps) {
  return (
    <thead className={styles.head}>
      <tr aria-rowindex={1}>
        {canMove ? (
          <th scope="col" className={styles.actionsCell}>
            {selectAll}
            <span className="visually-hidden">{t('list.column.move', 'Move')}</span>
          </th>
        ) : null}
        <SortHeader
          sortKey="number"
          short="#"
          sort={sort}
          onSort={onSort}
          className={styles.numberCell}
        />
        <SortHeader sortKey="title" sort={sort} onSort={onSort} className={styles.titleCell} />
        <SortHeader sortKey="column" sort={sort} onSort={onSort} className={styles.columnCell} />
        <th scope="col" className={styles.tagsCell}>
          {t('list.column.tags', 'Tags')}
        </th>
        <th scope="col" className={styles.peopleCell}>
          {t('list.column.assignees', 'Assignees')}
        </th>
        <SortHeader sortKey="due_date" sort={sort} onSort={onSort} className={styles.dueCell} />
        <SortHeader sortKey="status" sort={sort} onSort={onSort} className={styles.statusCell} />
        {showBlocked ? (
          <th scope="col" className={styles.blockedCell}>
            {t('list.column.blocked', 'Blocked')}
          </th>
        ) : null}
        <SortHeader
          sortKey="checklist"
          sort={sort}
          onSort={onSort}
          className={styles.checklistCell}
        />
        {definitions.map((definition) => (
          <th key={definition.id} scope="col" className={styles.fieldCell}>
            <bdi>{definition.name}</bdi>
          </th>
        ))}
      </tr>
    </thead>
  );
}
