/** Spec 4.5: cards. */
import type { CardStatus } from '@/domain/enums';
import type { CardCoverColor } from '@/domain/palettes';
import type { JsonValue } from '@/lib/json';
import type { ApiClient } from '../http/client';
import { batchCardInfoSchema, cardSchema } from '../schemas/card';
import { attachedFileEnvelopeSchema } from '../schemas/file';
import type { Card, CardFile, PartialCard } from '../types';
import type { RequestOptions } from './request-options';

export interface CreateCardInput {
  column_id: number;
  title: string;
  /** A serialized editor document (`{"type":"doc",...}` as a string). */
  content?: string | null;
  /** Only ORDINARY cards can be created directly. */
  type?: 'ORDINARY' | null;
  status?: CardStatus | null;
  icon?: string | null;
  /** Position in the column; later cards shift. Omitted: the end of the column. */
  order?: number | null;
  due_date?: string | null;
  template_id?: number | null;
  cover_color?: CardCoverColor | null;
  /** Nickname of the originating app. */
  source?: string | null;
}

/** `POST /boards/{board}/cards`. */
export function createCard(
  client: ApiClient,
  boardId: number,
  input: CreateCardInput,
  options: RequestOptions = {},
): Promise<Card> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/cards`,
    body: input,
    schema: cardSchema,
    signal: options.signal,
  });
}

/** `DELETE /boards/{board}/cards/{card}`: soft delete; `stopRecurrence` also ends the series. */
export function deleteCard(
  client: ApiClient,
  boardId: number,
  cardId: number,
  input: { stopRecurrence?: boolean } = {},
  options: RequestOptions = {},
): Promise<Card> {
  return client.request({
    method: 'DELETE',
    path: `/boards/${boardId}/cards/${cardId}`,
    body:
      input.stopRecurrence === undefined ? undefined : { stop_recurrence: input.stopRecurrence },
    schema: cardSchema,
    signal: options.signal,
  });
}

/** Map of user id to attach (true) or detach (false); users not listed are unchanged. */
export type AssigneeChanges = Readonly<Record<number, boolean>>;

/** `POST /boards/{board}/cards/{card}/assignees/sync`. */
export function syncAssignees(
  client: ApiClient,
  boardId: number,
  cardId: number,
  assignees: AssigneeChanges,
  options: RequestOptions = {},
): Promise<Card> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/cards/${cardId}/assignees/sync`,
    body: { assignees },
    schema: cardSchema,
    signal: options.signal,
  });
}

export type CardRelation = 'board' | 'column';

export interface CardsInfoRequest {
  ids: readonly number[];
  /** Card attribute names; id is always included; default id, title and number. */
  fields?: readonly string[];
  with?: readonly CardRelation[];
}

/** `GET /cards/info/batch`: cards across the caller's boards; inaccessible ids are omitted. */
export async function getCardsInfo(
  client: ApiClient,
  request: CardsInfoRequest,
  options: RequestOptions = {},
): Promise<PartialCard[]> {
  const { cards } = await client.request({
    method: 'GET',
    path: '/cards/info/batch',
    query: { ids: request.ids, options: { fields: request.fields, with: request.with } },
    schema: batchCardInfoSchema,
    signal: options.signal,
  });
  return cards;
}

export interface AttachFileInput {
  name: string;
  size_bytes: number;
  mime_type: string;
  /** Drive node metadata: node_id and drive_id (integers). */
  meta: { node_id: number; drive_id: number } & Record<string, JsonValue>;
}

/** `POST /boards/{board}/cards/{card}/files/attach`: links an existing drive file. */
export function attachFile(
  client: ApiClient,
  boardId: number,
  cardId: number,
  input: AttachFileInput,
  options: RequestOptions = {},
): Promise<CardFile> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/cards/${cardId}/files/attach`,
    body: input,
    schema: attachedFileEnvelopeSchema,
    signal: options.signal,
  });
}
