import { sendWrite } from '../outbox/send-write';
import { sendsShownChange } from '../optimistic/shown-writes';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card, JsonValue } from '@/api/types';
import { CARD_STATUSES, type CardStatus } from '@/domain/enums';
import {
  applyLaneMove,
  moveCardToLaneWrite,
  type LaneMove,
} from '../writes/move-card-to-lane.write';
import { t } from '@/lib/i18n/translate';
import { refusalsTo } from './refusals';
import type { ActionInput } from './undo-history';
import type { Direction, UndoStep } from './undo-step';

const ignore = () => undefined;

/** A status the API takes back; one it sent that the app does not know is sent as none. */
const knownStatus = (status: unknown): CardStatus | null =>
  CARD_STATUSES.find((known) => known === status) ?? null;

/** The drop that puts the card back: its column and position, and each field the drop set. */
export function laneMoveBack(old: Card, lane: LaneMove): LaneMove {
  const { patch, assignees } = lane;
  const fields: LaneMove['patch'] = {};
  if (patch?.tags_ids !== undefined) fields.tags_ids = [...old.tags_ids];
  if (patch?.status !== undefined) fields.status = knownStatus(old.status);
  if (patch?.custom_fields !== undefined) {
    fields.custom_fields = Object.fromEntries(
      Object.keys(patch.custom_fields).map((key) => [key, old.custom_fields[Number(key)] ?? null]),
    ) as Record<number, JsonValue>;
  }
  return {
    cardId: old.id,
    move: lane.move ? { toColumnId: old.column_id, order: old.order } : null,
    ...(patch ? { patch: fields } : {}),
    ...(assignees
      ? {
          assignees: Object.fromEntries(
            Object.keys(assignees).map((id) => [id, old.assignees_ids.includes(Number(id))]),
          ),
        }
      : {}),
    cardName: lane.cardName,
  };
}

/** A drop across swimlanes as an undo step: back to its place and its lane, and again. */
export function laneMoveStep(boardId: number, old: Card, lane: LaneMove): UndoStep {
  const back = laneMoveBack(old, lane);
  const target = (direction: Direction) => (direction === 'undo' ? back : lane);
  return {
    cardId: lane.cardId,
    show: (board, direction) => applyLaneMove(board, target(direction)),
    send: (services, direction, refused) => {
      // A new object per write: the handle that cancels it while queued.
      const variables = sendsShownChange({ ...target(direction) });
      const options = refusalsTo(moveCardToLaneWrite(services, { boardId }), refused);
      sendWrite(services, options, variables).catch(ignore);
      return variables;
    },
  };
}

/** The action of one lane drop, from the board just before it (null: the card is not on it). */
export function laneMoveAction(
  boardId: number,
  before: BoardWorkingSet,
  lane: LaneMove,
): ActionInput | null {
  const old = cardOf(before, lane.cardId);
  if (!old) return null;
  return {
    done: t('undo.lane.done', 'Moved {card}', { card: lane.cardName }),
    undone: t('undo.lane.undone', 'moved {card} back', { card: lane.cardName }),
    steps: [{ step: laneMoveStep(boardId, old, lane), sent: lane }],
  };
}
