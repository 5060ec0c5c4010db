import { useId, useMemo, useState, type FormEvent } from 'react';
import { boardIndex, cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useMoveCard } from '@/sync/writes/use-move-card';
import { useMoveCardToLane } from '@/sync/writes/use-move-card-to-lane';
import {
  columnSorts,
  type BoardLayout,
  useBoardDialogs,
  useDialogTarget,
  useMoveCardLane,
} from '@/features/board-core';
import { ChoiceOptions, PlacementField } from '../move/MoveFields';
import styles from '../move/MoveDialog.module.css';
import { lanesAreWritable } from './lane-change';
import { laneDropOf } from './lane-drop';
import type { LaneLayout } from './lane-layout';
import { dragToLane, lanePlacement } from './lane-placement';
import { t } from '@/lib/i18n/translate';

interface LaneMoveDialogProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  lanes: LaneLayout;
}

/**
 * "Move to…" for a card copy in the swimlanes: the lane, the column and the position in the
 * lane's cell; the same write as a drop there, and it says what a lane change does to the card.
 */
export function LaneMoveDialog(props: LaneMoveDialogProps) {
  const cardId = useDialogTarget('move-card');
  const lane = useMoveCardLane();
  const { close } = useBoardDialogs();
  const card = cardId == null || lane === null ? undefined : cardOf(props.board, cardId);
  const from = lane === null ? undefined : props.lanes.lanes.find((entry) => entry.key === lane);
  return (
    <Dialog
      open={card !== undefined && from !== undefined}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={
        card
          ? t('move.title', 'Move #{number} {title}', {
              number: String(card.number),
              title: card.title,
            })
          : t('move.titleNoCard', 'Move card')
      }
    >
      {card && from ? (
        <LaneMoveForm
          key={`${card.id}-${from.key}`}
          {...props}
          cardId={card.id}
          fromLane={from.key}
          onDone={close}
        />
      ) : null}
    </Dialog>
  );
}

interface LaneMoveFormProps extends LaneMoveDialogProps {
  cardId: number;
  fromLane: string;
  onDone: () => void;
}

function LaneMoveForm({
  boardId,
  board,
  layout,
  lanes,
  cardId,
  fromLane,
  onDone,
}: LaneMoveFormProps) {
  const moveCard = useMoveCard(boardId);
  const moveToLane = useMoveCardToLane(boardId);
  const { cardsById } = boardIndex(board);
  const sorts = useMemo(() => columnSorts(board.columns, cardsById), [board.columns, cardsById]);
  const lanesByKey = useMemo(() => new Map(lanes.lanes.map((l) => [l.key, l])), [lanes.lanes]);
  const card = cardsById.get(cardId);
  const writable = lanesAreWritable(lanes.grouping);
  const [laneKey, setLaneKey] = useState(fromLane);
  const [columnId, setColumnId] = useState(card?.column_id ?? layout.columns[0]?.id ?? 0);
  const cellOf = (key: string, column: number) =>
    (lanesByKey.get(key)?.placement.get(column) ?? []).filter((id) => id !== cardId);
  const startIndex = (lanesByKey.get(fromLane)?.placement.get(columnId) ?? []).indexOf(cardId);
  const [position, setPosition] = useState(startIndex >= 0 ? startIndex + 1 : 1);
  const ids = cellOf(laneKey, columnId);
  const positions = ids.length + 1;
  const sorted = sorts.describe(columnId);
  const laneFieldId = useId();
  const columnFieldId = useId();
  const positionFieldId = useId();
  const effectId = useId();

  const drop = (() => {
    const spot = {
      columnId,
      beforeCardId: sorted ? null : (ids[Math.min(position, positions) - 1] ?? null),
    };
    const start = { cardId, from: fromLane, current: fromLane, changed: new Map() };
    const placed = dragToLane(start, lanesByKey, laneKey, spot, sorts);
    const target = lanesByKey.get(laneKey);
    const origin = lanesByKey.get(fromLane);
    if (!target || !origin) return null;
    return laneDropOf({
      board,
      grouping: lanes.grouping,
      cardId,
      sorts,
      from: { lane: fromLane, placement: origin.placement },
      to: { lane: laneKey, placement: lanePlacement(placed, target) },
    });
  })();

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (drop?.kind === 'move') moveCard.mutate(drop.move);
    else if (drop?.kind === 'lane') moveToLane.mutate(drop.lane);
    onDone();
  }

  return (
    <form onSubmit={submit} className={styles.form}>
      <label htmlFor={laneFieldId}>{t('lanes.move.lane', 'Lane')}</label>
      <select
        id={laneFieldId}
        value={laneKey}
        disabled={!writable}
        aria-describedby={effectId}
        onChange={(event) => {
          setLaneKey(event.target.value);
          setPosition(cellOf(event.target.value, columnId).length + 1);
        }}
      >
        <ChoiceOptions
          choices={lanes.lanes.map((lane) => ({ id: lane.key, name: lane.label }))}
          current={fromLane}
        />
      </select>
      <label htmlFor={columnFieldId}>{t('move.column', 'Column')}</label>
      <select
        id={columnFieldId}
        value={columnId}
        onChange={(event) => {
          const next = Number(event.target.value);
          setColumnId(next);
          setPosition(cellOf(laneKey, next).length + 1);
        }}
      >
        <ChoiceOptions choices={layout.columns} current={card?.column_id} />
      </select>
      <PlacementField
        sorted={sorted}
        id={positionFieldId}
        label={t('lanes.move.position', 'Position in the lane')}
        positions={positions}
        position={position}
        onChange={setPosition}
      />
      <p id={effectId} className={styles.note} aria-live="polite">
        {!writable
          ? t(
              'lanes.move.dueReadOnly',
              'Due lanes follow the due date: change it on the card to change the lane.',
            )
          : drop?.kind === 'lane'
            ? t('lanes.move.effect', 'This {summary}.', { summary: drop.summary })
            : ''}
      </p>
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('common.cancel', 'Cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('move.submit', 'Move')}
        </Button>
      </div>
    </form>
  );
}
