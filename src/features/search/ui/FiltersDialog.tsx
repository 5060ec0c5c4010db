import type { BoardWorkingSet } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TagChip } from '@/components/TagChip';
import { CARD_STATUSES, DUE_BUCKETS, type SearchStatus } from '@/domain/enums';
import type { FilterErrors } from '../model/error-map';
import { DUE_LABELS, STATUS_LABELS } from '../model/filter-labels';
import { DUE_HINTS } from './due-hints';
import { EMPTY_FILTERS, type AssigneeRef, type FilterState } from '../model/filter-state';
import { CheckGroup, type CheckOption } from './CheckGroup';
import { ConditionsFilter } from './ConditionsFilter';
import { SavedFilters } from './SavedFilters';
import { ScopeFilter } from './ScopeFilter';
import styles from '../Search.module.css';
import { t } from '@/lib/i18n/translate';

interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  board: BoardWorkingSet;
  state: FilterState;
  errors: FilterErrors | null;
  onChange: (state: FilterState) => void;
}

const NO_CONDITION_ERRORS: ReadonlyMap<number, string> = new Map();

/**
 * The card statuses. Due dates are filtered once, under "Due date": the search's due statuses
 * (Overdue, Due soon, Due later) are offered only when a link or saved filter already uses one,
 * so it can be unticked.
 */
function statusOptions(selected: readonly SearchStatus[]): CheckOption<SearchStatus>[] {
  const shown: SearchStatus[] = [
    ...CARD_STATUSES,
    ...selected.filter((status) => !(CARD_STATUSES as readonly string[]).includes(status)),
  ];
  return shown.map((value) => ({ value, label: STATUS_LABELS[value]() }));
}

/** Every filter of the board search; changes apply at once (the view behind updates). */
export function FiltersDialog({
  open,
  onOpenChange,
  board,
  state,
  errors,
  onChange,
}: FiltersDialogProps) {
  const tags = Object.values(board.tags).sort((a, b) => a.name.localeCompare(b.name));
  const tagOptions = (common: boolean): CheckOption<number>[] =>
    tags
      .filter((tag) => (tag.board_id === null) === common)
      .map((tag) => ({ value: tag.id, label: <TagChip name={tag.name} color={tag.color} /> }));
  const people: CheckOption<AssigneeRef>[] = [
    { value: 'me', label: t('filters.me', 'Me') },
    ...Object.values(board.members)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((member) => ({
        value: member.id,
        label: (
          <span className={styles.person}>
            <Avatar name={member.name} avatarUrl={member.avatar_url} size={20} decorative />
            {member.name}
          </span>
        ),
      })),
  ];
  const sections = errors?.sections ?? {};
  const set = (change: Partial<FilterState>) => onChange({ ...state, ...change });
  const boardTags = tagOptions(false);
  const commonTags = tagOptions(true);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title', 'Filters')}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => onChange({ ...EMPTY_FILTERS, query: state.query })}
          >
            {t('filters.clear', 'Clear filters')}
          </Button>
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            {t('filters.done', 'Done')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {boardTags.length > 0 ? (
          <CheckGroup
            legend={t('filters.boardTags', 'Board tags')}
            options={boardTags}
            selected={state.tags.filter((id) => boardTags.some((o) => o.value === id))}
            onChange={(ids) =>
              set({
                tags: [
                  ...state.tags.filter((id) => !boardTags.some((o) => o.value === id)),
                  ...ids,
                ],
              })
            }
            error={sections.tags}
          />
        ) : null}
        {commonTags.length > 0 ? (
          <CheckGroup
            legend={t('filters.commonTags', 'Common tags')}
            options={commonTags}
            selected={state.tags.filter((id) => commonTags.some((o) => o.value === id))}
            onChange={(ids) =>
              set({
                tags: [
                  ...state.tags.filter((id) => !commonTags.some((o) => o.value === id)),
                  ...ids,
                ],
              })
            }
          />
        ) : null}
        <CheckGroup
          legend={t('filters.assignees', 'Assignees')}
          options={people}
          selected={state.assignees}
          onChange={(assignees) => set({ assignees })}
          error={sections.assignees}
        />
        <CheckGroup
          legend={t('filters.status', 'Status')}
          options={statusOptions(state.statuses)}
          selected={state.statuses}
          onChange={(statuses) => set({ statuses })}
          error={sections.statuses}
        />
        <CheckGroup
          legend={t('filters.dueDate', 'Due date')}
          options={DUE_BUCKETS.map((value) => ({
            value,
            label: DUE_LABELS[value](),
            hint: DUE_HINTS[value](),
          }))}
          selected={state.dueDates}
          onChange={(dueDates) => set({ dueDates })}
          error={sections.dueDates}
        />
        <ConditionsFilter
          board={board}
          conditions={state.customFields}
          errors={errors?.conditions ?? NO_CONDITION_ERRORS}
          onChange={(customFields) => set({ customFields })}
        />
        <ScopeFilter
          includeArchived={state.includeArchived}
          target={state.target}
          errors={sections}
          onChange={(change) => set(change)}
        />
        <SavedFilters boardId={board.id} state={state} onApply={onChange} />
      </div>
    </Dialog>
  );
}
