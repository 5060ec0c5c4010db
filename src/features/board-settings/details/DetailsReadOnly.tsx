import { isKnown } from '@/api/schemas/primitives';
import type { Board } from '@/api/types';
import { CARD_SORT_FIELDS } from '@/domain/enums';
import styles from '../shared/Settings.module.css';
import { SORT_FIELD_LABELS } from './details-values';

/** What the details are, for people who may not edit them. */
export function DetailsReadOnly({
  board,
  parentName,
}: {
  board: Board;
  parentName: string | null;
}) {
  const sort = isKnown(CARD_SORT_FIELDS, board.order_cards_by)
    ? SORT_FIELD_LABELS[board.order_cards_by]
    : 'Not set';
  const direction =
    board.order_cards_direction === 'desc'
      ? ', descending'
      : board.order_cards_direction === 'asc'
        ? ', ascending'
        : '';
  return (
    <>
      <p className={styles.notice}>Only board editors and managers can change these details.</p>
      <dl className={styles.readOnly}>
        <dt>Name</dt>
        <dd>
          <bdi>{board.name}</bdi>
        </dd>
        <dt>Description</dt>
        <dd>{board.description ? <bdi>{board.description}</bdi> : 'None'}</dd>
        <dt>Icon</dt>
        <dd>{board.icon ? <bdi>{board.icon}</bdi> : 'None'}</dd>
        <dt>Parent board</dt>
        <dd>{parentName ? <bdi>{parentName}</bdi> : 'None'}</dd>
        <dt>Sort cards of new columns by</dt>
        <dd>
          {sort}
          {direction}
        </dd>
      </dl>
    </>
  );
}
