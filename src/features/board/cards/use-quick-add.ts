import { useRef, useState } from 'react';
import { isApiError } from '@/api/http/errors';
import { useCreateCardOnBoard } from '@/sync/writes/create-card-on-board';
import { NEW_CARD_STATUS } from '@/domain/enums';
import { t } from '@/lib/i18n/translate';

export interface QuickAddFailure {
  title: string;
  reason: string;
}

export interface PendingCard {
  key: number;
  title: string;
}

/**
 * The typed title, the cards in flight and the last failure of a column's quick-add. `add`
 * empties the field at once for the next title; a refused title comes back into it.
 */
export function useQuickAdd(boardId: number, columnId: number, onAdded?: () => void) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<QuickAddFailure | null>(null);
  const [pending, setPending] = useState<readonly PendingCard[]>([]);
  const nextKey = useRef(0);
  const createCard = useCreateCardOnBoard(boardId);

  async function add(): Promise<void> {
    const text = title.trim();
    if (text === '') return;
    const item = { key: nextKey.current++, title: text };
    setPending((list) => [...list, item]);
    setTitle('');
    setError(null);
    try {
      // No order: the server puts the card last. The promise settles once its answer is shown.
      await createCard.mutateAsync({
        boardId,
        input: { column_id: columnId, title: text, status: NEW_CARD_STATUS },
      });
      onAdded?.();
    } catch (failure) {
      setTitle((current) => (current === '' ? text : current));
      const reason =
        (isApiError(failure) ? failure.fieldErrors['title']?.[0] : undefined) ??
        (failure instanceof Error
          ? failure.message
          : t('error.noAnswer.sentence', 'The server did not answer.'));
      setError({ title: text, reason });
    } finally {
      setPending((list) => list.filter((entry) => entry.key !== item.key));
    }
  }

  function clear(): void {
    setTitle('');
    setError(null);
  }

  return { title, setTitle, error, pending, add, clear };
}
