import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { BoardWorkingSet } from '@/api/types';
import type { ViewMode } from '@/features/board-core';
import { BoardPresence } from '../live/BoardPresence';
import { LazyUndoButtons } from '../undo/LazyUndoButtons';
import { ParentBreadcrumb } from './ParentBreadcrumb';
import { ViewSwitch } from './ViewSwitch';
import styles from './BoardHeader.module.css';
import { paths } from '@/paths';
import { buttonClassName } from '@/components/Button';
import { PhoneFold } from '@/components/PhoneFold';
import { t } from '@/lib/i18n/translate';

interface BoardHeaderProps {
  board: BoardWorkingSet;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  showArchived: boolean;
  onShowArchivedChange: (show: boolean) => void;
  /** The search bar, shown in the header's search slot. */
  search?: ReactNode;
  /** Stale, the shortcuts and (a phone's) Filters: after the search, in the fold on a phone. */
  searchTools?: ReactNode;
  /** The view's own tools (the kanban's "Select columns" for a manager), with the controls. */
  tools?: ReactNode;
}

/** The board's name and place, and how it is shown: view, archived items, search. */
export function BoardHeader({
  board,
  viewMode,
  onViewModeChange,
  showArchived,
  onShowArchivedChange,
  search,
  searchTools,
  tools,
}: BoardHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {board.parent_id !== null ? <ParentBreadcrumb parentId={board.parent_id} /> : null}
        <h1 className={styles.title}>
          {board.icon ? <span aria-hidden="true">{board.icon} </span> : null}
          <bdi>{board.name}</bdi>
        </h1>
        <span className={styles.visibility}>
          {board.visibility === 'public'
            ? t('board.visibility.public', 'Public')
            : t('board.visibility.private', 'Private')}
        </span>
        {board.permissions.edit ? null : (
          <span
            className={styles.visibility}
            title={t(
              'board.viewOnly.hint',
              'You can read this board; its cards cannot be moved or changed with your access.',
            )}
          >
            {t('board.viewOnly', 'View only')}
          </span>
        )}
        <BoardPresence />
      </div>
      <ViewSwitch mode={viewMode} onChange={onViewModeChange} />
      <div className={styles.controls}>
        <div data-slot="search" className={styles.searchSlot}>
          {search}
        </div>
        {/* Keyed by the view: a new view (Insights chosen in it) closes the fold. */}
        <PhoneFold
          key={viewMode}
          label={t('board.options', 'Board options')}
          buttonClassName={styles.optionsButton}
          panelClassName={styles.options}
        >
          {searchTools}
          {board.permissions.edit ? <LazyUndoButtons boardId={board.id} /> : null}
          {/* The view's tools and the board's options sit at the row's end (desktop). */}
          <span className={styles.spacer} aria-hidden="true" />
          {tools}
          {/* The switch has no room for Insights on a phone: it is here (CSS shows one of them). */}
          <button
            type="button"
            className={styles.phoneOnly}
            aria-pressed={viewMode === 'insights'}
            onClick={() => onViewModeChange('insights')}
          >
            {t('view.insights', 'Insights')}
          </button>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={showArchived}
              onChange={(event) => onShowArchivedChange(event.target.checked)}
            />
            {t('board.showArchived', 'Show archived')}
          </label>
          <Link
            href={paths.boardSettings.href(board.id)}
            className={`${buttonClassName('secondary', 'md')} ${styles.settingsLink}`}
          >
            {t('board.settings', 'Board settings')}
          </Link>
        </PhoneFold>
      </div>
    </header>
  );
}
