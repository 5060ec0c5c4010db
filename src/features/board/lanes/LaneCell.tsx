import { useDroppable } from '@dnd-kit/core';
import { memo, useCallback, useRef } from 'react';
import type { Card, Member, Tag } from '@/api/types';
import { DraggableCard } from '../kanban/DraggableCard';
import { useCardVirtualizer } from '../kanban/use-card-virtualizer';
import kanban from '../kanban/Kanban.module.css';
import { CopyLaneContext } from './copy-lane';
import { laneCardDragId, laneCellId } from './lane-dnd';
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
  left: number;
  top: number;
  width: number;
  height: number;
  highlight: string;
  /** The dragged copy's card and dnd id, when this cell holds it; else null. */
  active: { cardId: number; dragId: string } | null;
  /** "Also in Eli Editor": for a card in several lanes, the others; null for one. */
  alsoIn: (cardId: number, lane: string) => string | null;
}

/**
 * One lane's cards of one column: a drop target (the scroller, the visible box: the list
 * inside is as tall as all its cards and would reach into the lanes below), its cards
 * virtualized vertically like a kanban column's.
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
  left,
  top,
  width,
  height,
  highlight,
  active,
  alsoIn,
}: LaneCellProps) {
  const id = laneCellId(lane, columnId);
  const droppable = useDroppable({ id, disabled: !canMove });
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualizer = useCardVirtualizer({
    cards,
    scrollRef,
    activeCardId: active?.cardId ?? null,
    overscan: 1,
    // The cell's size is known: its first render shows the right cards, without a measuring pass.
    initialRect: { width, height },
  });
  const { setNodeRef } = droppable;
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  return (
    <div ref={ref} className={styles.cell} style={{ left, top, width, height }} data-lane-cell={id}>
      <CopyLaneContext value={lane}>
        <ul
          className={kanban.cardList}
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={`${columnName}, ${laneLabel}`}
          data-placeholder={active !== null || undefined}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const card = cards[item.index];
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
                {others ? <p className={styles.alsoIn}>Also in {others}</p> : null}
              </DraggableCard>
            );
          })}
        </ul>
      </CopyLaneContext>
      {cards.length === 0 ? (
        <p className={`${kanban.empty} ${styles.emptyCell}`}>{t('column.empty', 'No cards')}</p>
      ) : null}
    </div>
  );
});
