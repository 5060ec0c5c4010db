import { memo, useCallback, type ReactNode } from 'react';
import type { Card, Member, Tag } from '@/api/types';
import { cardDragId } from '@/features/board-core';
import { usePickUp } from '../dnd/use-pick-up';
import { useIsCardSelected, keepTextUnselected, selectOnModifiedClick } from '@/features/selection';
import { CardTile } from '../tile/CardTile';
import { CardControls } from './CardControls';
import { useControlsOnDemand } from './use-controls-on-demand';
import styles from './Kanban.module.css';

interface DraggableCardProps {
  card: Card;
  boardId: number;
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  canMove: boolean;
  top: number;
  index: number;
  measure: (node: HTMLElement | null) => void;
  highlight: string;
  /** The dnd-kit id; a swimlane names each copy of a card in several lanes apart. */
  dragId?: string;
  /** Shown under the tile (the swimlanes' "also in" mark). */
  children?: ReactNode;
}

/**
 * A card in a kanban column: the draggable wrapper updates when a drag starts, ends or changes
 * column, the tile inside does not. It is not a drop target itself: the column is, and where
 * the card goes in it comes from the slots' positions (`dropSpotIn`, `data-card-id`); while
 * dragged, the slot stays as the placeholder and moves with the drag's placement. The pointer
 * drags from anywhere on the card; the keyboard drags from the handle button. It holds a dnd-kit
 * draggable only while it can be picked up (`usePickUp`): pressed, touched or focused; its
 * controls mount from its first hover, focus or press (`useControlsOnDemand`).
 */
export const DraggableCard = memo(function DraggableCard({
  card,
  boardId,
  tags,
  members,
  canMove,
  top,
  index,
  measure,
  highlight,
  dragId,
  children,
}: DraggableCardProps) {
  const drag = usePickUp({
    id: dragId ?? cardDragId(card.id),
    data: { kind: 'card' },
    disabled: !canMove,
    roleDescription: 'sortable',
  });
  // A stable ref: an inline one would detach and re-attach on every render, and every
  // re-attach makes the virtualizer measure the card again (per pointer move while dragging).
  const { nodeRef } = drag;
  const selected = useIsCardSelected(boardId, card.id);
  const controls = useControlsOnDemand();
  const showControls = controls.show;
  const { onFocus: pickUpOnFocus } = drag.nodeHandlers;
  const onFocus = useCallback(() => {
    showControls();
    pickUpOnFocus();
  }, [showControls, pickUpOnFocus]);
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      nodeRef.current = node;
      measure(node);
    },
    [nodeRef, measure],
  );
  return (
    <>
      <li
        ref={ref}
        data-index={index}
        data-card-id={card.id}
        className={styles.cardSlot}
        data-dragging={drag.isDragging || undefined}
        data-selected={selected || undefined}
        style={{ top }}
        {...drag.nodeHandlers}
        onFocus={onFocus}
        onPointerEnter={showControls}
        onClickCapture={
          canMove ? (event) => selectOnModifiedClick(boardId, card.id, event) : undefined
        }
        onMouseDownCapture={canMove ? keepTextUnselected : undefined}
      >
        <CardTile
          card={card}
          boardId={boardId}
          tags={tags}
          members={members}
          highlight={highlight}
        />
        {children}
        {canMove && (controls.shown || selected || drag.isDragging) ? (
          <CardControls
            boardId={boardId}
            card={card}
            handleProps={drag.handleProps}
            attributes={drag.attributes}
          />
        ) : null}
      </li>
      {drag.draggable}
    </>
  );
});
