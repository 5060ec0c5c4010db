import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { meQuery } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TagChip } from '@/components/TagChip';
import { CARD_STATUSES, DUE_BUCKETS, type SearchStatus } from '@/domain/enums';
import { carriesRelations, RELATION_FILTERS, type RelationFilter } from '@/domain/relations';
import type { FilterErrors } from '../model/error-map';
import { DUE_LABELS, RELATION_LABELS, STATUS_LABELS } from '../model/filter-labels';
import { DUE_HINTS } from './due-hints';
import { RELATION_HINTS } from './relation-hints';
import { EMPTY_FILTERS, type AssigneeRef, type FilterState } from '../model/filter-state';
import { findsText } from '../model/find-text';
import { optionCounts } from '../model/option-counts';
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

const TOUCH = () => globalThis.matchMedia?.('(pointer: coarse)').matches === true;

const NO_CONDITION_ERRORS: ReadonlyMap<number, string> = new Map();

/**
 * The card statuses. Due dates are filtered once, under "Due date": the search's due statuses
 * (Overdue, Due soon, Due later) are offered only when a link or saved filter already uses one,
 * so it can be unticked.
 */
function shownStatuses(selected: readonly SearchStatus[]): SearchStatus[] {
  return [
    ...CARD_STATUSES,
    ...selected.filter((status) => !(CARD_STATUSES as readonly string[]).includes(status)),
  ];
}

/**
 * Relation filters are offered on a board whose read carries relation summaries (CONTRACT 4d),
 * or when the state already holds one (so a link's filter can be unticked); a server without
 * relations sends none, and then the group does not show.
 */
function offersRelations(board: BoardWorkingSet, chosen: readonly RelationFilter[]): boolean {
  return chosen.length > 0 || carriesRelations(board.cards);
}

/** An option with the words the panel's search looks in. */
type Findable<T> = CheckOption<T> & { text: string };

