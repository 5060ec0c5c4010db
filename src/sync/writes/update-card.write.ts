import type { CardChangeBase } from '@/api/conflicts/card-changes';
import { updateCardMerging } from '@/api/conflicts/update-card-merging';
import type { UpdateCardInput } from '@/api/extensions/cards';
import { afterCardWrite, type CardRef } from './cards.write';
import { defineMutation } from '../queue/define-mutation';

/*
 * Apart from the other card writes: the card panel (loaded when a card is opened) is what
 * edits card fields, and the conflict handling it brings need not load with the board.
 */

export interface UpdateCardVariables extends CardRef {
  changes: UpdateCardInput;
  /** What the user saw when making the change: sent as `If-Match`, compared on a 412. */
  base?: CardChangeBase;
}

/**
 * Extension endpoint; also moves cards (column_id, order). With a base, the save never
 * overwrites someone else's change to the same field (`updateCardMerging`). The card panel
 * adds the optimistic change (`optimisticPair`: the card on the board and in the panel).
 */
export const useUpdateCard = defineMutation({
  mutationKey: ['cards', 'update'],
  mutate: (client, { boardId, cardId, changes, base }: UpdateCardVariables) =>
    updateCardMerging(client, boardId, cardId, changes, base),
  invalidates: afterCardWrite,
});
