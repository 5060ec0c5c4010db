import { getCard, updateCard, type UpdateCardInput } from '../extensions/cards';
import type { ApiClient } from '../http/client';
import { cardSchema } from '../schemas/card';
import { parseOrNull } from '../schemas/shape';
import type { Card } from '../types';
import { clashesOf, type CardChangeBase } from './card-changes';
import { isSaveConflict, saveMerging, SaveConflictError } from './save-merging';

/** A card change that met someone else's change to the same field. */
export type CardConflictError = SaveConflictError<Card>;

/** Only card saves reach the card panel's fields, so a conflict there is a card's. */
export const isCardConflict = (error: unknown): error is CardConflictError => isSaveConflict(error);

/**
 * Saves a card change without overwriting anyone silently (issue 14): sent with `If-Match:
 * base.version`, merged or refused on a 412 (`saveMerging`). Against a server without versions
 * the card is read first and compared the same way when its `updated_at` moved (CONTRACT 4b's
 * fallback). Without a base: a plain save.
 */
export async function updateCardMerging(
  client: ApiClient,
  boardId: number,
  cardId: number,
  changes: UpdateCardInput,
  base: CardChangeBase | undefined,
): Promise<Card> {
  if (!base) return updateCard(client, boardId, cardId, changes);
  if (base.version === null) {
    if (base.updatedAt !== null) {
      const now = parseOrNull(cardSchema, await getCard(client, boardId, cardId));
      if (now && now.updated_at !== base.updatedAt) {
        const clashes = clashesOf(changes, base, now);
        if (clashes.length > 0) throw new SaveConflictError(clashes, now);
      }
    }
    return updateCard(client, boardId, cardId, changes);
  }
  return saveMerging({
    connection: client.connection,
    record: `/boards/${boardId}/cards/${cardId}`,
    version: base.version,
    send: (ifMatch) => updateCard(client, boardId, cardId, changes, { ifMatch }),
    readCurrent: (raw) => parseOrNull(cardSchema, raw),
    clashesWith: (current) => clashesOf(changes, base, current),
  });
}
