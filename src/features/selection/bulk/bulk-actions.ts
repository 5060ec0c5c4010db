import { changeBase } from '@/api/conflicts/card-changes';
import type { UpdateCardInput } from '@/api/extensions/cards';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card } from '@/api/types';
import { cardMovesOn } from '@/sync/undo/apply-card-moves';
import { moveStepOf } from '@/sync/undo/move-step';
import type { UndoStep } from '@/sync/undo/undo-step';
import { idsByPosition } from '@/domain/ordering';
import type { CardStatus } from '@/domain/enums';
import { cardStatusLabel } from '@/domain/status-labels';
import { assigneesStep, deleteStep, patchStep } from '@/features/card';
import { t, tn } from '@/lib/i18n/translate';
import { dueOnDay } from '@/domain/due-day';

/** One action on the selection: what it did and undoes, one step per card it changes. */
export interface BulkAction {
  done: string;
  undone: string;
  steps: UndoStep[];
}

/** What a bulk action changes, as the selection bar offers it. */
export type BulkChange =
  | { kind: 'add-tag'; tagId: number }
  | { kind: 'remove-tag'; tagId: number }
  | { kind: 'assign'; memberId: number }
  | { kind: 'unassign'; memberId: number }
  /** A day (`yyyy-MM-dd`, each card keeps its time of day) or null to clear. */
  | { kind: 'due'; day: string | null }
  | { kind: 'status'; status: CardStatus }
  | { kind: 'archive' }
  | { kind: 'delete' }
  /** Into a column, together in the selection's order, before a card (null: at the end). */
  | { kind: 'move'; toColumnId: number; beforeCardId: number | null };

const cards = (count: number) => tn('bulk.cards', count, { one: '1 card', other: '{count} cards' });

/** The field change for one card, or null when the card has it already. */
function patchFor(card: Card, change: BulkChange): UpdateCardInput | null {
  switch (change.kind) {
    case 'add-tag':
      return card.tags_ids.includes(change.tagId)
        ? null
        : { tags_ids: [...card.tags_ids, change.tagId] };
    case 'remove-tag':
      return card.tags_ids.includes(change.tagId)
        ? { tags_ids: card.tags_ids.filter((id) => id !== change.tagId) }
        : null;
    case 'due': {
      const due = change.day === null ? null : dueOnDay(card.due_date, change.day);
      return due === card.due_date ? null : { due_date: due };
    }
    case 'status':
      return card.status === change.status ? null : { status: change.status };
    case 'archive':
      return card.status === 'ARCHIVED' ? null : { status: 'ARCHIVED' };
    default:
      return null;
  }
}

function stepFor(boardId: number, card: Card, change: BulkChange): UndoStep | null {
  if (change.kind === 'assign' || change.kind === 'unassign') {
    const assigned = card.assignees_ids.includes(change.memberId);
    if (assigned === (change.kind === 'assign')) return null;
    const assignees = { [change.memberId]: change.kind === 'assign' };
    return assigneesStep(card, { boardId, cardId: card.id, assignees });
  }
  if (change.kind === 'delete') return deleteStep(card, { boardId, cardId: card.id });
  const patch = patchFor(card, change);
  return patch && patchStep(boardId, card.id, patch, changeBase(card, patch));
}

/**
 * The moves of the selection into one column, in the selection's order, each just before
 * `beforeCardId` (so they land together, in order, where the first one was dropped). Each move
 * is planned on the columns the moves before it left, as the server will apply them, without
 * updating the board for each (`cardMovesOn`): 20 moves cost one pass, not 20 board updates.
 */
