import { useState } from 'react';
import { syncAssignees } from '@/api/endpoints/cards';
import { isApiError } from '@/api/http/errors';
import { useApiClient } from '@/api/react/api-client-context';
import type { Card } from '@/api/types';
import { NEW_CARD_STATUS } from '@/domain/enums';
import { t } from '@/lib/i18n/translate';
import { useCreateCardOnBoard } from '@/sync/writes/create-card-on-board';
import { useRelationWrites } from './use-relation-writes';

export interface SubCardInput {
  title: string;
  /** The due date carried over from a checklist item (ISO), or none. */
  dueDate?: string | null;
  assigneeIds?: readonly number[];
}

export interface SubCardParent {
  boardId: number;
  cardId: number;
  columnId: number;
}

/** Why a sub-card was not made, in words for the field it came from. */
function reasonOf(failure: unknown): string {
  if (isApiError(failure)) return failure.fieldErrors['title']?.[0] ?? failure.message;
  return t('error.noAnswer.sentence', 'The server did not answer.');
}

/**
 * Makes a sub-card: a new card in the parent's column (its title, due date and assignees as
 * given), then the `child` relation from the parent (CONTRACT 4d), and the two tiles read
 * again. A card made but not linked is said so by number, so it is not made twice.
 */
export function useMakeSubCard(parent: SubCardParent) {
  const client = useApiClient();
  const { add } = useRelationWrites({ boardId: parent.boardId, cardId: parent.cardId });
  const create = useCreateCardOnBoard(parent.boardId);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function make(input: SubCardInput): Promise<Card | null> {
    setPending(true);
    setFailure(null);
    let card: Card;
    try {
      // In the board's write queue, as a quick-add: the card shows once it is saved.
      card = await create.mutateAsync({
        boardId: parent.boardId,
        input: {
          column_id: parent.columnId,
          title: input.title,
          status: NEW_CARD_STATUS,
          due_date: input.dueDate ?? null,
        },
      });
    } catch (error) {
      setFailure(reasonOf(error));
      setPending(false);
      return null;
    }
    try {
      if (input.assigneeIds?.length) {
        const changes = Object.fromEntries(input.assigneeIds.map((id) => [id, true]));
        await syncAssignees(client, parent.boardId, card.id, changes);
      }
      await add.mutateAsync({ kind: 'child', cardId: card.id, undoable: false });
      return card;
    } catch (error) {
      setFailure(
        t('relations.subCard.notLinked', 'Made #{number}, but it is not linked yet: {reason}', {
          number: String(card.number),
          reason: reasonOf(error),
        }),
      );
      return null;
    } finally {
      setPending(false);
    }
  }

  return { make, pending, failure };
}
