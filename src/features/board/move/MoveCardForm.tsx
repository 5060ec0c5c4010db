import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { orderForDrop } from '@/sync/writes/move-card.write';
import { useMoveCard } from '@/sync/writes/use-move-card';
import { describeSort, stickySortOf } from '@/features/board-core';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { t } from '@/lib/i18n/translate';
import { loadMovingCode, selectionMoving } from '@/features/selection';
import type { MoveCardDialogProps } from './move-card-props';
import styles from './MoveDialog.module.css';
import { ChoiceOptions, PlacementField } from './MoveFields';

interface MoveCardFormProps extends MoveCardDialogProps {
  cardId: number;
  fromColumnId: number;
  onDone: () => void;
}

/** The dialog's form (its own chunk: it loads when "Move to…" first opens). */
export function MoveCardForm(props: MoveCardFormProps) {
  const { boardId, board, layout, cardId, fromColumnId, onDone } = props;
  // The selection this card is one of (two or more, in shown order) moves along.
  const [moving] = useState(() => selectionMoving(boardId, cardId));
  const moveCard = useMoveCard(boardId);
  const services = useWriteServices();
  const [columnId, setColumnId] = useState(fromColumnId);
  // Positions count the cards that stay: the moving ones go together at the chosen one.
  const movingIds = new Set(moving ?? [cardId]);
  const othersIn = (id: number) =>
    (layout.cardsByColumn.get(id) ?? []).filter((card) => !movingIds.has(card.id));
  const fromCards = layout.cardsByColumn.get(fromColumnId) ?? [];
  const shownAt = fromCards.findIndex((card) => card.id === cardId);
  const currentIndex =
    shownAt < 0 ? -1 : fromCards.slice(0, shownAt).filter((card) => !movingIds.has(card.id)).length;
  const [position, setPosition] = useState(currentIndex >= 0 ? currentIndex + 1 : 1);
  const columnFieldId = useId();
  const positionFieldId = useId();
  const sortNoteId = useId();
  const targets = othersIn(columnId);
  const positions = targets.length + 1;
  const target = board.columns[columnId];
  const sort = target ? stickySortOf(target) : null;
  const sorted = sort ? describeSort(sort) : null;

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (sorted && columnId === fromColumnId && !moving) {
      // Already there, and a sorted column has no other place to offer.
      onDone();
      return;
    }
    const index = Math.min(position, positions) - 1;
    // In a sorted column the card goes to the end of the manual order; the sort places it.
    const before = sorted ? null : (targets[index]?.id ?? null);
    if (moving) {
      void loadMovingCode().then((code) =>
        code.moveSelection(services, boardId, moving, columnId, before),
      );
      onDone();
      return;
    }
    moveCard.mutate({
      cardId,
      toColumnId: columnId,
      order: orderForDrop(board, cardId, columnId, before),
    });
    onDone();
  }

  return (
    <form onSubmit={submit} className={styles.form}>
      <label htmlFor={columnFieldId}>{t('move.column', 'Column')}</label>
      <select
        id={columnFieldId}
        value={columnId}
        aria-describedby={sorted ? sortNoteId : undefined}
        onChange={(event) => {
          const next = Number(event.target.value);
          setColumnId(next);
          setPosition(
            next === fromColumnId && currentIndex >= 0
              ? currentIndex + 1
              : othersIn(next).length + 1,
          );
        }}
      >
        <ChoiceOptions choices={layout.columns} current={fromColumnId} />
      </select>
      <PlacementField
        sorted={sorted?.spoken ?? null}
        noteId={sortNoteId}
        id={positionFieldId}
        label={t('move.position', 'Position')}
        positions={positions}
        position={position}
        onChange={setPosition}
      />
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('common.cancel', 'Cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('move.submit', 'Move')}
        </Button>
      </div>
    </form>
  );
}
