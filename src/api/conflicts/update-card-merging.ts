import { getCard, updateCard, type UpdateCardInput } from '../extensions/cards';
import type { ApiClient } from '../http/client';
import { isApiError } from '../http/errors';
import { cardSchema } from '../schemas/card';
import { parseOrNull } from '../schemas/shape';
import type { Card } from '../types';
import { clashesOf, type CardChangeBase, type FieldClash } from './card-changes';

/** A change that meets someone else's change to the same field: the user decides. */
export class CardConflictError extends Error {
  override readonly name = 'CardConflictError';
  constructor(
    readonly clashes: readonly FieldClash[],
    /** The card as the server holds it now. */
    readonly current: Card,
  ) {
    super('Someone else changed this meanwhile.');
  }
}

export function isCardConflict(error: unknown): error is CardConflictError {
  return error instanceof CardConflictError;
}

/** Someone else's changes to other fields do not stop a save; a few rounds of them give up. */
const MAX_MERGES = 3;

/**
 * Saves a card change without overwriting anyone silently (issue 14). It is sent with
 * `If-Match: base.version`; on a 412 the fields are compared with the card as it is now: if no
 * one else changed the fields this change touches, it is sent again on the new version (the
 * changes merge); if someone did, it fails with `CardConflictError`, naming each field with
 * both values. Against a server without versions the card is read first and compared the same
 * way when its `updated_at` moved (CONTRACT 4b's fallback). Without a base: a plain save.
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
        if (clashes.length > 0) throw new CardConflictError(clashes, now);
      }
    }
    return updateCard(client, boardId, cardId, changes);
  }
  let version = base.version;
  for (let round = 0; ; round += 1) {
    try {
      return await updateCard(client, boardId, cardId, changes, { ifMatch: version });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'conflict' || round === MAX_MERGES) throw error;
      const current = parseOrNull(cardSchema, error.current);
      if (!current || current.version === null) throw error;
      const clashes = clashesOf(changes, base, current);
      if (clashes.length > 0) throw new CardConflictError(clashes, current);
      version = current.version;
    }
  }
}
