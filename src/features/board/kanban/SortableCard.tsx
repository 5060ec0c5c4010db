import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, type CSSProperties } from 'react';
import type { Card, Member, Tag } from '@/api/types';
import { cardDragId } from '../dnd/drag-ids';
import { CardTile } from '../tile/CardTile';
import { CardMenu } from './CardMenu';
import styles from './Kanban.module.css';

interface SortableCardProps {
  card: Card;
  boardId: number;
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  canMove: boolean;
  top: number;
  index: number;
  measure: (node: HTMLElement | null) => void;
  highlight: string;
}

/**
 * A card in a kanban column: the sortable wrapper updates during drags, the tile inside does
 * not. The pointer drags from anywhere on the card; the keyboard drags from the handle button.
 */
export const SortableCard = memo(function SortableCard({
  card,
  boardId,
  tags,
  members,
  canMove,
  top,
  index,
  measure,
  highlight,
}: SortableCardProps) {
  const sortable = useSortable({
    id: cardDragId(card.id),
    data: { kind: 'card' },
    disabled: !canMove,
  });
  // Pointer drags start anywhere on the card; keyboard drags only from the handle button.
  const { onKeyDown: startKeyboardDrag, ...pointerListeners } = sortable.listeners ?? {};
  // A stable ref: an inline one would detach and re-attach on every render, and every
  // re-attach makes the virtualizer measure the card again (per pointer move while dragging).
  const { setNodeRef } = sortable;
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  const style: CSSProperties = {
    top,
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };

  return (
    <li
      ref={ref}
      data-index={index}
      className={styles.cardSlot}
      data-dragging={sortable.isDragging || undefined}
      style={style}
      {...pointerListeners}
    >
      <CardTile card={card} boardId={boardId} tags={tags} members={members} highlight={highlight} />
      {canMove ? (
        <div className={styles.cardControls}>
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            className={styles.handle}
            aria-label={`Move card #${card.number} ${card.title}`}
            {...sortable.attributes}
            onKeyDown={(event) => startKeyboardDrag?.(event)}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <CardMenu card={card} />
        </div>
      ) : null}
    </li>
  );
});
