import { useId } from 'react';
import type { BoardSummary } from '@/api/types';
import { Checkbox } from '@/components/Checkbox';
import { t } from '@/lib/i18n/translate';
import type { MyWorkFilters as Filters, ReasonFilter, SortKey } from './my-work-groups';
import styles from './MyWork.module.css';

interface MyWorkFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  boards: readonly BoardSummary[];
  tagNames: readonly string[];
}

const REASONS: { value: ReasonFilter; label: () => string }[] = [
  { value: 'all', label: () => t('myWork.reason.all', 'Assigned or mentioned') },
  { value: 'assigned', label: () => t('myWork.reason.assigned', 'Assigned') },
  { value: 'mentioned', label: () => t('myWork.reason.mentioned', 'Mentioned') },
];

const SORTS: { value: SortKey; label: () => string }[] = [
  { value: 'due', label: () => t('myWork.sort.due', 'Due date') },
  { value: 'board', label: () => t('myWork.sort.board', 'Board') },
  { value: 'title', label: () => t('myWork.sort.title', 'Title') },
  { value: 'updated', label: () => t('myWork.sort.updated', 'Recently updated') },
];

/** Board, tag, why (assigned or mentioned) and sort: native selects, each with its label. */
export function MyWorkFilters({ filters, onChange, boards, tagNames }: MyWorkFiltersProps) {
  const ids = useId();
  return (
    <div className={styles.filters} role="group" aria-label={t('myWork.filters', 'Filters')}>
      <label htmlFor={`${ids}-board`}>{t('myWork.filter.board', 'Board')}</label>
      <select
        id={`${ids}-board`}
        className={styles.select}
        value={filters.boardId ?? ''}
        onChange={(event) =>
          onChange({ ...filters, boardId: event.target.value ? Number(event.target.value) : null })
        }
      >
        <option value="">{t('myWork.filter.allBoards', 'All boards')}</option>
        {boards.map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-tag`}>{t('myWork.filter.tag', 'Tag')}</label>
      <select
        id={`${ids}-tag`}
        className={styles.select}
        value={filters.tag ?? ''}
        onChange={(event) => onChange({ ...filters, tag: event.target.value || null })}
      >
        <option value="">{t('myWork.filter.anyTag', 'Any tag')}</option>
        {tagNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-reason`}>{t('myWork.filter.reason', 'Show')}</label>
      <select
        id={`${ids}-reason`}
        className={styles.select}
        value={filters.reason}
        onChange={(event) => onChange({ ...filters, reason: event.target.value as ReasonFilter })}
      >
        {REASONS.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label()}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-sort`}>{t('myWork.filter.sort', 'Sort by')}</label>
      <select
        id={`${ids}-sort`}
        className={styles.select}
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as SortKey })}
      >
        {SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label()}
          </option>
        ))}
      </select>
      <Checkbox
        label={t('myWork.filter.hideBlocked', 'Hide blocked cards')}
        checked={filters.hideBlocked}
        onChange={(event) => onChange({ ...filters, hideBlocked: event.target.checked })}
      />
    </div>
  );
}