/** The options `find` names; all of them when it names the group itself ("tags"). */
function found<T>(find: string, legend: string, options: readonly Findable<T>[]): Findable<T>[] {
  return findsText(find, legend) ? [...options] : options.filter((o) => findsText(find, o.text));
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
  const client = useApiClient();
  const me = useQuery({ ...meQuery(client), enabled: open });
  const meId = me.data?.id ?? null;
  const [find, setFind] = useState('');
  const setOpen = (next: boolean) => {
    if (!next) setFind('');
    onOpenChange(next);
  };
  const tags = Object.values(board.tags).sort((a, b) => a.name.localeCompare(b.name));
  const members = Object.values(board.members).sort((a, b) => a.name.localeCompare(b.name));
  const statuses = shownStatuses(state.statuses);
  const counts = useMemo(
    () =>
      open
        ? optionCounts(
            board,
            {
              tags: Object.values(board.tags).map((tag) => tag.id),
              assignees: Object.values(board.members).map((member) => member.id),
              statuses: shownStatuses(state.statuses),
              dueDates: DUE_BUCKETS,
              relations: offersRelations(board, state.relations) ? RELATION_FILTERS : [],
            },
            state.includeArchived,
            new Date(),
          )
        : null,
    [open, board, state.statuses, state.relations, state.includeArchived],
  );
  const tagOptions = (common: boolean): Findable<number>[] =>
    tags
      .filter((tag) => (tag.board_id === null) === common)
      .map((tag) => ({
        value: tag.id,
        text: tag.name,
        label: <TagChip name={tag.name} color={tag.color} />,
        count: counts?.tags.get(tag.id),
      }));
  const people: Findable<AssigneeRef>[] = [
    {
      value: 'me',
      text: t('filters.me', 'Me'),
      label: t('filters.me', 'Me'),
      count: meId === null ? undefined : counts?.assignees.get(meId),
    },
    ...members.map((member) => ({
      value: member.id,
      text: member.name,
      label: (
        <span className={styles.person}>
          <Avatar name={member.name} avatarUrl={member.avatar_url} size={20} decorative />
          {member.name}
        </span>
      ),
      count: counts?.assignees.get(member.id),
    })),
  ];
  const sections = errors?.sections ?? {};
  const set = (change: Partial<FilterState>) => onChange({ ...state, ...change });
  const legends = {
    boardTags: t('filters.boardTags', 'Board tags'),
    commonTags: t('filters.commonTags', 'Common tags'),
    assignees: t('filters.assignees', 'Assignees'),
    status: t('filters.status', 'Status'),
    dueDate: t('filters.dueDate', 'Due date'),
    relations: t('filters.relations', 'Relations'),
  };
  const allBoardTags = tagOptions(false);
  const allCommonTags = tagOptions(true);
  const boardTags = found(find, legends.boardTags, allBoardTags);
  const commonTags = found(find, legends.commonTags, allCommonTags);
  const shownPeople = found(find, legends.assignees, people);
  const statusOptions = found(
    find,
    legends.status,
    statuses.map((value) => ({
      value,
      text: STATUS_LABELS[value](),
      label: STATUS_LABELS[value](),
      count: counts?.statuses.get(value),
    })),
  );
  const dueOptions = found(
    find,
    legends.dueDate,
    DUE_BUCKETS.map((value) => ({
      value,
      text: DUE_LABELS[value](),
      label: DUE_LABELS[value](),
      hint: DUE_HINTS[value](),
      count: counts?.dueDates.get(value),
    })),
  );
  const relationOptions = counts?.relations.size
    ? found(
        find,
        legends.relations,
        RELATION_FILTERS.map((value) => ({
          value,
          text: RELATION_LABELS[value](),
          label: RELATION_LABELS[value](),
          hint: RELATION_HINTS[value](),
          count: counts.relations.get(value),
        })),
      )
    : [];
  const showConditions = findsText(find, t('filters.customFields', 'Custom fields'));
  const showScope = findsText(
    find,
    t('filters.find', 'Find'),
    t('filters.includeArchived', 'Include archived cards and columns'),
  );
  const showSaved = findsText(find, t('filters.saved', 'Saved filters'));
  const nothingFound =
    boardTags.length +
      commonTags.length +
      shownPeople.length +
      statusOptions.length +
      dueOptions.length +
      relationOptions.length ===
      0 &&
    !showConditions &&
    !showScope &&
    !showSaved;

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('filters.title', 'Filters')}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => onChange({ ...EMPTY_FILTERS, query: state.query })}
          >
            {t('filters.clear', 'Clear filters')}
          </Button>
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t('filters.done', 'Done')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <div className={styles.filterSearch}>
          <input
            type="search"
            className={styles.input}
            aria-label={t('filters.search', 'Find a filter')}
            placeholder={t('filters.searchPlaceholder', 'Find a tag, person or status…')}
            value={find}
            // Typing narrows the list at once; Tab goes on into it. Not on a touch screen, where
            // focus would open the on-screen keyboard over the sheet.
            autoFocus={!TOUCH()}
            onChange={(event) => setFind(event.target.value)}
          />
        </div>
        {nothingFound ? (
          <p className={styles.noMatch} role="status">
            {t('filters.noMatch', 'No filter matches “{find}”.', { find: find.trim() })}
          </p>
        ) : null}
        {boardTags.length > 0 ? (
          <CheckGroup
            legend={legends.boardTags}
            options={boardTags}
            selected={chosenAmong(state.tags, boardTags)}
            onChange={(ids) => set({ tags: replaceAmong(state.tags, boardTags, ids) })}
            error={sections.tags}
          />
        ) : null}
        {commonTags.length > 0 ? (
          <CheckGroup
            legend={legends.commonTags}
            options={commonTags}
            selected={chosenAmong(state.tags, commonTags)}
            onChange={(ids) => set({ tags: replaceAmong(state.tags, commonTags, ids) })}
          />
        ) : null}
        {shownPeople.length > 0 ? (
          <CheckGroup
            legend={legends.assignees}
            options={shownPeople}
            selected={chosenAmong(state.assignees, shownPeople)}
            onChange={(refs) =>
              set({ assignees: replaceAmong(state.assignees, shownPeople, refs) })
            }
            error={sections.assignees}
          />
        ) : null}
        {statusOptions.length > 0 ? (
          <CheckGroup
            legend={legends.status}
            options={statusOptions}
            selected={chosenAmong(state.statuses, statusOptions)}
            onChange={(picked) =>
              set({ statuses: replaceAmong(state.statuses, statusOptions, picked) })
            }
            error={sections.statuses}
          />
        ) : null}
        {dueOptions.length > 0 ? (
          <CheckGroup
            legend={legends.dueDate}
            options={dueOptions}
            selected={chosenAmong(state.dueDates, dueOptions)}
            onChange={(picked) =>
              set({ dueDates: replaceAmong(state.dueDates, dueOptions, picked) })
            }
            error={sections.dueDates}
          />
        ) : null}
        {relationOptions.length > 0 ? (
          <CheckGroup
            legend={legends.relations}
            options={relationOptions}
            selected={chosenAmong(state.relations, relationOptions)}
            onChange={(picked) =>
              set({ relations: replaceAmong(state.relations, relationOptions, picked) })
            }
            error={sections.relations}
          />
        ) : null}
        {showConditions ? (
          <ConditionsFilter
            board={board}
            conditions={state.customFields}
            errors={errors?.conditions ?? NO_CONDITION_ERRORS}
            onChange={(customFields) => set({ customFields })}
          />
        ) : null}
        {showScope ? (
          <ScopeFilter
            includeArchived={state.includeArchived}
            target={state.target}
            errors={sections}
            onChange={(change) => set(change)}
          />
        ) : null}
        {showSaved ? <SavedFilters boardId={board.id} state={state} onApply={onChange} /> : null}
      </div>
    </Dialog>
  );
}

/** What a group shows ticked: the chosen values among its options. */
function chosenAmong<T>(chosen: readonly T[], options: readonly { value: T }[]): T[] {
  return chosen.filter((value) => options.some((option) => option.value === value));
}

/** The chosen values with a group's part replaced by `picked`; ticks the search hides are kept. */
function replaceAmong<T>(
  chosen: readonly T[],
  options: readonly { value: T }[],
  picked: readonly T[],
): T[] {
  return [
    ...chosen.filter((value) => !options.some((option) => option.value === value)),
    ...picked,
  ];
}
