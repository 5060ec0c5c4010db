/** Extensions (CONTRACT.md 4): read and edit one card. */
import type { CardStatus } from '@/domain/enums';
import type { CardCoverColor } from '@/domain/palettes';
import type { JsonValue } from '@/lib/json';
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';
import { cardSchema } from '../schemas/card';
import { cardDetailSchema } from '../schemas/extensions';
import type { Card, CardDetail } from '../types';

/** `GET /boards/{board}/cards/{card}`: the card with checklists, files, custom fields, tags, assignees. */
export function getCard(
  client: ApiClient,
  boardId: number,
  cardId: number,
  options: RequestOptions = {},
): Promise<CardDetail> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}/cards/${cardId}`,
    schema: cardDetailSchema,
    signal: options.signal,
    extension: true,
  });
}

export interface UpdateCardInput {
  title?: string;
  content?: string | null;
  status?: CardStatus | null;
  icon?: string | null;
  due_date?: string | null;
  cover_color?: CardCoverColor | null;
  pinned?: boolean;
  completed?: boolean;
  /** Moves the card to another column. */
  column_id?: number;
  /** Position within the (new) column. */
  order?: number;
  tags_ids?: readonly number[];
  /** Map of definition id to value; null clears. */
  custom_fields?: Readonly<Record<number, JsonValue>>;
}

/**
 * `PATCH /boards/{board}/cards/{card}`: edit or move a card. With `ifMatch` (the card's
 * version the change started from) a versioning server refuses it with a `conflict` if the
 * card changed since (CONTRACT 4b).
 */
export function updateCard(
  client: ApiClient,
  boardId: number,
  cardId: number,
  changes: UpdateCardInput,
  options: RequestOptions & { ifMatch?: number | null } = {},
): Promise<Card> {
  return client.request({
    method: 'PATCH',
    path: `/boards/${boardId}/cards/${cardId}`,
    body: changes,
    schema: cardSchema,
    signal: options.signal,
    extension: true,
    ifMatch: options.ifMatch ?? null,
  });
}
