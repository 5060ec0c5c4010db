import { useId, useState, type FormEvent } from 'react';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import { orderForDrop, useMoveCard } from '@/data/move-card';
import { t } from '@/lib/i18n/translate';
import type { BoardLayout } from '../model/board-layout';
import { describeSort, stickySortOf } from '../model/sticky-sort';
import styles from './MoveDialog.module.css';

export interface MoveCardFormProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  cardId: number;
  fromColumnId: number;
  onDone: () => void;
}

/** The dialog's column and position; its own chunk, fetched when the board is idle. */
export function MoveCardForm({
  boardId,
  board,
  layout,
  cardId,
  fromColumnId,
  onDone,
}: MoveCardFormProps) {
  const moveCard = useMoveCard(boardId);
  const [columnId, setColumnId] = useState(fromColumnId);
  const othersIn = (id: number) =>
    (layout.cardsByColumn.get(id) ?? []).filter((card) => card.id !== cardId);
  const currentIndex = (layout.cardsByColumn.get(fromColumnId) ?? []).findIndex(
    (card) => card.id === cardId,
  );
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
    if (sorted && columnId === fromColumnId) {
      // Already there, and a sorted column has no other place to offer.
      onDone();
      return;
    }
    const index = Math.min(position, positions) - 1;
    // In a sorted column the card goes to the end of the manual order; the sort places it.
    const before = sorted ? null : (targets[index]?.id ?? null);
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
        {layout.columns.map((column) => (
          <option key={column.id} value={column.id}>
            {column.id === fromColumnId
              ? t('move.currentColumn', '{name} (current)', { name: column.name })
              : column.name}
          </option>
        ))}
      </select>
      {sorted ? (
        <p id={sortNoteId} className={styles.note}>
          {t('move.sorted', '{sort}: the card goes where the sort puts it.', {
            sort: sorted.spoken,
          })}
        </p>
      ) : (
        <>
          <label htmlFor={positionFieldId}>{t('move.position', 'Position')}</label>
          <select
            id={positionFieldId}
            value={Math.min(position, positions)}
            onChange={(event) => setPosition(Number(event.target.value))}
          >
            {Array.from({ length: positions }, (_, index) => (
              <option key={index} value={index + 1}>
                {index === 0
                  ? t('move.top', '{position} (top)', { position: index + 1 })
                  : index === positions - 1
                    ? t('move.bottom', '{position} (bottom)', { position: index + 1 })
                    : index + 1}
              </option>
            ))}
          </select>
        </>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('common.cancel', 'Cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('move.submit', 'Move')}
        </Button>
      </div>
    </form>
  );
}
