import { useDroppable } from '@dnd-kit/core';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { Card, Member, Tag } from '@/api/types';
import { DraggableCard } from '../kanban/DraggableCard';
import { useCardVirtualizer } from '../kanban/use-card-virtualizer';
import kanban from '../kanban/Kanban.module.css';
import { CopyLaneContext } from '../kanban/copy-lane';
import { laneCardDragId, laneCellId } from './lane-dnd';
import { cellCardsShown } from './lane-cell-limit';
import styles from './Lanes.module.css';
import { t } from '@/lib/i18n/translate';

interface LaneCellProps {
  boardId: number;
  lane: string;
  laneLabel: string;
  columnId: number;
  columnName: string;
  cards: readonly Card[];
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  canMove: boolean;
  /** The gap to the cell before it (or the band's start): the columns in view are not always adjacent. */
  offset: number;
  width: number;
  /** How many of its cards the cell shows before its "Show N more" button. */
  limit: number;
  onLimit: (cellId: string, limit: number) => void;
  highlight: string;
  /** The dragged copy's card and dnd id, when this cell holds it; else null. */
  active: { cardId: number; dragId: string } | null;
  /** "Also in Eli Editor": for a card in several lanes, the others; null for one. */
  alsoIn: (cardId: number, lane: string) => string | null;
}

/**
 * One lane's cards of one column, as tall as the cards it shows (it never scrolls, so a card is
 * never cut): a drop target, its first cards and a "Show N more" button when it holds many
 * (`lane-cell-limit.ts`). The virtualizer only places and measures the cards: the cell is its
 * own scroll element and as tall as they are, so every shown card is rendered.
 */
export const LaneCell = memo(function LaneCell({
  boardId,
  lane,
  laneLabel,
  columnId,
  columnName,
  cards,
  tags,
  members,
  canMove,
  offset,
  width,
  limit,
  onLimit,
  highlight,
  active,
  alsoIn,
}: LaneCellProps) {
  const id = laneCellId(lane, columnId);
  const droppable = useDroppable({ id, disabled: !canMove });
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const activeCardId = active?.cardId ?? null;
  const { shown, hidden, next, expanded } = useMemo(
    () => cellCardsShown(cards, limit, activeCardId),
    [cards, limit, activeCardId],
  );
  const virtualizer = useCardVirtualizer({
    cards: shown,
    scrollRef,
    activeCardId,
    overscan: shown.length,
    initialRect: { width, height: shown.length * 84 },
  });
  const { setNodeRef } = droppable;
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  const where = `${columnName}, ${laneLabel}`;
  // "Show fewer" goes away when pressed: focus moves to "Show N more", which takes its place.
  const moreRef = useRef<HTMLButtonElement>(null);
  const focusMore = useRef(false);
  useLayoutEffect(() => {
    if (!focusMore.current) return;
    focusMore.current = false;
    moreRef.current?.focus();
  });
  return (
    <div
      ref={ref}
      className={styles.cell}
      style={{ marginInlineStart: offset, width }}
      data-lane-cell={id}
    >
      <CopyLaneContext value={lane}>
        <ul
          className={kanban.cardList}
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={where}
          data-placeholder={active !== null || undefined}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const card = shown[item.index];
            if (!card) return null;
            const others = alsoIn(card.id, lane);
            return (
              <DraggableCard
                key={card.id}
                card={card}
                boardId={boardId}
                tags={tags}
                members={members}
                canMove={canMove}
                top={item.start}
                index={item.index}
                measure={virtualizer.measureElement}
                highlight={highlight}
                dragId={active?.cardId === card.id ? active.dragId : laneCardDragId(lane, card.id)}
              >
                {others ? (
                  <p className={styles.alsoIn}>
                    {t('lanes.alsoIn', 'Also in {lanes}', { lanes: others })}
                  </p>
                ) : null}
              </DraggableCard>
            );
          })}
        </ul>
      </CopyLaneContext>
      {cards.length === 0 ? (
        <p className={`${kanban.empty} ${styles.emptyCell}`}>{t('column.empty', 'No cards')}</p>
      ) : null}
      {hidden > 0 || expanded ? (
        <div className={styles.more}>
          {hidden > 0 ? (
            <button
              ref={moreRef}
              type="button"
              className={styles.moreButton}
              aria-label={`${t('lanes.more', 'Show {count} more', { count: next })}: ${where}`}
              onClick={() => onLimit(id, shown.length + next)}
            >
              {t('lanes.more', 'Show {count} more', { count: next })}
            </button>
          ) : null}
          {expanded ? (
            <button
              type="button"
              className={styles.moreButton}
              aria-label={`${t('lanes.fewer', 'Show fewer')}: ${where}`}
              onClick={() => {
                focusMore.current = true;
                onLimit(id, 0);
              }}
            >
              {t('lanes.fewer', 'Show fewer')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
