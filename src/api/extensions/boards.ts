/** Extensions (CONTRACT.md 4): the board list and card templates. */
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
