/** Extensions (CONTRACT.md 4, 4c): the board list, creating a board, and card templates. */
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';
import { boardSummarySchema, cardTemplateSchema } from '../schemas/extensions';
import { listOf } from '../schemas/primitives';
import type { BoardSummary, CardTemplate } from '../types';

/** `GET /boards`: the boards the caller can see, with the caller's abilities. */
export function listBoards(
  client: ApiClient,
  options: RequestOptions = {},
): Promise<BoardSummary[]> {
  return client.request({
    method: 'GET',
    path: '/boards',
    schema: listOf(boardSummarySchema),
    signal: options.signal,
    extension: true,
  });
}

/** `GET /boards/{board}/card-templates`: templates visible on the board. */
export function listCardTemplates(
  client: ApiClient,
  boardId: number,
  options: RequestOptions = {},
): Promise<CardTemplate[]> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}/card-templates`,
    schema: listOf(cardTemplateSchema),
    signal: options.signal,
    extension: true,
  });
}

export interface CreateBoardInput {
  name: string;
  description?: string | null;
  icon?: string | null;
  visibility?: 'private' | 'public';
  parent_id?: number | null;
}

/**
 * `POST /boards` (CONTRACT.md 4c): a new board without columns; the caller becomes its manager.
 * Send it through `client.withIdempotencyKey(key)` so a resend cannot make a second board.
 */
export function createBoard(
  client: ApiClient,
  input: CreateBoardInput,
  options: RequestOptions = {},
): Promise<BoardSummary> {
  return client.request({
    method: 'POST',
    path: '/boards',
    body: input,
    schema: boardSummarySchema,
    signal: options.signal,
    extension: true,
  });
}