function moveSteps(
  boardId: number,
  board: BoardWorkingSet,
  cardIds: readonly number[],
  toColumnId: number,
  beforeCardId: number | null,
): UndoStep[] {
  const steps: UndoStep[] = [];
  const played = cardMovesOn(board);
  for (const cardId of cardIds) {
    const card = played.card(cardId);
    if (!card) continue;
    // `orderForDrop`'s rule on the column as it is now: before that card, else at the end.
    const others = idsByPosition(played.list(toColumnId)).filter((id) => id !== cardId);
    const at = beforeCardId === null ? -1 : others.indexOf(beforeCardId);
    const move = { cardId, toColumnId, order: (at === -1 ? others.length : at) + 1 };
    if (played.move(move)) steps.push(moveStepOf(boardId, card, move));
  }
  return steps;
}

function labels(board: BoardWorkingSet, change: BulkChange, count: number) {
  const n = cards(count);
  switch (change.kind) {
    case 'add-tag': {
      const tag = board.tags[change.tagId]?.name ?? '';
      return {
        done: t('bulk.tagged', 'Tagged {cards} with {tag}', { cards: n, tag }),
        undone: t('bulk.tagged.undone', '{tag} taken off {cards} again', { cards: n, tag }),
      };
    }
    case 'remove-tag': {
      const tag = board.tags[change.tagId]?.name ?? '';
      return {
        done: t('bulk.untagged', 'Took {tag} off {cards}', { cards: n, tag }),
        undone: t('bulk.untagged.undone', '{tag} put back on {cards}', { cards: n, tag }),
      };
    }
    case 'assign': {
      const name = board.members[change.memberId]?.name ?? '';
      return {
        done: t('bulk.assigned', 'Assigned {name} to {cards}', { cards: n, name }),
        undone: t('bulk.assigned.undone', '{name} unassigned from {cards} again', {
          cards: n,
          name,
        }),
      };
    }
    case 'unassign': {
      const name = board.members[change.memberId]?.name ?? '';
      return {
        done: t('bulk.unassigned', 'Unassigned {name} from {cards}', { cards: n, name }),
        undone: t('bulk.unassigned.undone', '{name} assigned to {cards} again', {
          cards: n,
          name,
        }),
      };
    }
    case 'due':
      return {
        done:
          change.day === null
            ? t('bulk.due.cleared', 'Cleared the due date of {cards}', { cards: n })
            : t('bulk.due.set', 'Set the due date of {cards}', { cards: n }),
        undone: t('bulk.due.undone', 'due dates of {cards} put back', { cards: n }),
      };
    case 'status': {
      const status = cardStatusLabel(change.status);
      return {
        done: t('bulk.status', 'Set {cards} to {status}', { cards: n, status }),
        undone: t('bulk.status.undone', 'status of {cards} put back', { cards: n }),
      };
    }
    case 'archive':
      return {
        done: t('bulk.archived', 'Archived {cards}', { cards: n }),
        undone: t('bulk.archived.undone', '{cards} back from the archive', { cards: n }),
      };
    case 'delete':
      return {
        done: t('bulk.deleted', 'Deleted {cards}', { cards: n }),
        undone: t('bulk.deleted.undone', '{cards} put back', { cards: n }),
      };
    case 'move': {
      const column = board.columns[change.toColumnId]?.name ?? '';
      return {
        done: t('bulk.moved', 'Moved {cards} to {column}', { cards: n, column }),
        undone: t('bulk.moved.undone', '{cards} moved back', { cards: n }),
      };
    }
  }
}

/**
 * The action a change makes on the selected cards still on the board, from the board as it is
 * now; null when no card would change (each already has it).
 */
export function bulkAction(
  boardId: number,
  board: BoardWorkingSet,
  cardIds: readonly number[],
  change: BulkChange,
): BulkAction | null {
  const steps =
    change.kind === 'move'
      ? moveSteps(boardId, board, cardIds, change.toColumnId, change.beforeCardId)
      : cardIds.flatMap((cardId) => {
          const card = cardOf(board, cardId);
          return (card && stepFor(boardId, card, change)) ?? [];
        });
  return steps.length > 0 ? { ...labels(board, change, steps.length), steps } : null;
}
