import { useId } from 'react';
import type { BoardWorkingSet, Card, Column } from '@/api/types';
import { orderForDrop } from '@/sync/writes/move-card.write';
import { useMoveCard } from '@/sync/writes/use-move-card';
import { refusalText } from './use-card-field-save';
import { PropertyRow } from './PropertyRow';
import { liveColumnsInOrder } from '@/domain/ordering';
import { t } from '@/lib/i18n/translate';

interface ColumnPropertyProps {
  /** The card as the board has it: a move changes the board's copy. */
  card: Card;
  board: BoardWorkingSet;
  canEdit: boolean;
}

/** The card's column: choosing another moves it there (to the end), like a drag would. */
export function ColumnProperty({ card, board, canEdit }: ColumnPropertyProps) {
  const ids = useId();
  const moveCard = useMoveCard(card.board_id);
  const columns = columnChoices(board, card.column_id);
  const known = columns.some((column) => column.id === card.column_id);
  return (
    <PropertyRow
      label={t('card.column', 'Column')}
      controlId={`${ids}-control`}
      messageId={`${ids}-message`}
      unsaved={moveCard.isPending}
      refusal={moveCard.isError ? refusalText(moveCard.error, 'column_id') : undefined}
    >
      <select
        id={`${ids}-control`}
        value={card.column_id}
        disabled={!canEdit}
        aria-describedby={moveCard.isError ? `${ids}-message` : undefined}
        onChange={(event) => {
          const toColumnId = Number(event.target.value);
          moveCard.mutate({
            cardId: card.id,
            toColumnId,
            order: orderForDrop(board, card.id, toColumnId, null),
          });
        }}
      >
        {known ? null : (
          <option value={card.column_id}>{t('card.column.unknown', 'Unknown column')}</option>
        )}
        {columns.map((column) => (
          <option key={column.id} value={column.id}>
            {column.name}
            {column.archived_at === null ? '' : ' (archived)'}
          </option>
        ))}
      </select>
    </PropertyRow>
  );
}

/** The board's live columns in order, and the card's own column even when it is archived. */
function columnChoices(board: BoardWorkingSet, currentId: number): Column[] {
  return liveColumnsInOrder(Object.values(board.columns), (column) => column.id === currentId);
}
