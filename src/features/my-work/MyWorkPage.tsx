import { useEffect, useMemo, useState } from 'react';
import { preloadUndo } from '@/sync/undo/undo';
import { whenIdle } from '@/lib/when-idle';
import { QueryErrorScreen } from '@/components/QueryErrorScreen';
import { LoadingArea, Skeleton } from '@/components/Skeleton';
import { t } from '@/lib/i18n/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BoardStatusList } from './BoardStatusList';
import { DueGroupSection } from './DueGroupSection';
import { ItemReadStatus } from './ItemReadStatus';
import { itemsOfBoard } from './my-items';
import { MyWorkFilters } from './MyWorkFilters';
import { ReminderSettingsPanel } from './ReminderSettingsPanel';
import { DUE_GROUPS, groupMyCards, NO_FILTERS, tagNamesOf } from './my-work-groups';
import { BoardReader, useMyWork } from './use-my-work';
import { useLiveMyWork } from './use-live-my-work';
import { useUndoKeys } from './use-undo-keys';
import { UndoAnnouncement } from './UndoAnnouncement';
import { useNow } from './use-now';
import { useQuickActions } from './use-quick-actions';
import styles from './MyWork.module.css';

/**
 * My work: the cards assigned to me or mentioning me across every board I can see, by due date,
 * each with its board and column and the board's quick writes (complete, move, due day).
 */
export function MyWorkPage() {
  useDocumentTitle(t('myWork.title', 'My work'));
  const work = useMyWork();
  const now = useNow();
  const actions = useQuickActions();
  useUndoKeys();
  // The undo history's code loads when the page is idle, not with the first quick action (its
  // loading and running were in that action's frame).
  useEffect(() => whenIdle(() => void preloadUndo().catch(() => undefined)), []);
  const [filters, setFilters] = useState(NO_FILTERS);
  const entries = useMemo(() => [...work.cards, ...work.items], [work.cards, work.items]);
  const groups = useMemo(() => groupMyCards(entries, filters, now), [entries, filters, now]);
  const tagNames = useMemo(() => tagNamesOf(entries), [entries]);
  const itemList = work.itemRead.status === 'ready' ? work.itemRead.items : null;
  const boards = useMemo(() => work.boards.map((state) => state.board), [work.boards]);
  const boardIds = useMemo(() => work.boardsToRead.map((board) => board.id), [work.boardsToRead]);
  const live = useLiveMyWork(boardIds);

  if (work.failure) {
    return (
      <QueryErrorScreen
        error={work.failure.error}
        subject={t('myWork.subject', 'your boards')}
        onRetry={work.failure.retry}
      />
    );
  }
  if (work.starting || work.userId === undefined) {
    return (
      <LoadingArea className={styles.page} label={t('myWork.loading', 'Loading your boards')}>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </LoadingArea>
    );
  }
  const userId = work.userId;
  const shown = DUE_GROUPS.reduce((sum, group) => sum + groups[group].length, 0);
  const anyRead = work.boards.some((state) => state.status === 'ready');
  return (
    <div className={styles.page} data-live={live || undefined}>
      <div className={styles.header}>
        <h1>{t('myWork.title', 'My work')}</h1>
      </div>
      <ReminderSettingsPanel cards={work.cards} items={work.items} />
      <MyWorkFilters filters={filters} onChange={setFilters} boards={boards} tagNames={tagNames} />
      {work.boardsToRead.map((board) => (
        <BoardReader
          key={board.id}
          boardId={board.id}
          userId={userId}
          items={itemsOfBoard(itemList ?? undefined, board.id)}
          poll={!live}
          onRead={work.onRead}
        />
      ))}
      <BoardStatusList boards={work.boards} />
      <ItemReadStatus read={work.itemRead} />
      <UndoAnnouncement />
      {anyRead && shown === 0 ? <p>{t('myWork.empty', 'Nothing of yours to do here.')}</p> : null}
      {DUE_GROUPS.map((group) =>
        groups[group].length > 0 ? (
          <DueGroupSection key={group} group={group} items={groups[group]} actions={actions} />
        ) : null,
      )}
    </div>
  );
}
